"""A Zoomaka game saved by the previous version (format 2: only the holders of a Response
were asked, issue #41) still opens: its history is replayed under today's rules, the
questions the old rules never put answered as that game went. A save of today's format
whose history skips a question is refused as before."""
from __future__ import annotations

import json

import pytest

from zooloretto.cli import main
from zooloretto.zoo.rules import saves
from zooloretto.zoomaka.rules import legal_actions, new_game


def _deal():
    """A seed whose seat 0 may place an animal and then sell, and whose seat 1 holds no
    Direct Capture (the old rules asked them nothing)."""
    for seed in range(300):
        s = new_game(2, seed)
        place = next((a for a in legal_actions(s) if a.type == "place"), None)
        if place and not any(c.startswith("direct_capture") for c in s.players[1].hand):
            sell = next(c for c in s.players[0].hand if c != place.card)
            return seed, place, sell
    raise AssertionError("no such deal")


def _saved(tmp_path, capsys):
    seed, place, sell = _deal()
    save = tmp_path / "z.json"
    assert main(["new", "--game", "zoomaka", "--players", "2", "--seed", str(seed), "--out", str(save)]) == 0
    for action in ({"type": "place", "card": place.card, "section": place.section}, {"type": "pass"},
                   {"type": "sell", "card": sell}):
        assert main(["apply", str(save), json.dumps(action)]) == 0, capsys.readouterr()
    capsys.readouterr()
    data = json.loads(save.read_text(encoding="utf-8"))
    assert [a["type"] for a in data["actions"]] == ["place", "pass", "sell"]
    del data["actions"][1]                     # as the old rules wrote it: nobody was asked
    return save, data


def test_a_save_of_the_old_rules_opens_with_the_question_answered(tmp_path, capsys):
    save, data = _saved(tmp_path, capsys)
    save.write_text(json.dumps(dict(data, version=2)), encoding="utf-8")
    record = saves.read(save)
    assert [a.type for a in record.actions] == ["place", "pass", "sell"]
    # the sale is answered by the opponent, as today's rules ask (rulings ANSWERED_ACTIONS)
    assert record.state.current == 1 and len(record.state.players[0].bank) == 1


def test_a_save_of_today_s_format_that_skips_a_question_is_refused(tmp_path, capsys):
    save, data = _saved(tmp_path, capsys)
    save.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError) as e:
        saves.read(save)
    assert e.value.kind == "history"
