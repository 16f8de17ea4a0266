"""The art module: every tile draws, variants look different, fonts cover Cyrillic,
assets and their licence list agree."""
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.zoo.rules.components import ANIMALS, STALLS
from zooloretto.zoo.rules.tiles import ALL_TILE_CODES
from zooloretto.ui import art

SIZES = (24, 48, 96)


@pytest.fixture(scope="module", autouse=True)
def pygame_ready():
    pygame.init()
    yield


def pixels(surface):
    return bytes(pygame.image.tobytes(surface, "RGBA"))


def differing_pixels(a, b):
    pa, pb = pixels(a), pixels(b)
    return sum(1 for i in range(0, len(pa), 4) if pa[i:i + 4] != pb[i:i + 4])


@pytest.mark.parametrize("size", SIZES + (31,))
def test_every_tile_code_renders_at_the_asked_size(size):
    for code in sorted(ALL_TILE_CODES):
        surface = art.tile(code, size)
        assert surface.get_size() == (size, size), code
        # something is drawn in the middle
        assert surface.get_at((size // 2, size // 2)).a == 255, code


def test_tile_codes_of_the_game_are_the_ones_art_knows():
    for code in ALL_TILE_CODES:
        assert art._parse(code)[0] != "unknown", code


@pytest.mark.parametrize("size", SIZES)
def test_fertile_and_bred_tiles_differ_from_the_plain_tile(size):
    for animal in ANIMALS:
        plain = art.tile(animal, size)
        variants = [art.tile(f"{animal}:{sex}{bred}", size)
                    for sex in ("male", "female") for bred in ("", ":bred")]
        for variant in variants:
            assert differing_pixels(plain, variant) > size, animal
        # every variant differs from every other (male/female, bred or not)
        for i, a in enumerate(variants):
            for b in variants[i + 1:]:
                assert differing_pixels(a, b) > 0, animal


def test_male_and_female_badges_differ_in_shape_not_only_colour():
    for size in (9, 12, 20):
        male = pygame.transform.grayscale(art._badge("male", size, False))
        female = pygame.transform.grayscale(art._badge("female", size, False))
        assert differing_pixels(male, female) > size


@pytest.mark.parametrize("size", SIZES)
def test_offspring_is_round_with_transparent_corners(size):
    for animal in ANIMALS:
        baby = art.tile(animal + ":baby", size)
        for corner in ((0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1)):
            assert baby.get_at(corner).a == 0, animal
        assert baby.get_at((size // 2, size // 2)).a == 255
        # square tiles fill their corners' neighbourhood instead
        square = art.tile(animal, size)
        assert square.get_at((size // 8, size // 2)).a == 255


def test_animals_differ_from_each_other_in_shape():
    # compare silhouettes (alpha only), so colour cannot be what tells them apart
    masks = {a: pygame.mask.from_surface(art.icon(a, 48), 127) for a in ANIMALS}
    for i, a in enumerate(ANIMALS):
        for b in ANIMALS[i + 1:]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.8, (a, b)


def test_stalls_coin_and_back_are_distinct():
    faces = [art.tile("stall:" + s, 48) for s in STALLS] + [art.tile("coin", 48),
                                                            art.tile_back(48)]
    for i, a in enumerate(faces):
        for b in faces[i + 1:]:
            assert differing_pixels(a, b) > 200


def test_tile_back_and_icons_render():
    assert art.tile_back(48).get_size() == (48, 48)
    for name in art.ICON_NAMES + tuple("stall:" + s for s in STALLS):
        surface = art.icon(name, 32)
        assert surface.get_size() == (32, 32), name
        assert pygame.mask.from_surface(surface).count() > 50, name


def test_missing_art_never_crashes():
    assert art.tile("unicorn:male", 48).get_size() == (48, 48)
    assert art.icon("no_such_icon", 20).get_size() == (20, 20)
    assert art._svg(str(art.ASSETS_DIR / "missing.svg"), 20) is None
    assert art._letter("zebra", 20).get_size() == (20, 20)


def test_every_referenced_asset_exists():
    files = art.asset_files()
    assert len(files) >= len(ANIMALS) + len(STALLS) + 5
    for path in files:
        assert path.is_file(), path
        # and it actually renders from the file, not the letter fallback
        assert art._svg(str(path), 24) is not None, path


def test_licence_lists_every_twemoji_file_in_assets():
    licence = (art.ASSETS_DIR / "LICENSES.md").read_text(encoding="utf-8")
    assert "CC-BY 4.0" in licence and "creativecommons.org/licenses/by/4.0" in licence
    assert "Twitter, Inc and other contributors" in licence
    listed = set(re.findall(r"twemoji/([0-9a-f-]+\.svg)", licence))
    shipped = {p.name for p in (art.ASSETS_DIR / "twemoji").glob("*.svg")}
    assert shipped, "no twemoji files"
    assert shipped <= listed
    ours = {p.name for p in (art.ASSETS_DIR / "drawn").glob("*.svg")}
    assert ours <= set(re.findall(r"drawn/([a-z_]+\.svg)", licence))    # our drawings, with their licence
    assert {p.name for p in art.asset_files()} <= shipped | ours


def test_the_dice_games_ostrich_is_our_ostrich_not_unicodes_dodo():
    """Unicode has no ostrich; its nearest bird, the dodo, is not one: the die shows our drawing."""
    path = art.twemoji_path("ostrich")
    assert path.parent.name == "drawn" and path.is_file()
    assert not (art.TWEMOJI_DIR / "1f9a4.svg").exists()                # the dodo is gone
    drawn = art.icon("ostrich", 48)
    assert drawn.get_size() == (48, 48)
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(art._svg(str(path), 48), "RGBA")


@pytest.mark.parametrize("bold", (False, True))
def test_font_renders_cyrillic_glyphs_not_missing_boxes(bold):
    f = art.font(24, bold)
    missing = pixels(f.render("\ue000", True, (0, 0, 0), (255, 255, 255)))
    # the reference really is the missing-glyph box: another unassigned code point matches it
    assert pixels(f.render("\U0010fffd", True, (0, 0, 0), (255, 255, 255))) == missing
    seen = set()
    for ch in "Зоолоретто" + "Zooloretto":
        glyph = f.render(ch, True, (0, 0, 0), (255, 255, 255))
        assert pixels(glyph) != missing, ch
        seen.add(pixels(glyph))
    assert len(seen) >= 10   # З о л р е т and Z o l r e t are not all one shape
    word = f.render("Зоолоретто", True, (0, 0, 0))
    assert word.get_width() > 24 * 4


def test_player_colours_are_five_distinct():
    colours = art.player_colours()
    assert len(colours) == 5 and len(set(colours)) == 5
    # distinct in lightness too, so they separate without hue
    def luma(c): return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    lumas = sorted(luma(c) for c in colours)
    assert min(b - a for a, b in zip(lumas, lumas[1:])) > 3
    assert len({art.animal_colour(a) for a in ANIMALS}) == len(ANIMALS)
