"""The messages and their limits: every frame is checked here before anything reads it.

One WebSocket text frame holds one JSON object whose `t` names its type. A joiner's
frame is at most MAX_FROM_JOINER bytes (the largest action is about 100), nested at most
MAX_DEPTH deep, with exactly the keys of its type's schema and values of the right
kinds and sizes; anything else is BadMessage and never reaches the game. Only JSON is
parsed: no pickle, no eval, nothing named by the network is imported or opened.
"""
from __future__ import annotations

import json

PROTO = 1
MAX_FROM_JOINER = 4096             # bytes of one joiner's frame
MAX_FROM_HOST = 256 * 1024         # bytes of one host's frame (a full sync is far less)
MAX_DEPTH = 8                      # a joiner's frame
MAX_HOST_DEPTH = 16                # a host's (a patch's path sits above the view's own nesting)
MAX_INT = 2 ** 31


class BadMessage(ValueError):
    """A frame that is not one of our messages; `close` says the connection must end."""

    def __init__(self, why: str, close: int | None = None):
        super().__init__(why)
        self.close = close


# kind of each value: ("int", lo, hi) ("str", max) ("action",) ; a trailing "?" allows null
S = lambda n: ("str", n)            # noqa: E731  (a short name for the tables below)
I = lambda lo=0, hi=MAX_INT: ("int", lo, hi)   # noqa: E731,E741

FROM_JOINER = {
    "hello": {"proto": I(0, 1000), "app": S(32), "game": S(16) + ("?",), "code": S(40),
              "name": S(64), "token": S(64) + ("?",), "seat": I(0, 15) + ("?",),
              "look": ("bool", "?")},
    "sit": {"seat": I(0, 15), "token": S(64) + ("?",)},
    "act": {"seq": I(), "id": I(), "action": ("action",)},
    "leave": {},
    "resync": {},
}
OPTIONAL = {"hello": {"game", "token", "seat", "look"}, "sit": {"token"}}

FROM_HOST = ("welcome", "refused_join", "sync", "applied", "refused", "seats", "bye")


def _depth_ok(value, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(item, dict):
            stack += [(v, depth + 1) for v in item.values()]
        elif isinstance(item, list):
            stack += [(v, depth + 1) for v in item]
    return True


def _no_constant(word):
    raise ValueError(f"{word} is not JSON")


def parse_json(frame, limit: int, depth: int = MAX_DEPTH) -> dict:
    """The JSON object of a text frame of at most `limit` bytes (BadMessage otherwise)."""
    if not isinstance(frame, str):
        raise BadMessage("binary frame", close=1003)
    if len(frame) > limit or len(frame.encode("utf-8", "surrogatepass")) > limit:
        raise BadMessage("frame too large", close=1009)
    try:
        data = json.loads(frame, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise BadMessage("not JSON") from None
    if not isinstance(data, dict) or not _depth_ok(data, depth):
        raise BadMessage("not a message object")
    if not isinstance(data.get("t"), str):
        raise BadMessage("no message type")
    return data


def _check_value(key, value, kind) -> None:
    nullable = kind[-1] == "?"
    if value is None:
        if nullable:
            return
        raise BadMessage(f"{key} is null")
    if kind[0] == "bool":
        if type(value) is not bool:
            raise BadMessage(f"{key} is not true or false")
    elif kind[0] == "int":
        if type(value) is not int or not kind[1] <= value <= kind[2]:
            raise BadMessage(f"{key} is not a whole number in range")
    elif kind[0] == "str":
        if not isinstance(value, str) or len(value) > kind[1] or "\x00" in value:
            raise BadMessage(f"{key} is not a short text")
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise BadMessage(f"{key} is not valid text") from None
    elif kind[0] == "action":
        if not isinstance(value, dict) or not isinstance(value.get("type"), str):
            raise BadMessage(f"{key} is not an action")
        for v in value.values():
            if isinstance(v, int) and not isinstance(v, bool) and abs(v) > MAX_INT:
                raise BadMessage(f"{key} holds a number out of range")


def from_joiner(frame) -> dict:
    """A joiner's message, checked against its type's schema."""
    data = parse_json(frame, MAX_FROM_JOINER)
    schema = FROM_JOINER.get(data["t"])
    if schema is None:
        raise BadMessage("unknown message type")
    keys = set(data) - {"t"}
    if keys - set(schema):
        raise BadMessage("unknown keys")
    missing = set(schema) - keys - OPTIONAL.get(data["t"], set())
    if missing:
        raise BadMessage("missing keys")
    for key in keys:
        _check_value(key, data[key], schema[key])
    return data


def from_host(frame) -> dict:
    """A host's message: a JSON object of a known type, within the size limit (the host
    is the authority on the game, but its frames are still only data)."""
    data = parse_json(frame, MAX_FROM_HOST, MAX_HOST_DEPTH)
    if data["t"] not in FROM_HOST:
        raise BadMessage("unknown message type")
    return data


def dump(message: dict) -> str:
    """One frame's text: compact JSON, keys in a fixed order (equal messages, equal bytes)."""
    return json.dumps(message, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
