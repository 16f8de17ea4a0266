"""Learn to play, left and continued: a note the learner read with Next since the last move
is not shown again after Continue (every lesson), even before the first move; a tip read
with Got it stays read; a save whose lesson progress is out of line still opens at a
sensible note, a malformed one is refused with a clear reason, never a traceback."""
from __future__ import annotations

import json

import pytest

from zooloretto.lessons import get
from zooloretto.zoo.rules import saves

import lesson_helpers
from lesson_helpers import follow      # one step of doing what the coach shows

GAMES = {"board": "zoo", "dice": "dice", "zoomaka": "zoomaka"}


def lesson_table(name, saves_dir):
    return lesson_helpers.lesson_table(get(name), saves_dir=saves_dir, game=GAMES[name])


def reopen(path, saves_dir):
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession
    return Table.open(session=GameSession.load(path), size=(1024, 640), saves_dir=saves_dir)


def to_a_note_after_a_move(t, limit=100):
    """Follow the coach until it shows a note to read after at least one move was played."""
    for _ in range(limit):
        c = t.coach()
        if c is not None and c.next and t.scene.session.record.actions:
            return c
        follow(t)
    raise AssertionError("no note after a move")


def leave(t):
    from zooloretto.ui.autosaver import latest_autosave
    try:
        t.scene.session.save_on_leaving()
        return latest_autosave()
    finally:
        t.close()


def read_and_leave(t):
    """Read the note shown with Next, then leave the table: (its save, the note after it)."""
    try:
        read = t.coach().text
        assert t.press("coach_next")
        following = t.coach().text
        assert following != read
    finally:
        path = leave(t)
    return path, following


@pytest.mark.parametrize("name", ["board", "dice", "zoomaka"])
def test_a_note_read_since_the_last_move_is_not_shown_again_after_continue(name, tmp_path):
    t = lesson_table(name, tmp_path)
    try:
        to_a_note_after_a_move(t)
        played = len(t.scene.session.record.actions)
    except BaseException:
        t.close()
        raise
    path, following = read_and_leave(t)
    t = reopen(path, tmp_path)
    try:
        assert len(t.scene.session.record.actions) == played
        assert t.coach().text == following            # not the note already read
        for _ in range(3):                            # and the lesson goes on from there
            follow(t)
    finally:
        t.close()


@pytest.mark.parametrize("name", ["board", "dice", "zoomaka"])
def test_a_note_read_before_the_first_move_is_not_shown_again_after_continue(name, tmp_path):
    t = lesson_table(name, tmp_path)
    try:
        first = t.coach()
        assert first is not None and first.next and not t.scene.session.record.actions
    except BaseException:
        t.close()
        raise
    path, following = read_and_leave(t)
    assert path is not None                     # written, though no move was played
    t = reopen(path, tmp_path)
    try:
        assert not t.scene.session.record.actions
        assert t.coach().text == following
    finally:
        t.close()


def test_a_lesson_left_before_reading_anything_writes_no_file(tmp_path):
    t = lesson_table("board", tmp_path)
    try:
        assert t.coach() is not None
        assert not t.scene.session.unsaved()
        assert t.scene.session.save_on_leaving() is None
    finally:
        t.close()


def test_a_tip_read_with_got_it_stays_read_after_continue(tmp_path):
    t = lesson_table("board", tmp_path)
    try:
        for _ in range(200):
            if t.coach() is None:
                break
            follow(t)
        t.scene.session.state.end_triggered = True    # as when the last 15 tiles are reached
        assert "final round" in t.coach().text
        assert t.press("coach_next")                  # Got it
        assert t.coach() is None
        t.scene.session.state.end_triggered = False   # only pretended: the save must hold true
    finally:
        path = leave(t)
    t = reopen(path, tmp_path)
    try:
        t.scene.session.state.end_triggered = True    # the tip's moment again
        assert t.coach() is None
    finally:
        t.close()


def _left_after_a_note(name, tmp_path):
    """A lesson left just after a note was read: its save's path and the note after it."""
    t = lesson_table(name, tmp_path)
    try:
        to_a_note_after_a_move(t)
    except BaseException:
        t.close()
        raise
    return read_and_leave(t)


def _rewrite_lesson(path, lesson):
    data = json.loads(path.read_text(encoding="utf-8"))
    data["meta"]["lesson"] = lesson
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("name", ["board", "dice", "zoomaka"])
def test_a_lesson_step_out_of_line_with_the_moves_still_opens(name, tmp_path):
    path, _ = _left_after_a_note(name, tmp_path)
    _rewrite_lesson(path, {"name": name, "step": 0, "told": []})   # well formed, but behind
    t = reopen(path, tmp_path)
    try:
        c = t.coach()
        assert c is not None and c.text                # lined up with the moves played
        follow(t)
    finally:
        t.close()


@pytest.mark.parametrize("name", ["board", "dice", "zoomaka"])
@pytest.mark.parametrize("damage", [{"step": "7"}, {"step": -3}, {"read": [1, 2]}, {"told": "all"}])
def test_a_damaged_lesson_in_a_continued_save_is_refused_cleanly(name, damage, tmp_path):
    from zooloretto.ui.session import GameSession
    path, _ = _left_after_a_note(name, tmp_path)
    meta = json.loads(path.read_text(encoding="utf-8"))["meta"]["lesson"]
    _rewrite_lesson(path, {**meta, **damage})
    with pytest.raises(saves.SaveError) as e:
        GameSession.load(path)
    assert e.value.kind == "damaged" and "meta.lesson" in str(e.value)
