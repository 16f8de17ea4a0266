#!/usr/bin/env python3
"""Play Zooloretto: python3 tools/play.py [game options, see --help]"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _venv import ROOT, ensure  # noqa: E402

py = ensure()
sys.exit(subprocess.run([str(py), "-m", "zooloretto", *sys.argv[1:]], cwd=ROOT).returncode)
