"""The README's command line works exactly as written: its examples are read from
README.md and run in an empty folder, and every option its table and its paragraph on
the game's options name is one the program takes."""
from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from zooloretto.cli import build_parser

from sampling import quick

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
SECTION = README.split("## The command line\n", 1)[1].split("\n## ", 1)[0]
EXAMPLES = [line.strip() for line in SECTION.splitlines() if line.startswith("    zooloretto ")]
# The table's first column: `new --players N ...`, `legal FILE`, `play FILE` ...
SYNOPSES = re.findall(r"^\| `([a-z]+(?: [^`]*)?)`", SECTION, flags=re.M)
JSON_OUT = ("legal", "show", "score")


def run(folder: Path, line: str):
    """One example line as a person types it: `zooloretto` is this Python's program."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "LC_"))}
    home = folder / "home"
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_STATE_HOME=str(home / "state"), PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
    argv = shlex.split(line)
    assert argv[0] == "zooloretto"
    return subprocess.run([sys.executable, "-m", "zooloretto", *argv[1:]], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_readme_shows_examples_of_every_subcommand_but_play():
    assert len(EXAMPLES) >= 8
    shown = {shlex.split(line)[1] for line in EXAMPLES}
    listed = {synopsis.split()[0] for synopsis in SYNOPSES}
    assert listed == {"new", "legal", "apply", "show", "score", "bench", "arena", "play"}
    assert listed - shown == {"play"}          # play opens a window: tests/test_open_file.py
    assert "--remove" in " ".join(EXAMPLES) and "--game dice" in " ".join(EXAMPLES)


def test_every_readme_example_runs_as_written_in_an_empty_folder(tmp_path):
    for line in EXAMPLES:
        # the quick run plays the bench's and the arena's games 2 at a time, not 20 (--full:
        # each line exactly as written)
        done = run(tmp_path, quick(line, line.replace("--games 20", "--games 2")))
        assert done.returncode == 0, f"{line}\n{done.stderr}"
        assert "Traceback" not in done.stderr
        argv = shlex.split(line)
        if argv[1] in JSON_OUT or "--events" in argv:
            assert json.loads(done.stdout), line
        if argv[1] == "new":
            out = tmp_path / argv[argv.index("--out") + 1]
            assert json.loads(out.read_text(encoding="utf-8"))["meta"]["seats"], line


def options_of(command: str | None) -> set:
    """The options `zooloretto [COMMAND] --help` lists."""
    parser = build_parser([command] if command else [])
    if command:
        parser = next(a for a in parser._actions if a.dest == "command").choices[command]
    return {option for action in parser._actions for option in action.option_strings}


@pytest.mark.parametrize("synopsis", SYNOPSES)
def test_every_option_in_the_readmes_table_is_one_the_command_takes(synopsis):
    command, *words = synopsis.split()
    named = {w.strip("[]") for w in words if w.strip("[]").startswith("--")}
    assert named <= options_of(command), synopsis


def test_the_games_options_the_readme_names_exist():
    paragraph = README.split("Command-line options for the game:", 1)[1].split("\n\n", 1)[0]
    named = set(re.findall(r"`(--[a-z-]+)", paragraph))
    assert named >= {"--windowed", "--fullscreen", "--saves-dir", "--smoke", "--version", "--help"}
    assert named <= options_of(None)
