"""Whole seeded Zoomaka games for 2 to 5 players: every state on the way keeps the
invariants, the legal list and the refusals agree, actions, events and states go through
JSON and back, a seed and the actions replay the game, saves load through the common
machinery, and the public view hides what it must."""
import json
import random

import pytest
from helpers import play_randomly
from sampling import quick

from zooloretto.zoo.rules import saves
from zooloretto.zoo.rules.saves import SaveError
from zooloretto.zoomaka.rules import (HIDDEN, ZoomakaState, action_from_json, action_to_json,
                                      apply, check_state, choices, decision,
                                      event_from_json, gesture_of, legal_actions, public_view,
                                      refusal, turn_over)
from zooloretto.zoomaka.rules.legal import candidates      # a superset of the legal list
from zooloretto.zoomaka.rules.record import ZoomakaRecord


def _random_game(players, seed, each=None):
    s = ZoomakaState.from_json(ZoomakaRecord.new(players, seed).state.to_json())
    rng = random.Random(seed)
    steps = 0
    while not s.game_over:
        acts = legal_actions(s)
        assert acts, "someone always has a move"
        a = rng.choice(acts)
        if each:
            each(s, a)
        events = apply(s, a)
        assert [event_from_json(json.loads(json.dumps(e.to_json()))) for e in events] == events
        steps += 1
    return s, steps


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(players):
    def each(s, a):
        check_state(s)
        assert ZoomakaState.from_json(json.loads(json.dumps(s.to_json()))).to_json() == s.to_json()
        assert action_from_json(json.loads(json.dumps(action_to_json(a)))) == a
        assert decision(s) == "turn" or s.current != s.active or decision(s) in ("discard", "receive")
    for seed in range(quick(2, 1)):             # the quick run: one game per player count
        s, steps = _random_game(players, 100 * players + seed, each)
        check_state(s)
        assert s.game_over and s.winners


def test_the_legal_list_is_exactly_what_refusal_allows():
    rng = random.Random(5)
    seen = set()
    for seed in range(quick(3, 1)):             # the quick run: one random game of three
        record = play_randomly(ZoomakaRecord.new(3, seed), legal_actions, seed, 10 ** 6)
        s = record.replay(0)
        for n, action in enumerate(record.actions):
            if n % 5 == 0:
                legal = legal_actions(s)
                assert len(set(legal)) == len(legal)
                for a in candidates(s):
                    assert (refusal(s, a) is None) == (a in legal), a
                seen.add(decision(s))
                wrong = rng.choice(record.actions)
                if wrong not in legal:
                    assert refusal(s, wrong) is not None
            apply(s, action)
    assert {"turn", "fee"} <= seen


def test_every_legal_action_has_a_gesture_that_means_it():
    record = play_randomly(ZoomakaRecord.new(4, 9), legal_actions, 9, 400)
    s = record.replay(0)
    for n, action in enumerate(record.actions):
        if n % 9 == 0:
            for a in legal_actions(s):
                assert a in choices(s, *gesture_of(s, a))
        apply(s, action)


def test_a_seed_and_the_actions_replay_the_game():
    record = play_randomly(ZoomakaRecord.new(3, 21), legal_actions, 21, 10 ** 6)
    assert record.state.game_over
    assert record.replay().to_json() == record.state.to_json()
    other = ZoomakaRecord.new(3, 22)
    assert other.state.to_json() != ZoomakaRecord.new(3, 21).state.to_json()


def test_only_drawing_ends_a_turn():
    s = ZoomakaRecord.new(2, 3).state
    rng = random.Random(3)
    for _ in range(300):
        if s.game_over:
            break
        a = rng.choice(legal_actions(s))
        events = apply(s, a)
        assert turn_over(events) == (a.type == "end_turn")


@pytest.mark.parametrize("players", [2, 5])
def test_saves_round_trip_and_are_verified_by_replay(tmp_path, players):
    record = play_randomly(ZoomakaRecord.new(players, 4), legal_actions, 4, 150)
    path = saves.write(record, tmp_path / "zoomaka.json")
    data = json.loads(path.read_text())
    assert data["game"] == "zoomaka" and data["setup"]["players"] == players
    back = saves.read(path)
    assert isinstance(back, ZoomakaRecord) and back.actions == record.actions
    assert back.state.to_json() == record.state.to_json()
    data["state"]["players"][0]["hand"].append("bird-1")
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        saves.read(path)
    data = json.loads(saves.dumps(record))
    data["actions"][-1] = {"type": "place", "card": "unicorn-1", "section": "bird"}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as e:
        saves.read(path)
    assert e.value.kind == "history"


def test_the_public_view_hides_hands_banks_the_draw_order_and_the_seed():
    record = play_randomly(ZoomakaRecord.new(3, 8), legal_actions, 8, 120)
    s = record.state
    view = public_view(s)
    me = s.current
    assert view.seed is None and set(view.draw) <= {HIDDEN} and len(view.draw) == len(s.draw)
    for q, p in enumerate(view.players):
        if q == me:
            assert p.hand == s.players[q].hand and p.bank == s.players[q].bank
        else:
            assert set(p.hand + p.bank) <= {HIDDEN}
            assert len(p.hand) == len(s.players[q].hand)
    assert legal_actions(view) == legal_actions(s)


def test_what_may_be_taken_back_and_what_others_may_see_of_an_event():
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import EndTurn, Place, Sell, for_viewer, undoable
    s = give(game(), 0, hand=["bird-1", "bird-2"])
    assert undoable(play(s, Place("bird-1", "bird")))
    sold = play(s, Sell("bird-2"))
    assert undoable(sold) and for_viewer(sold[0], 1).card == HIDDEN and for_viewer(sold[0], 0).card == "bird-2"
    drawn = play(s, EndTurn())
    assert not undoable(drawn) and not undoable(drawn, ending=True)
    assert all(for_viewer(e, 1).card == HIDDEN for e in drawn if e.type == "card_drawn")
