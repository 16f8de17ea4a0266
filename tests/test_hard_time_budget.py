"""The hard bot keeps its time budget (issue 36's "at most 1 s a decision"), on a clock the
test moves, so nothing here depends on how fast the machine is."""
import random
import types

from zooloretto.zoo.bots import hard as H
from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.rules.view import public_view

from test_hard_rival_models import _mid_game


class _Clock:
    """A clock the test moves: each future takes the next of `steps` seconds."""

    def __init__(self, steps):
        self.now, self.steps, self.futures = 0.0, steps, 0

    def perf_counter(self):
        return self.now

    def future(self):
        self.now += self.steps[self.futures % len(self.steps)]
        self.futures += 1


def test_the_time_budget_is_kept_when_some_futures_are_far_longer(monkeypatch):
    """The search stops before an iteration whose futures, as long as the longest so far,
    could pass the budget: with futures of 10 ms and now and then one of 120 ms (a future
    to the game's end), no decision passes its second; a race never settled here."""
    view = public_view(_mid_game(seed=5))
    clock = _Clock([0.01, 0.01, 0.01, 0.01, 0.01, 0.12])
    real = H.play_out
    monkeypatch.setattr(H, "time", types.SimpleNamespace(perf_counter=clock.perf_counter))
    monkeypatch.setattr(H, "play_out", lambda s, *a, **k: (clock.future(), real(s, *a, **k))[1])
    monkeypatch.setattr(H, "_race", lambda active, results, n: (active, False))
    monkeypatch.setattr(H, "CLEAR_LEAD", 1e9)
    bot = make_bot("hard", seed=3, time_budget=1.0)
    bot._decide(view, random.Random(1), started=0.0)
    assert clock.futures > 20                  # it did search until the budget bound...
    assert clock.now <= 1.0                    # ...and stopped in time
