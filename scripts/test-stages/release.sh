# release: the release archive (scripts/release) from this run's build, statically linked: it runs
# with the toolchain hidden, builds this repository's site byte for byte as the debug build does,
# the Dockerfile's steps install it, and packaging it again gives the same bytes.
stage_release() {
    need_archive
    local work released
    work=$(scratch_folder release)
    tar -xzf "dist/$archive_name.tar.gz" -C "$work"
    released=$work/$archive_name/formsmith
    (cd dist && sha256sum --quiet -c "$archive_name.tar.gz.sha256" formsmith.artifactbundle.zip.sha256)
    # (`! cmd` would not stop `set -e`: an inverted status never does.)
    if ldd "$released" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libcmark|libgumbo'; then
        echo "the release binary loads a library it should have linked in" >&2
        return 1
    fi
    test -s "$work/$archive_name/RUNTIME-PACKAGES" && test -s "$work/$archive_name/licenses/swift.txt"
    unzip -p dist/formsmith.artifactbundle.zip formsmith.artifactbundle/info.json | python3 -c '
import json, sys
artifact = json.load(sys.stdin)["artifacts"]["formsmith"]
assert artifact["type"] == "executable" and artifact["variants"][0]["supportedTriples"], artifact'

    echo "-- the same commit packaged again gives the same bytes"
    cp dist/*.sha256 "$work/"
    local again=(--configuration "$archive_configuration")
    [ "$archive_configuration" = debug ] && again+=(--no-build)
    scripts/release "${again[@]}" >/dev/null
    for sum in "$work"/*.sha256; do
        cmp "$sum" "dist/$(basename "$sum")" || { echo "dist/$(basename "$sum" .sha256) differs when made again" >&2; return 1; }
    done

    echo "-- the toolchain hidden: the archive's binary alone, and the Dockerfile's steps"
    "$(reference_binary)" build --root "$PWD" --output "$work/site-debug" --quiet
    dockerfile_as_shell Dockerfile >"$work/dockerfile.sh"
    local toolchain sudo=""
    toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
    [ "$(id -u)" -ne 0 ] && sudo=sudo
    # In a private mount namespace /opt (the toolchain's parent), /usr/local/bin and /tmp are empty
    # folders, as in the image. A clone under /tmp is first bound to a private place and back over
    # the empty /tmp, so that the tests still see it.
    $sudo unshare -m sh -c 'set -e
        repo=$1 toolchain=$2 released=$3 work=$4 version=$5
        mount -t tmpfs none "$toolchain"
        if command -v swift; then echo "the toolchain is still reachable" >&2; exit 1; fi
        "$released" --version
        "$released" build --root "$repo" --output "$work/site-archive" --quiet
        mount -t tmpfs none /mnt && mkdir /mnt/repo && mount --bind "$repo" /mnt/repo
        mount -t tmpfs none /opt && mount -t tmpfs none /usr/local/bin && mount -t tmpfs none /tmp
        mkdir -p "$repo" && mount --bind /mnt/repo "$repo"
        mount -t tmpfs none /var/lib/apt/lists  # the RUN step empties it, as images do
        cd "$repo" && VERSION=$version sh "$work/dockerfile.sh"
        formsmith build --root "$repo" --output "$work/site-image" --quiet' \
        sh "$PWD" "$toolchain" "$released" "$work" "$version"
    diff -r "$work/site-debug" "$work/site-archive"
    diff -r "$work/site-debug" "$work/site-image"
    rm -rf "$work"
}

# Docker's instructions as shell: ARG → a variable, COPY → cp, RUN → the command itself (a lint of
# the image without a Docker daemon; Docker itself, when it runs: docs/installing.md).
dockerfile_as_shell() {
    python3 - "$1" <<'PY'
import re, sys
print("set -eu")
text = re.sub(r"\\\n", " ", open(sys.argv[1]).read())
for line in text.splitlines():
    words = line.split()
    if not words or words[0].startswith("#"):
        continue
    if words[0] == "ARG" and "=" in words[1]:
        name, default = words[1].split("=", 1)
        print(f'{name}="${{{name}:-{default}}}"')
    elif words[0] == "COPY":
        print(f"mkdir -p {words[-1]} && cp {' '.join(words[1:-1])} {words[-1]}")
    elif words[0] == "RUN":
        print(line.split(None, 1)[1])
PY
}
