"""Every game remembered (zooloretto/history): a game outlives the autosaves' rotation, the
History lists each game once from whatever files hold it, unchanged saves are not read
again, hostile files are passed over, the statistics count what a family would count, and
`zooloretto history` / `zooloretto stats` print JSON."""
from __future__ import annotations

import json
import os
import time

import pytest

from zooloretto import paths
from zooloretto.cli import main
from zooloretto.history import catalogue, figures, keeper
from zooloretto.zoo.rules import legal_actions, saves

from history_helpers import keep, play

DAY = 24 * 3600


@pytest.fixture
def folders(tmp_path):
    paths.set_saves_dir(tmp_path / "saves")
    paths.ensure(paths.saves_dir())
    yield tmp_path
    paths.set_saves_dir(None)


def test_every_game_outlives_the_rotation_of_the_autosaves(folders):
    from zooloretto.ui.session import AUTOSAVES_KEPT, GameSession, Seat
    finished = []
    for seed in (3, 4):
        session = GameSession.new([Seat("Ana"), Seat("Bert")], seed=seed, game="dice")
        while not session.state.game_over:
            session.play(session.legal()[0])
        finished.append(session)
    GameSession.flush()
    assert len(list(paths.autosave_dir().glob("autosave-*.json"))) <= AUTOSAVES_KEPT
    found = catalogue.scan()
    assert [g.id for g in found.games] == [keeper.game_id(s.record) for s in reversed(finished)]
    first = found.games[1]
    assert first.finished and first.path.parent == paths.history_dir()
    assert saves.read(first.path).actions == finished[0].record.actions      # the whole game is kept


def test_a_game_in_several_files_is_one_row_opened_from_its_newest_file(folders):
    record = play(("Ana", "bot:hard"), stop=40)
    older = saves.write(record, paths.saves_dir() / "named.json")
    os.utime(older, (time.time() - DAY, time.time() - DAY))
    while len(record.actions) < 80:
        record.play(legal_actions(record.state)[0])
    newer = keep(record)
    [game] = catalogue.scan().games
    assert game.path == newer and game.row["actions"] == 80 and set(game.files) == {older, newer}


def test_unchanged_saves_are_not_read_again_and_a_changed_one_is(folders, monkeypatch):
    for seed in range(3):
        keep(play(seed=seed), time.time() - seed * DAY)
    assert len(catalogue.scan().games) == 3
    reads = []
    real = saves.read
    monkeypatch.setattr(saves, "read", lambda path: reads.append(path) or real(path))
    assert len(catalogue.scan().games) == 3 and reads == []
    changed = keep(play(seed=9, stop=30), time.time())
    assert len(catalogue.scan().games) == 4 and reads == [changed]


@pytest.mark.parametrize("index", [b"{", b'{"format": "zooloretto-history-index", "version": 1, "files": []}',
                                   b"[" * 50000, "HOSTILE_ROWS"])
def test_a_damaged_or_hostile_index_is_built_again(folders, index):
    keep(play(seed=1))
    first = catalogue.scan()
    if index == "HOSTILE_ROWS":       # the right shape, wrong values: each entry is checked
        data = json.loads((paths.history_dir() / catalogue.INDEX).read_text())
        for entry in data["files"].values():
            entry["row"]["seats"][0]["score"] = "a lot"
        index = json.dumps(data).encode()
    (paths.history_dir() / catalogue.INDEX).write_bytes(index)
    again = catalogue.scan()
    assert [g.row for g in again.games] == [g.row for g in first.games]


def hostile_files(folder):
    """Files no loader should trust, and a folder, a pipe and links that look like saves."""
    folder = paths.ensure(folder)
    good = play(seed=5, stop=20)
    illegal = saves.to_json(good)
    illegal["actions"][3] = illegal["actions"][0]
    files = {
        "empty.json": b"", "garbage.json": bytes(range(256)) * 4, "deep.json": b"[" * 100000,
        "not_a_save.json": b'{"hello": 1}', "illegal.json": json.dumps(illegal).encode(),
        "nan.json": b'{"format": "zooloretto-save", "version": NaN}',
        "huge.json": b" " * (5 * 1024 * 1024),
        "names.json": json.dumps(dict(saves.to_json(good), meta={"seats": "\u202e\x00" * 9})).encode(),
    }
    for name, data in files.items():
        (folder / name).write_bytes(data)
    (folder / "a folder.json").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
        os.symlink("/dev/zero", folder / "zero.json")
        os.symlink(folder / "nowhere", folder / "dangling.json")
        (folder / os.fsdecode(b"\xff\xfe.json")).write_bytes(b"{")
    return len(files)


def test_hostile_files_in_every_folder_are_passed_over(folders):
    keep(play(seed=1))
    for folder in (paths.saves_dir(), paths.history_dir()):
        hostile_files(folder)
    (paths.ensure(paths.autosave_dir()) / "autosave-00000001-x-00001.json").write_bytes(b"\x00" * 10)
    found = catalogue.scan()
    assert len(found.games) == 1
    kinds = {kind for _, kind in found.problems}
    assert {"not_json", "not_a_save", "too_large", "empty", "history", "not_a_file"} <= kinds
    assert len(catalogue.scan().problems) == len(found.problems)       # remembered, not read again


def test_filters_by_person_whatever_the_case_and_by_game(folders):
    keep(play(("Ana", "bot:easy"), seed=1), time.time() - 3 * DAY)
    keep(play(("ana ", "Bert"), game="dice", seed=2), time.time() - 2 * DAY)
    keep(play(("Bert", "bot:hard", "Chloé"), seed=3), time.time() - DAY)
    games = catalogue.scan().games
    assert [len(g.seats) for g in games] == [3, 2, 2]                  # newest first
    assert catalogue.people(games) == ["ana", "Bert", "Chloé"]        # most games first, latest spelling
    assert len(catalogue.select(games, player="ANA")) == 2
    assert [g.game for g in catalogue.select(games, player="bert", game="dice")] == ["dice"]
    assert catalogue.select(games, player="Bot1") == []               # bots are no people


def test_forgetting_a_game_deletes_every_file_of_it(folders):
    record = play(seed=4)
    saves.write(record, paths.saves_dir() / "mine.json")
    keep(record)
    (paths.history_dir() / f"{keeper.game_id(record)}{keeper.PLAYED}").write_text("600")
    [game] = catalogue.scan().games
    assert game.played == 600 and len(game.files) == 2
    assert keeper.forget(game.files) == []
    assert catalogue.scan().games == [] and not list(paths.history_dir().glob("*.played"))


def test_playing_time_counts_turn_ends_close_together(folders, monkeypatch):
    clock = iter([1000.0, 1060.0, 1090.0, 1090.0 + keeper.AWAY + 1, 1100.0 + keeper.AWAY + 1])
    monkeypatch.setattr(keeper.time, "monotonic", lambda: next(clock))
    record, finished = play(seed=8, stop=10), play(seed=8)
    autosave = saves.write(record, paths.ensure(paths.autosave_dir()) / "autosave-00000001-x-00010.json")
    for _ in range(4):
        keeper.keep(autosave, record)
    assert catalogue.scan().games[0].played == 60          # a minute gathered is written; 30 s wait
    keeper.keep(autosave, finished)                         # the end writes what is left
    [game] = catalogue.scan().games
    assert game.played == 60 + 30 + 10                      # the gap of a player away is not counted
    assert not list(paths.history_dir().glob(".tmp-*"))


def test_statistics_count_finished_games_people_and_bot_levels(folders):
    now = time.time()
    keep(play(("Ana", "bot:easy"), seed=1), now - 4 * DAY)
    keep(play(("Ana", "bot:easy", "bot:hard"), seed=2), now - 3 * DAY)
    keep(play(("Ana", "Bert"), game="dice", seed=3), now - 2 * DAY)
    keep(play(("Ana", "bot:easy"), seed=4, stop=20), now - DAY)                  # unfinished
    keep(play(("Ana", "bot:easy"), seed=5, meta={"practice": True, "game_id": "p"}), now)
    games = catalogue.scan().games
    numbers = figures.statistics(games)
    assert (numbers["games"], numbers["unfinished"], numbers["practice"]) == (3, 1, 1)
    by_key = {p["key"]: p for p in numbers["players"]}
    assert [p["key"] for p in numbers["players"]] == ["human:ana", "human:bert", "bot:easy", "bot:hard"]
    ana = by_key["human:ana"]
    rows = [g.row for g in games if g.finished and not g.row["practice"]]
    ana_seats = [s for r in rows for s in r["seats"] if s["name"] == "Ana"]
    assert ana["games"] == 3 and ana["wins"] == sum(s["won"] for s in ana_seats)
    assert ana["win_rate"] == round(ana["wins"] / 3, 3)
    assert set(ana["scores"]) == {"zoo", "dice"} and ana["scores"]["dice"]["games"] == 1
    zoo_scores = [s["score"] for r in rows if r["game"] == "zoo" for s in r["seats"] if s["name"] == "Ana"]
    assert ana["scores"]["zoo"]["best"] == max(zoo_scores)
    assert ana["scores"]["zoo"]["average"] == round(sum(zoo_scores) / 2, 1)
    assert ana["against"]["easy"]["games"] == 2 and ana["against"]["hard"]["games"] == 1
    assert "easy" not in by_key["human:bert"]["against"]
    assert [t["game"] for t in ana["timeline"]] == ["zoo", "zoo", "dice"]       # oldest first
    assert by_key["bot:easy"]["games"] == 2 and by_key["bot:easy"]["name"] == "easy"
    assert figures.statistics(games, "dice")["players"][0]["games"] == 1


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_line_prints_the_history_and_the_statistics_as_json(folders, capsys):
    keep(play(("Ana", "bot:medium"), seed=1), time.time() - DAY)
    keep(play(("Bert", "Ana"), game="dice", seed=2, stop=12), time.time())
    hostile_files(paths.saves_dir())
    saves_dir = str(paths.saves_dir())
    code, out, err = run(capsys, "--saves-dir", saves_dir, "history")
    assert code == 0 and err == ""
    listed = json.loads(out)
    assert [g["game"] for g in listed["games"]] == ["dice", "board"]
    dice, board = listed["games"]
    assert set(board) == {"id", "game", "expansions", "date", "finished", "practice", "title", "rounds",
                          "actions", "played_seconds", "file", "files", "players", "winners"}
    assert board["finished"] and board["winners"] and not dice["finished"] and dice["winners"] == []
    assert board["players"][1] == {"name": "Bot1", "kind": "bot", "level": "medium",
                                   "score": board["players"][1]["score"], "winner": board["players"][1]["winner"]}
    assert listed["unreadable"] and all(set(u) == {"file", "problem"} for u in listed["unreadable"])
    code, out, _ = run(capsys, "--saves-dir", saves_dir, "history", "--player", "bert", "--game", "dice")
    assert code == 0 and [g["id"] for g in json.loads(out)["games"]] == [dice["id"]]
    code, out, _ = run(capsys, "--saves-dir", saves_dir, "stats")
    numbers = json.loads(out)
    assert code == 0 and numbers["games"] == 1 and numbers["unfinished"] == 1
    ana = numbers["players"][0]
    assert ana["name"] == "Ana" and list(ana["scores"]) == ["board"] and ana["timeline"][0]["game"] == "board"
    code, out, _ = run(capsys, "--saves-dir", saves_dir, "stats", "--game", "dice")
    assert code == 0 and json.loads(out)["players"] == []
    code, _, err = run(capsys, "--saves-dir", saves_dir, "history", "--game", "chess")
    assert code == 2 and err.count("\n") == 1
