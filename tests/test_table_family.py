"""A table a family reads at a glance: the live score on every board, a tooltip on every
board element, the 2-player game's blocked truck spaces marked as blocked, opponent
panels whose counts no icon covers. Driven through the headless table."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.rules import final_scores, legal_actions
from zooloretto.rules import actions as A
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.table import zoo_view

NAMES = ["Ana", "Bruno", "Clara", "Dimitri", "Elsa"]


def session(n, seed, steps):
    s = GameSession.new([Seat(NAMES[i]) for i in range(n)], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.state.game_over:
            break
        acts = legal_actions(s.state)
        core = [a for a in acts if not isinstance(a, A.MONEY_ACTIONS)]
        s.record.play(rng.choice(core if core and rng.random() < 0.9 else acts))
    return s


@pytest.fixture
def shown_scores(monkeypatch):
    """Every score badge drawn: (points, ahead?) as the boards show them."""
    drawn = []
    real = zoo_view.score_badge

    def record(size, total, ahead, words):
        drawn.append((total, ahead))
        return real(size, total, ahead, words)
    monkeypatch.setattr(zoo_view, "score_badge", record)
    zoo_view._zoo_cache.clear(), zoo_view._mini_cache.clear()
    return drawn


@pytest.mark.parametrize("n, seed, steps", [(2, 1, 40), (3, 7, 90), (4, 3, 150), (5, 11, 220)])
def test_every_board_shows_the_rules_score_of_its_zoo_and_who_is_ahead(n, seed, steps, shown_scores):
    s = session(n, seed, steps)
    assert not s.state.game_over
    t = Table.open(session=s, size=(1280, 800))
    try:
        want = final_scores(t.state)          # the rules' own scoring, as at the end
        leaders = set(want["winners"])
        viewer = t.scene.viewer
        order = [viewer] + list(t.scene.minis)
        expected = [(want["players"][i]["total"], i in leaders) for i in order]
        assert shown_scores[:n] == expected
        assert len(shown_scores) == n          # drawn once, then cached
    finally:
        t.close()


def test_the_score_is_computed_once_per_shown_state_not_per_frame(monkeypatch):
    from zooloretto.ui.table import scoreboard
    calls = []
    real = scoreboard.live_scores
    monkeypatch.setattr(scoreboard, "live_scores", lambda st: calls.append(1) or real(st))
    t = Table.open(session=session(3, 5, 30), size=(1024, 640))
    try:
        for _ in range(10):
            t.app.step([])
        assert len(calls) == 1
        a = t.legal()[0]
        t.drag(*t.where(a))
        assert len(calls) >= 2
    finally:
        t.close()
