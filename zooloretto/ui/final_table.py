"""Pictures of a game's zoos as the table draws them, away from the table: one zoo (the
Statistics' best zoo) or every zoo of a finished game with its score (Results -> Share).
The board game's zoos are the table's own drawing (table/zoo_view.py); the dice game's
sheets are the dice table's (dice/sheet_view.py), cut out of an off-screen table."""
from __future__ import annotations

import pygame

from ..zoo.rules.names import safe_text
from .kit import INK, INK_SOFT, draw_text, text_font
from .text import tr

PAPER = (253, 244, 222)


def player_picture(state, seat: int, colour, size, subtitle: str = "") -> pygame.Surface:
    """Seat `seat`'s zoo (or score sheet) drawn to fit `size`, as on the table."""
    w, h = max(40, int(size[0])), max(40, int(size[1]))
    if getattr(state, "game", None) == "dice":
        return _sheet(state, seat, colour, (w, h))
    from .zoo.layout import zoo_layout
    from .zoo.zoo_view import render_zoo
    zoo = state.zoos[seat]
    layout = zoo_layout(pygame.Rect(0, 0, w, h), zoo.expansions, state.options)
    return render_zoo(layout, zoo, tuple(colour), safe_text(zoo.name, 24), subtitle)


def _sheet(state, seat: int, colour, size) -> pygame.Surface:
    from .dice.layout import DiceLayout
    from .dice.sheet_view import draw_sheet
    from ..dice.rules.places import Loc
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


def table_picture(app, session, width: int = 1600) -> pygame.Surface:
    """Every player's final zoo or sheet with the score and the winner, on one picture."""
    state = session.state
    scores = _scores(session)
    n = state.num_players
    cols = n if session.game == "dice" else min(n, 2 if n <= 4 else 3)
    rows = (n + cols - 1) // cols
    pad = 24
    cell_w = (width - pad * (cols + 1)) // cols
    cell_h = int(cell_w * (1.25 if session.game == "dice" else 0.72))
    head = text_font(app, 26, True)
    line = text_font(app, 18, True)
    top = pad + head.get_linesize() + pad // 2
    picture = pygame.Surface((width, top + rows * (cell_h + line.get_linesize() + pad) + pad))
    picture.fill(PAPER)
    won = [safe_text(state_names(session)[i], 24) for i in scores["winners"]]
    title = tr("history.share_winner", names=", ".join(won))
    draw_text(picture, title, head, INK, (width // 2, pad), "midtop")
    for i in range(n):
        r, c = divmod(i, cols)
        x = pad + c * (cell_w + pad)
        y = top + r * (cell_h + line.get_linesize() + pad)
        colour = session.seats[i].colour if i < len(session.seats) else (128, 128, 128)
        pygame.draw.circle(picture, colour, (x + 10, y + line.get_height() // 2), 8)
        total = scores["players"][i]["total"]
        text = tr("history.player_points", name=safe_text(state_names(session)[i], 24), points=total)
        draw_text(picture, text, line, INK if i in scores["winners"] else INK_SOFT, (x + 26, y))
        board = player_picture(state, i, colour, (cell_w, cell_h))
        picture.blit(board, (x, y + line.get_linesize()))
    return picture


def state_names(session) -> list:
    return [s.name for s in session.seats]


def _scores(session) -> dict:
    if session.game == "dice":
        from ..dice.rules.scoring import final_scores
    else:
        from ..zoo.rules.scoring import final_scores
    return final_scores(session.state)
