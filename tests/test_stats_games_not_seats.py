"""Statistics count games, not seats (issue #34 item 9): one game against two medium bots is
one game of "medium" (it read "Medium: 2 games" after one), won if either bot won; a lesson of
Learn to play counts for nothing and is tagged "Lesson" in the History (Play from here stays
"Practice"); an average score names its unit (Zoomaka's complete sections, the others'
points)."""
from __future__ import annotations

import time

import pygame
import pytest

from zooloretto.history import catalogue, figures
from zooloretto.history.keeper import game_id
from zooloretto.ui.text import set_language, tr

from history_helpers import keep, play

DAY = 24 * 3600


def test_two_bots_of_one_level_in_one_game_are_one_game(folders):
    now = time.time()
    record = play(("Ana", "bot:medium", "bot:medium"), game="zoomaka", seed=3)
    keep(record, now - DAY)
    numbers = figures.statistics(catalogue.scan().games)
    medium = next(p for p in numbers["players"] if p["key"] == "bot:medium")
    assert medium["games"] == 1
    assert medium["wins"] == int(any(w in (1, 2) for w in record.state.winners))
    assert medium["win_rate"] <= 1
    assert len(medium["timeline"]) == 1 and medium["scores"]["zoomaka"]["games"] == 1
    ana = next(p for p in numbers["players"] if p["key"] == "human:ana")
    assert ana["against"]["medium"]["games"] == 1


def test_a_lesson_counts_for_nothing_and_is_tagged_a_lesson(folders):
    now = time.time()
    keep(play(("Ana", "bot:easy"), seed=1), now - 2 * DAY)
    lesson = play(("Ana", "bot:easy"), seed=2, meta={"lesson": {"name": "zoo", "step": 3, "told": []}, "game_id": "l"})
    keep(lesson, now - DAY)
    practice = play(("Ana", "bot:easy"), seed=5, meta={"practice": True, "game_id": "p"})
    keep(practice, now)
    games = catalogue.scan().games
    numbers = figures.statistics(games)
    assert (numbers["games"], numbers["practice"], numbers["lessons"]) == (1, 1, 1)
    rows = {g.id: g.row for g in games}
    assert rows[game_id(lesson)]["lesson"] is True and rows[game_id(practice)]["lesson"] is False


def test_the_history_tags_a_lesson_and_a_practice_apart(folders, monkeypatch):
    from types import SimpleNamespace
    from zooloretto.ui.scenes import history_rows
    now = time.time()
    lesson = play(("Ana", "bot:easy"), seed=2, meta={"lesson": {"name": "zoo", "step": 3, "told": []}, "game_id": "l"})
    practice = play(("Ana", "bot:easy"), seed=5, meta={"practice": True, "game_id": "p"})
    keep(lesson, now)
    keep(practice, now)
    found = {g.id: g for g in catalogue.scan().games}
    games = {"l": found[game_id(lesson)], "p": found[game_id(practice)]}
    pygame.init()
    app = SimpleNamespace(size=(1280, 800))
    from zooloretto.ui.kit import text_font
    fonts = (text_font(app, 16, True), text_font(app, 13))
    real = history_rows.draw_text
    for ident, key in (("l", "history.lesson"), ("p", "history.practice")):
        drawn = []
        monkeypatch.setattr(history_rows, "draw_text", lambda s, words, *a, **k: drawn.append(words) or real(s, words, *a, **k))
        history_rows.paint_row(app, pygame.Surface((900, 120)), pygame.Rect(0, 0, 900, 110), games[ident], False, fonts)
        assert tr(key) in drawn, (ident, drawn)
        other = "history.practice" if key == "history.lesson" else "history.lesson"
        assert tr(other) not in drawn


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_average_score_names_its_unit(lang, monkeypatch):
    from types import SimpleNamespace
    from zooloretto.ui.scenes import stats_draw
    set_language(lang)
    try:
        pygame.init()
        app = SimpleNamespace(size=(1280, 800))
        drawn = []
        monkeypatch.setattr(stats_draw, "draw_text", lambda s, words, *a, **k: drawn.append(words) or pygame.Rect(0, 0, 1, 1))
        p = {"name": "Ana", "kind": "human", "level": None, "games": 2, "wins": 1, "win_rate": 0.5,
             "scores": {"zoomaka": {"games": 2, "average": 2.5, "best": 4, "best_game": None},
                        "dice": {"games": 1, "average": 40.0, "best": 40, "best_game": None}},
             "animals": [], "expansions": [], "against": {}, "timeline": []}
        stats_draw.paint_player(app, pygame.Surface((600, 600)), pygame.Rect(0, 0, 600, 600), p, None, {})
        said = " | ".join(drawn)
        assert tr("history.unit.zoomaka") in said and tr("history.unit.dice") in said
    finally:
        set_language("en")


def test_a_rows_animals_cut_short_end_in_an_ellipsis(monkeypatch):
    """The History's row showed as many animals as fit and stopped without a sign."""
    from types import SimpleNamespace
    from zooloretto.ui.kit import text_font
    from zooloretto.ui.scenes import history_rows
    pygame.init()
    font = text_font(SimpleNamespace(size=(1280, 800)), 13)
    animals = {a: 5 - k % 5 for k, a in enumerate(["zebra", "lion", "camel", "elephant", "panda", "kangaroo",
                                                    "flamingo", "chimpanzee"])}
    said = []
    real = history_rows.draw_text
    monkeypatch.setattr(history_rows, "draw_text", lambda s, words, *a, **k: said.append(words) or real(s, words, *a, **k))
    surface = pygame.Surface((400, 40))
    end = history_rows.paint_animals(surface, animals, font, 0, 0, 120)
    assert said[-1] == "…" and end <= 120
    said.clear()
    history_rows.paint_animals(surface, animals, font, 0, 0, 2000)
    assert "…" not in said and len(said) == len(animals)
