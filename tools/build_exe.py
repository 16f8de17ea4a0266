#!/usr/bin/env python3
"""Build the standalone program with PyInstaller (installed into .venv on first use).

    python3 tools/build_exe.py              one folder: dist/zooloretto/zooloretto (the one to ship)
    python3 tools/build_exe.py --onefile    one file:   dist/zooloretto-onefile
    ... --smoke                             then run the built program's `--smoke` self-test

Exit status: PyInstaller's on a failed build, the smoke test's otherwise.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _venv import ROOT, ensure  # noqa: E402

SPEC = ROOT / "tools" / "pyinstaller" / "zooloretto.spec"
DIST = ROOT / "dist"
EXE_SUFFIX = ".exe" if os.name == "nt" else ""


def program(onefile: bool) -> Path:
    if onefile:
        return DIST / f"zooloretto-onefile{EXE_SUFFIX}"
    return DIST / "zooloretto" / f"zooloretto{EXE_SUFFIX}"


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def build(py: Path, onefile: bool) -> int:
    work = ROOT / "build" / ("pyinstaller-onefile" if onefile else "pyinstaller")
    cmd = [str(py), "-m", "PyInstaller", str(SPEC), "--noconfirm", "--log-level", "WARN",
           "--distpath", str(DIST), "--workpath", str(work)]
    if onefile:
        cmd += ["--", "--onefile"]
    kind = "one-file" if onefile else "one-folder"
    print(f"Building the {kind} program with PyInstaller...", flush=True)
    started = time.perf_counter()
    result = subprocess.run(cmd, cwd=ROOT)
    if result.returncode:
        print(f"build_exe: PyInstaller failed (status {result.returncode})", file=sys.stderr)
        return result.returncode
    built = program(onefile)
    shipped = built if onefile else built.parent
    print(f"build_exe: {kind} build in {time.perf_counter() - started:.0f} s: "
          f"{built.relative_to(ROOT)} ({size_mb(shipped):.1f} MB)", flush=True)
    return 0


def smoke(onefile: bool) -> int:
    exe = program(onefile)
    print(f"Running {exe.relative_to(ROOT)} --smoke ...", flush=True)
    started = time.perf_counter()
    # Run from outside the repository so the program cannot lean on the source tree.
    result = subprocess.run([str(exe), "--smoke"], cwd=exe.parent.parent if not onefile else DIST)
    verdict = "passed" if result.returncode == 0 else f"FAILED (status {result.returncode})"
    print(f"build_exe: smoke test {verdict} in {time.perf_counter() - started:.1f} s", flush=True)
    return result.returncode


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--onefile", action="store_true", help="build the one-file program instead")
    p.add_argument("--smoke", action="store_true", help="run the built program's --smoke self-test")
    args = p.parse_args()
    py = ensure("build")
    status = build(py, args.onefile)
    if status == 0 and args.smoke:
        status = smoke(args.onefile)
    return status


if __name__ == "__main__":
    sys.exit(main())
