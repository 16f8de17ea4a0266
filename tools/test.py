#!/usr/bin/env python3
"""Run the test suite headless, on every core: python3 tools/test.py [--full] [pytest options]

Without --full, the long matrices (every language x size x player count, the long property
runs, the kill loops, the monkey) run a seeded sample that meets every value once
(tests/sampling.py); --full (CI) runs every case. Without -n, pytest-xdist runs one worker
per core (`-n auto`); `-n 0` runs in this process, as when debugging with pdb."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _venv import ROOT, ensure  # noqa: E402

py = ensure("test")
env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
           PYGAME_HIDE_SUPPORT_PROMPT="1")
if env.pop("PYTHONDONTWRITEBYTECODE", None):
    # Without compiled files every test process (and every program a test starts) compiles
    # the game and the tests anew; they go into .venv instead, keeping the source tree clean.
    env.setdefault("PYTHONPYCACHEPREFIX", str(ROOT / ".venv" / "pycache"))


def _memory_folder(path="/dev/shm", room=1 << 30):
    """A folder in memory with room for a run's files (a container's /dev/shm may be 64 MB)."""
    try:
        info = os.statvfs(path)
    except (OSError, AttributeError):
        return None
    return path if os.access(path, os.W_OK) and info.f_bavail * info.f_frsize >= room else None


memory = None if "TMPDIR" in env else _memory_folder()
if memory:
    # The tests' folders (saves, autosaves, settings, pytest's tmp_path) in memory: every
    # autosave is fsync'ed, some 7 ms each on a disk, a thousand of them in a run. What the
    # tests check is the game's files, not the disk.
    env["TMPDIR"] = memory
args = sys.argv[1:]
if not any(a.startswith(("-n", "--numprocesses", "--dist")) or a == "no:xdist" for a in args):
    # worksteal: a worker that runs out of tests takes half of what another has left.
    args = ["-n", "auto", "--dist", "worksteal", *args]
command = [str(py), "-m", "pytest", *args]
if os.name == "posix":
    # pytest takes this process's place: one process (and its memory) fewer during the run.
    os.chdir(ROOT)
    os.execve(command[0], command, env)
sys.exit(subprocess.run(command, cwd=ROOT, env=env).returncode)
