"""Learn to play, driven headless: a lesson's game at a Table, doing what the coach shows,
leaving a lesson and loading its autosave, a hostile meta.lesson in a save, and the title's
menus in throw-away folders (for the ways into a lesson)."""
from __future__ import annotations

import json

import pygame
import pytest

from zooloretto.lessons import Do, Progress, Say
from zooloretto.zoo.rules import saves


def script_moves(lesson, state, legal_actions):
    """The script's moves (Do and Bot) for the caller to play on `state`, each checked to be a
    legal move of the right player first; a Say comes only while the learner is to move."""
    for step in lesson.steps:
        if isinstance(step, Say):
            assert state.current == lesson.learner, f"{step.key} is said while the bot is to move"
            continue
        assert state.current == (lesson.learner if isinstance(step, Do) else 1 - lesson.learner), step
        assert step.action in legal_actions(state), step
        yield step


def lesson_table(lesson, size=(1024, 640), language="en", saves_dir=None, game=None, **table):
    """`lesson`'s game between Anna and the gentle bot Bruno, at a headless Table."""
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession, Seat
    which = {"game": game} if game else {}
    session = GameSession.new([Seat("Anna"), Seat("Bruno", "bot", "easy", (0, 114, 178))],
                              seed=lesson.seed, **which)
    session.record.meta["lesson"] = Progress(lesson).to_meta()
    return Table.open(session=session, size=size, language=language, saves_dir=saves_dir, **table)


def follow(t, steps=1):
    """Do what the coach shows, `steps` times: Next, the drag it points at (always the
    headless table's own `where` of the script's move), or let the bot play."""
    for _ in range(steps):
        c = t.coach()
        assert c is not None, "the coach went quiet"
        if c.next:
            assert t.press("coach_next")
        elif c.piece is not None:
            assert (c.piece, c.drop) == t.where(t.scene.coach.progress.expected())
            assert t.drag(c.piece, c.drop), f"the coach's own move was refused: {t.refusal}"
        elif getattr(t.scene.coach.progress.expected(), "type", None) == "pass" \
                and not t.scene.is_bot(t.scene.state.current):
            assert t.press("flow_pass"), "the bar has no Pass for the coach's Pass"
        else:
            assert t.bots_move(), "nothing to do, and the bot did not move"


def follow_to_the_end(t, limit=100):
    for _ in range(limit):
        if t.coach() is None:
            return
        follow(t)
    raise AssertionError("the lesson did not end")


def finish(t, lesson, limit=100):
    """Follow the coach to the end: the game played is the script's, to the letter."""
    follow_to_the_end(t, limit)
    assert t.scene.session.record.actions == lesson.actions


def skip(t, lesson):
    """Four steps in, Skip: the coach is quiet and the lesson counted as done."""
    follow(t, 4)
    assert t.press("coach_skip")
    assert t.coach() is None
    assert t.scene.session.record.meta["lesson"]["step"] == len(lesson.steps)


def tip_said_once(t, told):
    """The tip on the coach's card goes with Next, for good: the save remembers `told`."""
    assert t.press("coach_next")
    assert t.coach() is None
    assert t.scene.session.record.meta["lesson"]["told"] == told


def leave_and_load(t, walk):
    """`walk(t)` into the lesson, leave the table, and load the autosave it left (with every
    move played so far)."""
    from zooloretto.ui.autosaver import latest_autosave
    from zooloretto.ui.session import GameSession
    try:
        walk(t)
        played = len(t.scene.session.record.actions)
        t.scene.session.save_on_leaving()
        path = latest_autosave()
    finally:
        t.close()
    session = GameSession.load(path)
    assert len(session.record.actions) == played
    return session


def assert_lesson_refused(record, lesson):
    """A save of `record` whose meta.lesson is `lesson` is refused as damaged, saying where."""
    data = json.loads(saves.dumps(record))
    data["meta"]["lesson"] = lesson
    with pytest.raises(saves.SaveError) as e:
        saves.from_json(data)
    assert e.value.kind == "damaged" and "meta.lesson" in str(e.value)


def assert_the_lesson_opens(table, screen_name, lesson_name):
    """`table` is a `screen_name` table playing the lesson `lesson_name` against a bot, from
    its welcome."""
    assert getattr(table, "screen_name", None) == screen_name
    assert table.session.record.meta["lesson"]["name"] == lesson_name
    assert [s.is_bot for s in table.session.seats] == [False, True]
    assert table.coach.pointing().next                            # the welcome, from the start


def from_how_to_play(app, topic):
    """How to play opened at `topic`, and its Learn to play pressed: the screen it opens."""
    app.open("howto", topic=topic)
    app.step([])
    click_button(app, app.top.named["learn"])
    return app.top


def title_app(monkeypatch, tmp_path, scenes, offered=True, size=(1024, 640)):
    """The title in tmp_path's folders; the table `scenes` play their bots within a step."""
    from zooloretto import paths
    from zooloretto.ui import navigation
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.kit.turns import SyncRunner
    paths.set_saves_dir(tmp_path)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    for scene in scenes:
        monkeypatch.setattr(scene, "default_runner", SyncRunner)
    app = App(size=size, settings=Settings(language="en", animation_speed="off", sound=False,
                                            lesson_offered=offered))
    app.push(navigation.make(app, "title"))
    app.step([])
    return app


def click_button(app, button):
    pos = button.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    app.step(pygame.event.get())
    app.step([])


def close_app(app):
    from zooloretto import paths
    for scene in reversed(app.stack):
        getattr(scene, "close", lambda: None)()
    paths.set_saves_dir(None)
