# swift: the Swift suite (unit and end-to-end tests), then the binary copied alone.
stage_swift() {
    need_build
    # The CommonMark spec's examples, from a maintained package (the docs renderer is held to libcmark on each).
    local spec_dir=.build/commonmark-spec
    if [ ! -f "$spec_dir/spec.txt" ]; then
        need_venv
        rm -rf "$spec_dir" && mkdir -p "$spec_dir"
        "$venv/bin/pip" download -q --disable-pip-version-check --no-deps --no-binary :all: commonmark==0.9.2 -d "$spec_dir"
        tar -xzf "$spec_dir/commonmark-0.9.2.tar.gz" -C "$spec_dir" --strip-components=1 commonmark-0.9.2/spec.txt
    fi
    # GitHub's reference renderer is the oracle of the GFM tests (never linked, never a runtime dependency).
    FORMSMITH_COMMONMARK_SPEC="$PWD/$spec_dir/spec.txt" FORMSMITH_CMARK_GFM=/usr/bin/cmark-gfm swift test --skip-build

    echo "-- the binary works copied alone (its theme is compiled in)"
    local alone
    alone=$(scratch_folder alone)
    cp .build/debug/formsmith "$alone/formsmith"
    (cd "$alone" && ./formsmith --version && ./formsmith build --root "$OLDPWD" --output "$alone/site" --quiet)
    test -s "$alone/site/assets/site/base.css" && grep -q 'data-section="account"' "$alone/site/models/User.html"
    rm -rf "$alone"
}
