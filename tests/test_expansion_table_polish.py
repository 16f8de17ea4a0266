"""The expansions on the board table as a player meets them: the waiting newborn is drawn
large enough to see and grab (and is picked up where it is drawn), and the table talk tells
the savings coins' step up once per turn."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.zoo.rules import EXPANSION_NAMES, Loc, Place, Settle, Take, apply, legal_actions, new_game
from zooloretto.ui import art, game_log
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import LANGUAGES, set_language, tr

from helpers import game, load_truck, set_zoo

SIZES = ((1024, 640), (1280, 800), (2560, 1440))


def seats(n):
    return [Seat("P1")] + [Seat(f"Bot{i + 1}", "bot", "easy") for i in range(1, n)]


def newborn_session(n):
    """Seat 0 has just placed a flamingo beside its mate: the baby waits for its place."""
    s = game(n, seed=3, expansions=list(EXPANSION_NAMES))
    set_zoo(s, 0, pens={0: ["flamingo:male"], 1: ["camel", "camel"]}, barn=["camel"], coins=7)
    truck = max(range(len(s.trucks)), key=lambda i: s.trucks[i].free)
    load_truck(s, truck, ["flamingo:female", "camel"][:s.trucks[truck].free])
    session = GameSession.new(seats(n), seed=3, expansions=list(EXPANSION_NAMES))
    session.record.state = s
    session.play(Take(truck))
    session.play(Place("flamingo:female", "enclosure", 0))
    assert s.decisions, "the newborn waits"
    return session


def opaque_pixels_match(screen, rect, image):
    """Every fully opaque pixel of `image` is on the screen at `rect` (drawn at that size)."""
    assert image.get_size() == rect.size
    for x in range(0, rect.w, 3):
        for y in range(0, rect.h, 3):
            c = image.get_at((x, y))
            if c.a == 255 and screen.get_at((rect.x + x, rect.y + y))[:3] != c[:3]:
                return False
    return True


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_waiting_newborn_is_as_large_as_a_zoo_tile_and_is_picked_up_where_drawn(tmp_path, n, size):
    t = Table.open(session=newborn_session(n), size=size, saves_dir=tmp_path)
    try:
        zl, hits = t.scene.layout.zoo, t.scene.hits
        piece = Loc("newborn", 0, None, 0)
        drawn = zl.newborn
        assert drawn.w == drawn.h >= zl.tile, (drawn, zl.tile)
        assert dict(hits.pieces)[piece] == drawn               # the hit rect is the drawn one
        assert t.app.screen.get_rect().contains(drawn)
        assert drawn.top >= t.scene.layout.top_bar.bottom     # under the top bar,
        assert all(drawn.bottom <= box.top for box in zl.boxes.values())   # over the enclosures
        t.app.step([])
        assert opaque_pixels_match(t.app.screen, drawn, art.tile("flamingo:baby", drawn.w))
        start, n_actions = t.state.copy(), len(t.scene.session.record.actions)
        settles = [a for a in t.legal() if isinstance(a, Settle)]
        assert {a.to for a in settles} == {"petting_zoo", "enclosure"}
        for action in settles:
            session = t.scene.session
            session.record.state = start.copy()
            del session.record.actions[n_actions:]
            session._undo.clear()
            t.app.step([])
            src, dst = t.where(action)
            assert drawn.collidepoint(src)
            events = t.drag(src, dst)
            assert events and t.refusal is None
            assert session.record.actions[-1] == action
            born = [e for e in events if e.type == "offspring_born"]
            assert born and born[0].dst.area == ("petting_zoo" if action.to == "petting_zoo" else "enclosure")
            assert piece not in dict(t.scene.hits.pieces)           # nothing waits any more
    finally:
        t.close()


# ---------------------------------------------------------------- the savings coins in the log

def books_game(n, seed=5, savers=None):
    """A game where these players (all by default) have a coin on field 1 of the savings book."""
    s = new_game(n, seed=seed, expansions=["savings-book"])
    for p in (range(n) if savers is None else savers):
        s.zoos[p].coins -= 1
        s.zoos[p].extra["book"] = 1
    return s


def play_to_round_end(s, rng):
    """Random non-deposit actions until one ends a round; that action's events."""
    while True:
        acts = [a for a in legal_actions(s) if type(a).__name__ != "Deposit"]
        events = apply(s, rng.choice(acts))
        if any(e.type == "round_ended" for e in events):
            return events


@pytest.mark.parametrize("n,savers", [(2, None), (5, None), (5, (1, 3, 4)), (3, (2,))])
def test_the_coins_moving_up_make_one_short_sentence_in_every_language(n, savers):
    s = books_game(n, savers=savers)
    names = [z.name for z in s.zoos]
    events = play_to_round_end(s, random.Random(n))
    moved = [e for e in events if e.type == "coin_moved_up"]
    savers = list(range(n)) if savers is None else list(savers)
    assert [e.player for e in moved] == savers
    rest = [e for e in events if e not in moved]
    try:
        for lang in LANGUAGES:
            set_language(lang)
            told = game_log.sentences(events, names)
            assert len(told) == len(game_log.sentences(rest, names)) + 1     # one more line
            if len(savers) == n:
                line = tr("game.log.coins_moved_up_all")
                assert (None, line) in told
            else:
                line = tr("game.log.coin_moved_up", count=len(savers),
                          names=game_log._name_list([names[p] for p in savers]))
                assert (savers[0] if len(savers) == 1 else None, line) in told
                assert all(names[p] in line for p in savers)
                assert not any(names[p] in line for p in range(n) if p not in savers)
            assert "%{" not in line and len(line) < 90, line
    finally:
        set_language("en")


def test_the_table_tells_the_coins_moving_up_once_per_turn(tmp_path):
    n = 4
    session = GameSession.new(seats(n), seed=7, expansions=["savings-book"])
    session.record.state = books_game(n, seed=7, savers=(0, 2, 3))
    t = Table.open(session=session, size=(1024, 640), saves_dir=tmp_path)
    try:
        rng = random.Random(7)
        names = t.scene.names()
        rounds, said = 0, 0          # the log's lines before this round
        every = tr("game.log.coins_moved_up_all")
        while rounds < 2 and not t.state.game_over:
            before = t.state.round
            if t.scene.is_bot(t.state.current):
                t.bots_move()
            else:
                acts = [a for a in t.legal() if type(a).__name__ != "Deposit"]
                assert t.drag(*t.where(rng.choice(acts)))
            if t.state.round != before:
                rounds += 1
                lines = [line for line, _ in t.scene.log.lines()]
                lines, said = lines[said:], len(lines)
                # One sentence for all the coins that moved up (a bot may have saved one
                # too, and when every player has, the sentence says so).
                told = [line for line in lines if "move up" in line or "moves up" in line]
                assert len(told) == 1, lines
                assert told[0] == every or all(names[p] in told[0] for p in (0, 2, 3)), told
        assert rounds == 2
    finally:
        t.close()


# ---------------------------------------------------------------- pale pictures on light boards

def _standing_out(image, ground):
    """How many pixels of `image`, laid on `ground`, differ clearly in brightness from it."""
    surf = pygame.Surface(image.get_size())
    surf.fill(ground)
    surf.blit(image, (0, 0))
    lum = lambda c: 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]
    g = lum(ground)
    return sum(abs(lum(surf.get_at((x, y))) - g) > 60
               for x in range(surf.get_width()) for y in range(surf.get_height()))


@pytest.mark.parametrize("size", [14, 16, 20, 27])
def test_the_petting_zoos_sheep_reads_on_its_panel_when_small(size):
    from zooloretto.ui.zoo.expansion_view import PETTING_FACE
    drawn, plain = art.icon("petting_zoo", size), art._emoji("petting_zoo", size)
    assert drawn.get_size() == (size, size)
    assert _standing_out(drawn, PETTING_FACE) >= max(2 * _standing_out(plain, PETTING_FACE), 2 * size)


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
@pytest.mark.parametrize("n", [2, 3, 5])
def test_building_marks_on_small_enclosures_stay_inside_and_cover_nothing(tmp_path, n, size):
    """A pavilion and the restaurant on a small enclosure: their marks lie inside it, on
    neither the count, nor the animal, nor a stall."""
    from zooloretto.zoo.rules import components as C
    from zooloretto.ui.zoo.zoo_view import mini_count_size, mini_mark_places, mini_pen_places
    session = GameSession.new(seats(n), seed=2, expansions=list(EXPANSION_NAMES))
    t = Table.open(session=session, size=size, saves_dir=tmp_path)
    try:
        for ml in t.scene.minis.values():
            for i, rr in ml.pens.items():
                cap = C.ENCLOSURE_CAPACITY[i]
                for marks in (1, 2):
                    for k in (0, 1, cap - 1):
                        stalls = ["stall:popcorn", "stall:drinks"][:C.STALL_SPACES[i]]
                        pen = ["zebra"] * k
                        _, count, icon, stall_rects, sexes = mini_pen_places(
                            rr, pen, stalls, cap, mini_count_size(ml), marks)
                        assert icon is None or icon.w >= 12, (size, n, i, k, icon)
                        for r in mini_mark_places(rr, count, marks, stall_rects):
                            assert rr.contains(r), (size, n, i, r, rr)
                            assert r.w >= 8
                            for other in [count] + ([icon] if icon else []) + stall_rects:
                                assert not r.colliderect(other), (size, n, i, k, r, other)
    finally:
        t.close()


# ---------------------------------------------------------------- the expansions' prompts

def _expansion_stage(n, stage):
    """Seat 0 is asked where the newborn goes ("newborn") or where the souvenir shop goes ("shop")."""
    session = newborn_session(n)
    if stage == "shop":
        session.play(Settle("flamingo:baby", "petting_zoo"))
    return session


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("stage", ["newborn", "shop"])
def test_the_expansions_prompts_fit_the_top_bar_unshrunk_at_the_smallest_window(tmp_path, monkeypatch, lang, stage):
    from zooloretto.ui.zoo import render
    from zooloretto.ui.kit.ink import text
    drawn = []

    def spy(surface, s, size, colour, pos, anchor="topleft", bold=False, max_w=None):
        drawn.append((s, size, bold, max_w))
        return real(surface, s, size, colour, pos, anchor, bold, max_w)
    real = render.blit_text
    monkeypatch.setattr(render, "blit_text", spy)
    t = Table.open(session=_expansion_stage(3, stage), size=(1024, 640), saves_dir=tmp_path, language=lang)
    try:
        t.app.invalidate()
        t.app.step([])
        prompt = tr("game.status.prompt_" + stage)
        said = [(size, bold, max_w) for s, size, bold, max_w in drawn if s == prompt]
        assert said, "the prompt is shown"
        size, bold, max_w = said[-1]
        assert text(prompt, size, (0, 0, 0), bold).get_width() <= max_w, (lang, prompt)
    finally:
        t.close()
