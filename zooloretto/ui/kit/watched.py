"""What the replay asks of a table it hosts (ui/replay/watch.py), so that the replay never
asks which game it shows: each game's table scene has these, its own way.

    relayout()          the places again for the part of the window the table is given
    showing_moves()     are the last move's pieces still moving?
    open_log()          the table's log shown beside it (the game's talk), if it has one
    last_move_words()   what the move last shown did, in one line of the player's language;
                        None before the first move (the replay says who starts)
    says_moves_itself   True: the table's own talk panel says every move (the board table);
                        the replay then leaves its message line alone
    bar_height()        the height of the top bar, where the replay puts its own buttons
"""
from __future__ import annotations


class WatchedTable:
    says_moves_itself = False

    def relayout(self) -> None:
        raise NotImplementedError

    def showing_moves(self) -> bool:
        raise NotImplementedError

    def open_log(self) -> None:
        self.log.open = True

    def last_move_words(self) -> str | None:
        lines = self.log.lines()
        return lines[-1].text if lines else None

    def bar_height(self) -> int:
        return self.layout.bar.h
