"""A player on another computer away past the grace time, and the table waits for their
move: the host is asked "Let a bot play" or "Wait" (a headless host lets a bot play by
itself); the player who comes back takes the seat again at its next move. Through the
sans-I/O core, and through the host's table (the headless table, a joiner on 127.0.0.1,
the host's clock injected: no sleep decides anything)."""
import pytest

from zooloretto.net.client import ClientCore
from zooloretto.net.transport import ClientLink
from zooloretto.ui.headless import Table
from zooloretto.ui.net import hosting
from zooloretto.ui.session import GameSession, Seat

from test_net_core import join, seated_pair

LOOPBACK = "127.0.0.1"


def test_a_host_that_asks_is_asked_after_the_grace_time_and_may_wait_or_let_a_bot_play():
    core, clients = seated_pair(grace=60.0, ask=True)
    core.disconnect(1, 100.0)
    assert not core.overdue(0, 159.0)
    assert not core.tick(160.5) or core.seats[0].presence() == "away"
    assert core.overdue(0, 160.5) and core.bot_level(0) is None, "nobody plays for them unasked"
    core.wait(0, 161.0)                                   # "Wait"
    assert not core.overdue(0, 200.0) and core.overdue(0, 221.0), "asked again a grace time later"
    core.cover(0, True)                                   # "Let a bot play"
    assert core.bot_level(0) == "medium" and core.seats[0].presence() == "bot"
    assert not core.overdue(0, 300.0)
    back = ClientCore(core.code, "Anna", token=clients[1].token)
    join(core, 5, back, now=310.0)
    assert back.seats == [0] and core.bot_level(0) is None and core.remote_turn() is (core.state.current == 0)


def test_a_headless_host_lets_a_bot_play_by_itself_after_the_grace_time():
    core, _ = seated_pair(grace=60.0)
    core.disconnect(1, 100.0)
    core.tick(160.5)
    assert core.bot_level(0) == "medium" and not core.overdue(0, 161.0)


@pytest.fixture
def opened(folders):
    made = []
    yield made
    for thing in reversed(made):
        thing()


def _hosted_table(opened):
    seats = [Seat("Anna", "human"), Seat("Grandpa", "remote")]
    base = GameSession.new(seats, seed=3, start_player=1, game="dice")
    hosted = hosting.host_table(base, "Anna's table", port=0, bind=LOOPBACK)
    opened.append(hosted.net.stop)
    now = [1000.0]
    hosted.net.clock = hosted.net.link.clock = lambda: now[0]
    table = Table.open(session=hosted)
    opened.append(table.close)
    hosting.attach(table.scene)
    return hosted, table, now


def _pump_until(hosted, done, what):
    for _ in range(500):                   # bounded: at most 10 s on the loopback
        if done():
            return
        hosted.net.pump(timeout=0.02)
    raise AssertionError(what)


def _sit(hosted, opened, token=None):
    me = ClientCore(hosted.net.code, "Grandpa", token=token)
    link = ClientLink(LOOPBACK, hosted.net.port, hello=me.hello).start()
    opened.append(link.stop)

    def seated():
        while not link.inbox.empty():
            event = link.inbox.get()
            if event[0] == "frame":
                me.receive(event[1])
        return bool(me.views)
    _pump_until(hosted, seated, "Grandpa sits down")
    return me, link


def _dialog(table):
    table.scene.turns.step()
    table.app.step([])
    d = table.scene.dialog
    return d.title_key if d is not None else None


def _drop(hosted, link):
    link.stop()                                         # Grandpa's computer loses the network
    _pump_until(hosted, lambda: hosted.net.presence()[1] == "away", "the host sees Grandpa away")


def test_the_hosts_table_asks_waits_or_lets_a_bot_play_and_the_player_back_takes_the_next_move(opened):
    hosted, table, now = _hosted_table(opened)
    _, link = _sit(hosted, opened)
    token = hosted.net.core.seats[1].token
    _drop(hosted, link)
    assert _dialog(table) is None, "no question within the grace time"
    now[0] += 61
    assert _dialog(table) == "net.table.away_title", "the host is asked what to do"
    before = len(hosted.record.actions)
    assert table.press("net.table.wait")
    assert _dialog(table) is None and _dialog(table) is None
    assert len(hosted.record.actions) == before and hosted.net.presence()[1] == "away"
    now[0] += 61
    assert _dialog(table) == "net.table.away_title", "asked again after another grace time"
    _, link = _sit(hosted, opened, token=token)
    assert _dialog(table) is None, "Grandpa is back: the question is gone"
    assert len(hosted.record.actions) == before, "nobody played for him meanwhile"

    _drop(hosted, link)                                 # away again, and this time...
    now[0] += 61
    assert _dialog(table) == "net.table.away_title"
    assert table.press("net.table.let_bot")
    assert table.scene.dialog is None and hosted.net.presence()[1] == "bot"
    for _ in range(4):
        table.scene.turns.step()
    assert len(hosted.record.actions) > before, "a bot played for Grandpa"
    me, _ = _sit(hosted, opened, token=token)           # back, by the seat's token
    assert me.seats == [1] and hosted.net.presence()[1] == "joined"
    while hosted.state.current != 1 and not hosted.state.game_over:
        table.bots_move() or table.scene.perform(table.legal()[0])
    done = len(hosted.record.actions)
    for _ in range(4):
        table.scene.turns.step()
    assert len(hosted.record.actions) == done, "Grandpa's next move is his own again"
    assert hosted.net.remote_turn(1)
