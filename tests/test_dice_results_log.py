"""The dice game's results screen shows the game's log on demand: its Log button (or L)
puts the log in the score table's place, in the player's language, the wheel and the
arrows go back to older lines, and the button (now "Scores") brings the table back."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from zooloretto.dice.rules import legal_actions
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import set_language, tr


def finished(seed=10):
    session = GameSession.new([Seat("Ana"), Seat("Bruno", "bot", "easy"), Seat("Clara", "bot", "easy")],
                              seed=seed, game="dice")
    rng = random.Random(3)
    while not session.state.game_over:
        session.play(rng.choice(legal_actions(session.state)))
    return session


def click(app, rect):
    pos = rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    for e in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        pygame.event.post(e)
        app.step(pygame.event.get())
    for _ in range(3):
        app.step(pygame.event.get())


def key(app, k):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
    app.step([])


@pytest.mark.parametrize("lang", ["en", "de", "fr", "ru"])
def test_the_results_log_button_shows_the_log_and_brings_the_scores_back(lang):
    session = finished()
    t = Table.open(session=session, size=(1024, 640), language=lang)
    try:
        t.app.open("dice_results", session, how="replace")
        t.app.step([])
        scene = t.app.top
        scores = pygame.image.tobytes(t.app.screen, "RGB")
        button = scene.named["log"]
        assert button.text == "dice.button.log" and tr("dice.button.log") != "dice.button.log"
        click(t.app, button.rect)
        assert scene.showing_log and scene.named["log"].text == "dice.results.scores"
        assert tr("dice.results.scores") != "dice.results.scores"      # said in every language
        lines = scene.log_lines()
        names = [s.name for s in session.state.sheets]
        assert len(lines) > 20 and scene.log_drawn >= 10
        assert all(names[s] in text for s, text, _ in lines if s is not None)
        assert not any("dice.log" in text or "%{" in text for _, text, _ in lines)
        assert pygame.image.tobytes(t.app.screen, "RGB") != scores
        click(t.app, scene.named["log"].rect)
        assert not scene.showing_log
        assert pygame.image.tobytes(t.app.screen, "RGB") == scores
    finally:
        t.close()
        set_language("en")


def test_the_l_key_and_the_arrows_page_through_the_results_log():
    session = finished(seed=11)
    t = Table.open(session=session, size=(1280, 800))
    try:
        t.app.open("dice_results", session, how="replace")
        t.app.step([])
        scene = t.app.top
        key(t.app, pygame.K_l)
        assert scene.showing_log
        newest = pygame.image.tobytes(t.app.screen, "RGB")
        key(t.app, pygame.K_PAGEUP)
        assert scene.log_back == 5 and pygame.image.tobytes(t.app.screen, "RGB") != newest
        t.app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
        t.app.step([])
        assert scene.log_back == 3
        for _ in range(40):
            key(t.app, pygame.K_DOWN)
        assert scene.log_back == 0 and pygame.image.tobytes(t.app.screen, "RGB") == newest
        key(t.app, pygame.K_l)
        assert not scene.showing_log
    finally:
        t.close()
