"""A zoo with more complete sections than the game needs (a 5-player game needs 3; a fee
paid with animals can complete two at once) is never "4 of 3 sections complete": its
header says "4 complete sections (3 needed)", shorter forms alike, in every language."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from zoomaka_helpers import give

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.ui.zoomaka import zoo_labels
from zooloretto.ui.zoomaka.words import progress_sayings
from zooloretto.zoomaka.rules import check_state, new_game
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.zoomaka.rules.zoo import complete_count

FOUR = {"butterfly": ["butterfly-1", "butterfly-2"], "marsupial": ["marsupial-1", "marsupial-2"],
        "unicorn": ["unicorn-1"], "bird": ["bird-1", "bird-2", "bird-3", "bird-4"]}


def test_the_words_never_say_more_of_fewer():
    for said in progress_sayings(4, 3):
        assert "4 of 3" not in said and "4/3" not in said
    assert progress_sayings(4, 3)[0] == "4 complete sections (3 needed)"
    assert progress_sayings(2, 3)[0] == "2 of 3 sections complete"


@pytest.mark.parametrize("language", ["en", "de", "fr", "ru"])
def test_a_finished_five_player_game_with_four_complete_sections(language):
    s = new_game(5, 4)
    give(s, 1, zoo=FOUR)
    s.game_over, s.winners, s.ended_by = True, [1], "zoo"
    check_state(s)
    assert complete_count(s.players[1]) == 4
    names = [p.name for p in s.players]
    meta = {"seats": [{"name": n, "kind": "human" if q == 0 else "bot", "level": None if q == 0 else "easy"}
                      for q, n in enumerate(names)]}
    setup = {"players": 5, "seed": s.seed, "names": names, "start_player": 0}
    record = ZoomakaRecord(setup, s, [], meta)
    t = Table.open(session=GameSession(record), size=(1280, 800), language=language)
    try:
        L = t.scene.layout
        words = [label.words for label in zoo_labels.header_labels(L, s, 1, names[1])]
        progress = next(w for w in words if "4" in w)
        assert progress in progress_sayings(4, 3) and "4/3" not in progress
    finally:
        t.close()
