"""The game log beside the dice table's sheets: the shared panel (ui/kit/log_panel.py)
with the dice game's lines (log_lines.py); the sheets make room for it (layout.py)."""
from __future__ import annotations

from ..kit.log_panel import LogPanel as _Panel, paint_lines  # noqa: F401  (paint_lines: the results')
from .log_lines import DiceLog


class LogPanel(_Panel):
    def __init__(self, table):
        super().__init__(table, DiceLog())
