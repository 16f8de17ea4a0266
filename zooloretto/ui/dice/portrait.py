"""The dice game away from its table (ui/final_table.py asks it through games.py): one
player's score sheet cut out of an off-screen dice table, the game's log for Results ->
Share, and how the shared picture arranges the sheets."""
from __future__ import annotations

import pygame

TITLE = "history.game_dice"
FILE_STEM = "dice"
CELL_ASPECT = 1.25              # a sheet is taller than wide
SAVE_STATUS = "menu.dice_save"  # the Load screen: "Dice game · Round 6"
SERIES_COLOUR = (46, 110, 160)  # its line in the Statistics' chart
BEST_CAPTION = "history.best_sheet"


def columns(players: int) -> int:
    return players              # the sheets in one row


def player_picture(state, seat: int, colour, size, subtitle: str = "") -> pygame.Surface:
    from ...dice.rules.places import Loc
    from .layout import DiceLayout
    from .sheet_view import draw_sheet
    n = state.num_players
    w, h = size
    # a table wide and tall enough that this sheet comes out about the size asked for
    layout = DiceLayout((int(w * n * 1.08) + 40, int(h * 1.7) + 60), n)
    table = pygame.Surface(layout.size, pygame.SRCALPHA)
    draw_sheet(table, layout, state, seat, colour=tuple(colour), current=False)
    sheet = table.subsurface(layout.rects[Loc("sheet", seat)].clip(table.get_rect()))
    scale = min(w / sheet.get_width(), h / sheet.get_height())
    return pygame.transform.smoothscale(sheet, (max(1, int(sheet.get_width() * scale)),
                                                 max(1, int(sheet.get_height() * scale))))


def talk_lines(record, names) -> list:
    from .log_lines import DiceLog
    return [line.text for line in DiceLog().lines(record, names)]


def glimpse(surface, state, seat: int, small, x: int, y: int, t: int, right: int, gap: int) -> None:
    """The Load screen's line of a score sheet: boxes crossed per animal, coins, the barn."""
    from ...dice.rules import components as DC
    from ..kit import INK, draw_text, safe_art
    sheet = state.sheets[seat]
    items = [(a, f"{sheet.pens[a]}/{DC.ENCLOSURE_BOXES[a]}") for a in DC.ANIMALS]
    items.append(("coin", str(sheet.coins)))
    if sheet.barn:
        items.append(("barn", str(len(sheet.barn))))
    for name, label in items:
        img = safe_art("icon", name, t)
        width = t + small.size(label)[0] + gap // 2
        if img is None or x + width > right:
            break
        surface.blit(img, (x, y))
        draw_text(surface, label, small, INK, (x + t + 2, y + t), "bottomleft")
        x += width + gap // 2
