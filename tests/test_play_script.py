"""`python3 tools/play.py FILE` (the README's way to play) opens a file named relative to the
folder the player typed it in, not to the game's source folder."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from zooloretto.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_a_relative_file_is_found_where_the_player_is(tmp_path, capsys):
    assert main(["new", "--players", "2", "--names", "Ana,Bo", "--out", str(tmp_path / "mine.json")]) == 0
    capsys.readouterr()
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "play.py"), "show", "mine.json"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, ZOOLORETTO_LANGUAGE="en"))
    assert done.returncode == 0, done.stderr
    assert "Ana" in done.stdout and "Bo" in done.stdout
