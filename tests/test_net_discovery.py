"""Tables on this network (net/discovery.py), on 127.0.0.1 only: while a table is hosted,
and only then, a query is answered with its name, game, free seats, port and version,
never its code or a token; bad packets, queries from the internet and floods get no
answer; Join a table lists the tables found, and a press fills in the address. Bounded
loops; the query address and port are arguments."""
import itertools
import json
import random
import socket

import pytest
from pygame_gui.core.utility import translate

from menu_helpers import click, frames, menu_app
from test_net_screens import LOOPBACK, TRIES, screen_name
from zooloretto import __version__
from zooloretto.net import discovery
from zooloretto.ui.net import hosting
from zooloretto.ui.session import GameSession, Seat


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(hosting, "BIND", LOOPBACK)
    monkeypatch.setattr(hosting, "PORT", 0)
    # Join a table listens as long as the loops below may wait for an answer on a busy machine
    # (they stop at the first; a look a test wants over is closed by it)
    monkeypatch.setattr(discovery, "WAIT", TRIES * 0.02)
    yield from menu_app(tmp_path, monkeypatch)


@pytest.fixture
def any_port(monkeypatch):
    monkeypatch.setattr(discovery, "PORT", 0)      # the fixed port may be someone else's here


def _hosted(game="dice"):
    seats = [Seat("Anna", "human"), Seat("Grandpa", "remote"), Seat("Kid", "remote")]
    base = GameSession.new(seats, seed=3, start_player=0, game=game)
    return hosting.host_table(base, "Anna's table", port=0, bind=LOOPBACK)


def _find(port, hosted=None, address=LOOPBACK, clock=None):
    finder = discovery.Finder(address=address, port=port, **({"clock": clock} if clock else {})).start()
    for _ in range(TRIES):
        if finder.poll(timeout=0.02) or finder.done():
            break
        if hosted is not None:
            hosted.net.pump()
    tables = finder.tables
    finder.close()
    return tables


def _raw_answer(port):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.settimeout(5)
        s.sendto(discovery.QUERY, (LOOPBACK, port))
        return s.recvfrom(discovery.MAX_PACKET + 1)[0]


def test_a_hosted_table_answers_with_its_name_game_free_seats_and_port_and_never_its_code(any_port):
    hosted = _hosted()
    try:
        where = hosted.net.server.discovery_address
        assert where is not None and where[0] == LOOPBACK
        tables = _find(where[1], hosted)
        assert tables == [{"host": LOOPBACK, "port": hosted.net.port, "name": "Anna's table",
                           "game": "dice", "free": 2, "app": __version__}]
        packet = _raw_answer(where[1]).decode("utf-8")
        secrets = [hosted.net.code] + [s.token for s in hosted.net.core.seats if s.token]
        assert not any(x and x in packet for x in secrets) and "seed" not in packet
    finally:
        hosted.net.stop()
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(where)                  # nothing listens any more: the port is free again


def test_bad_packets_and_queries_from_the_internet_get_no_answer_and_floods_few():
    sent = []

    class Wire:
        def sendto(self, data, addr):
            sent.append((data, addr))
    now = [0.0]
    responder = discovery.Responder(lambda: {"name": "T", "game": "zoo", "free": 1, "port": 47123},
                                    clock=lambda: now[0])
    responder.connection_made(Wire())
    rng = random.Random(3)
    bad = [b"", b"x" * 5000, discovery.QUERY + b" ", discovery.QUERY.upper(), b'{"t":"zooloretto_tables?"}',
           bytes(rng.randrange(256) for _ in range(64)), json.dumps([[[[[]]]]]).encode()]
    for packet in bad:
        responder.datagram_received(packet, ("192.168.1.9", 5000))
    for address in ("8.8.8.8", "2001:4860::8888", "224.0.0.1"):
        responder.datagram_received(discovery.QUERY, (address, 5000))
    assert sent == []
    for address in ("192.168.1.9", "10.0.0.2", "127.0.0.1", "fe80::1", "100.100.1.2"):
        responder.datagram_received(discovery.QUERY, (address, 5000))
    assert len(sent) == 5                # the local network, this computer, a VPN's 100.64/10
    for _ in range(500):                 # a flood at one moment: a burst is answered, no more
        responder.datagram_received(discovery.QUERY, ("192.168.1.9", 5000))
    assert len(sent) == discovery.BURST
    now[0] = 1.0
    responder.datagram_received(discovery.QUERY, ("192.168.1.9", 5000))
    assert len(sent) == discovery.BURST + 1


def test_a_joiner_ignores_answers_that_are_not_a_tables():
    good = discovery.answer({"name": "T", "game": "zoomaka", "free": 2, "port": 47123})
    assert discovery.read_answer(good, "10.0.0.5")["game"] == "zoomaka"
    body = json.loads(good)
    for change in ({"t": "other"}, {"game": "chess"}, {"free": True}, {"free": -1}, {"port": 0},
                   {"port": "47123"}, {"name": 7}, {"app": "x" * 40}, {"v": 2}):
        assert discovery.read_answer(json.dumps({**body, **change}).encode(), "10.0.0.5") is None
    for packet in (b"", b"\xff\xfe", b"[]", b"{" * 3000, b"x" * 2000, "{}".encode()):
        assert discovery.read_answer(packet, "10.0.0.5") is None


def test_no_table_hosted_none_found_and_the_host_survives_hostile_datagrams(any_port):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as quiet:
        quiet.bind((LOOPBACK, 0))     # a port where nothing answers
        ticks = itertools.count(0.0, 0.1)          # the listening time passes by the loop's count
        assert _find(quiet.getsockname()[1], clock=lambda: next(ticks)) == []
    hosted = _hosted("zoomaka")
    try:
        port = hosted.net.server.discovery_address[1]
        rng = random.Random(5)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            for k in range(300):
                s.sendto(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 1400))),
                         (LOOPBACK, port))
        tables = _find(port, hosted)
        assert [t["game"] for t in tables] == ["zoomaka"], "still answering after the junk"
    finally:
        hosted.net.stop()


def test_join_a_table_lists_a_table_found_and_a_press_fills_in_its_address(app, any_port,
                                                                          monkeypatch):
    hosted = _hosted()
    try:
        monkeypatch.setattr(discovery, "PORT", hosted.net.server.discovery_address[1])
        click(app, "join")
        scene = app.top
        for _ in range(TRIES):
            if "table_0" in scene.named:
                break
            frames(app, 1)
            scene.finder.poll(timeout=0.02)
        assert "table_0" in scene.named
        button = scene.named["table_0"]
        shown = translate(button.text, **button.text_kwargs)
        assert shown == "Anna's table · The dice game · 2 free"
        click(app, "table_0")
        assert scene.named["where"].get_text() == f"{LOOPBACK}:{hosted.net.port}"
        assert "Anna's table" in scene.status and not scene.status_error
        scene.named["code"].set_text(hosted.net.code)
        scene.named["name"].set_text("Grandpa")
        click(app, "join")
        for _ in range(TRIES):
            if screen_name(app) != "join":
                break
            if scene.picking == []:
                click(app, "seat_1")
                click(app, "sit")
            hosted.net.pump(timeout=0.02)
            frames(app, 1)
        assert screen_name(app) == "dice_table" and hosted.net.presence()[1] == "joined"
    finally:
        hosted.net.stop()


def test_the_command_lines_headless_host_answers_too_with_its_free_seats_now():
    from zooloretto.cli_net import announcer
    from zooloretto.net.headless import new_record
    from zooloretto.net.host import HostCore
    from zooloretto.net.transport import HostServer
    core = HostCore(new_record("zoomaka", 3, 5), [{"kind": "bot"}, {"kind": "remote"}, {"kind": "remote"}],
                    rng=random.Random(5))
    listening: dict = {}
    server = HostServer(bind=LOOPBACK, port=0, announce=announcer(core, listening), discovery_port=0).start()
    try:
        listening["port"] = server.port
        where = server.discovery_address
        tables = _find(where[1])
        assert [(t["game"], t["free"], t["port"]) for t in tables] == [("zoomaka", 2, server.port)]
        core.seats[1].token = "taken"                  # a joiner sat down
        assert [t["free"] for t in _find(where[1])] == [1]
        packet = _raw_answer(where[1]).decode("utf-8")
        assert core.code not in packet and "taken" not in packet
    finally:
        server.stop()


def _silent_udp_port():
    """A port on 127.0.0.1 where nothing listens (bound a moment, then let go)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def test_look_again_finds_a_table_the_first_look_missed_and_says_when_none_answered(app, any_port,
                                                                                      monkeypatch):
    hosted = _hosted("zoomaka")
    try:
        monkeypatch.setattr(discovery, "PORT", _silent_udp_port())
        click(app, "join")
        scene = app.top
        frames(app, 3)
        assert "table_0" not in scene.named and "look_again" in scene.named
        # Nothing answered: Look again asks once more and says so when it is over.
        click(app, "look_again")
        assert scene.status == translate("net.join.looking")
        scene.finder.close()                         # the look's time is up
        frames(app, 1)
        assert scene.status == translate("net.join.none_found") and not scene.status_error
        # The table is on this network now (its discovery port): the next look lists it.
        monkeypatch.setattr(discovery, "PORT", hosted.net.server.discovery_address[1])
        click(app, "look_again")
        for _ in range(TRIES):
            if "table_0" in scene.named:
                break
            hosted.net.pump()
            frames(app, 1)
            scene.finder.poll(timeout=0.02)
        assert "table_0" in scene.named
        shown = translate(scene.named["table_0"].text, **scene.named["table_0"].text_kwargs)
        assert shown == "Anna's table · Zoomaka · 2 free"
        scene.finder.close()
        frames(app, 1)
        assert scene.status == translate("net.join.explain")
    finally:
        hosted.net.stop()


def test_the_query_is_sent_again_while_no_table_answers_a_lost_datagram_is_not_the_end():
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as listener:
        listener.bind((LOOPBACK, 0))
        listener.settimeout(5)
        now = [0.0]
        finder = discovery.Finder(address=LOOPBACK, port=listener.getsockname()[1],
                                  clock=lambda: now[0]).start()
        try:
            heard = [listener.recvfrom(100)[0]]
            for moment in (0.1, 0.35, 0.5, 0.9, 1.2):
                now[0] = moment
                finder.poll()
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as other:   # after the last
                other.sendto(b"end", listener.getsockname())                  # query sent
            while heard[-1] != b"end" and len(heard) < 10:
                heard.append(listener.recvfrom(100)[0])
        finally:
            finder.close()
    assert heard == [discovery.QUERY] * (1 + len(discovery.ASK_AGAIN)) + [b"end"]
