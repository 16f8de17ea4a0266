"""Where the pieces of Exotic and the three minis sit (pure geometry, as
expansion_layout.py, which calls in here).

    own zoo (large)   the jungle board (5 spaces, an L of 3 + 2) and the visitors' path
                      (a row of 5 lookout points per colour, the exit with its bonus
                      board last) carved out of the barn row; the octopus and the skunk
                      on the header ribbon beside the polar bear's place; building sites
                      on the spaces they block,
                      and a small strip for the sites in the barn area
    small zoo         more places in its strip: octopus, skunk, jungle, visitors, sites
    left column       more cells in the supply row: the octopus, the skunk, the visitors
                      (four colours) and the bonus boards still to earn (four colours);
                      while the skunk's animals are offered, they lie over that row
"""
from __future__ import annotations

from pygame import Rect

from ...zoo.rules.expansions.exotic_visitors import POINTS
from ...zoo.rules.expansions.more_events import COLOURS

JUNGLE_SPACES = 5


def supply_keys(options) -> tuple:
    """The supply row's cells of these expansions (after the buildings' and the bear's)."""
    out = ()
    if "octopus" in options:
        out += ("octopus",)
    if "skunk" in options:
        out += ("skunk",)
    if "exotic" in options:
        out += ("visitors", "boards")
    return out


def wide_keys(options) -> tuple:
    """The supply cells holding a square per colour (more_layout.quarters)."""
    return ("visitors", "boards") if "exotic" in options else ()


def quarters(r: Rect) -> list:
    """Four squares of a cell, one per colour: two by two, or in a row in a strip."""
    if r.w >= 2 * r.h:
        h = min(r.h, r.w // 4)
        return [Rect(r.x + k * h, r.y, h, h) for k in range(4)]
    h = r.w // 2
    return [Rect(r.x + (k % 2) * h, r.y + (k // 2) * h, h, h) for k in range(4)]


def cell_boards(options) -> int:
    """Grid cells of the zoo these expansions' boards take: the jungle board and the path
    lie in an enclosure's cell (layout.zoo_layout leaves one free for them)."""
    return int("exotic" in options)


SHARES = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55)     # the jungle board's part of the boards' cell


def _jungle_side(w, h, top, gap, tile, turned):
    """The side of a jungle space in a panel w x h: an L of 3 + 2, across or turned down."""
    across, down = (2, 3) if turned else (3, 2)
    return min(tile, (h - top - gap * (down + 1)) // down, (w - gap * (across + 1)) // across)


def _path_cell(w, h, top, gap, tile):
    """The side of a lookout point in a panel w x h: a row of points per colour."""
    return min(int(tile * 0.7), (h - top - gap) // len(COLOURS), (w - gap * 2) // (POINTS + 1))


def _plan(area, top, gap, tile):
    """(jungle panel, path panel, space side, point side, turned): the arrangement of the
    two panels in the cell (side by side or one above the other, the L across or turned)
    that draws the smaller of a space and a point (a visitor reads at 70% of a tile) largest."""
    best = None
    for share in SHARES:
        for beside in (True, False):
            if beside:
                jw = int((area.w - gap) * share)
                j = Rect(area.x, area.y, jw, area.h)
                p = Rect(j.right + gap, area.y, area.w - jw - gap, area.h)
            else:
                jh = int((area.h - gap) * share)
                j = Rect(area.x, area.y, area.w, jh)
                p = Rect(area.x, j.bottom + gap, area.w, area.h - jh - gap)
            cell = _path_cell(p.w, p.h, top, gap, tile)
            for turned in (False, True):
                side = _jungle_side(j.w, j.h, top, gap, tile, turned)
                plan = (min(side, int(cell * 1.4)), side + cell, j, p, side, cell, turned)
                if best is None or plan[:2] > best[:2]:
                    best = plan
    return best[2:]


def add_boards(z, options, gap, icon) -> None:
    """The jungle board (an L of 3 + 2 spaces) and the visitors' path (a row of lookout
    points per colour, the exit last) in the grid's free cells."""
    z.jungle = z.path = None
    z.jungle_spaces, z.path_cells = [], {}
    if "exotic" not in options or not z.free:
        return
    area = z.free[0].unionall(z.free)
    t = z.tile
    icon = z.boards_icon = max(14, min(icon, area.h // 6))
    top = icon + gap * 2
    z.jungle, z.path, side, cell, turned = _plan(area, top, gap, t)
    j = z.jungle
    across, down = (2, 3) if turned else (3, 2)
    left = j.x + (j.w - across * side - (across - 1) * gap) // 2
    y0 = j.y + top + max(0, (j.h - top - down * side - (down - 1) * gap) // 2)
    line = [(0, k) for k in range(3)] + [(1, k) for k in (1, 2)]   # an L: 3, then 2 beside the end
    z.jungle_spaces = [Rect(left + (r if turned else c) * (side + gap),
                            y0 + (c if turned else r) * (side + gap), side, side) for r, c in line]
    p = z.path
    left = p.x + (p.w - (POINTS + 1) * cell) // 2
    y0 = p.y + top + max(0, (p.h - top - len(COLOURS) * cell) // 2)
    for k, colour in enumerate(COLOURS):
        z.path_cells[colour] = [Rect(left + j * cell + 1, y0 + k * cell + 1, cell - 2, cell - 2)
                                for j in range(POINTS + 1)]     # the last: the exit


def add_zoo(z, options, x, gap, icon) -> int:
    """Place the jungle board and the path (add_boards), a strip for the building sites
    at the barn row's right end x, the specials on the header. Returns the new x."""
    z.octopus = z.skunk = z.site_strip = z.site_stop = None
    barn, bt = z.barn, z.barn_tile
    add_boards(z, options, gap, icon)
    if "building-sites" in options:
        side = max(8, min(int(bt * 0.7), barn.h // 4, (x - barn.x - 18) // 5))
        z.site_strip = Rect(0, 0, side * 5 + 10, side + 6)
        z.site_strip.bottomright = (x - 4, barn.bottom - 3)
        # its last square: "no more" while a second site may be passed on for nothing
        z.site_stop = Rect(z.site_strip.right - side - 3, z.site_strip.y + 3, side, side)
    head = z.header
    side = max(14, head.h - 10)
    for k, name in enumerate(("octopus", "skunk")):
        if name in options:
            r = Rect(0, 0, side, side)
            r.center = (head.centerx - side // 2 - (k + 1) * (side + 6), head.centery - 2)
            setattr(z, name, r)
    return x


def offer_rects(row, n) -> list:
    """The animals the skunk drove out, while they are offered: side by side over the
    supply row of the left column (its other pieces wait meanwhile)."""
    if row is None or not n:
        return []
    label = max(12, row.h // 4)
    side = max(10, min(row.h - label - 2, (row.w - 4 * (n + 1)) // n))
    x = row.x + (row.w - n * side - (n - 1) * 4) // 2
    return [Rect(x + k * (side + 4), row.bottom - side, side, side) for k in range(n)]


def site_rects(z, zoo) -> dict:
    """Loc slot k -> Rect of each building site of the large zoo: on the last free spaces
    of its enclosure (pavilions take the very last), on the last stall spaces, or in the
    strip of the barn area."""
    out = {}
    used: dict = {}
    pavilions = zoo.extra.get("pavilions", ())
    strip = z.site_strip
    barn_k = 0
    for k, site in enumerate(zoo.extra.get("sites", ())):
        kind, _, where = site.partition(":")
        if where == "barn":
            if strip is not None:
                side = strip.h - 6
                out[k] = Rect(strip.x + 3 + barn_k * (side + 1), strip.y + 3, side, side)
                barn_k += 1
            continue
        i = int(where)
        rows = z.spaces.get(i) if kind == "pen" else z.stalls.get(i)
        if not rows:
            continue
        taken = used.get((kind, i), 1 if kind == "pen" and i in pavilions else 0)
        if kind == "stall" and zoo.extra.get("restaurant") is not None:
            taken += 1
        used[(kind, i)] = taken + 1
        out[k] = Rect(rows[max(0, len(rows) - 1 - taken)])
    return out


VISITOR_UNITS = 1.5     # a small zoo's visitors: a dot per colour, two by two


def mini_units(options) -> float:
    """Squares of the small zoo's strip these expansions take (the octopus and the skunk
    share the polar bear's: expansion_layout.specials_in)."""
    return ("exotic" in options) * (1 + VISITOR_UNITS) + ("building-sites" in options)


def mini_places(x, y, side, r, options) -> list:
    """(what, Rect) of the small zoo's strip for these expansions, from x rightwards."""
    out = []
    units = mini_units(options)
    if units:               # what is left of the strip, in squares no larger than the others
        side = max(8, min(side, int((r.right - x - 2 - 2 * units) / units)))
        y = r.centery - side // 2
    if "exotic" in options:
        out.append((("jungle",), Rect(x, y, side, side)))
        x += side + 2
        w = int(side * VISITOR_UNITS)
        out.append((("visitors",), Rect(x, y, w, side)))
        x += w + 2
    if "building-sites" in options:
        out.append((("sites",), Rect(x, y, side, side)))
    return out
