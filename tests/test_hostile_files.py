"""Hostile files beside the saves: the settings file (pipes, endless devices,
deep or huge JSON, values the table cannot show, two writers at once),
temporary files of killed writes, stray autosaves, and a log folder that
cannot be used. Nothing hangs, nothing crashes, nothing is lost silently."""
import json
import logging
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from zooloretto import cli, crash, jsonfile, paths
from zooloretto.zoo.rules import saves
from zooloretto.ui.session import AUTOSAVES_KEPT, GameSession, Seat, latest_autosave
from zooloretto.ui import settings as settings_module
from zooloretto.ui.settings import MAX_SIZE, MIN_SIZE, Settings

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _nothing_left_to_tell():
    yield
    settings_module._untold.clear()


@pytest.fixture
def config(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    folder.mkdir()
    monkeypatch.setattr(paths, "config_dir", lambda: folder)
    return folder


def _plain(make):
    return make


DAMAGED = {
    "fifo": lambda p: os.mkfifo(p),
    "link-to-dev-zero": lambda p: os.symlink("/dev/zero", p),
    "link-to-dev-urandom": lambda p: os.symlink("/dev/urandom", p),
    "folder": lambda p: p.mkdir(),
    "ten-megabytes": lambda p: p.write_bytes(b" " * (10 * 1024 * 1024)),
    "nested-100000": lambda p: p.write_bytes(b"[" * 100_000 + b"]" * 100_000),
    "nested-10": lambda p: p.write_bytes(b'{"sound": ' + b"[" * 10 + b"]" * 10 + b"}"),
    "nan": lambda p: p.write_bytes(b'{"sound": NaN}'),
    "number-of-5000-digits": lambda p: p.write_bytes(b'{"window_size": [' + b"9" * 5000 + b", 800]}"),
    "not-utf8": lambda p: p.write_bytes(b'{"language": "\xff\xfe"}'),
    "utf16": lambda p: p.write_bytes('{"sound": false}'.encode("utf-16")),
    "a-list": lambda p: p.write_bytes(b"[1, 2]"),
    "a-string": lambda p: p.write_bytes(b'"fast"'),
    "empty": lambda p: p.write_bytes(b""),
    "cut-short": lambda p: p.write_bytes(b'{"sound": fal'),
    "binary": lambda p: p.write_bytes(bytes(range(256))),
}


def _kind(path):
    return ("link" if path.is_symlink() else "fifo" if path.is_fifo() else "dir" if path.is_dir()
            else path.read_bytes())


@pytest.mark.parametrize("case", DAMAGED)
def test_a_damaged_settings_file_is_kept_aside_logged_and_told(config, case, caplog):
    path = config / "settings.json"
    DAMAGED[case](path)
    before = _kind(path)
    with caplog.at_level(logging.WARNING, logger="zooloretto"):
        s = Settings.load()
    assert s == Settings(language=s.language)                  # every value its default
    assert s.problem and s.problem.startswith("settings.damaged-")
    kept = config / s.problem
    assert _kind(kept) == before and not os.path.lexists(path)   # kept whole, out of the way
    assert any(s.problem in r.getMessage() and "damaged" in r.getMessage() for r in caplog.records)
    assert Settings.load().problem == s.problem                  # loaded again (main.py does): still to tell
    s.told()
    assert s.save() and Settings.load().problem is None           # a fresh file from now on
    assert _kind(kept) == before


def test_settings_with_a_byte_order_mark_are_not_damaged(config):
    (config / "settings.json").write_bytes(b"\xef\xbb\xbf" + json.dumps({"sound": False}).encode())
    s = Settings.load()
    assert s.sound is False and s.problem is None


def test_reading_a_pipe_or_an_endless_device_returns_at_once_in_a_real_process(tmp_path):
    """Outside pytest, as the game starts: a pipe must not block, /dev/zero must not be read for ever."""
    code = ("import sys; from zooloretto import jsonfile\n"
            "for p in sys.argv[1:]:\n"
            "    try: jsonfile.read_json(p, 65536, 4)\n"
            "    except jsonfile.FileProblem as e: print(e.kind)\n")
    os.mkfifo(tmp_path / "pipe")
    os.symlink("/dev/zero", tmp_path / "zero")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "pipe"), str(tmp_path / "zero")],
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["not_a_file", "not_a_file"], done.stderr


@pytest.mark.parametrize("stored, expected", [
    ([320, 320], MIN_SIZE), ([400, 800], (MIN_SIZE[0], 800)), ([1, 1], MIN_SIZE), ([0, 0], MIN_SIZE),
    ([-5, -5], MIN_SIZE), ([1280, 100], (1280, MIN_SIZE[1])), ([100_000, 100_000], MAX_SIZE),
    ([10 ** 30, 600], (MAX_SIZE[0], MIN_SIZE[1])), ([1280, 800], (1280, 800)),
    ([True, 800], (1280, 800)), ([1280.0, 800], (1280, 800)), ("1280x800", (1280, 800)),
    ([1280], (1280, 800)), ([1280, 800, 3], (1280, 800)), ({"w": 1}, (1280, 800)), (None, (1280, 800)),
])
def test_every_window_size_is_clamped_to_what_the_table_lays_out(config, stored, expected):
    (config / "settings.json").write_text(json.dumps({"window_size": stored}))
    s = Settings.load()
    assert s.window_size == expected and s.problem is None


@pytest.mark.parametrize("field, stored, expected", [
    ("animation_speed", "warp", "normal"), ("animation_speed", 3, "normal"), ("sound", "yes", True),
    ("sound", 0, True), ("fullscreen", None, False), ("confirm_money_actions", [], True),
    ("language", "xx", None), ("language", 7, None), ("language", "fr", "fr"),
])
def test_other_values_fall_back_to_their_defaults(config, field, stored, expected):
    (config / "settings.json").write_text(json.dumps({field: stored, "unknown": {"x": 1}}))
    s = Settings.load()
    if field == "language":
        assert s.language in ("en", "ru", "fr", "de") and (expected is None or s.language == expected)
    else:
        assert getattr(s, field) == expected
    assert s.problem is None


@pytest.mark.parametrize("stored", [[320, 320], [400, 800], [100_000, 100_000]])
def test_the_table_lays_out_at_the_clamped_sizes(tmp_path, config, stored):
    from zooloretto.ui.app import App
    from zooloretto.ui.zoo.scene import TableScene as GameScene
    (config / "settings.json").write_text(json.dumps({"window_size": stored, "language": "en",
                                                      "animation_speed": "off", "sound": False}))
    paths.set_saves_dir(tmp_path / "saves")
    try:
        app = App()
        assert MIN_SIZE[0] <= app.size[0] <= MAX_SIZE[0] and MIN_SIZE[1] <= app.size[1] <= MAX_SIZE[1]
        session = GameSession.new([Seat("Ana"), Seat("Bert"), Seat("Claus")], seed=3)
        app.push(GameScene(app, session, bot_time_budget=0.02))
        for _ in range(3):
            app.step([])
        session.play(session.legal()[0])
        app.step([])
    finally:
        paths.set_saves_dir(None)


def test_the_title_tells_the_player_once_in_their_language(tmp_path, config):
    from zooloretto.ui.app import App
    from zooloretto.ui.scenes.title import TitleScene
    from zooloretto.ui.text import set_language, tr
    (config / "settings.json").write_bytes(b'{"language": "de", "sound": tru')
    paths.set_saves_dir(tmp_path / "saves")
    try:
        Settings.load()                            # as main.py reads the full-screen choice first
        settings = Settings.load()
        settings.language = "de"
        app = App(size=(1280, 800), settings=settings)
        app.reset(TitleScene(app))
        app.step([])
        message = app.top.dialog.message
        assert message == tr("title.settings_damaged", file=settings.problem or "x", locale="de") or \
            "settings.damaged-" in message
        assert "Einstellungsdatei" in message
        app.top.close_dialog()
        app.reset(TitleScene(app))
        app.step([])
        assert app.top.dialog is None and Settings.load().problem is None
    finally:
        paths.set_saves_dir(None)
        set_language("en")


def test_two_windows_saving_at_once_never_show_a_reader_a_damaged_file(config):
    first, second = Settings(animation_speed="fast", language="en"), Settings(animation_speed="slow", language="ru")
    first.save()
    seen, failures = [], []

    def write(settings):
        for _ in range(150):
            if not settings.save():
                failures.append("save failed")

    def read():
        for _ in range(300):
            try:
                seen.append(jsonfile.read_json(config / "settings.json", 65536, 4)["animation_speed"])
            except (jsonfile.FileProblem, KeyError) as e:
                failures.append(str(e))

    threads = [threading.Thread(target=write, args=(first,)), threading.Thread(target=write, args=(second,)),
               threading.Thread(target=read)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == [] and set(seen) <= {"fast", "slow"}
    assert os.listdir(config) == ["settings.json"]             # no temporary file left behind


def test_a_failed_settings_write_leaves_the_old_file_and_no_temporary_file(config, monkeypatch):
    Settings(animation_speed="fast", language="en").save()
    before = (config / "settings.json").read_bytes()
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    assert Settings(animation_speed="slow", language="en").save() is False
    assert (config / "settings.json").read_bytes() == before and os.listdir(config) == ["settings.json"]


# Temporary files of killed writes ---------------------------------------------------
def test_leftover_temporary_files_are_removed_at_the_next_start(tmp_path, config, monkeypatch):
    saves_folder = tmp_path / "saves"
    paths.set_saves_dir(saves_folder)
    try:
        auto = paths.ensure(paths.autosave_dir())
        old = [saves_folder / ".tmp-abc123.json", auto / ".tmp-x.json", config / ".settings-q1.tmp",
               config / "settings.json.tmp"]
        kept = [saves_folder / "game.json", saves_folder / "tmp-abc.json", saves_folder / ".tmp-abc.txt",
                config / "settings.json", auto / "autosave-00000001-20260101-000000-00001.json"]
        fresh = saves_folder / ".tmp-now.json"        # another window's write under way
        for p in old + kept + [fresh]:
            p.write_text("x")
        (saves_folder / ".tmp-folder.json").mkdir()
        long_ago = time.time() - 3600
        for p in old + kept:
            os.utime(p, (long_ago, long_ago))
        called = []
        monkeypatch.setattr(crash, "setup_logging", lambda: None)
        import zooloretto.ui.main as ui_main
        monkeypatch.setattr(ui_main, "run_app", lambda args: called.append(args) or 0)
        assert cli.main(["--windowed"]) == 0 and called
        assert not any(p.exists() for p in old)
        assert all(p.read_text() == "x" for p in kept + [fresh])
        assert (saves_folder / ".tmp-folder.json").is_dir()
    finally:
        paths.set_saves_dir(None)


def test_removing_leftovers_never_raises(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("x")
    paths.set_saves_dir(blocker)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "missing")
    try:
        assert paths.remove_leftovers() == []
    finally:
        paths.set_saves_dir(None)


# Stray autosaves ---------------------------------------------------------------------
STRAYS = ["autosave-" + "9" * 200 + "-x.json", "autosave-999999999-x.json", "autosave-99999999999-x.json",
          "autosave-000000000000000000001-x.json", "autosave-12-.json", "autosave--x.json", "autosave-7-x.json.tmp"]


@pytest.mark.parametrize("stray", STRAYS)
def test_a_stray_file_never_stops_the_autosaves(tmp_path, stray):
    paths.set_saves_dir(tmp_path)
    try:
        folder = paths.ensure(paths.autosave_dir())
        (folder / stray).write_text("not mine")
        session = GameSession.new([Seat("Ana"), Seat("Bert")], seed=2)
        written = []
        for _ in range(AUTOSAVES_KEPT + 3):
            session.play(session.legal()[0])
            written.append(session.autosave())
        assert all(written), stray
        assert all(len(p.name.encode()) < 100 for p in written)
        newest = latest_autosave()
        assert newest == written[-1] or newest.name == stray
        assert saves.read(written[-1]).actions == session.record.actions
        ours = [p for p in folder.iterdir() if p.name != stray]
        assert len(ours) <= AUTOSAVES_KEPT + 1
    finally:
        paths.set_saves_dir(None)


# A log folder that cannot be used -------------------------------------------------------
def _no_log_handlers(tmp_path):
    for h in list(crash.log.handlers):
        if str(tmp_path) in str(getattr(h, "baseFilename", "")) or isinstance(h, logging.NullHandler):
            crash.log.removeHandler(h)
            h.close()


def _break_folder_is_a_file(logs):
    logs.write_text("a file where the folder should be")


def _break_log_is_a_folder(logs):
    (logs / "zooloretto.log").mkdir(parents=True)


def _break_log_is_a_pipe(logs):
    logs.mkdir()
    os.mkfifo(logs / "zooloretto.log")


@pytest.mark.parametrize("breaker", [_break_folder_is_a_file, _break_log_is_a_folder, _break_log_is_a_pipe,
                                     "permission"])
def test_an_unusable_log_folder_is_named_and_no_traceback_reaches_the_terminal(tmp_path, monkeypatch, capsys,
                                                                               breaker):
    from zooloretto.ui.scenes.title import TitleScene
    logs = tmp_path / "logs"
    monkeypatch.setattr(paths, "log_dir", lambda: logs)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    paths.set_saves_dir(tmp_path / "saves")
    if breaker == "permission":
        monkeypatch.setattr(crash, "_LogFile", lambda *a, **k: (_ for _ in ()).throw(
            PermissionError(13, "Permission denied", str(logs / "zooloretto.log"))))
    else:
        breaker(logs)
    monkeypatch.setattr(TitleScene, "update", lambda self, dt: (_ for _ in ()).throw(RuntimeError("fell over")))
    try:
        assert crash.setup_logging() is None
        assert cli.main(["--windowed"]) == 1
    finally:
        paths.set_saves_dir(None)
        _no_log_handlers(tmp_path)
    err = capsys.readouterr().err
    assert "Traceback" not in err and "No log could be written" in err and str(logs) in err
    assert "RuntimeError: fell over" in err
    assert "written in" not in err                      # never names a log file that does not exist


class _BrokenStream:
    def write(self, text):
        raise OSError(28, "No space left on device")

    tell = write

    def flush(self):
        pass

    close = flush


def test_a_log_that_fails_later_stays_quiet(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    try:
        target = crash.setup_logging()
        assert target and crash.where_logged() == target
        handler = next(h for h in crash.log.handlers if getattr(h, "baseFilename", "") == target)
        handler.stream.close()
        handler.stream = _BrokenStream()                 # as if the disk went away
        crash.log.error("after the disk went: %s", "a\udcffb")
        message = crash.report(RuntimeError("x"))
    finally:
        _no_log_handlers(tmp_path)
    assert "Traceback" not in capsys.readouterr().err and "something went wrong" in message


@pytest.mark.parametrize("lang, words", [("ru", "что-то пошло не так"), ("fr", "un problème est survenu"),
                                         ("de", "etwas ist schiefgegangen"), ("en", "something went wrong")])
def test_the_crash_message_is_in_the_players_language(tmp_path, monkeypatch, lang, words):
    from zooloretto.ui.text import set_language
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    set_language(lang)
    try:
        message = crash.report(RuntimeError("x"))
    finally:
        set_language("en")
        _no_log_handlers(tmp_path)
    assert words in message and "title." not in message


# Autosave failures: told once, logged every time ------------------------------------
def _failing_fsync(error):
    def fail(fd):
        raise error
    return fail


@pytest.mark.parametrize("error, words", [(OSError(28, "No space left on device"), "disk is full"),
                                          (PermissionError(13, "Permission denied"), "could not be autosaved in")])
def test_a_failing_autosave_is_told_once_and_logged_every_time(tmp_path, monkeypatch, caplog, error, words):
    paths.set_saves_dir(tmp_path)
    try:
        session = GameSession.new([Seat("Ana"), Seat("Bert")], seed=4)
        monkeypatch.setattr(saves.os, "fsync", _failing_fsync(error))
        with caplog.at_level(logging.WARNING, logger="zooloretto"):
            for _ in range(3):
                assert session.autosave() is None
        from zooloretto.ui.text import tr
        notice = session.autosave_notice()
        assert notice and words in tr(notice[0], **notice[1]) and session.autosave_notice() is None
        assert len([r for r in caplog.records if "autosave" in r.getMessage()]) == 3
        assert latest_autosave() is None
    finally:
        paths.set_saves_dir(None)


def test_the_table_tells_the_player_once_when_autosaving_fails(make, monkeypatch, tmp_path):
    from zooloretto.ui.text import tr
    app, scene, session = make(n=2)
    blocker = tmp_path / "not a folder"
    blocker.write_text("x")
    paths.set_saves_dir(blocker)                       # the saves folder became a file
    for _ in range(12):                                # several turns pass, each autosaving
        if session.current_seat().is_bot or session.state.game_over:
            break
        session.play(session.legal()[0])
        app.step([])
    session.flush()                                    # autosaves are written by a thread
    app.step([])
    told = [line for line, _ in scene.log.lines() if "autosave" in line.lower()]
    assert len(told) == 1 and tr("game.autosave_failed", folder="")[:20] in told[0]
    assert blocker.read_text() == "x"
