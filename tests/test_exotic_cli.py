"""Exotic and the three minis from the command line: `zooloretto new --expansions
exotic,octopus,skunk,building-sites` writes a save that holds them and plays on, the
arena plays games with them, and a misspelt name (in the player's language) or expansions
for a game that has none get one sentence (status 2, no traceback, no file)."""
from __future__ import annotations

import argparse
import json

import pytest

from zooloretto import arena
from zooloretto.cli import main
from zooloretto.zoo.rules import EXPANSION_NAMES, legal_actions, saves

NEW = "exotic,octopus,skunk,building-sites"


def test_new_with_the_new_expansions_writes_a_game_that_holds_them(tmp_path, capsys):
    out = tmp_path / "h.json"
    assert main(["new", "--players", "4", "--expansions", NEW, "--out", str(out)]) == 0
    record = saves.read(out)
    assert record.state.options == ("exotic", "octopus", "skunk", "building-sites")
    assert len(record.state.extra["jungle_removed"]) == 2       # E4: 4 players leave 2 out
    assert any(t.startswith("jungle:") for t in record.state.draw_pile)
    assert any(t.startswith("site:") for t in record.state.draw_pile)
    assert legal_actions(record.state)
    capsys.readouterr()
    assert main(["show", str(out)]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert "jungle_removed" in json.dumps(shown)


def test_the_names_in_any_order_and_with_all_eight(tmp_path):
    out = tmp_path / "all.json"
    names = ",".join(reversed(EXPANSION_NAMES))
    assert main(["new", "--players", "2", "--expansions", names, "--out", str(out)]) == 0
    assert saves.read(out).state.options == tuple(EXPANSION_NAMES)


@pytest.mark.parametrize("argv, words", [
    (["--expansions", "exotic,octopuss"], "unknown expansion 'octopuss'"),
    (["--expansions", "Exotic"], "unknown expansion 'Exotic'"),
    (["--expansions", "exotic,xxl"], "unknown expansion 'xxl'"),
    (["--game", "dice", "--expansions", "exotic"], "for the board game only"),
    (["--game", "zoomaka", "--expansions", "skunk"], "for the board game only"),
])
def test_a_wrong_name_or_game_is_one_sentence(tmp_path, capsys, argv, words):
    out = tmp_path / "bad.json"
    code = main(["new", "--players", "3", "--out", str(out)] + argv)
    err = capsys.readouterr().err
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("zooloretto: ") and words in lines[0], err
    assert "Traceback" not in err and not out.exists()


def test_the_help_names_every_expansion(capsys):
    with pytest.raises(SystemExit):
        main(["new", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for name in EXPANSION_NAMES:
        assert name in text


def arena_args(**over):
    parser = argparse.ArgumentParser()
    arena.add_arguments(parser)
    ns = parser.parse_args([])
    ns.seats, ns.games, ns.seed, ns.quiet, ns.iterations = "medium,easy", "2", "5", True, "2"
    for k, v in over.items():
        setattr(ns, k, v)
    return ns


def test_the_arena_plays_games_with_the_new_expansions(capsys):
    assert arena.run(arena_args(expansions=NEW, json=True)) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["expansions"] == ["exotic", "octopus", "skunk", "building-sites"]
    assert all(r["games"] == 2 for r in out["rows"])


@pytest.mark.parametrize("argv, words", [
    (["--expansions", "exotic,octopuss"], "unknown expansion 'octopuss'"),
    (["--expansions", "skunk", "--game", "dice"], "for the board game only"),
])
def test_the_arena_refuses_a_wrong_name_in_one_sentence(capsys, argv, words):
    code = arena.main(["--seats", "easy,easy", "--games", "1", "--quiet"] + argv)
    err = capsys.readouterr().err
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in err, err


@pytest.mark.parametrize("language, words", [("ru", "неизвестное дополнение «octopuss»"),
                                             ("de", "unbekannte Erweiterung 'octopuss'")])
def test_a_wrong_name_is_said_in_the_players_language(tmp_path, capsys, monkeypatch, language, words):
    from zooloretto.words.text import language as spoken, set_language
    before = spoken()
    monkeypatch.setenv("ZOOLORETTO_LANGUAGE", language)
    out = tmp_path / "bad.json"
    try:
        assert main(["new", "--players", "3", "--expansions", "exotic,octopuss", "--out", str(out)]) == 2
    finally:
        set_language(before)            # (the command line sets the process's language)
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1 and not out.exists()
