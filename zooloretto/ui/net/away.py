"""The host's question when a player on another computer has been away past the grace
time and the table waits for their move: "Let a bot play" (until they are back: they
take their seat again at its next move) or "Wait" (asked again after another grace
time). A dialog of the table (ui/kit/dialog.py), the same at the three games' tables;
it goes by itself when the player comes back."""
from __future__ import annotations

from ..kit.dialog import Dialog
from ..text import tr


class AwayChoice:
    def __init__(self, scene, net):
        self.scene, self.net = scene, net
        self.seat = None                  # the seat asked about while the dialog is open

    def check(self, seat) -> None:
        """The table waits for `seat` (None: for nobody now): ask, or take the question back."""
        core, now = self.net.core, self.net.clock()
        if self.seat is not None:
            if seat != self.seat or not core.overdue(self.seat, now):
                self._close()             # back, or no longer waited for
            return
        if seat is not None and self.scene.dialog is None and core.overdue(seat, now):
            self._ask(seat)

    def _ask(self, seat: int) -> None:
        self.seat = seat
        name = self.net.core.seats[seat].name
        body = tr("net.table.away_body", name=name, seconds=int(self.net.core.grace))
        self.scene.dialog = Dialog("net.table.away_title", body,
                                   [("net.table.wait", lambda d: self.answer(False)),
                                    ("net.table.let_bot", lambda d: self.answer(True))],
                                   title_kwargs={"name": name}, cancel=lambda d: self.answer(False))
        self.scene.rebuild()

    def answer(self, by_bot: bool) -> None:
        seat = self.seat
        self._close()
        if seat is None:
            return
        if by_bot:
            self.net.let_bot_play(seat)
        else:
            self.net.wait_for(seat)

    def _close(self) -> None:
        if self.seat is not None and isinstance(self.scene.dialog, Dialog) \
                and self.scene.dialog.title_key == "net.table.away_title":
            self.scene.dialog = None
            self.scene.rebuild()
        self.seat = None
