"""A thief lands anywhere on its victim's panel (issue #34 item 5): Robber let go on an
opponent's section, name or hand chip takes from their bank, Pickpocket from their hand,
Master Thief from everyone; their panel lights up while the card is held. Capture and
Release let go on the panel but not on an animal say why (drop on the animal to take), and
so does Robber on a victim whose bank is empty: no card snaps back without a word."""
from __future__ import annotations

import pytest
from zoomaka_helpers import game, give

from zooloretto.zoomaka.rules.places import Loc
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.ui.zoomaka.words import refusal_text
from zooloretto.zoomaka.rules.refusals import Refusal

NAMES = ["Ana", "Bert", "Cleo"]


def _table(card, bank=("bird-1", "bird-2")):
    s = game(3, seed=3)
    give(s, 0, hand=[card, "forest-1"])
    give(s, 1, hand=["farm-1"], bank=list(bank), zoo={"reptile": ["reptile-1"], "ocean": ["ocean-1"]})
    give(s, 2, hand=["farm-2"], bank=["bird-3"], zoo={"monkey": ["monkey-1"]})
    for q, n in enumerate(NAMES):
        s.players[q].name = n
    meta = {"seats": [{"name": n, "kind": "human", "level": None} for n in NAMES]}
    setup = {"players": 3, "seed": s.seed, "names": NAMES, "start_player": 0}
    return Table.open(session=GameSession(ZoomakaRecord(setup, s, [], meta)), size=(1280, 800))


def _points(t, seat):
    """Points of seat's panel away from its bank chip: its middle, a section, its name."""
    L = t.scene.layout
    panel = L.panels[seat]
    section = L.rects[Loc("section", seat, 0)]
    return [(panel.centerx, panel.bottom - 4), section.center, (L.headers[seat].x + 5, L.headers[seat].centery)]


@pytest.mark.parametrize("card, what", [("robber-1", "bank"), ("pickpocket-1", "hand")])
@pytest.mark.parametrize("where", [0, 1, 2])
def test_a_thief_let_go_anywhere_on_the_victims_panel_takes_from_them(card, what, where):
    t = _table(card)
    try:
        start = t.scene.layout.point(Loc("hand", 0, slot=0))
        before = len(getattr(t.state.players[1], what))
        events = t.drag(start, _points(t, 1)[where])
        assert events, t.refusal
        played = t.scene.session.record.actions[-1]
        assert played.card == card and played.target == 1
        assert t.state.current == 1 and t.press("pass")      # Bert lets it happen
        assert t.state.current == 2 and t.press("pass")      # so does Cleo, asked too (rulings point 6)
        assert len(getattr(t.state.players[1], what)) < before
    finally:
        t.close()


def test_master_thief_let_go_on_any_opponent_takes_from_everyone():
    t = _table("master_thief-1")
    try:
        start = t.scene.layout.point(Loc("hand", 0, slot=0))
        assert t.drag(start, _points(t, 2)[0])
        assert t.scene.session.record.actions[-1].card == "master_thief-1"
    finally:
        t.close()


def test_the_victims_panel_lights_while_a_thief_is_held():
    t = _table("robber-1")
    try:
        hand = t.scene.hand
        hand.selected = Loc("hand", 0, slot=0)
        lit = hand.lit()
        assert Loc("zoo", 1) in lit and Loc("zoo", 2) in lit and Loc("zoo", 0) not in lit
    finally:
        t.close()


@pytest.mark.parametrize("card, code", [("capture-1", "needs_pick"), ("release-1", "needs_pick"),
                                        ("robber-1", None)])
def test_a_drop_on_the_panel_that_cannot_be_played_says_why(card, code):
    t = _table(card, bank=())
    try:
        start = t.scene.layout.point(Loc("hand", 0, slot=0))
        assert t.drag(start, _points(t, 1)[0]) == []
        assert t.refusal is not None and t.refusal.code != "not_a_move"
        if code:
            assert t.refusal.code == code
        said = t.scene.message[0]
        assert said == refusal_text(t.refusal) and said != refusal_text(Refusal("not_a_move"))
    finally:
        t.close()
