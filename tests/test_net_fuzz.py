"""Hostile frames against the host's core (zooloretto/net/host.py): thousands of random and
mutated frames from a seated joiner, from the joiner whose move it is not and from a
stranger. The host never fails, answers each one (or closes that connection), the game
changes only by a legal move that everyone is told of, and the others hear nothing else.
tools/bench_network.py --fuzz sends such frames to a live host on 127.0.0.1."""
import json
import random

from zooloretto.net import fuzz
from zooloretto.net.client import ClientCore
from zooloretto.net.headless import new_record
from zooloretto.net.host import HostCore


def test_three_thousand_hostile_frames_change_nothing_but_by_legal_moves():
    rng = random.Random(11)
    core = HostCore(new_record("zoo", 2, 4), [{"kind": "remote"}, {"kind": "remote"}],
                    rng=random.Random(4), rate=10 ** 6, burst=10 ** 6)
    for conn in (1, 2):
        core.connect(conn, "127.0.0.1", 0.0)
        core.receive(conn, ClientCore(core.code, f"J{conn}").hello(), 0.0)
    kinds = {"applied": 0, "refused": 0, "closed": 0}
    for n in range(3000):
        conn = rng.choice([1, 2, 3])
        if conn not in core.conns:                   # a closed connection comes back
            core.connect(conn, "127.0.0.1", float(n))
            if conn != 3:
                seat = conn - 1
                core.receive(conn, ClientCore(core.code, "J", token=core.seats[seat].token).hello(),
                             float(n))
        frame = fuzz.hostile_frame(rng, core)
        before, seq = json.dumps(core.state.to_json(), sort_keys=True), core.seq
        out = core.receive(conn, frame, float(n))
        to_others = [json.loads(x[2]) for x in out if x[0] == "send" and x[1] != conn]
        if core.seq == seq:
            assert json.dumps(core.state.to_json(), sort_keys=True) == before, frame
            assert all(m["t"] == "seats" for m in to_others)
            answered = [x for x in out if x[1] == conn]
            assert answered or frame == '{"t":"leave"}', frame     # never silence
            kinds["closed" if any(x[0] == "close" for x in answered) else "refused"] += 1
        else:
            assert core.seq == seq + 1 and {m["t"] for m in to_others} <= {"applied"}
            kinds["applied"] += 1
        if any(x[0] == "close" for x in out):
            for x in out:
                if x[0] == "close":
                    core.disconnect(x[1], float(n))
    assert kinds["refused"] > 1000 and kinds["closed"] > 100
