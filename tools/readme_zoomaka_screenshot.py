#!/usr/bin/env python3
"""Render the Zoomaka table for the README: a 3-player game in progress (Ana against two
computer players), a card of Ana's hand picked up with the places it may go lit, and the
game log open beside the zoos. python3 tools/readme_zoomaka_screenshot.py OUT.png"""
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SEED, TURNS = 11, 13


def main(out):
    import pygame
    from zooloretto import paths
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession, Seat
    from zooloretto.zoomaka.bots import make_bot
    from zooloretto.zoomaka.rules import public_view
    from zooloretto.zoomaka.rules.places import Loc
    paths.set_saves_dir(tempfile.mkdtemp())
    seats = [Seat("Ana"), Seat("Bruno", "bot", "medium"), Seat("Cleo", "bot", "medium")]
    session = GameSession.new(seats, seed=SEED, game="zoomaka")
    table = Table.open(session=session, size=(1280, 800))
    ana = make_bot("medium", seed=1, iterations=30)
    while session.state.turn < TURNS and not session.state.game_over:
        table.bots_move()
        if session.state.current == 0 and not session.state.game_over:
            session.play(ana.choose(public_view(session.state)))
    table.bots_move()
    while session.state.current != 0 or session.state.used:
        session.play(ana.choose(public_view(session.state))) if session.state.current == 0 else table.bots_move()
    scene = table.scene
    table.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="", scancode=0)])
    scene.hand.selected = next(Loc("hand", 0, slot=k) for k, c in enumerate(session.state.players[0].hand)
                               if scene.hand.drops().get(Loc("hand", 0, slot=k)))
    table.app.step([])
    table.screenshot(out)
    table.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/zoomaka-table.png")
