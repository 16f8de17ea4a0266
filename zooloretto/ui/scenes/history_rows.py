"""What the History and the Statistics say of a game and of a player, in the player's
language, and the small pictures they share (a row's players, expansion icons, an animal).
A helper, not a screen: the rows come from zooloretto/history (catalogue.Game)."""
from __future__ import annotations

import math
import time

import pygame

from ... import games
from ...history.summary import ZOOMAKA_ANIMAL
from ...zoo.rules import components as C
from ...zoo.rules.names import safe_text
from ..kit import (ERROR, INK, INK_SOFT, draw_paragraphs, draw_text, fitting_font, safe_art, text_font,
                   unit)
from ..text import tr

GOLD = (236, 170, 40)
# the choice of game both screens offer: (game or None for both, its button's key)
GAME_FILTERS = ((None, "history.all_games"), ("zoo", "history.game_zoo"), ("dice", "history.game_dice"),
                ("zoomaka", "history.game_zoomaka"))
GAME_LABEL = {game: key for game, key in GAME_FILTERS if game}     # a game's name, from the filters' keys


def game_label(game: str) -> str:
    return tr(GAME_LABEL.get(game, "history.game_zoo"))


def points_text(game: str, points: int) -> str:
    """"12 points"; a Zoomaka score is its complete sections (its rules' total)."""
    return tr(games.get(game).score_unit if game in games.GAMES else "history.points", count=points)


def date_text(seconds: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))


def duration_text(seconds: int) -> str:
    minutes = max(1, round(seconds / 60))
    if minutes < 60:
        return tr("history.minutes", count=minutes)
    return tr("history.hours", h=minutes // 60, m=f"{minutes % 60:02d}")


LEVEL_ORDER = {"easy": 0, "medium": 1, "hard": 2}


def level_text(level) -> str:
    return tr(f"menu.level_{level}") if level in ("easy", "medium", "hard") else "?"


def seat_text(seat: dict) -> str:
    """"Ana", or a bot with its level: "Bruno (Hard)"."""
    name = safe_text(seat["name"], 24)
    return tr("history.bot_seat", name=name, level=level_text(seat["level"])) if seat["kind"] == "bot" else name


def status_text(g) -> str:
    """"Finished · 5 rounds · 212 moves · 35 min", or "Round 3 · Ana to play · 60 moves"."""
    row = g.row
    parts = []
    if row["finished"]:
        parts += [tr("history.finished"), tr("history.rounds", count=row["round"])]
    else:
        parts.append(tr("history.round", n=row["round"]))
        seats = row["seats"]
        if 0 <= row["turn"] < len(seats):
            parts.append(tr("history.to_play", name=safe_text(seats[row["turn"]]["name"], 24)))
    parts.append(tr("history.moves", count=row["actions"]))
    if g.played:
        parts.append(duration_text(g.played))
    return " · ".join(parts)


def expansions_text(names) -> str:
    from .new_game_form import EXPANSION_TEXT      # (when needed: opening the History stays quick)
    return ", ".join(tr(EXPANSION_TEXT[n][0]) for n in names if n in EXPANSION_TEXT)


def expansion_icons(names, px: int) -> list:
    from .new_game_form import EXPANSION_PICTURES
    icons = (safe_art("icon", EXPANSION_PICTURES[n], px) for n in names if n in EXPANSION_PICTURES)
    return [icon for icon in icons if icon is not None]


def animal_picture(animal: str, px: int):
    """A board animal's tile; a Zoomaka section type ("zoomaka:bird") as its badge on the
    table; the dice game's animals (and any other) as icons."""
    if animal.startswith(ZOOMAKA_ANIMAL):
        from ..zoomaka.card_art import type_badge      # (when needed: opening the History stays quick)
        try:
            return type_badge(animal[len(ZOOMAKA_ANIMAL):], px)
        except Exception:           # a type this version does not know (an edited index): no picture
            return None
    if animal in C.ANIMALS:
        return safe_art("tile", animal, px)
    return safe_art("icon", animal, px)


def draw_star(surface, centre, radius: int, colour=GOLD) -> None:
    """A five-pointed star: the winner's mark."""
    cx, cy = centre
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy - r * math.sin(a)))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, (150, 96, 20), points, width=1)


def paint_players(surface, seats, finished: bool, font, x: int, y: int, right: int, gap: int) -> None:
    """A row of players: a dot in the seat's colour, the name (a bot's level), the points,
    and a star for the winners of a finished game; "…" when the row is full."""
    h = font.get_height()
    for seat in seats:
        text = tr("history.player_points", name=seat_text(seat), points=seat["score"])
        starred = seat["won"] and finished
        width = 2 * max(5, h // 4) + 4 + font.size(text)[0] + (h + 4 if starred else 0)
        if x + width > right:
            draw_text(surface, "…", font, INK_SOFT, (x, y))
            return
        dot = max(5, h // 4)
        pygame.draw.circle(surface, seat["colour"], (x + dot, y + h // 2), dot)
        colour = ERROR if seat["score"] < 0 else INK
        x = draw_text(surface, text, font, colour, (x + 2 * dot + 4, y)).right
        if starred:
            draw_star(surface, (x + 3 + h // 2, y + h // 2), h // 2)
            x += h + 4
        x += gap


def paint_animals(surface, animals: dict, font, x: int, y: int, right: int) -> int:
    """The animals of a zoo (or the crossed boxes of a sheet), most first: a picture and its
    count each, as many as fit before `right`, then "…" when some are left out; returns
    where they end."""
    px = font.get_height() + 4
    more = font.size("…")[0] + 4
    shown = [(animal, n, animal_picture(animal, px))
             for animal, n in sorted(animals.items(), key=lambda kv: (-kv[1], kv[0]))]
    shown = [item for item in shown if item[2] is not None]
    for k, (animal, n, picture) in enumerate(shown):
        label = f"×{n}"
        width = px + font.size(label)[0] + 8
        if x + width + (more if k < len(shown) - 1 else 0) > right:
            return draw_text(surface, "…", font, INK_SOFT, (x, y + px), "bottomleft").right
        surface.blit(picture, (x, y))
        draw_text(surface, label, font, INK, (x + px + 1, y + px), "bottomleft")
        x += width
    return x


def paint_row(app, surface, r, g, chosen: bool, fonts) -> None:
    """One game in the History's list: the game and its expansions, the date; how it stands;
    the players."""
    u = unit(app)
    bold, small = fonts
    pygame.draw.rect(surface, (255, 226, 184) if chosen else (255, 250, 238), r, border_radius=10)
    pygame.draw.rect(surface, (217, 115, 58) if chosen else (214, 190, 160), r, width=3 if chosen else 1,
                     border_radius=10)
    x, y = r.x + int(14 * u), r.y + int(7 * u)
    date = draw_text(surface, date_text(g.saved), small, INK_SOFT, (r.right - int(14 * u), y + 2), "topright")
    x = draw_text(surface, game_label(g.game), bold, INK, (x, y)).right + int(8 * u)
    for icon in expansion_icons(g.row["expansions"], bold.get_height()):
        surface.blit(icon, (x, y))
        x += icon.get_width() + 2
    if g.row.get("lesson"):
        draw_text(surface, tr("history.lesson"), small, INK_SOFT, (x + int(6 * u), y + 2))
    elif g.row["practice"]:
        draw_text(surface, tr("history.practice"), small, INK_SOFT, (x + int(6 * u), y + 2))
    elif g.row["title"] and x + small.size(g.row["title"])[0] < date.left - 12:
        draw_text(surface, safe_text(g.row["title"], 40), small, INK_SOFT, (x + int(6 * u), y + 2))
    y += bold.get_linesize() + int(2 * u)
    status = status_text(g)
    draw_text(surface, status, fitting_font(app, status, 14, r.w - int(28 * u)), INK_SOFT,
              (r.x + int(14 * u), y))
    y += small.get_linesize() + int(3 * u)
    paint_players(surface, g.seats, g.finished, small, r.x + int(14 * u), y, r.right - int(10 * u),
                  int(12 * u))


def paint_detail(app, surface, card, g) -> None:
    """The chosen game on the History's right: when, how it stands, each player with their
    points and animals."""
    u = unit(app)
    head, body = text_font(app, 20, True), text_font(app, 15)
    x, y = card.x + int(18 * u), card.y + int(16 * u)
    width = card.w - int(36 * u)
    title = game_label(g.game)
    draw_text(surface, title, fitting_font(app, title, 20, width, bold=True), INK, (x, y))
    y += head.get_linesize()
    draw_text(surface, date_text(g.saved), body, INK_SOFT, (x, y))
    y += body.get_linesize() + int(4 * u)
    lines = [status_text(g)]
    if g.row["expansions"]:
        lines.append(tr("history.expansions", names=expansions_text(g.row["expansions"])))
    if g.row.get("lesson"):
        lines.append(tr("history.lesson_note"))
    elif g.row["practice"]:
        lines.append(tr("history.practice_note"))
    for line in lines:
        y = draw_paragraphs(surface, line, body, INK_SOFT, pygame.Rect(x, y, width, card.bottom - y))
    y += int(10 * u)
    big = text_font(app, 17, True)
    for seat in g.seats:
        pygame.draw.circle(surface, seat["colour"], (x + int(8 * u), y + big.get_height() // 2), int(8 * u))
        who = seat_text(seat) if seat["kind"] == "bot" else safe_text(seat["name"], 24)
        kind = tr("menu.bot") if seat["kind"] == "bot" else tr("menu.human")
        draw_text(surface, who, fitting_font(app, who, 17, int(width * 0.6), bold=True), INK,
                  (x + int(24 * u), y))
        points = points_text(g.game, seat["score"])
        right = draw_text(surface, points, big, ERROR if seat["score"] < 0 else INK, (card.right - int(18 * u), y),
                          "topright")
        if seat["won"] and g.finished:
            draw_star(surface, (right.left - big.get_height(), right.centery), big.get_height() // 2)
        y += big.get_linesize()
        small = text_font(app, 13)
        left = draw_text(surface, kind, small, INK_SOFT, (x + int(24 * u), y)).right + int(12 * u)
        paint_animals(surface, seat["animals"], small, left, y - 2, card.right - int(18 * u))
        y += int(26 * u)
        if y > card.bottom - int(40 * u):
            break
    draw_text(surface, tr("history.files", count=len(g.every)), text_font(app, 13), INK_SOFT,
              (x, card.bottom - int(14 * u)), "bottomleft")
