"""Pictures of a game's zoos as the table draws them, away from the table: one zoo (the
Statistics' best zoo) or every zoo of a finished game with its score (Results -> Share).
Each game draws its own (ui/<game>/portrait.py, found through games.py): the board game's
zoos as its table's zoo_view, the dice game's sheets cut out of an off-screen dice table,
Zoomaka's zoo as its sections. Nothing here asks which game it is."""
from __future__ import annotations

import pygame

from .. import games
from ..zoo.rules.names import safe_text
from .kit import INK, INK_SOFT, draw_text, text_font
from .text import tr

PAPER = (253, 244, 222)


def player_picture(state, seat: int, colour, size, subtitle: str = "") -> pygame.Surface:
    """Seat `seat`'s zoo (or score sheet) drawn to fit `size`, as on the table."""
    w, h = max(40, int(size[0])), max(40, int(size[1]))
    return games.of(state).portrait().player_picture(state, seat, colour, (w, h), subtitle)


def table_picture(app, session, width: int = 1600) -> pygame.Surface:
    """Every player's final zoo or sheet with the score and the winner, on one picture."""
    state = session.state
    scores = session.rules.final_scores(state)
    portrait = session.rules.portrait()
    n = state.num_players
    cols = portrait.columns(n)
    rows = (n + cols - 1) // cols
    pad = 24
    cell_w = (width - pad * (cols + 1)) // cols
    cell_h = int(cell_w * portrait.CELL_ASPECT)
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
