"""When the table must be drawn again: the table's side of the app's idle frames.

The app draws a frame after every event; between events only while the top
scene's `animating()` is true. For the table that is while something moves or
waits on a timer (a tween, a drag, a message fading, a hint pulsing, the pause
before a zoo is enlarged on hover or a tooltip shows, the end of the game until
its last look), or when what the table shows changed without an event (a move
played in code, an undo, a new viewer, a message said or gone): `shown()` is a
cheap fingerprint of that, and the table keeps the one it last drew. A thinking
bot moves nothing: the app's idle wake-ups look for its answer.
"""
from __future__ import annotations

from .render import HOVER_ENLARGE_DELAY


class TableMotion:
    _drawn = None               # shown() when the table was last drawn

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
