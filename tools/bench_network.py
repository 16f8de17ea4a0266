"""Network play measured on loopback (127.0.0.1 only; every loop bounded): the figures of
docs/network.md.

    python3 tools/bench_network.py                 # whole 5-player games: 3 bot joiners + 2 host bots
    python3 tools/bench_network.py --games 4 --game zoo
    python3 tools/bench_network.py --secrets 200   # the 0-secret-bytes audit, 200 games per game kind
    python3 tools/bench_network.py --idle 10       # CPU of a host with 3 joiners and nobody acting
    python3 tools/bench_network.py --fuzz 10000    # hostile frames to a live host, then a game
    python3 tools/bench_network.py --frames 5      # bytes and host work without sockets
    python3 tools/bench_network.py --one-process   # the joiners as threads of the host's process

Figures: act -> applied at the other joiners (p50/p95, ms), host work per action (a frame's
arrival to its answers queued, p95, ms), bytes per action per joiner (the largest
`applied` frame), the largest full sync, frames per action (up and down), lost actions
and desyncs (each joiner's last view against the host's).
"""
from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LOOPBACK = "127.0.0.1"


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p / 100))] if values else float("nan")


def _clock() -> float:
    """One clock for every process of the machine (CLOCK_MONOTONIC): a joiner apart stamps
    its moves and frames with it, the host reads them."""
    return time.clock_gettime(time.CLOCK_MONOTONIC)


def joiner_apart(port: int, code: str, name: str) -> None:
    """A bot joiner in a process of its own (as on another computer): its moves' and
    frames' times, and its last view, as one JSON line."""
    from zooloretto.net.headless import run_bot_joiner
    sent, got = [], []

    def on_move(me):
        sent.append((me.seq + 1, _clock(), me.seats[0]))

    def on_frame(me, frame):
        now = _clock()
        if frame.startswith('{"actor"'):
            message = json.loads(frame)
            got.append((message["seq"], now, message["seat"], len(frame.encode())))
    result = run_bot_joiner(LOOPBACK, port, code, name=name, timeout=600, pace=0,
                            on_move=on_move, on_frame=on_frame)
    print(json.dumps({"sent": sent, "got": got, "view": result["view"], "seats": result["seats"]}))


def one_game(game: str, seed: int, joiners: int = 3, bots: int = 2, apart: bool = True) -> dict:
    from zooloretto.net.headless import HostLink, new_record, run_bot_joiner, run_host
    from zooloretto.net.host import HostCore
    from zooloretto.net.messages import dump
    from zooloretto.net.transport import HostServer
    players = joiners + bots
    seats = [{"kind": "remote"}] * joiners + [{"kind": "bot", "level": "easy"}] * bots
    core = HostCore(new_record(game, players, seed), seats, rng=random.Random(seed),
                    rate=1000, burst=1000)
    server = HostServer(bind=LOOPBACK, port=0).start()
    link = HostLink(core, server)
    sent, got, results, sizes = {}, {}, {}, []
    lock = threading.Lock()

    def on_move(me):
        sent[me.seq + 1] = (_clock(), me.seats[0])

    def on_frame(me, frame):
        now = _clock()
        if frame.startswith('{"actor"'):
            message = json.loads(frame)
            with lock:
                got.setdefault(message["seq"], []).append((now, message["seat"]))
                sizes.append(len(frame.encode()))

    def join(k):
        results[k] = run_bot_joiner(LOOPBACK, server.port, core.code, name=f"J{k}", timeout=120,
                                    pace=0, on_move=on_move, on_frame=on_frame)
    if apart:
        procs = [subprocess.Popen([sys.executable, __file__, "--joiner", str(server.port), core.code,
                                   f"J{k}"], stdout=subprocess.PIPE, text=True) for k in range(joiners)]
    else:
        threads = [threading.Thread(target=join, args=(k,), daemon=True) for k in range(joiners)]
        for t in threads:
            t.start()
    try:
        finished = run_host(link, time.monotonic() + (600 if apart else 120))
        if apart:
            for k, proc in enumerate(procs):
                text = proc.communicate(timeout=60)[0].strip()
                if not text:
                    raise SystemExit(f"joiner {k} did not end the game (a machine too busy?)")
                out = json.loads(text.splitlines()[-1])
                results[k] = out
                sent.update({seq: (t0, seat) for seq, t0, seat in out["sent"]})
                for seq, t1, seat, size in out["got"]:
                    got.setdefault(seq, []).append((t1, seat))
                    sizes.append(size)
        else:
            for t in threads:
                t.join(20)
    finally:
        server.stop()
    latencies = []
    for seq, (t0, actor) in sent.items():
        for t1, seat in got.get(seq, []):
            if seat != actor:
                latencies.append((t1 - t0) * 1000)
    desyncs = sum(1 for r in results.values()
                  if r["view"] != core.rules.view_json(core.state, r["seats"][0]))
    lost = sum(1 for seq in sent if seq not in got)
    syncs = [len(dump(core.sync(s)).encode()) for s in range(players)]
    return {"finished": finished, "actions": core.seq, "latency_ms": latencies,
            "host_ms": [w * 1000 for w in link.host_work], "applied_bytes": sizes,
            "sync_bytes": max(syncs), "frames_in": link.frames_in, "frames_out": link.frames_out,
            "desyncs": desyncs, "lost": lost, "joiner_moves": len(sent)}


def games(args) -> None:
    kinds = [args.game] if args.game else ["zoo", "dice", "zoomaka"]
    for game in kinds:
        players = 4 if game == "dice" else 5          # the dice game seats 2 to 4
        rows = [one_game(game, seed, joiners=3, bots=players - 3, apart=not args.one_process)
                for seed in range(args.games)]
        lat = [x for r in rows for x in r["latency_ms"]]
        host = [x for r in rows for x in r["host_ms"]]
        size = [x for r in rows for x in r["applied_bytes"]]
        actions = sum(r["actions"] for r in rows)
        print(f"{game}: {len(rows)} games, {players} players (3 joiners), {actions} actions, "
              f"finished {sum(r['finished'] for r in rows)}/{len(rows)}")
        print(f"  act -> applied at the other joiners: p50 {pct(lat, 50):.2f} ms, "
              f"p95 {pct(lat, 95):.2f} ms, max {max(lat):.2f} ms ({len(lat)} deliveries)")
        print(f"  host work per frame: p50 {pct(host, 50):.3f} ms, p95 {pct(host, 95):.3f} ms")
        print(f"  applied frame per joiner: p95 {pct(size, 95)} B, max {max(size)} B; "
              f"largest full sync {max(r['sync_bytes'] for r in rows)} B")
        print(f"  frames: up {sum(r['frames_in'] for r in rows)} (joiners' moves "
              f"{sum(r['joiner_moves'] for r in rows)} + hellos/leaves), down "
              f"{sum(r['frames_out'] for r in rows)}; lost {sum(r['lost'] for r in rows)}, "
              f"desyncs {sum(r['desyncs'] for r in rows)}")


def frames(args) -> None:
    """Without sockets (so the machine's load cannot change the bytes): whole games with
    every seat's joiner attached to the host's core, each applied frame read by its
    joiner; bytes per frame, the host's work per action (all seats told), desyncs."""
    from zooloretto.net.client import ClientCore
    from zooloretto.net.headless import bot_move, new_record
    from zooloretto.net.host import HostCore
    for game in ([args.game] if args.game else ["zoo", "dice", "zoomaka"]):
        players = 4 if game == "dice" else 5
        sizes, work, desyncs, actions = [], [], 0, 0
        for seed in range(args.frames):
            core = HostCore(new_record(game, players, seed), [{"kind": "remote"}] * players,
                            rng=random.Random(seed))
            clients = {}
            for seat in range(players):
                clients[seat] = ClientCore(core.code, f"J{seat}", seat=seat)
                core.connect(seat, LOOPBACK, 0.0)
                for item in core.receive(seat, clients[seat].hello(), 0.0):
                    if item[0] == "send" and item[1] == seat:
                        clients[seat].receive(item[2])
            while not core.state.game_over:
                state = core.state
                action = bot_move(game, core.rules.view(state, state.current), "easy",
                                  seed=core.seq, iterations=20)
                started = time.thread_time()        # CPU time: the machine's load left out
                out = core.play_local(action)
                work.append((time.thread_time() - started) * 1000)
                for item in out:
                    if item[0] == "send":
                        sizes.append(len(item[2].encode("utf-8")))
                        clients[item[1]].receive(item[2])
                desyncs += sum(1 for k, c in clients.items()
                               if c.views[k] != core.rules.view_json(core.state, k))
            actions += core.seq
        print(f"{game}: {args.frames} games, {players} players, {actions} actions: applied frame "
              f"per joiner p50 {pct(sizes, 50)} B, p95 {pct(sizes, 95)} B, max {max(sizes)} B; host "
              f"CPU per action ({players} joiners told) p50 {pct(work, 50):.2f} ms, p95 "
              f"{pct(work, 95):.2f} ms; desyncs {desyncs}")


def secrets(args) -> None:
    from zooloretto.net.audit import audit_game
    for game in ([args.game] if args.game else ["zoo", "dice", "zoomaka"]):
        started, totals = time.perf_counter(), {"moves": 0, "same": 0, "revealed": 0, "bytes": 0}
        for seed in range(args.secrets):
            players = 2 + seed % (3 if game == "dice" else 4)
            counts = audit_game(game, players, seed, seat=seed % players)
            for k in totals:
                totals[k] += counts[k]
        print(f"{game}: {args.secrets} games, {totals['moves']} moves: frames to the joiner "
              f"identical for {totals['same']}, differing only where a move revealed something "
              f"({totals['revealed']}); 0 seeds, 0 other tokens; {time.perf_counter() - started:.0f} s")


def idle(args) -> None:
    from zooloretto.net.client import ClientCore
    from zooloretto.net.headless import HostLink, new_record
    from zooloretto.net.host import HostCore
    from zooloretto.net.transport import ClientLink, HostServer
    seats = [{"kind": "remote"}] * 3 + [{"kind": "host"}]
    core = HostCore(new_record("zoo", 4, 1), seats)
    server = HostServer(bind=LOOPBACK, port=0).start()
    link = HostLink(core, server)
    clients = [ClientLink(LOOPBACK, server.port, hello=ClientCore(core.code, f"J{k}").hello).start()
               for k in range(3)]
    end = time.monotonic() + 2
    while time.monotonic() < end:
        link.pump(timeout=0.1)
    before, t0 = resource.getrusage(resource.RUSAGE_SELF), time.monotonic()
    end = t0 + args.idle
    while time.monotonic() < end:            # the host's loop as the window runs it: 0.1 s naps
        link.pump(timeout=0.1)
    after, wall = resource.getrusage(resource.RUSAGE_SELF), time.monotonic() - t0
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    for c in clients:
        c.stop()
    server.stop()
    print(f"idle host with 3 joiners (and their clients in the same process), nobody acting: "
          f"{100 * cpu / wall:.2f} % of one core over {wall:.0f} s")


def fuzz(args) -> None:
    """Hostile frames over real connections to a live host; then two bot joiners must still
    play a whole game on it, and the game must not have moved but by legal moves."""
    from websockets.sync.client import connect
    from zooloretto.net.fuzz import hostile_frame
    from zooloretto.net.headless import HostLink, new_record, run_bot_joiner, run_host
    from zooloretto.net.host import HostCore
    from zooloretto.net.transport import HostServer
    rng = random.Random(1)
    core = HostCore(new_record("zoo", 2, 3), [{"kind": "remote"}, {"kind": "remote"}],
                    rate=1000, burst=1000)
    server = HostServer(bind=LOOPBACK, port=0).start()
    link = HostLink(core, server)
    stop = threading.Event()

    def pump():
        while not stop.is_set():
            link.pump(timeout=0.01)
    pumper = threading.Thread(target=pump, daemon=True)
    pumper.start()
    from zooloretto.net.client import ClientCore
    # the fuzzer holds seat 0 (a misbehaving device that knows the code and its token)
    first = ClientCore(core.code, "Eve")
    with connect(uri := f"ws://{LOOPBACK}:{server.port}/", proxy=None, open_timeout=5,
                 compression=None, max_size=2 ** 20) as ws:
        ws.send(first.hello())
        first.receive(ws.recv(timeout=5))
    sent = closed = 0
    started = time.monotonic()
    while sent < args.fuzz and time.monotonic() - started < 600:
        try:
            with connect(uri, proxy=None, open_timeout=5, compression=None,
                         max_size=2 ** 20) as ws:
                ws.send(ClientCore(core.code, "Eve", token=first.token).hello())
                for _ in range(rng.randrange(1, 200)):
                    frame = hostile_frame(rng, core)
                    try:
                        frame.encode("utf-8") if isinstance(frame, str) else None
                    except UnicodeEncodeError:     # invalid text: only as bytes on the wire
                        frame = frame.encode("utf-8", "surrogatepass")
                    ws.send(frame)
                    sent += 1
                    try:
                        while True:
                            ws.recv(timeout=0.002)
                    except TimeoutError:
                        pass
        except Exception:                 # the host closed it: counted, the next one opens
            closed += 1
    hostile_seq = core.seq
    stop.set()
    pumper.join(5)
    results = {}

    def join(k):
        results[k] = run_bot_joiner(LOOPBACK, server.port, core.code, timeout=120, pace=0,
                                    token=core.seats[k].token)   # whoever sat there comes back
    threads = [threading.Thread(target=join, args=(k,), daemon=True) for k in range(2)]
    for t in threads:
        t.start()
    finished = run_host(link, time.monotonic() + 120)
    for t in threads:
        t.join(10)
    server.stop()
    print(f"{sent} hostile frames on {closed} connections the host closed (and the rest), "
          f"{time.monotonic() - started:.0f} s; moves they made: {hostile_seq} (legal ones only, "
          f"through the rules); then a whole game by two bot joiners: finished {finished}, "
          f"joiners {sorted(type(r).__name__ for r in results.values())}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=["zoo", "dice", "zoomaka"])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--secrets", type=int, default=0)
    p.add_argument("--idle", type=float, default=0)
    p.add_argument("--fuzz", type=int, default=0)
    p.add_argument("--frames", type=int, default=0, help="games without sockets: bytes and host work")
    p.add_argument("--one-process", action="store_true",
                   help="the joiners as threads of the host's process (they share its interpreter)")
    p.add_argument("--joiner", nargs=3, help=argparse.SUPPRESS)    # PORT CODE NAME: one joiner apart
    args = p.parse_args()
    if args.joiner:
        joiner_apart(int(args.joiner[0]), args.joiner[1], args.joiner[2])
    elif args.frames:
        frames(args)
    elif args.secrets:
        secrets(args)
    elif args.idle:
        idle(args)
    elif args.fuzz:
        fuzz(args)
    else:
        games(args)


if __name__ == "__main__":
    main()
