"""The Zoomaka lesson's rough edges (issue #34 item 7): a tooltip is drawn over the coach's
card, never under it; after the new sections' grid reflows (a section made) the tooltip
speaks of the icon now under the pointer, not of the one that moved away; with an empty
hand the prompt does not say "Drag a card from your hand", nor with no action left; the
turn's note says the three actions may be of any kind."""
from __future__ import annotations

from zoomaka_helpers import game, give

from zooloretto.lessons import zoomaka as zoomaka_lesson
from zooloretto.zoomaka.rules import Place
from zooloretto.zoomaka.rules.places import Loc
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.ui.text import LANGUAGES, set_language, tr
from zooloretto.ui.zoomaka.words import prompt

import lesson_helpers

LESSON = zoomaka_lesson.LESSON


def test_a_tooltip_is_drawn_over_the_coachs_card(monkeypatch):
    t = lesson_helpers.lesson_table(LESSON, (1024, 640), game="zoomaka")
    try:
        scene = t.scene
        assert scene.coach.mode() is not None
        order = []
        coach_draw, tips_draw = scene.coach.draw, scene.tips.draw
        monkeypatch.setattr(scene.coach, "draw", lambda s: order.append("coach") or coach_draw(s))
        monkeypatch.setattr(scene.tips, "draw", lambda s: order.append("tip") or tips_draw(s))
        scene.draw(t.app.screen)
        assert order == ["coach", "tip"]
    finally:
        t.close()


def _table(s):
    names = [p.name for p in s.players]
    meta = {"seats": [{"name": n, "kind": "human", "level": None} for n in names]}
    setup = {"players": len(names), "seed": s.seed, "names": names, "start_player": 0}
    return Table.open(session=GameSession(ZoomakaRecord(setup, s, [], meta)), size=(1280, 800))


def test_after_the_new_sections_reflow_the_tooltip_speaks_of_the_icon_under_the_pointer():
    """The butterfly dropped on its new section's place: the pointer rests there, where the
    grid now shows the next type's icon; its tooltip is that icon's."""
    s = game(2)
    give(s, 0, hand=["butterfly-1", "bird-1"])
    t = _table(s)
    try:
        start, drop = t.where(Place("butterfly-1", "butterfly"))
        assert t.drag(start, drop)          # the pointer stays where it let go
        t.app.step([])
        tips = t.scene.tips
        now = t.scene.layout.note_at(drop)
        assert now != Loc("new", 0, slot=0)                 # another icon lies there now
        assert tips.pos == drop and tips.key == now
    finally:
        t.close()


def test_an_empty_hand_or_no_action_left_is_not_told_to_drag_from_the_hand():
    for lang in LANGUAGES:
        set_language(lang)
        drag = tr("zoomaka.prompt.turn", name="Ana", count=2).split(": ", 1)[-1]
        s = game(2)
        said = prompt(s, ["Ana", "Bo"], lambda q: False)
        assert said == tr("zoomaka.prompt.turn_empty", name="Ana") and drag not in said
        give(s, 0, hand=["roar-1"])
        s.used = 3
        assert prompt(s, ["Ana", "Bo"], lambda q: False) == tr("zoomaka.prompt.turn_spent", name="Ana")
        s.used = 1
        assert prompt(s, ["Ana", "Bo"], lambda q: False) == tr("zoomaka.prompt.turn", name="Ana", count=2)
    set_language("en")


def test_the_turns_note_says_the_actions_may_be_of_any_kind():
    set_language("en")
    note = tr("lesson.zoomaka.turn")
    assert "any kind" in note and "or play an action card" in note
