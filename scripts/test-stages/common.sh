# What the stages of scripts/test share: the set-up each stage asks for, done once per run.
# Sourced by scripts/test, from the repository's root.

venv=$PWD/.venv
# The Debian packages the build and the tests use.
need_packages() {
    [ -n "${packages_ready:-}" ] && return 0
    install_apt_packages libcmark-dev libgumbo-dev libmimalloc-dev libharfbuzz-dev pkg-config binutils unzip \
        util-linux python3-venv fonts-inter fonts-dejavu-core fonts-ipafont-gothic chromium chromium-driver \
        default-jre-headless cmark-gfm
    packages_ready=1
}

# The Python the browser suites and the Action's checks run in.
need_venv() {
    [ -n "${venv_ready:-}" ] && return 0
    need_packages
    [ -x "$venv/bin/python" ] || { rm -rf "$venv" && python3 -m venv "$venv"; }
    "$venv/bin/pip" install -q --disable-pip-version-check -r Tests/browser/requirements.txt
    venv_ready=1
}

# The package and its tests, debug (the configuration every stage but the archive's uses). Then,
# when a later stage needs the archive (`archive_early`, set by scripts/test), its build starts in
# the background: the Swift and browser suites leave a core idle much of the time.
need_build() {
    [ -n "${build_ready:-}" ] && return 0
    need_packages
    swift build --build-tests
    # A fresh clone resolves to the versions Package.resolved names, and leaves it as committed.
    if [ -d .git ] && ! git diff --quiet -- Package.resolved; then
        git --no-pager diff -- Package.resolved
        echo "Package.resolved changed on resolving: commit the pins the package builds with" >&2
        return 1
    fi
    build_ready=1
    [ -n "${archive_early:-}" ] && start_archive
    return 0
}

# The release archive packaged by scripts/release in dist/, and its name and version. From a debug
# build (statically linked, as a release is), unless FORMSMITH_ARCHIVE_CONFIGURATION=release: then
# from the optimised build (the release workflow), and no debug build is made for it.
archive_configuration=${FORMSMITH_ARCHIVE_CONFIGURATION:-debug}
archive_job=""
archive_log=$PWD/.build/test-archive.log
start_archive() {
    [ "$archive_configuration" = debug ] || return 0
    echo "-- building the archive in the background (scripts/release --configuration debug > $archive_log)"
    scripts/release --configuration debug >"$archive_log" 2>&1 &
    archive_job=$!
}
# Stops the background build when the run ends early.
stop_archive() {
    [ -n "$archive_job" ] || return 0
    pkill -TERM -P "$archive_job" 2>/dev/null || true
    kill "$archive_job" 2>/dev/null || true
}
need_archive() {
    [ -n "${archive_ready:-}" ] && return 0
    if [ "$archive_configuration" = debug ]; then need_build; else need_packages; fi
    if [ -n "$archive_job" ]; then
        echo "-- waiting for the archive's build"
        local status=0
        wait "$archive_job" || status=$?
        archive_job=""
        tail -n 12 "$archive_log"
        [ "$status" -eq 0 ] || { echo "scripts/release failed ($archive_log)" >&2; return "$status"; }
    else
        scripts/release --configuration "$archive_configuration"
    fi
    local packaged=.build/release/formsmith
    [ "$archive_configuration" = debug ] && packaged=.build/static-debug/debug/formsmith
    version=$("$packaged" --version) && version=${version%% *}
    archive_name=formsmith-$version-linux-$(uname -m)
    archive_ready=1
}

# The binary whose sites the archive's must equal, byte for byte: the suite's own debug build, or
# with FORMSMITH_ARCHIVE_CONFIGURATION=release the optimised one before stripping.
reference_binary() {
    if [ "$archive_configuration" = debug ]; then echo "$PWD/.build/debug/formsmith"; else echo "$PWD/.build/release/formsmith"; fi
}

# A fresh scratch folder under .build, removed at the end of the run.
scratch_folder() {
    mktemp -d "$PWD/.build/test-$1.XXXXXX"
}
