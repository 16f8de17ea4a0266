"""A newcomer drops an animal card into the open space of their own zoo, not on the small
sign of its section under New section: the card is placed in its section (what lights up
while it is held stays the sign: lighting the whole zoo would redraw it twice a drag). A card that could go to two sections asks which; one that
has no section to go to says why instead of snapping back without a word. The meaning is the
rules' (zoomaka/rules/gestures.py), the drag is the real table's."""
from __future__ import annotations

from zoomaka_helpers import game, give

from zooloretto.zoomaka.rules.actions import Place
from zooloretto.zoomaka.rules.cards import TYPES_OF
from zooloretto.zoomaka.rules.gestures import action_for, choices
from zooloretto.zoomaka.rules.places import Loc, find
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.zoomaka.rules.refusals import Refusal
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.ui.zoomaka.words import refusal_text

NAMES = ["Ana", "Bert"]


def _position(hand, zoo=None):
    s = game(2, seed=3)
    give(s, 0, hand=list(hand), zoo=zoo)
    give(s, 1, hand=["farm-1"])
    for q, n in enumerate(NAMES):
        s.players[q].name = n
    return s


def _table(s):
    meta = {"seats": [{"name": n, "kind": "human", "level": None} for n in NAMES]}
    setup = {"players": 2, "seed": s.seed, "names": NAMES, "start_player": 0}
    return Table.open(session=GameSession(ZoomakaRecord(setup, s, [], meta)), size=(1280, 800))


def _open_space(t):
    """A point of Ana's zoo panel on no section, bank or New section sign."""
    L = t.scene.layout
    panel = L.rects[Loc("zoo", 0)]
    point = panel.center
    assert [loc.area for loc in L.hit(point)] == ["zoo"], L.hit(point)
    return point


def test_an_animal_dropped_in_the_open_zoo_goes_to_its_section():
    t = _table(_position(["butterfly-1", "forest-1"]))
    try:
        start = t.scene.layout.point(Loc("hand", 0, slot=0))
        assert t.drag(start, _open_space(t)), t.refusal
        assert t.scene.session.record.actions[-1] == Place("butterfly-1", "butterfly")
        assert [sec.type for sec in t.state.players[0].zoo] == ["butterfly"]
    finally:
        t.close()


def test_a_two_colour_animal_in_the_open_zoo_asks_which_section():
    s = _position(["two_color-2"])
    types = set(TYPES_OF["two_color-2"])
    found = choices(s, find(s, "two_color-2"), Loc("zoo", 0))
    assert len(found) == 2 and {a.section for a in found} == types
    t = _table(s)
    try:
        start = t.scene.layout.point(Loc("hand", 0, slot=0))
        t.drag(start, _open_space(t))
        assert t.scene.dialog is not None                  # "Which one?"
        assert t.scene.session.record.actions == []
    finally:
        t.close()


def test_an_entrance_with_no_section_of_its_types_says_why():
    s = _position(["two_color_entrance-3"])
    why = action_for(s, find(s, "two_color_entrance-3"), Loc("zoo", 0))
    assert isinstance(why, Refusal) and why.code != "not_a_move"
    t = _table(s)
    try:
        start = t.scene.layout.point(Loc("hand", 0, slot=0))
        assert not t.drag(start, _open_space(t))
        assert t.refusal is not None and "reptile" in refusal_text(t.refusal).lower()
        assert t.scene.session.record.actions == []
    finally:
        t.close()
