# action: action.yml's shape, and scripts/action-install against a local release of this run's
# archive: its refusals, a fallback for a missing architecture, and the action's own steps.
stage_action() {
    need_archive
    need_venv
    "$venv/bin/python" - action.yml <<'PY'
import os, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
assert set(action["inputs"]) == {"version", "command", "args"}, action["inputs"]
assert action["inputs"]["command"]["default"] == "build"
assert action["runs"]["using"] == "composite"
steps = action["runs"]["steps"]
for step in steps:
    assert "uses" in step or step.get("shell") == "bash", step
caches = [step for step in steps if step.get("uses", "").startswith("actions/cache@")]
assert "version" in caches[0]["with"]["key"] and "arch" in caches[0]["with"]["key"], caches
scripts = [step["run"] for step in steps if "action-install" in step.get("run", "")]
assert scripts and os.access("scripts/action-install", os.X_OK)
# The release workflow: on version tags, the archive built, tested and uploaded by this repository's scripts.
workflow = yaml.safe_load(open(".github/workflows/release.yml"))
assert workflow[True]["push"]["tags"] == ["v*"], workflow[True]  # YAML 1.1 reads the key `on` as true
runs = [step.get("run", "") for job in workflow["jobs"].values() for step in job["steps"]]
assert "scripts/release" in runs and "scripts/test release action" in runs, runs
uploads = [step for job in workflow["jobs"].values() for step in job["steps"] if "action-gh-release" in step.get("uses", "")]
assert any(".tar.gz.sha256" in step["with"]["files"] for step in uploads), uploads
PY
    local work releases home
    work=$(scratch_folder action)
    releases=$work/releases home=$work/home
    mkdir -p "$releases/download/v$version" "$work/bad/download/v$version"
    cp "dist/$archive_name.tar.gz" "dist/$archive_name.tar.gz.sha256" "$releases/download/v$version/"
    cp "dist/$archive_name.tar.gz" "$work/bad/download/v$version/"
    # A checksum one digit off: the first digit changed to another (a `0` made `0` was the good one).
    awk '{ print (substr($0, 1, 1) == "0" ? "1" : "0") substr($0, 2) }' "dist/$archive_name.tar.gz.sha256" \
        >"$work/bad/download/v$version/$archive_name.tar.gz.sha256"
    install_archive() { FORMSMITH_HOME="$home" FORMSMITH_RELEASES="file://$releases" scripts/action-install install; }
    # Fails with an ::error:: naming the problem, and leaves FORMSMITH_HOME empty.
    expect_refusal() {
        local expected=$1 out status=0
        shift
        rm -rf "$home"
        out=$(env "$@" FORMSMITH_HOME="$home" scripts/action-install install 2>&1) || status=$?
        [ "$status" -ne 0 ] && grep -q "::error::formsmith: $expected" <<<"$out" || { echo "$out"; return 1; }
        [ -z "$(ls -A "$home" 2>/dev/null)" ] || { ls -la "$home"; return 1; }
    }
    expect_refusal "$archive_name.tar.gz does not match its SHA-256" FORMSMITH_RELEASES="$work/bad" FORMSMITH_VERSION="$version"
    expect_refusal "unknown version 9.9.9" FORMSMITH_RELEASES="file://$releases" FORMSMITH_VERSION=9.9.9
    expect_refusal "unsupported architecture riscv64" FORMSMITH_RELEASES="file://$releases" FORMSMITH_ARCH=riscv64
    rm -rf "$home"
    # No archive for this architecture in a release that exists: install nothing, say to build from source.
    local other_arch
    other_arch=$([ "$(uname -m)" = x86_64 ] && echo aarch64 || echo x86_64)
    [ "$(FORMSMITH_ARCH=$other_arch install_archive | grep '^installed=')" = installed=false ]
    [ -z "$(ls -A "$home" 2>/dev/null)" ]
    [ "$(install_archive | grep '^installed=')" = installed=true ]
    "$home/$archive_name/formsmith" --version | grep -q "^$version (commit [0-9a-f]\{40\}"
    # The action's own steps, run as GitHub's runner runs them from _actions/<owner>/<repo>/<ref>, its
    # version taken from that ref: installs into an empty cache and builds the same site.
    local action_dir=$work/_actions/OWNER/formsmith/v$version
    mkdir -p "$(dirname "$action_dir")" && ln -s "$PWD" "$action_dir"
    rm -rf "$home"
    # The action splits its args on spaces: the repository is named through a link whose path has none.
    local link
    link=$(mktemp -d)/repo && ln -s "$PWD" "$link"
    "$(reference_binary)" build --root "$link" --output "$work/site-debug" --quiet
    FORMSMITH_RELEASES="file://$releases" FORMSMITH_HOME="$home" "$venv/bin/python" Tests/action/run_action.py \
        "$action_dir" "$work" "runner.arch=$([ "$(uname -m)" = x86_64 ] && echo X64 || echo ARM64)" \
        "inputs.args=--root $link --output $link/${work#"$PWD"/}/site-action --quiet"
    diff -r "$work/site-debug" "$work/site-action"
    rm -rf "$(dirname "$link")"
    # A second run finds it installed (what actions/cache restores) and downloads nothing.
    rm "$releases/download/v$version/$archive_name.tar.gz"
    [ "$(install_archive | grep '^installed=')" = installed=true ]
    rm -rf "$work"
}
