"""The host's core without any socket (zooloretto/net/host.py, client.py): joining by code,
seats and their tokens, whose move it is, stale moves, hostile frames, the limits."""
import json
import random

import pytest

from zooloretto import __version__
from zooloretto.net import codes, messages
from zooloretto.net.client import ClientCore, HostProblem
from zooloretto.net.headless import new_record
from zooloretto.net.host import HostCore

REMOTE2 = [{"kind": "remote", "name": "Anna"}, {"kind": "remote", "name": "Bo"}]


def table(game="zoo", seats=REMOTE2, seed=3, **kw):
    core = HostCore(new_record(game, len(seats), seed), seats, rng=random.Random(seed), **kw)
    return core


def frames_to(out, conn):
    return [json.loads(item[2]) for item in out if item[0] == "send" and item[1] == conn]


def closes(out, conn):
    return [item for item in out if item[0] == "close" and item[1] == conn]


def join(core, conn, client, now=0.0, address="127.0.0.1"):
    """Connect and say hello; the client reads what came back to it."""
    core.connect(conn, address, now)
    out = core.receive(conn, client.hello(), now)
    for item in out:
        if item[0] == "send" and item[1] == conn:
            try:
                client.receive(item[2])
            except HostProblem as e:
                client.problem = e
    return out


def deliver(out, clients):
    for item in out:
        if item[0] == "send" and item[1] in clients:
            clients[item[1]].receive(item[2])


def seated_pair(game="zoo", **kw):
    core = table(game, **kw)
    clients = {1: ClientCore(core.code, "Anna"), 2: ClientCore(codes.shown(core.code).lower(), "Bo")}
    for conn, client in clients.items():
        deliver(join(core, conn, client), {conn: client})
    return core, clients


# ------------------------------------------------------------------ codes
def test_a_join_code_is_eight_unambiguous_characters_shown_in_two_groups():
    code = codes.new_code()
    assert len(code) == 8 and not set(code) & set("01OIL")
    assert len(set(codes.ALPHABET)) == 31
    assert codes.shown("K7QXM2PA") == "K7QX-M2PA"
    assert codes.normalize(" k7qx-m2pa ") == "K7QXM2PA"
    assert codes.normalize("K7QX-M2P0") is None          # a zero is never in a code
    assert len({codes.new_token() for _ in range(50)}) == 50


def test_a_pasted_invite_gives_the_address_port_and_code():
    text = codes.invite("Anna's table", ["192.168.1.23"], 47123, "K7QXM2PA")
    assert text == 'Zooloretto table "Anna\'s table" — 192.168.1.23:47123 — code K7QX-M2PA'
    assert codes.parse_invite(text) == ("192.168.1.23", 47123, "K7QXM2PA")
    assert codes.parse_address("[fe80::1]:5000") == ("fe80::1", 5000)
    assert codes.parse_address("anna-pc") == ("anna-pc", codes.DEFAULT_PORT)
    assert codes.parse_address("anna-pc:99999") is None


# ------------------------------------------------------------------ whole games, no desync
@pytest.mark.parametrize("game", ["zoo", "dice", "zoomaka"])
def test_two_joiners_play_a_whole_game_and_always_hold_the_hosts_view(game):
    core, clients = seated_pair(game)
    rng, moves = random.Random(7), 0
    while not core.state.game_over and moves < 2000:
        conn = core.state.current + 1
        client = clients[conn]
        assert client.to_move() == core.state.current          # its own view says: your move
        action = rng.choice(core.rules.legal(client.state(client.to_move())))
        out = core.receive(conn, client.act(action), float(moves))
        assert not closes(out, conn) and all(f["t"] == "applied" for f in frames_to(out, conn))
        assert len(frames_to(out, 1)) == len(frames_to(out, 2)) == 1     # 1 down per joiner
        deliver(out, clients)
        for c in clients.values():
            seat = c.seats[0]
            assert c.views[seat] == core.rules.view_json(core.state, seat)
        moves += 1
    assert core.state.game_over and core.counts["refused"] == 0


# ------------------------------------------------------------------ joining
def test_a_wrong_code_is_refused_and_five_lock_the_address_out_for_a_minute():
    core = table()
    for k in range(5):
        out = join(core, k, ClientCore("AAAA-AAAA", "Eve"), now=float(k), address="10.9.9.9")
        assert frames_to(out, k)[0] == {"t": "refused_join", "code": "wrong_code"}
        assert closes(out, k)
    out = join(core, 9, ClientCore(core.code, "Eve"), now=10.0, address="10.9.9.9")
    assert frames_to(out, 9)[0]["code"] == "locked"
    out = join(core, 10, ClientCore(core.code, "Anna"), now=10.0, address="10.1.1.1")
    assert frames_to(out, 10)[0]["t"] == "welcome"             # another address is not locked
    out = join(core, 11, ClientCore(core.code, "Eve"), now=71.0, address="10.9.9.9")
    assert frames_to(out, 11)[0]["t"] == "welcome"             # the minute is over


def test_another_version_is_refused_naming_the_hosts_version():
    core = table()
    client = ClientCore(core.code, "Anna", app="0.0.9")
    out = join(core, 1, client)
    assert client.problem.code == "version_mismatch" and closes(out, 1)
    assert client.problem.details["host_app"] == __version__ != "0.0.9"


def test_a_full_table_refuses_and_a_taken_seat_cannot_be_asked_for():
    core, clients = seated_pair()
    out = join(core, 3, ClientCore(core.code, "Cy"))
    assert frames_to(out, 3)[0]["code"] == "full"
    core2 = table(seats=REMOTE2 + [{"kind": "bot", "name": "Bot", "level": "easy"}])
    join(core2, 1, ClientCore(core2.code, "Anna", seat=1))
    out = join(core2, 2, ClientCore(core2.code, "Bo", seat=1))
    assert frames_to(out, 2)[0]["code"] == "seat_taken"
    out = join(core2, 3, ClientCore(core2.code, "Cy", seat=2))        # a bot's seat is not free
    assert frames_to(out, 3)[0]["code"] == "seat_taken"


def test_the_welcome_carries_only_the_joiners_own_token():
    core, clients = seated_pair()
    anna, bo = core.seats[0].token, core.seats[1].token
    assert clients[1].token == anna and clients[2].token == bo and anna != bo
    core.connect(3, "127.0.0.1", 1.0)
    out = core.receive(3, ClientCore(core.code, "Cy").hello(), 1.0)
    out += core.play_local(core.rules.legal(core.state)[0])
    for item in out:
        if item[0] == "send":
            assert (anna in item[2]) <= (item[1] == 1) and (bo in item[2]) <= (item[1] == 2)


# ------------------------------------------------------------------ moves
def test_acting_for_another_seat_is_refused_and_changes_nothing():
    core, clients = seated_pair()
    other = 2 if core.state.current == 0 else 1            # the joiner whose move it is not
    before = json.dumps(core.state.to_json(), sort_keys=True)
    action = core.rules.legal(core.state)[0]
    out = core.receive(other, clients[other].act(action), 1.0)
    assert [f["code"] for f in frames_to(out, other)] == ["not_your_turn"]
    assert not frames_to(out, 3 - other) and json.dumps(core.state.to_json(), sort_keys=True) == before


def test_a_stale_move_is_refused_and_the_joiner_synced():
    core, clients = seated_pair()
    mover = core.state.current + 1
    text = clients[mover].act(core.rules.legal(core.state)[0])
    deliver(core.receive(mover, text, 1.0), clients)         # applied
    seq = core.seq
    out = core.receive(mover, text, 1.1)                     # the same frame again (a double click)
    kinds = [f["t"] for f in frames_to(out, mover)]
    assert kinds == ["refused", "sync"] and frames_to(out, mover)[0]["code"] == "stale"
    assert core.seq == seq


def test_an_illegal_move_is_refused_with_the_rules_reason():
    core, clients = seated_pair()
    mover = core.state.current + 1
    bad = json.dumps({"t": "act", "seq": core.seq, "id": 5,
                      "action": {"type": "take", "truck": 0}})   # no truck has a tile yet
    out = core.receive(mover, bad, 1.0)
    (refused,) = frames_to(out, mover)
    assert refused["code"] in ("illegal", "bad_message") and refused["id"] in (5, None)
    assert core.seq == 0


HOSTILE = [
    b"\x00\x01binary",
    "x" * 5000,
    "[" * 3000 + "]" * 3000,
    '{"t": "act"}',
    '{"t": "act", "seq": 0, "id": 1, "action": {"type": "draw"}, "extra": 1}',
    '{"t": "act", "seq": "0", "id": 1, "action": {"type": "draw"}}',
    '{"t": "act", "seq": 0, "id": 1, "action": [1, 2]}',
    '{"t": "act", "seq": 0, "id": 1, "action": {"type": "draw", "n": 1e999}}',
    '{"t": "act", "seq": 0, "id": 1, "action": {"type": "evil"}}',
    '{"t": "nope"}',
    '{"t": "hello", "proto": 1, "app": "x", "code": "x", "name": "x"}',
    '{"t": "sit", "seat": 0}',
    '{"t": 5}',
    'NaN',
    '"just a string"',
    '{"t": "act", "seq": 0, "id": -1, "action": {"type": "draw"}}',
    '{"t": "act", "seq": 0, "id": 1, "action": {"type": "draw", "x": 99999999999999999999}}',
]


@pytest.mark.parametrize("frame", HOSTILE)
def test_a_hostile_frame_is_refused_or_closed_and_changes_nothing(frame):
    core, clients = seated_pair()
    before = json.dumps(core.state.to_json(), sort_keys=True)
    mover = core.state.current + 1
    out = core.receive(mover, frame, 1.0)
    answered = [f.get("code") for f in frames_to(out, mover)]
    assert closes(out, mover) or set(answered) <= {"bad_message", "illegal", "seat_taken",
                                                   "not_your_turn", "stale"} and answered
    assert not frames_to(out, 3 - mover)                    # the other player hears nothing
    assert json.dumps(core.state.to_json(), sort_keys=True) == before and core.seq == 0
    good = clients[mover].act(core.rules.legal(core.state)[0])
    if not closes(out, mover):                              # the table plays on
        assert frames_to(core.receive(mover, good, 2.0), mover)[0]["t"] == "applied"


def test_a_flood_closes_the_connection_and_silence_before_hello_too():
    core, clients = seated_pair()
    out = []
    for k in range(100):
        out += core.receive(1, '{"t":"nope"}', 5.0)
    assert closes(out, 1) and closes(out, 1)[0][2] == 1008
    core.connect(7, "127.0.0.1", 10.0)
    assert not closes(core.tick(14.0), 7)
    assert closes(core.tick(15.5), 7)


# ------------------------------------------------------------------ presence and tokens
def test_a_dropped_player_is_away_then_a_bot_plays_then_the_token_takes_the_seat_back():
    core, clients = seated_pair(grace=60.0)
    out = core.disconnect(1, 100.0)
    assert frames_to(out, 2)[-1]["seats"][0]["presence"] == "away"
    assert core.bot_level(0) is None
    assert not core.tick(159.0)
    out = core.tick(160.5)
    assert frames_to(out, 2)[-1]["seats"][0]["presence"] == "bot" and core.bot_level(0)
    back = ClientCore(core.code, "Anna", token=clients[1].token)
    out = join(core, 5, back, now=170.0)
    assert [f["t"] for f in frames_to(out, 5)] == ["welcome", "sync"]
    assert back.seats == [0] and core.bot_level(0) is None
    assert frames_to(out, 2)[-1]["seats"][0]["presence"] == "joined"
    thief = ClientCore(core.code, "Eve", token="not-a-token")
    join(core, 6, thief, now=171.0)
    assert thief.problem.code == "bad_token" and thief.seats == []


def test_a_second_connection_with_the_token_replaces_the_first():
    core, clients = seated_pair()
    out = join(core, 5, ClientCore(core.code, "Anna", token=clients[1].token), now=3.0)
    assert closes(out, 1) and core.seats[0].conn == 5 and 1 not in core.conns


def test_one_computer_may_take_two_seats():
    seats = REMOTE2 + [{"kind": "remote", "name": "Cy"}]
    core = table(seats=seats)
    client = ClientCore(core.code, "Anna")
    deliver(join(core, 1, client), {1: client})
    deliver(core.receive(1, '{"t":"sit","seat":2}', 1.0), {1: client})
    assert client.seats == [0, 2] and set(client.views) == {0, 2}


def test_the_schema_knows_every_message_a_joiner_sends():
    me = ClientCore("K7QX-M2PA", "Anna")
    assert messages.from_joiner(me.hello())["t"] == "hello"
    assert messages.from_joiner('{"t":"leave"}') == {"t": "leave"}
    with pytest.raises(messages.BadMessage):
        messages.from_joiner('{"t":"hello","proto":1}')


def test_a_full_sync_late_in_a_long_game_stays_under_64_kib():
    core, clients = seated_pair("zoomaka")
    rng = random.Random(2)
    for _ in range(60):
        conn = core.state.current + 1
        client = clients[conn]
        action = rng.choice(core.rules.legal(client.state(client.to_move())))
        deliver(core.receive(conn, client.act(action), 0.0 + _), clients)
    core.log = core.log * 40                      # the talk of a game of 2,400 moves
    sync = messages.dump(core.sync(0))
    assert len(sync.encode()) <= 64 * 1024
    assert json.loads(sync)["log"][-1]["seq"] == core.log[-1][0]     # the newest talk is kept
