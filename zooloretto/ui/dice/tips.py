"""Tooltips at the dice table: rest the pointer on a place and it says what it is and what
it is worth, in the player's language. The place comes from the layout's hit test (the only
one); the pointer's rest and the box are the board table's Tooltips."""
from __future__ import annotations

from ...dice.rules import components as C
from ...dice.rules.places import Loc, crossed
from ...dice.rules.scoring import score_sheet
from ..safe_draw import safe_text
from ..kit.tooltips import Tooltips
from ..text import tr
from .words import face


class DiceTips(Tooltips):
    """The board table's tooltips (pointer rest, box beside the pointer), with the dice
    game's words: the layout names the place (`note_at`), lines_for says what it is."""

    def lines(self):
        t = self.table
        return lines_for(self.key, t.shown.state, t.names())

    def bar(self):
        """The flow's bar (the turn check, the last look, the hint) in the message strip."""
        t = self.table
        return t.layout.message if t.flow.mode() is not None and t.layout is not None else None


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
