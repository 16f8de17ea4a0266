"""A language chosen in Settings over a table (Menu, Settings, a language, Back, Resume)
leaves no word of the old language on either game's table: the table switched looks
exactly like the same game opened in the new language (score badges, the log's history,
the bar's prompt, a tooltip), and a message said in the old language is gone. Headless
tables driven through the real menus."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from helpers import drawn_texts
from menu_helpers import click
from zooloretto import paths
from zooloretto.dice.rules import legal_actions as dice_legal
from zooloretto.dice.rules.places import Loc as DiceLoc
from zooloretto.zoo.rules import legal_actions
from zooloretto.zoo.rules.places import Loc
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoo import render
from zooloretto.ui.text import language

NAMES = ["Ana", "Bruno", "Clara"]
COLOURS = [(0, 114, 178), (230, 159, 0), (0, 158, 115)]


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch):
    """The language chosen is saved: in this test's folder, never the player's."""
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")


def session_of(game, steps, seed=3):
    session = GameSession.new([Seat(n, colour=c) for n, c in zip(NAMES, COLOURS)], seed=seed, game=game)
    legal = dice_legal if game == "dice" else legal_actions
    rng = random.Random(seed)
    for _ in range(steps):
        session.play(rng.choice(legal(session.state)))
    return session


def switch_language(t, lang):
    """Menu, Settings, the language, Back, Resume: as a player switches at the table."""
    assert t.press("menu")
    assert t.app.top.screen_name == "pause"
    for name in ("settings", "lang_" + lang, "back", "resume"):
        click(t.app, name)
    assert t.app.top is t.scene and language() == lang
    t.app.step([])


def pixels(t):
    return pygame.image.tobytes(t.app.screen, "RGB")


def refuse_a_drop(t, piece, drop):
    """A drop the rules refuse: its reason stands on the table, in the language of the moment."""
    hits = t.scene.hits
    assert t.drag(hits.point(piece), hits.point(drop)) == [] and t.refusal is not None


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_board_table_switched_looks_like_the_game_opened_in_that_language(tmp_path, monkeypatch, lang):
    session = session_of("zoo", 40)
    t = Table.open(session=session, saves_dir=tmp_path)
    try:
        seat = t.scene.viewer
        badge = t.scene.layout.zoo.score.center         # the score badge on the zoo's name plate
        english_tip = t.hover(badge)
        assert english_tip, "the score badge has a tooltip"
        refuse_a_drop(t, Loc("truck", index=0), Loc("zoo", seat))
        assert t.scene.overlays.message is not None
        drawn = drawn_texts(monkeypatch, render, "blit_text")
        t.app.invalidate(), t.app.step([])
        english = {s for s in drawn if any(c.isalpha() for c in s) and s not in NAMES}
        assert len(english) >= 3                    # the bar: the round, whose turn, the prompt
        switch_language(t, lang)
        drawn.clear()
        tip = t.hover(badge)
        assert t.scene.overlays.message is None     # the refusal was said in English
        assert tip and tip != english_tip
        switched = pixels(t)
        assert not english & set(drawn)
    finally:
        t.close()
    fresh = Table.open(session=session, saves_dir=tmp_path, language=lang)
    try:
        assert fresh.hover(badge) == tip
        assert pixels(fresh) == switched
    finally:
        fresh.close()


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_dice_table_switched_looks_like_the_game_opened_in_that_language(tmp_path, lang):
    session = session_of("dice", 30)
    t = Table.open(session=session, saves_dir=tmp_path)
    try:
        assert t.state.rolled                       # a rolled die: it goes on a truck, not a sheet
        refuse_a_drop(t, DiceLoc("tray", slot=t.state.rolled_slots[0]), DiceLoc("sheet", t.scene.viewer))
        t.key(pygame.K_l)                           # the log open: its history
        sheet = t.scene.layout.rect(DiceLoc("sheet", t.scene.viewer)).center
        english_tip = t.hover(sheet)
        assert t.scene.message is not None
        english_log = [line.text for line in t.scene.log.lines()]
        switch_language(t, lang)
        assert t.scene.message is None              # said in English
        tip = t.hover(sheet)
        assert tip and tip != english_tip
        lines = [line.text for line in t.scene.log.lines()]
        assert len(lines) == len(english_log) > 10 and not set(lines) & set(english_log)
        switched = pixels(t)
    finally:
        t.close()
    fresh = Table.open(session=session, saves_dir=tmp_path, language=lang)
    try:
        fresh.key(pygame.K_l)
        assert fresh.hover(sheet) == tip
        assert pixels(fresh) == switched
    finally:
        fresh.close()
