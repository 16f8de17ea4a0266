"""The arena: counts that add up, the same games from the same seed, clear refusals."""
import argparse
import json

import pytest

from zooloretto import arena

from sampling import quick


def args(**over):
    parser = argparse.ArgumentParser()
    arena.add_arguments(parser)
    ns = parser.parse_args([])
    ns.seats, ns.games, ns.seed, ns.quiet = "medium,easy", "4", "3", True
    ns.iterations = "2"
    for k, v in over.items():
        setattr(ns, k, v)
    return ns


def run_json(capsys, **over):
    assert arena.run(args(json=True, **over)) == 0
    return json.loads(capsys.readouterr().out)


def test_json_counts_add_up(capsys):
    # the quick run: the hard bot thinks one iteration, not two
    out = run_json(capsys, seats="hard,medium,easy", games="3", iterations=quick("2", "1"))
    rows = out["rows"]
    assert [r["level"] for r in rows] == ["hard", "medium", "easy"]
    assert all(r["games"] == 3 for r in rows)
    # Every game has exactly one win to share out.
    assert sum(r["wins"] for r in rows) == pytest.approx(3)
    assert len(out["game_totals"]) == 3
    for r in rows:
        low, high = r["ci95"]
        assert 0 <= low <= r["win_rate"] <= high <= 1
        assert r["decisions"] > 0 and r["worst_decision_s"] >= r["mean_decision_s"] > 0
    # The mean score is the mean of that configuration's totals across games,
    # and each game's rotation seats every configuration once.
    assert sum(r["mean_score"] for r in rows) * 3 == pytest.approx(sum(map(sum, out["game_totals"])))


def test_same_seed_same_games_and_different_seed_differs(capsys):
    games = quick("4", "2")                     # the quick run: two games a run (a seat swap)
    first = run_json(capsys, games=games)
    again = run_json(capsys, games=games)
    assert first["game_totals"] == again["game_totals"]
    assert [r["wins"] for r in first["rows"]] == [r["wins"] for r in again["rows"]]
    other = run_json(capsys, seed="4", games=games)
    assert other["game_totals"] != first["game_totals"]


def test_worker_processes_play_the_same_games(capsys):
    alone = run_json(capsys, games="2")
    shared = run_json(capsys, games="2", jobs="2")
    assert shared["game_totals"] == alone["game_totals"]


def test_seats_rotate_over_one_deal(capsys):
    plans = [arena.game_plan({"seats": ["a", "b"], "seed": 1}, g) for g in range(4)]
    assert plans[0]["deal_seed"] == plans[1]["deal_seed"] != plans[2]["deal_seed"]
    assert plans[0]["config_at"] == [0, 1] and plans[1]["config_at"] == [1, 0]


def test_table_lists_every_seat_configuration(capsys):
    assert arena.run(args(games="2")) == 0
    out = capsys.readouterr().out
    assert "1: medium" in out and "2: easy" in out and "95% CI" in out


@pytest.mark.parametrize("over,words", [
    ({"seats": "medium,wizard"}, "wizard"),
    ({"seats": "medium"}, "2 to 5"),
    ({"seats": ",".join(["easy"] * 6)}, "2 to 5"),
    ({"games": "many"}, "--games"),
    ({"games": "0"}, "--games"),
    ({"jobs": "0"}, "--jobs"),
    ({"time_budget": "-1"}, "--time-budget"),
    ({"iterations": "2.5"}, "--iterations"),
])
def test_bad_options_get_one_sentence_and_status_2(capsys, over, words):
    assert arena.run(args(**over)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert words in captured.err and captured.err.count("\n") == 1
    assert "Traceback" not in captured.err


def test_unknown_option_on_the_command_line(capsys):
    with pytest.raises(SystemExit) as e:
        arena.main(["--colour", "red"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--colour" in err
