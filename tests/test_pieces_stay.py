"""Pieces stay where the eye saw them: after a tile of a taken truck is placed, the truck's
other tiles keep their spaces (they used to slide left, so a quick second drag grabbed
nothing); a taken truck's coins leave their spaces empty; in the dice game the second
rolled die keeps its place on the tray. Of two pieces alike, the one dragged is the one
that goes. The rules keep the places (state.pending_slots, state.rolled_slots); saves of
format 1, which did not, still load."""
from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.dice import rules as dice
from zooloretto.dice.rules.places import Loc as DiceLoc, die_at, pieces as dice_pieces
from zooloretto.zoo.rules import (Loc, Place, Take, apply, legal_actions, new_game,
                              refusal, saves)
from zooloretto.zoo.rules.actions import to_json as action_to_json
from zooloretto.zoo.rules.check import InvalidState, check_state
from zooloretto.zoo.rules.gestures import action_for, gesture_of
from zooloretto.zoo.rules.places import pieces, tile_at
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat

from helpers import game, load_truck
from sampling import quick

FIXTURES = Path(__file__).resolve().parent / "fixtures"
# The first four expansions: the later ones' own tiles (jungle animals, building sites) are
# placed by events of their own (tests/test_exotic_*.py follow those).
FIRST_FOUR = ("savings-book", "petting-zoo", "buildings", "polar-bear")
GAMES = [(n, ()) for n in (2, 3, 4, 5)] + [(n, FIRST_FOUR) for n in (2, 5)]


def truck_pieces(s, t):
    """{Loc: tile} of the face-up tiles on truck t (those being unloaded included)."""
    return {loc: tile for loc, tile in pieces(s, s.current)
            if loc.area == "truck" and loc.index == t and loc.slot is not None
            and loc.slot >= len(s.trucks[t].blocked)}


# ---------------------------------------------------------------- the board game's rules

@pytest.mark.parametrize("n,expansions", GAMES, ids=[f"{n}p{'+all' if e else ''}" for n, e in GAMES])
def test_a_placed_tile_leaves_the_others_in_their_spaces(n, expansions):
    placed = holes = 0
    for seed in range(6):
        s = new_game(n, seed=seed, expansions=expansions)
        rng = random.Random(seed)
        while not s.game_over:
            a = rng.choice(legal_actions(s))
            kind = type(a)
            t = a.truck if kind is Take else s.zoos[s.current].truck
            before = truck_pieces(s, t) if kind in (Take, Place) else None
            events = apply(s, a)
            check_state(s)
            if kind is Take and s.pending:
                # the coins go to the money, every other tile keeps its space
                assert truck_pieces(s, t) == {loc: tile for loc, tile in before.items() if tile != "coin"}
            elif kind is Place:
                src = next(e.src for e in events if e.type == "tile_placed")
                assert before[src] == a.tile
                after = dict(before)
                del after[src]
                assert truck_pieces(s, t) == after
                placed += 1
                holes += bool(after) and src.slot != min(loc.slot for loc in before)
    assert placed > 100 and holes > 10       # the games did place tiles other than the first


def test_of_two_tiles_alike_the_one_dragged_goes():
    s = game(3, seed=2)
    load_truck(s, 0, ["flamingo", "coin", "flamingo"])
    apply(s, Take(0))
    assert s.pending == ["flamingo", "flamingo"] and s.pending_slots == (0, 2)
    assert tile_at(s, Loc("truck", index=0, slot=1)) is None          # the coin's space is empty
    right = action_for(s, Loc("truck", index=0, slot=2), Loc("barn", 0))
    assert right == Place("flamingo", "barn") and right.slot == 2
    assert gesture_of(s, right).piece == Loc("truck", index=0, slot=2)
    assert action_to_json(right)["slot"] == 2
    left = action_for(s, Loc("truck", index=0, slot=0), Loc("barn", 0))
    assert left.slot is None and "slot" not in action_to_json(left)   # the usual case: no slot saved
    events = apply(s, right)
    assert events[0].src == Loc("truck", index=0, slot=2)
    assert s.pending_slots == (0,) and tile_at(s, Loc("truck", index=0, slot=0)) == "flamingo"
    assert refusal(s, Place("flamingo", "barn", None, 2)).code == "not_on_truck"     # gone


def test_the_state_keeps_the_spaces_through_json_and_the_checks_guard_them():
    s = game(2, seed=4)
    t = next(i for i, truck in enumerate(s.trucks) if len(truck.blocked) == 1)
    load_truck(s, t, ["camel", "leopard"])
    s.current = 0
    apply(s, Take(t))
    apply(s, Place("camel", "barn"))
    assert s.pending_slots == (2,)                      # after the blocked space and the hole
    data = s.to_json()
    assert data["pending_slots"] == [2]
    again = type(s).from_json(json.loads(json.dumps(data)))
    assert again.pending_slots == (2,) and again.to_json() == data
    for bad in ([0], [2, 2], [], [3], [True], [1.5]):
        broken = type(s).from_json(dict(data, pending_slots=bad))
        with pytest.raises(InvalidState, match="unloaded"):
            check_state(broken)


# ---------------------------------------------------------------- old saves

def test_a_format_1_save_caught_mid_unloading_loads_with_the_tile_where_its_history_puts_it():
    path = FIXTURES / "save-v1-unloading.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and "pending_slots" not in data["state"]
    record = saves.read(path)
    s = record.state
    t = s.zoos[s.current].truck
    assert s.pending == ["leopard"] and len(s.trucks[t].blocked) == 1
    assert s.pending_slots == (2,)       # format 1 drew it in space 1, slid left; it was in 2
    assert record.replay().to_json() == s.to_json()
    check_state(s)


def test_a_format_1_dice_save_with_one_die_loaded_loads_with_the_other_in_its_place():
    record = saves.read(FIXTURES / "save-v1-dice-one-loaded.json")
    assert record.state.rolled == ["crocodile"] and record.state.rolled_slots == (1,)
    assert record.replay().to_json() == record.state.to_json()


def test_a_save_written_now_says_its_format_and_reads_back(tmp_path):
    record = saves.read(FIXTURES / "save-v1-unloading.json")
    path = saves.write(record, tmp_path / "again.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == saves.VERSION == 3 and data["state"]["pending_slots"] == [2]
    assert saves.read(path).state.to_json() == record.state.to_json()


# ---------------------------------------------------------------- the board table

def _drag_places(t, rng, placements):
    """Play by dragging from where the rules say; before and after each placement, every
    tile still on the truck is at the same point on the screen, and `where` of every
    other tile's placement is unchanged."""
    done = 0
    while done < placements and not t.state.game_over:
        acts = t.legal()
        a = rng.choice(acts)
        if type(a) is not Place:
            assert t.drag(*t.where(a)), (a, t.refusal)
            continue
        s = t.state
        truck = s.zoos[s.current].truck
        hits = t.scene.hits
        seen = {loc: (tile, hits.point(loc)) for loc, tile in truck_pieces(s, truck).items()}
        shown = {b: t.where(b)[0] for b in acts if type(b) is Place}
        events = t.drag(*t.where(a))
        assert events, (a, t.refusal)
        src = next(e.src for e in events if e.type == "tile_placed")
        assert seen.pop(src)[0] == a.tile
        s = t.state
        if s.pending:
            hits = t.scene.hits
            now = {loc: (tile, hits.point(loc)) for loc, tile in truck_pieces(s, truck).items()}
            assert now == seen
            for b in t.legal():
                if type(b) is Place and b.tile != a.tile:
                    assert t.where(b)[0] == shown[b]
                elif type(b) is Place:
                    assert t.where(b)[0] in [p for tile, p in seen.values() if tile == b.tile]
        done += 1
    return done


@pytest.mark.parametrize("n,expansions", [(2, ()), (4, ()), (3, FIRST_FOUR)])
def test_on_the_table_every_tile_left_on_the_truck_stays_at_its_point(n, expansions, tmp_path):
    session = GameSession.new([Seat(f"P{i + 1}") for i in range(n)], seed=7 + n, expansions=expansions)
    t = Table.open(session=session, saves_dir=tmp_path, size=(1280, 800))
    placements = quick(25, 12)                          # the quick run: 12 tiles placed
    try:
        assert _drag_places(t, random.Random(n), placements) == placements
    finally:
        t.close()


def test_a_quick_second_drag_from_where_the_tile_was_seen_takes_it(tmp_path):
    s = game(3, seed=2)
    load_truck(s, 0, ["flamingo", "stall:popcorn", "camel"])
    session = GameSession.new([Seat(f"P{i + 1}") for i in range(3)], seed=2)
    session.record.state = s
    t = Table.open(session=session, saves_dir=tmp_path)
    try:
        assert t.drag(*t.where(Take(0)))
        hits = t.scene.hits
        points = {tile: hits.point(loc) for loc, tile in truck_pieces(t.state, 0).items()}
        barn = t.where(Place("flamingo", "barn"))[1]
        assert t.drag(points["flamingo"], barn)
        assert t.drag(points["camel"], barn)            # where it was seen, not slid left
        assert t.drag(points["stall:popcorn"], barn)
        assert t.state.zoos[0].barn == ["flamingo", "camel", "stall:popcorn"]
    finally:
        t.close()


def test_on_the_table_the_right_one_of_two_alike_goes_and_the_left_stays(tmp_path):
    s = game(3, seed=2)
    load_truck(s, 0, ["flamingo", "camel", "flamingo"])
    session = GameSession.new([Seat(f"P{i + 1}") for i in range(3)], seed=2)
    session.record.state = s
    t = Table.open(session=session, saves_dir=tmp_path)
    try:
        assert t.drag(*t.where(Take(0)))
        hits = t.scene.hits
        left, right = hits.point(Loc("truck", index=0, slot=0)), hits.point(Loc("truck", index=0, slot=2))
        events = t.drag(right, t.where(Place("flamingo", "barn"))[1])
        assert events[0].src == Loc("truck", index=0, slot=2)
        assert t.state.pending_slots == (0, 1) and t.where(Place("flamingo", "barn"))[0] == left
        assert t.scene.choreo.shown.to_json() == t.state.to_json()
        assert action_to_json(t.scene.session.record.actions[-1])["slot"] == 2     # saved so
    finally:
        t.close()


# ---------------------------------------------------------------- the dice game

def test_dice_the_die_left_on_the_tray_keeps_its_place():
    moved = 0
    for seed in range(6):
        s = dice.new_game(3, seed=seed)
        rng = random.Random(seed)
        while not s.game_over:
            a = rng.choice(dice.legal_actions(s))
            before = {loc: f for loc, f in dice_pieces(s) if loc.area == "tray"}
            events = dice.apply(s, a)
            dice.check_state(s)
            if type(a) is dice.Load:
                loaded = next(e for e in events if e.type == "die_loaded")
                assert before.pop(DiceLoc("tray", slot=loaded.tray)) == a.face
                assert {loc: f for loc, f in dice_pieces(s) if loc.area == "tray"} == before
                moved += bool(before) and loaded.tray == 0
    assert moved > 20


def test_dice_of_two_alike_the_die_dragged_goes():
    s = dice.new_game(2, seed=1)
    dice.apply_roll(s, ["lion", "lion"])
    load = dice.action_for(s, DiceLoc("tray", slot=1), DiceLoc("truck", index=0))
    assert load == dice.Load("lion", 0) and load.slot == 1
    assert dice.gesture_of(s, load)[0] == DiceLoc("tray", slot=1)
    assert dice.action_to_json(load) == {"type": "load", "face": "lion", "truck": 0, "slot": 1}
    assert dice.action_from_json(dice.action_to_json(load)).slot == 1
    events = dice.apply(s, load)
    assert events[0].tray == 1 and s.rolled_slots == (0,)
    assert die_at(s, DiceLoc("tray", slot=0)) == "lion" and die_at(s, DiceLoc("tray", slot=1)) is None
    assert dice.refusal(s, dice.Load("lion", 1, 1)) is not None      # that die is gone


def _dice_table(tmp_path, seed=1):
    session = GameSession.new([Seat("P1"), Seat("P2")], seed=seed, game="dice")
    return Table.open(session=session, saves_dir=tmp_path, size=(1024, 640))


def test_dice_on_the_table_the_second_die_stays_where_it_was_seen(tmp_path):
    t = _dice_table(tmp_path)
    try:
        checked = 0
        rng = random.Random(3)
        while checked < 8 and not t.state.game_over:
            acts = t.legal()
            a = rng.choice(acts)
            if type(a) is dice.Load and len(t.state.rolled) == 2:
                others = {b: t.where(b)[0] for b in acts if b.face != a.face}
                assert t.drag(*t.where(a)), t.refusal
                for b, point in others.items():
                    if b in t.legal():
                        assert t.where(b)[0] == point
                checked += bool(others)
            else:
                assert t.drag(*t.where(a)), t.refusal
        assert checked == 8
    finally:
        t.close()


def test_dice_on_the_table_the_right_die_of_two_alike_goes(tmp_path):
    t = _dice_table(tmp_path)
    try:
        dice.apply_roll(t.state, ["monkey", "monkey"])
        t.scene.session.record.state = t.state
        t.app.step([])
        layout = t.scene.layout
        left = layout.rect(DiceLoc("tray", slot=0)).center
        right = layout.rect(DiceLoc("tray", slot=1)).center
        events = t.drag(right, layout.rect(DiceLoc("truck", index=1)).center)
        assert events and events[0].tray == 1
        assert t.where(dice.Load("monkey", 0))[0] == left
        assert t.drag(left, layout.rect(DiceLoc("truck", index=0)).center)
        assert t.state.trucks[0] == ["monkey"] and t.state.trucks[1] == ["monkey"]
    finally:
        t.close()


def test_the_fixtures_are_real_format_1_saves(tmp_path):
    """They are never regenerated; copied elsewhere they load as any save does."""
    for name in ("save-v1-unloading.json", "save-v1-dice-one-loaded.json"):
        copy = shutil.copy(FIXTURES / name, tmp_path / name)
        assert json.loads(Path(copy).read_text(encoding="utf-8"))["version"] == 1
        assert GameSession.load(copy).record.actions
