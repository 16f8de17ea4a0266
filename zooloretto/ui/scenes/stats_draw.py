"""The Statistics' card of one player: the figures in words, favourite animals and
expansions as pictures, the chart of the scores over time and the best zoo (or score
sheet) drawn as the table draws it (ui/final_table.py). A helper, not a screen."""
from __future__ import annotations

import pygame

from ... import games
from ...zoo.rules.names import safe_text
from ..kit import ERROR, INK, INK_SOFT, draw_text, fitting_font, text_font, unit
from ..text import tr
from . import history_rows as words

SERIES = games.GAMES        # a line per game, each in its colour (ui/<game>/portrait.py)
_picture: dict = {}          # the best zoo's picture, kept while the same one is shown


def forget() -> None:
    _picture.clear()


def player_name(p: dict) -> str:
    """A person's name, or "Computer · Hard" for a bot level."""
    if p["kind"] == "bot":
        return tr("history.bot_level", level=words.level_text(p["level"]))
    return safe_text(p["name"], 24)


def _number(value) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def paint_player(app, surface, card, p, game_filter, states) -> None:
    if p is None:
        return
    u = unit(app)
    pad = int(18 * u)
    x, y, width = card.x + pad, card.y + int(14 * u), card.w - 2 * pad
    body, label, small = text_font(app, 15), text_font(app, 14, True), text_font(app, 13)
    name = player_name(p)
    draw_text(surface, name, fitting_font(app, name, 22, width, bold=True), INK, (x, y))
    y += text_font(app, 22, True).get_linesize()
    lines = [tr("history.games_won", count=p["games"], wins=p["wins"], rate=round(p["win_rate"] * 100))]
    for game in SERIES:
        score = p["scores"].get(game)
        if score:
            lines.append(tr("history.score_line", game=words.game_label(game), average=_number(score["average"]),
                            best=score["best"], unit=tr("history.unit." + game)))
    if p["against"]:
        lines.append(tr("history.against", results=" · ".join(
            tr("history.against_level", level=words.level_text(level), wins=a["wins"], games=a["games"])
            for level, a in sorted(p["against"].items(), key=lambda kv: words.LEVEL_ORDER.get(kv[0], 9)))))
    for line in lines:
        draw_text(surface, line, fitting_font(app, line, 15, width), INK, (x, y))
        y += body.get_linesize()
    y += int(4 * u)
    pictures = [("history.favourite_animals", lambda x0, y0: words.paint_animals(
        surface, dict(p["animals"][:6]), small, x0, y0, card.right - pad))]
    if p["expansions"]:
        pictures.append(("history.expansions_most", lambda x0, y0: _paint_expansions(
            surface, p["expansions"], small, x0, y0, card.right - pad)))
    for key, paint in pictures:
        text = tr(key)
        right = draw_text(surface, text, label, INK_SOFT, (x, y + 2)).right
        paint(right + int(10 * u), y)
        y += small.get_height() + int(12 * u)
    area = pygame.Rect(x, y + int(6 * u), width, card.bottom - int(14 * u) - y - int(6 * u))
    if area.h < 80:
        return
    chart_w = int(area.w * 0.52)
    paint_chart(app, surface, pygame.Rect(area.x, area.y, chart_w, area.h), p["timeline"])
    paint_best(app, surface, pygame.Rect(area.x + chart_w + pad, area.y, area.w - chart_w - pad, area.h),
               p, game_filter, states)


def _paint_expansions(surface, expansions, font, x, y, right):
    px = font.get_height() + 4
    for name, n in expansions:
        icons = words.expansion_icons([name], px)
        label = f"×{n}"
        if not icons or x + px + font.size(label)[0] + 8 > right:
            break
        surface.blit(icons[0], (x, y))
        draw_text(surface, label, font, INK, (x + px + 1, y + px), "bottomleft")
        x += px + font.size(label)[0] + 10


def _colour(game: str):
    return games.get(game).portrait().SERIES_COLOUR


def paint_chart(app, surface, rect, timeline) -> None:
    """Each finished game's score, oldest on the left, a line per game; a star for a win."""
    u = unit(app)
    title, small = text_font(app, 14, True), text_font(app, 12)
    draw_text(surface, tr("history.scores_over_time"), title, INK_SOFT, (rect.x, rect.y))
    kinds = [k for k in SERIES if any(t["game"] == k for t in timeline)]
    if len(kinds) > 1:                                      # a legend when both games are there
        lx = rect.right
        for kind in reversed(kinds):
            text = words.game_label(kind)
            lx = draw_text(surface, text, small, INK_SOFT, (lx, rect.y + 2), "topright").left - 6
            side = small.get_height() // 2
            pygame.draw.rect(surface, _colour(kind), (lx - side, rect.y + side // 2 + 2, side, side), border_radius=2)
            lx -= side + 8
    label_w = small.size("-888")[0] + 6
    plot = pygame.Rect(rect.x + label_w, rect.y + title.get_linesize() + int(6 * u), rect.w - label_w - 4,
                       rect.h - title.get_linesize() - small.get_linesize() - int(10 * u))
    pygame.draw.rect(surface, (255, 251, 242), plot, border_radius=6)
    pygame.draw.rect(surface, (214, 190, 160), plot, width=1, border_radius=6)
    if not timeline or plot.h < 20:
        return
    scores = [t["score"] for t in timeline]
    low, high = min(0, min(scores)), max(1, max(scores))
    n = len(timeline)

    def point(i, score):
        px = plot.x + 8 + (plot.w - 16) * (i / (n - 1) if n > 1 else 0.5)
        py = plot.bottom - 6 - (plot.h - 12) * (score - low) / (high - low)
        return int(px), int(py)
    zero = point(0, 0)[1]
    pygame.draw.line(surface, (190, 160, 120), (plot.x + 2, zero), (plot.right - 2, zero), 1)
    draw_text(surface, str(high), small, INK_SOFT, (plot.x - 4, plot.y), "topright")
    draw_text(surface, str(low), small, ERROR if low < 0 else INK_SOFT, (plot.x - 4, plot.bottom), "bottomright")
    draw_text(surface, timeline[0]["date"][:10], small, INK_SOFT, (plot.x, plot.bottom + 2))
    if n > 1:
        draw_text(surface, timeline[-1]["date"][:10], small, INK_SOFT, (plot.right, plot.bottom + 2), "topright")
    spacing = (plot.w - 16) / max(1, n)
    radius = max(2, min(5, int(spacing / 2)))
    for kind in kinds:
        points = [(point(i, t["score"]), t["won"]) for i, t in enumerate(timeline) if t["game"] == kind]
        if len(points) > 1:
            pygame.draw.lines(surface, _colour(kind), False, [pt for pt, _ in points], max(2, round(2 * u)))
        if spacing < 6:                  # too many games for a mark each: the lines say it
            continue
        for pt, won in points:
            if won:
                words.draw_star(surface, pt, radius + 3)
            else:
                pygame.draw.circle(surface, _colour(kind), pt, radius)


def paint_best(app, surface, rect, p, game_filter, states) -> None:
    """The best zoo (a score sheet, Zoomaka's sections) of the player in the chosen game, with its points and date."""
    from ..final_table import player_picture
    kind = game_filter or next((k for k in SERIES if k in p["scores"]), "zoo")
    score = p["scores"].get(kind)
    if not score or not score["best_game"]:
        return
    best = score["best_game"]
    small = text_font(app, 14, True)
    caption = tr(games.get(kind).portrait().BEST_CAPTION, count=score["best"], date=best["date"][:10])
    draw_text(surface, caption, fitting_font(app, caption, 14, rect.w, bold=True), INK_SOFT, (rect.x, rect.y))
    area = pygame.Rect(rect.x, rect.y + small.get_linesize() + 4, rect.w, rect.h - small.get_linesize() - 4)
    state = states.get(best["id"])
    if state is None or area.w < 40 or area.h < 40:
        draw_text(surface, tr("history.best_gone"), text_font(app, 13), INK_SOFT, area.center, "center")
        return
    key = (best["id"], best["seat"], area.size)
    if key not in _picture:
        _picture.clear()
        try:
            _picture[key] = player_picture(state, best["seat"], best["colour"], area.size)
        except Exception:                 # a picture is decoration: never stop the screen
            _picture[key] = None
    picture = _picture[key]
    if picture is not None:
        surface.blit(picture, picture.get_rect(midtop=area.midtop))
