"""A seeded monkey: thousands of random events through App.step, on every screen.

Clicks, drags, double clicks, keys, wheel, text, window resizes (odd sizes
too), with random frame times, on the title, the menus, the game table (bots
answering synchronously, and people), pause, load, settings, how to play and
results. Nothing may raise; afterwards every game the monkey touched must be a
state the rules allow, and its record must replay to that state. No thread and
no clock: a seed replays the same run (tested).

CI runs MONKEY_EVENTS (default 2,000) events for each of three seeds; a long
run by hand: MONKEY_EVENTS=50000 python -m pytest tests/test_monkey.py -q
"""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto import paths
from zooloretto.history.background import Job
from zooloretto.zoo.rules import legal_actions
from zooloretto.zoo.rules.check import check_state
from zooloretto.ui.app import App, MIN_SIZE
from zooloretto.dice.rules import check_state as check_dice_state
from zooloretto.dice.rules import legal_actions as dice_legal_actions
from zooloretto.ui.dice.scene import DiceTableScene
from zooloretto.ui.zoo.scene import TableScene as GameScene
from zooloretto.ui.kit.turns import SyncRunner
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.settings import Settings
from zooloretto.ui.text import set_language
from zooloretto.ui.scenes.title import TitleScene

from sampling import quick

EVENTS = int(os.environ.get("MONKEY_EVENTS", "2000"))
# The quick run's monkey: half the events, hopping to the next screen twice as often, so that
# it still tours every screen (--full: EVENTS events, a hop every 50-200, as ever).
RUN_EVENTS = quick(EVENTS, EVENTS // 2)
HOPS = quick((50, 200), (25, 100))
SEEDS = [int(s) for s in os.environ.get("MONKEY_SEEDS", "1,2,3").split(",")]

KEYS = ([getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"] +
        [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_SPACE,
         pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_F11,
         pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
         pygame.K_END])
GAME_KEYS = [pygame.K_u, pygame.K_h, pygame.K_d, pygame.K_t, pygame.K_e, pygame.K_TAB,
             pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE]
SIZES = [(1024, 640), (1280, 800), (1366, 768), (1600, 1000), (1920, 1080), (2560, 1440),
         (300, 200), (1, 1), (5000, 300), (1023, 639), (1100, 2000)]
TEXTS = ["a", "Zoé", "ж", "  ", "1234567890123", "🦓", "x" * 50, "\t"]
DTS = [0.0, 1 / 240, 1 / 60, 1 / 60, 1 / 30, 0.1, 0.5, 2.0]


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def down(pos, button=1):
    return ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return ev(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos, held=True):
    return ev(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0) if held else (0, 0, 0))


def keydown(k, uni=""):
    return ev(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)


def keyup(k):
    return ev(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def random_session(rng, n=None, bots=None, advance=None):
    """A game with 2-5 seats, people and bots mixed, possibly played some way in."""
    n = n or rng.randint(2, 5)
    levels = ["easy", "medium", "hard"]
    seats = []
    for i in range(n):
        bot = rng.random() < 0.5 if bots is None else bots
        seats.append(Seat(f"Seat {i + 1}", "bot" if bot else "human",
                          rng.choice(levels) if bot else None))
    if not any(not s.is_bot for s in seats) and rng.random() < 0.5:
        seats[0] = Seat("Person", "human")
    session = GameSession.new(seats, seed=rng.randrange(1, 10**6))
    steps = rng.choice([0, 5, 30, 80, 10**6, 10**6]) if advance is None else advance
    play = random.Random(rng.random())
    for _ in range(steps):
        if session.state.game_over:
            break
        # going to the end: leave the last round to the monkey
        if steps == 10**6 and session.state.end_triggered:
            break
        session.record.play(play.choice(legal_actions(session.state)))
    return session


def random_dice_session(rng):
    """A dice game with 2-4 seats, people and bots mixed, possibly played some way in.
    (The hard dice bot searches the dice; its own tests cover it, the monkey stays quick.)"""
    seats = [Seat(f"Seat {i + 1}", *(("bot", rng.choice(["easy", "medium"]))
                                     if rng.random() < 0.5 else ("human", None)))
             for i in range(rng.randint(2, 4))]
    session = GameSession.new(seats, seed=rng.randrange(1, 10**6), game="dice")
    play = random.Random(rng.random())
    for _ in range(rng.choice([0, 7, 40, 10**6])):
        if session.state.game_over:
            break
        session.record.play(play.choice(dice_legal_actions(session.state)))
    return session


TABLES = (GameScene, DiceTableScene)       # a game is played on either


class Monkey:
    def __init__(self, app, rng):
        self.app, self.rng = app, rng
        self.events = 0
        self.sessions = {}
        self.restarts = 0
        self.scenes_seen = set()
        self.tour = []

    # ------------------------------------------------------------ where to point
    def point(self):
        rng, app = self.rng, self.app
        w, h = app.size
        r = rng.random()
        top = app.top
        if r < 0.1:      # outside the window, on its edge
            return rng.choice([(-40, rng.randint(0, h)), (w + 30, rng.randint(0, h)),
                               (rng.randint(0, w), -5), (w - 1, h - 1), (0, 0), (w, h)])
        if r < 0.6 and isinstance(top, GameScene) and top.layout is not None:
            rects = self.game_rects(top)
            if rects:
                rect = rng.choice(rects)
                if rect.w > 0 and rect.h > 0:
                    return (rng.randint(rect.left, rect.right - 1), rng.randint(rect.top, rect.bottom - 1))
        if r < 0.7 and top is not None:
            widgets = [e for e in top.elements if getattr(e, "visible", True)]
            if widgets:
                rect = rng.choice(widgets).rect
                return rect.center
        return (rng.randint(0, w - 1), rng.randint(0, h - 1))

    def game_rects(self, scene):
        """Places of the table: the lit ones of a piece in hand, or any piece or drop place."""
        hits = scene.hits
        if scene.hand.moves and self.rng.random() < 0.6:
            return [r for r in (hits.highlight(d) for d in scene.hand.moves) if r is not None]
        return [r for _, r in hits.pieces] + [r for _, r in hits.drops]

    # ------------------------------------------------------------ what to do
    def gesture(self):
        """One random gesture: a list of frames, each a list of events."""
        rng = self.rng
        top = self.app.top
        if isinstance(top, GameScene) and rng.random() < 0.4:
            frames = self.legal_drag(top)
            if frames:
                return frames
        if isinstance(top, DiceTableScene) and rng.random() < 0.4:
            frames = self.dice_drag(top)
            if frames:
                return frames
        r = rng.random()
        if r < 0.22:
            p = self.point()
            return [[motion(p, False), down(p), up(p)]]
        if r < 0.42:
            a, b = self.point(), self.point()
            path = [a] + [(a[0] + (b[0] - a[0]) * k // 4, a[1] + (b[1] - a[1]) * k // 4) for k in (1, 2, 3)]
            frames = [[down(a)]] + [[motion(p)] for p in path[1:]] + [[motion(b)]]
            if rng.random() < 0.25:    # something else happens mid-drag
                frames.insert(rng.randint(1, len(frames)), self.noise())
            if rng.random() < 0.9:
                frames.append([up(b)])
            return frames
        if r < 0.47:
            p = self.point()
            return [[down(p), up(p), down(p), up(p)]]
        if r < 0.52:
            p = self.point()
            return [[rng.choice([up(p), motion(p), down(p, rng.choice([2, 3, 4, 5])),
                                 up(p, rng.choice([2, 3])), down(p)])]]
        if r < 0.78:
            pool = GAME_KEYS if isinstance(self.app.top, GameScene) and rng.random() < 0.6 else KEYS
            k = rng.choice(pool)
            name = pygame.key.name(k)
            uni = name if len(name) == 1 else ""
            return [[keydown(k, uni), keyup(k)]]
        if r < 0.84:
            return [[ev(pygame.TEXTINPUT, text=rng.choice(TEXTS))]]
        if r < 0.9:
            y = rng.choice([-3, -1, 1, 2])
            return [[ev(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                        touch=False, which=0)]]
        if r < 0.93:
            return [[self.resize()]]
        if r < 0.95:
            return [[ev(rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED,
                                    pygame.WINDOWLEAVE, pygame.WINDOWENTER]))]]
        return [[]]       # an empty frame: time passes

    def legal_drag(self, scene):
        """A drag from a piece the player may move to one of its legal places,
        so that games go on (and undo, unloading and the end get reached)."""
        if not scene.interactive() or scene.layout is None:
            return None
        scene.choreo.finish()
        pieces = scene.affordances.pieces()
        if not pieces:
            return None
        src = self.rng.choice(pieces)
        return self.drag_between(scene.hits.point(src),
                                 scene.hits.point(self.rng.choice(list(scene.affordances.drops(src)))))

    def dice_drag(self, scene):
        """A legal move of the dice game dragged from its piece to its place (maybe noisily)."""
        legal = scene.legal() if scene.interactive() else []
        if not legal:
            return None
        piece, drop = scene.session.rules.gesture_of(scene.state, self.rng.choice(legal))
        return self.drag_between(scene.hits.point(piece), scene.hits.point(drop))

    def drag_between(self, a, b):
        """The frames of a drag from a to b, sometimes with noise on the way (None: no place)."""
        if a is None or b is None:
            return None
        frames = [[down(a)], [motion((a[0] + 9, a[1] + 9))], [motion(b)]]
        if self.rng.random() < 0.3:
            frames.insert(2, self.noise())
        return frames + [[up(b)]]

    def noise(self):
        rng = self.rng
        return rng.choice([[keydown(pygame.K_ESCAPE)], [self.resize()], [down(self.point())],
                           [up(self.point())], [keydown(pygame.K_u)], [keydown(pygame.K_TAB)],
                           [keydown(pygame.K_h)], [keydown(pygame.K_F11)]])

    def resize(self):
        w, h = self.rng.choice(SIZES)
        return ev(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)

    # ------------------------------------------------------------ jumping between screens
    def hop(self):
        """Put a chosen screen on top, so every one gets its share of events."""
        from zooloretto.ui.scenes.howto import HowToScene
        from zooloretto.ui.scenes.load import LoadScene
        from zooloretto.ui.scenes.new_game import NewGameScene
        from zooloretto.ui.scenes.pause import PauseScene
        from zooloretto.ui.scenes.results import ResultsScene
        from zooloretto.ui.scenes.settings import SettingsScene
        app, rng = self.app, self.rng
        if not self.tour:      # every screen once per round, in a random order
            self.tour = ["title", "new", "game", "game", "last_round", "pause", "load", "settings",
                         "howto", "results", "dice"]
            rng.shuffle(self.tour)
        where = self.tour.pop()
        if where == "last_round":     # bots finish the game (the end arrives mid-gesture)
            session = random_session(rng, bots=True, advance=10**6)
            app.reset(TitleScene(app))
            app.push(GameScene(app, session))
        elif where == "title":
            app.reset(TitleScene(app))
        elif where == "new":
            app.push(NewGameScene(app))
        elif where == "game" or (where == "pause" and not isinstance(app.top, TABLES)):
            session = random_session(rng)
            session.autosave()
            app.reset(TitleScene(app))
            app.push(GameScene(app, session))
        elif where == "dice":
            app.reset(TitleScene(app))
            app.push(DiceTableScene(app, random_dice_session(rng)))
        elif where == "pause":
            app.push(PauseScene(app, app.top.session))
        elif where == "load":
            app.push(LoadScene(app))
        elif where == "settings":
            app.push(SettingsScene(app))
        elif where == "howto":
            app.push(HowToScene(app))
        elif where == "results":
            app.push(ResultsScene(app, random_session(rng, advance=10**7)))

    # ------------------------------------------------------------ the run
    def step(self, events):
        app = self.app
        events = events + [e for e in pygame.event.get() if e.type != pygame.QUIT]
        self.events += len(events)
        app.step(events, self.rng.choice(DTS))
        top = app.top
        if top is not None:
            self.scenes_seen.add(type(top).__name__)
        for scene in app.stack:
            if isinstance(scene, TABLES):
                self.sessions[id(scene.session)] = scene.session
        if not app.running or not app.stack:      # a Quit button: start again at the title
            self.restarts += 1
            app.running = True
            app.reset(TitleScene(app))

    def run(self, n):
        next_hop = 0
        while self.events < n:
            if self.events >= next_hop:
                self.hop()
                self.scenes_seen.add(type(self.app.top).__name__)
                next_hop = self.events + self.rng.randint(*HOPS)
            frames = self.gesture()
            for frame in frames:
                self.step(frame)
            last = frames[-1][-1] if frames[-1] else None
            top = self.app.top
            if last is not None and last.type == pygame.MOUSEBUTTONUP and last.button == 1 \
                    and isinstance(top, GameScene):
                assert not top.hand.drag.active, "a piece stayed in hand after the button was released"


@pytest.fixture
def sandbox(tmp_path, monkeypatch):
    # bots answer at once, in this process: a seed replays the same run. (The dice bot's
    # iterations are its search depth in turns: 1 keeps the monkey quick.)
    monkeypatch.setattr(GameScene, "default_runner", staticmethod(lambda: SyncRunner(iterations=8)))
    monkeypatch.setattr(DiceTableScene, "default_runner", staticmethod(lambda: SyncRunner(iterations=1)))
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    monkeypatch.setattr(Job, "inline", True)     # the History reads at once: no thread's timing
    yield tmp_path
    paths.set_saves_dir(None)
    set_language("en")


def assert_sound(session):
    (check_dice_state if session.game == "dice" else check_state)(session.state)
    assert session.record.replay().to_json() == session.state.to_json()


def assert_table_moves_on(app):
    """A bot to move must move: run frames until it does (a stuck table fails)."""
    scene = app.top
    if not isinstance(scene, TABLES) or scene.state.game_over or not scene.is_bot(scene.state.current):
        return
    scene.confirm is None or scene.close_confirm(False)
    n = len(scene.session.record.actions)
    for _ in range(200):
        if app.top is not scene:
            return
        app.step([], 1 / 30)
        if len(scene.session.record.actions) != n or scene.state.game_over:
            return
    assert app.top is not scene, "a bot never moved"


def monkey_run(seed, events):
    rng = random.Random(seed)
    app = App(size=(1280, 800), settings=Settings(language="en", animation_speed=rng.choice(
        ["off", "fast", "normal", "slow"]), confirm_money_actions=rng.random() < 0.5))
    pygame.event.clear()                 # nothing left over from an earlier window
    app.reset(TitleScene(app))
    monkey = Monkey(app, rng)
    monkey.run(events)
    return app, monkey


@pytest.mark.matrix(k=1, cover=())          # the quick run lets one monkey loose (--full: all)
@pytest.mark.parametrize("seed", SEEDS)
def test_monkey(sandbox, seed):
    app, monkey = monkey_run(seed, RUN_EVENTS)
    assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]
    assert_table_moves_on(app)
    if EVENTS >= 2000:        # a whole tour of the screens fits in that many
        assert monkey.scenes_seen >= {"TitleScene", "NewGameScene", "TableScene", "PauseScene",
                                      "LoadScene", "SettingsScene", "HowToScene", "ResultsScene",
                                      "DiceTableScene"}
    for session in monkey.sessions.values():
        assert_sound(session)
    for scene in app.stack:
        if isinstance(scene, TABLES):
            scene.turns.cancel()
    print(f"seed {seed}: {monkey.events} events, {len(monkey.sessions)} games, "
          f"{sum(len(s.record.actions) for s in monkey.sessions.values())} actions in them, "
          f"{sum(s.state.game_over for s in monkey.sessions.values())} ended, "
          f"{monkey.restarts} restarts, screens {sorted(monkey.scenes_seen)}")


def test_the_monkey_repeats_itself_from_its_seed(sandbox, monkeypatch):
    def run(folder):
        paths.set_saves_dir(sandbox / folder)      # each run starts from empty folders
        seeds = random.Random(0)                   # new games' seeds come from the system: fix them
        monkeypatch.setattr(random, "SystemRandom", lambda: seeds)
        app, monkey = monkey_run(7, quick(600, 300))     # the quick run: 300 events twice
        games = sorted(str(s.record.actions_json()) for s in monkey.sessions.values())
        return monkey.events, sorted(monkey.scenes_seen), games, app.size
    assert run("first") == run("second")
