"""Final scoring with a per-player breakdown, and the winners."""
from __future__ import annotations

from . import components as C
from .hooks import EXPANSIONS
from .tiles import ANIMAL_OF, STALL_OF


def enclosure_points(count: int, index: int, has_stall: bool, cap: int | None = None) -> tuple[int, str]:
    """Points of one enclosure and the reason: full, one_short, stall, none.
    `cap` is the enclosure's room for animals when a building takes a space."""
    if cap is None:
        cap = C.ENCLOSURE_CAPACITY[index]
    if count and count == cap:
        return C.POINTS_FULL[index], "full"
    if count and count == cap - 1:
        return C.POINTS_ONE_SHORT[index], "one_short"
    if count and has_stall:
        return count, "stall"
    return 0, "none"


def score_zoo(zoo, options=()) -> dict:
    """One zoo's score with its breakdown; `options` names the game's expansions,
    whose rows are listed under "expansion_rows" and counted in the total."""
    enclosures = []
    for i in range(zoo.open_pens):
        pen = zoo.pens[i]
        points, why = enclosure_points(len(pen), i, bool(zoo.stalls[i]), zoo.caps[i])
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
    rows = []
    for name in options:
        EXPANSIONS[name].score(zoo, breakdown, rows)
    if options:
        breakdown["expansion_rows"] = rows
    breakdown["total"] = (sum(e["points"] for e in enclosures) + breakdown["stall_points"]
                          + breakdown["barn_animal_penalty"] + breakdown["barn_stall_penalty"]
                          + sum(r["points"] for r in rows))
    return breakdown


def zoo_total(zoo, options=()) -> int:
    """score_zoo(zoo, options)["total"] without the breakdown: the end of every game
    needs only the totals (tests/test_scoring_totals.py keeps the two in step)."""
    if options:
        return score_zoo(zoo, options)["total"]
    total = 0
    pens, stalls, caps = zoo.pens, zoo.stalls, zoo.caps
    for i in range(zoo.open_pens):
        total += enclosure_points(len(pens[i]), i, bool(stalls[i]), caps[i])[0]
    stall_types = {STALL_OF[t] for spaces in stalls for t in spaces}
    barn = set(zoo.barn)
    barn_animals = {ANIMAL_OF[t] for t in barn if t in ANIMAL_OF}
    barn_stalls = {STALL_OF[t] for t in barn if t in STALL_OF}
    return (total + C.STALL_TYPE_POINTS * len(stall_types)
            - C.BARN_PENALTY * (len(barn_animals) + len(barn_stalls)))


def final_totals(state) -> tuple:
    """(totals, winners) as final_scores gives them, without the breakdowns."""
    options, zoos = state.options, state.zoos
    totals = [zoo_total(z, options) for z in zoos]
    return totals, winners(totals, [tiebreak_money(z, options) for z in zoos])


def tiebreak_money(zoo, options=()) -> int:
    """The money that breaks a tie: coins, and coins an expansion holds for the zoo."""
    return zoo.coins + sum(EXPANSIONS[name].tiebreak_money(zoo) for name in options)


def winners(totals: list, coins: list) -> list:
    """Most points wins; a tie goes to the most coins; then victory is shared."""
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    most = max(coins[i] for i in tied)
    return [i for i in tied if coins[i] == most]


def live_scores(state) -> dict:
    """Every zoo scored as it stands now (what the end would say if the game stopped here):
    {"players": [score_zoo breakdown], "ahead": seats with the most points, coins breaking
    a tie as at the end}. The table shows this; it never adds up a score itself."""
    scores = final_scores(state)
    return {"players": scores["players"], "ahead": scores["winners"]}


def final_scores(state) -> dict:
    players = []
    options = state.options
    for z in state.zoos:
        b = score_zoo(z, options)
        b["name"], b["coins"] = z.name, z.coins
        if options:
            b["tiebreak_money"] = tiebreak_money(z, options)
        players.append(b)
    totals = [p["total"] for p in players]
    coins = [tiebreak_money(z, options) for z in state.zoos]
    won = winners(totals, coins)
    best = [i for i, t in enumerate(totals) if t == max(totals)]
    return {"players": players, "winners": won,
            "decided_by_coins": len(best) > 1 and len(won) < len(best),
            "shared": len(won) > 1}


def scoreboard(state) -> dict:
    """The shape all three games answer (games.GameRules.scoreboard): per seat its name, its
    points now (`live_scores`) and its animals in the enclosures ({animal: count}); the
    options played."""
    now = live_scores(state)["players"]
    players = []
    for zoo, score in zip(state.zoos, now):
        animals: dict = {}
        for pen in zoo.pens[:zoo.open_pens]:
            for tile in pen:
                animal = ANIMAL_OF.get(tile)
                if animal:
                    animals[animal] = animals.get(animal, 0) + 1
        players.append({"name": zoo.name, "points": score["total"], "animals": animals})
    return {"players": players, "options": [str(name) for name in state.options]}
