"""A fee may be answered until it is fully paid (issue #34, "Fees and answers"): the rulebook
lets a Response be played "as a response to an action performed by another player", and
nothing in it stops a payer who has begun to pay. A payer charged 7 Z who pays a bird (2)
may still drop No Way! or Pay with Peanuts and pay nothing more; the table's prompt names
those two cards and lights the ones held; a save of the rules before, where such a payer
then paid the rest at once, still opens."""
from __future__ import annotations

import pytest
from zoomaka_helpers import game, give, play

from zooloretto.zoo.rules import saves
from zooloretto.zoomaka.rules import Entrance, Pay, Respond, decision, legal_actions
from zooloretto.zoomaka.rules.actions import to_json
from zooloretto.zoomaka.rules.places import Loc
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.ui.zoomaka.pieces import lit_places, message_said

CHARGER = {"big_five": ["big_five-4", "big_five-5", "big_five-1"]}     # 3 + 3 + 2 = a fee of 8


def charged(answer="no_way-1", bank=("bird-1",), zoo=None):
    s = game()
    give(s, 0, hand=["multicolor_entrance-1"], zoo=CHARGER)
    give(s, 1, hand=[answer, "forest-1"], bank=list(bank), zoo=zoo or {"reptile": ["reptile-1"]})
    play(s, Entrance("multicolor_entrance-1", "big_five", 1))
    assert s.current == 1 and decision(s) == "fee"
    return s


@pytest.mark.parametrize("answer", ["no_way-1", "pay_with_peanuts-1"])
def test_a_response_answers_a_fee_already_begun(answer):
    s = charged(answer)
    play(s, Pay("bird-1"))
    assert decision(s) == "fee" and s.current == 1
    assert Respond(answer) in legal_actions(s)
    events = play(s, Respond(answer))
    settled = next(e for e in events if e.type == "fee_settled")
    assert settled.excused_by == answer and settled.paid == 2
    assert "bird-1" in s.players[0].bank                # what was paid stays paid: no change
    assert s.players[1].section("reptile") is not None  # the zoo is kept
    assert decision(s) == "turn" and s.current == 0


def test_a_payer_who_began_is_still_asked_while_they_hold_cards():
    """Bank and zoo worth 3 against a fee of 8: once a card is paid, the rest used to be
    taken at once (a Response could no longer answer); now the payer is asked again."""
    s = charged()
    play(s, Pay("bird-1"))
    assert decision(s) == "fee" and s.players[1].zoo


def _table(s, lang):
    names = [p.name for p in s.players]
    meta = {"seats": [{"name": n, "kind": "human", "level": None} for n in names]}
    setup = {"players": len(names), "seed": s.seed, "names": names, "start_player": 0}
    return Table.open(session=GameSession(ZoomakaRecord(setup, s, [], meta)), size=(1280, 800),
                      hand_overs=False, language=lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_fee_prompt_names_the_answers_and_lights_the_ones_held(lang):
    s = charged("pay_with_peanuts-1")
    t = _table(s, lang)
    try:
        t.app.step([])
        said = message_said(t.scene)[0]
        from zooloretto.ui.zoomaka.words import card_name
        assert card_name("pay_with_peanuts-1") in said and card_name("no_way-1") in said
        slot = s.players[1].hand.index("pay_with_peanuts-1")
        lit = lit_places(t.scene, None)
        assert Loc("hand", 1, slot=slot) in lit
        assert Loc("hand", 1, slot=s.players[1].hand.index("forest-1")) not in lit
    finally:
        t.close()


def test_a_save_of_the_rules_before_opens(monkeypatch):
    """The old rules paid the rest at once after the first card: a save's history lacks the
    later Pay actions; opening it puts them back, as the old game went (the save's format
    may be today's: the rule changed without a new format)."""
    from zooloretto.zoomaka.rules import saving
    s = charged(zoo={"reptile": ["reptile-1", "reptile-2"]})
    monkeypatch.setattr(saving, "game_from_setup", lambda setup, _s=s.copy(): _s.copy())
    after = s.copy()
    for action in [Pay("bird-1"), Pay("reptile-1"), Pay("reptile-2")]:
        play(after, action)
    assert decision(after) == "turn"
    old = {"version": saves.VERSION, "setup": {}, "actions": [to_json(Pay("bird-1"))],
           "state": after.to_json()}
    new = saving.upgraded(old)
    assert new["actions"] == [to_json(Pay(c)) for c in ("bird-1", "reptile-1", "reptile-2")]
    assert new["state"] == after.to_json()
    today = dict(old, actions=new["actions"])
    assert saving.upgraded(today) is today         # a history that replays stays as it was
