"""Each game's rules as the network sees them: only the rules packages' public API
(legal actions, apply, refusal, public_view, events, actions as JSON), so a change of a
game's rules or of what its view hides flows through here untouched.

The one choke point for hidden information: every state that leaves the host goes
through `view_json(state, seat)` (the rules' own public view for that seat), every event
through `events_json(events, seat)` (the rules' `for_viewer` where a game has one).
"""
from __future__ import annotations

import importlib
import inspect

PACKAGES = {"zoo": "zooloretto.zoo.rules", "dice": "zooloretto.dice.rules",
            "zoomaka": "zooloretto.zoomaka.rules"}
STATES = {"zoo": ("zooloretto.zoo.rules.state", "GameState"),
          "dice": ("zooloretto.dice.rules.state", "DiceState"),
          "zoomaka": ("zooloretto.zoomaka.rules.state", "ZoomakaState")}


class NetRules:
    """One game's public rules functions, looked up once."""

    def __init__(self, name: str):
        self.name = name
        self.pkg = importlib.import_module(PACKAGES[name])
        self._view = importlib.import_module(PACKAGES[name] + ".view").public_view
        self._view_takes_seat = len(inspect.signature(self._view).parameters) > 1
        self._event_to_json = getattr(self.pkg, "event_to_json")
        self._for_viewer = getattr(self.pkg, "for_viewer", None)
        module, cls = STATES[name]
        self._state_class = getattr(importlib.import_module(module), cls)
        self.BadAction = self.pkg.BadAction
        self.IllegalAction = self.pkg.IllegalAction

    # the host's side ---------------------------------------------------------
    def view(self, state, seat):
        return self._view(state, seat) if self._view_takes_seat else self._view(state)

    def view_json(self, state, seat) -> dict:
        """What `seat` may know of the state, as JSON (the rules' public view)."""
        return self.view(state, seat).to_json()

    def events_json(self, events, seat) -> list:
        """The events of one action as `seat` may know them."""
        if self._for_viewer is not None:
            events = [self._for_viewer(e, seat) for e in events]
        return [self._event_to_json(e) for e in events]

    def events_json_by_seat(self, events, seats) -> dict:
        """events_json for each of `seats`, each event written once unless a seat's copy
        of it differs (Zoomaka's drawn card, hidden from the others)."""
        plain = [self._event_to_json(e) for e in events]
        if self._for_viewer is None:
            return {seat: plain for seat in seats}
        out = {}
        for seat in seats:
            mine = [self._for_viewer(e, seat) for e in events]
            out[seat] = [p if m is e else self._event_to_json(m)
                         for p, m, e in zip(plain, mine, events)]
        return out

    def legal(self, state) -> list:
        return self.pkg.legal_actions(state)

    def refusal(self, state, action):
        return self.pkg.refusal(state, action)

    def action_from_json(self, data):
        return self.pkg.action_from_json(data)

    def action_to_json(self, action) -> dict:
        return self.pkg.action_to_json(action)

    def turn_over(self, events) -> bool:
        return self.pkg.turn_over(events)

    # the joiner's side -------------------------------------------------------
    def event_from_json(self, data):
        """One event the host sent, as the rules' event object (ValueError and the like
        when it is none)."""
        return self.pkg.event_from_json(data)

    def state_from_view(self, data: dict):
        """A received view as the rules' state object (what the table and bots read)."""
        return self._state_class.from_json(data)


_CACHE: dict = {}


def get(name: str) -> NetRules:
    if name not in PACKAGES:
        raise ValueError(f"unknown game {name!r}")
    found = _CACHE.get(name)
    if found is None:
        found = _CACHE[name] = NetRules(name)
    return found


def name_of(state) -> str:
    game = getattr(state, "game", None)       # the dice and Zoomaka states say so
    return game if isinstance(game, str) and game in PACKAGES else "zoo"
