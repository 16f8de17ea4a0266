"""A card's name in its hand size (118x165, the table at 1280x800) is whole and no smaller
than 9 px in every language: a name of one long word ("Сверхурочные", "Wahrsagerhütte")
cannot be wrapped on two lines, and it used to fall to the least size (7 px) although it
fitted on one line in larger letters."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.ui.text import language, set_language
from zooloretto.ui.zoomaka.card_art import ELLIPSIS, name_lines
from zooloretto.ui.zoomaka.words import card_name
from zooloretto.zoomaka.rules.cards import CARDS

ONE_OF_EACH = sorted({card.rsplit("-", 1)[0]: card for card in CARDS}.values())


@pytest.mark.parametrize("lang", ["en", "de", "fr", "ru"])
def test_every_cards_name_is_whole_and_readable_in_a_hand_card(lang):
    pygame.init()
    before = language()
    set_language(lang)
    try:
        for card in ONE_OF_EACH:
            lines = name_lines(card, 118, 165)
            assert " ".join(words for words, _ in lines) == card_name(card), (card, lines)
            assert not any(ELLIPSIS in words for words, _ in lines), (card, lines)
            assert min(px for _, px in lines) >= 9, (lang, card, lines)
    finally:
        set_language(before)
