"""Places, gestures and typed events (rules/places.py, gestures.py, events.py).

- every legal action has a gesture that means exactly it, at every player count;
- any (piece, drop) pair means a legal action or a refusal, never an illegal action;
- the three table bugs of issue 10, at the rules level;
- events are typed, registered, JSON round trip, and every type occurs in play.
"""
import json
import random

import pytest

from zooloretto.zoo.rules import (new_game, legal_actions, apply, refusal, Refusal, Reveal, Load, Take, Place,
                              MoveAnimal, MoveStall, Exchange, Purchase, Discard, Expand, cost_of)
from zooloretto.zoo.rules import components as C
from zooloretto.zoo.rules.events import (EVENT_TYPES, BadEvent, event_from_json, event_to_json,
                                     undoable)
from zooloretto.zoo.rules.gestures import Gesture, action_for, gesture_of, gestures_of
from zooloretto.zoo.rules.places import (AREAS, FACE_DOWN, BadLoc, Loc, face_down_boards, pieces,
                                     tile_at)
from zooloretto.zoo.rules.tiles import parse_tile

from helpers import game, load_truck, set_zoo


def positions(n, seed, every=1):
    """States along a seeded random game (copies)."""
    s = new_game(n, seed=seed)
    rng = random.Random(seed)
    out, step = [], 0
    while not s.game_over:
        if step % every == 0:
            out.append(s.copy())
        apply(s, rng.choice(legal_actions(s)), check=False)
        step += 1
    return out


def drops(s):
    """Every place a piece could be let go of."""
    out = [Loc("stack", index=0), Loc("stack", index=1), Loc("bank"), Loc("box")]
    for t, truck in enumerate(s.trucks):
        out += [Loc("truck", index=t)] + [Loc("truck", index=t, slot=k) for k in range(C.TRUCK_SIZE)]
    for q, zoo in enumerate(s.zoos):
        out += [Loc("zoo", q), Loc("money", q), Loc("barn", q)]
        out += [Loc("barn", q, slot=k) for k in range(len(zoo.barn) + 1)]
        for i in range(len(C.ENCLOSURE_CAPACITY)):
            out += [Loc("enclosure", q, i), Loc("stall", q, i), Loc("expansion", q, i)]
            out += [Loc("enclosure", q, i, k) for k in range(C.ENCLOSURE_CAPACITY[i])]
            out += [Loc("stall", q, i, k) for k in range(C.STALL_SPACES[i])]
    return out


# ---------------------------------------------------------------- round trip

@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_legal_action_round_trips_through_its_gestures(n):
    for seed in (n, 40 + n):
        for s in positions(n, seed, every=2):
            for a in legal_actions(s):
                gs = gestures_of(s, a)
                assert gs and gs[0] == gesture_of(s, a)
                for g in gs:
                    assert isinstance(g, Gesture)
                    assert action_for(s, g.piece, g.drop) == a, (a, g)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_gestures_mean_a_legal_action_or_a_refusal(n):
    rng = random.Random(n)
    for s in positions(n, 70 + n, every=3):
        legal = set(legal_actions(s))
        places = drops(s)
        starts = [loc for loc, _ in pieces(s, s.current)] + places
        for _ in range(60):
            piece, drop = rng.choice(starts), rng.choice(places + [None])
            meant = action_for(s, piece, drop)
            if isinstance(meant, Refusal):
                str(meant)          # the sentence exists
            else:
                assert meant in legal and refusal(s, meant) is None, (piece, drop, meant)


def test_the_two_player_truck_tiles_sit_after_the_blocked_spaces():
    """Issue 10: on a truck with blocked spaces the visible tile is the one picked up."""
    s = game(2)
    assert [len(t.blocked) for t in s.trucks] == list(C.TWO_PLAYER_BLOCKED)
    load_truck(s, 2, ["camel"])
    assert tile_at(s, Loc("truck", index=2, slot=0)) == FACE_DOWN
    assert tile_at(s, Loc("truck", index=2, slot=1)) == FACE_DOWN
    assert tile_at(s, Loc("truck", index=2, slot=2)) == "camel"
    apply(s, Take(2))
    place = Place("camel", "enclosure", 0)
    assert gesture_of(s, place) == Gesture(Loc("truck", index=2, slot=2), Loc("enclosure", 0, 0))
    assert action_for(s, Loc("truck", index=2, slot=2), Loc("enclosure", 0, 0, 3)) == place
    # The face-down blocking tile is no tile of the load.
    assert isinstance(action_for(s, Loc("truck", index=2, slot=0), Loc("enclosure", 0, 0)), Refusal)


def test_an_animal_dropped_on_the_stall_strip_of_its_enclosure_goes_in():
    """Issue 10: not "Only vending stalls go on stall spaces" when the whole enclosure lit up."""
    s = game(4)
    set_zoo(s, 0, pens={1: ["camel"]}, barn=["camel", "zebra"], coins=3)
    load_truck(s, 0, ["camel"])
    apply(s, Take(0))
    assert action_for(s, Loc("truck", index=0, slot=0), Loc("stall", 0, 1, 0)) == \
        Place("camel", "enclosure", 1)
    r = action_for(s, Loc("truck", index=0, slot=0), Loc("stall", 0, 0, 1))
    assert r == Place("camel", "enclosure", 0)
    # Where it does not fit, the reason is the enclosure's, not the stall space's.
    set_zoo(s, 0, pens={1: ["camel"], 2: ["leopard"]})
    r = action_for(s, Loc("truck", index=0, slot=0), Loc("stall", 0, 2, 0))
    assert isinstance(r, Refusal) and r.code == "wrong_animal"


def test_a_barn_animal_dropped_on_a_stall_space_moves_into_that_enclosure():
    s = game(4)
    set_zoo(s, 0, pens={1: ["camel"]}, barn=["camel"], coins=3)
    assert action_for(s, Loc("barn", 0, slot=0), Loc("stall", 0, 1, 0)) == MoveAnimal("camel", 1)


def test_a_stall_moved_off_a_stall_space_is_picked_up_where_it_stands():
    """Issue 10: not always the first stall of that enclosure."""
    s = game(4)
    set_zoo(s, 0, pens={0: ["camel"], 1: ["leopard"]},
            stalls={0: ["stall:popcorn", "stall:drinks"]}, coins=3)
    move = MoveStall("stall:drinks", "stall", 1, 0)
    assert move in legal_actions(s)
    assert gesture_of(s, move) == Gesture(Loc("stall", 0, 0, 1), Loc("stall", 0, 1))
    assert action_for(s, Loc("stall", 0, 0, 1), Loc("enclosure", 0, 1, 2)) == move
    assert action_for(s, Loc("stall", 0, 0, 0), Loc("stall", 0, 1)) == \
        MoveStall("stall:popcorn", "stall", 1, 0)


def test_a_barn_zebra_dropped_on_a_camel_enclosure_is_an_exchange():
    s = game(4)
    set_zoo(s, 0, pens={0: ["camel", "camel"]}, barn=["zebra", "stall:popcorn"], coins=1)
    swap = Exchange(0, barn_animal="zebra")
    assert action_for(s, Loc("barn", 0, slot=0), Loc("enclosure", 0, 0, 1)) == swap
    # The whole enclosure dropped on the barn means the same.
    assert action_for(s, Loc("enclosure", 0, 0), Loc("barn", 0)) == swap
    assert action_for(s, Loc("enclosure", 0, 0, 1), Loc("barn", 0, slot=0)) == swap
    assert Gesture(Loc("enclosure", 0, 0), Loc("barn", 0)) in gestures_of(s, swap)


def test_whole_enclosures_are_exchanged_by_dropping_one_on_the_other():
    s = game(4)
    set_zoo(s, 0, pens={0: ["camel"], 2: ["leopard", "leopard"]}, coins=1)
    assert action_for(s, Loc("enclosure", 0, 2, 1), Loc("enclosure", 0, 0)) == Exchange(0, other=2)
    assert action_for(s, Loc("enclosure", 0, 0), Loc("stall", 0, 2, 0)) == Exchange(0, other=2)
    r = action_for(s, Loc("enclosure", 0, 0), Loc("enclosure", 0, 0, 2))
    assert isinstance(r, Refusal) and r.code == "same_place"


def test_trucks_stacks_boards_bins_and_other_barns():
    s = game(3)
    set_zoo(s, 0, barn=["camel"], coins=5)
    set_zoo(s, 1, barn=["leopard"])
    load_truck(s, 1, ["flamingo"])
    # The stack's top means Reveal wherever it is let go: the truck is chosen after.
    assert action_for(s, Loc("stack", index=0), Loc("truck", index=2, slot=1)) == Reveal()
    assert action_for(s, Loc("stack", index=0), None) == Reveal()
    assert action_for(s, Loc("truck", index=1), Loc("zoo", 0)) == Take(1)
    assert action_for(s, Loc("truck", index=1, slot=0), Loc("barn", 0)) == Take(1)
    r = action_for(s, Loc("truck", index=1), Loc("zoo", 1))
    assert isinstance(r, Refusal) and r.code == "not_yours"
    assert action_for(s, Loc("barn", 0, slot=0), Loc("box")) == Discard("camel")
    assert action_for(s, Loc("barn", 1, slot=0), Loc("enclosure", 0, 2)) == \
        Purchase(1, "leopard", "enclosure", 2)
    assert action_for(s, Loc("barn", 1, slot=0), Loc("barn", 0)) == Purchase(1, "leopard", "barn")
    board = Loc("expansion", 0, C.BOARD_ENCLOSURES)
    assert face_down_boards(s.zoos[0]) == [C.BOARD_ENCLOSURES]
    assert tile_at(s, board) == FACE_DOWN
    assert action_for(s, board, None) == Expand() == action_for(s, board, board)
    assert gesture_of(s, Expand()) == Gesture(board, board)
    r = action_for(s, Loc("enclosure", 1, 0), Loc("enclosure", 0, 1))
    assert isinstance(r, Refusal) and r.code == "not_yours"


def test_a_gesture_during_an_unloading_gets_the_engines_reason():
    s = game(3)
    set_zoo(s, 0, barn=["camel"], coins=5)
    load_truck(s, 0, ["leopard"])
    apply(s, Take(0))
    r = action_for(s, Loc("barn", 0, slot=0), Loc("box"))
    assert isinstance(r, Refusal) and r.code == "must_unload"
    r = action_for(s, Loc("truck", index=0, slot=0), Loc("box"))
    assert isinstance(r, Refusal) and r.code == "bad_destination"


# ---------------------------------------------------------------- places

def test_locs_round_trip_through_json_and_bad_shapes_are_refused():
    for loc in (Loc("stack", index=1), Loc("truck", index=2, slot=0), Loc("barn", 3, slot=4),
                Loc("enclosure", 0, 4, 5), Loc("box")):
        assert Loc.from_json(json.loads(json.dumps(loc.to_json()))) == loc
    for bad in (None, [], {"area": "moon"}, {"area": "barn"}, {"area": "truck", "index": -1},
                {"area": "truck", "index": True}, {"area": "box", "hat": 1}):
        with pytest.raises(BadLoc):
            Loc.from_json(bad)


def test_pieces_are_read_back_by_tile_at():
    for s in positions(2, 5, every=9) + positions(5, 6, every=9):
        for loc, tile in pieces(s, s.current):
            assert loc.area in AREAS
            if tile is not None:
                assert tile_at(s, loc) == tile


def test_the_revealed_tile_is_a_piece_in_the_hand_that_goes_onto_a_truck():
    s = game(3)
    load_truck(s, 1, ["flamingo"])
    apply(s, Reveal())
    tile = s.revealed
    assert tile_at(s, Loc("hand")) == tile
    assert (Loc("hand"), tile) in pieces(s, 0) and (Loc("hand"), tile) in pieces(s, 1)
    assert action_for(s, Loc("hand"), Loc("truck", index=1, slot=1)) == Load(1)
    assert action_for(s, Loc("hand"), Loc("truck", index=2)) == Load(2)
    for drop in (Loc("zoo", 0), Loc("stack", index=0), Loc("barn", 0)):
        assert isinstance(action_for(s, Loc("hand"), drop), Refusal)
    # Nothing else starts while it is in the hand, and each refusal says so.
    r = action_for(s, Loc("truck", index=1), Loc("zoo", 0))
    assert isinstance(r, Refusal) and r.code == "must_load"
    r = action_for(s, Loc("stack", index=0), None)
    assert isinstance(r, Refusal) and r.code == "must_load"
    for a in legal_actions(s):
        assert action_for(s, *gesture_of(s, a)) == a


def test_costs_and_tiles_are_known_to_the_rules():
    assert cost_of(Reveal()) == cost_of(Load(0)) == cost_of(Place("camel", "barn")) == 0
    assert cost_of(MoveAnimal("camel", 0)) == cost_of(Exchange(0, other=1)) == C.COST_REMODEL
    assert cost_of(Purchase(1, "camel", "barn")) == cost_of(Discard("camel")) == C.COST_TILE
    assert cost_of(Expand()) == C.COST_EXPAND
    info = parse_tile("zebra:female:bred")
    assert (info.kind, info.animal, info.sex, info.bred, info.offspring) == \
        ("animal", "zebra", "female", True, False)
    assert parse_tile("zebra:baby").offspring and parse_tile("stall:popcorn").stall == "popcorn"
    with pytest.raises(ValueError):
        parse_tile("unicorn")


# ---------------------------------------------------------------- events

def test_every_event_type_occurs_in_seeded_games_and_round_trips_through_json():
    seen = set()
    for n in (2, 3, 4, 5):
        for seed in range(3):
            s = new_game(n, seed=seed)
            rng = random.Random(seed)
            while not s.game_over:
                for e in apply(s, rng.choice(legal_actions(s))):
                    assert type(e) is EVENT_TYPES[e.type]
                    text = json.dumps(event_to_json(e))
                    assert event_from_json(json.loads(text)) == e
                    seen.add(e.type)
    # The base game's own types (the expansions' are covered in tests/test_expansions.py).
    assert seen == {t for t, cls in EVENT_TYPES.items() if cls.__module__ == "zooloretto.zoo.rules.events"}


def test_events_are_frozen_and_bad_json_is_refused():
    s = game(3)
    load_truck(s, 0, ["camel"])
    e = apply(s, Take(0))[0]
    with pytest.raises(AttributeError):
        e.player = 2
    for bad in (None, {"type": "nope"}, {"type": "round_ended"}, {"type": "round_ended", "round": 1,
                                                                   "x": 2},
                {"type": "truck_taken", "player": 0, "truck": 0, "tiles": [], "src": {"area": "moon"},
                 "dst": {"area": "box"}}):
        with pytest.raises((BadEvent, BadLoc)):
            event_from_json(bad)


def test_events_name_their_places():
    s = game(4)
    set_zoo(s, 0, pens={0: ["camel:male", "camel"]}, barn=["zebra"])
    load_truck(s, 0, ["camel:female", "coin"])
    events = apply(s, Take(0))
    assert [e.type for e in events] == ["truck_taken", "coins_collected"]
    assert events[1].dst == Loc("money", 0) and events[0].src == Loc("truck", index=0)
    events = apply(s, Place("camel:female", "enclosure", 0))
    placed, born = events[0], events[1]
    assert placed.src == Loc("truck", index=0, slot=0) and placed.dst == Loc("enclosure", 0, 0, 2)
    assert born.type == "offspring_born" and born.dst == Loc("enclosure", 0, 0, 3)
    assert set(born.parents) == {Loc("enclosure", 0, 0, 0), Loc("enclosure", 0, 0, 2)}


def test_what_can_be_undone():
    s = game(3)
    load_truck(s, 0, ["camel", "leopard"])
    load_truck(s, 1, ["coin"])
    assert not undoable(apply(s, Reveal()))                     # a hidden tile came to light
    assert not undoable(apply(s, Load(2)), ending=True)         # placed where all saw it
    assert not undoable(apply(s, Take(1)))                      # only coins: the turn is over
    assert undoable(apply(s, Take(0)))                          # tiles to place: may take back
    assert undoable(apply(s, Place("camel", "enclosure", 0)))
    assert not undoable(apply(s, Place("leopard", "barn")))     # the truck is unloaded
