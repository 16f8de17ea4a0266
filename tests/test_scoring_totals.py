"""The lean totals the engine puts in GameEnded (rules/scoring.py zoo_total,
final_totals) say what the full breakdown of final_scores says, and both equal the
breakdown's rows added up, on every zoo of seeded random games, with and without the
expansions."""
import random

import pytest

from zooloretto.zoo.rules import EXPANSION_NAMES, apply, final_scores, legal_actions, new_game, score_zoo
from zooloretto.zoo.rules.actions import MONEY_ACTIONS
from zooloretto.zoo.rules.scoring import zoo_total


@pytest.mark.parametrize("expansions", [(), tuple(EXPANSION_NAMES)], ids=["base", "expansions"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_totals_and_winners_equal_the_full_scores(n, expansions):
    rows_counted = 0
    for seed in range(6):
        s = new_game(n, seed=300 + seed, expansions=expansions)
        rng = random.Random(seed)
        ended = None
        while not s.game_over:
            legal = legal_actions(s)
            money = [a for a in legal if isinstance(a, MONEY_ACTIONS)]
            a = rng.choice(money if money and rng.random() < 0.5 else legal)
            ended = [e for e in apply(s, a, check=False) if e.type == "game_ended"] or ended
            for z in s.zoos:
                breakdown = score_zoo(z, s.options)
                assert zoo_total(z, s.options) == breakdown["total"] == sum_of_rows(breakdown)
                rows_counted += any(r["points"] for r in breakdown.get("expansion_rows", ()))
        scores = final_scores(s)
        assert ended[0].totals == tuple(p["total"] for p in scores["players"])
        assert ended[0].winners == tuple(scores["winners"])
    assert rows_counted or not expansions      # the expansions' rows did score in these games


def sum_of_rows(breakdown) -> int:
    """The total added up here from the breakdown's own rows (with the expansions,
    zoo_total is score_zoo's total, so comparing the two alone would prove nothing)."""
    return (sum(e["points"] for e in breakdown["enclosures"]) + breakdown["stall_points"]
            + breakdown["barn_animal_penalty"] + breakdown["barn_stall_penalty"]
            + sum(r["points"] for r in breakdown.get("expansion_rows", ())))
