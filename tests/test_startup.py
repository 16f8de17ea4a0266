"""Opening the game imports only what the title screen needs: not the arena, not the bots."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = r"""
import os, sys
os.environ["ZOOLORETTO_TIME_TO_TITLE"] = "1"
from zooloretto.cli import main
assert main([]) == 0
heavy = sorted(m for m in sys.modules
               if m.split(".")[:2] in (["zooloretto", "arena"], ["zooloretto", "bots"]))
print("HEAVY", heavy)
"""


def test_title_path_does_not_import_arena_or_bots(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path),
               XDG_STATE_HOME=str(tmp_path), HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    line = next(l for l in out.stdout.splitlines() if l.startswith("HEAVY"))
    assert line == "HEAVY []", line


def test_arena_subcommand_still_parses():
    from zooloretto.cli import build_parser
    args = build_parser(["arena", "--games", "3"]).parse_args(["arena", "--games", "3"])
    assert args.games == "3"
