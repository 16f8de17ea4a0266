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


# ------------------------------------------------------------------ the 2-player trucks

def test_the_takers_name_on_a_two_player_truck_stays_off_its_blocked_spaces(monkeypatch):
    from zooloretto.ui.table import market_view
    names = []
    real = market_view.blit_text

    def record(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        names.append((text, rect))
        return rect
    monkeypatch.setattr(market_view, "blit_text", record)

    def two_blocked_spaces_taken(st):        # the truck with 2 closed spaces taken, the round on
        return any(len(tr_.blocked) == 2 and tr_.taken_by is not None for tr_ in st.trucks) \
            and not st.pending
    s = played(2, 3, two_blocked_spaces_taken)
    assert not s.state.game_over
    t = Table.open(session=s, size=(1024, 640))
    try:
        blocked = [r for what, r in t.scene.hits.notes if what[0] == "blocked"]
        assert len(blocked) == 3                           # 1 + 2 spaces closed for the game
        shown = [r for text, r in names if text in NAMES[:2]]
        assert shown
        assert not [r for r in shown if r.collidelist(blocked) != -1], (shown, blocked)
    finally:
        t.close()
