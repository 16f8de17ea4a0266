#!/usr/bin/env python3
"""Run the whole test suite headless: python3 tools/test.py [pytest options]"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _venv import ROOT, ensure  # noqa: E402

py = ensure("test")
env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
           PYGAME_HIDE_SUPPORT_PROMPT="1")
sys.exit(subprocess.run([str(py), "-m", "pytest", *sys.argv[1:]], cwd=ROOT, env=env).returncode)
