"""Bots in their own process: the public view goes over, a legal action comes back, and the
process ends with the game. Most checks use a stand-in pipe; one starts a real process."""
from __future__ import annotations

import pytest

from zooloretto.zoo.rules import legal_actions
from zooloretto.zoo.rules.actions import to_json as action_to_json
from zooloretto.zoo.rules.view import public_view
from zooloretto.ui import bot_process
from zooloretto.ui.bot_process import ProcessBotRunner
from zooloretto.ui.session import GameSession, Seat


def _state(seed=4):
    """A position with several legal moves: a tile drawn, to go on one of three trucks."""
    from zooloretto.zoo.rules import Reveal, apply
    state = GameSession.new([Seat("A"), Seat("B"), Seat("C")], seed=seed).state
    apply(state, Reveal())
    return state


class Pipe:
    """Both ends of a pipe in one object: what the runner sent, what it will receive."""

    def __init__(self):
        self.sent, self.inbox, self.closed = [], [], False

    def send(self, message):
        self.sent.append(message)

    def poll(self, timeout=0):
        return bool(self.inbox)

    def recv(self):
        if not self.inbox:
            raise EOFError
        return self.inbox.pop(0)

    def close(self):
        self.closed = True


class Alive:
    pid = 1234

    def __init__(self):
        self.alive = True

    def is_alive(self):
        return self.alive

    def join(self, timeout=None):
        pass

    def terminate(self):
        self.alive = False


@pytest.fixture
def runner():
    r = ProcessBotRunner()
    r._conn, r._process = Pipe(), Alive()
    yield r
    r._conn = r._process = None


def test_only_the_public_view_is_sent(runner):
    state = _state()
    runner.start(state, level="hard", seed=7, budget=0.5)
    ticket, view, level, seed, budget, game = runner._conn.sent[0]
    assert game == "zoo"
    assert view == public_view(state).to_json() and view["seed"] is None
    assert (level, seed, budget) == ("hard", 7, 0.5)
    assert runner.thinking and runner.poll() is None


def test_the_answer_comes_back_as_an_action(runner):
    state = _state()
    runner.start(state)
    chosen = legal_actions(state)[0]
    runner._conn.inbox.append((runner._conn.sent[-1][0], action_to_json(chosen), None))
    assert runner.poll() == chosen and not runner.thinking


def test_an_answer_to_a_cancelled_question_is_thrown_away(runner):
    state = _state()
    runner.start(state)
    old = runner._conn.sent[-1][0]
    runner.cancel()
    assert not runner.thinking
    runner.start(state)
    new = runner._conn.sent[-1][0]
    a, b = legal_actions(state)[:2]
    runner._conn.inbox += [(old, action_to_json(a), None), (new, action_to_json(b), None)]
    assert runner.poll() == b


def test_a_bots_error_is_raised_from_poll_and_a_dead_process_gives_way_to_a_thread(runner):
    state = _state()
    runner.start(state)
    runner._conn.inbox.append((runner._conn.sent[-1][0], None, "ValueError: no"))
    with pytest.raises(RuntimeError, match="no"):
        runner.poll()
    runner.start(state)
    runner._conn.inbox.clear()
    runner._conn.poll = lambda timeout=0: (_ for _ in ()).throw(EOFError())
    with pytest.raises(RuntimeError):
        runner.poll()
    assert runner._fallback is not None        # the next questions go to a thread


def test_without_a_process_the_runner_thinks_in_a_thread(monkeypatch):
    r = ProcessBotRunner()
    monkeypatch.setattr(r, "_ensure_process", lambda: (_ for _ in ()).throw(OSError("no fork")))
    state = _state()
    r.start(public_view(state), level="easy", seed=1, budget=0.05)
    action = r.wait(30)
    assert action in legal_actions(state)
    r.close()


def test_the_serving_loop_answers_and_stops():
    state = _state()
    pipe = Pipe()
    full = state.to_json()            # even if handed the whole state, the bot sees the view
    pipe.inbox += [(1, full, "easy", 3, 0.05), (2, full, "nonsense-level", 3, 0.05), None]
    bot_process.serve(pipe)
    (t1, a1, e1, why1), (t2, a2, e2, why2) = pipe.sent      # why: the bot's reason, or None
    assert why1 is None or isinstance(why1[0], str)
    legal = [action_to_json(a) for a in legal_actions(state)]
    assert (t1, e1) == (1, None) and a1 in legal
    assert (t2, e2) == (2, None) and a2 in legal          # unknown level: a random legal move


def test_a_real_process_answers_and_ends_with_the_game():
    state = _state()
    r = ProcessBotRunner()
    r.start(public_view(state), level="easy", seed=1, budget=0.05)
    process = r._process
    assert process is not None and process.pid is not None
    action = None
    for _ in range(600):                # at most a minute on a loaded machine
        action = r.wait(0.1)
        if action is not None:
            break
    assert action in legal_actions(state)
    r.close()
    assert not process.is_alive() and r.pid is None


def test_the_frozen_program_supports_bot_processes():
    from pathlib import Path
    entry = Path(__file__).resolve().parent.parent / "tools" / "pyinstaller" / "zooloretto_main.py"
    text = entry.read_text()
    assert text.index("freeze_support()") < text.index("from zooloretto.cli import main")
    main = (Path(bot_process.__file__).parent.parent / "__main__.py").read_text()
    assert 'if __name__ == "__main__":' in main      # a spawned process must not start the game
