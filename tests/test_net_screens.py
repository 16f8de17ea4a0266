"""The screens of network play as a player goes through them, on 127.0.0.1 only: New game
with a seat Online shows the invite and the seats' states, Start seats a bot in the
empty seat and opens the table, whose seat a joiner then takes; Title -> Join a table
with a pasted invite reaches the table, a wrong code is told in words. Bounded waits."""
import pytest

from menu_helpers import click, frames, menu_app
from zooloretto.net import codes
from zooloretto.ui.net import hosting, joining
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.kit.turns import SyncRunner

LOOPBACK = "127.0.0.1"
TRIES = 500                 # frames of 0.02 s network waits at most (10 s)


def net_app(tmp_path, monkeypatch):
    """A menu app whose tables are hosted on 127.0.0.1 at a free port, bots answering at
    once: a fixture's body (`yield from net_app(...)`)."""
    monkeypatch.setattr(hosting, "BIND", LOOPBACK)
    monkeypatch.setattr(hosting, "PORT", 0)
    from zooloretto.ui.zoo.scene import TableScene
    monkeypatch.setattr(TableScene, "default_runner", SyncRunner)
    yield from menu_app(tmp_path, monkeypatch)


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from net_app(tmp_path, monkeypatch)


def screen_name(app):
    return getattr(app.top, "screen_name", None)


def test_new_game_with_an_online_seat_shows_the_invite_and_starts_with_a_bot(app):
    click(app, "new_game")
    scene = app.top
    click(app, "where_0")                              # the first seat: a person online
    assert scene.seats[0].kind == "remote"
    click(app, "start")
    assert screen_name(app) == "host_lobby"
    lobby = app.top
    net = lobby.net
    assert codes.shown(net.code) in net.invite() and f"{LOOPBACK}:{net.port}" in net.invite()
    assert net.presence()[0] == "waiting"
    assert app.top.named["start"].text == "net.lobby.start_bots"
    click(app, "copy")
    from pygame_gui.core.utility import clipboard_paste
    assert lobby.copied == "net.lobby.copied" and clipboard_paste() == net.invite()
    click(app, "start")
    assert screen_name(app) == "table"
    table = app.top
    assert isinstance(table.turns.runner, hosting.HostRunner)
    assert net.presence()[0] == "bot", "a bot keeps the empty seat until somebody comes"
    # a friend comes late and takes the seat from the bot
    friend = joining.NetJoin(LOOPBACK, net.port, net.code, "Grandpa").start()
    try:
        for _ in range(TRIES):
            if friend.ready():
                break
            net.pump(timeout=0.02)
            friend.pump(timeout=0.02)
        assert friend.ready() and friend.seats == [0]
        assert net.presence()[0] == "joined"
        app.step([])
        assert not net.remote_turn(0) or table.is_bot(0), "the table waits for the friend's moves"
    finally:
        friend.stop()


def test_leaving_the_invite_stops_hosting(app):
    click(app, "new_game")
    click(app, "where_0")
    click(app, "start")
    net = app.top.net
    click(app, "back")
    assert screen_name(app) == "new_game"
    assert net.link is None, "nothing listens once the host went back"


def hosted_table():
    seats = [Seat("Anna", "human"), Seat("Grandpa", "remote")]
    base = GameSession.new(seats, seed=3, start_player=0, game="dice")
    return hosting.host_table(base, "Anna's table", port=0, bind=LOOPBACK)


def join_by_invite(app, hosted, name, pick=(1,)):
    """Join a table by its invite; with several seats free, pick these and sit down."""
    click(app, "join")
    app.top.named["where"].set_text(hosted.net.invite())
    app.top.named["name"].set_text(name)
    click(app, "join")
    for _ in range(TRIES):
        if screen_name(app) != "join":
            break
        if app.top.picking == [] and pick:
            for seat in pick:
                click(app, f"seat_{seat}")
            assert app.top.picking == list(pick)
            click(app, "sit")
        hosted.net.pump(timeout=0.02)
        frames(app, 1)


def test_with_seats_free_the_joiner_picks_and_two_at_one_computer_take_two(app):
    seats = [Seat("Anna", "human"), Seat("Grandpa", "remote"), Seat("Kid", "remote")]
    base = GameSession.new(seats, seed=3, start_player=0, game="zoomaka")
    hosted = hosting.host_table(base, "Anna's table", port=0, bind=LOOPBACK)
    try:
        join_by_invite(app, hosted, "Grandpa", pick=(1, 2))
        assert screen_name(app) == "zoomaka_table"
        net = app.top.session.net
        assert net.seats == [1, 2] and hosted.net.presence()[1:] == ["joined", "joined"]
        assert [s.kind for s in app.top.session.seats] == ["remote", "human", "human"], \
            "both seats are played here, passed between their players"
        shown = app.top.session.state
        for seat in (1, 2):             # each of this computer's seats shows its own hand
            assert shown.players[seat].hand == hosted.state.players[seat].hand
        assert all(c == "?" for c in shown.players[0].hand), "the host's hand stays hidden"
    finally:
        hosted.net.stop()


def test_joining_by_the_pasted_invite_reaches_the_table(app):
    hosted = hosted_table()
    try:
        join_by_invite(app, hosted, "Grandma")
        assert screen_name(app) == "dice_table"
        assert isinstance(app.top.session, joining.JoinedSession)
        assert hosted.net.presence()[1] == "joined"
        hosted.net.pump()
        assert hosted.state.sheets[1].name == "Grandma", "the joiner's own name is the seat's"
        for _ in range(TRIES):
            if app.top.names()[1] == "Grandma":
                break
            app.top.session.net.pump(timeout=0.02)
            app.step([])
        assert app.top.names()[1] == "Grandma"
    finally:
        hosted.net.stop()


def test_a_wrong_code_is_told_in_words(app):
    hosted = hosted_table()
    try:
        click(app, "join")
        scene = app.top
        scene.named["where"].set_text(f"{LOOPBACK}:{hosted.net.port}")
        wrong = "2345-6789" if hosted.net.code != "23456789" else "3456-789A"
        scene.named["code"].set_text(wrong)
        click(app, "join")
        for _ in range(TRIES):
            if scene.status_error:
                break
            hosted.net.pump(timeout=0.02)
            frames(app, 1)
        assert scene.status == "The table refused the code: check it in the invite."
        assert screen_name(app) == "join"
    finally:
        hosted.net.stop()


def test_an_address_that_is_none_is_told_before_anything_is_sent(app):
    click(app, "join")
    scene = app.top
    scene.named["where"].set_text("not an address!")
    click(app, "join")
    assert scene.status_error and "not an address" in scene.status
    assert scene.net is None


def test_a_joiner_who_left_comes_back_to_its_own_seat_by_its_kept_token(app):
    seats = [Seat("Anna", "human"), Seat("Grandpa", "remote"), Seat("Kid", "remote")]
    base = GameSession.new(seats, seed=3, start_player=0, game="dice")
    hosted = hosting.host_table(base, "Anna's table", port=0, bind=LOOPBACK)
    try:
        join_by_invite(app, hosted, "Grandpa")
        assert screen_name(app) == "dice_table" and app.top.session.net.seats == [1]
        token = hosted.net.core.seats[1].token
        app.open("title", how="reset")               # the joiner leaves (its program could end)
        for _ in range(TRIES):
            if hosted.net.presence()[1] == "away":
                break
            hosted.net.pump(timeout=0.02)
        assert hosted.net.presence()[1] == "away"
        join_by_invite(app, hosted, "Grandpa")
        assert screen_name(app) == "dice_table"
        assert app.top.session.net.seats == [1], "the same seat, not the free one"
        assert hosted.net.core.seats[1].token == token and hosted.net.presence()[2] == "waiting"
    finally:
        hosted.net.stop()
