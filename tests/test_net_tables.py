"""Network play at the table screens, through the headless table (zooloretto.ui.headless)
and a host on 127.0.0.1: a joiner's table shows the host's move, a joiner's drag is
played at the host, the host's table plays a joiner's move, a lost host is told. Every
wait is a bounded wait on a queue; no sleep decides anything."""
import queue

import pytest

from zooloretto.net import rules as net_rules
from zooloretto.net.client import ClientCore
from zooloretto.net.transport import ClientLink
from zooloretto.ui.headless import Table
from zooloretto.ui.net import hosting, joining
from zooloretto.ui.session import GameSession, Seat

LOOPBACK = "127.0.0.1"
WAIT = 10.0                 # seconds at most for a frame to cross the loopback


def host_game(game, start_player, seed=7):
    seats = [Seat("Anna", "human"), Seat("Grandpa", "remote")]
    base = GameSession.new(seats, seed=seed, start_player=start_player, game=game)
    return hosting.host_table(base, "Anna's table", port=0, bind=LOOPBACK)


def join(hosted, name="Grandpa"):
    """A joiner seated at the hosted table, its table open headless (size 1280x800)."""
    net = joining.NetJoin(LOOPBACK, hosted.net.port, hosted.net.code, name).start()
    for _ in range(200):
        if net.ready():
            break
        hosted.net.pump(timeout=0.02)
        net.pump(timeout=0.02)
    assert net.ready() and net.seats == [1], "the joiner is seated at the free seat"
    table = Table.open(session=joining.JoinedSession(net))
    joining.attach(table.scene)
    return net, table


def hosted_and_joined(tables, game, start_player, seed=7, fast=False):
    hosted = host_game(game, start_player, seed)
    if fast:                                         # moves as fast as a test plays them
        hosted.net.core.rate = hosted.net.core.burst = 10_000
    tables.append(_Stop(hosted.net))
    net, table = join(hosted)
    tables.append(table)
    return hosted, net, table


def shown_state_is_the_hosts_view(table, hosted, seat):
    """The joiner's table shows what the host lets that seat see (the seed left out:
    the joiner's table is told 0, its view has none)."""
    view = net_rules.get(hosted.game).view_json(hosted.state, seat)
    shown = table.state.to_json()
    assert shown.get("seed") in (0, None) and view.get("seed") is None
    shown["seed"] = view["seed"] = None
    assert shown == view


@pytest.fixture
def tables(folders):
    """What a test opened, closed after it; the saves (autosaves, the hosted table's
    code) in the test's own folder."""
    made = []
    yield made
    for thing in made:
        thing.close()


@pytest.mark.parametrize("game", ["zoo", "dice", "zoomaka"])
def test_a_joiners_table_shows_the_hosts_move(game, tables):
    hosted, net, table = hosted_and_joined(tables, game, 0)
    move = hosted.legal()[0]
    events = hosted.play(move)                       # as the host's table plays Anna's move
    assert events
    assert net.wait_move(WAIT) is not None, "the move reaches the joiner"
    table.scene.turns.step()                         # the joiner's runner hands it to the table
    table.scene.turns.step()
    table.app.step([])
    said = [type(e).__name__ for e in table.scene.last_events]
    assert said == [type(e).__name__ for e in events], "the table plays the host's events"
    shown_state_is_the_hosts_view(table, hosted, 1)


@pytest.mark.parametrize("game", ["zoo", "dice", "zoomaka"])
def test_a_joiners_drag_is_played_at_the_host(game, tables):
    hosted, net, table = hosted_and_joined(tables, game, 1)
    legal = table.legal()
    assert legal, "the joiner may move at its own turn"
    action = legal[0]
    piece, drop = table.where(action)
    assert table.drag(piece, drop) == [], "nothing is played on the joiner's computer"
    assert table.legal() == [], "the seat waits for the host's answer"
    before = len(hosted.record.actions)
    taken = hosted.net.wait_move(1, WAIT)
    assert taken == action, "the host received the joiner's move"
    hosted.play(taken)                                # what the host's table does with it
    assert len(hosted.record.actions) == before + 1
    assert net.wait_move(WAIT) is not None
    table.scene.turns.step()
    table.scene.turns.step()
    table.app.step([])
    shown_state_is_the_hosts_view(table, hosted, 1)


def next_event(link, hosted):
    """The joiner's next network event, the host pumped meanwhile (bounded: WAIT)."""
    for _ in range(int(WAIT / 0.02)):
        hosted.net.pump()
        try:
            return link.inbox.get(timeout=0.02)
        except queue.Empty:
            pass
    raise AssertionError("nothing reached the joiner")


def test_the_hosts_table_plays_the_joiners_move_and_tells_it(tables):
    hosted = host_game("dice", start_player=1)
    tables.append(_Stop(hosted.net))
    host_table = Table.open(session=hosted)
    tables.append(host_table)
    hosting.attach(host_table.scene)
    me = ClientCore(hosted.net.code, "Grandpa")
    link = ClientLink(LOOPBACK, hosted.net.port, hello=me.hello).start()
    tables.append(_Stop(link))
    while not me.views:
        kind, *rest = next_event(link, hosted)
        if kind == "frame":
            me.receive(rest[0])
    assert host_table.legal() == [], "the host cannot move for the player on another computer"
    action = net_rules.get("dice").legal(me.state(1))[0]
    link.send(me.act(action))
    assert hosted.net.wait_move(1, WAIT) == action
    host_table.scene.turns.step()                    # the runner waits for the network
    host_table.scene.turns.step()                    # and hands the table the move
    assert host_table.scene.last_events, "the host's table played the joiner's move"
    applied = None
    while applied is None:
        kind, *rest = next_event(link, hosted)
        if kind == "frame" and me.receive(rest[0])[0][0] == "applied":
            applied = me.views[1]
    assert applied == net_rules.get("dice").view_json(hosted.state, 1)


def test_a_joiner_whose_host_is_gone_is_told_it_reconnects(tables):
    hosted = host_game("zoo", start_player=0)
    net, table = join(hosted)
    tables.append(table)
    hosted.net.stop()                                # the host's program ends
    event = net.link.inbox.get(timeout=WAIT)
    while event[0] != "closed":
        event = net.link.inbox.get(timeout=WAIT)
    net.link.inbox.put(event)                        # handed back to the table's own pump
    table.app.step([])
    message = table.scene.overlays.message
    assert message is not None and message[0] == "Reconnecting…"


def catch_up(hosted, net, table):
    """The joiner's table shows every move the host played (bounded waits)."""
    for _ in range(200):
        if net.core.seq != hosted.net.core.seq:
            net.pump(timeout=0.05)
            continue
        if not net.moves and net.synced is None:
            return
        table.scene.turns.step()
        table.scene.turns.step()
        table.app.step([])
    raise AssertionError("the joiner's table did not catch up")


class _Stop:
    """Something with stop() as a fixture's cleanup."""

    def __init__(self, thing):
        self.thing = thing

    def close(self):
        self.thing.stop()


def test_the_hint_of_a_joiner_is_thought_from_its_own_view(tables):
    hosted, net, table = hosted_and_joined(tables, "dice", 1)
    assert table.press("hint"), "the joiner may ask for a hint at its turn"
    table.app.step([])
    hint = table.scene.hint
    assert hint is not None and hint in table.legal()
    assert hosted.net.core.take_move(1) is None and not net.core.pending, "nothing was sent"


def test_a_whole_dice_game_goes_to_its_end_and_results_at_the_joiner(tables):
    from zooloretto.net.headless import bot_move
    hosted, net, table = hosted_and_joined(tables, "dice", 0, seed=4, fast=True)
    for n in range(1000):
        if hosted.state.game_over:
            break
        state = hosted.state
        if state.current == 0:                       # Anna's bot at the host
            hosted.play(bot_move("dice", hosted.rules.public_view(state), "easy", seed=n,
                                 iterations=10))
        else:
            assert table.state.current == 1 and table.legal(), "the joiner's table caught up"
            table.scene.perform(table.legal()[-1])
            hosted.play(hosted.net.wait_move(1, WAIT))
        catch_up(hosted, net, table)
    assert hosted.state.game_over and table.state.game_over
    shown_state_is_the_hosts_view(table, hosted, 1)
    table.app.step([])
    assert [s.kind for s in table.scene.session.seats] == ["human", "human"], \
        "Play again at the results seats people (a save knows people and bots)"
    table.scene.show_results()
    table.app.step([])
    assert type(table.app.top).__name__ == "DiceResultsScene"


def test_a_zoomaka_question_put_to_a_remote_seat_waits_for_its_player(tables):
    """Zoomaka's table answers a bot's out-of-turn question at once; a player on another
    computer is asked like any move: the host's table must not answer for them."""
    import random
    from zooloretto.zoomaka.rules import decision
    hosted = host_game("zoomaka", start_player=0, seed=1)
    tables.append(_Stop(hosted.net))
    rng = random.Random(1)                  # a seeded game that asks seat 1 within 27 moves
    for _ in range(400):
        s = hosted.state
        if decision(s) in ("capture", "no_way") and s.current == 1:
            break
        hosted.play(rng.choice(hosted.legal()))
    else:
        pytest.fail("no question was put to seat 1")
    before = len(hosted.record.actions)
    table = Table.open(session=hosted)
    tables.append(table)
    hosting.attach(table.scene)
    table.scene.turns.hold_bots = False      # the table as in the game: bots answer at once
    for _ in range(5):
        table.app.step([])
    assert len(hosted.record.actions) == before, "nobody answered for the player online"
