"""A computer's seat is named alike at the Zoomaka table and the dice table, in every
language (issue #34, item 9: Zoomaka said "• bot" where the dice game said "• computer";
the dice sheet's header writes the name, " • " and the catalog's dice.bot)."""
from __future__ import annotations

import pytest

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import tr
from zooloretto.ui.zoomaka.zoo_labels import shown_name


@pytest.mark.matrix(k=1, cover=())          # the quick run: one language (--full: all four)
@pytest.mark.parametrize("language", ["en", "de", "fr", "ru"])
def test_a_computers_seat_has_the_dice_games_word(language):
    seats = [Seat("Anna"), Seat("Bruno", "bot", "easy")]
    t = Table.open(session=GameSession.new(seats, seed=3, game="zoomaka"), size=(1024, 640), language=language)
    try:
        assert shown_name(t.scene, 1) == "Bruno \u2022 " + tr("dice.bot")
        assert shown_name(t.scene, 0) == "Anna"
    finally:
        t.close()
