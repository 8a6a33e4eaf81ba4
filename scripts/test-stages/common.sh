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

# The package and its tests, debug (the one configuration every stage uses).
need_build() {
    [ -n "${build_ready:-}" ] && return 0
    need_packages
    swift build --build-tests
    build_ready=1
}

# The release archive packaged by scripts/release in dist/, and its name and version. From this run's
# debug build (statically linked, as a release is), unless FORMSMITH_ARCHIVE_CONFIGURATION=release:
# then from the optimised build (the release workflow), and no debug build is made for it.
archive_configuration=${FORMSMITH_ARCHIVE_CONFIGURATION:-debug}
need_archive() {
    [ -n "${archive_ready:-}" ] && return 0
    if [ "$archive_configuration" = debug ]; then need_build; else need_packages; fi
    scripts/release --configuration "$archive_configuration"
    version=$("$(reference_binary)" --version) && version=${version%% *}
    archive_name=formsmith-$version-linux-$(uname -m)
    archive_ready=1
}

# The binary the archive was packaged from, before stripping: the sites the archive's binary
# builds are compared with this one's.
reference_binary() {
    case "$archive_configuration" in
        debug) echo "$PWD/.build/static-debug/debug/formsmith" ;;
        *) echo "$PWD/.build/release/formsmith" ;;
    esac
}

# A fresh scratch folder under .build, removed at the end of the run.
scratch_folder() {
    mktemp -d "$PWD/.build/test-$1.XXXXXX"
}
