"""The Zoomaka table's side of the coach (ui/kit/coach.py): where its card sits and where
it points. The rules' gesture_of gives the card to drag and its drop place, the Zoomaka
layout their rectangles (the same hit map the drags go through); nothing here decides a
rule. The card sits in the viewer's zoo, at the right of its sections and left of the new
sections' places, where the lesson's first turns leave the felt empty."""
from __future__ import annotations

from pygame import Rect

from ...zoomaka.rules import gesture_of
from ..kit.coach import Coach, NoCoach, TableHooks, lesson_coach
from .draw import NEWS
from .words import describe


class ZoomakaHooks(TableHooks):
    def rects(self, action):
        t = self.table
        piece, drop = gesture_of(t.state, action)
        layout = t.hits
        return layout.rect(piece), layout.rect(drop)

    def card(self) -> Rect:
        """At the right of the viewer's zoo, above its bottom edge, between its sections and
        the new sections' places: as large as that room allows (up to 540 by 330 at the
        1280x800 scale), so the notes keep their normal letters in a small window too."""
        L = self.table.hits
        panel = L.panels[L.viewer]
        new = getattr(L, "new_box", None)
        right = (new.x if new is not None and new.w else panel.right) - L.pad
        left = max([r.right for loc, r in L.rects.items() if loc.seat == L.viewer
                    and loc.area in ("bank", "section") and r.colliderect(panel)], default=panel.x) + L.pad
        w = int(min(540 * L.u, max(right - left, min(360 * L.u, L.size[0] / 3, right - panel.x - L.pad))))
        h = int(min(330 * L.u, panel.h - L.pad - 4))      # from the title line's top
        return Rect(right - w, panel.bottom - L.pad - h, w, h)

    def describe(self, action) -> str:
        return describe(action, self.table.names())

    def say(self, sentence) -> None:
        self.table.say(sentence, NEWS)

    def busy(self) -> bool:
        return self.table.anim.busy


def coach_for(table) -> Coach | NoCoach:
    """The lesson's coach with the Zoomaka table's hooks (kit/coach.py lesson_coach)."""
    return lesson_coach(table, ZoomakaHooks)
