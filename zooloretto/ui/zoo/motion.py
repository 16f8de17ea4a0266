"""When the table must be drawn again: the table's side of the app's idle frames.

The app draws a frame after every event; between events only while the top
scene's `animating()` is true. For the table that is while something moves or
waits on a timer (a tween, a drag, a message fading, a hint pulsing, the pause
before a zoo is enlarged on hover or a tooltip shows, the end of the game until
its last look), or when what the table shows changed without an event (a move
played in code, an undo, a new viewer, a message said or gone): `shown()` is a
cheap fingerprint of that, and the table keeps the one it last drew. A thinking
bot moves nothing: the app's idle wake-ups look for its answer.

What changed from one frame to the next (`damage`, ui/damage.py): each piece of the board
(render.board_parts: the status line, the stacks, each truck, each zoo, the talk) and each
thing that moves over it (the piece in hand and what its drop would do, flights and
pop-ups, the hint's rings, the message line, an enlarged zoo, a tooltip) gives its area and
a key of what it shows; the rest (the layout, the lit places of a piece in hand, a dialog,
the bar, the coach) stands, and the whole window is drawn again when it changes.
"""
from __future__ import annotations

from pygame import Rect

from ..damage import Damage
from .render import HOVER_ENLARGE_DELAY


class TableMotion:
    _drawn = None               # shown() when the table was last drawn
    damage_of_any_event = True  # standing() keys all the table draws (ui/scene.py)
    _damage = None              # what the last frame drawn showed (ui/damage.py)

    def animating(self) -> bool:
        s = self.state
        return bool(self.choreo.busy or self.hand.drag.active or self.overlays.fading() or self.hint
                    or self.turns.hint_runner.thinking
                    or (self.hover_seat is not None and self.hover_time <= HOVER_ENLARGE_DELAY)
                    or self.tips.waiting()
                    or (s.game_over and not self.flow.results_shown and not self.flow.last_look)
                    or self.shown() != self._drawn)

    def shown(self) -> tuple:
        """What the table shows, besides timers and widgets (they have their own checks)."""
        s = self.state
        return (id(s), len(self.session.record.actions), s.current, len(s.pending), self.viewer,
                self.hand.selected, self.hand.changes, self.confirm, self.pinned_seat,
                self.hover_seat, self.log.fingerprint(), id(self.layout), self.choreo.changes,
                self.session.unconfirmed, self.flow.last_look, id(self.dialog),
                self.overlays.message_key(), self.coach.fingerprint())

    def drawn(self) -> None:
        """Call at the end of draw()."""
        self._drawn = self.shown()

    def enlarged_seat(self):
        """The other zoo shown enlarged: pinned by a click, or under the pointer a moment."""
        if self.pinned_seat is not None:
            return self.pinned_seat
        if self.hover_time >= HOVER_ENLARGE_DELAY and not self.hand.drag.active:
            return self.hover_seat
        return None

    def standing(self) -> tuple:
        """A key of all the table draws but the board's parts and what moves over it: when it
        changes, the whole window is drawn again. The objects themselves, not their ids (see
        ui/damage.py). What lies over the board and is placed by the shown state (the lit
        places of a piece in hand, the hint's line, the coach's rings) stands with it."""
        hand = self.hand
        placed = hand.selected is not None or self.hint is not None or self.coach.mode() is not None
        return (self.layout, self.viewer, hand.selected, hand.selected and hand.changes,
                hand.drag.dragging, self.confirm, self.dialog, self.flow.last_look, self.flow.mode(),
                self.hint, self.coach.fingerprint(), self.app.top is self,
                placed and self.choreo.changes)

    def damage(self):
        """The rectangles changed since the last frame drawn (None: the whole window)."""
        if self._damage is None:
            self._damage = Damage()
        if self.layout is None or self.layout.size != self.app.size:
            self._damage.forget()
            return None
        parts = [(area, key) for area, key, _ in self.painter.board_parts()]
        parts += self.choreo.anim.parts()
        parts += self.overlays.hint_rings(self.hint and self.hint[1], self.clock)
        parts.append(self.overlays.message_part())
        seat = self.enlarged_seat()
        parts.append((self.painter.enlarged_area(seat), ("enlarged", seat, self.choreo.changes)))
        held = self.painter.held_area()
        if held is not None:
            parts.append((held, ("held", self.hand.selected)))
            label = self.overlays.label_box(self.hand.drag.pos, Rect((0, 0), self.layout.size))
            parts.append(label and (label[1], ("label", label[0])))
        parts.append(self.tips.part())
        return self._damage.since(self.standing(), [p for p in parts if p is not None and p[0] is not None])
