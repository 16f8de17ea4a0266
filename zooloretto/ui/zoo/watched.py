"""The board table as the replay watches it (kit/watched.py): its talk panel says every
move, its top bar is the layout's `top_bar`, its flights are the choreography's."""
from __future__ import annotations

from ..kit.watched import WatchedTable


class BoardWatched(WatchedTable):
    says_moves_itself = True

    def relayout(self) -> None:
        self.lay_out()

    def showing_moves(self) -> bool:
        return bool(self.choreo.busy)

    def open_log(self) -> None:
        pass                      # the talk panel is always open

    def last_move_words(self) -> str | None:
        return None

    def bar_height(self) -> int:
        return self.layout.top_bar.h
