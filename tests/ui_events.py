"""Posted input for driving scenes headless: mouse, keys and window events.

Scenes read `event.pos`, never the cursor, so these events behave under the
dummy video driver exactly as real ones do."""
import pygame


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button)


def motion(pos, held=True):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(1, 1),
                              buttons=(1, 0, 0) if held else (0, 0, 0))


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def resize(w, h):
    return pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)


def frames(app, n=5):
    for _ in range(n):
        app.step([])


def drag(app, a, b):
    """Press at a, move through the middle to b, release there."""
    a, b = tuple(a), tuple(b)
    app.step([down(a)])
    app.step([motion(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2))])
    app.step([motion(b)])
    app.step([up(b)])


def click(app, pos):
    app.step([down(pos), up(pos)])


def at(scene, loc):
    """The screen point of a place on the table (from the scene's hit map)."""
    return scene.hits.point(loc)


def pending(scene, k):
    """The place of the k-th tile of the truck being unloaded (state.pending[k])."""
    from zooloretto.zoo.rules import Loc
    from zooloretto.zoo.rules.places import truck_slot
    s = scene.state
    t = s.zoos[s.current].truck
    return Loc("truck", index=t, slot=truck_slot(s, t, k))


class HeldRunner:
    """A runner whose bot thinks until `answer` is set (no threads, no clock)."""

    def __init__(self):
        self.thinking = False
        self.started = 0
        self.answer = None

    def start(self, view, level="medium", seed=0, budget=1.0):
        self.thinking = True
        self.started += 1
        self.view = view

    def poll(self):
        if not self.thinking or self.answer is None:
            return None
        self.thinking = False
        answer = self.answer
        if isinstance(answer, Exception):
            raise answer
        return answer(self.view) if callable(answer) else answer

    def elapsed(self):
        return 0.0

    def cancel(self):
        self.thinking = False

    def wait(self, timeout=None):
        return self.poll()


def moving_app(tmp_path, monkeypatch):
    """An App at 1280x800 whose pictures move (normal animation speed), its saves and
    settings in tmp_path: a pytest fixture's body (`yield from moving_app(...)`)."""
    from zooloretto import paths
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    paths.set_saves_dir(tmp_path)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    yield App(size=(1280, 800), settings=Settings(language="en", animation_speed="normal"))
    paths.set_saves_dir(None)


def frames_drawn(app, n, dt=1 / 60):
    """How many frames the app drew in n steps without input, dt seconds each."""
    before = app.draws
    for _ in range(n):
        app.step([], dt)
    return app.draws - before


def held_table(app, game: str, seats, seed=3):
    """A table of `game` on `app` whose bots think until told (HeldRunner), settled."""
    from zooloretto import games
    from zooloretto.ui.navigation import scene_class
    from zooloretto.ui.session import GameSession
    session = GameSession.new(seats, seed=seed, game=game)
    scene = scene_class(games.get(game).table)(app, session, bot_time_budget=0.05, runner=HeldRunner,
                                               hand_overs=False)
    app.push(scene)
    frames_drawn(app, 90)
    return scene, session
