"""How good a dice-game position looks to each player, in expected points.

`values(state)` gives every player's sheet value: the score now, plus a share of
each bonus still open (by how close each player is to filling that enclosure),
the progress towards the next coin group, and a small cost for full
enclosures whose barn box is still empty (a later die of that animal costs 2).
`settle(state)` finishes the round greedily (each player still in it takes the
truck that helps them most) before valuing it, so dice on trucks count for the
players likely to take them; the last player left is credited with what rolling
the rest of the supply alone would bring (`alone_gain`: the expected best dice
of the supply on top of a truck, worked out over every way the dice can fall). Utilities are a player's value minus the best
other's; a finished game is valued by its real scores, a win worth more.
"""
from __future__ import annotations

from functools import lru_cache

from ..rules import components as C
from ..rules.engine import apply
from ..rules.actions import Take
from ..rules.scoring import final_scores, total
from ..rules.state import Sheet

BONUS_SHARE = 0.8       # an open bonus is not yet won
COIN_PROGRESS = 0.5     # a coin towards an incomplete group
BARN_RISK = 0.35        # a full enclosure with its barn box still empty
WIN = 10.0              # a finished game: a win is worth this many points of margin


def _bonus_shares(sheets, claimed):
    shares = [0.0] * len(sheets)
    for a in C.ANIMALS:
        if a in claimed:
            continue
        weights = []
        for s in sheets:
            left = C.ENCLOSURE_BOXES[a] - s.pens[a]
            weights.append(1.0 / (left * left) if left else 0.0)
        w = sum(weights)
        if w:
            for i, x in enumerate(weights):
                shares[i] += BONUS_SHARE * C.BONUS_POINTS[a] * x / w
    return shares


def signature(s) -> tuple:
    """What a sheet's value depends on, as a hashable value."""
    return (tuple(s.pens[a] for a in C.ANIMALS), tuple(s.bonuses), s.coins, tuple(s.barn))


def sheet_value(s) -> float:
    return _sheet_value(signature(s))


@lru_cache(maxsize=1 << 16)
def _sheet_value(sig) -> float:
    pens, bonuses, coins, barn = sig
    s = Sheet("", dict(zip(C.ANIMALS, pens)), list(bonuses), coins, list(barn))
    v = float(total(s))
    filled = 0
    for size in C.COIN_GROUPS:
        if s.coins < filled + size:
            worth = 2.0 if len(s.barn) > C.complete_groups(s.coins) else 1.0
            v += COIN_PROGRESS * worth * (s.coins - filled) / size
            break
        filled += size
    for a in C.ANIMALS:
        if s.pens[a] == C.ENCLOSURE_BOXES[a] and a not in s.barn:
            v -= BARN_RISK
    return v


def values(state) -> list:
    if state.game_over:
        result = final_scores(state)
        totals = [p["total"] for p in result["players"]]
        return [t + (WIN / len(result["winners"]) if i in result["winners"] else 0.0)
                for i, t in enumerate(totals)]
    claimed = {a for s in state.sheets for a in s.bonuses}
    shares = _bonus_shares(state.sheets, claimed)
    return [sheet_value(s) + shares[i] for i, s in enumerate(state.sheets)]


def utilities(vals: list) -> list:
    """Each player's value minus the best of the others."""
    out = []
    for i, v in enumerate(vals):
        out.append(v - max(x for j, x in enumerate(vals) if j != i))
    return out


def truck_gain(state, player: int, faces) -> float:
    """What taking dice `faces` would add to `player`'s sheet value (bonus included)."""
    claimed = frozenset(a for o in state.sheets for a in o.bonuses)
    return _gain(signature(state.sheets[player]), tuple(sorted(faces)), claimed)


@lru_cache(maxsize=1 << 17)
def _gain(sig, faces, claimed) -> float:
    pens, bonuses, coins, barn = sig
    s = Sheet("", dict(zip(C.ANIMALS, pens)), list(bonuses), coins, list(barn))
    after = s.copy()
    claimed = set(claimed)
    gain = 0.0
    for f in faces:
        if f == C.COIN:
            after.coins = min(C.COIN_BOXES, after.coins + 1)
        elif after.pens[f] < C.ENCLOSURE_BOXES[f]:
            after.pens[f] += 1
            if after.pens[f] == C.ENCLOSURE_BOXES[f] and f not in claimed:
                after.bonuses.append(f)
                claimed.add(f)
        elif f not in after.barn:
            after.barn.append(f)
    gain += sheet_value(after) - sheet_value(s)
    # Bring the approach to open bonuses into the gain (first to fill takes it).
    for f in set(faces):
        if f != C.COIN and f not in claimed and after.pens[f] > s.pens[f]:
            gain += 0.25 * C.BONUS_POINTS[f] * (after.pens[f] - s.pens[f]) / C.ENCLOSURE_BOXES[f]
    return gain


def _multinomials(n: int) -> list:
    """Every way `n` dice can fall, as (count per face, chance)."""
    from itertools import combinations_with_replacement
    from math import factorial
    out = []
    for combo in combinations_with_replacement(range(len(C.FACES)), n):
        counts = [combo.count(f) for f in range(len(C.FACES))]
        ways = factorial(n)
        for c in counts:
            ways //= factorial(c)
        out.append((counts, ways / len(C.FACES) ** n))
    return out


_FALLS = {n: _multinomials(n) for n in range(2, max(C.DICE.values()) + 1, 2)}
HINDSIGHT = 0.8         # placing dice as they come is worse than choosing them all at once


@lru_cache(maxsize=1 << 14)
def expected_best(die_values: tuple, dice: int, crates: int) -> float:
    """Expected sum of the `crates` best of `dice` rolled dice (only dice worth
    having), each face worth `die_values` (in C.FACES order)."""
    if dice < 2 or crates <= 0:
        return 0.0
    order = sorted(range(len(C.FACES)), key=lambda f: -die_values[f])
    total = 0.0
    for counts, chance in _FALLS[dice]:
        left, got = crates, 0.0
        for f in order:
            if left == 0 or die_values[f] <= 0:
                break
            k = min(left, counts[f])
            got += k * die_values[f]
            left -= k
        total += chance * got
    return HINDSIGHT * total


def alone_gain(state, player: int) -> float:
    """What `player`, left alone in the round, can expect: the best truck now,
    or a truck topped up with the best dice of the rest of the supply."""
    best = max((truck_gain(state, player, t) for t in state.trucks if t), default=0.0)
    if state.supply < 2:
        return best
    die_values = tuple(truck_gain(state, player, [f]) for f in C.FACES)
    for t in state.trucks:
        if len(t) < C.CRATES:
            now = truck_gain(state, player, t) if t else 0.0
            best = max(best, now + expected_best(die_values, state.supply, C.CRATES - len(t)))
    return best


def settle(state):
    """The round played out greedily from here: each player still in it, in turn
    order, takes the truck worth most to them (rolling no more), except the last
    one, who is credited with what rolling alone would bring (`alone_gain`).
    Returns the state and the extra value per player."""
    s = state.copy()
    extra = [0.0] * len(s.sheets)
    round_now = s.round
    while not s.game_over and s.round == round_now and not s.rolled:
        p = s.current
        if sum(1 for sh in s.sheets if sh.taken is None) == 1 and s.supply >= 2:
            extra[p] = alone_gain(s, p)
            break
        options = [i for i, t in enumerate(s.trucks) if t]
        if not options:
            extra[p] = alone_gain(s, p) * 0.5
            break
        best = max(options, key=lambda i: truck_gain(s, p, s.trucks[i]))
        apply(s, Take(best), check=False)
    return s, extra


def leaf_utilities(state) -> list:
    settled, extra = settle(state)
    return utilities([v + x for v, x in zip(values(settled), extra)])
