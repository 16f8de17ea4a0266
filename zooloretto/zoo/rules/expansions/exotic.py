"""Zooloretto Exotic: jungle animals on an L-shaped jungle board, and visitors who
walk along each zoo's path (the visitors: exotic_visitors.py).

Jungle tiles ("jungle:bat", ...) are a kind of their own: they go on the owner's
jungle board (zoo.extra["jungle"], 5 spaces, at most 3 species) or into the barn,
never into an enclosure, and are never exchanged. Placing one on the jungle board
moves a visitor (any colour) and pushes one of that colour back in every other
zoo; a vending stall placed on a stall space from a truck moves a visitor of its
stall's colour. Each such move is a pending decision answered with Settle:
{"to": "bring:red"} or {"to": "move:red", "index": point}. The decisions on what
no source settles are E1-E10 in docs/expansions.md.
"""
from __future__ import annotations

import random

from .. import hooks
from ..actions import Place, Purchase, Settle
from ..events import Paid, TilePlaced
from ..places import Loc, tile_at
from ..refusals import MESSAGES, Refusal
from ..tiles import KIND, STALL_OF
from . import exotic_visitors as V
from .common import mix_into_draw, money_action, pay_to_bank, tile_kind, truck_place
from .more_events import COLOURS

NAME = "exotic"
JUNGLE_KIND = "jungle"
SPECIES = ("anteater", "macaw", "bat", "koala", "monitor", "orangutan", "baboon", "snake")
TILES = tuple(f"jungle:{s}" for s in SPECIES)
PER_SPECIES = 2
REMOVED = {2: 4, 3: 3, 4: 2, 5: 0}       # E4: jungle species left in the box, by players
SPACES, MAX_SPECIES = 5, 3               # the jungle board
MOVE_COST = 1                            # E6: a jungle animal from the barn to the board
# E8: the colour of each stall type's visitors (the souvenir shop has none).
STALL_COLOUR = {"popcorn": "red", "ice_cream": "blue", "drinks": "green", "balloons": "purple"}
POINTS_PER_COLOUR = 2                    # each colour with a visitor in the zoo
POINTS_PER_BOARD = 2                     # each bonus board
BARN_PENALTY = 2                         # each jungle species in the barn

tile_kind(TILES, JUNGLE_KIND)

MESSAGES.update({
    "jungle_only": "A jungle animal goes on your jungle board or into your barn.",
    "jungle_full": "Your jungle board has no free space.",
    "jungle_three": "Your jungle board already holds three jungle species.",
    "not_jungle": "Only jungle animals go on the jungle board.",
    "visitor_choice": "Bring a visitor in from the supply or walk one of yours on.",
})


@money_action(MOVE_COST)
class MoveJungle:
    """Money action (1, Exotic): a jungle animal from one's barn onto the jungle board."""
    tile: str
    type = "move_jungle"



def species(tile: str) -> str:
    return tile.split(":")[1]


def fits(zoo, tile: str) -> bool:
    board = zoo.extra["jungle"]
    if len(board) >= SPACES:
        return False
    held = {species(t) for t in board}
    return species(tile) in held or len(held) < MAX_SPECIES


def _fit_refusal(zoo, tile):
    if len(zoo.extra["jungle"]) >= SPACES:
        return Refusal("jungle_full")
    if not fits(zoo, tile):
        return Refusal("jungle_three")
    return None


def barn_species(zoo) -> list:
    return sorted({species(t) for t in zoo.barn if KIND.get(t) == JUNGLE_KIND})


class Exotic(hooks.Expansion):
    name = NAME
    summary = ("Jungle animals on a jungle board and visitors walking past your enclosures: "
               "+2 per visitor colour, +2 per bonus board, -2 per jungle species in the barn.")
    actions = (MoveJungle,)
    tile_codes = TILES

    def setup(self, state):
        rng = random.Random(f"exotic:{state.seed}")
        removed = sorted(rng.sample(SPECIES, REMOVED[len(state.zoos)]))
        state.extra["jungle_removed"] = removed
        state.box += [t for t in TILES if species(t) in removed for _ in range(PER_SPECIES)]
        state.box.sort()
        mix_into_draw(state, "exotic", [t for t in TILES if species(t) not in removed
                                        for _ in range(PER_SPECIES)])
        for zoo in state.zoos:
            zoo.extra["jungle"] = []
        V.setup(state)

    def components(self):
        return {t: PER_SPECIES for t in TILES}

    def tiles(self, state):
        return [z.extra["jungle"] for z in state.zoos]

    def check(self, state, fail):
        removed = state.extra.get("jungle_removed")
        if not isinstance(removed, list) or len(removed) != REMOVED[len(state.zoos)] \
                or not set(removed) <= set(SPECIES):
            fail(f"a {len(state.zoos)}-player game leaves {REMOVED[len(state.zoos)]} jungle species out")
        out = {f"jungle:{s}" for s in removed}
        for place in [state.draw_pile, state.end_pile, state.pending] + [t.tiles for t in state.trucks]:
            if any(t in out for t in place):
                fail("a jungle animal of a species left in the box is in play")
        for p, zoo in enumerate(state.zoos):
            board = zoo.extra.get("jungle")
            if not isinstance(board, list) or any(KIND.get(t) != JUNGLE_KIND for t in board):
                fail(f"seat {p}'s jungle board holds something that is no jungle animal")
            if len(board) > SPACES or len({species(t) for t in board}) > MAX_SPECIES:
                fail(f"seat {p}'s jungle board holds more than {SPACES} animals or {MAX_SPECIES} species")
        V.check(state, fail)
        for d in state.decisions:
            if d.get("by") == NAME and not (set(d.get("colours") or ()) <= set(COLOURS)
                                            and d.get("colours")):
                fail("a visitor decision names no colour")

    # -- jungle tiles from a truck, bought, or moved from the barn -----------------
    def place_actions(self, state, zoo, tile):
        out = [Place(tile, "jungle")] if fits(zoo, tile) else []
        return out + [Place(tile, "barn")]

    def place_refusal(self, state, zoo, tile, to, index):
        if to == "barn" and index is None:
            return None
        if to != "jungle" or index is not None:
            return Refusal("jungle_only")
        return _fit_refusal(zoo, tile)

    def put(self, state, p, tile, to, index, src, events):
        zoo = state.zoos[p]
        board = zoo.extra["jungle"]
        events.append(TilePlaced(p, tile, src, Loc("jungle", p, None, len(board))))
        zoo.extra["jungle"] = board + [tile]
        self._ask(state, p, tile, COLOURS)

    def place_drop(self, state, p, to, index):
        return Loc("barn", p) if to == "barn" else Loc("jungle", p)

    def on_unload(self, state, p, tile, to, index, events):
        colour = STALL_COLOUR.get(STALL_OF.get(tile)) if to == "stall" else None
        if colour is not None:          # E2: a stall placed on a stall space from a truck
            self._ask(state, p, tile, (colour,))

    def _ask(self, state, p, tile, colours):
        if V.answers(state, p, tile, colours):      # E7: nothing to do, nothing asked
            state.decisions.append({"by": NAME, "tile": tile, "colours": list(colours)})

    def extra_actions(self, state, zoo):
        out = []
        if zoo.coins >= MOVE_COST:
            out += [MoveJungle(t) for t in dict.fromkeys(zoo.barn)
                    if KIND.get(t) == JUNGLE_KIND and fits(zoo, t)]
        if zoo.coins >= 2:
            me = state.current
            for q, other in enumerate(state.zoos):
                if q == me:
                    continue
                for t in dict.fromkeys(other.barn):
                    if KIND.get(t) == JUNGLE_KIND:
                        if fits(zoo, t):
                            out.append(Purchase(q, t, "jungle"))
                        out.append(Purchase(q, t, "barn"))
        return out

    def refusal(self, state, zoo, action):
        if KIND.get(action.tile) != JUNGLE_KIND:
            return Refusal("not_jungle")
        if action.tile not in zoo.barn:
            return Refusal("not_in_barn", tile=action.tile)
        if zoo.coins < MOVE_COST:
            return Refusal("no_money", cost=MOVE_COST, coins=zoo.coins)
        return _fit_refusal(zoo, action.tile)

    def apply(self, state, p, zoo, action, events):
        pay_to_bank(state, zoo, MOVE_COST)
        events.append(Paid(p, MOVE_COST, "move", Loc("money", p), Loc("bank")))
        k = zoo.barn.index(action.tile)
        del zoo.barn[k]
        self.put(state, p, action.tile, "jungle", None, Loc("barn", p, None, k), events)

    # -- the visitors' decisions -----------------------------------------------------
    def decision_actions(self, state, decision):
        acts = V.answers(state, state.current, decision["tile"], decision["colours"])
        return acts or [Settle(decision["tile"], "none")]

    def decision_refusal(self, state, decision, action):
        if action not in self.decision_actions(state, decision):
            return Refusal("visitor_choice")
        return None

    def decide(self, state, p, decision, action, events):
        colour = V.answer(state, p, action, events)
        if colour is not None and KIND.get(decision["tile"]) == JUNGLE_KIND:
            V.push_back(state, p, colour, events)

    # -- scores and views ----------------------------------------------------------
    def score(self, zoo, breakdown, rows):
        colours = [c for c in COLOURS if zoo.extra["visitors"][c]]
        rows.append({"expansion": NAME, "row": "visitor_colours", "colours": colours,
                     "points": POINTS_PER_COLOUR * len(colours)})
        boards = list(zoo.extra["boards"])
        rows.append({"expansion": NAME, "row": "bonus_boards", "colours": boards,
                     "points": POINTS_PER_BOARD * len(boards)})
        barn = barn_species(zoo)
        rows.append({"expansion": NAME, "row": "jungle_barn", "species": barn,
                     "points": -BARN_PENALTY * len(barn)})

    def describe(self, state, out):
        out["exotic"] = {"jungle_removed": list(state.extra["jungle_removed"]),
                         "visitors_left": dict(state.extra["visitors_left"]),
                         "bonus_boards": dict(state.extra["bonus_boards"])}
        for player, zoo in zip(out["players"], state.zoos):
            player["jungle"] = list(zoo.extra["jungle"])
            player["visitors"] = {c: list(v) for c, v in zoo.extra["visitors"].items()}
            player["bonus_boards"] = list(zoo.extra["boards"])

    def pieces(self, state):
        out = [(Loc("jungle", p, None, k), t) for p, z in enumerate(state.zoos)
               for k, t in enumerate(z.extra["jungle"])]
        return out + V.pieces(state)

    def gestures(self, state, action):
        p = state.current
        if type(action) is MoveJungle:
            k = state.zoos[p].barn.index(action.tile)
            return [(Loc("barn", p, None, k), Loc("jungle", p))]
        return [V.gesture(p, action)]

    def meaning(self, state, piece, drop, p):
        if state.decisions and state.decisions[0].get("by") == NAME:
            tile = state.decisions[0]["tile"]
            if piece.area == "visitors" and drop.area == "visitors":
                return Settle(tile, "none")
            return V.meaning(state, piece, drop, p, tile)
        tile = tile_at(state, piece) if piece.slot is not None else None
        if KIND.get(tile) != JUNGLE_KIND:
            return Refusal("not_jungle") if drop.area == "jungle" and piece.area in (
                "truck", "barn") else None
        to = "jungle" if drop.area == "jungle" and drop.seat == p else (
            "barn" if drop.area == "barn" and drop.seat == p else None)
        if piece.area == "truck":
            if to is None:
                return Refusal("jungle_only") if drop.area in ("enclosure", "stall") else None
            return truck_place(state, p, piece, tile, to, None)
        if piece.area != "barn" or drop.area == "box":
            return None
        if piece.seat == p:
            if drop.area == "barn" and drop.seat == p:
                return Refusal("same_place")
            return MoveJungle(tile) if to == "jungle" else Refusal("jungle_only")
        if drop.area == "barn" and drop.seat == piece.seat:
            return Refusal("same_place")
        return Purchase(piece.seat, tile, to) if to else Refusal("jungle_only")


EXPANSION = hooks.register(Exotic())
__all__ = ["EXPANSION", "MoveJungle", "TILES", "SPECIES", "STALL_COLOUR", "fits", "JUNGLE_KIND"]
