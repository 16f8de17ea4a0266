"""How to play Zoomaka (issue #34 item 8): the turn's 1, 2, 3 badges sit above their cards
and no longer cover the cards' names; the Setting cards have a page of their own, with a
picture of the Setting pile, that names each of the six and says one costs no action and
only the top one counts, in the four languages."""
from __future__ import annotations

import pygame
import pytest

from zooloretto.ui.scenes import howto_zoomaka
from zooloretto.ui.scenes.howto import TOPICS
from zooloretto.ui.text import LANGUAGES, set_language, tr
from zooloretto.ui.zoomaka.words import card_name
from zooloretto.zoomaka.rules.cards import CARDS


class Scene:
    def __init__(self):
        from types import SimpleNamespace
        self.app = SimpleNamespace(size=(1280, 800), settings=SimpleNamespace(large_text=False))
        self.captions = []

    def caption(self, surface, key, pos, width=None, **kw):
        self.captions.append(key)


@pytest.mark.parametrize("area", [pygame.Rect(40, 120, 560, 420), pygame.Rect(30, 100, 420, 300)])
def test_the_action_badges_leave_the_card_names_readable(monkeypatch, area):
    pygame.init()
    circles, cards = [], []
    monkeypatch.setattr(howto_zoomaka, "_number", lambda scene, surface, n, centre, r: circles.append(
        pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)))
    real = howto_zoomaka._cards
    monkeypatch.setattr(howto_zoomaka, "_cards", lambda *a: cards.extend(real(*a)) or cards[-len(a[1]):])
    howto_zoomaka.picture_zoomaka_turn(Scene(), pygame.Surface((1280, 800)), area, 1.0)
    assert len(circles) == 3
    for badge, card in zip(circles, cards):
        band = pygame.Rect(card.x, card.y, card.w, max(10, int(card.h * 0.2)))
        assert not badge.colliderect(band), (badge, band)
        assert area.contains(badge)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_setting_cards_have_a_page_that_names_them_all(lang):
    assert "zoomaka_settings" in TOPICS["zoomaka"]
    set_language(lang)
    try:
        body = tr("help.zoomaka_settings_body")
        assert body != "help.zoomaka_settings_body"
        for card, c in CARDS.items():
            if c.kind == "setting":
                assert card_name(card) in body, (lang, card)
        scene = Scene()
        howto_zoomaka.picture_zoomaka_settings(scene, pygame.Surface((1280, 800)), pygame.Rect(40, 120, 560, 420), 1.0)
        assert scene.captions == ["help.zoomaka_settings_caption"]
    finally:
        set_language("en")
