"""The specials for the first full 6-space enclosure: the polar bear, the octopus and
the skunk. With several in one game, the players who fill their 6-space enclosure
choose among those left in the order they fill (one each; decision M1 in
docs/expansions.md): a pending decision answered with Settle("special", name).

A zoo's turn is judged when it is over (PB1). Each special keeps its owner in
state.extra[KEY[name]] (None while it waits in the supply); the first special of the
game (registry order) asks the question for all of them.
"""
from __future__ import annotations

from .. import hooks
from ..actions import Settle
from ..places import Loc
from ..refusals import MESSAGES, Refusal
from .events import POLAR_BEAR, supply
from .more_events import OCTOPUS_SPECIAL, SKUNK_SPECIAL

ORDER = ("polar-bear", "octopus", "skunk")
KEY = {"polar-bear": "polar_bear", "octopus": "octopus", "skunk": "skunk"}
SUPPLY = {"polar-bear": supply(POLAR_BEAR), "octopus": Loc("specials", None, OCTOPUS_SPECIAL),
          "skunk": Loc("specials", None, SKUNK_SPECIAL)}
ENCLOSURE = 2                    # the 6-space enclosure of the zoo board

MESSAGES.update({
    "special_choice": "Choose one of the specials still waiting beside the stacks.",
})


def filled(zoo) -> bool:
    pen = zoo.pens[ENCLOSURE]
    return bool(pen) and len(pen) >= zoo.caps[ENCLOSURE]


def in_game(state) -> list:
    return [n for n in ORDER if n in state.options]


def holds_one(state, p) -> bool:
    return any(state.extra.get(KEY[n]) == p for n in in_game(state))


def waiting(state) -> list:
    return [n for n in in_game(state) if state.extra.get(KEY[n]) is None]


def asker(state, name) -> bool:
    """Is `name` the special that judges turns in this game (the first of them)?"""
    names = in_game(state)
    return bool(names) and names[0] == name


def judge(state, p, events) -> None:
    """Seat p's move is over: a zoo with a full 6-space enclosure and no special takes one
    (asked when there is a choice)."""
    left = waiting(state)
    if not left or not filled(state.zoos[p]) or holds_one(state, p):
        return
    if any(d.get("tile") == "special" for d in state.decisions):
        return
    if len(left) == 1:
        hooks.EXPANSIONS[left[0]].take(state, p, events)
    else:
        state.decisions.append({"by": in_game(state)[0], "tile": "special", "choices": left})


def answers(decision) -> list:
    return [Settle("special", n) for n in decision["choices"]]


def refusal(decision, action):
    return None if action in answers(decision) else Refusal("special_choice")


def decide(state, p, action, events) -> None:
    hooks.EXPANSIONS[action.to].take(state, p, events)


def check(state, fail) -> None:
    names = in_game(state)
    for n in names:
        owner = state.extra.get(KEY[n])
        if owner is not None and (not isinstance(owner, int) or isinstance(owner, bool)
                                  or not 0 <= owner < len(state.zoos)):
            fail(f"the {n} went to a seat that does not exist")
    owners = [state.extra.get(KEY[n]) for n in names if state.extra.get(KEY[n]) is not None]
    if len(owners) != len(set(owners)):
        fail("one zoo took two specials for its 6-space enclosure")
    if waiting(state) and not (state.pending or state.decisions):
        for p, zoo in enumerate(state.zoos):
            if filled(zoo) and not holds_one(state, p):
                fail(f"seat {p} filled its 6-space enclosure but took no special")


def meaning(state, piece, drop, p):
    """A waiting special dragged onto one's zoo chooses it."""
    d = state.decisions[0] if state.decisions else None
    if d is None or d.get("tile") != "special":
        return None
    name = next((n for n, where in SUPPLY.items() if where == piece), None)
    if name is None:
        return None
    if drop.seat != p:
        return Refusal("not_yours" if drop.seat is not None else "not_a_move")
    return Settle("special", name)


def gesture(state, action):
    return SUPPLY[action.to], Loc("zoo", state.current)


class Special(hooks.Expansion):
    """What the polar bear, the octopus and the skunk share: the owner kept in state.extra
    and a mark beside each zoo (both under KEY[name]); the first of them in a game judges
    the turns and asks which special a filler takes (`take` gives one). A special's own
    questions (the octopus's prediction, the skunk's offer) are `own_actions`, refused
    with the message `OWN_REFUSAL`, answered by `own_decide`."""
    more: dict = {}                 # its other entries in state.extra, as set up
    OWN_REFUSAL = "special_choice"

    def setup(self, state):
        key = KEY[self.name]
        state.extra[key] = None
        state.extra.update(self.more)
        for zoo in state.zoos:
            zoo.extra[key] = False          # True beside its owner's zoo

    def hold(self, state, p) -> None:
        """Seat p takes it from the supply."""
        state.extra[KEY[self.name]] = p
        state.zoos[p].extra[KEY[self.name]] = True

    def check(self, state, fail):
        if asker(state, self.name):
            check(state, fail)

    def turn_ending(self, state, p, events):
        if asker(state, self.name):
            judge(state, p, events)

    def take(self, state, p, events) -> None:
        raise NotImplementedError

    def own_actions(self, state, decision) -> list:
        return []

    def own_decide(self, state, p, decision, action, events) -> None:
        pass

    def decision_actions(self, state, decision):
        if decision["tile"] == "special":
            return answers(decision)
        return self.own_actions(state, decision)

    def decision_refusal(self, state, decision, action):
        if decision["tile"] == "special":
            return refusal(decision, action)
        return None if action in self.own_actions(state, decision) else Refusal(self.OWN_REFUSAL)

    def decide(self, state, p, decision, action, events):
        if decision["tile"] == "special":
            decide(state, p, action, events)
        else:
            self.own_decide(state, p, decision, action, events)

    def meaning(self, state, piece, drop, p):
        return meaning(state, piece, drop, p)

    def gestures(self, state, action):
        return [gesture(state, action)]


__all__ = ["ORDER", "KEY", "SUPPLY", "Special", "judge", "filled", "check", "asker", "ENCLOSURE"]
