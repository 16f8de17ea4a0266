"""Every piece of Exotic and the three minis that the table shows says, when pointed at,
what it is and what it does, in each of the four languages: the jungle board and its
animals, a jungle animal or a building site on a truck or in a barn (its own words over
the tile's plain name), the path and its exits, the visitors and bonus boards waiting
in the supply, the specials, the building sites in a zoo, and what a small zoo's strip
holds of them."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.zoo.rules.check import check_state
from zooloretto.ui.headless import Table
from zooloretto.ui.text import set_language
from zooloretto.ui.zoo.more_hits import AREAS, new_tile
from zooloretto.ui.zoo.more_tips import WORDS

from helpers import load_truck, set_zoo
from test_exotic_layout import crowded

LANGUAGES = ("en", "de", "fr", "ru")
OWN_WORDS = set(WORDS) | {"mini_extras"}    # (a small zoo's strip: more_tips.mini_lines)


@pytest.fixture(scope="module")
def session():
    session = crowded(3)
    s = session.record.state
    jungle = [t for t in s.draw_pile if t.startswith("jungle:")]
    load_truck(s, 1, [jungle[0], "site:stall"])
    set_zoo(s, 1, barn=[jungle[1]])
    check_state(s)
    return session


def new_pieces(t):
    """(Loc, a point on it) of every drawn place of these expansions in the hit map, and of
    every jungle animal and building site lying on a truck or in a barn."""
    hits, s, v = t.scene.hits, t.state, t.scene.viewer
    out = {}
    for loc, r in hits.pieces + list(hits.tiles.items()) + hits.drops:
        if loc.area in ("octopus", "skunk") and loc.seat == v and s.extra.get(loc.area) != v:
            continue                    # the own ribbon's place for a special not held: empty
        if loc.area in AREAS or new_tile(s, loc) is not None:
            out.setdefault(loc, r.center)
    return out


def test_every_new_piece_says_what_it_is_in_four_languages(session, tmp_path):
    """Pointed at, in English (the pointer rests, the tooltip shows); then the same tooltip's
    words in the three other languages."""
    t = Table.open(session=session, saves_dir=tmp_path, size=(1280, 800), language="en")
    try:
        places = new_pieces(t)
        assert {loc.area for loc in places} >= {"jungle", "path", "visitors", "octopus",
                                                "skunk", "site", "truck", "barn"}
        said = {}
        for loc, xy in places.items():
            note = t.scene.hits.note_at(xy)
            assert note is not None and note[0] in OWN_WORDS, f"{loc}: the tooltip is {note}"
            said[loc] = {"en": t.hover(xy)}
            for language in LANGUAGES[1:]:
                set_language(language)
                said[loc][language] = t.scene.tips.say(note)
            set_language("en")
    finally:
        t.close()
    for loc, words in said.items():
        for language, lines in words.items():
            assert lines and all(line.strip() and "game." not in line for line in lines), (loc, language, lines)
        assert len({" ".join(lines) for lines in words.values()}) == len(LANGUAGES), \
            f"{loc} is not said in each language: {words}"
