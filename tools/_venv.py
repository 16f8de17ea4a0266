"""Shared by play.py and test.py: make (once) the project's own virtual
environment in .venv and install the game into it, so that a fresh machine
with nothing but Python 3.11 needs no other step."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _step(what: str, action) -> None:
    """One line per set-up step: what it does, then how long it took (or why it failed)."""
    print(f"set-up: {what} ...", end="", flush=True)
    started = time.perf_counter()
    try:
        action()
    except subprocess.CalledProcessError as e:
        print(" failed", flush=True)
        sys.stdout.write(e.stdout or "")
        sys.exit(f"set-up: {what} failed (status {e.returncode}); see the lines above.")
    print(f" {time.perf_counter() - started:.1f} s", flush=True)


def ensure(extras: str = "") -> Path:
    """Create .venv and install the project (with `extras`) when pyproject.toml changed.

    One stamp records the pyproject.toml it installed and the extras it added,
    so play.py after test.py (or the reverse) installs nothing again and prints nothing."""
    if sys.version_info < (3, 11):
        sys.exit(f"Zooloretto needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    py = venv_python()
    stamp = VENV / ".installed"
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    have = stamp.read_text().split() if stamp.exists() else []
    installed_extras = set(have[1:]) if have[:1] == [wanted] else set()
    if py.exists() and have[:1] == [wanted] and (not extras or extras in installed_extras):
        return py
    started = time.perf_counter()
    if not py.exists():
        _step(f"making a private Python {sys.version.split()[0]} environment in .venv "
              "(first run only)", lambda: venv.EnvBuilder(with_pip=True).create(VENV))
    all_extras = sorted(installed_extras | ({extras} if extras else set()))
    spec = f".[{','.join(all_extras)}]" if all_extras else "."
    what = "the game and the libraries it needs" + (
        f" (with {', '.join(all_extras)} tools)" if all_extras else "")
    _step(f"installing {what} into .venv", lambda: subprocess.run(
        [str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", spec],
        cwd=ROOT, check=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
    stamp.write_text(" ".join([wanted, *all_extras]))
    print(f"set-up: ready in {time.perf_counter() - started:.1f} s", flush=True)
    return py
