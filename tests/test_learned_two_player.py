"""The learned evaluation's weights for the game for two (issue 36): a section of the
weights file ("players": {"2": ...}) that only a table of two uses, and the variants of
the hard bot's futures for two that model the rival (off as shipped)."""
import json
import math
import random

import pytest

from zooloretto.zoo.bots import evaluate as E
from zooloretto.zoo.bots import hard as H
from zooloretto.zoo.bots import learned as L
from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.bots.rollout import play_out
from zooloretto.zoo.rules import apply, legal_actions
from zooloretto.zoo.rules.actions import Exchange
from zooloretto.zoo.rules.view import public_view

from test_hard_two_player_variants import _two_player_endgame
from test_learned_eval import _start_of_round


def _weights_with_a_section_for_two(scale=-1.0):
    data = json.loads(L.WEIGHTS_FILE.read_text(encoding="utf-8"))
    data["players"] = {"2": {"weights": [scale * w for w in data["weights"]]}}
    return data


def test_the_weights_for_two_are_used_at_a_table_of_two_only():
    plain = L.Weights(json.loads(L.WEIGHTS_FILE.read_text(encoding="utf-8")))
    both = L.Weights(_weights_with_a_section_for_two())
    two = _start_of_round(2, 1, 3)
    four = _start_of_round(4, 2, 3)
    assert L.win_chances(four, weights=both) == L.win_chances(four, weights=plain)
    # the section for two is the general weights turned round: the favourite changes
    p, q = L.win_chances(two, weights=plain), L.win_chances(two, weights=both)
    assert (p[0] > p[1]) != (q[0] > q[1])


def test_a_section_fitted_on_other_features_is_refused():
    data = _weights_with_a_section_for_two()
    data["players"]["2"]["weights"].pop()
    with pytest.raises(ValueError):
        L.Weights(data)


def test_another_weights_file_is_read_when_named(tmp_path, monkeypatch):
    path = tmp_path / "candidate.json"
    path.write_text(json.dumps(_weights_with_a_section_for_two(0.5)), encoding="utf-8")
    monkeypatch.setenv(L.WEIGHTS_FILE_VARIABLE, str(path))
    monkeypatch.setattr(L, "_LOADED", [])
    assert L.shipped().for_players(2)[0] == pytest.approx(0.5 * L.shipped().weights[0])


def test_the_shipped_weights_for_two_know_the_barn_costs_points():
    """The book: each animal type in the barn costs 2 points at the end; with the weights
    a table of two plays with, a barn type more lowers that zoo's chance."""
    state = _start_of_round(2, 6, 5)
    before = L.win_chances(state)
    zoo = state.zoos[1]
    have = {t.split(":")[0] for t in zoo.barn} | {p[0].split(":")[0] for p in zoo.pens if p}
    zoo.barn.append(next(a for a in state.animals if a not in have))
    assert L.win_chances(state)[1] < before[1]


def test_the_rival_variant_leaves_the_bot_s_own_moves_to_the_shipped_policy():
    state = _two_player_endgame()
    me = state.current
    herd = state.zoos[me].barn[0]
    assert H.rival_policy(me, ()) is None
    # the seat to move is the rival's: with a coin and a herd in the barn it exchanges,
    # as medium would; the bot's own seat is left to the shipped policy
    as_rival = H.rival_policy(1 - me, ("rival",))
    assert as_rival(state, random.Random(1), E.Context(state)) == Exchange(0, barn_animal=herd)
    assert H.rival_policy(me, ("rival",))(state, random.Random(1), E.Context(state)) is None
    future = play_out(state.copy(), random.Random(2), stop_round=math.inf, max_steps=600,
                      policy=as_rival)
    assert future.game_over


def test_the_medium_rival_answers_only_in_the_last_round_and_as_medium():
    state = _two_player_endgame()
    policy = H.rival_policy(1 - state.current, ("medium",))
    assert not state.end_triggered and policy(state, None, None) is None
    bots = [make_bot("medium", seed=q) for q in range(2)]
    while not state.end_triggered or len(legal_actions(state)) == 1:
        apply(state, bots[state.current].choose(public_view(state)))
    seat = state.current
    assert H.rival_policy(seat, ("medium",))(state, None, None) is None
    answer = H.rival_policy(1 - seat, ("medium",))(state, None, None)
    assert answer == make_bot("medium", seed=9).choose(public_view(state))
