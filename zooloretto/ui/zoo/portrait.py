"""The board game away from its table (ui/final_table.py asks it through games.py): one
player's zoo drawn as the table draws it, the game's talk for Results -> Share, and how the
shared picture arranges the zoos."""
from __future__ import annotations

import pygame

from ...zoo.rules.names import safe_text

TITLE = "history.game_zoo"      # the game's name in the shared text
FILE_STEM = "zooloretto"        # the shared files' names begin with it
CELL_ASPECT = 0.72              # a zoo's height per width in the shared picture


def columns(players: int) -> int:
    """How many zoos side by side in the shared picture."""
    return min(players, 2 if players <= 4 else 3)


def player_picture(state, seat: int, colour, size, subtitle: str = "") -> pygame.Surface:
    from .layout import zoo_layout
    from .zoo_view import render_zoo
    zoo = state.zoos[seat]
    layout = zoo_layout(pygame.Rect((0, 0), size), zoo.expansions, state.options)
    return render_zoo(layout, zoo, tuple(colour), safe_text(zoo.name, 24), subtitle)


def talk_lines(record, names) -> list:
    """Every sentence the table's talk said during the game, oldest first."""
    from ..game_log import sentences
    from ..record_talk import RecordTalk
    from .talk import _opening
    return [sentence for _, sentence in RecordTalk(sentences, _opening).lines(record, names)]
