"""Shared by play.py and test.py: make (once) the project's own virtual
environment in .venv and install the game into it, so that a fresh machine
with nothing but Python 3.11 needs no other step."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure(extras: str = "") -> Path:
    """Create .venv and install the project (with `extras`) when pyproject.toml changed.

    One stamp records the pyproject.toml it installed and the extras it added,
    so play.py after test.py (or the reverse) installs nothing again."""
    if sys.version_info < (3, 11):
        sys.exit(f"Zooloretto needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    py = venv_python()
    stamp = VENV / ".installed"
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    have = stamp.read_text().split() if stamp.exists() else []
    installed_extras = set(have[1:]) if have[:1] == [wanted] else set()
    if py.exists() and have[:1] == [wanted] and (not extras or extras in installed_extras):
        return py
    if not py.exists():
        print("Setting up a private Python environment in .venv (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    all_extras = sorted(installed_extras | ({extras} if extras else set()))
    spec = f".[{','.join(all_extras)}]" if all_extras else "."
    print("Installing Zooloretto and what it needs...", flush=True)
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    "-e", spec], cwd=ROOT, check=True)
    stamp.write_text(" ".join([wanted, *all_extras]))
    return py
