"""Exotic's visitors: the path of each zoo, the supply and the bonus boards.

A zoo's visitors are zoo.extra["visitors"]: {colour: sorted lookout points (1-5)}.
These lists are never changed in place (copies of a state share them): every
change puts a new list. The supply is state.extra["visitors_left"] ({colour: n})
and the bonus boards state.extra["bonus_boards"] ({colour: seat or None}); a zoo's
earned boards are also zoo.extra["boards"] (colours).

Decisions (docs/expansions.md, "Exotic: our decisions"): E1 the first visitors
stand on point 2, new ones arrive on point 1; E3 a colour's later forward exits
earn nothing; E7 an empty supply only stops bringing one in; E9 a visitor who
leaves the path goes back to the supply; E10 the visitor pushed back in another
zoo is that zoo's foremost one of the colour.
"""
from __future__ import annotations

from ..actions import Settle
from ..places import Loc
from .more_events import (COLOURS, BonusBoardTaken, VisitorArrived, VisitorLeft, VisitorMoved,
                          path, visitor_supply)

PER_COLOUR = 8          # visitor figures of one colour in the box
POINTS = 5              # lookout points on the path; past the last one is the exit
START, ENTRY = 2, 1     # E1: where the first visitors stand, where a new one arrives
FORWARD, BACK = 2, 1


def setup(state) -> None:
    n = len(state.zoos)
    state.extra["visitors_left"] = {c: PER_COLOUR - n for c in COLOURS}
    state.extra["bonus_boards"] = {c: None for c in COLOURS}
    for zoo in state.zoos:
        zoo.extra["visitors"] = {c: [START] for c in COLOURS}
        zoo.extra["boards"] = []


def answers(state, p, tile, colours) -> list:
    """The mover's choices for one visitor move: bring one of a colour in, or walk one of
    theirs 2 forward (each distinct point a choice); "none" when nothing is possible."""
    zoo, left = state.zoos[p], state.extra["visitors_left"]
    out = []
    for c in colours:
        if left[c] > 0:
            out.append(Settle(tile, "bring:" + c))
        for point in dict.fromkeys(zoo.extra["visitors"][c]):
            out.append(Settle(tile, "move:" + c, point))
    return out


def _set(zoo, colour, points):
    visitors = dict(zoo.extra["visitors"])
    visitors[colour] = sorted(points)
    zoo.extra["visitors"] = visitors


def bring(state, p, colour, events) -> None:
    zoo = state.zoos[p]
    left = dict(state.extra["visitors_left"])
    left[colour] -= 1
    state.extra["visitors_left"] = left
    _set(zoo, colour, zoo.extra["visitors"][colour] + [ENTRY])
    events.append(VisitorArrived(p, colour, visitor_supply(colour), path(p, colour, ENTRY)))


def walk(state, p, colour, point, steps, events) -> None:
    """One visitor of `colour` on `point` of p's path walks `steps` (negative: back)."""
    zoo = state.zoos[p]
    points = list(zoo.extra["visitors"][colour])
    points.remove(point)
    to = point + steps
    if 1 <= to <= POINTS:
        _set(zoo, colour, points + [to])
        events.append(VisitorMoved(p, colour, steps, path(p, colour, point), path(p, colour, to)))
        return
    _set(zoo, colour, points)
    left = dict(state.extra["visitors_left"])
    left[colour] += 1                                    # E9: back to the supply
    state.extra["visitors_left"] = left
    events.append(VisitorLeft(p, colour, to > POINTS, path(p, colour, point), visitor_supply(colour)))
    boards = state.extra["bonus_boards"]
    if to > POINTS and boards[colour] is None:           # the first forward exit (E3)
        state.extra["bonus_boards"] = {**boards, colour: p}
        zoo.extra["boards"] = zoo.extra["boards"] + [colour]
        events.append(BonusBoardTaken(p, colour, Loc("bonus_boards", None, COLOURS.index(colour)),
                                      Loc("bonus_board", p, COLOURS.index(colour))))


def push_back(state, p, colour, events) -> None:
    """A jungle animal placed in p's zoo: every other zoo with a visitor of the colour
    walks its foremost one 1 back (E10)."""
    for q, zoo in enumerate(state.zoos):
        points = zoo.extra["visitors"][colour]
        if q != p and points:
            walk(state, q, colour, max(points), -BACK, events)


def answer(state, p, action, events) -> str | None:
    """Carry out a visitor answer; the colour chosen (None for "none")."""
    kind, _, colour = action.to.partition(":")
    if kind == "bring":
        bring(state, p, colour, events)
    elif kind == "move":
        walk(state, p, colour, action.index, FORWARD, events)
    else:
        return None
    return colour


def check(state, fail) -> None:
    left, boards = state.extra.get("visitors_left"), state.extra.get("bonus_boards")
    if not isinstance(left, dict) or sorted(left) != sorted(COLOURS) \
            or not isinstance(boards, dict) or sorted(boards) != sorted(COLOURS):
        fail("the visitor supply or the bonus boards are damaged")
    for c in COLOURS:
        total = left[c] if isinstance(left[c], int) and left[c] >= 0 else -99
        for p, zoo in enumerate(state.zoos):
            points = (zoo.extra.get("visitors") or {}).get(c)
            if not isinstance(points, list) or any(
                    not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= POINTS for k in points):
                fail(f"seat {p}'s {c} visitors stand off the path")
            total += len(points)
        if total != PER_COLOUR:
            fail(f"{total} {c} visitors in the game, the box holds {PER_COLOUR}")
        owner = boards[c]
        for p, zoo in enumerate(state.zoos):
            held = zoo.extra.get("boards")
            if not isinstance(held, list) or (c in held) != (owner == p) or held.count(c) > 1:
                fail(f"seat {p}'s bonus boards and the supply disagree about the {c} board")


def pieces(state) -> list:
    out = []
    for c in COLOURS:
        if state.extra["visitors_left"][c]:
            out.append((visitor_supply(c), "visitor:" + c))
        if state.extra["bonus_boards"][c] is None:
            out.append((Loc("bonus_boards", None, COLOURS.index(c)), None))
    for p, zoo in enumerate(state.zoos):
        for c, points in zoo.extra["visitors"].items():
            out += [(path(p, c, k), "visitor:" + c) for k in points]
        out += [(Loc("bonus_board", p, COLOURS.index(c)), None) for c in zoo.extra["boards"]]
    return out


def meaning(state, piece, drop, p, tile):
    """A visitor answer dragged: from the supply onto one's path brings one in, a
    visitor of one's path dropped on its path walks it on."""
    if piece.area == "visitors" and piece.index is not None and drop.area == "path":
        if drop.seat != p:
            return None
        return Settle(tile, "bring:" + COLOURS[piece.index])
    if piece.area == "path" and piece.seat == p and piece.slot is not None and drop.area == "path":
        return Settle(tile, "move:" + COLOURS[piece.index], piece.slot + 1)
    return None


def gesture(p, action):
    """Bring: from the supply onto the entry point; move: the visitor onto the point two
    ahead (past the last point: the exit, slot POINTS)."""
    kind, _, colour = action.to.partition(":")
    if kind == "bring":
        return visitor_supply(colour), path(p, colour, ENTRY)
    if kind == "move":
        ahead = min(action.index + FORWARD, POINTS + 1)
        return path(p, colour, action.index), path(p, colour, ahead)
    return Loc("visitors", None, 0), Loc("visitors", None, 0)


__all__ = ["COLOURS", "answers", "answer", "push_back", "setup", "check", "pieces"]
