"""The deck's arena (python -m zooloretto.zoomaka.measure --results FILE) keeps each
finished game and, run again, plays only the games missing: a stopped 240-game run goes
on where it stopped, and its figures are those of one run without a stop."""
from __future__ import annotations

import json

from zooloretto.zoomaka import measure

SEATS = ["easy", "easy"]


def test_a_stopped_run_goes_on_where_it_stopped_with_the_same_figures(tmp_path, monkeypatch):
    path = tmp_path / "games.jsonl"
    measure.run(SEATS, 2, seed=3, results_path=str(path))               # stopped after two
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"game": 2, "seats": ["easy", "ea')                    # a line cut by the stop
    played = []
    real = measure._task
    monkeypatch.setattr(measure, "_task", lambda t: played.append(t[1]) or real(t))
    resumed = measure.run(SEATS, 3, seed=3, results_path=str(path))
    assert played == [2]                                                # only the missing one
    monkeypatch.setattr(measure, "_task", real)
    assert resumed == measure.run(SEATS, 3, seed=3)                     # as one run
    kept = [json.loads(line) for line in path.read_text().splitlines()[:2]]
    assert [r["game"] for r in kept] == [0, 1] and kept[0]["seats"] == SEATS
    assert sorted(measure._kept(str(path), SEATS, 3)) == [0, 1, 2]     # the third kept too


def test_games_of_other_seats_or_another_seed_are_not_taken_for_these(tmp_path):
    path = tmp_path / "games.jsonl"
    measure.run(SEATS, 1, seed=3, results_path=str(path))
    assert measure._kept(str(path), SEATS, 4) == {}
    assert measure._kept(str(path), ["easy", "medium"], 3) == {}
    assert list(measure._kept(str(path), SEATS, 3)) == [0]
