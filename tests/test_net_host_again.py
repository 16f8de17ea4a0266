"""Host again: a hosted game whose host's program died is continued with the same code,
port and seat tokens (kept beside the autosaves, in the user's data folder), and the
joiner's program, still trying, gets back into its seat by itself. 127.0.0.1 only;
bounded waits on queues."""
import pytest

from menu_helpers import click, frames, menu_app
from zooloretto import paths
from zooloretto.net import rules as net_rules
from zooloretto.ui.autosaver import latest_autosave
from zooloretto.ui.net import hosting, joining
from zooloretto.ui.session import GameSession, Seat

LOOPBACK = "127.0.0.1"
TRIES = 1000                # network waits of 0.02 s at most (20 s: the joiner retries every 4 s)


def hosted_game(game="zoo"):
    seats = [Seat("Anna", "human"), Seat("Grandpa", "remote")]
    base = GameSession.new(seats, seed=9, start_player=0, game=game)
    return hosting.host_table(base, "Anna's table", port=0, bind=LOOPBACK)


def seated(hosted, net):
    for _ in range(TRIES):
        if net.ready() and hosted.net.presence()[1] == "joined":
            return True
        hosted.net.pump(timeout=0.02)
        net.pump(timeout=0.02)
    return False


def crash_after_a_move(hosted, net):
    """Anna moves, the game is autosaved, then the host's program is gone."""
    hosted.play(hosted.legal()[0])
    assert hosted.autosave() is not None
    hosted.net.server.stop()                      # the program died: its sockets went with it
    event = net.link.inbox.get(timeout=10)
    while event[0] != "closed":
        event = net.link.inbox.get(timeout=10)


@pytest.fixture
def folder(tmp_path):
    paths.set_saves_dir(tmp_path / "saves")
    yield tmp_path
    paths.set_saves_dir(None)


def test_the_joiner_is_back_in_its_seat_when_the_game_is_hosted_again(folder):
    hosted = hosted_game()
    net = joining.NetJoin(LOOPBACK, hosted.net.port, hosted.net.code, "Grandpa").start()
    again = None
    try:
        assert seated(hosted, net)
        token, code, port = net.core.tokens[1], hosted.net.code, hosted.net.port
        crash_after_a_move(hosted, net)
        kept = (folder / "saves" / "autosave" / "hosting.json")
        assert kept.exists() and token in kept.read_text(), "kept beside the autosaves"
        session = GameSession.load(latest_autosave())
        found = hosting.kept_table(session)
        assert found is not None and found["code"] == code and found["port"] == port
        again = hosting.host_again(session, found, bind=LOOPBACK)
        assert again.net.code == code and again.net.port == port
        assert again.net.presence()[1] == "away", "its player is expected back"
        net.synced = None
        for _ in range(TRIES):
            if again.net.presence()[1] == "joined" and net.synced is not None:
                break
            again.net.pump(timeout=0.02)
            net.pump(timeout=0.02)
        assert again.net.presence()[1] == "joined", "the joiner came back by itself"
        assert net.seats == [1] and net.core.tokens[1] == token
        assert net.synced["view"] == net_rules.get("zoo").view_json(again.state, 1)
        assert len(again.record.actions) == 1, "the game goes on where it was saved"
    finally:
        net.stop()
        hosted.net.stop()
        if again is not None:
            again.net.stop()


def test_a_game_never_hosted_has_no_table_to_host_again(folder):
    session = GameSession.new([Seat("Anna", "human"), Seat("Bruno", "bot", "easy")], seed=2)
    session.autosave()
    assert hosting.kept_table(GameSession.load(latest_autosave())) is None


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(hosting, "BIND", LOOPBACK)
    from zooloretto.ui.zoo.scene import TableScene
    from zooloretto.ui.kit.turns import SyncRunner
    monkeypatch.setattr(TableScene, "default_runner", SyncRunner)
    yield from menu_app(tmp_path, monkeypatch)


def test_continue_offers_host_again_with_the_same_code(app):
    hosted = hosted_game()
    code = hosted.net.code
    hosted.play(hosted.legal()[0])
    hosted.autosave()
    hosted.net.server.stop()
    app.top.rebuild()                                 # Continue sees the new autosave
    click(app, "continue")
    dialog = app.top.dialog
    assert dialog is not None and dialog.title_key == "net.again.title"
    host = next(b for b, answer in dialog.elements.items() if getattr(b, "text", "") == "net.again.host")
    assert host is not None
    from menu_helpers import click_at
    click_at(app, host.rect.center)
    frames(app)
    assert getattr(app.top, "screen_name", None) == "table"
    assert app.top.session.net.code == code
    assert isinstance(app.top.turns.runner, hosting.HostRunner)
    app.top.session.net.stop()
