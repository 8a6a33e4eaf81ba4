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

# The package and its tests, debug (the configuration every stage but the archive's uses).
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
}

# The release archive packaged by scripts/release in dist/, and its name and version. From a debug
# build (statically linked, as a release is), unless FORMSMITH_ARCHIVE_CONFIGURATION=release: then
# from the optimised build (the release workflow), and no debug build is made for it.
archive_configuration=${FORMSMITH_ARCHIVE_CONFIGURATION:-debug}
need_archive() {
    [ -n "${archive_ready:-}" ] && return 0
    if [ "$archive_configuration" = debug ]; then
        need_build
        scripts/release --configuration debug --no-build
    else
        need_packages
        scripts/release --configuration release
    fi
    local packaged=.build/release/formsmith
    [ "$archive_configuration" = debug ] && packaged=.build/static-debug/formsmith
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
