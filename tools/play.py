#!/usr/bin/env python3
"""Play Zooloretto: python3 tools/play.py [game options, see --help]"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _venv import ROOT, ensure  # noqa: E402

py = ensure()
# The player's own folder stays the working folder, so `play.py my-game.json` opens the file
# where it was typed; the game's source is found through PYTHONPATH.
env = dict(os.environ, PYTHONPATH=os.pathsep.join(
    p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p))
sys.exit(subprocess.run([str(py), "-m", "zooloretto", *sys.argv[1:]], env=env).returncode)
