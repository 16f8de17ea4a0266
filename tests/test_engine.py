"""The engine's contracts, checked over seeded random games.

- `refusal` is None exactly for the actions `legal_actions` lists;
- `apply` of an illegal action raises IllegalAction and changes nothing;
- events are JSON; play is deterministic; actions survive JSON;
- the public view hides the order of the face-down stacks.
"""
import json
import random

import pytest

from zooloretto.zoo.rules import (new_game, legal_actions, apply, refusal, IllegalAction,
                              Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange, Purchase,
                              Discard, Expand, action_to_json, action_from_json, BadAction,
                              GameState)
from zooloretto.zoo.rules import components as C
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.events import EVENT_TYPES, event_from_json, event_to_json
from zooloretto.zoo.rules.view import public_view, determinize

from helpers import pick_action, set_zoo, game
from sampling import quick

PENS = range(-1, len(C.ENCLOSURE_CAPACITY) + 1)      # one out of range at each end


def sample_states(n, seed, every=1):
    """States along one seeded random game (copies), the final one included."""
    state = new_game(n, seed=seed)
    rng = random.Random(seed)
    out = []
    step = 0
    while not state.game_over:
        if step % every == 0:
            out.append(state.copy())
        apply(state, pick_action(state, rng))
        step += 1
    out.append(state.copy())
    return out


def candidates(s):
    """Many actions, legal and illegal, that a careless caller might try."""
    n_trucks = len(s.trucks)
    zoo = s.zoos[s.current]
    tiles = set(s.pending) | set(zoo.barn) | {"camel", "stall:popcorn", "coin", "nonsense"}
    for z in s.zoos:
        tiles |= set(z.barn)
        for p in z.pens:
            tiles |= set(p)
        for st in z.stalls:
            tiles |= set(st)
    tiles = sorted(tiles)
    out = []
    out.append(Reveal())
    for t in range(-1, n_trucks + 1):
        out += [Load(t), Take(t)]
    for tile in tiles:
        out.append(Place(tile, "barn", None))
        out.append(Place(tile, "barn", 0))
        out.append(Place(tile, "moon", 1))
        for i in PENS:
            out += [Place(tile, "enclosure", i), Place(tile, "stall", i),
                    MoveAnimal(tile, i), MoveStall(tile, "barn", i)]
            for j in PENS:
                out.append(MoveStall(tile, "stall", i, j))
            out.append(MoveStall(tile, "attic", i))
        out.append(Discard(tile))
        for q in range(-1, len(s.zoos) + 1):
            out.append(Purchase(q, tile, "barn", None))
            for i in PENS:
                out += [Purchase(q, tile, "enclosure", i), Purchase(q, tile, "stall", i)]
    for i in PENS:
        out.append(Exchange(i))
        for j in PENS:
            out.append(Exchange(i, other=j))
        for a in C.ANIMALS + ("popcorn", "stall:popcorn"):
            out.append(Exchange(i, barn_animal=a))
        out.append(Exchange(i, other=(i + 1) % 5, barn_animal="camel"))
    out.append(Expand())
    return out + legal_actions(s)


def same_move(a):
    """An exchange of two enclosures is the same move in either order; the
    legal list names it once, with the lower index first."""
    if isinstance(a, Exchange) and a.other is not None and a.barn_animal is None and a.index > a.other:
        return Exchange(a.other, other=a.index)
    return a


@pytest.mark.parametrize("n,seed", [(2, 1), (3, 2), (4, 3), (5, 4), (2, 5), (5, 6)])
def test_refusal_is_none_exactly_for_the_legal_actions(n, seed):
    for s in sample_states(n, seed, every=quick(3, 12)):   # the quick run: every twelfth state
        legal = legal_actions(s)
        assert len(legal) == len(set(legal)), "legal_actions lists a move twice"
        legal_set = set(legal)
        for a in candidates(s):
            r = refusal(s, a)
            if same_move(a) in legal_set:
                assert r is None, f"{a} is listed as legal but refused: {r}"
            else:
                assert r is not None, f"{a} is accepted but not listed as legal"
                assert isinstance(str(r), str) and str(r)


@pytest.mark.parametrize("n,seed", [(2, 11), (3, 12), (4, 13), (5, 14)])
def test_illegal_action_raises_and_leaves_state_unchanged(n, seed):
    rng = random.Random(seed)
    tried = 0
    for s in sample_states(n, seed, every=7):
        before = json.dumps(s.to_json(), sort_keys=True)
        illegal = [a for a in candidates(s) if refusal(s, a) is not None]
        for a in rng.sample(illegal, min(40, len(illegal))):
            with pytest.raises(IllegalAction) as info:
                apply(s, a)
            assert info.value.refusal.code == refusal(s, a).code
            assert json.dumps(s.to_json(), sort_keys=True) == before
            tried += 1
    assert tried > 100


def test_no_action_is_legal_after_the_game_ends():
    s = sample_states(3, 21)[-1]
    assert s.game_over and legal_actions(s) == []
    assert refusal(s, Reveal()).code == "game_over"
    assert refusal(s, Load(0)).code == "game_over"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_events_are_json_and_play_is_deterministic(n):
    seed = 100 + n
    s1 = new_game(n, seed=seed)
    s2 = new_game(n, seed=seed)
    assert s1.to_json() == s2.to_json()
    rng = random.Random(seed)
    while not s1.game_over:
        a = pick_action(s1, rng)
        e1 = apply(s1, a)
        e2 = apply(s2, a)
        text = json.dumps([event_to_json(e) for e in e1])
        assert [event_from_json(d) for d in json.loads(text)] == e1 == e2
        assert all(type(e) is EVENT_TYPES[e.type] for e in e1)
    assert json.dumps(s1.to_json(), sort_keys=True) == json.dumps(s2.to_json(), sort_keys=True)


def test_different_seeds_deal_different_stacks():
    assert new_game(4, seed=1).draw_pile != new_game(4, seed=2).draw_pile


@pytest.mark.parametrize("n,seed", [(2, 31), (5, 32)])
def test_state_json_round_trip(n, seed):
    for s in sample_states(n, seed, every=11):
        text = json.dumps(s.to_json())
        back = GameState.from_json(json.loads(text))
        assert back.to_json() == s.to_json()
        assert legal_actions(back) == legal_actions(s)


@pytest.mark.parametrize("n,seed", [(2, 41), (3, 42), (5, 43)])
def test_action_json_round_trip(n, seed):
    seen = 0
    for s in sample_states(n, seed, every=2):
        for a in legal_actions(s):
            d = action_to_json(a)
            assert action_from_json(json.loads(json.dumps(d))) == a
            seen += 1
    assert seen > 200


@pytest.mark.parametrize("bad", [
    None, [], "draw", {}, {"type": "fly"}, {"type": "draw"}, {"type": "draw", "truck": "1"},
    {"type": "draw", "truck": True}, {"type": "draw", "truck": 1, "colour": "red"},
    {"type": "draw", "truck": 1}, {"type": "load"}, {"type": "load", "truck": "1"},
    {"type": "reveal", "truck": 1},
    {"type": "place", "tile": 3, "to": "barn"}, {"type": "exchange"},
])
def test_malformed_action_json_is_refused(bad):
    with pytest.raises(BadAction):
        action_from_json(bad)


def test_optional_fields_may_be_left_out_or_null():
    assert action_from_json({"type": "place", "tile": "camel", "to": "barn"}) == Place("camel", "barn")
    assert action_from_json({"type": "exchange", "index": 1, "other": 2, "barn_animal": None}) == Exchange(1, other=2)
    assert action_from_json({"type": "expand"}) == Expand()


# ---------------------------------------------------------------- public view

def reshuffled(state, rng):
    """The same game with the face-down tiles in another order (and other
    tiles under the disc): what no player can tell apart."""
    other = state.copy()
    hidden = other.draw_pile + other.end_pile
    rng.shuffle(hidden)
    cut = len(other.draw_pile)
    other.draw_pile, other.end_pile = hidden[:cut], hidden[cut:]
    return other


@pytest.mark.parametrize("n,seed", [(2, 51), (4, 52)])
def test_public_view_is_equal_for_states_differing_only_in_hidden_order(n, seed):
    rng = random.Random(seed)
    for s in sample_states(n, seed, every=9):
        other = reshuffled(s, rng)
        check_state(other)
        assert public_view(s).to_json() == public_view(other).to_json()


def test_public_view_hides_the_order_and_the_end_stack():
    s = new_game(4, seed=61)
    v = public_view(s)
    assert len(v.draw_pile) == len(s.draw_pile) and len(v.end_pile) == len(s.end_pile)
    assert sorted(v.draw_pile + v.end_pile) == sorted(s.draw_pile + s.end_pile)
    # A canonical (sorted) order: it says nothing about the real order or
    # which tiles lie under the disc.
    assert v.draw_pile + v.end_pile == sorted(s.draw_pile + s.end_pile)
    assert v.draw_pile != s.draw_pile and v.end_pile != s.end_pile


def test_public_view_keeps_everything_face_up():
    s = game(4)
    set_zoo(s, 1, pens={0: ["camel"]}, barn=["panda"], coins=5)
    v = public_view(s).to_json()
    full = s.to_json()
    for key in ("zoos", "trucks", "bank", "offspring", "current", "round", "pending"):
        assert v[key] == full[key]


def test_public_view_does_not_reveal_the_deal_through_the_seed():
    s = new_game(3, seed=71)
    v = public_view(s)
    rebuilt = new_game(3, seed=v.seed)
    assert rebuilt.draw_pile != s.draw_pile


@pytest.mark.parametrize("n,seed", [(3, 81), (5, 82)])
def test_determinize_deals_a_consistent_full_state(n, seed):
    rng = random.Random(seed)
    for s in sample_states(n, seed, every=13):
        v = public_view(s)
        sample = determinize(v, rng)
        check_state(sample)
        assert public_view(sample).to_json() == v.to_json()


def test_exchange_of_two_enclosures_may_name_them_in_either_order():
    """A pen-to-pen exchange is one move whichever enclosure is named first:
    both spellings are the same action value, listed once."""
    s = game(5)
    set_zoo(s, 0, pens={0: ["panda"] * 2, 1: ["camel"] * 3}, coins=1)
    assert Exchange(0, other=1) in legal_actions(s)
    assert Exchange(1, other=0) == Exchange(0, other=1)
    assert legal_actions(s).count(Exchange(1, other=0)) == 1
    a, b = s.copy(), s.copy()
    apply(a, Exchange(0, other=1))
    apply(b, Exchange(1, other=0))
    assert a.to_json()["zoos"] == b.to_json()["zoos"]
