"""The wandering building sites (Die Wanderbaustellen): three barn, three stall and
three enclosure sites are mixed into the draw. Whoever unloads one puts it in
another player's zoo, in the area its type names: a stall site blocks a stall space,
an enclosure site a space of an enclosure (which then needs one animal fewer to be
full), a barn site does nothing until the end, where having one costs 2 points.
Money action, 1 coin: pass a site of one's zoo on to another zoo; a second may
follow at once for nothing (up to 2 per payment).

Tiles "site:barn", "site:stall", "site:pen" (a kind of their own). In a zoo,
zoo.extra["sites"] lists "<type>:<where>": where is the enclosure index, or "barn"
for the barn area (a barn site, or a site that found no space there). The spaces
they block are counted in zoo.extra["pen_reserved"] / ["stall_reserved"] with the
buildings' (Zoo.refresh_caps). A placement names the zoo in `to`:
{"type": "place", "tile": "site:pen", "to": "enclosure@2", "index": 1}. Decisions
W1-W6 in docs/expansions.md.
"""
from __future__ import annotations


from .. import components as C
from .. import hooks
from ..actions import Place, Settle
from ..events import Paid
from ..places import Loc, tile_at
from ..refusals import MESSAGES, Refusal
from ..tiles import KIND
from .common import mix_into_draw, money_action, pay_to_bank, tile_kind, truck_place
from .more_events import SitePlaced

NAME = "building-sites"
SITE_KIND = "site"
TYPES = ("barn", "stall", "pen")
TILES = tuple(f"site:{t}" for t in TYPES)
PER_TYPE = 3
PASS_COST = 1
PASSES = 2                       # sites passed on for one payment
BARN_SITE_PENALTY = 2            # at the end, for having at least one barn site
AREA = {"barn": "barn", "stall": "stall", "pen": "enclosure"}

tile_kind(TILES, SITE_KIND)

MESSAGES.update({
    "site_elsewhere": "A building site goes into another player's zoo.",
    "site_where": "That building site blocks a free space of the area its sign names.",
    "no_site": "You have no such building site to pass on.",
})


@money_action(PASS_COST)
class PassSite:
    """Money action (1, building sites): a site of one's zoo (`site`, as zoo.extra["sites"]
    names it) goes `to` another zoo ("enclosure@q", "stall@q", "barn@q") at `index`."""
    site: str
    to: str
    index: int | None = None
    type = "pass_site"



def _type(tile_or_site: str) -> str:
    return tile_or_site.split(":")[0] if not tile_or_site.startswith("site:") else tile_or_site[5:]


def spaces(zoo, kind: str) -> list:
    """Enclosures where a site of `kind` may block a space (W1, W3)."""
    if kind == "stall":
        return [i for i in range(zoo.open_pens) if len(zoo.stalls[i]) < zoo.stall_caps[i]]
    if kind == "pen":
        return [i for i in range(zoo.open_pens) if len(zoo.pens[i]) + 2 <= zoo.caps[i]]
    return []


def targets(state, p, kind: str) -> list:
    """(to, index) of every place a site of `kind` may go from seat p."""
    out = []
    for q, zoo in enumerate(state.zoos):
        if q == p:
            continue
        where = spaces(zoo, kind)
        out += [(f"{AREA[kind]}@{q}", i) for i in where] if where else [(f"barn@{q}", None)]
    return out


def _parse(to):
    area, _, seat = to.partition("@") if isinstance(to, str) else ("", "", "")
    return area, int(seat) if seat.isdigit() else None


def _reserve(zoo, key, i, n):
    spaces_ = list(zoo.extra.get(key) or [0] * len(C.ENCLOSURE_CAPACITY))
    spaces_[i] += n
    zoo.extra[key] = spaces_
    zoo.refresh_caps()


def arrive(state, p, tile, to, index, src, events) -> None:
    area, q = _parse(to)
    zoo = state.zoos[q]
    kind = _type(tile)
    where = "barn" if area == "barn" else index
    if area == "enclosure":
        _reserve(zoo, "pen_reserved", index, 1)
    elif area == "stall":
        _reserve(zoo, "stall_reserved", index, 1)
    sites = zoo.extra.get("sites", [])
    zoo.extra["sites"] = sites + [f"{kind}:{where}"]
    events.append(SitePlaced(p, q, tile, src, Loc("site", q, index, len(sites))))


def leave(zoo, site: str) -> int:
    """A site leaves its zoo; its slot in the zoo's list."""
    sites = list(zoo.extra["sites"])
    k = sites.index(site)
    del sites[k]
    zoo.extra["sites"] = sites
    kind, _, where = site.partition(":")
    if where != "barn":
        _reserve(zoo, "pen_reserved" if kind == "pen" else "stall_reserved", int(where), -1)
    return k


def expected_reserved(zoo):
    """The spaces the zoo's sites block: (per enclosure, per stall row)."""
    pens, stalls = [0] * len(C.ENCLOSURE_CAPACITY), [0] * len(C.ENCLOSURE_CAPACITY)
    for site in zoo.extra.get("sites", ()):
        kind, _, where = site.partition(":")
        if where != "barn":
            (pens if kind == "pen" else stalls)[int(where)] += 1
    return pens, stalls


class BuildingSites(hooks.Expansion):
    name = NAME
    summary = ("Building sites from the trucks block a space in another player's zoo; pass them on "
               "for 1 coin; a barn site costs 2 points at the end.")
    actions = (PassSite,)
    tile_codes = TILES

    def setup(self, state):
        mix_into_draw(state, "sites", [t for t in TILES for _ in range(PER_TYPE)])
        for zoo in state.zoos:
            zoo.extra["sites"] = []

    def components(self):
        return {t: PER_TYPE for t in TILES}

    def tiles(self, state):
        return [["site:" + s.partition(":")[0] for s in z.extra["sites"]] for z in state.zoos]

    def check(self, state, fail):
        for p, zoo in enumerate(state.zoos):
            sites = zoo.extra.get("sites")
            if not isinstance(sites, list):
                fail(f"seat {p}'s building sites are damaged")
            for site in sites:
                kind, _, where = site.partition(":") if isinstance(site, str) else ("", "", "")
                if kind not in TYPES or not (where == "barn" or kind != "barn" and where.isdigit()
                                             and int(where) < zoo.open_pens):
                    fail(f"seat {p} has a building site {site!r} on no space of its zoo")
            if "buildings" not in state.options:
                pens, stalls = expected_reserved(zoo)
                if list(zoo.extra.get("pen_reserved") or [0] * 5) != pens \
                        or list(zoo.extra.get("stall_reserved") or [0] * 5) != stalls:
                    fail(f"seat {p}'s zoo does not match its building sites")
            if any(c < 0 for c in zoo.caps) or any(c < 0 for c in zoo.stall_caps):
                fail(f"seat {p}'s building sites block more spaces than there are")

    # -- from a truck -----------------------------------------------------------
    def place_actions(self, state, zoo, tile):
        return [Place(tile, to, i) for to, i in targets(state, state.current, _type(tile))]

    def place_refusal(self, state, zoo, tile, to, index):
        area, q = _parse(to)
        if q is None or not 0 <= q < len(state.zoos) or q == state.current:
            return Refusal("site_elsewhere")
        if (to, index) not in targets(state, state.current, _type(tile)):
            return Refusal("site_where")
        return None

    def put(self, state, p, tile, to, index, src, events):
        arrive(state, p, tile, to, index, src, events)

    def place_drop(self, state, p, to, index):
        area, q = _parse(to)
        return Loc("barn", q) if area == "barn" else Loc(area, q, index)

    # -- passing sites on ----------------------------------------------------------
    def _passes(self, state, p, pay):
        zoo = state.zoos[p]
        out = []
        for site in dict.fromkeys(zoo.extra["sites"]):
            for to, i in targets(state, p, site.partition(":")[0]):
                out.append(PassSite(site, to, i) if pay else Settle(site, to, i))
        return out

    def extra_actions(self, state, zoo):
        return self._passes(state, state.current, True) if zoo.coins >= PASS_COST else []

    def refusal(self, state, zoo, action):
        if action.site not in zoo.extra["sites"]:
            return Refusal("no_site")
        if zoo.coins < PASS_COST:
            return Refusal("no_money", cost=PASS_COST, coins=zoo.coins)
        if action not in self._passes(state, state.current, True):
            return Refusal("site_where")
        return None

    def _pass(self, state, p, site, to, index, events):
        k = leave(state.zoos[p], site)
        where = site.partition(":")[2]
        src = Loc("site", p, None if where == "barn" else int(where), k)
        arrive(state, p, "site:" + site.partition(":")[0], to, index, src, events)

    def apply(self, state, p, zoo, action, events):
        pay_to_bank(state, zoo, PASS_COST)
        events.append(Paid(p, PASS_COST, "site", Loc("money", p), Loc("bank")))
        self._pass(state, p, action.site, action.to, action.index, events)
        if zoo.extra["sites"]:           # W4: a second one may follow for nothing
            state.decisions.append({"by": NAME, "tile": "site"})

    def decision_actions(self, state, decision):
        return self._passes(state, state.current, False) + [Settle("site", "stop")]

    def decision_refusal(self, state, decision, action):
        return None if action in self.decision_actions(state, decision) else Refusal("site_where")

    def decide(self, state, p, decision, action, events):
        if action.to != "stop":
            self._pass(state, p, action.tile, action.to, action.index, events)

    # -- scores and views ---------------------------------------------------------
    def score(self, zoo, breakdown, rows):
        if any(s.startswith("barn:") for s in zoo.extra.get("sites", ())):
            rows.append({"expansion": NAME, "row": "barn_site", "points": -BARN_SITE_PENALTY})

    def describe(self, state, out):
        for player, zoo in zip(out["players"], state.zoos):
            player["building_sites"] = list(zoo.extra["sites"])

    def pieces(self, state):
        out = []
        for p, zoo in enumerate(state.zoos):
            for k, site in enumerate(zoo.extra["sites"]):
                kind, _, where = site.partition(":")
                out.append((Loc("site", p, None if where == "barn" else int(where), k), "site:" + kind))
        return out

    def gestures(self, state, action):
        p = state.current
        if type(action) is Settle and action.to == "stop":
            return [(Loc("site", p), Loc("site", p))]
        site = action.site if type(action) is PassSite else action.tile
        k = state.zoos[p].extra["sites"].index(site)
        where = site.partition(":")[2]
        piece = Loc("site", p, None if where == "barn" else int(where), k)
        return [(piece, self.place_drop(state, p, action.to, action.index))]

    def meaning(self, state, piece, drop, p):
        deciding = bool(state.decisions) and state.decisions[0].get("by") == NAME
        if piece.area == "site":
            if piece.seat != p:
                return Refusal("not_yours")
            if deciding and drop == piece.whole() and piece.slot is None:
                return Settle("site", "stop")
            sites = state.zoos[p].extra["sites"]
            if piece.slot is None or not 0 <= piece.slot < len(sites):
                return Refusal("not_a_move")
            to = self._drop_to(state, p, sites[piece.slot].partition(":")[0], drop)
            if isinstance(to, Refusal):
                return to
            return Settle(sites[piece.slot], *to) if deciding else PassSite(sites[piece.slot], *to)
        tile = tile_at(state, piece) if piece.area == "truck" and piece.slot is not None else None
        if KIND.get(tile) != SITE_KIND:
            return None
        to = self._drop_to(state, p, _type(tile), drop)
        return to if isinstance(to, Refusal) else truck_place(state, p, piece, tile, *to)

    def _drop_to(self, state, p, kind, drop):
        q = drop.seat
        if q is None or drop.area not in ("enclosure", "stall", "barn", "expansion", "zoo", "site"):
            return Refusal("not_a_move")
        if q == p:
            return Refusal("site_elsewhere")
        if kind == "barn" or not spaces(state.zoos[q], kind):
            return f"barn@{q}", None
        if drop.index is None or drop.area == "barn":
            return Refusal("site_where")
        return f"{AREA[kind]}@{q}", drop.index


EXPANSION = hooks.register(BuildingSites())
__all__ = ["EXPANSION", "PassSite", "TILES", "expected_reserved", "spaces", "targets"]
