"""The Load screen and Continue know both games: a dice save is listed with the game's name,
who plays with their points and the round, and opens on the dice table; an expansion game's
preview names its expansions; Continue opens the newest autosave of either game. Headless,
driven by posted clicks, in throw-away folders."""
from __future__ import annotations

import pytest

from helpers import drawn_texts, play_randomly
from zooloretto.dice.rules import legal_actions as dice_legal
from zooloretto.dice.rules.scoring import total
from zooloretto.zoo.rules import legal_actions
from zooloretto.zoo.rules.scoring import score_zoo
from zooloretto.ui.scenes import load as load_module, load_preview
from zooloretto.ui.scenes.load import LoadScene
from zooloretto.ui.scenes.title import TitleScene
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import tr
from menu_helpers import click, click_at, frames, menu_app

COLOURS = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167)]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from menu_app(tmp_path, monkeypatch)


def people(n):
    return [Seat(name, colour=COLOURS[i]) for i, name in enumerate(["Ana", "Bruno", "Clara", "Dimitri"][:n])]


def dice_game(n=3, steps=40, seed=6):
    session = GameSession.new(people(n), seed=seed, game="dice")
    play_randomly(session.record, dice_legal, seed, steps)
    return session


def board_game(expansions, steps=30, seed=3):
    session = GameSession.new(people(3), seed=seed, expansions=expansions)
    play_randomly(session.record, legal_actions, seed, steps)
    return session


def open_load(app) -> LoadScene:
    click(app, "load")
    assert isinstance(app.top, LoadScene)
    return app.top


def entry_named(load, stem):
    return next(e for e in load.entries if e.path.stem == stem)


def test_a_dice_save_is_listed_with_the_games_name_its_players_round_and_points(app):
    game = dice_game()
    game.save_as("Dice night")
    load = open_load(app)
    entry = entry_named(load, "Dice night")
    assert entry.error is None and entry.title == "Dice night"
    status = load_preview.status(entry.session)
    assert status == tr("menu.dice_save", status=tr("menu.round", n=game.state.round))
    assert "Dice game" in status
    assert load_preview.points(entry.session) == [total(s) for s in game.state.sheets]
    assert load_preview.names(entry.session.state) == ["Ana", "Bruno", "Clara"]
    click_at(app, load.row_rect(entry).center)
    assert load.selected is entry and load.named["load"].is_enabled


def test_loading_a_dice_save_opens_the_dice_table_in_the_same_state(app):
    game = dice_game(n=2, steps=25)
    game.save_as("kept")
    load = open_load(app)
    click_at(app, load.row_rect(entry_named(load, "kept")).center)
    click(app, "load")
    assert app.top.screen_name == "dice_table"
    assert app.top.session.state.to_json() == game.state.to_json()
    assert [type(s).__name__ for s in app.stack][0] == "TitleScene" and len(app.stack) == 2


def test_an_expansion_games_preview_names_its_expansions(app, monkeypatch):
    game = board_game(["savings-book", "polar-bear"])
    game.save_as("With the bear")
    board_game([]).save_as("Plain")
    load = open_load(app)
    with_bear, plain = entry_named(load, "With the bear"), entry_named(load, "Plain")
    assert load_preview.expansions(with_bear.session) == "Savings book, Polar bear"
    assert load_preview.expansions(plain.session) == ""
    assert load_preview.status(with_bear.session) == tr("menu.round", n=game.state.round)
    assert load_preview.points(with_bear.session) == \
        [score_zoo(z, game.state.options)["total"] for z in game.state.zoos]
    shown = drawn_texts(monkeypatch, load_module, "draw_paragraphs")
    click_at(app, load.row_rect(with_bear).center)              # the detail card is drawn
    assert tr("menu.expansions_list", names="Savings book, Polar bear") in shown


def test_an_autosave_of_the_dice_game_says_whose_turn_it_is(app):
    game = dice_game(steps=11)
    game.autosave()
    load = open_load(app)
    entry = next(e for e in load.entries if e.kind == "autosave")
    name = game.state.sheets[game.state.current].name
    assert entry.title == tr("menu.autosave_name", round=game.state.round, name=name)


def test_continue_opens_the_newest_autosave_of_either_game(app):
    board_game([]).autosave()
    for newest, screen in ((dice_game(steps=15), "dice_table"),
                           (board_game(["petting-zoo"], steps=12), "table")):
        newest.autosave()
        app.reset(TitleScene(app))
        frames(app)
        click(app, "continue")
        assert app.top.screen_name == screen
        assert app.top.session.state.to_json() == newest.state.to_json()


def test_a_row_of_the_list_marks_an_expansion_game_with_its_pictures(app, monkeypatch):
    import pygame
    plain, extras = board_game([]), board_game(["polar-bear", "petting-zoo"])
    assert load_preview.expansion_icons(plain, 16) == []
    assert len(load_preview.expansion_icons(extras, 16)) == 2
    scene = LoadScene(app)
    app.reset(scene)
    frames(app)
    entry = type("Entry", (), dict(title="Game", kind="save", mtime=0, error=None,
                                   session=extras, path=None))()

    def row():
        surface = pygame.Surface((700, 80))
        scene.paint_row(surface, pygame.Rect(0, 0, 700, 80), entry, 1.0)
        return surface
    marked = row()
    monkeypatch.setattr(load_preview, "expansion_icons", lambda session, px: [])
    unmarked = row()
    changed = [x for x in range(700) if any(marked.get_at((x, y)) != unmarked.get_at((x, y))
                                            for y in range(40, 75))]
    # the pictures come right after the round, and the players move along to make room
    status_end = 14 + text_width(app, load_preview.status(extras))
    assert changed and status_end <= changed[0] <= status_end + 20
    assert changed[-1] > changed[0] + 60


def text_width(app, text):
    from zooloretto.ui.kit import text_font
    return text_font(app, 14).size(text)[0]
