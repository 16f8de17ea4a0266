"""Fixtures shared by the table tests."""
import pytest


@pytest.fixture
def make(tmp_path, monkeypatch):
    """Open a game table headless: make(state=None, seats=None, n=3, animation="off",
    confirm=False, budget=0.05, runner=SyncRunner) -> (app, scene, session). Bots answer
    synchronously unless another runner is given. Saves and settings stay in tmp."""
    from zooloretto import paths
    from zooloretto.ui import navigation
    from zooloretto.ui.app import App
    from zooloretto.ui.session import GameSession, Seat
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.table.turns import SyncRunner
    from zooloretto.ui.text import set_language

    paths.set_saves_dir(tmp_path)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")

    def build(state=None, seats=None, n=3, animation="off", confirm=False, budget=0.05,
              runner=SyncRunner):
        seats = seats or [Seat(f"P{i + 1}") for i in range(n)]
        session = GameSession.new(seats, seed=11)
        if state is not None:
            session.record.state = state
        app = App(size=(1280, 800), settings=Settings(animation_speed=animation, language="en",
                                                      confirm_money_actions=confirm))
        scene = navigation.make(app, "table", session, bot_time_budget=budget, runner=runner)
        app.push(scene)
        app.step([])
        return app, scene, session

    yield build
    paths.set_saves_dir(None)
    set_language("en")
