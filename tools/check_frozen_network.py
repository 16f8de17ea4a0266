"""The frozen build hosts and a second frozen process joins it, on 127.0.0.1: a headless
host of a dice game (seat 1 open to the network, seat 0 a bot) on a free port, and a
joiner whose seat a bot plays; both must end the game. Bounded by --timeout.

    .venv/bin/python tools/check_frozen_network.py dist/zooloretto/zooloretto
    .venv/bin/python tools/check_frozen_network.py "python3 -m zooloretto"   # the source tree

Exit 0 when both processes ended the game (their JSON lines say finished), 1 otherwise.
"""
from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def last_json(text: str) -> dict:
    for line in reversed(text.splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                return json.loads(line)
            except ValueError:
                continue
    return {}


def main() -> int:
    from zooloretto.net.codes import parse_invite
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("program", help="the frozen program (or a command that runs the game)")
    p.add_argument("--game", default="dice", choices=["board", "dice", "zoomaka"])
    p.add_argument("--timeout", type=float, default=300.0)
    args = p.parse_args()
    program = shlex.split(args.program) if " " in args.program else [args.program]
    env_lang = {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    import os
    env = dict(os.environ, **env_lang)
    host = subprocess.Popen(program + ["host", "--new", "--game", args.game, "--players", "2",
                                       "--remote", "1", "--bot", "easy", "--port", "0",
                                       "--bind", "127.0.0.1", "--wait", "60",
                                       "--timeout", str(int(args.timeout))],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    started, invite = time.monotonic(), None
    try:
        while invite is None and time.monotonic() - started < 60:
            line = host.stdout.readline()          # the host's first line: the invite
            if not line:
                break
            invite = parse_invite(line)
        if invite is None:
            print("the host printed no invite", file=sys.stderr)
            return 1
        address, port, code = invite
        joiner = subprocess.run(program + ["join", f"{address}:{port}", code, "--bot", "easy",
                                           "--timeout", str(int(args.timeout))],
                                capture_output=True, text=True, env=env,
                                timeout=args.timeout + 30)
        rest, err = host.communicate(timeout=args.timeout + 30)
    finally:
        if host.poll() is None:
            host.kill()
    joined, hosted = last_json(joiner.stdout), last_json(rest)
    ok = joiner.returncode == 0 and host.returncode == 0 and joined.get("finished") \
        and hosted.get("finished")
    print(f"host: exit {host.returncode}, {hosted}; joiner: exit {joiner.returncode}, "
          f"{ {k: joined.get(k) for k in ('finished', 'game', 'seats', 'actions', 'moves')} }; "
          f"{time.monotonic() - started:.0f} s: {'ok' if ok else 'FAILED'}")
    if not ok:
        print(err[-2000:], joiner.stderr[-2000:], sep="\n", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
