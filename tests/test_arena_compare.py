"""tools/arena_compare.py pairs two arena runs game by game (docs/bots.md's candidate tables)."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import arena_compare  # noqa: E402


def _run(path, results):
    """An arena_log file: game g, the first configuration's win and margin."""
    with open(path, "w", encoding="utf-8") as f:
        for g, (win, margin) in enumerate(results):
            f.write(json.dumps({"game": g, "per_config": [
                {"win": win, "margin": margin, "time_total": 1.0, "decisions": 10},
                {"win": 1 - win, "margin": -margin, "time_total": 0.1, "decisions": 10}]}) + "\n")


def test_only_the_games_both_played_are_paired(tmp_path, capsys):
    base, cand = tmp_path / "base.jsonl", tmp_path / "cand.jsonl"
    _run(base, [(1.0, 5), (0.0, -2), (1.0, 3), (0.0, -1)])
    _run(cand, [(1.0, 7), (1.0, 4)])            # stopped after two games
    assert arena_compare.main([str(base), str(cand)]) == 0
    line = capsys.readouterr().out
    assert "2 games  base 50.0%  cand 100.0%  diff +50.0" in line
    assert "margin base +1.50 diff +4.00" in line
    assert "mean dec base 100 ms cand 100 ms" in line


def test_a_run_with_no_game_in_common_says_so(tmp_path, capsys):
    base, cand = tmp_path / "base.jsonl", tmp_path / "empty.jsonl"
    _run(base, [(1.0, 5)])
    cand.write_text("", encoding="utf-8")
    assert arena_compare.main([str(base), str(cand)]) == 0
    assert "no game in common" in capsys.readouterr().out
    assert arena_compare.main([]) == 2
