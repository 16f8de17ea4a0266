"""The words of network play's screens fit, in the four languages, from 1024x640 to
2560x1440: the title with its Join button and the Host again question, New game with
five seats online, the host's invite (five seats, the longest Copy sentence), and Join a
table with a refusal. Measured as tests/test_i18n.py measures the other screens."""
import pytest

from menu_helpers import alone_or_over_the_title
from sampling import quick
from test_i18n import Recorder, drawn_overflows, step, ui_overflows
from zooloretto import paths
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.settings import Settings
from zooloretto.ui.text import tr

LANGUAGES = ("en", "ru", "fr", "de")
SIZES = [(1024, 640), (1280, 800), (2560, 1440)]
LOOPBACK = "127.0.0.1"
# --full lays New game out again after each of the dozen clicks that seat five players online
# (as a player's clicks do), and opens each screen from the title; the quick run lays New game
# out once, when all five are seated, and puts each screen alone on the stack (the same picture)
EVERY_LAYOUT = quick(True, False)


def screens(app, hosted):
    from zooloretto.ui.kit import Dialog
    from zooloretto.ui.scenes.host_lobby import HostLobbyScene
    from zooloretto.ui.scenes.join import JoinScene
    from zooloretto.ui.scenes.new_game import NewGameScene
    from zooloretto.ui.scenes.title import TitleScene

    def title(question=False):
        scene = TitleScene(app)
        app.reset(scene)
        if question:
            scene.open_dialog(Dialog("net.again.title", tr("net.again.body", name="Bartholomew's table"),
                                     [("net.again.here", None), ("net.again.host", None)]))

    def opened(make):
        return alone_or_over_the_title(app, make, title)

    def new_game():
        scene = opened(lambda: NewGameScene(app))
        if not EVERY_LAYOUT:            # the quick run lays the screen out once, at the end
            scene.build = lambda: None
        while len(scene.seats) < 5:
            scene.add_seat()
        for i, seat in enumerate(scene.seats):
            if seat.is_bot:
                scene.toggle_kind(i)
            scene.toggle_where(i)
        if not EVERY_LAYOUT:
            del scene.build
            scene.rebuild()

    def lobby(copied):
        def make():
            scene = HostLobbyScene(app, hosted)
            scene.copied = copied
            return scene
        opened(make)

    def join():
        scene = opened(lambda: JoinScene(app))
        scene.named["where"].set_text("192.168.100.123:47123")
        scene.say(tr("net.cli.refused_version_mismatch", host="0.12.10", mine="0.12.11"), True)

    yield "title", title
    yield "title, host again", lambda: title(question=True)
    yield "new game, five seats online", new_game
    yield "invite, copied", lambda: lobby("net.lobby.copied")
    yield "invite, no clipboard", lambda: lobby("net.lobby.copy_failed")
    yield "join, refused", join


# the largest size in German (the longest words) and Russian only: it takes half a minute each
CASES = [(lang, size) for lang in LANGUAGES for size in SIZES[:2]] + [("de", SIZES[2]), ("ru", SIZES[2])]


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_network_screens_fit_their_words(lang, size, tmp_path, monkeypatch):
    from zooloretto.ui.app import App
    from zooloretto.ui.net import hosting
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    names = ["Bartholomew", "Александра", "Geneviève", "Maximilian", "Wilhelmina"]
    seats = [Seat(names[0], "human")] + [Seat(n, "remote") for n in names[1:]]
    hosted = hosting.host_table(GameSession.new(seats, seed=1), "Bartholomew's table",
                                port=0, bind=LOOPBACK)
    try:
        app = App(size=size, settings=Settings(language=lang))
        app.set_language(lang)
        rec = Recorder(monkeypatch)
        problems = []
        for name, show in screens(app, hosted):
            show()
            step(app)
            rec.clear()
            app.draw()
            problems += [f"{lang} {size} / {name}: {p}" for p in ui_overflows(app) + drawn_overflows(app, rec)]
        assert not problems, "\n".join(problems)
    finally:
        hosted.net.stop()
        paths.set_saves_dir(None)
