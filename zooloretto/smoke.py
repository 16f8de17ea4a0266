"""`zooloretto --smoke`: a headless self-test of an installation or a build.

It walks the real scenes the way a player would, with posted mouse events
through `App.step`: title -> new game (every seat a bot) -> a whole bot game
on the table -> results -> back to the title -> quit. One line per stage on
stdout; any failure prints the reason and returns 1. Saves and settings go
to a throw-away folder, never the player's own.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

SEED = 2024                   # a fixed deal: a failing run can be replayed
WINDOW = (1280, 800)
BOT_LEVELS = ("easy", "easy", "medium")   # seats, in order
BOT_BUDGET = 0.05             # seconds a medium bot may think per move
GAME_SECONDS = 240.0          # the whole game must end within this wall time...
GAME_FRAMES = 60_000          # ...and within this many frames
MENU_FRAMES = 30              # frames a menu click may take to show its scene


class SmokeFailure(Exception):
    """A stage did not do what a player would expect."""


def say(text: str) -> None:
    print(f"smoke: {text}", flush=True)


def run_smoke(args=None, started: float | None = None) -> int:
    """The whole self-test; 0 when every stage passed, 1 (with the reason) otherwise."""
    started = time.perf_counter() if started is None else started
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory(prefix="zooloretto-smoke-") as tmp:
        restore = _private_folders(Path(tmp))
        try:
            _walk(Path(tmp), started)
            _play_tables(Path(tmp))
        except SmokeFailure as e:
            say(f"FAILED: {e}")
            return 1
        except Exception as e:      # a crash anywhere is a failed smoke test, with its trace
            traceback.print_exc()
            say(f"FAILED: {type(e).__name__}: {e}")
            return 1
        finally:
            restore()
            _quit_pygame()
    say(f"all stages passed in {time.perf_counter() - started:.1f} s")
    return 0


def _private_folders(tmp: Path):
    """Point saves and settings at `tmp`; returns a function that undoes it.

    Patching paths' functions works the same on every system, where the
    environment variables platformdirs reads differ per system.
    """
    from . import paths
    old_saves = paths._saves_override
    old_config = paths.config_dir
    paths.set_saves_dir(tmp / "saves")
    paths.config_dir = lambda: tmp / "config"

    def restore():
        paths.set_saves_dir(old_saves)
        paths.config_dir = old_config
    return restore


def _quit_pygame():
    try:
        import pygame
        pygame.quit()
    except Exception:
        pass


# ---------------------------------------------------------------- driving the app

class Driver:
    """Steps the app frame by frame and clicks widgets like a mouse would."""

    def __init__(self, app):
        self.app = app
        self.frames = 0

    def frame(self, events=(), dt: float = 1 / 60):
        import pygame
        # pygame-gui posts its own events (a button was pressed) to the queue.
        self.app.step([*events, *pygame.event.get()], dt)
        self.frames += 1

    def click(self, name: str):
        import pygame
        scene = self.app.top
        element = getattr(scene, "named", {}).get(name)
        if element is None:
            raise SmokeFailure(f"{type(scene).__name__} has no '{name}' widget")
        if not element.is_enabled:
            raise SmokeFailure(f"the '{name}' button of {type(scene).__name__} is disabled")
        pos = element.rect.center
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        self.frame()      # pygame-gui's "button pressed" arrives on the next frame

    def until(self, done, what: str, frames: int = MENU_FRAMES):
        for _ in range(frames):
            if done():
                return
            self.frame()
        if not done():
            raise SmokeFailure(f"{what} did not happen within {frames} frames "
                               f"(top scene: {type(self.app.top).__name__})")


def _check_files():
    """What a build may forget without any scene noticing: pictures, theme, texts, fonts, examples."""
    from . import paths
    from .zoo.rules.saves import SaveError, read
    from .ui import art
    from .ui.text import tr
    pictures = list(art.TWEMOJI_DIR.glob("*.svg"))
    if not pictures:
        raise SmokeFailure(f"no pictures in {art.TWEMOJI_DIR}")
    theme = paths.assets_dir() / "theme.json"
    if not theme.is_file():
        raise SmokeFailure(f"the menu theme {theme} is missing")
    if tr("title.game_name") == "title.game_name":
        raise SmokeFailure("the English texts (zooloretto/locales) are missing")
    for bold in (False, True):
        if art._font_file(bold) is None:
            raise SmokeFailure("the Noto Sans font is missing (pygame-gui's data)")
    examples = sorted(paths.example_saves_dir().glob("*.json"))
    if not examples:
        raise SmokeFailure(f"no example games in {paths.example_saves_dir()}")
    for path in examples:
        try:
            read(path)
        except SaveError as e:
            raise SmokeFailure(f"example game {path.name} does not load: {e}") from None
    say(f"files ok: {len(pictures)} pictures, theme, texts, fonts, {len(examples)} example games")


def _walk(tmp: Path, started: float):
    from .zoo.rules import final_scores
    from .ui.app import App
    from .ui.zoo.scene import TableScene
    from .ui.kit.turns import Turns
    from .ui.scenes.new_game import NewGameScene
    from .ui.scenes.results import ResultsScene
    from .ui.settings import Settings
    from .ui.scenes.title import TitleScene
    from . import paths

    _check_files()
    settings = Settings(language="en", animation_speed="off", sound=False, window_size=WINDOW)
    app = App(size=WINDOW, settings=settings)
    drive = Driver(app)

    # Title --------------------------------------------------------------------
    app.push(TitleScene(app))
    drive.frame()
    if not isinstance(app.top, TitleScene):
        raise SmokeFailure("the title screen is not shown at start")
    say(f"title ok (first frame {time.perf_counter() - started:.2f} s after start)")

    # New game: every seat a bot ---------------------------------------------------
    drive.click("new_game")
    drive.until(lambda: isinstance(app.top, NewGameScene), "opening the new game screen")
    form = app.top
    while len(form.seats) < len(BOT_LEVELS):
        drive.click("add_seat")
    while len(form.seats) > len(BOT_LEVELS):
        drive.click(f"remove_{len(form.seats) - 1}")
    for i, level in enumerate(BOT_LEVELS):
        if not form.seats[i].is_bot:
            drive.click(f"kind_{i}")
        for _ in range(5):
            if form.seats[i].level == level:
                break
            drive.click(f"level_{i}")
        if not (form.seats[i].is_bot and form.seats[i].level == level):
            raise SmokeFailure(f"seat {i + 1} could not be made a {level} bot")
    form.named["seed"].set_text(str(SEED))
    names = [s.name for s in form.seats]
    say(f"new game ok: {len(names)} bots ({', '.join(BOT_LEVELS)}), seed {SEED}")

    default_budget = Turns.bot_time_budget
    Turns.bot_time_budget = BOT_BUDGET         # class default: start_game builds the scene
    try:
        drive.click("start")
        drive.until(lambda: isinstance(app.top, TableScene),
                    f"starting the game ({form.error or 'no message'})")
    finally:
        Turns.bot_time_budget = default_budget
    table = app.top
    table.turns.bot_time_budget = BOT_BUDGET   # the instance keeps it once the class default is back
    session = table.session
    if session.state.seed != SEED:
        raise SmokeFailure("the game did not use the seed typed into the form")

    # The whole game, bots only -----------------------------------------------------
    game_start = time.perf_counter()
    frames_before = drive.frames
    while not isinstance(app.top, ResultsScene):
        if not app.running:
            raise SmokeFailure("the app stopped in the middle of the game")
        elapsed = time.perf_counter() - game_start
        if elapsed > GAME_SECONDS or drive.frames - frames_before > GAME_FRAMES:
            raise SmokeFailure(
                f"the game did not end within {GAME_SECONDS:.0f} s / {GAME_FRAMES} frames "
                f"({drive.frames - frames_before} frames, {len(session.record.actions)} actions, "
                f"round {session.state.round})")
        drive.frame()
        if table.turns.runner.thinking:
            time.sleep(0.001)      # let the bot thread have the interpreter
    state = session.state
    if not state.game_over:
        raise SmokeFailure("the results were shown before the game was over")
    scores = final_scores(state)
    winners = [names[i] for i in scores["winners"]]
    say(f"game over after {len(session.record.actions)} actions, {drive.frames - frames_before} frames, "
        f"{time.perf_counter() - game_start:.1f} s; winners {winners}")
    autosaves = list(paths.autosave_dir().glob("autosave-*.json"))
    if not autosaves or tmp not in paths.autosave_dir().parents:
        raise SmokeFailure("no autosave was written in the smoke test's own folder")

    # Results, back to the title, quit ---------------------------------------------------
    results = app.top
    drive.frame()
    totals = [p["total"] for p in results.scores["players"]]
    say(f"results ok: totals {totals}")
    drive.click("to_title")
    drive.until(lambda: isinstance(app.top, TitleScene), "going back to the title")
    if not app.top.named["continue"].is_enabled:
        raise SmokeFailure("the title offers no Continue although the game was autosaved")
    drive.click("quit")
    drive.until(lambda: not app.running, "quitting from the title")
    say("quit ok")


TABLE_MOVES = 6


def _play_tables(tmp: Path):
    """A few moves of the dice game, of Zoomaka and of the board game with every expansion,
    dragged on the headless table: what a build may forget only these tables read (the dice
    game's and Zoomaka's texts, rules and card data, each expansion's boards)."""
    from . import paths
    from .zoo.rules.hooks import EXPANSIONS
    from .ui.headless import Table
    from .ui.session import GameSession, Seat
    from .ui.text import tr
    for key, whose, where in (("dice.bonuses_open", "the dice game's", "dice"),
                              ("zoomaka.pile.draw", "Zoomaka's", "zoomaka")):
        if tr(key, count=1) == key:
            raise SmokeFailure(f"{whose} texts (zooloretto/locales/{where}.*.json) are missing")
    seats = [Seat("Ana"), Seat("Bot", "bot", "easy")]
    games = (("the dice game", dict(game="dice")),
             ("Zoomaka", dict(game="zoomaka")),
             (f"the board game with {', '.join(EXPANSIONS)}", dict(expansions=list(EXPANSIONS))))
    for what, options in games:
        if "expansions" in options and len(EXPANSIONS) < 4:
            raise SmokeFailure(f"only {len(EXPANSIONS)} expansions are known: {', '.join(EXPANSIONS)}")
        table = Table.open(session=GameSession.new(seats, seed=SEED, **options), size=WINDOW,
                           saves_dir=tmp / "tables")
        try:
            moves = 0
            while moves < TABLE_MOVES and not table.state.game_over:
                table.bots_move()
                legal = table.legal()
                if not legal:
                    break
                dragged = [a for a in legal if getattr(a, "type", None) != "pass"]   # (Zoomaka's: a button)
                if not dragged:
                    if not table.press("pass"):
                        raise SmokeFailure(f"{what}: no Pass button to let it happen")
                    continue
                action = dragged[moves % len(dragged)]
                src, dst = table.where(action)
                if not (table.drag(src, dst) or _chosen(table, action)):
                    raise SmokeFailure(f"{what}: dragging {action} was refused ({table.refusal})")
                moves += 1
            if moves < TABLE_MOVES:
                raise SmokeFailure(f"{what}: only {moves} moves could be made")
            table.app.step([])
        finally:
            table.close()
            paths.set_saves_dir(tmp / "saves")
        say(f"{what} ok: {moves} moves dragged on the table")


def _chosen(table, action) -> bool:
    """A drop of several meanings (Zoomaka asks "Which one?"): the choice that is `action`."""
    if getattr(table.scene, "dialog", None) is None:
        return False
    from .zoomaka.rules.gestures import choices
    from .ui.zoomaka.words import choice_labels
    found = choices(table.state, *table.scene.session.rules.gesture_of(table.state, action))
    return action in found and table.press(choice_labels(found, table.scene.names())[found.index(action)])


def main() -> int:     # python -m zooloretto.smoke
    return run_smoke()


if __name__ == "__main__":
    sys.exit(main())
