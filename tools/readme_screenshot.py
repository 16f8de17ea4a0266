#!/usr/bin/env python3
"""Render the table for the README: a 4-player game in progress, with a tile in
hand and its legal targets lit, the table log full. python3 tools/readme_screenshot.py OUT.png"""
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from zooloretto import paths  # noqa: E402
from zooloretto.zoo.bots import make_bot  # noqa: E402
from zooloretto.zoo.rules.view import public_view  # noqa: E402


def main(out):
    paths.set_saves_dir(tempfile.mkdtemp())
    config = Path(tempfile.mkdtemp())
    paths.config_dir = lambda: config
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.session import GameSession, Seat
    from zooloretto.zoo.rules import Loc
    from zooloretto.ui.zoo.scene import TableScene
    from zooloretto.ui.kit.turns import SyncRunner
    from zooloretto.ui import art
    colours = art.player_colours()
    names = ["Ana", "Bruno", "Clara", "Dimitri"]
    session = GameSession.new([Seat(n, "human", None, colours[i]) for i, n in enumerate(names)], seed=2024)
    settings = Settings()
    settings.animation_speed = "off"
    app = App(size=(1280, 800), settings=settings)
    scene = TableScene(app, session, runner=SyncRunner, hand_overs=False)   # one player at the screen
    app.push(scene)
    bot = make_bot("medium", seed=1)
    # Medium bots play every seat through the scene until Ana is unloading a truck in round 5.
    while not (session.state.round >= 5 and session.state.current == 0 and session.state.pending):
        scene.perform(bot.choose(public_view(session.state)))
        app.step([])
    for _ in range(3):
        app.step([])
    # Pick up Ana's first truck tile and hold it over her zoo.
    truck = session.state.zoos[0].truck
    start = scene.hits.point(Loc("truck", index=truck, slot=len(session.state.trucks[truck].blocked)))
    over = scene.hits.point(Loc("enclosure", 0, 1))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    for k in range(1, 6):
        p = (start[0] + (over[0] - start[0]) * k // 6, start[1] + (over[1] - start[1]) * k // 6)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))])
    pygame.image.save(app.screen, out)
    print("wrote", out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/table.png")
