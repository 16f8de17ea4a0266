"""Where everything sits on the game table, computed from the window size alone.

Pure geometry (pygame.Rect only, no drawing): the scene draws with it and the
drag controller hit-tests with it, so a picture and its drop zone never drift
apart. Works from 1024x640 up to 2560x1440.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from ...zoo.rules import components as C
from ...zoo.rules.tiles import ANIMAL_OF, STALL_OF
from .expansion_layout import add_mini_extras, add_zoo_extras, supply_height
from .more_layout import cell_boards

# Enclosures as they sit on a zoo board, left to right, top to bottom.
# Index 0 is the small one (2 stall spaces); 3 and 4 are expansion boards.
BOARD_ORDER_ONE_EXPANSION = ((2, 1), (0, 3))
BOARD_ORDER_TWO_EXPANSIONS = ((2, 1, 4), (0, 3))
BOARD_ORDER_TWO_EXPANSIONS_TALL = ((2, 1), (0, 3), (4,))
PEN_COLUMNS = 3          # spaces per row inside an enclosure
MINI_EDGE = 5            # pixels of a small barn's tile seen beside the next one, at least


def clamp(v, lo, hi):
    return max(lo, min(hi, v))


# --------------------------------------------------------------------------- a zoo

@dataclass
class ZooLayout:
    """One zoo drawn large: enclosures with their spaces and stall spaces, the barn."""
    rect: Rect
    tile: int                                   # side of a square tile on this board
    header: Rect = None
    boxes: dict = field(default_factory=dict)   # enclosure -> Rect of the whole box
    labels: dict = field(default_factory=dict)  # enclosure -> Rect of its printed values
    spaces: dict = field(default_factory=dict)  # enclosure -> [Rect] animal spaces
    stalls: dict = field(default_factory=dict)  # enclosure -> [Rect] stall spaces
    barn: Rect = None
    discard: Rect = None
    coins: Rect = None
    score: Rect = None                          # the live score in the header ribbon
    free: list = field(default_factory=list)    # grid cells no enclosure takes (Exotic's boards)

    @property
    def barn_tile(self) -> int:
        return max(16, int(self.tile * 0.72))


def _unit(rect, order):
    """Side of one grid unit (a space plus its gap) for this arrangement."""
    cols = max(len(row) for row in order)
    # Units: a box is 3 spaces + a stall column wide and 2 spaces + a label tall;
    # each column also takes three gaps of ~0.1 unit.
    width_units = cols * (PEN_COLUMNS + 1 + 0.55 + 0.2) + 0.2
    height_units = 0.75 + len(order) * (2 + 0.55 + 0.4) + 2.3
    return min(rect.w / width_units, rect.h / height_units)


def zoo_layout(rect: Rect, expansions: int, options=(), ceiling=None) -> ZooLayout:
    if expansions + cell_boards(options) < 2:
        order = BOARD_ORDER_ONE_EXPANSION
    else:   # two expansions: wide or tall, whichever gives bigger tiles
        order = max((BOARD_ORDER_TWO_EXPANSIONS, BOARD_ORDER_TWO_EXPANSIONS_TALL),
                    key=lambda o: _unit(rect, o))
    cols = max(len(row) for row in order)
    box_w_units = PEN_COLUMNS + 1 + 0.55
    unit = _unit(rect, order)
    tile = int(unit * 0.9)
    gap = max(2, int(unit - tile))
    z = ZooLayout(rect=Rect(rect), tile=tile)
    z.header = Rect(rect.x, rect.y, rect.w, int(unit * 0.7))
    box_w, box_h = int(box_w_units * unit) - gap, int(2.55 * unit + gap)
    grid_w = cols * (box_w + gap * 3)
    x0 = rect.x + (rect.w - grid_w) // 2 + gap
    y = z.header.bottom + gap
    for row in order:
        x = x0
        for i in row + (None,) * (cols - len(row)):
            box = Rect(x, y, box_w, box_h)
            if i is None or i >= C.BOARD_ENCLOSURES + expansions:     # a cell left free
                z.free.append(box)
                x += box_w + gap * 3
                continue
            z.boxes[i] = box
            z.labels[i] = Rect(box.x, box.y, box.w, int(unit * 0.5))
            pen_x = box.x + gap * 2
            pen_y = z.labels[i].bottom + gap // 2
            spaces = []
            cap = C.ENCLOSURE_CAPACITY[i]
            for k in range(cap):
                r, c = divmod(k, PEN_COLUMNS) if cap > 4 else divmod(k, 2)
                spaces.append(Rect(pen_x + c * (tile + gap), pen_y + r * (tile + gap), tile, tile))
            if cap == 4:    # a 2x2 square, centred in the three columns
                shift = (tile + gap) // 2
                spaces = [s.move(shift, 0) for s in spaces]
            z.spaces[i] = spaces
            stall_x = box.right - tile - gap * 2
            z.stalls[i] = [Rect(stall_x, pen_y + k * (tile + gap), tile, tile)
                           for k in range(C.STALL_SPACES[i])]
            x += box_w + gap * 3
        y += box_h + int(unit * 0.4)
    barn_h = min(rect.bottom - y, int(unit * 2.7))
    bin_w = int(unit * 1.3)
    coins_w = int(unit * 1.5)
    z.barn = Rect(x0, y, grid_w - gap * 3 - bin_w - coins_w - gap * 2, max(barn_h, tile))
    z.coins = Rect(z.barn.right + gap, y, coins_w, z.barn.h)
    z.discard = Rect(z.coins.right + gap, y, bin_w, z.barn.h)
    spare = rect.bottom - z.barn.bottom
    if spare > 4:      # centre the board vertically in the space it was given
        dy = spare // 2
        for r in (z.header, z.barn, z.coins, z.discard, *z.boxes.values(), *z.labels.values(), *z.free,
                  *(r for rs in z.spaces.values() for r in rs),
                  *(r for rs in z.stalls.values() for r in rs)):
            r.move_ip(0, dy)
    board_right = z.discard.right + tile // 6
    z.score = Rect(0, 0, int(unit * 2.4), max(12, z.header.h - 14))
    z.score.midright = (board_right - tile // 3, z.header.centery - 2)
    add_zoo_extras(z, options, ceiling)
    return z


def _kind(tile):
    return ANIMAL_OF.get(tile) or STALL_OF.get(tile) or tile


def barn_places(barn: list, rect: Rect, size: int) -> list:
    """Barn tiles grouped by animal or stall type, each group overlapping like a
    hand of cards so large barns still fit; returns [(slot, tile, Rect)] in the
    order they are drawn, slot being the tile's index in the state's barn list."""
    groups: dict = {}
    for k, t in enumerate(barn):
        groups.setdefault(_kind(t), []).append((k, t))
    if not groups:
        return []
    pad = max(4, size // 6)
    top = rect.y + int(size * 0.55)
    avail_w = rect.w - 2 * pad
    rows = 1 if rect.h - (top - rect.y) < 2 * size + pad else 2
    # How far tiles of one group overlap, so that all groups fit in `rows` rows.
    for step_f in (0.62, 0.45, 0.32, 0.22, 0.14):
        step = max(3, int(size * step_f))
        widths = [size + step * (len(g) - 1) for g in groups.values()]
        lines, w = [[]], 0
        for k, gw in enumerate(widths):
            if lines[-1] and w + pad + gw > avail_w:
                lines.append([])
                w = 0
            lines[-1].append(k)
            w += (pad if len(lines[-1]) > 1 else 0) + gw
        if len(lines) <= rows:
            break
    out = []
    group_list = list(groups.values())
    for r, line in enumerate(lines):
        x = rect.x + pad
        y = top + r * (size + pad)
        for k in line:
            for j, (slot, t) in enumerate(group_list[k]):
                out.append((slot, t, Rect(x + j * step, y, size, size)))
            x += size + step * (len(group_list[k]) - 1) + pad
    return out


# --------------------------------------------------------------------------- a small zoo

@dataclass
class MiniZooLayout:
    rect: Rect
    name: Rect
    pens: dict          # enclosure -> Rect (icon, count, stall marks)
    barn: Rect
    tile: int
    score: Rect = None      # the live score badge in the name ribbon
    coins: Rect = None      # the coins at the ribbon's right end

    @property
    def font(self) -> int:
        return max(11, int(self.name.h * 0.62))


def mini_zoo_layout(rect: Rect, expansions: int, options=()) -> MiniZooLayout:
    pad = max(3, rect.h // 22)
    name_h = max(16, min(int(rect.h * 0.24), int(rect.w * 0.12)))   # a tall panel's name stays readable in its width
    n = C.BOARD_ENCLOSURES + expansions
    body = Rect(rect.x + pad, rect.y + name_h + pad, rect.w - 2 * pad, rect.h - name_h - 2 * pad)
    pen_h = int(body.h * 0.56)
    pen_w = (body.w - (n - 1) * pad) // n
    pens = {}
    for k, i in enumerate((0, 1, 2, 3, 4)[:n]):
        pens[i] = Rect(body.x + k * (pen_w + pad), body.y, pen_w, pen_h)
    barn = Rect(body.x, body.y + pen_h + pad, body.w, body.h - pen_h - pad)
    tile = clamp(min(barn.h - 2, pen_h), 14, 64)
    ml = MiniZooLayout(Rect(rect), Rect(rect.x, rect.y, rect.w, name_h), pens, barn, tile)
    fs = ml.font
    coins_w = int(name_h * 0.8) + int(fs * 1.3) + 4
    ml.coins = Rect(rect.right - 12 - coins_w, rect.y + 3, coins_w, name_h)
    ml.score = Rect(0, 0, int(fs * 2.9), max(12, name_h - 6))
    ml.score.midright = (ml.coins.x - 6, rect.y + 3 + name_h // 2)
    add_mini_extras(ml, options)
    return ml


# --------------------------------------------------------------------------- the table

@dataclass
class TableLayout:
    size: tuple
    scale: float
    top_bar: Rect
    market: Rect           # stacks, bank, offspring supply (left column)
    draw_stack: Rect
    end_stack: Rect
    bank: Rect
    supply: Rect
    trucks: list           # Rect per truck
    truck_slots: list      # [[Rect] * 3] per truck
    zoo_area: Rect
    opponents: list        # Rect per other seat (in seat order after the shown one)
    log: Rect
    buttons: dict          # name -> Rect (pygame-gui buttons in the top bar)
    message: Rect          # where a refusal sentence appears
    zoo: ZooLayout = None
    extras: Rect = None    # the expansions' supply row (buildings, polar bear), if any
    hand: Rect = None      # the tile drawn, face up for all, until it goes on a truck

    def font_size(self, f: float) -> int:
        return max(11, int(f * self.scale))


def table_layout(size, num_players: int, num_trucks: int, expansions: int, options=()) -> TableLayout:
    w, h = size
    scale = min(w / 1280, h / 800)
    m = max(6, int(10 * scale))
    top_h = clamp(int(46 * scale), 36, 80)
    top = Rect(0, 0, w, top_h)
    right_w = clamp(int(w * 0.26), 250, 700)
    left_w = clamp(int(w * 0.18), 186, 470)
    right = Rect(w - right_w, top_h, right_w, h - top_h)
    left = Rect(0, top_h, left_w, h - top_h)
    center = Rect(left.right, top_h, w - left_w - right_w, h - top_h)

    # Left column, top to bottom: the two stacks side by side, the trucks
    # (dragged right onto the zoo), then the bank and the offspring supply.
    col = left.inflate(-2 * m, -2 * m)
    label_h = int(22 * scale)
    # Three in a row: the draw stack, the hand (a tile drawn, face up, before it goes on
    # a truck) and the end stack.
    stack = int(min((col.w - 5 * m) / 3, h * 0.085))
    draw_stack = Rect(0, 0, stack, stack)
    draw_stack.topleft = (col.x + m, col.y + label_h + m // 2)
    end_stack = Rect(0, 0, stack, stack)
    end_stack.topright = (col.right - m * 2, draw_stack.y)
    hand = Rect(0, 0, stack, stack)
    hand.center = ((draw_stack.right + end_stack.x) // 2, draw_stack.centery)
    bottom_h = int(150 * scale)
    bank = Rect(col.x, col.bottom - bottom_h, col.w, int(44 * scale))
    supply = Rect(col.x, bank.bottom + m // 2, col.w, col.bottom - bank.bottom - m // 2)

    trucks_top = draw_stack.bottom + int(stack * 0.3) + m
    extras_h = supply_height(options, scale)
    extras = Rect(col.x, bank.y - extras_h - m // 2, col.w, extras_h) if extras_h else None
    avail = (extras.y if extras else bank.y) - m - trucks_top
    gap = max(4, m // 2)
    truck_h = min(int((avail - gap * (num_trucks - 1)) / num_trucks), int(col.w * 0.48))
    slot = int(min(truck_h * 0.7, (col.w * 0.76) / 3 - 4))
    trucks, slots = [], []
    y = trucks_top + max(0, (avail - num_trucks * truck_h - gap * (num_trucks - 1)) // 2)
    for _ in range(num_trucks):
        r = Rect(col.x, y, col.w, truck_h)
        trucks.append(r)
        sy = r.y + int(truck_h * 0.1)
        slots.append([Rect(r.x + int(r.w * 0.04) + k * (slot + 4), sy, slot, slot) for k in range(3)])
        y += truck_h + gap
    zoo_area = Rect(center.x + m, center.y + m, center.w - 2 * m, center.h - 2 * m)

    # Right column: the other zoos, then the table talk.
    n_opp = max(1, num_players - 1)
    log_h = clamp(int(right.h * 0.3), 150, 420)
    opp_area = Rect(right.x + m, right.y + m, right.w - 2 * m, right.h - log_h - 3 * m)
    opp_h = min(int(opp_area.h / n_opp) - m // 2, int(opp_area.w * (0.5 if n_opp > 1 else 0.7)))
    opponents = [Rect(opp_area.x, opp_area.y + k * (opp_h + m // 2), opp_area.w, opp_h)
                 for k in range(num_players - 1)]
    log = Rect(right.x + m, right.bottom - log_h - m, right.w - 2 * m, log_h)

    bh = top_h - 10
    bw = clamp(int(110 * scale), 90, 220)
    buttons = {}
    bx = w - m
    for name in ("menu", "hint", "undo"):
        bx -= bw
        buttons[name] = Rect(bx, 5, bw, bh)
        bx -= m // 2
    message = Rect(0, 0, min(zoo_area.w, int(760 * scale)), clamp(int(54 * scale), 40, 110))
    message.midbottom = (zoo_area.centerx, zoo_area.bottom - m)
    t = TableLayout((w, h), scale, top, left, draw_stack, end_stack, bank, supply,
                    trucks, slots, zoo_area, opponents, log, buttons, message)
    t.zoo = zoo_layout(zoo_area, expansions, options, ceiling=top.bottom)
    t.extras = extras
    t.hand = hand
    return t


def mini_barn_inner(ml) -> Rect:
    """Where a small zoo's barn tiles sit (absolute coordinates)."""
    icon_w = min(ml.barn.h - 4, ml.tile)
    return Rect(ml.barn.x + icon_w + 8, ml.barn.y, ml.barn.w - icon_w - 10, ml.barn.h)


def mini_barn_places(barn, rect, size):
    """A small zoo's barn tiles in one row, sorted by kind, overlapping when many:
    [(slot, tile, Rect)] in drawing order, slot being the index in the state's barn."""
    size = min(size, rect.h - 4)
    if not barn:
        return []
    order = sorted(range(len(barn)), key=lambda k: (_kind(barn[k]), barn[k]))
    if len(order) > 1:          # too many for the row: smaller tiles, each edge still to grab
        size = max(8, min(size, rect.w - MINI_EDGE * (len(order) - 1)))
    step = min(size + 2, (rect.w - size) // max(1, len(order) - 1)) if len(order) > 1 else size
    y = rect.centery - size // 2
    return [(k, barn[k], Rect(rect.x + n * step, y, size, size)) for n, k in enumerate(order)]
