"""An unexpected error while playing: logged, the game kept, the player told."""
import pytest

from zooloretto import cli, crash, paths
from zooloretto.zoo.rules import legal_actions
from zooloretto.zoo.rules.saves import read
from zooloretto.ui.session import GameSession, Seat, latest_autosave


@pytest.fixture
def folders(tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    yield tmp_path
    paths.set_saves_dir(None)
    for h in list(crash.log.handlers):
        if str(tmp_path) in str(getattr(h, "baseFilename", "")):
            crash.log.removeHandler(h)
            h.close()


def test_an_error_in_the_window_is_logged_and_explained(folders, monkeypatch, capsys):
    from zooloretto.ui.scenes.title import TitleScene

    def broken(self, dt):
        raise RuntimeError("the title screen fell over")
    monkeypatch.setattr(TitleScene, "update", broken)
    assert cli.main(["--windowed"]) == 1
    err = capsys.readouterr().err
    assert "something went wrong" in err and str(folders / "logs") in err
    assert "Traceback" not in err
    log = (folders / "logs" / "zooloretto.log").read_text(encoding="utf-8")
    assert "the title screen fell over" in log and "Traceback" in log


def test_a_crash_mid_game_saves_the_game_for_continue(folders, monkeypatch, capsys):
    from zooloretto.ui.zoo.scene import TableScene as GameScene
    from zooloretto.ui.scenes.title import TitleScene
    session = GameSession.new([Seat("Ana"), Seat("Bert")], seed=5)
    for _ in range(7):
        session.record.play(legal_actions(session.state)[0])
    before = session.state.to_json()
    assert latest_autosave() is None

    def open_table(self):
        self.app.push(GameScene(self.app, session))
    monkeypatch.setattr(TitleScene, "enter", open_table)

    def broken(self, dt):
        raise ValueError("a bug on the table")
    monkeypatch.setattr(GameScene, "update", broken)
    assert cli.main(["--windowed"]) == 1
    assert "Continue" in capsys.readouterr().err
    saved = latest_autosave()
    assert saved is not None and read(saved).state.to_json() == before


def test_report_never_fails_even_when_saving_fails(folders):
    class Unsavable:
        def autosave(self):
            raise OSError("disk gone")
    message = crash.report(RuntimeError("x"), Unsavable())
    assert "last autosave is kept" in message
