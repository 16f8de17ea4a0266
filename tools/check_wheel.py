#!/usr/bin/env python3
"""Check the wheel as a stranger would use it: build it, install it into a fresh virtual
environment, and let the installed `zooloretto --smoke` play a game from another folder.

    python3 tools/check_wheel.py [--keep DIR]

Prints the wheel's size and how long each step took; exit status 0 when all went well.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _venv import ROOT, ensure  # noqa: E402

QUIET = ["-q", "--disable-pip-version-check"]


def step(what: str, cmd: list[str], **kw) -> float:
    started = time.perf_counter()
    subprocess.run(cmd, check=True, **kw)
    took = time.perf_counter() - started
    print(f"check_wheel: {what} in {took:.1f} s", flush=True)
    return took


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (default: a temp folder)")
    args = p.parse_args()
    py = ensure()
    work = Path(args.keep or tempfile.mkdtemp(prefix="zooloretto-wheel-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        wheels = work / "wheel"
        shutil.rmtree(wheels, ignore_errors=True)
        step("wheel built", [str(py), "-m", "pip", "wheel", *QUIET, "--no-deps", "-w", str(wheels),
                             str(ROOT)], cwd=work)
        wheel = next(wheels.glob("zooloretto-*.whl"))
        print(f"check_wheel: {wheel.name}: {wheel.stat().st_size / 1e3:.0f} kB", flush=True)

        env_dir = work / "venv"
        shutil.rmtree(env_dir, ignore_errors=True)
        started = time.perf_counter()
        venv.EnvBuilder(with_pip=True).create(env_dir)
        print(f"check_wheel: fresh environment made in {time.perf_counter() - started:.1f} s",
              flush=True)
        bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
        vpy = bindir / ("python.exe" if os.name == "nt" else "python")
        step("wheel and its dependencies installed", [str(vpy), "-m", "pip", "install", *QUIET,
                                                      str(wheel)], cwd=work)

        # From a folder that is not the repository, and without it on any path.
        run_env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
        run_env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
        elsewhere = work / "elsewhere"
        elsewhere.mkdir(exist_ok=True)
        program = bindir / ("zooloretto.exe" if os.name == "nt" else "zooloretto")
        where = subprocess.run([str(vpy), "-c", "import zooloretto, sys; print(zooloretto.__file__)"],
                               cwd=elsewhere, env=run_env, check=True, capture_output=True,
                               text=True).stdout.strip()
        if Path(where).resolve().is_relative_to(ROOT):
            print(f"check_wheel: FAILED: zooloretto was imported from the repository ({where})")
            return 1
        step("installed `zooloretto --smoke` passed", [str(program), "--smoke"], cwd=elsewhere,
             env=run_env)
        return 0
    except subprocess.CalledProcessError as e:
        print(f"check_wheel: FAILED: {' '.join(map(str, e.cmd))} exited {e.returncode}",
              file=sys.stderr)
        return 1
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
