"""Autosaves are written off the UI thread, in order, atomically, and all of them before a
table is left or the window closes. No sleeps: the writer is held with an Event."""
from __future__ import annotations

import threading

import pygame
import pytest

from zooloretto import paths
from zooloretto.rules import saves
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
    """saves.write waits for `gate` on the writer thread; records who wrote what, in order."""
    gate = threading.Event()
    written = []
    real = saves.write

    def write(record, path):
        if threading.current_thread() is not threading.main_thread():
            gate.wait()
        written.append((threading.current_thread().name, len(record.actions), path.name))
        return real(record, path)
    monkeypatch.setattr(saves, "write", write)
    yield gate, written
    gate.set()


def _turns(session, n):
    """Play until `n` turns have passed (each passing turn queues an autosave)."""
    done = 0
    while done < n:
        before = session.state.current
        session.play(session.legal()[0])
        done += session.state.current != before


def test_the_ui_thread_does_not_wait_for_the_disk_and_order_is_kept(folder, held):
    gate, written = held
    errors = len(autosaver.errors)
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, 4)                      # four autosaves queued; the writer is held
    assert written == [] and autosaver.pending() >= 1
    assert not folder.exists() or not list(folder.glob("autosave-*.json"))
    gate.set()
    assert session.flush()[errors:] == []
    names = [w[2] for w in written]
    counts = [w[1] for w in written]
    assert len(written) == 4 and all(w[0] == "autosave" for w in written)
    assert names == sorted(names) and counts == sorted(counts)      # numbered in the order asked
    assert saves.read(latest_autosave()).actions == session.record.actions[:counts[-1]]


def test_a_snapshot_is_written_not_the_game_as_it_is_later(folder, held):
    gate, written = held
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, 1)
    queued = len(session.record.actions)
    for _ in range(3):
        session.play(session.legal()[0])     # the game goes on while the writer waits
    gate.set()
    autosaver.flush()
    assert written[0][1] == queued
    assert len(saves.read(latest_autosave()).actions) >= queued


def test_leaving_the_table_writes_every_queued_autosave(folder, held, tmp_path, monkeypatch):
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.navigation import scene_class
    TitleScene, GameScene = scene_class("title"), scene_class("table")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    gate, written = held
    app = App(size=(1280, 800), settings=Settings(language="en", animation_speed="off"))
    app.push(TitleScene(app))
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    from zooloretto.ui.table.turns import SyncRunner
    app.push(GameScene(app, session, runner=SyncRunner))
    _turns(session, 2)
    assert written == []
    gate.set()                               # the disk answers; leaving must wait for it
    app.pop()
    assert autosaver.pending() == 0 and len(written) == 2
    names = sorted(p.name for p in folder.glob("autosave-*.json"))
    assert len(names) == 2 and names[-1].endswith(f"-{len(session.record.actions):05d}.json")


def test_closing_the_window_writes_every_queued_autosave(folder, tmp_path, monkeypatch):
    from zooloretto.ui.app import App
    from zooloretto.ui.scene import Scene
    from zooloretto.ui.settings import Settings
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    monkeypatch.setattr(pygame, "quit", lambda: None)   # cached fonts must outlive this test
    gate = threading.Event()
    order = []
    autosaver.submit(lambda: (gate.wait(), order.append("written")))

    class Table(Scene):
        def close(self):                     # the disk answers only once closing has begun
            gate.set()

    app = App(size=(1024, 640), settings=Settings(language="en"))
    app.push(Table(app))
    app.close()
    order.append("closed")
    assert order == ["written", "closed"] and autosaver.pending() == 0


def test_a_failed_write_is_reported_and_the_next_ones_still_come(folder, monkeypatch, caplog):
    real = saves.write
    calls = []

    def flaky(record, path):
        calls.append(path.name)
        if len(calls) == 1:
            raise OSError(28, "No space left on device")
        return real(record, path)
    monkeypatch.setattr(saves, "write", flaky)
    before = len(autosaver.errors)
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, 2)
    failures = session.flush()[before:]
    assert len(failures) == 1 and "No space" in str(failures[0][1])
    assert "autosave 1 of this game failed" in caplog.text
    assert session.autosave_notice()                 # told to the player once, at the table
    assert len(calls) == 2 and latest_autosave() is not None
    del autosaver.errors[before:]


def test_autosave_now_still_answers_with_its_file(folder):
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=3)
    _turns(session, 1)
    path = session.autosave()                # waits for the queued one, then writes
    assert path == latest_autosave() and session_module._autosave_number(path) == 2
