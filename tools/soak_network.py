"""Network play under faults, on loopback only (127.0.0.1): whole games with three bot
joiners and the other seats the host's bots, while connections are cut, a proxy goes
silent (a black hole: it stops forwarding and keeps the sockets open, so only the pings
find it), and the host's program is killed once (SIGKILL) and hosted again from its
autosave as Continue -> Host again does (same code, port and seat tokens). Every loop
is bounded in time and count; run it under nice.

    nice -n 19 .venv/bin/python tools/soak_network.py --games 2            # each of the three games
    nice -n 19 .venv/bin/python tools/soak_network.py --games 1 --game dice --ping 1
    nice -n 19 .venv/bin/python tools/soak_network.py --games 6 --folder /tmp/soak   # resumes
    .venv/bin/python tools/soak_network.py --folder /tmp/soak --summary

Checked: 0 desyncs (after every action, each joiner's view for its seat is a view the
host had for that seat at that action: the joiner logs a digest of what it adopted, the
host a digest of what it sent) and 0 lost actions (each finished turn the host applied
is in the game it hosted again and in the final game; what the crash took back is only
the unfinished turn, counted apart). The host's program is tools/soak_network.py
--host-worker (the window's hosted session, ui/net/hosting.py, driven without a window).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zooloretto.net.faults import FaultProxy  # noqa: E402

LOOPBACK = "127.0.0.1"
DEBUG = bool(os.environ.get("SOAK_DEBUG"))
HOLES = 2              # black holes a game at most (each costs the pings' timeout)
GRACE = 2.0            # seconds before the host decides for a joiner who is away


def digest(view) -> str:
    from zooloretto.net.messages import dump
    return hashlib.sha1(dump(view).encode("utf-8")).hexdigest()[:16]


# ---------------------------------------------------------------------- the host's side
def drive(hosted, log, deadline: float, rng, kill_at: int | None = None, iterations: int = 20,
          until=None):
    """Host a game to its end (or the deadline): bots move, joiners' moves are played, an
    away player past the grace time is covered or waited for; each action logged with the
    digest of every remote seat's view; the turn autosaved. True when the game ended."""
    from zooloretto.net.headless import bot_move
    net, rules = hosted.net, hosted.net.core.rules
    remote = [i for i, s in enumerate(net.core.seats) if s.kind == "remote"]
    quiet = time.monotonic()
    while time.monotonic() < deadline:
        if DEBUG and time.monotonic() - quiet > 5:
            quiet = time.monotonic()
            core = net.core
            log({"stall": {"current": hosted.state.current, "presence": net.presence(),
                           "queued": repr(core.queued)[:100], "seq": core.seq,
                           "conns": {str(k): c.seats for k, c in core.conns.items()}}})
        net.pump(timeout=0.005)
        state = hosted.state
        if state.game_over:
            return True
        seat, action = state.current, None
        level = net.core.bot_level(seat)
        if level is not None:
            action = bot_move(rules.name, rules.view(state, seat), "easy",
                              seed=len(hosted.record.actions), iterations=iterations)
        elif net.remote_turn(seat):
            action = net.take_move(seat)
            if action is None and net.core.overdue(seat, net.clock()):
                if rng.random() < 0.5:
                    net.let_bot_play(seat)
                else:
                    net.wait_for(seat)
        if action is None:
            continue
        quiet = time.monotonic()
        events = hosted.play(action)
        n = len(hosted.record.actions)
        turn = rules.turn_over(events)
        if turn:
            hosted.autosave_turn()
        log({"seq": net.core.seq, "n": n, "turn": turn, "action": rules.action_to_json(action),
             "views": {str(s): digest(rules.view_json(hosted.state, s)) for s in remote}})
        if kill_at is not None and n >= kill_at:
            os.kill(os.getpid(), signal.SIGKILL)       # the host's program dies, mid-game
        if until is not None and until(n):
            return False
    return False


def host_worker(args) -> None:
    """The host's program: a new hosted game, or the autosaved one hosted again."""
    from zooloretto import paths
    from zooloretto.net import transport
    from zooloretto.ui.autosaver import latest_autosave
    from zooloretto.ui.net import hosting
    from zooloretto.ui.session import GameSession, Seat
    transport.PING_INTERVAL, transport.PING_TIMEOUT = args.ping, 2 * args.ping
    folder = Path(args.host_worker)
    paths.set_saves_dir(folder / "saves")
    saved = latest_autosave()
    if saved is not None:
        session = GameSession.load(saved)
        hosted = hosting.host_again(session, hosting.kept_table(session), bind=LOOPBACK)
    else:
        players = 4 if args.game == "dice" else 5
        seats = [Seat(f"J{k}", "remote") for k in range(3)] + \
            [Seat(f"Bot {k + 1}", "bot", "easy") for k in range(players - 3)]
        base = GameSession.new(seats, seed=args.seed, start_player=0, game=args.game)
        hosted = hosting.host_table(base, "Soak", port=args.port, bind=LOOPBACK, code=args.code)
    hosted.net.core.rate = hosted.net.core.burst = 10_000
    hosted.net.core.grace = GRACE
    with open(folder / "host.jsonl", "a", encoding="utf-8", buffering=1) as f:
        def log(entry):
            f.write(json.dumps(entry) + "\n")
        rules, remote = hosted.net.core.rules, [i for i, s in enumerate(hosted.seats) if s.kind == "remote"]
        log({"start": len(hosted.record.actions), "seq": hosted.net.core.seq,
             "actions": [rules.action_to_json(a) for a in hosted.record.actions],
             "views": {str(s): digest(rules.view_json(hosted.state, s)) for s in remote}})
        done = drive(hosted, log, time.monotonic() + args.timeout, random.Random(args.seed),
                     kill_at=args.kill_at)
        log({"finished": done, "final": [hosted.rules.action_to_json(a) for a in hosted.record.actions]})
    linger = time.monotonic() + 30       # a joiner cut just before the end comes back to see it
    while done and time.monotonic() < linger and \
            any(p != "joined" for p in hosted.net.presence()[:3]):
        hosted.net.pump(timeout=0.05)
    end = time.monotonic() + 2
    while time.monotonic() < end:
        hosted.net.pump(timeout=0.05)
    hosted.net.stop()


# ---------------------------------------------------------------------- the joiners' side
def joiner(port: int, code: str, seat: int, seen: list, timeout: float, stop=None) -> dict:
    """A bot joiner (through its own proxy port) that logs a digest of each view it adopted."""
    from zooloretto.net.headless import run_bot_joiner

    def on_frame(me, frame):
        if not frame.startswith(('{"actor"', '{"log"')):
            return
        m = json.loads(frame)
        s = m.get("seat")
        if m.get("t") in ("applied", "sync") and s in me.views and me.seq == m.get("seq") \
                and s not in me.behind:
            seen.append((m["seq"], s, digest(me.views[s])))
    return run_bot_joiner(LOOPBACK, port, code, name=f"J{seat}", seat=seat, timeout=timeout,
                          pace=0.0, on_frame=on_frame, iterations=20, stop=stop)


def check(host_lines: list, seen: dict) -> dict:
    """Desyncs, lost actions and what the crash took back, from the host's log and the
    joiners' digests."""
    sent = {(e["seq"], int(s), d) for e in host_lines if "views" in e for s, d in e["views"].items()}
    checked = sum(len(v) for v in seen.values())
    desyncs = sum(1 for v in seen.values() for item in v if tuple(item) not in sent)
    lost = undone = 0
    applied, final = [], None          # the actions as the host applied them, in order
    for e in host_lines:
        if "start" in e:
            start = e["start"]
            saved_turns = max([k for k, a in enumerate(applied, 1) if a[1]] or [0])
            lost += max(0, saved_turns - start)        # a finished turn the new host lacks
            lost += sum(1 for a, b in zip(applied, e["actions"]) if a[0] != b)
            undone += max(0, len(applied) - start)
            applied = [(a, True) for a in e["actions"]]
        elif "n" in e:
            applied = applied[:e["n"] - 1] + [(e["action"], e["turn"])]
        elif "final" in e:
            final = e["final"]
    if final is not None:
        lost += abs(len(final) - len(applied)) + sum(1 for a, b in zip(applied, final) if a[0] != b)
    return {"checked": checked, "desyncs": desyncs, "lost": lost, "undone": undone,
            "actions": sum(1 for e in host_lines if "n" in e), "final": len(final or [])}


def soak_game(game: str, seed: int, folder: Path, timeout: float, ping: float, rng) -> dict:
    from zooloretto.net import codes, transport
    transport.PING_INTERVAL, transport.PING_TIMEOUT = ping, 2 * ping
    folder.mkdir(parents=True, exist_ok=True)
    port = _free_port()
    code = codes.new_code(rng)
    kill_at = rng.randrange(20, 60)
    proxy = FaultProxy(LOOPBACK, port, count=3).start()
    worker = [sys.executable, __file__, "--host-worker", str(folder), "--game", game,
              "--seed", str(seed), "--port", str(port), "--code", code, "--timeout", str(timeout),
              "--ping", str(ping)]
    host = subprocess.Popen(worker + ["--kill-at", str(kill_at)])
    seen, results, faults = {k: [] for k in range(3)}, {}, {"cuts": 0, "holes": 0, "kills": 0}
    deadline = time.monotonic() + timeout

    stop = threading.Event()            # set when the host has ended and a joiner has not

    def play(k):
        try:
            results[k] = joiner(proxy.ports[k], code, k, seen[k], timeout, stop)
            if "view" not in results[k]:
                results[k]["error"] = "did not see the end"
        except Exception as e:          # a joiner that did not finish: reported, not raised
            results[k] = {"error": repr(e)[:200]}
            if DEBUG:
                import traceback
                traceback.print_exc()
    threads = [threading.Thread(target=play, args=(k,), daemon=True) for k in range(3)]
    for t in threads:
        t.start()
    log_file, next_fault = folder / "host.jsonl", rng.randrange(5, 25)
    try:
        while any(t.is_alive() for t in threads) and time.monotonic() < deadline:
            if host.poll() == -signal.SIGKILL:          # killed itself: hosted again
                faults["kills"] += 1
                host = subprocess.Popen(worker)
            elif host.poll() is not None:               # the host ended: the joiners too, soon
                for t in threads:
                    t.join(15)
                stop.set()
                break
            time.sleep(0.2)                              # (a tool: a look five times a second)
            done = _count(log_file)
            if done < next_fault:
                continue
            next_fault = done + rng.randrange(5, 25)      # a fault every 5 to 25 actions
            k = rng.randrange(3)
            if rng.random() < 0.8 or faults["holes"] >= HOLES:
                faults["cuts"] += proxy.cut(k)
            else:
                faults["holes"] += proxy.hole(k)
        for t in threads:
            t.join(max(0.1, deadline - time.monotonic()))
        host.wait(max(1.0, deadline - time.monotonic() + 10))
    except subprocess.TimeoutExpired:
        pass
    finally:
        if host.poll() is None:
            host.kill()
        proxy.stop()
    lines = [json.loads(x) for x in (folder / "host.jsonl").read_text().splitlines() if x.strip()]
    out = check(lines, seen)
    out.update(faults, finished=all("error" not in r for r in results.values())
               and any(e.get("finished") for e in lines),
               errors=[r["error"] for r in results.values() if "error" in r])
    return out


def _count(path) -> int:
    """Actions the host has logged so far."""
    try:
        return path.read_text(encoding="utf-8").count('"n":')
    except OSError:
        return 0


def _free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default=None,
                   help="zoo, dice, zoomaka or several with commas (default: all three)")
    p.add_argument("--games", type=int, default=1, help="games of each kind")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--timeout", type=float, default=600, help="seconds at most per game")
    p.add_argument("--ping", type=float, default=1.0,
                   help="seconds between keepalive pings (the game's own: 5; lower finds black holes sooner)")
    p.add_argument("--folder", default=None)
    p.add_argument("--results", default=None,
                   help="JSONL the games' results are appended to; a game (kind, seed) already in "
                        "it is not played again, so a stopped run resumes (default: FOLDER/results.jsonl)")
    p.add_argument("--summary", action="store_true", help="only add up the results file's games")
    p.add_argument("--host-worker", default=None, help=argparse.SUPPRESS)
    p.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    p.add_argument("--code", default=None, help=argparse.SUPPRESS)
    p.add_argument("--kill-at", type=int, default=None, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.host_worker:
        host_worker(args)
        return
    import tempfile
    root = Path(args.folder or tempfile.mkdtemp(prefix="zooloretto-soak-"))
    results = Path(args.results or root / "results.jsonl")
    if not args.summary:
        kinds = args.game.split(",") if args.game else ["zoo", "dice", "zoomaka"]
        done = {(r["game"], r["seed"]) for r in _results(results)}
        for g in range(args.games):             # a round of every kind, then the next seed
            for game in kinds:
                seed = args.seed + g
                if (game, seed) in done:
                    continue
                r = _soak_one(game, seed, root, args)
                results.parent.mkdir(parents=True, exist_ok=True)
                with open(results, "a", encoding="utf-8") as f:
                    f.write(json.dumps(r) + "\n")
    summary(_results(results))


def _soak_one(game: str, seed: int, root: Path, args) -> dict:
    """One game, its CPU seconds (this process's joiners and proxy, and the host's programs)."""
    import resource
    before = [resource.getrusage(w) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    started = time.monotonic()
    r = soak_game(game, seed, root / f"{game}-{seed}", args.timeout, args.ping,
                  random.Random(f"{game}:{seed}"))
    after = [resource.getrusage(w) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    r.update(game=game, seed=seed, wall_s=round(time.monotonic() - started, 1),
             cpu_s=round(sum(a.ru_utime + a.ru_stime - b.ru_utime - b.ru_stime
                             for a, b in zip(after, before)), 1))
    print(f"{game} seed {seed}: {r['actions']} actions ({r['final']} in the final game, "
          f"{r['undone']} taken back by the crash), {r['checked']} views checked, "
          f"desyncs {r['desyncs']}, lost {r['lost']}; cuts {r['cuts']}, black holes "
          f"{r['holes']}, host kills {r['kills']}; finished {r['finished']} "
          f"{r['errors'] or ''} ({r['cpu_s']} CPU s)", flush=True)
    return r


def _results(path: Path) -> list:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    return [json.loads(x) for x in lines if x.strip()]


def summary(rows: list) -> None:
    """The results added up, per kind and in all."""
    keys = ("actions", "checked", "desyncs", "lost", "undone", "cuts", "holes", "kills", "cpu_s")
    for name in sorted({r["game"] for r in rows}) + ["total"]:
        mine = [r for r in rows if name in ("total", r["game"])]
        sums = {k: round(sum(r.get(k, 0) for r in mine), 1) for k in keys}
        print(f"{name}: games {len(mine)}, unfinished {sum(not r['finished'] for r in mine)}, "
              + ", ".join(f"{k} {v}" for k, v in sums.items()), flush=True)


if __name__ == "__main__":
    main()
