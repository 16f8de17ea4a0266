"""One thing, one name, one picture, as a player meets them at the table and in the menus:
an enclosure is named by its size on the board, in the score's breakdown and in the results;
the taker of a 2-player truck is not written under a blocked space; a tooltip goes when a
dialog or the turn check opens; the Load list's half-shown last row takes a click; a seat
switched from computer to person keeps its name. Through the headless table and the menus'
helpers."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.rules import final_scores, legal_actions
from zooloretto.rules import actions as A
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import LANGUAGES, set_language

NAMES = ["Ana", "Bruno", "Clara", "Dimitri", "Elsa"]


def played(n, seed, until, expand=False):
    """A game of n people played by chance until `until(state)`; with expand, a zoo opens its
    expansion board whenever it may."""
    s = GameSession.new([Seat(NAMES[i]) for i in range(n)], seed=seed)
    rng = random.Random(seed)
    while not s.state.game_over and not until(s.state):
        acts = legal_actions(s.state)
        opening = [a for a in acts if isinstance(a, A.Expand)]
        core = [a for a in acts if not isinstance(a, A.MONEY_ACTIONS)]
        s.record.play(opening[0] if expand and opening else rng.choice(core or acts))
    return s


# ------------------------------------------------------------------ enclosures by size

def _title(t, key):
    rect = dict(t.scene.hits.notes)[key]
    return t.hover(rect.center)[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_enclosure_has_the_same_name_on_the_board_in_the_breakdown_and_in_the_results(lang):
    s = played(3, 4, lambda st: st.zoos[st.current].expanded and not st.pending and not st.decisions,
               expand=True)
    t = Table.open(session=s, size=(1280, 800), language=lang)
    try:
        v = t.scene.viewer
        pens = t.state.zoos[v].open_pens
        assert pens == 4                                   # the three printed and the expansion
        titles = [_title(t, ("enclosure", v, i)).casefold() for i in range(pens)]
        rows = [line for line in t.hover(t.scene.layout.zoo.score.center) if isinstance(line, tuple)]
        for i, title in enumerate(titles):
            what = rows[i][0].split(":")[0].split(" · ")[0].casefold()
            assert what and what in title, (what, title)       # "4-space enclosure" in its title
            assert " 1" not in what and "(" not in what       # no number the board does not show
        assert len(set(titles)) == pens
        from zooloretto.ui.game_log import pen_label
        set_language(lang)
        labels = [pen_label(e["index"]).casefold() for e in final_scores(t.state)["players"][v]["enclosures"]]
        assert labels == [r[0].split(":")[0].split(" · ")[0].casefold() for r in rows[:pens]]
    finally:
        t.close()
