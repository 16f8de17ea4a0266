"""Killed at any moment, nothing is damaged and no finished turn is lost.

A child process plays games as fast as it can through GameSession (the session the table
plays through), continuing each time from the newest autosave as the title's Continue
does, and says on stdout each turn it has finished. The test kills it with SIGKILL at
random moments (after a random number of its lines were read, while it plays on), then checks that every save in the
folders reads, and that Continue's game is no older than the last turn the child said was
finished. Both games, 32 kills each.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys

import pytest

from zooloretto import paths
from zooloretto.zoo.rules.saves import SaveError, read

from sampling import quick

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")

KILLS = quick(32, 5)                # the quick run kills fewer times (tests/sampling.py)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import random, sys
from zooloretto import paths
paths.set_saves_dir(sys.argv[1])
from zooloretto.zoo.rules import EXPANSION_NAMES
from zooloretto.zoo.rules.saves import SaveError
from zooloretto.ui.autosaver import autosaves_newest_first
from zooloretto.ui.session import GameSession, Seat

game, rng = sys.argv[2], random.Random(int(sys.argv[3]))

def new_game():
    seats = [Seat(n) for n in ("Ana", "Bo", "Cleo")[:3 if game == "zoo" else 2]]
    expansions = rng.sample(list(EXPANSION_NAMES), rng.randint(0, 4)) if game == "zoo" else None
    extra = {"expansions": expansions} if game == "zoo" else {}
    return GameSession.new(seats, seed=rng.randrange(1, 10**9), game=game, **extra)

session = None
for path in autosaves_newest_first():           # Continue: the newest autosave that reads
    try:
        session = GameSession.load(path)
        break
    except SaveError:
        continue
print("ready", flush=True)
while True:
    if session is None or session.state.game_over:
        session = new_game()
    events = session.play(rng.choice(session.legal()))
    if session.rules.turn_over(events):
        print("turn", session.record.setup["seed"], len(session.record.actions),
              int(session.state.game_over), flush=True)
"""


def _continue_record():
    """What Continue would open: the newest autosave that reads."""
    files = sorted(paths.autosave_dir().glob("autosave-*.json"))
    for path in reversed(files):
        try:
            return read(path)
        except SaveError:
            continue
    return None


def _every_save_reads():
    for folder in (paths.saves_dir(), paths.autosave_dir()):
        for path in folder.glob("*.json"):
            if path.name.startswith(".tmp-"):
                continue                    # a write cut short: never a save, removed at start
            read(path)                      # raises SaveError for a damaged file


@pytest.mark.parametrize("game", ["zoo", "dice"])
def test_a_game_killed_at_random_moments_loses_no_finished_turn(game, tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "_saves_override", tmp_path)
    rng = random.Random(2026 if game == "zoo" else 2027)
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    finished_turns = 0
    for kill in range(KILLS):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path), game, str(kill)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        assert child.stdout.readline().strip() == "ready", child.stderr.read()
        read_first = [child.stdout.readline() for _ in range(rng.randrange(0, 60))]
        child.send_signal(signal.SIGKILL)     # a random moment: it played on while we read
        # the rest through the same reader: communicate() would read the pipe itself and miss
        # what readline() had already taken into its buffer
        out = "".join(read_first) + child.stdout.read()
        err = child.stderr.read()
        child.wait()
        assert child.returncode == -signal.SIGKILL, err
        whole_lines = out.split("\n")[:-1]          # the last piece: "" or a line cut short
        turns = [line.split() for line in whole_lines if line.startswith("turn ")]
        finished_turns += len(turns)
        _every_save_reads()
        if not turns:
            continue
        _, seed, actions, over = turns[-1]
        record = _continue_record()
        assert record is not None, f"kill {kill}: nothing to continue"
        if record.setup["seed"] == int(seed):
            assert len(record.actions) >= int(actions), (
                f"kill {kill}: Continue opens action {len(record.actions)}, "
                f"the child had finished a turn at action {actions}")
        else:
            assert over == "1", (f"kill {kill}: Continue opens game {record.setup['seed']} at "
                                 f"action {len(record.actions)}, not the one played: {turns[-3:]}; "
                                 f"{sorted(p.name for p in paths.autosave_dir().iterdir())}")
    assert finished_turns > KILLS       # the kills fell during play, not before it began
