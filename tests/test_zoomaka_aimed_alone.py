"""One person alone with bots, a bot's Direct card aimed at them: when nothing they hold
can stop it, it happens at once (the talk says so), as an offer to answer is let go; the
table does not wait for "Let it happen" while naming a No Way! they do not hold. Holding No
Way!, they are asked and the table waits for them. With another person at the screen the
question is put whatever the hand holds (nobody learns a hand from it)."""
from __future__ import annotations

from zoomaka_helpers import game, give

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.zoomaka.rules import Direct, Pass, decision, legal_actions
from zooloretto.zoomaka.rules.record import ZoomakaRecord

NAMES = ["Ana", "Bo"]


def _table(ana_holds, people=(0,)):
    """Bo (a bot unless `people` says otherwise) has just played Pickpocket at Ana."""
    s = game(2, start=1)
    give(s, 0, hand=list(ana_holds))
    give(s, 1, hand=["pickpocket-1", "bird-1"])
    for q, n in enumerate(NAMES):
        s.players[q].name = n
    meta = {"seats": [{"name": n, "kind": "human" if q in people else "bot",
                       "level": None if q in people else "easy", "colour": [200, 80, 60 + q]}
                      for q, n in enumerate(NAMES)]}
    setup = {"players": 2, "seed": s.seed, "names": NAMES, "start_player": 1}
    record = ZoomakaRecord(setup, s, [], meta)
    record.game_from_setup = lambda _setup, _s=s.copy(): _s.copy()
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
