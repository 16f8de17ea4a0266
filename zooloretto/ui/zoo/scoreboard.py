"""The live score: every zoo scored by the rules as it stands (`rules.live_scores`), computed
once per shown state (never per frame, never added up here), drawn as a badge on each
board, and told line by line, like the results table, in the score's tooltip."""
from __future__ import annotations

import functools

import pygame

from ...zoo.rules import live_scores
from .. import caches
from ..game_log import animal_name, pen_label, row_name
from ..text import language, tr
from ..kit.ink import GOLD, INK, SAND_EDGE, WOOD_DARK, star, text

LEAD_FILL = (255, 216, 96)
OTHER_FILL = (252, 244, 226)


class LiveScores:
    """`rules.live_scores` of the shown state, cached on the shown state's changes."""

    def __init__(self, table):
        self.table = table
        self._cache = None

    def get(self) -> dict:
        choreo = self.table.choreo
        key = (choreo.changes, id(choreo.shown))
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, live_scores(choreo.shown))
        return self._cache[1]

    def badge(self, seat) -> tuple:
        """(points now, ahead?) of a seat: what its badge shows."""
        s = self.get()
        return s["players"][seat]["total"], seat in s["ahead"]


def score_badge(size: tuple, total: int, ahead: bool, words: bool) -> pygame.Surface:
    """A pill with a star and the points ("12 points" when `words`, else "12"); gold when the
    zoo is ahead. Sized to `size`, the letters made small enough to fit rather than shrunk."""
    return _badge(size, total, ahead, words, language())


@functools.lru_cache(maxsize=64)
def _badge(size: tuple, total: int, ahead: bool, words: bool, lang: str) -> pygame.Surface:
    """score_badge's picture, kept per language (a switch must not show the old words)."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, LEAD_FILL if ahead else OTHER_FILL, surf.get_rect(), border_radius=h // 2)
    pygame.draw.rect(surf, WOOD_DARK if ahead else SAND_EDGE, surf.get_rect(), width=2,
                     border_radius=h // 2)
    r = h * 0.36
    star(surf, (h // 2 + 2, h // 2), r, GOLD if not ahead else (214, 120, 20), WOOD_DARK)
    label = tr("game.score.badge", n=total) if words else str(total)
    room = w - h - 6
    fs = max(9, int(h * 0.62))
    img = text(label, fs, INK, True)
    while img.get_width() > room and fs > 9:
        fs -= 1
        img = text(label, fs, INK, True)
    surf.blit(img, img.get_rect(midleft=(h, h // 2)))
    return surf


caches.register("table", _badge)


def breakdown_lines(state, scores: dict, seat: int) -> list:
    """The tooltip of a score: a title, then (what, points) rows as in the results table, the
    total, and who is ahead."""
    p = scores["players"][seat]
    zoo = state.zoos[seat]
    lines = [tr("game.score.title", name=zoo.name)]
    for e in p["enclosures"]:
        what = pen_label(e["index"])
        if e["animal"]:
            what += f": {e['count']} {animal_name(e['animal'], plural=e['count'] != 1)}"
        lines.append((what + " · " + tr("game.score.why_" + e["why"]), _signed(e["points"])))
    lines.append((tr("results.stall_types") + _count(p["stall_types"]), _signed(p["stall_points"])))
    lines.append((tr("results.barn_animals") + _count(p["barn_animal_types"]),
                  _signed(p["barn_animal_penalty"])))
    lines.append((tr("results.barn_stalls") + _count(p["barn_stall_types"]),
                  _signed(p["barn_stall_penalty"])))
    for row in p.get("expansion_rows") or []:
        lines.append((row_name(row), _signed(row["points"])))
    lines.append(("=" + tr("results.total"), str(p["total"]).replace("-", "−")))
    names = [state.zoos[i].name for i in scores["ahead"]]
    lines.append(tr("game.score.ahead", names=tr("results.and").join(names)))
    return lines


def _signed(n: int) -> str:
    return f"{n:+d}".replace("-", "−") if n else "0"


def _count(kinds) -> str:
    return f": {len(kinds)}" if kinds else ""

