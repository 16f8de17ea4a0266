"""The dice game's saves (the game named in the header, verified by replay) and
its whole command-line loop: new, legal, apply, show, score."""
import json
import random

import pytest
from helpers import play_randomly

from zooloretto.cli import main
from zooloretto.dice.rules import Load, Roll, Take, legal_actions
from zooloretto.dice.rules.record import DiceRecord
from zooloretto.zoo.rules import saves
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import SaveError


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def _played(players=2, seed=4, steps=40):
    return play_randomly(DiceRecord.new(players, seed), legal_actions, seed, steps)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_save_round_trip(tmp_path, players):
    record = _played(players)
    path = saves.write(record, tmp_path / "dice.json")
    data = json.loads(path.read_text())
    assert data["game"] == "dice" and data["setup"]["players"] == players
    back = saves.read(path)
    assert isinstance(back, DiceRecord) and back.game == "dice"
    assert back.state.to_json() == record.state.to_json() and back.actions == record.actions
    assert back.replay().to_json() == record.state.to_json()


def test_a_save_without_game_is_the_board_game(tmp_path):
    path = saves.write(GameRecord.new(2, seed=1), tmp_path / "board.json")
    assert "game" not in json.loads(path.read_text())
    assert isinstance(saves.read(path), GameRecord)


def _edit(tmp_path, change):
    path = saves.write(_played(), tmp_path / "dice.json")
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as e:
        saves.read(path)
    return e.value


def test_an_unknown_game_is_refused(tmp_path):
    e = _edit(tmp_path, lambda d: d.update(game="chess"))
    assert e.kind == "not_a_save" and "chess" in str(e)


def test_a_changed_roll_is_caught_by_the_replay(tmp_path):
    def change(d):
        d["state"]["seed"] += 1
    assert _edit(tmp_path, change).kind == "history"


def test_dice_that_do_not_add_up_break_the_rules(tmp_path):
    def change(d):
        d["state"]["supply"] -= 2
    e = _edit(tmp_path, change)
    assert e.kind == "breaks_rules" and "dice do not add up" in str(e)


def test_a_damaged_field_is_named(tmp_path):
    def change(d):
        d["state"]["sheets"][0]["coins"] = "six"
    assert "state.sheets[0].coins" in str(_edit(tmp_path, change))


def test_an_illegal_action_in_the_history_is_named(tmp_path):
    def change(d):
        d["actions"][0] = {"type": "take", "truck": 0}
    e = _edit(tmp_path, change)
    assert e.kind == "history" and "action 1" in str(e)


def test_whole_game_through_new_legal_apply_show_score(tmp_path, capsys):
    save = tmp_path / "dice.json"
    assert run(capsys, "new", "--game", "dice", "--players", 3, "--seed", 5, "--out", save)[0] == 0
    rng = random.Random(5)
    for _ in range(1000):
        code, out, _ = run(capsys, "show", save)
        shown = json.loads(out)
        legal = json.loads(run(capsys, "legal", save)[1])
        if shown["game_over"]:
            assert legal == []
            break
        assert {"current_player", "round", "game_over", "players"} <= set(shown)
        for p in shown["players"]:
            sheet = p["sheet"]
            assert set(sheet["enclosures"]) == {"crocodile", "ostrich", "monkey", "elephant", "lion"}
            assert {"bonuses", "coins", "barn"} <= set(sheet)
        code, out, err = run(capsys, "apply", save, json.dumps(rng.choice(legal)), "--events")
        assert code == 0, err
        assert all("type" in e for e in json.loads(out))
    else:
        pytest.fail("the game did not end")
    code, out, _ = run(capsys, "score", save)
    score = json.loads(out)
    assert code == 0 and score["final"] is True and len(score["players"]) == 3
    totals = [p["total"] for p in score["players"]]
    assert all(totals[w] == max(totals) for w in score["winners"])
    assert {"animal_points", "bonus_points", "coin_points", "barn_penalty"} <= set(score["players"][0])


@pytest.mark.parametrize("argv,words", [
    (["new", "--game", "dice", "--players", "5"], "2 to 4 players"),
    (["new", "--game", "dice", "--players", "2", "--remove", "lion"], "board game"),
    (["new", "--game", "cards", "--players", "2"], "invalid choice"),
])
def test_bad_new_arguments_one_sentence_status_2(tmp_path, capsys, argv, words):
    code, _, err = run(capsys, *argv, "--out", tmp_path / "x.json")
    assert code == 2 and words in err and err.strip().splitlines()[-1].startswith("zooloretto:")


def test_an_illegal_dice_action_is_one_sentence(tmp_path, capsys):
    save = tmp_path / "dice.json"
    run(capsys, "new", "--game", "dice", "--players", "2", "--out", save)
    code, _, err = run(capsys, "apply", save, '{"type": "take", "truck": 0}')
    assert code == 2 and "at least one die" in err
    code, _, err = run(capsys, "apply", save, '{"type": "draw", "truck": 0}')
    assert code == 2 and "unknown action type" in err


def test_bench_takes_the_dice_game(capsys):
    from zooloretto.dice.bench import measure
    assert measure(2, 3)["games_per_second"] > 0
    assert Roll() in legal_actions(DiceRecord.new(2).state)
    assert Load("lion", 0) != Take(0)


def test_the_screen_opens_a_dice_save(tmp_path):
    from zooloretto.ui.session import GameSession
    record = _played()
    path = saves.write(record, tmp_path / "dice.json")
    session = GameSession.load(path)
    assert session.game == "dice" and session.state.to_json() == record.state.to_json()


def test_names_read_from_a_dice_save_are_made_safe(tmp_path):
    record = DiceRecord.new(2, seed=1, names=["Ana", "Bert"])
    path = saves.write(record, tmp_path / "dice.json")
    data = json.loads(path.read_text())
    data["setup"]["names"][0] = data["state"]["sheets"][0]["name"] = "An\u202ea\n"
    path.write_text(json.dumps(data))
    back = saves.read(path)
    assert back.setup["names"][0] == back.state.sheets[0].name == "Ana"
