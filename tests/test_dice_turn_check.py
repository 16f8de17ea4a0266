"""The dice table's turn check is the same for every turn: a player left alone after the
others took their trucks (the turn passes to the same player) and the turn that ends the
round both wait for "End turn", and Take back returns to the turn. A turn's end is the
rules' TurnEnded (session.play), never a change of the player to move."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from zooloretto.dice.rules import Load, Roll, Take
from zooloretto.dice.rules.check import check_state
from zooloretto.ui.headless import Table
from zooloretto.ui.session import Seat

from test_round_summary import dice_round_nearly_over

SEATS = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]


def test_a_player_alone_gets_the_turn_check_though_the_turn_stays_theirs():
    t = Table.open(session=dice_round_nearly_over(SEATS), confirm_turn=True)
    try:
        t.drag(*t.where(Roll()))
        first = next(a for a in t.legal() if isinstance(a, Load))
        t.drag(*t.where(first))
        last = next(a for a in t.legal() if isinstance(a, Load))
        events = t.drag(*t.where(last))
        assert any(e.type == "turn_ended" for e in events) and t.state.current == 0
        assert t.scene.flow.mode() == "check" and t.scene.session.unconfirmed == 0
        assert t.legal() == []                              # nothing more until it is checked
        assert t.press("take_back")
        assert len(t.state.rolled) == 1 and t.scene.flow.mode() != "check" and t.legal()
        t.drag(*t.where(next(a for a in t.legal() if isinstance(a, Load))))
        assert t.press("end_turn") and t.scene.flow.mode() is None
        assert t.state.current == 0 and any(isinstance(a, Roll) for a in t.legal())
        assert not t.scene.session.can_undo()
        check_state(t.state)
    finally:
        t.close()


def test_the_rounds_last_turn_gets_the_same_turn_check():
    t = Table.open(session=dice_round_nearly_over(SEATS), confirm_turn=True)
    try:
        truck = t.state.trucks[1][:]
        events = t.drag(*t.where(Take(1)))
        assert any(e.type == "round_ended" for e in events) and t.state.round == 2
        assert t.scene.flow.mode() == "check" and t.bots_move() == []
        assert t.press("take_back")
        assert t.state.round == 1 and t.state.trucks[1] == truck and t.state.sheets[0].taken is None
        t.drag(*t.where(Take(1)))
        assert t.scene.flow.mode() == "check" and t.press("end_turn")
        assert t.state.round == 2 and not t.scene.session.can_undo()
        check_state(t.state)
    finally:
        t.close()
