"""Zoomaka on the command line: `zooloretto new --game zoomaka` writes a save with people at
every seat in distinct colours, legal/apply/show/score read and play it with the other
games' JSON shapes, a refused move is one sentence (in the player's language) and status 2,
and the save opens at the headless table with the people seated."""
from __future__ import annotations

import json
import os
import subprocess
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.cli import main
from zooloretto.words.text import set_language
from zooloretto.zoo.rules import saves
from zooloretto.zoomaka.bots import make_bot
from zooloretto.zoomaka.rules import public_view
from zooloretto.zoomaka.rules.record import ZoomakaRecord


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def new(capsys, tmp_path, players=3, *extra):
    save = tmp_path / "zoomaka.json"
    code, _, err = run(capsys, "new", "--game", "zoomaka", "--players", players, *extra, "--out", save)
    assert code == 0, err
    return save


@pytest.mark.parametrize("players", [2, 5])
def test_new_seats_people_in_distinct_colours_under_their_names(tmp_path, capsys, players):
    names = ["Ana", "Bruno", "Cleo", "Dan", "Eve"][:players]
    save = new(capsys, tmp_path, players, "--names", ",".join(names), "--seed", 9)
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["game"] == "zoomaka" and data["setup"]["seed"] == 9
    seats = data["meta"]["seats"]
    assert [s["name"] for s in seats] == names and {s["kind"] for s in seats} == {"human"}
    assert len({tuple(s["colour"]) for s in seats}) == players
    assert isinstance(saves.read(save), ZoomakaRecord)


def test_legal_apply_show_score_play_a_game_on(tmp_path, capsys):
    save = new(capsys, tmp_path, 3, "--seed", 4)
    shown = json.loads(run(capsys, "show", save)[1])
    assert shown["game"] == "zoomaka" and shown["actions_left"] == 3 and len(shown["players"]) == 3
    assert all(p["hand"] == 6 for p in shown["players"])           # counts only: hands are hidden
    for _ in range(12):
        legal = json.loads(run(capsys, "legal", save)[1])
        code, out, err = run(capsys, "apply", save, json.dumps(legal[0]), "--events")
        assert code == 0, err
        assert all("type" in e for e in json.loads(out))
    record = saves.read(save)
    assert len(record.actions) == 12 and record.meta["seats"][0]["kind"] == "human"
    score = json.loads(run(capsys, "score", save)[1])
    assert set(score) == {"final", "winners", "decided_by_coins", "shared", "players"}
    assert score["final"] is False and score["decided_by_coins"] is False


def test_score_of_a_finished_game_names_the_winner(tmp_path, capsys):
    record = ZoomakaRecord.new(2, 3, ["Ana", "Bruno"])
    bots = [make_bot("easy", seed=q, iterations=1) for q in range(2)]
    while not record.state.game_over:
        record.play(bots[record.state.current].choose(public_view(record.state)))
    save = saves.write(record, tmp_path / "done.json")
    score = json.loads(run(capsys, "score", save)[1])
    assert score["final"] is True and score["winners"] == record.state.winners
    totals = [p["total"] for p in score["players"]]
    assert all(totals[w] == max(totals) for w in score["winners"])
    assert json.loads(run(capsys, "legal", save)[1]) == []


def test_a_refused_move_is_one_sentence_and_status_2(tmp_path, capsys, monkeypatch):
    save = new(capsys, tmp_path)
    before = save.read_bytes()
    code, _, err = run(capsys, "apply", save, '{"type": "pass"}')
    assert code == 2 and err.count("\n") == 1 and "Nothing waits for an answer" in err
    code, _, err = run(capsys, "apply", save, '{"type": "take", "truck": 0}')
    assert code == 2 and err.count("\n") == 1 and err.startswith("zooloretto:")
    monkeypatch.setenv("ZOOLORETTO_LANGUAGE", "fr")
    try:
        code, _, err = run(capsys, "apply", save, '{"type": "pass"}')
    finally:
        set_language("en")
    assert code == 2 and "Rien n'attend de réponse" in err
    assert save.read_bytes() == before                               # nothing was written


@pytest.mark.parametrize("extra, words", [
    (["--players", "2", "--remove", "lion"], "board game"),
    (["--players", "2", "--expansions", "buildings"], "board game"),
    (["--players", "2", "--start-player", "3"], "start player"),
    (["--players", "6"], "2 to 5"),
])
def test_bad_new_arguments_one_sentence_status_2(tmp_path, capsys, extra, words):
    code, _, err = run(capsys, "new", "--game", "zoomaka", *extra, "--out", tmp_path / "x.json")
    assert code == 2 and words in err and err.count("\n") == 1
    assert not (tmp_path / "x.json").exists()


def test_the_refusals_words_come_from_below_the_screens():
    code = ("import sys\nfrom zooloretto import cli_text\n"
            "from zooloretto.common import IllegalAction\n"
            "from zooloretto.zoomaka.rules import Refusal\n"
            "from zooloretto.zoomaka.rules.record import ZoomakaRecord\n"
            "cli_text.speak('de')\n"
            "print(cli_text.refusal_words(ZoomakaRecord.new(2), IllegalAction(Refusal('no_such_section', section='reptile'))))\n"
            "print(sorted(m for m in sys.modules if m.startswith('zooloretto.ui') or m == 'pygame'))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    said, screens = done.stdout.strip().splitlines()[-2:]
    assert screens == "[]" and said and "Reptilien" in said


def test_the_save_opens_at_the_table_with_people_seated(tmp_path, capsys):
    from zooloretto.ui.headless import Table
    from zooloretto.ui.kit import player_colours
    save = new(capsys, tmp_path, 3, "--names", "Ana,Bruno,Cleo", "--seed", 2)
    t = Table.open(save, size=(1280, 800))
    try:
        table = t.scene
        assert table.names() == ["Ana", "Bruno", "Cleo"]
        assert [tuple(table.colour(q)) for q in range(3)] == [tuple(c) for c in player_colours()[:3]]
        assert not any(table.is_bot(q) for q in range(3)) and t.bots_move() == []
        action = next(a for a in t.legal() if a.type == "place")
        assert t.drag(*t.where(action)) and t.refusal is None
        assert len(table.session.record.actions) == 1
    finally:
        t.close()
