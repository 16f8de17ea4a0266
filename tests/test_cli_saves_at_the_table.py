"""A save made with `zooloretto new` opens at the table like one made on the New game
screen: every seat in its own colour (the screen's palette), a person at every seat, the
names given; a person moves first, no bot takes the seat. Both games."""
from __future__ import annotations

import json

import pytest

from zooloretto.cli import main
from zooloretto.ui.headless import Table
from zooloretto.ui.kit import player_colours

NAMES = ["Ana", "Bruno", "Cleo", "Dan"]


@pytest.mark.parametrize("game, players, extra", [
    ("board", 4, ["--remove", "zebra"]), ("board", 2, []), ("board", 5, ["--expansions", "buildings"]),
    ("dice", 3, []), ("dice", 2, []),
])
def test_a_command_line_save_opens_with_distinct_colours_people_and_names(tmp_path, capsys, game, players, extra):
    save = tmp_path / "game.json"
    names = (NAMES + ["Eve"])[:players]
    assert main(["new", "--game", game, "--players", str(players), "--seed", "3",
                 "--names", ",".join(names), *extra, "--out", str(save)]) == 0, capsys.readouterr().err
    t = Table.open(save, size=(1280, 800))
    try:
        table = t.scene
        colours = [tuple(table.colour(q)) for q in range(players)]
        assert len(set(colours)) == players
        assert colours == [tuple(c) for c in player_colours()[:players]]     # the New game screen's
        assert table.names() == names
        assert not any(table.is_bot(q) for q in range(players))
        assert t.bots_move() == []                   # nobody but the people moves
        first = t.legal()[0]
        src, dst = t.where(first)
        assert t.drag(src, dst) and t.refusal is None   # the person at seat 1 plays
    finally:
        t.close()


def test_a_command_line_save_without_names_seats_player_1_to_n(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert main(["new", "--players", "3", "--out", str(save)]) == 0
    seats = json.loads(save.read_text(encoding="utf-8"))["meta"]["seats"]
    assert [s["name"] for s in seats] == ["Player 1", "Player 2", "Player 3"]
    assert {s["kind"] for s in seats} == {"human"} and {s["level"] for s in seats} == {None}
    assert len({tuple(s["colour"]) for s in seats}) == 3


def test_applying_an_action_keeps_the_seats(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert main(["new", "--players", "2", "--names", "Ana,Bruno", "--out", str(save)]) == 0
    seats = json.loads(save.read_text(encoding="utf-8"))["meta"]["seats"]
    assert main(["apply", str(save), '{"type": "reveal"}']) == 0
    assert json.loads(save.read_text(encoding="utf-8"))["meta"]["seats"] == seats


@pytest.mark.parametrize("seats", [None, [{"name": n, "kind": "human", "level": None, "colour": [200, 80, 60]}
                                          for n in NAMES[:3]]])
def test_an_older_save_with_no_colours_or_one_for_all_opens_in_distinct_colours(tmp_path, capsys, seats):
    save = tmp_path / "game.json"
    assert main(["new", "--players", "3", "--names", ",".join(NAMES[:3]), "--out", str(save)]) == 0
    data = json.loads(save.read_text(encoding="utf-8"))
    if seats is None:
        del data["meta"]["seats"]            # as the command line wrote before it named seats
    else:
        data["meta"]["seats"] = seats        # every seat in one red
    save.write_text(json.dumps(data), encoding="utf-8")
    t = Table.open(save, size=(1280, 800))
    try:
        colours = [tuple(t.scene.colour(q)) for q in range(3)]
        assert colours == [tuple(c) for c in player_colours()[:3]]
        assert t.scene.names() == NAMES[:3]
    finally:
        t.close()
