"""The command line as other tools and a new user use it."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from zooloretto.cli import main

from sampling import quick

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_whole_game_through_new_legal_apply_score(tmp_path, capsys):
    save = tmp_path / "game.json"
    players = quick(4, 2)                       # the quick run: a shorter game of two
    assert run(capsys, "new", "--players", str(players), "--seed", "9", "--out", str(save))[0] == 0
    steps = 0
    shown_every = quick(1, 8)                   # ... that shows every eighth position and its end

    def show():
        code, out, _ = run(capsys, "show", str(save))
        assert code == 0
        return json.loads(out)
    while True:
        shown = show() if steps % shown_every == 0 else None
        legal = json.loads(run(capsys, "legal", str(save))[1])
        if shown is None and not legal:
            shown = show()
        if shown is not None and shown["game_over"]:
            assert legal == []
            break
        assert legal and all("type" in a for a in legal)
        # A plain player: take a truck when it holds two tiles, else draw, place in enclosures first.
        pick = next((a for a in legal if a["type"] == "place" and a["to"] != "barn"), None) \
            or next((a for a in legal if a["type"] == "take"), None) \
            if steps % 3 == 0 else None
        pick = pick or next((a for a in legal if a["type"] in ("reveal", "load", "place")), legal[0])
        code, _, err = run(capsys, "apply", str(save), json.dumps(pick))
        assert code == 0, err
        steps += 1
        assert steps < 2000
    code, out, _ = run(capsys, "score", str(save))
    score = json.loads(out)
    assert code == 0 and score["final"] is True
    totals = [p["total"] for p in score["players"]]
    assert score["winners"] and all(totals[w] == max(totals) for w in score["winners"])
    assert len(score["players"]) == players == len(shown["players"])
    for p in shown["players"]:
        assert {"name", "coins", "enclosures", "stalls", "barn"} <= set(p)
        assert all({"capacity", "animal", "count"} <= set(e) for e in p["enclosures"])


def test_apply_out_writes_second_file_and_keeps_first(tmp_path, capsys):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    run(capsys, "new", "--players", "2", "--out", str(first))
    before = first.read_bytes()
    legal = json.loads(run(capsys, "legal", str(first))[1])
    assert run(capsys, "apply", str(first), json.dumps(legal[0]), "--out", str(second))[0] == 0
    assert first.read_bytes() == before
    assert json.loads(run(capsys, "show", str(second))[1]) != json.loads(run(capsys, "show", str(first))[1])


def test_drawing_on_the_command_line_is_two_steps(tmp_path, capsys):
    """`apply` reveals the top tile (`show` names it, `legal` lists only its trucks),
    then a second `apply` puts it on the truck chosen."""
    save = tmp_path / "g.json"
    run(capsys, "new", "--players", "3", "--seed", "4", "--out", str(save))
    code, _, err = run(capsys, "apply", str(save), '{"type": "reveal"}')
    assert code == 0, err
    shown = json.loads(run(capsys, "show", str(save))[1])
    assert shown["revealed"] and shown["current_player"] == 0
    legal = json.loads(run(capsys, "legal", str(save))[1])
    assert legal == [{"type": "load", "truck": t} for t in range(3)]
    code, _, err = run(capsys, "apply", str(save), '{"type": "take", "truck": 0}')
    assert code == 2 and "First put the" in err
    assert run(capsys, "apply", str(save), '{"type": "load", "truck": 1}')[0] == 0
    after = json.loads(run(capsys, "show", str(save))[1])
    assert after["trucks"][1]["tiles"] == [shown["revealed"]] and after["revealed"] is None
    assert after["current_player"] == 1


@pytest.mark.parametrize("action, reason", [
    ('{"type": "take", "truck": 0}', "at least one face-up tile"),
    ('{"type": "load", "truck": 0}', "Draw a tile first"),
    ('{"type": "expand"}', "costs 3 coin"),
    ('{"type": "fly"}', "unknown action type"),
    ('{"type": "load"}', "needs 'truck'"),
    ('{"type": "load", "truck": "one"}', "whole number"),
    ('{"type": "draw", "truck": 0}', "two actions"),
    ("not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
])
def test_illegal_or_malformed_action_exits_2_and_leaves_files(tmp_path, capsys, action, reason):
    save = tmp_path / "g.json"
    run(capsys, "new", "--players", "3", "--out", str(save))
    before = save.read_bytes()
    code, out, err = run(capsys, "apply", str(save), action, "--out", str(tmp_path / "other.json"))
    assert code == 2
    assert reason in err and len(err.strip().splitlines()) == 1
    assert save.read_bytes() == before
    assert not (tmp_path / "other.json").exists()


@pytest.mark.parametrize("content, reason", [
    (b"", "is empty"),
    (b"{\"format\": \"zooloretto-save\", \"vers", "not valid JSON"),
    (b"[]", "not a Zooloretto save"),
    (b"\xff\xfe\x00garbage", "not a text file"),
])
@pytest.mark.parametrize("command", ["legal", "show", "score"])
def test_damaged_save_gives_a_sentence_not_a_traceback(tmp_path, capsys, content, reason, command):
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    code, out, err = run(capsys, command, str(bad))
    assert code == 2 and reason in err and "Traceback" not in err and out == ""


def test_missing_file_and_bad_arguments(tmp_path, capsys):
    code, _, err = run(capsys, "show", str(tmp_path / "nope.json"))
    assert code == 2 and "no save file" in err
    code, _, err = run(capsys, "new", "--players", "6", "--out", str(tmp_path / "x.json"))
    assert code == 2 and "2 to 5 players" in err
    code, _, err = run(capsys, "new", "--players", "4", "--remove", "zebra,camel", "--out", str(tmp_path / "x.json"))
    assert code == 2 and "exactly 1" in err
    code, _, err = run(capsys, "legal")
    assert code == 2 and "required" in err


def test_new_with_names_and_chosen_removed_types(tmp_path, capsys):
    save = tmp_path / "g.json"
    run(capsys, "new", "--players", "3", "--names", "Ana,Bert,Claus", "--remove", "zebra,panda",
        "--seed", "5", "--out", str(save))
    shown = json.loads(run(capsys, "show", str(save))[1])
    assert [p["name"] for p in shown["players"]] == ["Ana", "Bert", "Claus"]
    assert shown["removed_animals"] == ["panda", "zebra"]


def test_module_entry_point_runs_as_a_program(tmp_path):
    """A real process: exit status and stderr as a script would see them."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    save = tmp_path / "g.json"
    ok = subprocess.run([sys.executable, "-m", "zooloretto", "new", "--players", "2", "--out", str(save)],
                        env=env, capture_output=True, text=True)
    assert ok.returncode == 0 and save.exists()
    bad = subprocess.run([sys.executable, "-m", "zooloretto", "apply", str(save), '{"type":"take","truck":0}'],
                         env=env, capture_output=True, text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    version = subprocess.run([sys.executable, "-m", "zooloretto", "--version"], env=env,
                             capture_output=True, text=True)
    assert version.returncode == 0 and version.stdout.startswith("zooloretto ")
