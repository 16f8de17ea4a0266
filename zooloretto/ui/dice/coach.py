"""The dice table's side of the coach (ui/kit/coach.py): where its card sits and where it
points. The dice rules' gesture_of gives the piece and the drop place, the dice layout
their rectangles: the ring on the drop is the whole place the rules accept (any crate of
the truck, any box of the sheet), the arrow ends where the headless table drops."""
from __future__ import annotations

from pygame import Rect

from ...dice.rules.gestures import gesture_of
from ..kit.coach import Coach, NoCoach, TableHooks, lesson_coach
from . import overlay
from .words import describe


class DiceHooks(TableHooks):
    def rects(self, action):
        piece, drop = gesture_of(self.table.state, action)
        layout = self.table.layout
        return layout.rect(piece), layout.rect(drop.whole())

    def card(self) -> Rect:
        """The column the sheets leave at their right while the coach speaks (layout.py)."""
        return self.table.layout.coach

    def describe(self, action) -> str:
        return describe(action)

    def say(self, sentence) -> None:
        self.table.say(sentence, overlay.NEWS)

    def busy(self) -> bool:
        return self.table.shown.busy


def coach_for(table) -> Coach | NoCoach:
    """The lesson's coach with the dice table's hooks (kit/coach.py lesson_coach)."""
    return lesson_coach(table, DiceHooks)
