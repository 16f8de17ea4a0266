"""The "0 secret bytes" audit, for the tests and tools/bench_network.py: two hosts whose
games differ only in what a joiner may not know must send that joiner the very same
bytes until something is revealed to it.

For a random game, after every move the second host's game is made anew as a twin of
the first: the rules' own `determinize` of the joiner's view (another order of the
stacks, other hidden hands, another seed). Both hosts are sent the same move; the frames
for the joiner are compared byte for byte. Frames may differ only when the move revealed
something to the joiner (the move's events, as it may know them, differ: a tile turned
over, dice rolled, a card grabbed at random or paid); an event that says who saw its card
names it to no one else. No frame may hold a seat token but the joiner's own, nor a
number as a seed.
"""
from __future__ import annotations

import importlib
import json
import random

from .client import ClientCore
from .host import HostCore
from .messages import dump
from .rules import PACKAGES


class LocalGame:
    """A game that is only a state and the rules' apply (no record, no file)."""

    def __init__(self, rules, state):
        self.rules, self.state = rules, state

    def play(self, action):
        return self.rules.pkg.apply(self.state, action)


def twin(rules, state, seat: int, rng):
    """A state the joiner at `seat` cannot tell from `state`: its hidden things dealt anew."""
    view = rules.view(state, seat)
    return importlib.import_module(PACKAGES[rules.name] + ".view").determinize(view, rng)


def _seeds(value, found: list) -> list:
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "seed" and v not in (None, 0):
                found.append(v)
            _seeds(v, found)
    elif isinstance(value, list):
        for v in value:
            _seeds(v, found)
    return found


def audit_game(game: str, players: int, seed: int, seat: int = 1, max_moves: int = 3000) -> dict:
    """One random game through two twin hosts; what was compared (AssertionError at a leak)."""
    from .headless import new_record
    rng = random.Random(seed)
    record = new_record(game, players, seed)
    seats = [{"kind": "remote" if i == seat else "bot", "level": "easy"} for i in range(players)]
    a = HostCore(LocalGame(None, record.state), seats, rules_name=game, rng=random.Random(1))
    a.game.rules = a.rules
    b = HostCore(LocalGame(a.rules, twin(a.rules, a.state, seat, rng)), seats, rules_name=game,
                 rng=random.Random(1))
    sent = {"a": [], "b": []}
    for core, key in ((a, "a"), (b, "b")):
        core.connect(1, "127.0.0.1", 0.0)
        sent[key] += core.receive(1, ClientCore(core.code, "Joiner", seat=seat).hello(), 0.0)
    counts = {"moves": 0, "same": 0, "revealed": 0, "frames": 0, "bytes": 0}
    _compare(sent, a, seat, True, counts)
    while not a.state.game_over and counts["moves"] < max_moves:
        action = rng.choice(a.rules.legal(a.state))
        legal_in_b = a.rules.refusal(b.state, action) is None
        if a.state.current == seat:
            frame = dump({"t": "act", "seq": a.seq, "id": counts["moves"],
                          "action": a.rules.action_to_json(action)})
            now = float(counts["moves"])        # one move a second: never the rate limit
            sent = {"a": a.receive(1, frame, now), "b": b.receive(1, frame, now) if legal_in_b else []}
            assert a.seq == counts["moves"] + 1, f"the joiner's move was not applied: {sent['a']}"[:500]
        else:
            sent = {"a": a.play_local(action), "b": b.play_local(action) if legal_in_b else []}
        if legal_in_b:        # revealed: the move's events, as the joiner may know them, differ
            told = a.rules.events_json(a.log[-1][2], seat)
            _told_only_to_those_who_saw(told, seat)
            _compare(sent, a, seat, told == b.rules.events_json(b.log[-1][2], seat), counts)
        else:
            _compare({"a": sent["a"], "b": sent["a"]}, a, seat, True, counts)
        counts["moves"] += 1
        b.game.state = twin(a.rules, a.state, seat, rng)      # a new twin for the next move
        b.seq, b.log = a.seq, list(a.log)
        b.sent = dict(a.sent)       # and it sent the joiner what a did (its patches' base)
    counts["finished"] = a.state.game_over
    return counts


def _compare(sent: dict, a, seat: int, nothing_revealed: bool, counts: dict) -> None:
    frames = {k: [item[2] for item in out if item[0] == "send" and item[1] == 1]
              for k, out in sent.items()}
    others = [s.token for i, s in enumerate(a.seats) if i != seat and s.token]
    for text in frames["a"]:
        counts["frames"] += 1
        counts["bytes"] += len(text.encode("utf-8"))
        assert not any(t in text for t in others), "another seat's token was sent"
        assert not _seeds(json.loads(text), []), f"a seed was sent: {text[:200]}"
    if frames["a"] == frames["b"]:
        counts["same"] += 1
    else:
        assert not nothing_revealed, "frames differ with nothing revealed: " + _difference(frames)
        counts["revealed"] += 1


def _told_only_to_those_who_saw(events: list, seat: int) -> None:
    """An event that says who saw its card (Zoomaka's `seen`) names it only to them."""
    for event in events:
        seen = event.get("seen")
        if isinstance(seen, list) and seat not in seen:
            assert event.get("card") in (None, "?"), f"a card told to seat {seat}: {event}"


def _difference(frames: dict) -> str:
    """Where the two hosts' frames first part (for the failure's message)."""
    for x, y in zip(frames["a"], frames["b"]):
        if x != y:
            k = next(i for i, (p, q) in enumerate(zip(x, y)) if p != q) if x[:len(y)] != y[:len(x)] \
                else min(len(x), len(y))
            return f"...{x[max(0, k - 300):k + 100]}... against ...{y[max(0, k - 300):k + 100]}..."
    return f"{len(frames['a'])} frames against {len(frames['b'])}"
