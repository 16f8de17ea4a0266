"""Choosing a seat when joining, through the sans-I/O core: a joiner who asks to look is
shown the seats and the free ones, sits where it chose (under its own name), may take a
second seat (two players at one computer), gets both back after a cut by their tokens,
and its table shows each of its seats' own hidden things (Zoomaka hands) and no others'."""
import json
import random

from zooloretto.net.client import ClientCore
from zooloretto.net.headless import new_record
from zooloretto.net.host import HostCore

SEATS = [{"kind": "host", "name": "Anna"}] + [{"kind": "remote"}] * 3


def _core(game="zoo", seed=4):
    return HostCore(new_record(game, len(SEATS), seed), SEATS, rng=random.Random(seed))


def _to(out, conn, clients):
    """Hand each frame to its client; the frames' types per connection."""
    kinds = {}
    for item in out:
        if item[0] == "send" and item[1] in clients:
            clients[item[1]].receive(item[2])
            kinds.setdefault(item[1], []).append(json.loads(item[2])["t"])
    return kinds.get(conn, [])


def _look(core, conn, name, clients, now=0.0):
    me = clients[conn] = ClientCore(core.code, name, look=True)
    core.connect(conn, "127.0.0.1", now)
    assert _to(core.receive(conn, me.hello(), now), conn, clients) == ["seats"]
    return me


def test_a_joiner_looks_at_the_free_seats_then_sits_where_it_chose_under_its_name():
    core, clients = _core(), {}
    me = _look(core, 1, "Grandpa", clients)
    assert me.free == [1, 2, 3] and me.seats == [] and core.seats[2].token is None
    assert _to(core.receive(1, me.sit(2), 1.0), 1, clients) == ["welcome", "sync"]
    assert me.seats == [2] and core.seats[2].name == "Grandpa"
    other = _look(core, 2, "Kid", clients, 2.0)
    assert other.free == [1, 3], "a taken seat is offered to nobody else"
    out = core.receive(2, other.sit(2), 3.0)
    assert [json.loads(f[2]).get("code") for f in out if f[1] == 2] == ["seat_taken"]
    assert core.seats[2].conn == 1


def test_two_players_at_one_computer_take_two_seats_and_get_both_back_after_a_cut():
    core, clients = _core(), {}
    me = _look(core, 1, "Grandpa", clients)
    _to(core.receive(1, me.sit(1), 1.0), 1, clients)
    _to(core.receive(1, me.sit(3), 1.0), 1, clients)
    assert me.seats == [1, 3] and set(me.views) == {1, 3}
    core.disconnect(1, 2.0)                            # the computer's connection is cut
    assert [core.seats[s].presence() for s in (1, 3)] == ["away", "away"]
    core.connect(5, "127.0.0.1", 3.0)                  # it reconnects by itself
    _to(core.receive(5, me.hello(), 3.0), 5, {5: me})
    assert me.outbox, "the other seat is asked back right after the first"
    _to(core.receive(5, me.outbox.pop(0), 3.0), 5, {5: me})
    assert [core.seats[s].presence() for s in (1, 3)] == ["joined", "joined"]
    assert core.conns[5].seats == [1, 3] and not me.outbox


def test_a_computer_with_two_zoomaka_seats_shows_each_its_own_hand_and_hides_the_others():
    core, clients = _core("zoomaka", 2), {}
    me = _look(core, 1, "Grandpa", clients)
    for seat in (1, 2):
        _to(core.receive(1, me.sit(seat), 1.0), 1, clients)
    rng = random.Random(1)
    for _ in range(12):                                # some moves, told as patches
        if core.state.game_over:
            break
        _to(core.play_local(rng.choice(core.rules.legal(core.state))), 1, clients)
    shown = me.shown_view()["players"]
    for seat in range(4):
        theirs = core.state.players[seat]
        if seat in (1, 2):
            assert shown[seat]["hand"] == theirs.hand and shown[seat]["bank"] == theirs.bank
        else:
            assert set(shown[seat]["hand"] + shown[seat]["bank"]) <= {"?"}
