"""Runs action.yml's steps the way GitHub's runner does, here: a test of the action without GitHub.

    python run_action.py ACTION_FOLDER WORK_FOLDER key=value...

ACTION_FOLDER is where the action is checked out (GitHub: _actions/<owner>/<repo>/<ref>); the
key=value pairs are the expression values (inputs.args=..., github.action_ref=..., runner.arch=...).
Each `run:` step runs in bash with its `env:`, expressions substituted, GITHUB_OUTPUT and GITHUB_PATH
read back after it; `uses:` steps (actions/cache) are skipped: the cache only saves a download.
Prints each step's outputs; exits with the first failing step's status.
"""

import os
import re
import subprocess
import sys

import yaml

action_folder, work = sys.argv[1], sys.argv[2]
action = yaml.safe_load(open(os.path.join(action_folder, "action.yml")))
values = {f"inputs.{name}": str(spec.get("default", "")) for name, spec in action["inputs"].items()}
values.update({"github.action_path": action_folder, "runner.os": "Linux", "github.action_ref": ""})
values.update(pair.split("=", 1) for pair in sys.argv[3:])
path_entries = []


def substitute(text):
    return re.sub(r"\$\{\{\s*(.+?)\s*\}\}", lambda match: values.get(match.group(1), ""), str(text))


def condition_holds(condition):
    left, right = (side.strip() for side in condition.split("=="))
    return values.get(left, "") == right.strip("'")


for number, step in enumerate(action["runs"]["steps"]):
    if "uses" in step:
        print(f"-- skipped: {step['uses']}")
        continue
    if "if" in step and not condition_holds(step["if"]):
        print(f"-- skipped ({step['if']}): {step.get('name')}")
        continue
    print(f"-- {step.get('name')}", flush=True)
    output_file = os.path.join(work, f"output-{number}")
    path_file = os.path.join(work, f"path-{number}")
    open(output_file, "w").close()
    open(path_file, "w").close()
    environment = dict(os.environ)
    environment.update({name: substitute(value) for name, value in step.get("env", {}).items()})
    environment.update(
        GITHUB_ACTION_PATH=action_folder,
        GITHUB_OUTPUT=output_file,
        GITHUB_PATH=path_file,
        RUNNER_OS="Linux",
        PATH=":".join(path_entries + [os.environ["PATH"]]),
    )
    status = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", substitute(step["run"])], env=environment).returncode
    if status != 0:
        sys.exit(status)
    for line in open(output_file).read().splitlines():
        key, value = line.split("=", 1)
        values[f"steps.{step.get('id')}.outputs.{key}"] = value
    path_entries = [line for line in open(path_file).read().splitlines() if line] + path_entries
