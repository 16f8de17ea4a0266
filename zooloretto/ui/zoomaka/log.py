"""Zoomaka's game log (L or the Log button): the whole game's talk in the player's language,
a line for each turn's start, who paid whom with what, every discard, the end; the panel
is the tables' shared one (ui/kit/log_panel.py), the lines are replayed from the record
(ui/record_talk.py), so they are right after an undo, a load or a language switch. Cards
hidden from some players are "a card" to all, as in the talk strip (talk.py)."""
from __future__ import annotations

from ..kit.log_panel import Line, LogPanel
from ..record_talk import RecordTalk
from ..safe_draw import safe_text
from ..text import tr
from .talk import sentence


def _turn(seat, turn, names) -> Line:
    name = safe_text(names[seat], 24) if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return Line(seat, tr("zoomaka.log.turn", n=turn, name=name), True)


def opening(record, names) -> list:
    """The first turn's line (a game from a moment of another starts at that turn)."""
    position = record.setup.get("position")
    if isinstance(position, dict):
        return [_turn(position.get("active"), position.get("turn"), names)]
    return [_turn(record.setup.get("start_player", 0), 1, names)]


def action_lines(events, names) -> list:
    """Lines (seat or None, sentence, news) for the events of one action."""
    out = []
    for e in events:
        seat = getattr(e, "player", None)
        if e.type == "turn_started":
            out.append(_turn(seat, e.turn, names))
            continue
        said = sentence(e, names)
        if said:
            out.append(Line(seat if isinstance(seat, int) else None, said, e.type == "game_ended"))
    return out


class ZoomakaLog(RecordTalk):
    def __init__(self):
        super().__init__(action_lines, opening)


class ZoomakaLogPanel(LogPanel):
    TITLE, EMPTY = "zoomaka.log.title", "zoomaka.log.empty"

    def __init__(self, table):
        super().__init__(table, ZoomakaLog())
