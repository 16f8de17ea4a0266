"""Final scoring with a per-player breakdown, and the winners."""
from __future__ import annotations

from . import components as C
from .tiles import ANIMAL_OF, STALL_OF


def enclosure_points(count: int, index: int, has_stall: bool) -> tuple[int, str]:
    """Points of one enclosure and the reason: full, one_short, stall, none."""
    cap = C.ENCLOSURE_CAPACITY[index]
    if count and count == cap:
        return C.POINTS_FULL[index], "full"
    if count and count == cap - 1:
        return C.POINTS_ONE_SHORT[index], "one_short"
    if count and has_stall:
        return count, "stall"
    return 0, "none"


def score_zoo(zoo) -> dict:
    enclosures = []
    for i in range(zoo.open_pens):
        pen = zoo.pens[i]
        points, why = enclosure_points(len(pen), i, bool(zoo.stalls[i]))
        enclosures.append({"index": i, "animal": ANIMAL_OF[pen[0]] if pen else None,
                           "count": len(pen), "points": points, "why": why})
    stall_types = sorted({STALL_OF[t] for spaces in zoo.stalls for t in spaces})
    barn_animals = sorted({ANIMAL_OF[t] for t in zoo.barn if t in ANIMAL_OF})
    barn_stalls = sorted({STALL_OF[t] for t in zoo.barn if t in STALL_OF})
    breakdown = {
        "enclosures": enclosures,
        "stall_types": stall_types,
        "stall_points": C.STALL_TYPE_POINTS * len(stall_types),
        "barn_animal_types": barn_animals,
        "barn_animal_penalty": -C.BARN_PENALTY * len(barn_animals),
        "barn_stall_types": barn_stalls,
        "barn_stall_penalty": -C.BARN_PENALTY * len(barn_stalls),
    }
    breakdown["total"] = (sum(e["points"] for e in enclosures) + breakdown["stall_points"]
                          + breakdown["barn_animal_penalty"] + breakdown["barn_stall_penalty"])
    return breakdown


def winners(totals: list, coins: list) -> list:
    """Most points wins; a tie goes to the most coins; then victory is shared."""
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    most = max(coins[i] for i in tied)
    return [i for i in tied if coins[i] == most]


def final_scores(state) -> dict:
    players = []
    for z in state.zoos:
        b = score_zoo(z)
        b["name"], b["coins"] = z.name, z.coins
        players.append(b)
    totals = [p["total"] for p in players]
    coins = [z.coins for z in state.zoos]
    won = winners(totals, coins)
    best = [i for i, t in enumerate(totals) if t == max(totals)]
    return {"players": players, "winners": won,
            "decided_by_coins": len(best) > 1 and len(won) < len(best),
            "shared": len(won) > 1}
