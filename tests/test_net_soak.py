"""A short soak (tools/soak_network.py in small): three bot joiners and a host bot play
the dice game on 127.0.0.1 through a fault proxy; at fixed actions a joiner's connection
is cut, another's goes silent (a black hole: found by the pings, quickened here), and the
host's program is gone (its sockets closed) and the game hosted again from its autosave
with the same code and tokens. After every action each joiner holds a view the host had
for its seat (0 desyncs), no finished turn is lost, and every joiner sits again. Waits
are bounded waits on events; no sleep decides anything."""
import random
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import soak_network as soak  # noqa: E402

from zooloretto.net import transport
from zooloretto.net.faults import FaultProxy
from zooloretto.ui.autosaver import latest_autosave
from zooloretto.ui.net import hosting
from zooloretto.ui.session import GameSession, Seat

LOOPBACK = "127.0.0.1"


@pytest.fixture
def quick_pings(monkeypatch):
    monkeypatch.setattr(transport, "PING_INTERVAL", 0.1)
    monkeypatch.setattr(transport, "PING_TIMEOUT", 0.2)
    monkeypatch.setattr(transport, "BACKOFF_FIRST", 0.05)
    monkeypatch.setattr(transport, "BACKOFF_MAX", 0.2)


def _host(hosted):
    hosted.net.core.rate = hosted.net.core.burst = 10_000
    hosted.net.core.grace = 0.3
    return hosted


def _all_back(hosted, limit=10.0):
    """Pump until the three joiners sit again (bounded)."""
    end = time.monotonic() + limit
    while hosted.net.presence()[:3] != ["joined"] * 3 and time.monotonic() < end:
        hosted.net.pump(timeout=0.02)
    return hosted.net.presence()[:3] == ["joined"] * 3


def test_cuts_a_black_hole_and_a_host_restart_lose_nothing_and_desync_nobody(folders, quick_pings):
    seats = [Seat(f"J{k}", "remote") for k in range(3)] + [Seat("Bot", "bot", "easy")]
    base = GameSession.new(seats, seed=5, start_player=0, game="dice")
    hosted = _host(hosting.host_table(base, "Soak", port=0, bind=LOOPBACK))
    proxy = FaultProxy(LOOPBACK, hosted.net.port, count=3).start()
    lines, seen, stop = [], {k: [] for k in range(3)}, threading.Event()
    rules, remote = hosted.net.core.rules, [0, 1, 2]

    def start_line(h):
        lines.append({"start": len(h.record.actions), "seq": h.net.core.seq,
                      "actions": [rules.action_to_json(a) for a in h.record.actions],
                      "views": {str(s): soak.digest(rules.view_json(h.state, s)) for s in remote}})
    start_line(hosted)
    threads = [threading.Thread(target=soak.joiner, daemon=True,
                                args=(proxy.ports[k], hosted.net.code, k, seen[k], 60, stop))
               for k in range(3)]
    again = None
    try:
        for t in threads:
            t.start()
        assert _all_back(hosted), "the three joiners sit down"
        rng, deadline = random.Random(5), time.monotonic() + 60
        soak.drive(hosted, lines.append, deadline, rng, until=lambda n: n >= 8)
        assert proxy.cut(0)                                   # a cut
        soak.drive(hosted, lines.append, deadline, rng, until=lambda n: n >= 16)
        assert proxy.hole(1)                                  # a black hole
        soak.drive(hosted, lines.append, deadline, rng, until=lambda n: n >= 26)
        assert _all_back(hosted), "the cut and the silent one are back in their seats"
        hosted.autosave()
        hosted.net.stop()                                     # the host's program is gone
        session = GameSession.load(latest_autosave())
        again = _host(hosting.host_again(session, hosting.kept_table(session), bind=LOOPBACK))
        start_line(again)
        assert _all_back(again), "every joiner is back at the table hosted again"
        soak.drive(again, lines.append, deadline, rng, until=lambda n: n >= 36)
        lines.append({"final": [rules.action_to_json(a) for a in again.record.actions]})
    finally:
        stop.set()
        for t in threads:
            t.join(5)
        proxy.stop()
        hosted.net.stop()
        if again is not None:
            again.net.stop()
    result = soak.check(lines, seen)
    assert result["actions"] >= 36 and result["checked"] >= 3 * 30
    assert result["desyncs"] == 0, "a joiner adopted a view the host never had for its seat"
    assert result["lost"] == 0, "an applied action is missing from the game"
