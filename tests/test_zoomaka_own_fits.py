"""One's own zoo reads whole with many sections: every words its sections draw (each title's
type name and "2/4", the cards' names and values) fit the room they are given at the letters
they are drawn in, and no two overlap, with 10 to 12 sections (some with add-ons), 2 to 5
players, small to large windows, in the four languages (with ten sections at 1024x640 the
titles were squeezed over each other); a title whose name does not fit is its badge and
"2/4", the name staying in the section's tooltip."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.ui.kit.ink import text
from zooloretto.ui.zoomaka.layout import ZoomakaLayout
from zooloretto.ui.zoomaka.words import type_name
from zooloretto.ui.zoomaka.zoo_labels import ELLIPSIS, own_labels, own_section_labels
from test_zoomaka_opponent_fits import shortened_card_name
from zooloretto.zoomaka.rules import new_game
from zooloretto.zoomaka.rules.cards import SECTION_SIZE, TYPES
from zooloretto.zoomaka.rules.places import Loc

from zoomaka_helpers import give, language_fixture

SIZES = [(1024, 640), (1280, 800), (2560, 1440)]
ADDONS = ["fortune_tellers_hut-1", "video_camera-1", "roller_coaster-1", "ice_cream_stand-1"]


def many_sections(players, n, seed=5):
    """The viewer's zoo with n sections of 1 to 4 animals, every third with an add-on."""
    s = new_game(players, seed)
    zoo, addons = {}, list(ADDONS)
    for k, kind in enumerate(TYPES[:n]):
        animals = [f"{kind}-{j}" for j in range(1, min(SECTION_SIZE[kind], 1 + k % 4) + 1)]
        zoo[kind] = (animals, [addons.pop()]) if k % 3 == 0 and addons else animals
    return give(s, 0, zoo=zoo)


language = pytest.fixture(params=["en", "ru", "fr", "de"])(language_fixture)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_words_of_ones_own_many_sections_fit_and_none_overlap(language, players):
    for size in SIZES:
        for n in (10, 11, 12):
            s = many_sections(players, n)
            L = ZoomakaLayout(size, s, viewer=0)
            labels = own_labels(L, s, 0)
            for words, px, bold, rect, room in labels:
                drawn = text(words, px, bold=bold)
                assert words and drawn.get_width() <= room.w, (size, n, words, px, room)
                assert rect.size == drawn.get_size() and room.x <= rect.x and rect.right <= room.right
                assert L.panels[0].contains(rect), (size, n, words)
                assert px >= 6 and (not words.endswith(ELLIPSIS) or shortened_card_name(words)), (size, n, words)
            for k, a in enumerate(labels):
                for b in labels[k + 1:]:
                    assert not a.rect.colliderect(b.rect), (size, n, a.words, b.words)
            said = [lab.words for lab in labels]
            for i, sec in enumerate(s.players[0].zoo):
                # each title says its progress inside its own column; a name, when said, whole
                progress = f"{len(sec.animals)}/{SECTION_SIZE[sec.type]}"
                assert progress in said, (size, n, sec.type)
                column = L.rects[Loc("section", 0, i)]
                assert all(column.contains(lab.rect) for lab in labels
                           if column.colliderect(lab.rect) and lab.rect.y < column.y + 30 * L.u), sec.type


def _titles(size, s):
    L = ZoomakaLayout(size, s, 0)
    return [lab.words for i in range(len(s.players[0].zoo)) for lab in own_section_labels(L, s, 0, i)]


def test_a_narrow_title_is_its_badge_and_progress_a_wide_one_names_its_type(language):
    small, large = many_sections(3, 12), many_sections(2, 3)
    narrow, wide = _titles((1024, 640), small), _titles((1280, 800), large)
    # twelve columns at 1024x640: "Butterflies" and its like give way; a short name ("Лес") stays
    assert [w for w in narrow if "/" in w] == [f"{len(sec.animals)}/{SECTION_SIZE[sec.type]}"
                                             for sec in small.players[0].zoo]
    assert type_name("butterfly") not in narrow and type_name("big_five") not in narrow
    assert set(narrow) - {w for w in narrow if "/" in w} <= {type_name(kind) for kind in TYPES}
    assert wide == [w for sec in large.players[0].zoo
                    for w in (type_name(sec.type), f"{len(sec.animals)}/{SECTION_SIZE[sec.type]}")]
