"""A table a family reads at a glance: the live score on every board, a tooltip on every
board element, the 2-player game's blocked truck spaces marked as blocked, opponent
panels whose counts no icon covers. Driven through the headless table."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.zoo.rules import final_scores, legal_actions
from zooloretto.zoo.rules import actions as A
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoo import zoo_view

NAMES = ["Ana", "Bruno", "Clara", "Dimitri", "Elsa"]


def session(n, seed, steps):
    s = GameSession.new([Seat(NAMES[i]) for i in range(n)], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.state.game_over:
            break
        acts = legal_actions(s.state)
        core = [a for a in acts if not isinstance(a, A.MONEY_ACTIONS)]
        s.record.play(rng.choice(core if core and rng.random() < 0.9 else acts))
    return s


@pytest.fixture
def shown_scores(monkeypatch):
    """Every score badge drawn: (points, ahead?) as the boards show them."""
    drawn = []
    real = zoo_view.score_badge

    def record(size, total, ahead, words):
        drawn.append((total, ahead))
        return real(size, total, ahead, words)
    monkeypatch.setattr(zoo_view, "score_badge", record)
    zoo_view._zoo_cache.clear(), zoo_view._mini_cache.clear()
    return drawn


@pytest.mark.parametrize("n, seed, steps", [(2, 1, 40), (3, 7, 90), (4, 3, 150), (5, 11, 220)])
def test_every_board_shows_the_rules_score_of_its_zoo_and_who_is_ahead(n, seed, steps, shown_scores):
    s = session(n, seed, steps)
    assert not s.state.game_over
    t = Table.open(session=s, size=(1280, 800))
    try:
        want = final_scores(t.state)          # the rules' own scoring, as at the end
        leaders = set(want["winners"])
        viewer = t.scene.viewer
        order = [viewer] + list(t.scene.minis)
        expected = [(want["players"][i]["total"], i in leaders) for i in order]
        assert shown_scores[:n] == expected
        assert len(shown_scores) == n          # drawn once, then cached
    finally:
        t.close()


def test_the_score_is_computed_once_per_shown_state_not_per_frame(monkeypatch):
    from zooloretto.ui.zoo import scoreboard
    calls = []
    real = scoreboard.live_scores
    monkeypatch.setattr(scoreboard, "live_scores", lambda st: calls.append(1) or real(st))
    t = Table.open(session=session(3, 5, 30), size=(1024, 640))
    try:
        for _ in range(10):
            t.app.step([])
        assert len(calls) == 1
        a = t.legal()[0]
        t.drag(*t.where(a))
        assert len(calls) >= 2
    finally:
        t.close()


# ---------------------------------------------------------------- tooltips

def everything_of_the_expansions():
    """A 3-player game with all four expansions where each of their pieces is on show:
    a coin on the savings book, a baby in the petting zoo and one waiting for its place,
    a pavilion and the restaurant built, the polar bear taken."""
    import sys
    from zooloretto.zoo.rules import EXPANSION_NAMES, Place, Take
    from zooloretto.zoo.rules.check import check_state
    from zooloretto.zoo.rules.expansions.buildings import build
    sys.path.insert(0, os.path.dirname(__file__))
    from helpers import game, load_truck, set_zoo
    s = game(3, seed=3, expansions=list(EXPANSION_NAMES))
    set_zoo(s, 0, pens={0: ["flamingo:male"], 1: ["camel", "camel"]}, coins=5)
    build(s, 0, "pavilion", 1)
    build(s, 0, "restaurant", 0)
    s.zoos[0].coins -= 1              # the coin on the savings book
    s.zoos[0].extra["book"] = 2
    s.extra["polar_bear"] = 0
    s.zoos[0].extra["polar_bear"] = True
    load_truck(s, 0, ["flamingo:female"])
    session = GameSession.new([Seat(NAMES[i]) for i in range(3)], seed=3, expansions=list(EXPANSION_NAMES))
    session.record.state = s
    session.play(Take(0))
    session.play(Place("flamingo:female", "enclosure", 0))
    check_state(session.state)
    return session


@pytest.mark.parametrize("expansions", [False, True])
def test_a_tooltip_appears_over_each_kind_of_board_element(expansions):
    """Every kind of note the hit map knows shows words; the pointer elsewhere shows none."""
    from zooloretto.ui.zoo.expansion_tips import WORDS
    from zooloretto.ui.zoo.more_tips import WORDS as LATER      # (tests/test_exotic_table.py)
    from zooloretto.ui.zoo.tooltips import KINDS
    if expansions:
        s = everything_of_the_expansions()
        kinds = set(WORDS) - set(LATER) | {"score", "tile", "money", "barn", "mini"}
    else:
        s = session(2, 3, 50)      # a 2-player game: blocked truck spaces, expansion boards
        kinds = set(KINDS) - set(WORDS)
    t = Table.open(session=s, size=(1024, 640))
    try:
        seen = {}
        for what, rect in t.scene.hits.notes:
            if rect is None or what[0] in seen:
                continue
            spot = next(((rect.x + rect.w * fx // 10, rect.y + rect.h * fy // 10)
                         for fy in range(1, 10) for fx in range(1, 10)
                         if t.scene.hits.note_at((rect.x + rect.w * fx // 10,
                                                  rect.y + rect.h * fy // 10)) == what), None)
            if spot is None:
                continue              # wholly covered by more specific elements
            lines = t.hover(spot)
            assert lines and all(line for line in lines), what
            seen[what[0]] = lines
        missing = kinds - set(seen)
        assert not missing, f"no tooltip shown for {sorted(missing)}"
        felt = (t.scene.layout.zoo_area.centerx, t.app.size[1] - 2)
        assert t.hover(felt) is None
    finally:
        t.close()


def test_the_score_tooltip_is_the_breakdown_of_the_rules_score():
    s = session(3, 7, 90)
    t = Table.open(session=s, size=(1280, 800))
    try:
        v = t.scene.viewer
        lines = t.hover(t.scene.layout.zoo.score.center)
        want = final_scores(t.state)["players"][v]
        rows = [line for line in lines if isinstance(line, tuple)]
        assert rows[-1][1] == str(want["total"]).replace("-", "−")
        assert len(rows) == len(want["enclosures"]) + 4
    finally:
        t.close()


def test_tooltips_read_in_each_language():
    from zooloretto.ui.text import LANGUAGES
    s = session(4, 2, 60)
    for lang in LANGUAGES:
        t = Table.open(session=s, size=(1280, 800), language=lang)
        try:
            seat = next(iter(t.scene.minis))
            lines = t.hover(t.scene.minis[seat].pens[1].center)
            assert lines and not any("game." in str(line) for line in lines), (lang, lines)
        finally:
            t.close()


# ---------------------------------------------------------------- blocked truck spaces

def test_blocked_truck_spaces_look_nothing_like_the_face_down_stack():
    s = session(2, 1, 0)
    t = Table.open(session=s, size=(1280, 800))
    try:
        import pygame
        trucks = t.state.trucks
        ti, truck = next((i, tr_) for i, tr_ in enumerate(trucks) if tr_.blocked)
        slot = t.scene.layout.truck_slots[ti][0]
        stack = t.scene.layout.draw_stack
        t.app.step([])
        screen = t.app.screen

        def mean(rect):
            small = pygame.transform.smoothscale(screen.subsurface(rect.inflate(-8, -8)).copy(), (1, 1))
            return small.get_at((0, 0))[:3]
        a, b = mean(slot), mean(stack)
        assert sum(abs(x - y) for x, y in zip(a, b)) > 60, (a, b)
        red = sum(1 for x in range(slot.x, slot.right) for y in range(slot.y, slot.bottom)
                  if (lambda c: c[0] > 170 and c[1] < 90 and c[2] < 90)(screen.get_at((x, y))))
        assert red > slot.w * slot.h // 20          # the no-entry sign
        assert t.hover(slot.center)[0] == "Blocked space"
    finally:
        t.close()


# ---------------------------------------------------------------- opponent panels

@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_no_icon_covers_a_count_in_the_opponent_panels(size, n):
    """In every small enclosure, full or with both stalls, no animal, stall or sex mark
    lands on the count; all stay inside the enclosure."""
    from zooloretto.zoo.rules import components as C
    from zooloretto.ui.zoo.zoo_view import mini_count_size, mini_pen_places
    t = Table.open(session=session(n, 4, 0), size=size)
    try:
        for ml in t.scene.minis.values():
            for i, rr in ml.pens.items():
                cap = C.ENCLOSURE_CAPACITY[i]
                for k in range(0, cap + 1):
                    for stalls in ([], ["stall:popcorn"], ["stall:popcorn", "stall:drinks"]):
                        pen = ["zebra:male", "zebra:female"][:k] + ["zebra"] * max(0, k - 2)
                        _, count, icon, stall_rects, sexes = mini_pen_places(
                            rr, pen, stalls[:C.STALL_SPACES[i]], cap, mini_count_size(ml))
                        parts = ([icon] if icon else []) + stall_rects + [r for _, r in sexes]
                        for r in parts:
                            assert not r.colliderect(count), (size, n, i, k, stalls, r, count)
                            assert rr.contains(r), (r, rr)
                        if icon:
                            assert icon.w >= 16, (size, n, icon)
    finally:
        t.close()


# ---------------------------------------------------------------- the results chart

@pytest.mark.parametrize("seed", [3, 5, 9])
def test_results_chart_ranks_bars_by_net_total(seed):
    """Left to right by net total; a taller net bar never belongs to a lower score; bars of
    negative totals hang below the line."""
    import pygame
    from zooloretto.ui.app import App
    from zooloretto.ui.scenes.results import ResultsScene
    from zooloretto.ui.settings import Settings
    s = session(4, seed, 10_000)
    assert s.state.game_over
    app = App(size=(1024, 640), settings=Settings(language="en"))
    scene = ResultsScene(app, s)
    app.reset(scene)
    app.step([])
    bars = sorted(scene.chart_bars, key=lambda b: b[2].x)
    totals = [total for _, total, _ in bars]
    assert totals == sorted(totals, reverse=True)
    zero = max(r.bottom for _, total, r in bars if total > 0) if any(t > 0 for t in totals) else None
    for (_, a, ra), (_, b, rb) in zip(bars, bars[1:]):
        if a > b >= 0:
            assert ra.h >= rb.h and ra.y <= rb.y
    for _, total, r in bars:
        if total < 0 and zero is not None:
            assert r.y >= zero - 1
    assert [j for j, _, _ in bars] == scene.chart_order()
    pygame.display.quit()


def test_the_results_show_each_expansions_rows_and_the_tie_break_money():
    from zooloretto.zoo.rules import EXPANSION_NAMES
    from zooloretto.ui.game_log import row_name
    from zooloretto.ui.scenes.results import money
    s = GameSession.new([Seat(NAMES[i]) for i in range(4)], seed=8, expansions=list(EXPANSION_NAMES))
    rng = random.Random(8)
    while not s.state.game_over:
        acts = legal_actions(s.state)
        extra = [a for a in acts if type(a).__name__ in ("Deposit", "BuildRestaurant", "BuildPavilion")]
        s.record.play(rng.choice(extra if extra and rng.random() < 0.4 else acts))
    t = Table.open(session=s, size=(1024, 640))
    try:
        t.scene.show_results()
        t.app.step([])
        scene = t.app.top
        rows = dict(scene.rows())
        scores = final_scores(s.state)
        listed = 0
        for j, p in enumerate(scores["players"]):
            for r in p["expansion_rows"]:
                assert rows[row_name(r)][j][0] == r["points"]
                listed += 1
            parts = sum(cells[j][0] for cells in rows.values() if cells[j] is not None)
            assert parts == p["total"]
            assert money(p) == p["tiebreak_money"]
        assert listed, "a game where the expansions scored"
    finally:
        t.close()


def test_play_again_with_the_same_players_keeps_the_expansions():
    from zooloretto.zoo.rules import EXPANSION_NAMES
    from zooloretto.ui.scenes.results import ResultsScene
    s = GameSession.new([Seat(NAMES[i]) for i in range(2)], seed=9, expansions=["petting-zoo", "polar-bear"])
    rng = random.Random(9)
    while not s.state.game_over:
        s.record.play(rng.choice(legal_actions(s.state)))
    t = Table.open(session=s, size=(1024, 640))
    try:
        results = ResultsScene(t.app, s)
        t.app.push(results)
        t.app.step([])
        results.start_again()
        assert results.new_session.state.options == ("petting-zoo", "polar-bear")
        assert set(results.new_session.state.options) <= set(EXPANSION_NAMES)
    finally:
        t.close()


def test_after_a_drag_the_tooltip_is_of_where_the_pointer_is_not_where_the_drag_began():
    """Drag the stack's top onto a truck (the press draws, the drop loads) and leave the
    pointer there: the box that comes up is the truck's (a drag's moves go to the drag, but
    the tooltip must still follow them)."""
    from zooloretto.zoo.rules import Load, Loc, Reveal
    from zooloretto.ui.kit.tooltips import TOOLTIP_DELAY
    s = session(3, 5, 0)
    t = Table.open(session=s, size=(1280, 800))
    try:
        src, dst = t.where(Reveal())[0], t.scene.hits.point(Loc("truck", index=1))
        assert t.hover(src)[0] == "Tiles"           # resting on the stack first
        assert t.drag(src, dst)
        assert t.scene.session.record.actions[-1] == Load(1)
        t.app.step([], dt=TOOLTIP_DELAY + 0.05)
        t.app.step([])
        lines = t.scene.tips.shown()
        assert lines is not None and lines[0] == "Truck 2"
    finally:
        t.close()


def test_a_tooltip_box_is_as_wide_as_its_words():
    """A short name gets a small box; a long sentence wraps within the full width; score
    rows keep the full width for their points."""
    import pygame
    pygame.init()
    from zooloretto.ui import art
    from zooloretto.ui.kit.tooltips import render_box
    pad = 10
    short = render_box(("A flamingo",), 15, 380)
    assert art.font(15, True).size("A flamingo")[0] + 2 * pad <= short.get_width() < 200
    long = render_box(("Tiles", "Face-down tiles left: 71. Drag the top one onto a truck "
                                "that has room, or drag a truck to your zoo."), 15, 380)
    assert 300 < long.get_width() <= 380 + 2 * pad
    assert long.get_height() >= short.get_height() + 2 * int(15 * 1.3)      # two more lines
    rows = render_box(("Score", ("Enclosures", "12"), ("=Total", "12")), 15, 380)
    assert rows.get_width() == 380 + 2 * pad
