"""Learn to play (the board game): the lesson's script is a real, legal game that brings
every rule up; a learner who only follows where the coach points finishes it; other moves
are answered kindly and never break it; it can be skipped, left and resumed from a save;
the title offers it on the very first start, How to play replays it."""
from __future__ import annotations

import json

import pytest

from zooloretto.lessons import Bot, Do, get
from zooloretto.zoo.rules import legal_actions, saves
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.engine import apply
from zooloretto.zoo.rules.state import new_game

import lesson_helpers
from lesson_helpers import (assert_lesson_refused, assert_the_lesson_opens, click_button, close_app, follow,
                            from_how_to_play, leave_and_load, script_moves, skip, tip_said_once, title_app)

LESSON = get("board")


def lesson_table(size=(1024, 640), language="en", saves_dir=None):
    return lesson_helpers.lesson_table(LESSON, size, language, saves_dir)


def follow_to_the_end(t):
    lesson_helpers.follow_to_the_end(t, limit=200)


def finish(t):
    lesson_helpers.finish(t, LESSON, limit=200)


# ------------------------------------------------------------------ the script

def test_the_script_is_a_legal_game_that_brings_every_rule_up():
    s = new_game(LESSON.players, LESSON.seed, ["You", "Bot"])
    seen = set()
    for step in script_moves(LESSON, s, legal_actions):
        taker = s.current
        events = apply(s, step.action)
        check_state(s)
        if isinstance(step, Do):
            seen |= {type(e).__name__ for e in events}
            seen |= {f"place:{step.action.to}"} if getattr(step.action, "to", None) else set()
        seen |= {"bot:" + type(e).__name__ for e in events if taker != LESSON.learner}
    for rule in ("TileDrawn", "TruckTaken", "place:enclosure", "place:stall", "place:barn",
                 "CoinsCollected", "OffspringBorn", "BonusPaid", "Expanded", "Paid",
                 "bot:TilesRemoved"):          # the leftover truck's tiles leave the game
        assert rule in seen, f"the lesson never shows {rule}"
    assert any(t.blocked for t in s.trucks)            # the 2-player blocked spaces
    keys = [step.key for step in LESSON.steps if not isinstance(step, Bot)]
    for topic in ("blocked", "take", "one_kind", "stall", "leftover", "baby", "full", "barn",
                  "money", "expand", "last_15", "scoring"):
        assert f"lesson.board.{topic}" in keys


# ------------------------------------------------------------------ the coach at the table

def test_a_learner_who_follows_the_coach_finishes_the_lesson_and_plays_on(tmp_path):
    t = lesson_table()
    try:
        finish(t)
        assert t.scene.session.record.meta["lesson"]["step"] == len(LESSON.steps)
        assert t.scene.session.confirm_turns is False          # the test table's setting, back
        learner = t.state.current
        assert t.legal(), "after the lesson the learner plays freely"
        while t.state.current == learner and not t.state.game_over:     # a whole turn
            assert t.drag(*t.where(t.legal()[0]))
        assert t.bots_move(), "and the gentle bot plays on by itself"
    finally:
        t.close()


def test_the_coach_points_where_the_rules_accept_and_waits():
    t = lesson_table()
    try:
        follow(t, 2)                                # welcome, goal
        c = t.coach()
        assert c.piece is not None and not c.next
        action = LESSON.steps[2].action
        assert (c.piece, c.drop) == t.where(action)  # the rules' gesture, placed by the hit map
        assert t.coach() == c                       # nothing happens until the learner moves
    finally:
        t.close()


def test_another_legal_move_is_answered_kindly_and_the_lesson_goes_on():
    t = lesson_table()
    try:
        follow(t, 3)                                # welcome, goal, the tile turned over
        c = t.coach()
        assert "drag the tile you turned over" in c.text.lower()
        other = next(a for a in t.legal() if a != LESSON.steps[3].action)   # another truck
        assert t.drag(*t.where(other)) == []        # nothing played
        message = t.scene.overlays.message[0]
        assert message.startswith("Nice try! Let's first follow the lesson")
        assert t.coach() == c                       # still the same step
        assert len(t.scene.session.record.actions) == 1 and t.state.revealed
        finish(t)
    finally:
        t.close()


def test_the_hint_in_the_lesson_is_the_coach_s_move():
    t = lesson_table()
    try:
        follow(t, 2)
        assert t.press("table_hint")
        t.app.step([])                                  # no search: the script answers
        assert t.scene.hint is not None and t.scene.hint[0] == LESSON.steps[2].action
        assert t.press("do_it") and len(t.scene.session.record.actions) == 1
    finally:
        t.close()


def test_free_play_tips_are_said_once_and_kept_in_the_save():
    t = lesson_table()
    try:
        follow_to_the_end(t)
        assert t.coach() is None
        t.scene.session.state.end_triggered = True      # as when the last 15 tiles are reached
        c = t.coach()
        assert c is not None and c.next and "final round" in c.text
        tip_said_once(t, ["last_round"])
    finally:
        t.close()


def test_skip_ends_the_lesson_and_the_game_goes_on():
    t = lesson_table()
    try:
        skip(t, LESSON)
        t.bots_move()                                        # the bot's draw, now its own
        played = len(t.scene.session.record.actions)
        c_legal = t.legal()
        assert c_legal and t.drag(*t.where(c_legal[-1]))     # any legal move now
        assert len(t.scene.session.record.actions) == played + 1
    finally:
        t.close()


def test_a_left_lesson_resumes_from_its_autosave(tmp_path):
    from zooloretto.ui.headless import Table
    session = leave_and_load(lesson_table(saves_dir=tmp_path),
                             lambda t: follow(t, 10))     # halfway through the first unloading
    assert session.record.meta["lesson"]["name"] == "board"
    t = Table.open(session=session, size=(1024, 640), saves_dir=tmp_path)
    try:
        assert t.coach() is not None
        finish(t)
    finally:
        t.close()


@pytest.mark.parametrize("lesson", [
    {"name": 5, "step": 0},
    {"name": "board", "step": -1},
    {"name": "board", "step": 10 ** 9},
    {"name": "board", "step": True},
    {"name": "board", "step": 0, "told": "buy"},
    {"name": "board", "step": 0, "told": ["x" * 400]},
    {"name": "board", "step": 0, "do": "rm -rf"},
    "board", [1, 2],
])
def test_a_hostile_lesson_in_a_save_is_refused_cleanly(lesson):
    record = __import__("zooloretto.zoo.rules.record", fromlist=["GameRecord"]).GameRecord.new(2, seed=LESSON.seed)
    assert_lesson_refused(record, lesson)


def test_a_lesson_entry_of_another_game_is_played_as_any_game(tmp_path):
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession, Seat
    session = GameSession.new([Seat("Anna"), Seat("Bruno", "bot", "easy")], seed=LESSON.seed + 1)
    session.record.meta["lesson"] = {"name": "board", "step": 3, "told": []}
    data = json.loads(saves.dumps(session.record))
    assert saves.from_json(data).meta["lesson"]["step"] == 3          # well formed: loads
    t = Table.open(session=session, size=(1024, 640))
    try:
        assert t.coach() is None                     # but it is not the lesson's game
        assert t.drag(*t.where(t.legal()[0]))
    finally:
        t.close()


# ------------------------------------------------------------------ the way in

def _menu_app(monkeypatch, tmp_path, offered=False):
    from zooloretto.ui.zoo.scene import TableScene
    return title_app(monkeypatch, tmp_path, [TableScene], offered=offered)


def test_the_title_suggests_the_lesson_once_and_opens_it(monkeypatch, tmp_path):
    from zooloretto import paths
    app = _menu_app(monkeypatch, tmp_path)
    try:
        title = app.top
        assert title.suggest_lesson and app.settings.lesson_offered      # saved at the end
        click_button(app, title.named["learn"])
        click_button(app, title.dialog.button_for("help.topic_zoo"))    # which game: the board game
        assert_the_lesson_opens(app.top, "table", "board")
    finally:
        close_app(app)
    again = _menu_app(monkeypatch, tmp_path, offered=True)
    try:
        assert not getattr(again.top, "suggest_lesson", False)
    finally:
        paths.set_saves_dir(None)


def test_how_to_play_replays_the_lesson(monkeypatch, tmp_path):
    app = _menu_app(monkeypatch, tmp_path, offered=True)
    try:
        assert_the_lesson_opens(from_how_to_play(app, "zoo"), "table", "board")
    finally:
        close_app(app)
