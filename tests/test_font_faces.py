"""The game's fonts: a few faces per weight, each set to the size it draws at, drawing the same
pixels as a font opened at that size (a font costs 0.6 MB once it has drawn: 30 sizes were
18 MB of a 2560x1440 game)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.ui import art, art_core

TEXTS = ["Ana takes truck 3", "Дмитрий: 12 очков", "voll: 10 · einer fehlt: 6", "Élan ×3", "W", " "]


@pytest.fixture(scope="module", autouse=True)
def fonts_ready():
    pygame.font.init()
    yield


def picture(surface):
    return surface.get_size(), bytes(pygame.image.tobytes(surface, "RGBA"))


@pytest.mark.parametrize("bold", [False, True])
def test_every_size_draws_and_measures_as_a_font_opened_at_that_size(bold):
    path = str(art_core._font_file(bold))
    sizes = [9, 14, 27, 14, 40, 61, 27, 9]             # back and forth between sizes
    for size in sizes:
        ours, opened = art.font(size, bold), pygame.font.Font(path, size)
        for name in ("get_height", "get_linesize", "get_ascent", "get_descent"):
            assert getattr(ours, name)() == getattr(opened, name)(), (size, name)
        for s in TEXTS:
            assert ours.size(s) == opened.size(s), (size, s)
            for colour in ((52, 40, 30), (252, 244, 226)):
                assert picture(ours.render(s, True, colour)) == picture(opened.render(s, True, colour)), \
                    (size, s)


def test_the_sizes_share_a_few_faces_of_each_weight():
    seen = set()
    for size in range(8, 80, 3):
        for bold in (False, True):
            art.font(size, bold).render("Zebra", True, (0, 0, 0))
            seen |= {id(face) for face in art_core._faces[bold].values()}
    assert sorted(art_core._faces) == [False, True]
    assert all(len(faces) <= art_core.FACES_PER_WEIGHT for faces in art_core._faces.values())
    assert len(seen) <= 2 * art_core.FACES_PER_WEIGHT         # 24 sizes of each weight


def test_a_font_held_across_other_sizes_still_draws_at_its_own():
    small, big = art.font(12), art.font(48)
    h_small = small.render("Bo", True, (0, 0, 0)).get_height()
    big.render("Bo", True, (0, 0, 0))
    assert small.render("Bo", True, (0, 0, 0)).get_height() == h_small < big.get_height()
