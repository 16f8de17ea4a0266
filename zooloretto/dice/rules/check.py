"""Checks that a dice-game state could have arisen in a real game.

Used by the save loader (a damaged or edited save is refused with the first
problem found) and by the tests after every action.
"""
from __future__ import annotations

from . import components as C


class InvalidState(ValueError):
    """A state breaks a rule of the game; the message names the problem."""


def _ordered(animals) -> bool:
    idx = [C.ANIMALS.index(a) for a in animals]
    return idx == sorted(set(idx))


def check_sheet(s, i: int) -> None:
    def fail(msg):
        raise InvalidState(f"player {i + 1}: {msg}")
    if set(s.pens) != set(C.ANIMALS):
        fail("the enclosures should be exactly " + ", ".join(C.ANIMALS))
    for a in C.ANIMALS:
        n = s.pens[a]
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= C.ENCLOSURE_BOXES[a]:
            fail(f"{n!r} boxes crossed in the {a} enclosure, which has {C.ENCLOSURE_BOXES[a]}")
    if not all(a in C.ANIMALS for a in s.bonuses + s.barn):
        fail("a bonus or barn box names an unknown animal")
    if not _ordered(s.bonuses) or not _ordered(s.barn):
        fail("a bonus or barn box is crossed twice (or listed out of sheet order)")
    for a in s.bonuses:
        if s.pens[a] < C.ENCLOSURE_BOXES[a]:
            fail(f"the {a} bonus is crossed but the enclosure is not full")
    for a in s.barn:
        if s.pens[a] < C.ENCLOSURE_BOXES[a]:
            fail(f"a {a} is in the barn while its enclosure has a free box")
    if not isinstance(s.coins, int) or isinstance(s.coins, bool) or not 0 <= s.coins <= C.COIN_BOXES:
        fail(f"{s.coins!r} coin boxes crossed; the sheet has {C.COIN_BOXES}")
    if s.taken is not None:
        if not s.taken or len(s.taken) > C.CRATES or not all(f in C.FACES for f in s.taken):
            fail("the dice taken this round should be 1 to 3 faces from one truck")


def check_state(s) -> None:
    """Raise InvalidState naming the first broken rule; return None if all is well."""
    def fail(msg):
        raise InvalidState(msg)

    n = len(s.sheets)
    if not C.MIN_PLAYERS <= n <= C.MAX_PLAYERS:
        fail(f"{n} players: the dice game is for {C.MIN_PLAYERS} to {C.MAX_PLAYERS}")
    if len(s.trucks) != C.TRUCKS[n]:
        fail(f"{len(s.trucks)} trucks for {n} players; the board has {C.TRUCKS[n]}")
    if not 0 <= s.current < n:
        fail(f"current player {s.current} is not a seat")
    if not (s.last_taker is None or 0 <= s.last_taker < n):
        fail(f"last taker {s.last_taker} is not a seat")
    if s.round < 1 or s.rolls < 0:
        fail("the round counts from 1 and the rolls from 0")
    for i, sheet in enumerate(s.sheets):
        check_sheet(sheet, i)
    for k, truck in enumerate(s.trucks):
        if len(truck) > C.CRATES or not all(f in C.FACES for f in truck):
            fail(f"truck {k} should carry at most {C.CRATES} dice with known faces")
    if len(s.rolled) > C.DICE_PER_ROLL or not all(f in C.FACES for f in s.rolled):
        fail("at most two rolled dice wait to be loaded")
    slots = s.rolled_slots
    if (not isinstance(slots, tuple) or len(slots) != len(s.rolled)
            or any(not isinstance(k, int) or isinstance(k, bool) for k in slots)
            or list(slots) != sorted(set(slots)) or any(not 0 <= k < C.DICE_PER_ROLL for k in slots)):
        fail("each rolled die lies on its own place of the tray, left to right")
    taken = sum(len(sh.taken) for sh in s.sheets if sh.taken is not None)
    on_trucks = sum(len(t) for t in s.trucks)
    if not 0 <= s.supply <= s.dice:
        fail(f"{s.supply} dice in the supply of a game with {s.dice}")
    if s.supply + on_trucks + len(s.rolled) + taken != s.dice:
        fail(f"the dice do not add up: {s.supply} in the supply, {on_trucks} on trucks, "
             f"{len(s.rolled)} rolled, {taken} taken make not {s.dice}")
    if s.supply % 2:
        fail("the supply gives dice two at a time, so it holds an even number")
    if (s.dice - s.supply) // 2 > s.rolls:
        fail("more dice left the supply than the rolls made")
    for a in C.ANIMALS:
        owners = [i for i, sh in enumerate(s.sheets) if a in sh.bonuses]
        if len(owners) > 1:
            fail(f"the {a} bonus is crossed by more than one player")
    closing = any(sh.free_enclosures() <= 1 for sh in s.sheets)
    if s.last_round != closing:
        fail("the last round is announced exactly when a player has free boxes in at most one enclosure")
    if s.game_over:
        if not s.last_round or s.rolled or s.supply != s.dice:
            fail("a finished game has every die back in the supply after its last round")
        return
    if s.sheets[s.current].taken is not None:
        fail("the player to move has already taken a truck this round")
    if s.rolled and len(s.rolled) + on_trucks > C.CRATES * len(s.trucks):
        fail("the rolled dice do not fit on the trucks")
    if taken and s.last_taker is None:
        fail("someone took a truck but no last taker is known")
