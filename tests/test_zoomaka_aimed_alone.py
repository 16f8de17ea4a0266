"""One person alone with bots, a bot's Direct card aimed at them: when nothing they hold
can stop it, it happens at once (the talk says so), as an offer to answer is let go; the
table does not wait for "Let it happen" while naming a No Way! they do not hold. Holding No
Way!, they are asked and the table waits for them. With another person at the screen the
question is put whatever the hand holds (nobody learns a hand from it)."""
from __future__ import annotations

from zoomaka_helpers import game, give, seated_record

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.zoomaka.rules import Direct, Pass, decision, legal_actions

NAMES = ["Ana", "Bo"]


def _table(ana_holds, people=(0,)):
    """Bo (a bot unless `people` says otherwise) has just played Pickpocket at Ana."""
    s = game(2, start=1)
    give(s, 0, hand=list(ana_holds))
    give(s, 1, hand=["pickpocket-1", "bird-1"])
    record = seated_record(s, NAMES, people=people, start=1)
    thief = next(a for a in legal_actions(s) if isinstance(a, Direct) and a.card == "pickpocket-1")
    record.play(thief)
    assert decision(record.state) == "no_way" and record.state.current == 0
    t = Table.open(session=GameSession(record), size=(1280, 800))
    t.app.settings.answer_offers = True
    return t


def test_a_thief_aimed_at_a_person_alone_with_nothing_to_stop_it_happens_at_once():
    t = _table(["monkey-1", "farm-1"])
    try:
        t.app.step([])
        assert t.scene.session.record.actions[-1] == Pass()
        assert len(t.state.players[0].hand) == 1                  # the Pickpocket took a card
    finally:
        t.close()


def test_holding_no_way_the_person_is_asked_and_the_table_waits():
    t = _table(["no_way-1", "farm-1"])
    try:
        for _ in range(5):
            t.app.step([])
        assert decision(t.state) == "no_way" and t.state.current == 0
        assert t.scene.session.record.actions[-1] != Pass()
    finally:
        t.close()


def test_with_another_person_at_the_screen_the_question_is_put_whatever_the_hand():
    t = _table(["monkey-1", "farm-1"], people=(0, 1))
    try:
        for _ in range(5):
            t.app.step([])
        assert decision(t.state) == "no_way" and t.state.current == 0
    finally:
        t.close()
