"""Where the expansions' boards and pieces sit (pure geometry, like layout.py).

Only the expansions a game switches on (state.options) take room:

    own zoo (large)   the petting zoo (2 spaces) and the savings book (fields 1-4),
                      side by side between the barn and the money; the polar bear and a
                      newborn waiting for its place in the header ribbon; a pavilion on
                      the last space of its enclosure, the restaurant on the stall
                      spaces it covers (the rules' NEIGHBOURS)
    small zoo         a strip at the right end of its barn row
    left column       the supply row: restaurant, souvenir shop, pavilions, polar bear
"""
from __future__ import annotations

from pygame import Rect

from ...zoo.rules.expansions.buildings import NEIGHBOURS
from ...zoo.rules.expansions.events import PAVILIONS, POLAR_BEAR, RESTAURANT, SHOP
from .more_layout import add_zoo as add_more, mini_places, mini_units, supply_keys, wide_keys

BOOK_FIELDS = 4
PETTING_SPACES = 2
BOOK_UNITS = 2.3          # a small zoo's book: its picture and "2/4", in squares
MINI_CROWDED = 6          # more squares than this in a small zoo's strip: it may take 2/3 of the row
SUPPLY_LINE = 4           # more cells than this, with Exotic's colours: the row takes two lines
BOOK_ROOM = 8             # pixels more for "2/4" when later expansions share the strip


def supply_indices(options) -> tuple:
    """The supply places (rules/expansions/events.py) the switched-on expansions use."""
    out = ()
    if "buildings" in options:
        out += (RESTAURANT, SHOP, PAVILIONS)
    if "polar-bear" in options:
        out += (POLAR_BEAR,)
    return out + supply_keys(options)      # Exotic's and the minis' (more_layout.py)


def supply_lines(options) -> int:
    """The supply row's lines: a second for Exotic's visitors and bonus boards when the
    row holds too many cells for their colours to read in one."""
    return 2 if len(supply_indices(options)) > SUPPLY_LINE and wide_keys(options) else 1


def supply_height(options, scale) -> int:
    """The height of the left column's supply row (0: no expansion puts a piece there)."""
    if not supply_indices(options):
        return 0
    return int((66 if supply_lines(options) == 1 else 84) * scale)


def supply_cells(row: Rect, options) -> dict:
    """Supply index -> Rect of its cell in the supply row (under a small label): squares in
    one line, or with many the plain pieces above and Exotic's colours below, each a strip
    of four (more_layout.quarters cuts both shapes)."""
    kinds = supply_indices(options)
    if not kinds or row is None:
        return {}
    label = max(12, row.h // 4)
    gap = max(4, row.w // 40)
    if supply_lines(options) == 1:
        side = min(row.h - label - 2, (row.w - gap * (len(kinds) + 1)) // len(kinds))
        x = row.x + (row.w - side * len(kinds) - gap * (len(kinds) - 1)) // 2
        return {i: Rect(x + k * (side + gap), row.bottom - side, side, side) for k, i in enumerate(kinds)}
    wide = wide_keys(options)
    plain = [i for i in kinds if i not in wide]
    q = (row.w - gap * (len(wide) + 1)) // (4 * len(wide))
    side = (row.w - gap * (len(plain) + 1)) // max(1, len(plain))
    room = row.h - label - 2 - 2 * gap
    if side + q > room:             # both lines shrink alike to the row's height
        q, side = q * room // (side + q), room - q * room // (side + q)
    cells = {}
    x = row.x + (row.w - side * len(plain) - gap * (len(plain) - 1)) // 2
    for k, i in enumerate(plain):
        cells[i] = Rect(x + k * (side + gap), row.bottom - q - 2 * gap - side, side, side)
    x = row.x + (row.w - 4 * q * len(wide) - gap * (len(wide) - 1)) // 2
    for k, i in enumerate(wide):
        cells[i] = Rect(x + k * (4 * q + gap), row.bottom - q, 4 * q, q)
    return cells


def add_zoo_extras(z, options, ceiling=None) -> None:
    """Carve the own zoo's expansion places out of its barn row and header. `ceiling`: how
    high the zoo may reach above its header (the bottom of the table's top bar)."""
    z.petting = z.book = z.bear = z.newborn = None
    z.newborn_glow = 0
    z.petting_spaces, z.book_fields = [], []
    t, bt = z.tile, z.barn_tile
    gap = max(3, t // 10)
    barn = Rect(z.barn)
    icon = max(14, min(int(bt * 0.75), barn.h - 2 * bt - gap * 4))   # the panels' pictures
    z.extras_icon = icon
    x = barn.right
    if "savings-book" in options:
        room = barn.h - icon - gap * 2
        cap = int(bt * 0.9)                          # a coin on a field reads like a barn tile
        one = min(cap, (room - gap * BOOK_FIELDS) // BOOK_FIELDS)
        two = min(cap, (room - gap * 3) // 2)
        cols = 1 if one >= two * 0.9 else 2          # a column, or two by two when larger
        field = max(12, one if cols == 1 else two)
        w = max(cols * field + (cols + 1) * gap + 4, icon + gap * 2 + 4)
        x -= w
        z.book = Rect(x, barn.y, w, barn.h)
        top = barn.y + icon + gap * 2
        left = x + (w - cols * field - (cols - 1) * gap) // 2
        z.book_fields = [Rect(left + (k % cols) * (field + gap), top + (k // cols) * (field + gap),
                              field, field) for k in range(BOOK_FIELDS)]
        x -= gap
    if "petting-zoo" in options:
        side = max(14, min(bt, (barn.h - icon - gap * (PETTING_SPACES + 2)) // PETTING_SPACES))
        w = max(side + 2 * gap + 4, icon + gap * 2 + 4)
        x -= w
        z.petting = Rect(x, barn.y, w, barn.h)
        top = barn.y + icon + gap * 2
        z.petting_spaces = [Rect(x + (w - side) // 2, top + k * (side + gap), side, side)
                            for k in range(PETTING_SPACES)]
        x -= gap
    x = add_more(z, options, x, gap, icon)     # the jungle board and the path, the specials
    if x != barn.right:
        z.barn = Rect(barn.x, barn.y, x - barn.x, barn.h)
    head = z.header
    side = max(14, head.h - 10)
    if "petting-zoo" in options:
        z.newborn = newborn_rect(z, side, ceiling)
    if "polar-bear" in options:
        z.bear = Rect(0, 0, side, side)
        z.bear.center = (head.centerx - side // 2, head.centery - 2)


def newborn_rect(z, side, ceiling=None):
    """A newborn waiting for its place sits on the header ribbon, as large as a tile of the
    zoo where the band between the top bar (`ceiling`) and the enclosures allows, else as
    large as that band. Also sets z.newborn_glow: how far its highlight may reach out."""
    head = z.header
    lo = head.y if ceiling is None else min(head.y, ceiling + 1)
    hi = min(b.y for b in z.boxes.values()) - 1 if z.boxes else head.bottom
    side = max(side, min(z.tile, hi - lo))
    r = Rect(0, 0, side, side)
    r.center = (head.centerx + max(side, head.h), head.centery - 2)
    r.bottom = min(r.bottom, hi)
    r.top = max(r.top, lo)
    z.newborn_glow = max(0, min(5, r.top - lo, hi - r.bottom))
    return r


def pavilion_rect(z, i):
    """A pavilion stands on the last printed space of its enclosure."""
    spaces = z.spaces.get(i)
    return Rect(spaces[-1]) if spaces else None


def restaurant_rects(z, pair) -> list:
    """The stall spaces the restaurant covers: the last ones of each enclosure of its pair."""
    out = []
    if not isinstance(pair, int) or not 0 <= pair < len(NEIGHBOURS):
        return out
    for e, n in NEIGHBOURS[pair].items():
        rs = z.stalls.get(e) or []
        out += rs[len(rs) - n:]
    return out


def restaurant_rect(z, pair):
    """The restaurant's place: its stall spaces when side by side, else the first of them."""
    rs = restaurant_rects(z, pair)
    if not rs:
        return None
    whole = rs[0].unionall(rs)
    return whole if whole.w <= rs[0].w * 1.5 or whole.h <= rs[0].h * 1.5 and whole.w <= rs[0].w * 2.5 else rs[0]


def specials_in(options) -> list:
    """The small zoo's names of the first-full-enclosure specials switched on."""
    return [name for key, name in (("polar-bear", "bear"), ("octopus", "octopus"), ("skunk", "skunk"))
            if key in options]


def _units(options) -> tuple:
    """Squares of a small zoo's strip: (the first four expansions', the later ones')."""
    first = (bool(specials_in(options)) + ("petting-zoo" in options) * PETTING_SPACES
             + ("savings-book" in options) * BOOK_UNITS)
    return first, mini_units(options)


def strip_lines(w, h, first, more) -> tuple:
    """(lines, side of a square) of a small zoo's strip w x h: all its squares on one line,
    or the later expansions' on a second when that draws every square larger (a tall
    strip, as the 2-player game's)."""
    one = max(10, min(h - 6, int((w - 10) / max(1, first + more))))
    if first and more:
        two = min((h - 9) // 2, int((w - 10) / max(first, more)))
        if two > one:
            return 2, two
    return 1, one


def add_mini_extras(ml, options) -> None:
    """A small zoo's strip for the polar bear, the petting zoo and the savings book (and
    the later expansions' pieces, more_layout.mini_places), at the right end of its barn row."""
    ml.extras = None
    first, more = _units(options)
    slots = first + more
    if not slots:
        return
    side = max(10, ml.barn.h - 6)
    # the barn keeps half the row; with many expansions in the strip, room for its picture
    # and a hand of three tiles (a third of the row at least)
    keep = ml.barn.w // 2 if slots <= MINI_CROWDED else \
        min(ml.barn.w // 2, max(ml.barn.w // 3, int(side * 3.5) + 18))
    lines, two = strip_lines(ml.barn.w - keep, ml.barn.h, first, more)
    w = min(int(side * slots if lines == 1 else two * max(first, more)) + 10, ml.barn.w - keep)
    ml.extras = Rect(ml.barn.right - w, ml.barn.y, w, ml.barn.h)
    ml.barn = Rect(ml.barn.x, ml.barn.y, ml.barn.w - w - 3, ml.barn.h)


def mini_extra_places(ml, options) -> list:
    """(what, Rect) of the small zoo's strip, left to right: ("bear",) (the octopus and the
    skunk share its place), ("petting", k), ("book",), then the later expansions' places
    (more_layout.mini_places), on a second line in a tall strip. Everything switched on
    has its place, filled or not."""
    if ml.extras is None:
        return []
    r = ml.extras
    first, more = _units(options)
    lines, side = strip_lines(r.w, r.h, first, more)
    x = r.x + 3
    y = r.centery - side // 2 if lines == 1 else r.y + (r.h - 2 * side - 3) // 2
    out = []
    specials = specials_in(options)
    if specials:            # a zoo holds one of them at most: they share one place
        cell = Rect(x, y, side, side)
        out += [((name,), cell) for name in specials]
        x += side + 2
    if "petting-zoo" in options:
        for k in range(PETTING_SPACES):
            out.append((("petting", k), Rect(x, y, side, side)))
            x += side + 1
        x += 2
    if "savings-book" in options:
        w = int(side * BOOK_UNITS) + BOOK_ROOM if more and lines == 1 else r.right - x - 2
        out.append((("book",), Rect(x, y, w, side)))
        x += w + 2
    line = r
    if lines == 2:
        x, y = r.x + 3, y + side + 3
        line = Rect(r.x, y, r.w, side)
    return out + mini_places(x, y, side, line, options)


def mini_place(ml, options, want, k=0):
    """The Rect of the small zoo's strip place `want` ("bear", "book", "jungle"...; the
    k-th for the petting zoo's two), or the whole small zoo when it has none."""
    for what, r in mini_extra_places(ml, options):
        if what[0] == want and (want != "petting" or what[1] == k):
            return r
    return ml.rect
