"""The places of Exotic and the three minis in the hit map (expansion_hits.py calls in).

Pieces: the viewer's jungle animals are tiles of the jungle board (bought or moved
there by drags onto it); the visitors in the supply cell (one square per colour) and on
the viewer's path; the octopus and the skunk (the octopus is dragged onto the zoo its
owner predicts, a barn animal onto the skunk); the skunk's offer on the viewer's ribbon;
the viewer's building sites; the specials waiting in the supply while a filler chooses.
Drops: the jungle board, every point of the viewer's path, the octopus and the skunk,
the site strip, and the other zoos' enclosures and barns while a site may go there.
"""
from __future__ import annotations

from ...zoo.rules.expansions.events import POLAR_BEAR, supply as supply_loc
from ...zoo.rules.expansions.more_events import COLOURS, OCTOPUS_SPECIAL, SKUNK_SPECIAL
from ...zoo.rules.places import HAND, Loc, tile_at
from ...zoo.rules.tiles import KIND
from .expansion_layout import mini_extra_places, mini_place, supply_cells
from .layout import mini_barn_inner
from .more_layout import offer_rects, quarters, site_rects

AREAS = ("jungle", "path", "visitors", "bonus_boards", "bonus_board", "specials", "octopus",
         "skunk", "site")
SPECIAL_CELLS = {OCTOPUS_SPECIAL: "octopus", SKUNK_SPECIAL: "skunk"}


def _asking(state, viewer, *what) -> dict | None:
    d = state.decisions[0] if state.decisions and state.current == viewer else None
    return d if d is not None and (d.get("by") in what or d.get("tile") in what) else None


def build(h) -> None:
    s, L, v = h.state, h.layout, h.viewer
    zl, zoo = L.zoo, s.zoos[v]
    cells = supply_cells(L.extras, s.options)
    front, back = [], []
    for k, r in enumerate(zl.jungle_spaces):
        h.tiles[Loc("jungle", v, None, k)] = r
    if zl.jungle is not None:
        front.append((Loc("jungle", v), zl.jungle))
    for colour, row in zl.path_cells.items():
        ci = COLOURS.index(colour)
        for k, r in enumerate(row):
            front.append((Loc("path", v, ci, k), r))
            h.tiles[Loc("path", v, ci, k)] = r
        for point in dict.fromkeys(zoo.extra["visitors"][colour]):
            h.pieces.append((Loc("path", v, ci, point - 1), row[point - 1]))
        front.append((Loc("path", v, ci), row[0].unionall(row)))
    if "visitors" in cells:
        for ci, r in enumerate(quarters(cells["visitors"])):
            h.pieces.append((Loc("visitors", None, ci), r))
            front.append((Loc("visitors", None, ci), r))
    for name in ("octopus", "skunk"):
        r = getattr(zl, name, None)
        if r is not None:
            front.append((Loc(name, v), r))
            if s.extra.get(name) == v:
                h.pieces.append((Loc(name, v), r))
    offer = s.extra.get("skunk_offer")
    if offer:
        for k, r in enumerate(offer_rects(L.extras, len(offer["tiles"]))):
            h.pieces.append((Loc("skunk", offer["owner"], None, k), r))
    if _asking(s, v, "special"):
        for i, name in SPECIAL_CELLS.items():
            if name in cells and s.extra.get(name, 0) is None:
                h.pieces.append((Loc("specials", None, i), cells[name]))
        if POLAR_BEAR in cells and s.extra.get("polar_bear", 0) is None:
            h.pieces.append((supply_loc(POLAR_BEAR), cells[POLAR_BEAR]))
    if "building-sites" in s.options:
        for k, r in site_rects(zl, zoo).items():
            h.pieces.append((_site_loc(zoo, v, k), r))
        if zl.site_strip is not None:
            front.append((Loc("site", v), zl.site_strip))
            if _asking(s, v, "building-sites"):
                h.pieces.append((Loc("site", v), zl.site_stop))
        for seat, ml in h.minis.items():        # where a site may go
            for i, r in ml.pens.items():
                if i < s.zoos[seat].open_pens:
                    back.append((Loc("enclosure", seat, i), r))
            back.append((Loc("barn", seat), mini_barn_inner(ml)))
    for seat, ml in h.minis.items():
        for what, r in mini_extra_places(ml, s.options):
            if what[0] in ("octopus", "skunk"):
                back.append((Loc(what[0], seat), r))
                if s.extra.get(what[0]) == seat and offer and offer["owner"] == seat:
                    h.pieces.append((Loc(what[0], seat), r))
    h.drops[:0] = front + back          # (the other zoos' places lie inside their whole zoo's)


def new_tile(state, loc):
    """The jungle animal or building site at a place (the hand, a truck, a barn, a jungle
    board space), or None."""
    if loc.area == "jungle":
        board = state.zoos[loc.seat].extra.get("jungle", ())
        tile = board[loc.slot] if loc.slot is not None and loc.slot < len(board) else None
    else:
        tile = tile_at(state, loc)
    return tile if isinstance(tile, str) and KIND.get(tile) in ("jungle", "site") else None


def _offer_rect(s, L, k):
    offer = s.extra.get("skunk_offer")
    rects = offer_rects(L.extras, len(offer["tiles"])) if offer else []
    return rects[k] if k < len(rects) else None


def _site_loc(zoo, seat, k):
    where = zoo.extra["sites"][k].partition(":")[2]
    return Loc("site", seat, None if where == "barn" else int(where), k)


def notes(h) -> None:
    s, L, v = h.state, h.layout, h.viewer
    zl, n = L.zoo, h.notes
    # a jungle animal or a building site wherever it lies (a truck, the hand, a barn, the
    # jungle board) says what it is and does, over the tile's plain name
    tiles = [(HAND if what[0] == "hand" else what[1], r) for what, r in n if what[0] in ("tile", "hand")]
    tiles += list(zip((Loc("jungle", v, None, k) for k in range(len(s.zoos[v].extra.get("jungle", ())))),
                      zl.jungle_spaces))
    n += [(("new_tile", loc), r) for loc, r in tiles if new_tile(s, loc) is not None]
    if zl.jungle is not None:
        n.append((("jungle", v), zl.jungle))
    if zl.path is not None:
        n.append((("path", v), zl.path))
        for colour, row in zl.path_cells.items():
            n.append((("exit", colour), row[-1]))
    cells = supply_cells(L.extras, s.options)
    for key in ("octopus", "skunk", "visitors", "boards"):
        if key in cells:
            n.append((("more_supply", key), cells[key]))
    for name in ("octopus", "skunk"):
        r = getattr(zl, name, None)
        if r is not None and s.extra.get(name) == v:
            n.append(((name, v), r))
    if "building-sites" in s.options:
        zoo = s.zoos[v]
        if zl.site_strip is not None:
            n.append((("site_strip", v), zl.site_strip))
        n += [(("site", v, zoo.extra["sites"][k]), r) for k, r in site_rects(zl, zoo).items()]
    offer = s.extra.get("skunk_offer")
    if offer:
        for k, r in enumerate(offer_rects(L.extras, len(offer["tiles"]))):
            n.append((("offer", offer["tiles"][k]), r))


def supply_rect(h, loc):
    """Where a place of the supply row is drawn (a visitor, a bonus board, a special)."""
    cells = supply_cells(h.layout.extras, h.state.options)
    if loc.area == "visitors":
        return quarters(cells["visitors"])[loc.index] if "visitors" in cells else None
    if loc.area == "bonus_boards":
        return quarters(cells["boards"])[loc.index] if "boards" in cells else None
    if loc.area == "specials":
        return cells.get(SPECIAL_CELLS.get(loc.index))
    return None


MINI = {"jungle": "jungle", "path": "visitors", "bonus_board": "visitors", "octopus": "octopus",
        "skunk": "skunk", "site": "sites"}


def mini_rect(h, loc, ml):
    """Where a place of another zoo is drawn: its small zoo's strip, an enclosure for a
    site there, the skunk's offer over the supply row."""
    if loc.area == "site" and loc.index is not None and loc.index in ml.pens:
        return ml.pens[loc.index]
    if loc.area == "skunk" and loc.slot is not None:
        return _offer_rect(h.state, h.layout, loc.slot)
    return mini_place(ml, h.state.options, MINI.get(loc.area))


def own_rect(h, loc):
    """Where a place of the viewer's own zoo is drawn."""
    s, zl, area = h.state, h.layout.zoo, loc.area
    if area == "jungle":
        return zl.jungle_spaces[loc.slot] if loc.slot is not None and loc.slot < 5 else zl.jungle
    if area == "path":
        row = zl.path_cells.get(COLOURS[loc.index]) if loc.index is not None else None
        if not row:
            return zl.path
        return row[min(loc.slot, len(row) - 1)] if loc.slot is not None else row[0].unionall(row)
    if area == "bonus_board":
        row = zl.path_cells.get(COLOURS[loc.index])
        return row[-1] if row else zl.path
    if area in ("octopus", "skunk"):
        if area == "skunk" and loc.slot is not None:
            return _offer_rect(s, h.layout, loc.slot)
        return getattr(zl, area, None)
    if area == "site":
        if loc.slot is None:
            return zl.site_stop if _asking(s, h.viewer, "building-sites") else zl.site_strip
        return site_rects(zl, s.zoos[h.viewer]).get(loc.slot)
    return None
