"""Tooltips at the dice table: rest the pointer on a place and it says what it is and what
it is worth, in the player's language. The place comes from the layout's hit test (the only
one); the box is drawn by the board table's render_box."""
from __future__ import annotations

from ...dice.rules import components as C
from ...dice.rules.places import Loc, crossed
from ...dice.rules.scoring import score_sheet
from ..safe_draw import safe_text
from ..table.tooltips import TOOLTIP_DELAY, render_box
from ..text import tr
from .words import face


class DiceTips:
    def __init__(self, table):
        self.table = table
        self.pos = None
        self.key = None
        self.rest = 0.0
        self._drawn_for = None

    def hover(self, pos):
        self.pos = pos
        t = self.table
        key = None
        if pos is not None and t.layout is not None and t.dialog is None:
            hits = t.layout.hit(pos)
            key = hits[0] if hits else None
        if key != self.key:
            self.key, self.rest = key, 0.0

    def update(self, dt):
        self.rest += dt

    def waiting(self) -> bool:
        return self.key is not None and self._drawn_for != self.key

    def shown(self):
        t = self.table
        if self.key is None or self.rest < TOOLTIP_DELAY or t.hand.drag.active or t.app.top is not t:
            return None
        return lines_for(self.key, t.shown.state, t.names())

    def draw(self, surface):
        lines = self.shown()
        if self.rest >= TOOLTIP_DELAY:
            self._drawn_for = self.key
        if not lines or self.pos is None:
            return
        L = self.table.layout
        img = render_box(tuple(lines), L.font_size(15), int(340 * L.u))
        r = img.get_rect(topleft=(self.pos[0] + 16, self.pos[1] + 20))
        screen = surface.get_rect()
        if r.right > screen.right:
            r.right = self.pos[0] - 12
        if r.bottom > screen.bottom:
            r.bottom = self.pos[1] - 12
        r.clamp_ip(screen)
        surface.blit(img, r)


def _points(n: int) -> str:
    return f"{n:+d}".replace("-", "−") if n else "0"


def lines_for(loc: Loc, state, names) -> list | None:
    """A title, then sentences or (what, points) rows, for the place `loc`."""
    area = loc.area
    if area == "supply":
        return [tr("dice.tip.supply"), tr("dice.dice_left", n=state.supply)]
    if area == "tray":
        return [tr("dice.tip.tray")]
    if area == "truck":
        return [tr("dice.truck", n=loc.index + 1),
                tr("dice.tip.truck", count=len(state.trucks[loc.index]), crates=C.CRATES)]
    if area in ("pen", "bonus", "barn") and loc.index is not None:
        animal = C.ANIMALS[loc.index]
        if area == "pen":
            sheet = state.sheets[loc.seat]
            return [tr("dice.tip.pen", animal=face(animal)),
                    tr("dice.tip.pen_body", crossed=sheet.pens[animal], count=C.ENCLOSURE_BOXES[animal])]
        if area == "bonus":
            owner = next((q for q, s in enumerate(state.sheets) if animal in s.bonuses), None)
            body = tr("dice.tip.bonus_open") if owner is None else \
                tr("dice.tip.bonus_taken", name=safe_text(names[owner], 24))
            return [tr("dice.tip.bonus", animal=face(animal), n=C.BONUS_POINTS[animal]), body]
        return [tr("dice.tip.barn", animal=face(animal)),
                tr("dice.tip.barn_crossed") if crossed(state, loc) else tr("dice.tip.barn_body")]
    if area == "coin":
        return [tr("dice.tip.coins"), tr("dice.tip.coins_body")]
    if area in ("sheet", "taken") and loc.seat is not None:
        b = score_sheet(state.sheets[loc.seat])
        return [safe_text(names[loc.seat], 24),
                (tr("dice.results.animals"), _points(b["animal_points"])),
                (tr("dice.results.bonuses"), _points(b["bonus_points"])),
                (tr("dice.results.coin_groups"), _points(b["coin_points"])),
                (tr("dice.results.barn"), _points(b["barn_penalty"])),
                ("=" + tr("dice.results.total"), _points(b["total"]))]
    return None
