"""Final scoring of the dice game with a per-player breakdown, and the winners.

Each complete coin group either scores 1 point or sends one barn animal away
(saving its 2-point penalty). Sending an animal away is always worth more, so
the groups go to the barn first and the rest score points: the best choice,
made for the player.
"""
from __future__ import annotations

from . import components as C


def score_sheet(sheet) -> dict:
    enclosures = {a: {"crossed": sheet.pens[a], "boxes": C.ENCLOSURE_BOXES[a]} for a in C.ANIMALS}
    groups = C.complete_groups(sheet.coins)
    to_barn = min(groups, len(sheet.barn))
    to_points = groups - to_barn
    b = {
        "enclosures": enclosures,
        "animal_points": sum(sheet.pens.values()),
        "bonuses": [a for a in C.ANIMALS if a in sheet.bonuses],
        "bonus_points": sum(C.BONUS_POINTS[a] for a in sheet.bonuses),
        "coins": sheet.coins,
        "coin_groups": groups,
        "groups_for_barn": to_barn,
        "groups_for_points": to_points,
        "coin_points": to_points * C.COIN_GROUP_POINTS,
        "barn": [a for a in C.ANIMALS if a in sheet.barn],
        "barn_kept": len(sheet.barn) - to_barn,
        "barn_penalty": -C.BARN_PENALTY * (len(sheet.barn) - to_barn),
    }
    b["total"] = b["animal_points"] + b["bonus_points"] + b["coin_points"] + b["barn_penalty"]
    return b


def total(sheet) -> int:
    """The total of `score_sheet`, quickly (the bots call this a lot)."""
    groups = C.complete_groups(sheet.coins)
    kept = max(0, len(sheet.barn) - groups)
    return (sum(sheet.pens.values()) + sum(C.BONUS_POINTS[a] for a in sheet.bonuses)
            + C.COIN_GROUP_POINTS * max(0, groups - len(sheet.barn)) - C.BARN_PENALTY * kept)


def winners(totals: list, coins: list) -> list:
    """Most points wins; a tie goes to the most coins; then the victory is shared."""
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    most = max(coins[i] for i in tied)
    return [i for i in tied if coins[i] == most]


def final_scores(state) -> dict:
    players = []
    for s in state.sheets:
        b = score_sheet(s)
        b["name"] = s.name
        players.append(b)
    totals = [p["total"] for p in players]
    won = winners(totals, [s.coins for s in state.sheets])
    best = [i for i, t in enumerate(totals) if t == max(totals)]
    return {"players": players, "winners": won,
            "decided_by_coins": len(best) > 1 and len(won) < len(best),
            "shared": len(won) > 1}


def scoreboard(state) -> dict:
    """The shape all three games answer (games.GameRules.scoreboard): per seat its name, its
    points now and its crossed boxes per animal; no options in this game."""
    return {"players": [{"name": s.name, "points": total(s),
                         "animals": {a: n for a, n in s.pens.items() if n}} for s in state.sheets],
            "options": []}
