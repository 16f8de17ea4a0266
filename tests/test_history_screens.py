"""The History and Statistics screens as a player meets them: from the title, with games of
both kinds and hostile files in the folders; filters, Continue, Replay (only once a
"replay" screen exists), deleting after asking; the statistics' figures, chart and best
zoo; their words fit in every language at the smallest and a large window."""
from __future__ import annotations

import time

import pygame
import pytest

from zooloretto import paths
from zooloretto.ui import navigation
from zooloretto.ui.kit import MenuScene
from zooloretto.ui.scenes import history_rows, stats_draw
from zooloretto.ui.text import tr

from history_helpers import keep, opened, play, window, words_that_do_not_fit
from menu_helpers import click, click_at, frames
from test_history import hostile_files

DAY = 24 * 3600


@pytest.fixture
def games(tmp_path):
    """Four games on the computer (the newest first: an unfinished dice game, a board game
    with expansions, a dice game, a board game), hostile files beside them."""
    paths.set_saves_dir(tmp_path / "saves")
    now = time.time()
    made = [keep(play(("Ana", "bot:hard"), seed=1), now - 3 * DAY),
            keep(play(("Bert", "Ana"), game="dice", seed=2), now - 2 * DAY),
            keep(play(("Chloé", "bot:easy", "Ana"), seed=3, expansions=["polar-bear"]), now - DAY),
            keep(play(("Ana", "Bert"), game="dice", seed=4, stop=15), now)]
    hostile_files(paths.saves_dir())
    yield made
    paths.set_saves_dir(None)


def test_the_history_lists_every_game_newest_first_and_passes_over_hostile_files(games, tmp_path, monkeypatch):
    app = window(tmp_path, monkeypatch)
    texts = []
    real = history_rows.draw_text
    monkeypatch.setattr(history_rows, "draw_text", lambda s, text, *a, **k: texts.append(text) or real(s, text, *a, **k))
    scene = opened(app, "history")
    assert navigation.is_screen(scene, "history")
    assert [g.path for g in scene.shown] == games[::-1]
    assert scene.found.problems                               # the hostile files, passed over
    app.draw()
    zoo = texts.index(tr("history.game_zoo"))
    assert texts[zoo + 1].startswith(tr("history.finished") + " · ")
    dice = texts.index(tr("history.game_dice"))           # the unfinished game says whose turn it is
    assert any(tr("history.to_play", name=name) in texts[dice + 1] for name in ("Ana", "Bert"))


def test_filters_by_game_and_by_person(games, tmp_path, monkeypatch):
    app = window(tmp_path, monkeypatch)
    scene = opened(app, "history")
    click(app, "game_dice")
    assert [g.game for g in app.top.shown] == ["dice", "dice"]
    click(app, "game_all")
    assert scene.people == ["Ana", "Bert", "Chloé"]
    click(app, "player_next")                                  # Ana: in every game
    assert scene.player == "Ana" and len(scene.shown) == 4
    click(app, "player")                                       # Bert
    assert scene.player == "Bert" and [g.game for g in scene.shown] == ["dice", "dice"]
    click(app, "game_zoo")
    assert scene.shown == [] and scene.player == "Bert"
    click(app, "player_prev")
    assert scene.player == "Ana" and [g.game for g in scene.shown] == ["zoo", "zoo"]


def test_deleting_a_game_asks_first(games, tmp_path, monkeypatch):
    app = window(tmp_path, monkeypatch)
    scene = opened(app, "history")
    click_at(app, scene.row_rect(1).center)                    # the board game with expansions
    chosen = scene.selected
    assert chosen.path == games[2]
    click(app, "delete")
    assert scene.dialog is not None and chosen.path.exists()  # asked, nothing deleted yet
    click_at(app, scene.dialog.button_for("menu.keep").rect.center)
    assert scene.dialog is None and chosen.path.exists() and scene.selected is chosen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode=""))
    frames(app)
    assert scene.dialog is not None
    click_at(app, scene.dialog.button_for("history.delete").rect.center)
    assert not chosen.path.exists() and chosen not in scene.shown and len(scene.shown) == 3
    app.open("title", how="reset")
    frames(app)
    again = opened(app, "history")
    assert len(again.shown) == 3                               # gone for good, not only from the list


def test_continue_opens_an_unfinished_game_at_its_table(games, tmp_path, monkeypatch):
    app = window(tmp_path, monkeypatch)
    scene = opened(app, "history")
    click_at(app, scene.row_rect(1).center)
    assert not app.top.named["continue"].is_enabled           # finished: nothing to continue
    click_at(app, scene.row_rect(0).center)
    click(app, "continue")
    table = app.top
    assert navigation.is_screen(table, "dice_table") and len(table.session.record.actions) == 15
    assert table.session.path is None             # Save as offers the players' names, not the file's
    assert [s.screen_name for s in app.stack] == ["title", "dice_table"]


def test_replay_is_offered_only_once_a_replay_screen_exists(games, tmp_path, monkeypatch):
    monkeypatch.delitem(navigation.SCREENS, "replay", raising=False)     # as before it was written
    monkeypatch.delitem(navigation._registry, "replay", raising=False)
    app = window(tmp_path, monkeypatch)
    scene = opened(app, "history")
    click_at(app, scene.row_rect(2).center)
    assert "replay" not in scene.named
    opened_with = []

    class Replay(MenuScene):
        def __init__(self, app, session):
            super().__init__(app)
            opened_with.append(session)
    monkeypatch.setitem(navigation._registry, "replay", Replay)
    Replay.screen_name = "replay"
    scene.rebuild()
    click(app, "replay")
    assert navigation.is_screen(app.top, "replay") and opened_with[0].record.state.game_over


def test_the_statistics_show_each_person_and_bot_level(games, tmp_path, monkeypatch):
    app = window(tmp_path, monkeypatch)
    texts = []
    real = stats_draw.draw_text
    monkeypatch.setattr(stats_draw, "draw_text", lambda s, text, *a, **k: texts.append(text) or real(s, text, *a, **k))
    charted = []
    monkeypatch.setattr(stats_draw, "paint_chart", lambda app, s, rect, timeline: charted.append(timeline))
    scene = opened(app, "stats")
    assert [p["key"] for p in scene.players] == ["human:ana", "human:bert", "human:chloé", "bot:easy", "bot:hard"]
    ana = scene.selected
    assert ana["games"] == 3                                   # the unfinished game is not counted
    app.draw()
    assert "Ana" in texts and tr("history.games_won", count=3, wins=ana["wins"],
                                 rate=round(ana["win_rate"] * 100)) in texts
    assert [t["game"] for t in charted[-1]] == ["zoo", "dice", "zoo"]
    click(app, "game_dice")
    assert [p["key"] for p in scene.players] == ["human:ana", "human:bert"]
    app.draw()
    assert [t["game"] for t in charted[-1]] == ["dice"]
    best = tr("history.best_sheet", count=2, date="X").split(":")[0]
    assert any(t.startswith(best) for t in texts)


def test_the_statistics_open_without_waiting_and_say_so_with_no_games(tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path / "saves")
    try:
        app = window(tmp_path, monkeypatch)
        click(app, "stats")
        scene = app.top
        app.draw()                        # drawn while (or before) the thread reads: never waits on it
        scene.job.wait()
        frames(app)
        assert scene.read is not None and scene.players == []
        click(app, "back")
        assert navigation.is_screen(app.top, "title")
    finally:
        paths.set_saves_dir(None)


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)], ids=["1024x640", "2560x1440"])
def test_every_word_fits_in_each_language(games, tmp_path, monkeypatch, size):
    def show(scene, name):
        if name == "history":
            scene.select(scene.shown[1])
    problems = words_that_do_not_fit(tmp_path, monkeypatch, size, show)
    assert not problems, "\n".join(problems)
