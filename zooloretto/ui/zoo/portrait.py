"""The board game away from its table (ui/final_table.py asks it through games.py): one
player's zoo drawn as the table draws it, the game's talk for Results -> Share, and how the
shared picture arranges the zoos."""
from __future__ import annotations

import pygame

from ...zoo.rules.names import safe_text

TITLE = "history.game_zoo"      # the game's name in the shared text
FILE_STEM = "zooloretto"        # the shared files' names begin with it
CELL_ASPECT = 0.72              # a zoo's height per width in the shared picture
SAVE_STATUS = None              # the Load screen says the round as it is ("Round 6")
SERIES_COLOUR = (217, 115, 58)  # its line in the Statistics' chart
BEST_CAPTION = "history.best_zoo"


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


def glimpse(surface, state, seat: int, small, x: int, y: int, t: int, right: int, gap: int) -> None:
    """The Load screen's line of a zoo: each enclosure's animal and count, then the coins, in
    pictures `t` high from (x, y), stopping before `right`."""
    from ..kit import INK, draw_text, safe_art
    zoo = state.zoos[seat]
    for pen in zoo.pens[:zoo.open_pens]:
        if not pen:
            continue
        img = safe_art("tile", pen[0].split(":")[0], t)
        if img is None:
            break
        surface.blit(img, (x, y))
        draw_text(surface, f"{len(pen)}", small, INK, (x + t, y + t), "bottomleft")
        x += t + gap
        if x > right - t - 20:
            break
    coin = safe_art("icon", "coin", int(t * 0.7))
    if coin and x < right - t * 2:
        surface.blit(coin, (x + 6, y + t * 0.15))
        draw_text(surface, str(zoo.coins), small, INK, (x + 6 + coin.get_width() + 2, y + t // 2), "midleft")
