"""Zoomaka games in the History and the Statistics: a finished game and one left midway are
listed with the scores and winners of Zoomaka's own rules (complete sections) and its animals
per section type, counted in the statistics, kept by the index (a second scan reads no
save), refused cleanly when damaged; the live table hands its games to the history; the
History screen draws a board, a dice and a Zoomaka game and opens a Zoomaka game's replay."""
from __future__ import annotations

import functools
import json
import logging
import time

import pytest

from zooloretto import paths
from zooloretto.history import catalogue, figures
from zooloretto.history.summary import row_ok
from zooloretto.zoo.rules import saves
from zooloretto.zoomaka.rules.scoring import final_scores, standing

from history_helpers import keep, opened, play, window, words_that_do_not_fit

DAY = 24 * 3600
WHO = ("Ana", "bot:medium", "Bert")


@functools.cache
def _played():
    """Played once per test process (bots' moves, a second of CPU): the tests only read them."""
    return play(WHO, game="zoomaka", seed=1), play(WHO, game="zoomaka", seed=2, stop=40)


def zoomaka_games():
    """A finished Zoomaka game (yesterday) and one left after 40 actions (now)."""
    finished, left = _played()
    keep(finished, time.time() - DAY)
    keep(left, time.time())
    return finished, left


def test_finished_and_left_zoomaka_games_are_listed_with_the_rules_scores_and_winners(folders, caplog):
    finished, left = zoomaka_games()
    with caplog.at_level(logging.WARNING, "zooloretto"):
        found = catalogue.scan()
    assert not found.problems and "could not be read" not in caplog.text
    assert [(g.game, g.finished) for g in found.games] == [("zoomaka", False), ("zoomaka", True)]
    for game, record in zip(found.games, (left, finished)):
        scores = final_scores(record.state)
        assert [s["name"] for s in game.seats] == ["Ana", "Bot1", "Bert"]
        assert [s["score"] for s in game.seats] == [p["total"] for p in scores["players"]]
        assert [i for i, s in enumerate(game.seats) if s["won"]] == scores["winners"]
        assert game.row["actions"] == len(record.actions) and game.row["round"] == record.state.round
        for seat, player in zip(game.seats, record.state.players):
            assert seat["animals"] == {f"zoomaka:{kind}": sec["animals"]
                                       for kind, sec in standing(player)["sections"].items() if sec["animals"]}
    assert found.games[1].seats[finished.state.winners[0]]["score"] >= 3          # a zoo completed: the win
    assert catalogue.select(found.games, game="zoomaka") == found.games
    assert catalogue.select(found.games, game="zoo") == []


def test_zoomaka_games_are_counted_in_the_statistics(folders):
    keep(play(("Ana", "bot:easy"), seed=1), time.time() - 2 * DAY)
    finished, _ = zoomaka_games()
    games = catalogue.scan().games
    numbers = figures.statistics(games)
    assert (numbers["games"], numbers["unfinished"]) == (2, 1)
    ana = next(p for p in numbers["players"] if p["key"] == "human:ana")
    assert ana["games"] == 2 and set(ana["scores"]) == {"zoo", "zoomaka"}
    own = final_scores(finished.state)["players"][0]
    assert ana["scores"]["zoomaka"]["best"] == own["total"]
    assert [t["game"] for t in ana["timeline"]] == ["zoo", "zoomaka"]
    only = figures.statistics(games, "zoomaka")
    assert (only["games"], only["unfinished"]) == (1, 1)
    assert {p["key"] for p in only["players"]} == {"human:ana", "human:bert", "bot:medium"}
    assert figures.statistics(games, "dice")["players"] == []


def test_zoomaka_rows_survive_the_index(folders, monkeypatch):
    zoomaka_games()
    first = catalogue.scan()
    index = json.loads((paths.history_dir() / catalogue.INDEX).read_text())
    assert all(row_ok(e["row"]) for e in index["files"].values() if "row" in e)

    def never(path):
        raise AssertionError(f"{path} read again")
    monkeypatch.setattr(catalogue, "_read", never)
    again = catalogue.scan()
    assert [g.row for g in again.games] == [g.row for g in first.games]


def test_an_index_from_before_zoomaka_rows_is_built_again(folders):
    """An older version remembered every Zoomaka file as damaged: that index must not hide them."""
    zoomaka_games()
    catalogue.scan()
    path = paths.history_dir() / catalogue.INDEX
    data = json.loads(path.read_text())
    data["version"] = 1
    data["files"] = {key: {"problem": "damaged"} for key in data["files"]}
    path.write_text(json.dumps(data))
    assert [g.game for g in catalogue.scan().games] == ["zoomaka", "zoomaka"]


@pytest.mark.parametrize("damage", ["score", "animals", "game", "seats", "unknown type", "not a type"])
def test_a_damaged_zoomaka_row_in_the_index_is_read_again(folders, damage):
    zoomaka_games()
    first = catalogue.scan()
    path = paths.history_dir() / catalogue.INDEX
    data = json.loads(path.read_text())
    for entry in data["files"].values():
        row = entry["row"]
        if damage == "score":
            row["seats"][0]["score"] = "four"
        elif damage == "animals":
            row["seats"][0]["animals"] = {"zoomaka:bird": -1}
        elif damage == "unknown type":         # no such section: it would be drawn as a blank disc
            row["seats"][0]["animals"] = {"zoomaka:dragon": 2}
        elif damage == "not a type":
            row["seats"][0]["animals"] = {"lion": 2}
        elif damage == "game":
            row["game"] = "zoomaka2"
        else:
            row["seats"] = [row["seats"][0]] * 9
        assert not row_ok(row)
    path.write_text(json.dumps(data))
    again = catalogue.scan()
    assert [g.row for g in again.games] == [g.row for g in first.games]


def test_a_damaged_zoomaka_save_is_passed_over_without_a_traceback(folders, caplog):
    finished, _ = zoomaka_games()
    good = saves.to_json(finished)
    illegal = json.loads(json.dumps(good))
    illegal["actions"][5] = illegal["actions"][0]
    wrong_state = json.loads(json.dumps(good))
    wrong_state["setup"]["players"] = 9
    bad = {"illegal.json": json.dumps(illegal), "cut.json": json.dumps(good)[:500],
           "setup.json": json.dumps(wrong_state),
           "names.json": json.dumps(dict(good, meta={"seats": [{"name": "\u202e" * 99, "kind": "bot",
                                                               "level": "godlike", "colour": [999, 0, 0]}]}))}
    for name, text in bad.items():
        (paths.saves_dir() / name).write_text(text)
    with caplog.at_level(logging.WARNING, "zooloretto"):
        found = catalogue.scan()
    assert "could not be read" not in caplog.text and "Traceback" not in caplog.text
    problems = {p.name for p, _ in found.problems}
    assert problems == set(bad)
    assert [g.game for g in found.games] == ["zoomaka", "zoomaka"]      # the good ones stay


def test_the_zoomaka_table_hands_its_games_to_the_history(tmp_path):
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession, Seat
    saves_dir = tmp_path / "saves"
    people = GameSession.new([Seat("Ana"), Seat("Bot", "bot", "easy")], seed=3, game="zoomaka")
    t = Table.open(session=people, saves_dir=saves_dir)
    try:
        while t.state.turn < 3:             # Ana's first turn played, then left at her second
            t.bots_move()
            t.scene.perform(next(a for a in t.legal() if type(a).__name__ != "Move"))
            t.app.step([])
        t.app.discard(t.scene)              # the table left mid-turn: written as it stands
        [left] = catalogue.scan().games
        assert left.game == "zoomaka" and not left.finished
        assert left.row["actions"] == len(people.record.actions)
    finally:
        t.close()
    bots = GameSession.new([Seat("Bot", "bot", "medium"), Seat("Bob", "bot", "easy")], seed=4, game="zoomaka")
    t = Table.open(session=bots, saves_dir=saves_dir)
    try:
        t.bots_move()
        assert t.state.game_over
        t.app.discard(t.scene)
        games = catalogue.scan().games
        assert [g.game for g in games] == ["zoomaka", "zoomaka"]
        over = next(g for g in games if g.finished)
        assert [i for i, s in enumerate(over.seats) if s["won"]] == bots.state.winners
    finally:
        t.close()


@pytest.fixture
def three_games(tmp_path):
    """A board game, a dice game and a finished Zoomaka game (the newest)."""
    paths.set_saves_dir(tmp_path / "saves")
    now = time.time()
    made = [keep(play(("Ana", "bot:hard"), seed=1), now - 2 * DAY),
            keep(play(("Bert", "Ana"), game="dice", seed=2), now - DAY),
            keep(play(WHO, game="zoomaka", seed=1), now)]
    yield made
    paths.set_saves_dir(None)


def test_the_history_screen_shows_filters_and_replays_a_zoomaka_game(three_games, tmp_path, monkeypatch):
    from menu_helpers import click, click_at, frames
    from zooloretto.ui import navigation
    from zooloretto.ui.scenes import history_rows
    from zooloretto.ui.text import tr
    texts = []
    real = history_rows.draw_text
    monkeypatch.setattr(history_rows, "draw_text", lambda s, text, *a, **k: texts.append(text) or real(s, text, *a, **k))
    pictured = []
    real_picture = history_rows.animal_picture
    monkeypatch.setattr(history_rows, "animal_picture", lambda a, px: pictured.append(a) or real_picture(a, px))
    app = window(tmp_path, monkeypatch)
    scene = opened(app, "history")
    assert [g.game for g in scene.shown] == ["zoomaka", "dice", "zoo"]
    app.draw()
    label = texts.index(tr("history.game_zoomaka"))
    assert texts[label + 1].startswith(tr("history.finished") + " · ")
    zoomaka = scene.shown[0]
    click_at(app, scene.row_rect(0).center)
    assert scene.selected is zoomaka
    texts.clear()
    app.draw()
    for seat in zoomaka.seats:                                 # the detail: complete sections, not points
        assert tr("history.sections", count=seat["score"]) in texts
    assert any(a.startswith("zoomaka:") for a in pictured)    # its animals drawn as the table's badges
    click(app, "game_zoomaka")
    assert [g.game for g in scene.shown] == ["zoomaka"]
    click(app, "game_all")
    click_at(app, scene.row_rect(0).center)
    assert scene.selected is zoomaka and navigation.known("replay")
    click(app, "replay")
    frames(app)
    assert navigation.is_screen(app.top, "replay")
    replay, record = app.top, saves.read(zoomaka.path)
    replay.go(len(record.actions))                             # the end, as the game ended
    frames(app)
    assert replay.watch.state.to_json() == record.state.to_json() and replay.watch.state.game_over


def test_the_statistics_show_zoomaka_scores_and_best_zoo(three_games, tmp_path, monkeypatch):
    from menu_helpers import click
    from zooloretto.ui.scenes import stats_draw
    from zooloretto.ui.text import tr
    texts = []
    real = stats_draw.draw_text
    monkeypatch.setattr(stats_draw, "draw_text", lambda s, text, *a, **k: texts.append(text) or real(s, text, *a, **k))
    app = window(tmp_path, monkeypatch)
    scene = opened(app, "stats")
    ana = scene.selected
    assert ana["key"] == "human:ana" and set(ana["scores"]) == {"zoo", "dice", "zoomaka"}
    click(app, "game_zoomaka")
    assert {p["key"] for p in scene.players} == {"human:ana", "human:bert", "bot:medium"}
    texts.clear()
    app.draw()
    best = scene.selected["scores"]["zoomaka"]
    assert tr("history.best_zoomaka", count=best["best"], date=best["best_game"]["date"][:10]) in texts
    assert any(t.split()[-1].count("/") == 1 for t in texts)         # its sections, "Bird 4/4"


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)], ids=["1024x640", "2560x1440"])
def test_every_word_fits_with_a_zoomaka_game_in_each_language(three_games, tmp_path, monkeypatch, size):
    def show(scene, name):
        scene.choose_game("zoomaka")
        if name == "history":
            scene.select(scene.shown[0])
    problems = words_that_do_not_fit(tmp_path, monkeypatch, size, show)
    assert not problems, "\n".join(problems)


def test_the_command_line_lists_and_counts_zoomaka_games(folders, capsys):
    from zooloretto.cli import main
    finished, _ = zoomaka_games()
    keep(play(("Ana", "bot:easy"), seed=1), time.time() - 2 * DAY)
    assert main(["--saves-dir", str(paths.saves_dir()), "history", "--game", "zoomaka"]) == 0
    listed = json.loads(capsys.readouterr().out)["games"]
    assert [(g["game"], g["finished"]) for g in listed] == [("zoomaka", False), ("zoomaka", True)]
    assert listed[1]["winners"] == [finished.state.players[i].name for i in finished.state.winners]
    assert main(["--saves-dir", str(paths.saves_dir()), "stats"]) == 0
    numbers = json.loads(capsys.readouterr().out)
    ana = next(p for p in numbers["players"] if p["name"] == "Ana")
    assert set(ana["scores"]) == {"board", "zoomaka"} and ana["timeline"][-1]["game"] == "zoomaka"
