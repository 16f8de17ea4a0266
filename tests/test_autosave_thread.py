"""A finished turn is on disk when `play` returns; the writer thread only makes it durable
(fsync) and prunes old autosaves, in order. Leaving a table or closing the window writes a
half-played turn too. No sleeps: the writer thread is held with an Event."""
from __future__ import annotations

import threading

import pygame
import pytest

from zooloretto import paths
from zooloretto.zoo.rules import saves
from zooloretto.ui import autosaver
from zooloretto.ui import session as session_module
from zooloretto.ui.session import GameSession, Seat, latest_autosave


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "_saves_override", tmp_path)
    yield paths.autosave_dir()
    autosaver.flush()


@pytest.fixture
def held(monkeypatch):
    """make_durable waits for `gate` on the writer thread; records the files it synced."""
    gate = threading.Event()
    synced = []
    real = autosaver.make_durable

    def make_durable(path):
        gate.wait()
        synced.append(path.name)
        real(path)
    monkeypatch.setattr(autosaver, "make_durable", make_durable)
    yield gate, synced
    gate.set()


def _turns(session, n):
    """Play until the rules have said `n` times that a turn is over."""
    done = 0
    while done < n:
        done += session.rules.turn_over(session.play(session.legal()[0]))


def _newest_actions():
    return saves.read(latest_autosave_unflushed()).actions


def latest_autosave_unflushed():
    files = session_module._autosaves(paths.autosave_dir())
    return files[-1]


def test_a_finished_turn_is_readable_on_disk_before_play_returns(folder, held):
    gate, synced = held
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    for _ in range(4):
        _turns(session, 1)
        # the writer thread has synced nothing yet, and still the file is there, whole
        assert synced == []
        assert _newest_actions() == session.record.actions
    gate.set()
    autosaver.flush()
    names = sorted(p.name for p in folder.glob("autosave-*.json"))
    assert synced == names and len(names) == 4          # each file made durable, in order


def test_only_the_newest_few_are_kept_once_the_writer_is_done(folder):
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, session_module.AUTOSAVES_KEPT + 3)
    autosaver.flush()
    files = session_module._autosaves(folder)
    assert len(files) == session_module.AUTOSAVES_KEPT
    assert saves.read(files[-1]).actions == session.record.actions


def test_steps_inside_a_turn_wait_for_the_turns_end_or_for_leaving(folder):
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, 1)
    saved = list(session.record.actions)
    steps = 0
    while not session.state.pending:            # get a truck taken with tiles to place
        events = session.play(session.legal()[-1] if steps % 2 else session.legal()[0])
        steps += 1
        if session.rules.turn_over(events):
            saved = list(session.record.actions)
    assert session.rules.turn_over([]) is False
    assert _newest_actions() == saved and session.unsaved()
    assert session.save_on_leaving() is not None
    assert _newest_actions() == session.record.actions and session.state.pending
    assert not session.unsaved() and session.save_on_leaving() is None   # nothing new: no file


def _table_app(tmp_path, monkeypatch):
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.navigation import scene_class
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    app = App(size=(1280, 800), settings=Settings(language="en", animation_speed="off"))
    app.push(scene_class("title")(app))
    return app, scene_class("table")


def _half_unloaded(session):
    """Play on until the person at seat 0 has a taken truck half unloaded."""
    while not (session.state.current == 0 and session.state.pending
               and len(session.record.actions) > 3):
        legal = session.legal()
        takes = [a for a in legal if type(a).__name__ == "Take"]
        session.play(takes[0] if takes and session.state.current == 0 else legal[0])
    if len(session.state.pending) > 1:
        session.play(session.legal()[0])


def test_leaving_the_table_mid_unloading_writes_exactly_the_table(folder, tmp_path, monkeypatch):
    from zooloretto.ui.kit.turns import SyncRunner
    app, GameScene = _table_app(tmp_path, monkeypatch)
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    app.push(GameScene(app, session, runner=SyncRunner))
    _half_unloaded(session)
    pending = list(session.state.pending)
    app.pop()
    assert autosaver.pending() == 0
    back = GameSession.load(latest_autosave())
    assert back.state.to_json() == session.state.to_json() and back.state.pending == pending
    assert back.record.actions == session.record.actions
    assert back.can_undo()           # the placement made before leaving can still be taken back


def test_closing_the_window_mid_turn_writes_it(folder, tmp_path, monkeypatch):
    from zooloretto.ui.kit.turns import SyncRunner
    monkeypatch.setattr(pygame, "quit", lambda: None)   # cached fonts must outlive this test
    app, GameScene = _table_app(tmp_path, monkeypatch)
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=5)
    app.push(GameScene(app, session, runner=SyncRunner))
    _half_unloaded(session)
    app.close()
    assert autosaver.pending() == 0
    assert saves.read(latest_autosave()).state.to_json() == session.state.to_json()


def test_a_failed_write_is_reported_and_the_next_ones_still_come(folder, monkeypatch, caplog):
    real = saves.write
    calls = []

    def flaky(record, path, durable=True):
        calls.append(path.name)
        if len(calls) == 1:
            raise OSError(28, "No space left on device")
        return real(record, path, durable)
    monkeypatch.setattr(saves, "write", flaky)
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, 2)
    assert "autosave 1 of this game failed" in caplog.text
    assert session.autosave_notice()                 # told to the player once, at the table
    assert session.autosave_notice() is None
    assert len(calls) == 2 and latest_autosave() is not None
    assert saves.read(latest_autosave()).actions == session.record.actions


def test_autosave_now_still_answers_with_its_file(folder):
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, 1)
    path = session.autosave()
    assert path == latest_autosave() and session_module._autosave_number(path) == 2


def test_an_autosave_pruned_before_its_sync_is_no_failure(folder, held, caplog):
    gate, synced = held
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, session_module.AUTOSAVES_KEPT + 3)   # quick turns: their syncs wait
    gate.set()                      # the first sync prunes files the next syncs were to sync
    autosaver.flush()
    assert "failed" not in caplog.text and session.autosave_notice() is None
    assert len(session_module._autosaves(folder)) == session_module.AUTOSAVES_KEPT
