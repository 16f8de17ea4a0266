"""The network for real, on 127.0.0.1 only: a headless host (zooloretto/net/headless.py,
the websockets server) and bot joiners play whole games; a cut joiner comes back to its
seat by its token; hostile frames close only their own connection. Every wait is bounded."""
import json
import random
import threading
import time

import pytest

from zooloretto.net import codes
from zooloretto.net.client import ClientCore
from zooloretto.net.headless import HostLink, new_record, run_bot_joiner, run_host
from zooloretto.net.host import HostCore
from zooloretto.net.transport import ClientLink, HostServer

LOOPBACK = "127.0.0.1"
FAST = {"rate": 1000, "burst": 1000}     # bots answer at once; a person's limit is tested elsewhere


def hosted(game, seats, seed=5, **kw):
    core = HostCore(new_record(game, len(seats), seed), seats, rng=random.Random(seed), **kw)
    server = HostServer(bind=LOOPBACK, port=0).start()
    return core, server, HostLink(core, server)


def in_threads(*jobs):
    results, threads = {}, []
    for key, job in jobs:
        def run(key=key, job=job):
            try:
                results[key] = job()
            except BaseException as e:          # told to the test, never lost in a thread
                results[key] = e
        threads.append(threading.Thread(target=run, daemon=True))
        threads[-1].start()
    return results, threads


@pytest.mark.parametrize("game", ["zoo", "dice", "zoomaka"])
def test_a_headless_host_and_two_bot_joiners_play_a_whole_game(game):
    core, server, link = hosted(game, [{"kind": "remote"}, {"kind": "remote"}], **FAST)
    frames = {1: [], 2: []}
    try:
        results, threads = in_threads(*[
            (k, lambda k=k: run_bot_joiner(LOOPBACK, server.port, codes.shown(core.code),
                                           name=f"Joiner {k}", timeout=30, pace=0,
                                           on_frame=lambda me, f, k=k: frames[k].append(f)))
            for k in (1, 2)])
        assert run_host(link, time.monotonic() + 30)
        for t in threads:
            t.join(10)
    finally:
        server.stop()
    assert core.state.game_over
    for k, summary in results.items():
        assert isinstance(summary, dict), summary
        seat = summary["seats"][0]
        assert summary["view"] == core.rules.view_json(core.state, seat)     # no desync
        synced = json.loads(next(f for f in frames[k] if f.startswith('{"log"')))["seq"]
        applied = [json.loads(f) for f in frames[k] if f.startswith('{"actor"')]
        assert [m["seq"] for m in applied] == list(range(synced + 1, core.seq + 1))  # 1 each
        assert max(len(f.encode()) for f in frames[k]) <= 64 * 1024
        assert max(len(json.dumps(m).encode()) for m in applied) <= 4096 + 1024
    assert sorted(s for r in results.values() for s in r["seats"]) == [0, 1]
    assert core.seq + 2 <= link.frames_in <= core.seq + 4      # 1 up per action, hellos, leaves


def test_the_command_line_hosts_and_two_joiners_play_to_the_end(capsys):
    import socket
    from zooloretto.cli import main
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]
    code = "K7QX-M2PA"
    host = ["host", "--new", "--game", "dice", "--players", "3", "--remote", "1,2", "--bot",
            "easy", "--port", str(port), "--bind", LOOPBACK, "--code", code, "--timeout", "30",
            "--rate", "1000"]
    joiner = lambda k: main(["join", f"{LOOPBACK}:{port}", code.lower(), "--bot", "easy",  # noqa: E731
                             "--name", f"J{k}", "--timeout", "30", "--pace", "0"])
    results, threads = in_threads((0, lambda: main(host)),
                                  *[(k, lambda k=k: (time.sleep(0.2), joiner(k))[1]) for k in (1, 2)])
    for t in threads:
        t.join(40)
    assert results == {0: 0, 1: 0, 2: 0}
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines() if x.startswith("{")]
    ends = {str(x["seats"]) if isinstance(x["seats"][0], int) else "host": x for x in lines}
    assert ends["host"]["finished"] and [s["kind"] for s in ends["host"]["seats"]] == ["bot", "remote", "remote"]
    assert sorted(ends) == ["[1]", "[2]", "host"] and ends["[1]"]["actions"] == ends["host"]["actions"]


def test_a_cut_joiner_is_back_in_its_seat_by_its_token():
    core, server, link = hosted("zoo", [{"kind": "remote"}, {"kind": "remote"}])
    me = ClientCore(core.code, "Anna")
    client = ClientLink(LOOPBACK, server.port, hello=me.hello).start()
    try:
        def until(check, seconds=5.0):
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                link.pump(timeout=0.01)
                while not client.inbox.empty():
                    event = client.inbox.get_nowait()
                    if event[0] == "frame":
                        me.receive(event[1])
                if check():
                    return True
            return False
        assert until(lambda: me.seats == [0] and me.views)
        token, cut_at = me.token, time.monotonic()
        link.deliver([("close", next(iter(core.conns)), 1011, "cut")])     # the host drops it
        assert until(lambda: core.seats[0].conn is not None and client.connects == 2)
        assert me.seats == [0] and me.token == token and core.seats[0].presence() == "joined"
        assert time.monotonic() - cut_at < 5.0          # back within 5 s of the cut
    finally:
        client.stop()
        server.stop()


def test_hostile_frames_close_only_their_connection_and_the_table_plays_on():
    from websockets.sync.client import connect
    core, server, link = hosted("dice", [{"kind": "remote"}, {"kind": "remote"}], **FAST)
    uri = f"ws://{LOOPBACK}:{server.port}/"
    try:
        closed = []
        for frame in ("x" * 5000, b"\x00binary", '{"t":"act"}'):
            with connect(uri, proxy=None, open_timeout=5, compression=None) as ws:
                ws.send(frame)
                end = time.monotonic() + 5
                while time.monotonic() < end and ws.protocol.close_rcvd is None:
                    link.pump(timeout=0.01)
                    try:
                        ws.recv(timeout=0.01)
                    except TimeoutError:
                        pass
                    except Exception:
                        break
                closed.append(ws.protocol.close_code)
        assert closed[0] == 1009 and closed[1] == 1003 and closed[2] == 1008
        assert core.seq == 0 and not core.conns
        results, threads = in_threads(*[(k, lambda: run_bot_joiner(LOOPBACK, server.port, core.code,
                                                                   timeout=30, pace=0)) for k in (1, 2)])
        assert run_host(link, time.monotonic() + 30)
        for t in threads:
            t.join(10)
        assert all(isinstance(r, dict) for r in results.values())
    finally:
        server.stop()
