"""At the Zoomaka table, every person's seat gets the same chance to answer out of turn,
whether or not they hold a Response that could act (issue #41, item 2; spec "Answering out
of turn without telling what one holds"), and bots answer such a question at once."""
from __future__ import annotations

import pytest

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.zoomaka.rules import legal_actions, new_game

PEOPLE = [Seat("Ana"), Seat("Ben")]


def _deal(holds: bool, players=2):
    """A seed whose seat 0 may place an animal first, and whose seat 1 holds Direct
    Capture (holds) or no Response at all."""
    for seed in range(400):
        s = new_game(players, seed)
        place = next((a for a in legal_actions(s) if a.type == "place"), None)
        hand = s.players[1].hand
        has = any(c.startswith("direct_capture") for c in hand)
        plain = not any(c.split("-")[0] in ("direct_capture", "no_way", "quick_delivery",
                                            "pay_with_peanuts") for c in hand)
        if place and (has if holds else plain):
            return seed, place
    raise AssertionError("no such deal")


def _after_a_placement(holds: bool):
    """Ana places an animal at a hot-seat table of two people; what the table shows then."""
    seed, place = _deal(holds)
    t = Table.open(session=GameSession.new(PEOPLE, seed=seed, game="zoomaka"),
                   size=(1280, 800), hand_overs=True)
    assert t.press("ready")                          # Ana takes the seat
    assert t.drag(*t.where(place))
    shown = (t.state.current, t.scene.flow.waiting, t.scene.flow.sentence(),
             t.scene.interactive())
    asked = t.press("ready") and t.scene.interactive() and t.scene.viewer == 1
    return t, shown, asked


def test_a_person_is_asked_alike_whether_or_not_they_hold_direct_capture():
    tables = []
    try:
        seen = []
        for holds in (True, False):
            t, shown, asked = _after_a_placement(holds)
            tables.append(t)
            seen.append((shown, asked))
        assert seen[0] == seen[1]
        (current, waiting, _, _), asked = seen[0]
        assert current == 1 and waiting and asked        # Ben is handed the screen, then asked
        for t in tables:                                 # and may let it happen
            assert t.press("flow_pass") and t.state.current == 0
    finally:
        for t in tables:
            t.close()


@pytest.mark.parametrize("holds", [True, False])
def test_bots_answer_a_placement_at_once_without_their_runner(holds):
    seed, place = _deal(holds, players=3)
    seats = [Seat("Ana"), Seat("Bot 1", "bot", "hard"), Seat("Bot 2", "bot", "medium")]
    t = Table.open(session=GameSession.new(seats, seed=seed, game="zoomaka"), size=(1280, 800))
    try:
        started = []
        runner = t.scene.turns.runner
        real_start = runner.start
        runner.start = lambda *a, **k: started.append(a) or real_start(*a, **k)
        assert t.drag(*t.where(place))
        assert t.state.current != 0                      # a bot is asked about Ana's animal
        t.scene.turns.hold_bots = False                  # as in the game: bots move by themselves
        t.app.step([], dt=0.0)
        assert t.state.current == 0 and not started      # answered in one frame, no pause
        answers = [a.type for a in t.scene.session.record.actions[1:]]
        assert answers and set(answers) <= {"pass", "respond"}
    finally:
        t.close()
