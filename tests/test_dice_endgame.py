"""The dice game's last round, played exactly: the solver (dice/bots/endgame.py) on small
positions whose chances can be worked out by hand, the hard bot playing its best move on
seeded last rounds, and medium rolling rather than taking a truck that loses the race."""
from __future__ import annotations

import pytest

from dice_helpers import fill, game
from sampling import quick
from zooloretto.common import reason_parts
from zooloretto.dice.bots import make_bot
from zooloretto.dice.bots.endgame import (EPS, EndgameSolver, NotFinal, TooBig,
                                          final_round_positions)
from zooloretto.dice.bots.evaluate import truck_gain
from zooloretto.dice.bots.medium import TAKE_ALONE_AT
from zooloretto.dice.rules import Roll, Take, apply, apply_roll, check_state, public_view
from zooloretto.dice.rules.actions import Load

FULL = {"crocodile": 1, "ostrich": 2, "monkey": 3, "elephant": 4}


def alone_in_the_last_round(mine: dict, rival_lion: int, trucks, supply: int,
                            rival_coins: int = 0, rival_took=("lion", "coin", "coin")):
    """Seat 1 plays alone: seat 0 has taken its last truck, filled every enclosure but
    the lion's first (every bonus but the lion's is theirs) and so called the last round."""
    s = game(2)
    rival, me = s.sheets
    fill(rival, **FULL, lion=rival_lion, coins=rival_coins)
    rival.bonuses = list(FULL)
    rival.taken = list(rival_took)
    fill(me, **mine)
    s.trucks = [list(t) for t in trucks]
    s.supply, s.rolls, s.current, s.last_taker, s.last_round = supply, (6 - supply) // 2, 1, 0, True
    check_state(s)
    return s


def lion_needed():
    """13 points against 15: only a lion (its last box and its 2-point bonus) wins, and the
    one truck holds a coin. Rolling wins when either die shows a lion: 11 times in 36."""
    return alone_in_the_last_round({**FULL, "elephant": 3, "lion": 4}, 1, [["coin"], [], []], 2,
                                   rival_coins=2)


def values_of(state):
    return {a: v for a, v in EndgameSolver().action_values(state)}


def test_rolling_for_the_one_face_that_wins_beats_a_take_that_loses():
    v = values_of(lion_needed())
    assert v[Roll()][0][1] == pytest.approx(11 / 36) and v[Roll()][0][0] == pytest.approx(25 / 36)
    assert v[Take(0)][0] == (1.0, 0.0)           # 13 points against 15: lost for sure


def test_with_no_dice_left_the_truck_that_wins_is_the_best():
    s = alone_in_the_last_round({**FULL, "elephant": 3, "lion": 4}, 1,
                                [["lion"], ["coin", "coin"], []], 0)
    solver = EndgameSolver()
    action, value = solver.best(s)
    assert action == Take(0) and value[0] == (0.0, 1.0) and value[1] == (15.0, 16.0)
    assert dict(solver.action_values(s))[Take(1)][0] == (1.0, 0.0)


def test_a_shared_victory_counts_half_and_rolling_can_still_be_better():
    # The lion truck draws level (16 each, no coins: shared). Rolling keeps it and wins
    # outright with an elephant (17 points) or a coin (the tie-break) on it: 20 rolls in 36,
    # else the draw: 20/36 + 16/36 / 2 = 7/9.
    s = alone_in_the_last_round({**FULL, "elephant": 3, "lion": 4}, 2, [["lion"], [], []], 2)
    v = values_of(s)
    assert v[Take(0)][0] == (0.5, 0.5)
    assert v[Roll()][0][1] == pytest.approx(7 / 9)
    assert EndgameSolver().best(s)[0] == Roll()


def test_rolled_dice_are_placed_for_the_win():
    # A lion and a coin rolled: the lion alone on a truck wins (16 to 15); with the coin
    # the truck wins too; a lion beside the first coin wins; only trucks without it lose.
    s = lion_needed()
    apply_roll(s, ["coin", "lion"])
    v = values_of(s)
    assert v[Load("lion", 1)][0][1] == 1.0 and v[Load("lion", 0)][0][1] == 1.0
    s.rolled, s.rolled_slots = ["coin", "coin"], (0, 1)
    assert all(value[0][1] == 0.0 for value in values_of(s).values())


def test_the_solver_says_when_the_game_may_go_on_or_the_search_is_too_big():
    s = game(2)
    apply(s, Roll())
    with pytest.raises(NotFinal):
        EndgameSolver().action_values(s)
    with pytest.raises(TooBig):
        EndgameSolver(node_limit=5).action_values(lion_needed())


def test_hard_rolls_for_the_win_and_says_so_in_chances():
    action, why = make_bot("hard", iterations=1).choose_with_reason(lion_needed())
    assert action == Roll()
    assert reason_parts(why) == ("endgame_roll", {"win": 31, "other": 0})


def test_hard_takes_a_sure_win_and_says_it_is_sure():
    s = alone_in_the_last_round({**FULL, "elephant": 3, "lion": 4}, 1,
                                [["lion"], ["coin", "coin"], []], 0)
    action, why = make_bot("hard", iterations=1).choose_with_reason(s)
    assert action == Take(0) and reason_parts(why) == ("endgame_sure", {})


def test_medium_rolls_rather_than_take_a_big_truck_that_loses_the_race():
    # The truck (a lion and an elephant) is worth some 4 points, more than medium asks of
    # a truck when alone, but leaves it at 16 against 16 with fewer coins: lost. An
    # elephant rolled onto it wins; a coin draws.
    s = alone_in_the_last_round({**FULL, "elephant": 2, "lion": 4}, 2,
                                [["lion", "elephant"], [], []], 2, rival_coins=1,
                                rival_took=("lion", "coin"))
    assert truck_gain(s, 1, s.trucks[0]) >= TAKE_ALONE_AT
    v = values_of(s)
    assert v[Take(0)][0][1] == 0.0 and v[Roll()][0][1] > 0.3
    assert make_bot("medium").choose(public_view(s)) == Roll()


def test_medium_takes_the_truck_that_wins_the_race_at_once():
    s = alone_in_the_last_round({**FULL, "elephant": 3, "lion": 4}, 1, [["lion"], [], []], 2)
    assert make_bot("medium").choose(public_view(s)) == Take(0)


def _close_games(g):
    """Hard against medium, seats swapped each game: close races, so last rounds to play."""
    levels = ("hard", "medium") if g % 2 == 0 else ("medium", "hard")
    return [make_bot(lv, seed=g + i, iterations=1) for i, lv in enumerate(levels)]


def test_hard_plays_a_move_of_the_best_chance_on_seeded_last_rounds():
    checked = with_choice = 0
    # every position of the last rounds, and every way the dice could fall where they are rolled
    games = quick(48, 12)                      # the quick run: the last rounds of a quarter of the games
    for g, view, values in final_round_positions(2, 4200, games, _close_games, every_roll=True):
        p = view.current
        best = max(v[0][p] for _, v in values)
        chosen = make_bot("hard", seed=g, iterations=1).choose(view)
        assert dict(values)[chosen][0][p] >= best - EPS, (g, view.to_json(), chosen)
        checked += 1
        with_choice += best - min(v[0][p] for _, v in values) > EPS
    assert checked >= 100 * games // 48 and with_choice >= 10 * games // 48


@pytest.mark.parametrize("lang", ["en", "ru", "fr", "de"])
def test_the_hint_says_the_chances_in_the_players_language(lang):
    from zooloretto.ui.dice.flow import REASONS
    from zooloretto.ui.text import tr
    code, details = reason_parts(make_bot("hard", iterations=1).choose_with_reason(lion_needed())[1])
    sentence = tr("dice.hint.why_" + code, locale=lang, **{k: details[k] for k in REASONS[code]})
    assert "31" in sentence and "0" in sentence and "%{" not in sentence
    assert not sentence.startswith("dice.hint")
