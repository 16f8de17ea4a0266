"""The board table's side of the coach (ui/kit/coach.py): where its card sits and where
it points. The coach points at the rules' places: gesture_of(state, action) gives the
piece and the drop place, the table's hit map their rectangles, so a ring is lit on
exactly what the rules accept."""
from __future__ import annotations

from pygame import Rect

from ...zoo.rules.gestures import gesture_of
from ..game_log import describe_action
from ..kit.coach import Coach, NoCoach, TableHooks, lesson_coach
from ..kit.ink import WOOD_DARK

MIN_CARD_H = 150      # px at 1280x800: below this the card covers the table talk instead


class BoardHooks(TableHooks):
    def rects(self, action):
        gesture, hits = gesture_of(self.table.state, action), self.table.hits
        drop = None if gesture.drop == gesture.piece else hits.highlight(gesture.drop)
        return hits.rect(gesture.piece), drop

    def card(self) -> Rect:
        """Between the other zoos and the table talk, in the right column; over the talk
        when the column has no room left."""
        L = self.table.layout
        gap = L.font_size(8)
        top = max((r.bottom for r in L.opponents), default=L.log.y) + gap
        room = Rect(L.log.x, top, L.log.w, L.log.y - gap - top)
        return room if room.h >= L.font_size(MIN_CARD_H) else Rect(L.log)

    def describe(self, action) -> str:
        return describe_action(action, self.table.state)

    def say(self, sentence) -> None:
        self.table.overlays.say(sentence, colour=WOOD_DARK)

    def busy(self) -> bool:
        return self.table.choreo.busy


def coach_for(table) -> Coach | NoCoach:
    """The lesson's coach with the board table's hooks (kit/coach.py lesson_coach)."""
    return lesson_coach(table, BoardHooks)
