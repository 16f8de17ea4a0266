"""The Statistics' best Zoomaka zoo shows a section as complete (in bold) when the rules say
it is: the screen reads the rules' standing and never weighs animals against sizes itself."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from zooloretto.ui import art
from zooloretto.ui.zoomaka import portrait
from zooloretto.ui.zoomaka.words import type_name
from zooloretto.zoomaka.rules import scoring

from tests.zoomaka_helpers import game, give


def test_the_best_zoomaka_zoo_marks_the_sections_the_rules_call_complete(monkeypatch):
    pygame.init()
    s = game(2, seed=5)
    give(s, 0, zoo={"bird": ["bird-1"], "ocean": ["ocean-1", "ocean-2"]})     # neither is full
    real = scoring.standing

    def said_complete(player):          # as if the rules called the bird section complete
        out = real(player)
        out["complete"] = ["bird"]
        return out
    monkeypatch.setattr(scoring, "standing", said_complete)
    drawn = {}
    monkeypatch.setattr(portrait, "draw_text", lambda surface, words, font, *a, **k: drawn.update({words: font}))
    portrait.player_picture(s, 0, (90, 90, 90), (400, 300))
    bold, plain = art.font(portrait.FONT_SIZE, True), art.font(portrait.FONT_SIZE)
    font_of = {words.rsplit(" ", 1)[0]: font for words, font in drawn.items()}    # "Birds 1/4" -> "Birds"
    assert font_of == {type_name("bird"): bold, type_name("ocean"): plain}
