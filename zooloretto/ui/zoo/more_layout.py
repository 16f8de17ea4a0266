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
BARN_SHARE = 0.58        # at most this much of the barn row goes to the jungle board and path


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


def quarters(r: Rect) -> list:
    """Four squares of a cell, two by two (the four colours)."""
    h = r.w // 2
    return [Rect(r.x + (k % 2) * h, r.y + (k // 2) * h, h, h) for k in range(4)]


def add_zoo(z, options, x, gap, icon) -> int:
    """Carve the jungle board and the path out of the barn row, from its right edge x
    leftwards; place the specials on the header. Returns the new x."""
    z.jungle = z.path = z.octopus = z.skunk = z.site_strip = z.site_stop = None
    z.jungle_spaces, z.path_cells = [], {}
    barn, bt = z.barn, z.barn_tile
    if "exotic" in options:
        rows = len(COLOURS)
        cell = max(8, min(int(bt * 0.62), (barn.h - icon - gap * 3) // rows))
        side = max(12, min(bt, (barn.h - icon - gap * 4) // 2))
        need = (POINTS + 1) * cell + 3 * side + 7 * gap + 4
        budget = int((x - barn.x) * BARN_SHARE)      # the barn keeps the rest of the row
        if need > budget:
            f = budget / need
            cell, side = max(8, int(cell * f)), max(10, int(side * f))
        w = (POINTS + 1) * cell + gap * 2 + 4
        x -= w
        z.path = Rect(x, barn.y, w, barn.h)
        top = barn.y + icon + gap * 2
        for k, colour in enumerate(COLOURS):
            z.path_cells[colour] = [Rect(x + gap + 2 + j * cell, top + k * cell, cell - 2, cell - 2)
                                    for j in range(POINTS + 1)]     # the last: the exit
        x -= gap
        w = 3 * side + 4 * gap
        x -= w
        z.jungle = Rect(x, barn.y, w, barn.h)
        z.jungle_spaces = [Rect(x + gap + k * (side + gap), top, side, side) for k in range(3)]
        z.jungle_spaces += [Rect(x + gap + k * (side + gap), top + side + gap, side, side)
                            for k in (1, 2)]                        # an L: 3 above, 2 below right
        x -= gap
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
