#!/usr/bin/env python3
"""Render every menu scene and the table to PNG files.

    python tools/screenshots.py OUTDIR [--lang en] [--size 1280x800]

Runs headless in a throw-away saves and config folder, so nothing of the
player's is touched. Prints a note for any shot it cannot take.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def random_play(session, steps=None, rng=None, until=None):
    """Play random legal actions (moves first, money rarely) until the game ends or `steps`."""
    from zooloretto.zoo.rules import legal_actions
    from zooloretto.zoo.rules import actions as A
    rng = rng or random.Random(1)
    n = 0
    while not session.state.game_over and (steps is None or n < steps):
        if until is not None and n and until(session.state):
            break
        acts = legal_actions(session.state)
        core = [a for a in acts if not isinstance(a, A.MONEY_ACTIONS)]
        pool = core if core and rng.random() < 0.9 else acts
        session.record.play(rng.choice(pool))
        n += 1
    return session


def random_play_any(session, steps, seed=2):
    """Random legal moves in a game of either kind (the dice game or the board game)."""
    rng = random.Random(seed)
    for _ in range(steps):
        if session.state.game_over:
            break
        session.record.play(rng.choice(session.rules.legal(session.state)))
    return session


def seats(n, bots=True):
    from zooloretto.ui.session import Seat
    from zooloretto.ui.kit import player_colours
    names = ["Ana", "Bruno", "Clara", "Dimitri", "Elsa"]
    return [Seat(names[i], "bot", "medium", player_colours()[i]) if bots and i else
            Seat(names[i], colour=player_colours()[i]) for i in range(n)]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("outdir")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args(argv)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(v) for v in args.size.lower().split("x"))

    tmp = Path(tempfile.mkdtemp(prefix="zoo-shots-"))
    from zooloretto import paths
    paths.set_saves_dir(tmp / "saves")
    paths.config_dir = lambda: tmp / "config"

    import pygame
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.session import GameSession

    settings = Settings()
    settings.language = args.lang
    app = App(size=size, settings=settings)
    app.set_language(args.lang)

    def shot(name, frames=3):
        for _ in range(frames):
            app.step(pygame.event.get())
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        print(path)

    # some saves for the Load screen: a game in progress, a finished one, a damaged file
    mid = random_play(GameSession.new(seats(4), seed=21), steps=60, rng=random.Random(2))
    mid.save_as("Sunday with the kids")
    done = random_play(GameSession.new(seats(5), seed=5), rng=random.Random(3))
    done.save_as("Club night")
    (paths.saves_dir() / "broken.json").write_text('{"format": "zooloretto-save", "version": 1, "setup"')
    mid.autosave()
    dice = GameSession.new(seats(3), seed=5, game="dice")
    random_play_any(dice, 60)
    dice.save_as("Dice after dinner")
    options = GameSession.new(seats(4), seed=5, expansions=["savings-book", "petting-zoo", "buildings", "polar-bear"])
    random_play_any(options, 80)
    options.save_as("All four expansions")

    from zooloretto.ui.scenes.title import TitleScene
    from zooloretto.ui.scenes.new_game import NewGameScene
    from zooloretto.ui.scenes.load import LoadScene
    from zooloretto.ui.scenes.settings import SettingsScene
    from zooloretto.ui.scenes.howto import HowToScene, TOPICS
    from zooloretto.ui.scenes.results import ResultsScene
    from zooloretto.ui.scenes.pause import PauseScene

    app.reset(TitleScene(app))
    shot("01-title")
    scene = NewGameScene(app)
    app.push(scene)
    scene.add_seat()
    shot("02-new-game")
    scene.named["name_2"].set_text(scene.seats[1].name)
    scene.start()
    shot("02b-new-game-error")
    app.reset(TitleScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    scene.show_tab("expansions")
    scene.toggle_expansion("savings-book")
    scene.toggle_expansion("polar-bear")
    shot("02c-new-game-expansions")
    scene.choose_game("dice")
    shot("02d-new-game-dice")

    # people in every seat, so that nothing moves while the shots are taken
    table = random_play(GameSession.new(seats(5, bots=False), seed=8), steps=140, rng=random.Random(4))
    from zooloretto.ui.zoo.scene import TableScene
    from zooloretto.ui.kit.turns import SyncRunner
    app.reset(TitleScene(app))
    app.push(TableScene(app, table, runner=SyncRunner, hand_overs=False))
    shot("03-table-5-players", frames=40)
    scene = app.top            # the live score: its breakdown when the pointer rests on it
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.layout.zoo.score.center,
                                         rel=(1, 1), buttons=(0, 0, 0)))
    shot("03a-table-live-score-hover", frames=40)
    seat = next(iter(scene.minis))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.minis[seat].pens[1].center,
                                         rel=(1, 1), buttons=(0, 0, 0)))
    shot("03a-table-tooltip-opponent", frames=40)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, size[1] - 2), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    unloading = random_play(GameSession.new(seats(5, bots=False), seed=8), steps=400,
                            rng=random.Random(4), until=lambda s: bool(s.pending))
    app.reset(TitleScene(app))
    game = TableScene(app, unloading, runner=SyncRunner, hand_overs=False)
    app.push(game)
    shot("03b-table-unloading", frames=40)
    piece = next(p for p in game.affordances.pieces() if p.area == "truck")
    start = game.hits.point(piece)
    goal = next((game.hits.point(d) for d in game.affordances.drops(piece) if d.area == "enclosure"),
                None) or (start[0], start[1] - 150)
    mid = ((start[0] + goal[0]) // 2, (start[1] + goal[1]) // 2 + 20)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 10, start[1] - 10), rel=(10, -10),
                                 buttons=(1, 0, 0)),
              pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))])
    shot("04-drag", frames=5)
    app.push(PauseScene(app, table))
    shot("05-pause-over-table")
    app.push(PauseScene(app, table))
    shot("05-pause")
    app.reset(TitleScene(app))
    load = LoadScene(app)
    app.push(load)
    picked = next((e for e in load.entries if e.session and e.kind == "save"), None)
    if picked:
        load.select(picked)
    shot("06-load")
    for stem, name in (("Dice after dinner", "06c-load-dice"), ("All four expansions", "06d-load-expansions")):
        load.select(next(e for e in load.entries if e.path.stem == stem))
        shot(name)
    broken = next((e for e in load.entries if e.error), None)
    if broken:
        load.select(broken)
        shot("06b-load-damaged")
    app.reset(TitleScene(app))
    app.push(SettingsScene(app))
    shot("07-settings")
    for topic, pages in TOPICS.items():
        for i, name in enumerate(pages):
            app.reset(TitleScene(app))
            app.push(HowToScene(app, page=i, topic=topic))
            shot(f"08-howto-{topic}-{i + 1}-{name}")
    app.reset(ResultsScene(app, done))
    shot("09-results")
    app.top.play_again()
    shot("09b-play-again")
    between_turns(app, shot)
    dice_screens(app, shot)
    expansion_screens(app, shot)
    replay_screens(app, shot, (("10-replay", done), ("10b-replay-dice", dice)))
    return 0


def replay_screens(app, shot, games):
    """Replays (History -> Replay) half way through, the chart's point there under the pointer."""
    import pygame
    from zooloretto.ui.scenes.title import TitleScene
    for name, session in games:
        app.reset(TitleScene(app))
        scene = app.open("replay", session)
        middle = len(scene.course.points) // 2
        scene.go(scene.course.points[middle].actions)
        plot = scene.chart.plot(app, scene.chart_rect)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(scene.chart.x_of(plot, middle), plot.centery),
                                             rel=(1, 1), buttons=(0, 0, 0)))
        shot(name)


def expansion_screens(app, shot):
    """The board game with all four expansions: a 5-player table in mid-game, a newborn
    waiting for its place (2 players), and the results with the expansions' rows."""
    import pygame
    from zooloretto.zoo.rules import legal_actions
    from zooloretto.ui.session import GameSession
    from zooloretto.ui.scenes.results import ResultsScene
    from zooloretto.ui.scenes.title import TitleScene
    from zooloretto.ui.zoo.scene import TableScene
    from zooloretto.ui.kit.turns import SyncRunner
    every = ["savings-book", "petting-zoo", "buildings", "polar-bear"]

    def played(n, seed, until):
        session = GameSession.new(seats(n, bots=False), seed=seed, expansions=every)
        rng = random.Random(seed)
        while not session.state.game_over and not until(session.state):
            acts = legal_actions(session.state)
            extra = [a for a in acts if type(a).__name__ in ("Deposit", "BuildRestaurant", "BuildPavilion")]
            session.record.play(rng.choice(extra if extra and rng.random() < 0.4 else acts))
        return session

    for n, seed, until, name in (
            (5, 8, lambda s: s.round >= 4 and not s.pending and not s.decisions, "20-table-expansions-5-players"),
            (3, 4, lambda s: s.round >= 3 and not s.pending and not s.decisions, "20d-table-expansions-3-players"),
            (2, 6, lambda s: s.round >= 3 and not s.pending and not s.decisions, "20e-table-expansions-2-players"),
            (2, 3, lambda s: bool(s.decisions), "20b-table-expansions-newborn")):
        session = played(n, seed, until)
        while session.state.game_over and seed < 60:       # a deal where it happens
            seed += 1
            session = played(n, seed, until)
        app.reset(TitleScene(app))
        app.push(TableScene(app, session, runner=SyncRunner, hand_overs=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, app.size[1] - 2), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        shot(name, frames=40)
    app.reset(ResultsScene(app, played(4, 8, lambda s: False)))
    shot("20c-results-expansions")


def dice_screens(app, shot):
    """The dice game: its table in the middle of a game (dice rolled, waiting for trucks)
    with 2 and 4 players, the last round, and its results."""
    from zooloretto.dice.rules import Roll, legal_actions
    from zooloretto.ui import navigation
    from zooloretto.ui.session import GameSession
    from zooloretto.ui.kit.turns import SyncRunner

    def played(n, seed, steps):
        session = GameSession.new(seats(n), seed=seed, game="dice")
        rng = random.Random(seed)
        for _ in range(steps):
            if session.state.game_over:
                break
            acts = legal_actions(session.state)
            session.record.play(Roll() if Roll() in acts and rng.random() < 0.6 else rng.choice(acts))
        return session

    for n, seed, steps, name in ((2, 3, 17, "10-dice-table-2-players"), (4, 5, 40, "10b-dice-table-4-players"),
                                 (3, 7, 75, "10c-dice-table-late")):
        session = played(n, seed, steps)
        app.reset(navigation.make(app, "dice_table", session, runner=SyncRunner, hold_bots=True,
                                  hand_overs=False))
        shot(name, frames=40)
    done = played(3, 9, 10_000)
    app.reset(navigation.make(app, "dice_results", done))
    shot("11-dice-results")


def between_turns(app, shot):
    """The moments between turns: the hot-seat hand-over, the turn check after the last
    tile, the final round, and the last look at the table before the results."""
    from zooloretto.paths import assets_dir
    from zooloretto.zoo.rules import Place
    from zooloretto.ui.scenes.title import TitleScene
    from zooloretto.ui.session import GameSession
    from zooloretto.ui.zoo.scene import TableScene
    from zooloretto.ui.kit.turns import SyncRunner

    def table(session, **kw):
        app.reset(TitleScene(app))
        scene = TableScene(app, session, runner=SyncRunner, hold_bots=True, **kw)
        app.push(scene)
        return scene

    hot = random_play(GameSession.new(seats(2, bots=False), seed=4), steps=30, rng=random.Random(5),
                      until=lambda s: not s.pending)
    table(hot)
    shot("10-hand-over", frames=5)
    last = random_play(GameSession.new(seats(3), seed=9), steps=400, rng=random.Random(6),
                       until=lambda s: s.current == 0 and len(s.pending) == 1)
    scene = table(last, hand_overs=False)
    app.step([])
    place = next(a for a in scene.affordances.legal if isinstance(a, Place))
    scene.perform(place)
    shot("11-turn-check", frames=5)
    final = GameSession.load(Path(assets_dir()) / "examples" / "4-player-final-round.json")
    table(final, hand_overs=False)
    shot("12-final-round", frames=5)
    over = random_play(GameSession.new(seats(3), seed=12), rng=random.Random(7))
    table(over, hand_overs=False)
    shot("13-last-look", frames=5)
    idea = random_play(GameSession.new(seats(3), seed=15), steps=30, rng=random.Random(8),
                       until=lambda s: s.current == 0 and not s.pending)
    scene = table(idea, hand_overs=False)
    app.step([])
    scene.ask_hint()
    shot("14-hint", frames=5)


if __name__ == "__main__":
    sys.exit(main())
