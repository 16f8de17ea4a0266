"""Why a suggested move is good, in the board's terms (never the search's).

    parts = explain(view, action)     # [(key, values), ...]: one or two short sentences

The hard bot decides; this only reads the position and its choice. The action is
carried out on a copy of the public view and the mover's live score before and after
(rules.live_scores) is compared; what changed on the board is named: the enclosure
it fills or how many animals are still missing and what full brings, a baby, a stall
that makes an enclosure score, coins, the barn's penalty, what a truck brings once
unloaded and why now, which truck a drawn tile shapes, what a money action or an
expansion's piece is for. When the live score goes down, a part says what the move
prepares (PREPARES). No search: a few dozen rules calls, a few milliseconds.

Each part is a catalog key (game.hint.why.<key>, four languages) with its values,
listed in KEYS. The values' names say how the screen says them: pen -> the
enclosure's name, animals -> the animal's plural, animal -> its name, points and
full -> "N points", coins -> "N coins", truck and best -> a truck's number,
name -> a player's name; the others are plain numbers (count counts for plurals).
"""
from __future__ import annotations

from ..rules import apply, destinations, live_scores
from ..rules import components as C
from ..rules.scoring import enclosure_points
from ..rules.tiles import ANIMAL_OF, STALL_OF, UNBRED_SEX
from .explain_trucks import MOST_PARTS, load_parts, reveal_parts, take_parts

KEYS = {
    "fills": ("pen", "points"),
    "fills_bonus": ("pen", "points", "coins"),
    "one_short": ("pen", "points", "full"),
    "more": ("animals", "pen", "have", "cap", "count", "full"),
    "baby": ("animal",),
    "baby_later_male": ("animal",),
    "baby_later_female": ("animal",),
    "stall_pen": ("pen", "points"),
    "stall_type": ("points",),
    "stall_space": ("points",),
    "barn_same": (),
    "barn_no_room": ("points",),
    "barn_keep_room": ("pen", "points"),
    "barn_keep_stall": ("points",),
    "barn_relief": ("points",),
    "take_points": ("truck", "points"),
    "take_points_coins": ("truck", "points", "coins"),
    "take_coins": ("truck", "coins"),
    "take_fits": ("truck",),
    "take_least_loss": ("truck", "points"),
    "take_baby": ("animal",),
    "now_others": ("name",),
    "now_worse": (),
    "now_full": (),
    "draw_grow": ("truck", "points"),
    "draw_spare": ("truck", "best", "points"),
    "draw_wait": (),
    "load_mine": ("truck", "points"),
    "load_any": ("truck",),
    "exchange_gain": ("points",),
    "exchange_room": ("animals", "points"),
    "discard_some": (),
    "expand": ("full",),
    "expand_barn": ("animals",),
    "deposit": (),
    "restaurant": ("points",),
    "pavilion": ("pen",),
    "petting": ("coins",),
    "souvenir": ("points",),
    "polar_bear": (),
    "gain_now": ("points",),
    "prepare": ("points",),
    "ready": (),
}
# The parts that say what a move costing points now prepares.
PREPARES = frozenset({"barn_no_room", "barn_keep_room", "barn_keep_stall", "take_least_loss",
                      "exchange_room", "prepare"})
POLAR_PEN = 2             # the enclosure whose filling wins the polar bear
BIRTHS = ("offspring_born", "newborn_waits")


class Move:
    """The mover's board before and after the action (on copies of the view)."""

    def __init__(self, view, action):
        self.view, self.action, self.p = view, action, view.current
        self.before = live_scores(view)["players"][self.p]
        self.after_state = view.copy()
        self.events = apply(self.after_state, action, check=False)
        self.after = live_scores(self.after_state)["players"][self.p]

    def settle(self, state, events):
        """The position after more steps of the same turn (a truck unloaded), with all
        the turn's events."""
        self.after_state, self.events = state, events
        self.after = live_scores(state)["players"][self.p]

    @property
    def zoo0(self):
        return self.view.zoos[self.p]

    @property
    def zoo1(self):
        return self.after_state.zoos[self.p]

    def delta(self) -> int:
        return self.after["total"] - self.before["total"]

    def coins(self) -> int:
        return self.zoo1.coins - self.zoo0.coins

    def babies(self) -> list:
        return [e.animal for e in self.events if e.type in BIRTHS and e.player == self.p]

    def barn_relief(self) -> int:
        """Points the barn stops costing (its penalty rows, after minus before)."""
        rows = ("barn_animal_penalty", "barn_stall_penalty")
        return sum(self.after[r] for r in rows) - sum(self.before[r] for r in rows)


def explain(view, action) -> list:
    """The reasons, as (key, values) parts, for the player to move in `view` doing `action`."""
    m = Move(view, action)
    parts = [part for part in _BY_TYPE.get(action.type, _other)(m) if part]
    gain = m.delta()
    if gain < 0 and not any(key in PREPARES for key, _ in parts):
        parts.append(("prepare", {"points": -gain}))
    if not parts:
        parts = [("gain_now", {"points": gain})] if gain > 0 else [("ready", {})]
    told = parts[:MOST_PARTS]
    prepares = next((part for part in parts if part[0] in PREPARES), None)
    if prepares is not None and prepares not in told:      # what a loss prepares is never cut
        told[-1] = prepares
    return told


# ------------------------------------------------------------------ placing a tile

def pen_part(m, i):
    """How enclosure i stands after the move: full, one short, or how many are missing."""
    zoo = m.zoo1
    pen, cap = zoo.pens[i], zoo.caps[i]
    if not pen:
        return None
    n, stall = len(pen), bool(zoo.stalls[i])
    full = enclosure_points(cap, i, stall, cap)[0]
    if n >= cap:
        bonus = sum(e.amount for e in m.events if e.type == "bonus_paid"
                    and e.player == m.p and e.enclosure == i)
        if bonus:
            return "fills_bonus", {"pen": i, "points": full, "coins": bonus}
        return "fills", {"pen": i, "points": full}
    if n == cap - 1:
        return "one_short", {"pen": i, "points": enclosure_points(n, i, stall, cap)[0], "full": full}
    return "more", {"animals": ANIMAL_OF[pen[0]], "pen": i, "have": n, "cap": cap,
                    "count": cap - n, "full": full}


def placed(m, tile, to, index, newborn=False):
    """The parts for one tile put into the zoo (from a truck, the barn, a seller, a birth)."""
    if to == "enclosure":
        babies = [] if newborn else m.babies()
        parts = [("baby", {"animal": babies[0]})] if babies else []
        parts.append(pen_part(m, index))
        if polar_bear_won(m, index):
            parts.append(("polar_bear", {}))
        elif not babies and not newborn:
            parts.append(baby_later(m, tile, index))
        return parts
    if to == "stall":
        return stall_parts(m, index)
    if to == "barn":
        return barn_parts(m, tile)
    if to == "petting_zoo":
        return [("petting", {"coins": m.coins()})]
    return []


def baby_later(m, tile, i):
    """A fertile animal without a partner yet: the partner it waits for brings a baby."""
    sex, pen = UNBRED_SEX.get(tile), m.zoo1.pens[i]
    animal = ANIMAL_OF[tile]
    if sex is None or len(pen) >= m.zoo1.caps[i] or not m.after_state.offspring.get(animal):
        return None
    return ("baby_later_female" if sex == "male" else "baby_later_male"), {"animal": animal}


def polar_bear_won(m, i) -> bool:
    zoo = m.zoo1
    return (i == POLAR_PEN and "polar-bear" in m.view.options
            and m.view.extra.get("polar_bear") is None and len(m.zoo0.pens[i]) < zoo.caps[i]
            and len(zoo.pens[i]) >= zoo.caps[i])


def stall_parts(m, i):
    parts = []
    pen0, pen1 = m.before["enclosures"][i], m.after["enclosures"][i]
    if pen1["why"] == "stall" and pen1["points"] > pen0["points"]:
        parts.append(("stall_pen", {"pen": i, "points": pen1["points"]}))
    new_types = m.after["stall_points"] - m.before["stall_points"]
    if new_types > 0:
        parts.append(("stall_type", {"points": new_types}))
    tile = m.action.tile if hasattr(m.action, "tile") else None
    if not parts and tile in STALL_OF and STALL_OF[tile] not in m.before["barn_stall_types"]:
        parts.append(("stall_space", {"points": C.BARN_PENALTY}))
    return parts


def barn_parts(m, tile):
    loss = -m.delta()
    if loss <= 0:
        return [("barn_same", {})]
    room = [(to, i) for to, i in destinations(m.zoo0, tile) if to != "barn"]
    if not room:
        return [("barn_no_room", {"points": loss})]
    if room[0][0] == "enclosure":
        empty = [i for to, i in room if not m.zoo0.pens[i]]
        return [("barn_keep_room", {"pen": (empty or [room[0][1]])[0], "points": loss})]
    return [("barn_keep_stall", {"points": loss})]


def _place(m):
    a = m.action
    return placed(m, a.tile, a.to, a.index)


def _settle(m):
    a = m.action
    if STALL_OF.get(a.tile) == "souvenir" and a.to == "stall":
        row = [r for r in m.after.get("expansion_rows", ()) if r.get("row") == "souvenir_shop"]
        points = row[0]["points"] if row else 0
        return [("souvenir", {"points": points})] + stall_parts(m, a.index)
    return placed(m, a.tile, a.to, a.index, newborn=True)


# ------------------------------------------------------------------ money and expansions

def _relief(m):
    relief = m.barn_relief()
    return ("barn_relief", {"points": relief}) if relief > 0 else None


def _move_animal(m):
    return placed(m, m.action.tile, "enclosure", m.action.index)[:1] + [_relief(m)]


def _move_stall(m):
    return stall_parts(m, m.action.index)[:1] + [_relief(m)]


def _purchase(m):
    a = m.action
    return placed(m, a.tile, a.to, a.index)


def _discard(m):
    return [_relief(m) or ("discard_some", {})]


def _exchange(m):
    a = m.action
    pens = [a.index] if a.other is None else [a.index, a.other]
    i = max(pens, key=lambda k: (m.after["enclosures"][k]["points"] - m.before["enclosures"][k]["points"],
                                 len(m.zoo1.pens[k])))
    parts = [pen_part(m, i)]
    gain = m.delta()
    if gain > 0:
        parts.append(("exchange_gain", {"points": gain}))
    elif gain < 0 and m.zoo1.pens[i]:
        parts.append(("exchange_room", {"animals": ANIMAL_OF[m.zoo1.pens[i][0]], "points": -gain}))
    babies = m.babies()
    return ([("baby", {"animal": babies[0]})] if babies and gain >= 0 else []) + parts


def _expand(m):
    zoo = m.zoo1
    i = C.BOARD_ENCLOSURES + zoo.expanded - 1
    barn = [ANIMAL_OF[t] for t in zoo.barn if t in ANIMAL_OF]
    if barn:
        return [("expand_barn", {"animals": max(barn, key=barn.count)})]
    return [("expand", {"full": enclosure_points(zoo.caps[i], i, False, zoo.caps[i])[0]})]


def _pavilion(m):
    i = m.action.index
    return [("pavilion", {"pen": i}), pen_part(m, i)]


def _other(m):
    return []


_BY_TYPE = {
    "place": _place, "settle": _settle, "take": take_parts, "reveal": reveal_parts,
    "load": load_parts,
    "move_animal": _move_animal, "move_stall": _move_stall, "purchase": _purchase,
    "discard": _discard, "exchange": _exchange, "expand": _expand,
    "deposit": lambda m: [("deposit", {})],
    "build_restaurant": lambda m: [("restaurant", {"points": m.delta()})] if m.delta() > 0 else [],
    "build_pavilion": _pavilion,
}
