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

import pygame
import pytest

from zooloretto.zoo.rules import final_scores, legal_actions
from zooloretto.zoo.rules import actions as A
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
    from zooloretto.ui.zoo import market_view
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


# ------------------------------------------------------------------ tooltips and what covers them

def _rest(t, frames=2):
    from zooloretto.ui.kit.tooltips import TOOLTIP_DELAY
    for _ in range(frames):
        t.app.step([], dt=TOOLTIP_DELAY + 0.05)


def test_the_barns_tooltip_goes_when_the_turn_check_opens_and_none_covers_the_bar():
    """Seen in a real window: the last tile dropped into the barn, the barn's tooltip stayed
    over "Your turn is done. Happy with it?"."""
    from zooloretto.zoo.rules.actions import Place
    s = played(2, 6, lambda st: len(st.pending) == 1 and not st.decisions)
    t = Table.open(session=s, size=(1024, 640), confirm_turn=True)
    try:
        tips, v = t.scene.tips, t.scene.viewer
        barn = dict(t.scene.hits.notes)[("barn", v)]
        assert t.hover(barn.center)                             # the barn's tooltip, before
        last = next(a for a in t.legal() if isinstance(a, Place) and a.to == "barn")
        src, _ = t.where(last)
        assert t.drag(src, barn.center)                         # dropped where the pointer rested
        assert t.scene.flow.mode() == "check"
        _rest(t)
        assert tips.shown() is None and tips.box is None         # it went with the bar's coming
        bar = t.scene.flow.bar()
        for point in (barn.center, (bar.centerx, bar.top - 3), (bar.x + 30, bar.bottom + 3)):
            if t.hover(point):                                   # the pointer moved: a new one,
                assert tips.box is not None and not tips.box.colliderect(bar), (point, tips.box, bar)
        assert t.hover(bar.center) is None                       # and none on the bar itself
    finally:
        t.close()


def test_no_tooltip_stands_over_the_hand_over_or_the_round_summary():
    s = played(2, 6, lambda st: len(st.pending) == 1 and not st.decisions)
    t = Table.open(session=s, size=(1024, 640), confirm_turn=True, hand_overs=True)
    try:
        def no_tooltip_over_the_dialog():
            assert t.scene.dialog is not None
            for what, rect in t.scene.hits.notes[:16]:
                if rect is not None:
                    assert t.hover(rect.center) is None, what

        no_tooltip_over_the_dialog()                             # "Ana, your turn"
        assert t.press("ready")
        barn = dict(t.scene.hits.notes)[("barn", t.scene.viewer)]
        last = next(a for a in t.legal() if a.to == "barn")
        t.drag(t.where(last)[0], barn.center)
        assert t.press("end_turn")
        no_tooltip_over_the_dialog()                             # the summary or the hand-over
    finally:
        t.close()


def test_the_dice_tables_tooltip_goes_when_the_turn_check_opens():
    from zooloretto.dice.rules import Roll
    s = GameSession.new([Seat("Ana"), Seat("Bruno")], seed=2, game="dice")
    s.record.play(Roll())
    t = Table.open(session=s, size=(1024, 640), confirm_turn=True)
    try:
        tips = t.scene.tips
        first, second = t.legal()[0], None
        t.drag(*t.where(first))
        second = t.legal()[0]
        src, dst = t.where(second)
        assert t.hover(dst)                                      # the truck's tooltip
        t.drag(src, dst)                                         # the turn's last die, loaded
        assert t.scene.flow.mode() == "check"
        _rest(t)
        assert tips.shown() is None and tips.box is None
        bar = t.scene.layout.message
        for what in ("pen", "truck", "supply"):
            points = [r.center for loc, r in t.scene.layout.rects.items() if getattr(loc, "area", None) == what]
            for point in points[:2]:
                if t.hover(point):
                    assert not tips.box.colliderect(bar), (what, tips.box, bar)
    finally:
        t.close()


# ------------------------------------------------------------------ the menus

@pytest.fixture
def menus(tmp_path, monkeypatch):
    from menu_helpers import menu_app
    yield from menu_app(tmp_path, monkeypatch)


def test_the_load_lists_half_shown_last_row_takes_a_click_and_comes_into_view(menus):
    from menu_helpers import click, click_at
    from zooloretto.ui.scenes.load import LoadScene
    for k in range(12):
        GameSession.new([Seat("Ana"), Seat("Bruno")], seed=k + 1).save_as(f"Game {k + 1}")
    click(menus, "load")
    load = menus.top
    assert isinstance(load, LoadScene)
    menus.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                   precise_y=-1.0, touch=False)])      # half a row down
    assert load.scroll > 0
    half = next(e for _, e in load.rows if not isinstance(e, str)
                and load.row_rect(e) is None and load.shown_part(e) is not None)
    part = load.shown_part(half)
    click_at(menus, part.center)
    assert menus.top.selected is half
    assert menus.top.row_rect(half) is not None              # scrolled into full view


def test_a_seat_switched_from_computer_to_person_keeps_its_name(menus):
    from menu_helpers import click
    from zooloretto.ui.scenes.new_game import NewGameScene
    click(menus, "new_game")
    form = menus.top
    assert isinstance(form, NewGameScene)
    assert [(s.name, s.kind) for s in form.seats][1] == ("Bruno", "bot")
    click(menus, "kind_1")                                   # Bruno is a person now...
    assert (form.seats[1].name, form.seats[1].kind) == ("Bruno", "human")
    assert form.named["name_1"].get_text() == "Bruno"        # ...and the field says so
    form.named["name_2"].set_text("Grandma")
    click(menus, "kind_2")                                   # a renamed computer too
    assert (form.seats[2].name, form.seats[2].kind) == ("Grandma", "human")
    click(menus, "kind_0")                                   # "Player 1" becomes a computer,
    given = form.seats[0].name
    assert given != "Player 1" and form.seats[0].is_bot
    click(menus, "kind_0")                                   # and a person under its own name
    assert form.seats[0].name == "Player 1"
    click(menus, "start")
    assert [s.name for s in menus.top.session.seats] == ["Player 1", "Bruno", "Grandma"]
