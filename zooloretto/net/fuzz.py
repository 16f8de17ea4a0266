"""Hostile frames for the tests and tools/bench_network.py --fuzz: random and mutated
messages (wrong types, missing and extra keys, huge numbers and texts, deep nesting,
binary, invalid text, other seats' moves, stale moves)."""
from __future__ import annotations

import json


def _mutate(rng, message: dict):
    m = dict(message)
    pick = rng.randrange(9)
    keys = [k for k in m if k != "t"]
    if pick == 0 and keys:
        del m[rng.choice(keys)]
    elif pick == 1:
        m[rng.choice(["x", "eval", "__class__", "seat", "token"])] = rng.choice([1, "a", None, [], {}])
    elif pick == 2 and keys:
        m[rng.choice(keys)] = rng.choice([None, True, -1, 2 ** 70, 1.5, "9" * 30, [1], {"a": 1}])
    elif pick == 3:
        m["t"] = rng.choice(["act", "hello", "sit", "leave", "ACT", "", "welcome", "applied"])
    elif pick == 4 and isinstance(m.get("action"), dict):
        action = dict(m["action"])
        key = rng.choice(list(action) + ["index", "truck", "type"])
        action[key] = rng.choice([None, -5, 99, 2 ** 40, "zebra", [0], {"type": "draw"}])
        m["action"] = action
    elif pick == 5:
        m["seq"] = rng.choice([m.get("seq", 0) - 1, m.get("seq", 0) + 1, 0])
    elif pick == 6:
        m["name"] = rng.choice(["\u202e" * 50, "a" * 500, "\x00", "Ann\u200b"])
    return m


def hostile_frame(rng, core):
    """One hostile frame for a host whose core is `core` (its seq and legal moves known)."""
    pick = rng.randrange(12)
    if pick == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if pick == 1:
        return "[" * rng.randrange(10, 5000)
    if pick == 2:
        return "x" * rng.randrange(4000, 9000)
    if pick == 3:
        return '{"t":"act","seq":0,"id":1,"action":{"type":"draw"}}\ud800'
    if pick == 4:
        return rng.choice(['{"t":"leave"}', "null", "[]", '{"t":1}', "{", "NaN", '{"t":"sit","seat":1}'])
    legal = core.rules.legal(core.state) if not core.state.game_over else []
    if legal and pick < 9:
        action = core.rules.action_to_json(rng.choice(legal))
        message = {"t": "act", "seq": core.seq, "id": rng.randrange(1000), "action": action}
    else:
        message = {"t": "hello", "proto": 1, "app": "0.1.0", "game": None, "code": core.code,
                   "name": "Eve", "token": None, "seat": None}
    for _ in range(rng.randrange(1, 3)):
        message = _mutate(rng, message)
    return json.dumps(message)
