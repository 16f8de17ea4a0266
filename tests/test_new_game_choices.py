"""The New game screen's choices beyond the seats: the board game's expansions, the choice
of game (Zooloretto or its dice game), and that both come back next time. Driven by posted
clicks, headless, in throw-away saves and config folders."""
from __future__ import annotations

import json

import pytest

from zooloretto.zoo.rules.expansions import NAMES as EXPANSIONS
from zooloretto.ui.scenes.new_game import NewGameScene
from zooloretto.ui.scenes.title import TitleScene
from zooloretto.ui.settings import Settings
from menu_helpers import click, click_at, frames, menu_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from menu_app(tmp_path, monkeypatch)


def open_form(app) -> NewGameScene:
    click(app, "new_game")
    assert isinstance(app.top, NewGameScene)
    return app.top


def start(app, seed="77"):
    app.top.named["seed"].set_text(seed)
    click(app, "start")
    assert app.top.screen_name in ("table", "dice_table"), getattr(app.top, "error", "")
    assert app.top.screen_name == ("dice_table" if app.top.session.game == "dice" else "table")
    return app.top.session


# ------------------------------------------------------------------ expansions

def test_every_expansion_is_offered_with_a_line_saying_what_it_adds(app):
    form = open_form(app)
    click(app, "tab_expansions")
    assert form.tab == "expansions"
    assert set(form.expansion_boxes) == set(EXPANSIONS)
    assert all(f"expansion_{name}" in form.named for name in EXPANSIONS)
    # under each name, or (too many for the room) as the tooltip of its name
    said = [key for key, _ in form.notes] or form.tipped
    assert said == [f"menu.expansion_{n.replace('-', '_')}_line" for n in EXPANSIONS]
    assert not form.expansions                                 # a first game has none


def test_ticked_expansions_make_a_game_with_exactly_those(app):
    form = open_form(app)
    click(app, "tab_expansions")
    click(app, "expansion_polar-bear")                         # the name switches it...
    click_at(app, form.expansion_boxes["savings-book"].center)  # ...and so does its tick box
    click(app, "expansion_buildings")
    click(app, "expansion_buildings")                          # on and off again
    assert form.expansions == {"polar-bear", "savings-book"}
    assert app.top.named["tab_expansions"].text == "menu.tab_expansions_on"
    session = start(app)
    assert session.state.options == ("savings-book", "polar-bear")
    path = session.autosave()
    header = json.loads(path.read_text(encoding="utf-8"))
    assert header["setup"]["expansions"] == ["savings-book", "polar-bear"]


def test_a_game_without_expansions_is_the_base_game(app):
    open_form(app)
    session = start(app)
    assert session.state.options == ()
    assert "expansions" not in session.record.setup


def test_the_expansions_come_back_next_time(app):
    open_form(app)
    click(app, "tab_expansions")
    for name in ("petting-zoo", "buildings"):
        click(app, f"expansion_{name}")
    start(app)
    app.settings = Settings.load()                             # what the next start reads
    again = NewGameScene(app)
    assert again.game == "zoo" and again.expansions == {"petting-zoo", "buildings"}


def test_a_hand_edited_expansion_list_is_read_for_what_it_names(app):
    app.settings.last_expansions = ["polar-bear", "unicorns", 3]
    assert NewGameScene(app).expansions == {"polar-bear"}
    app.settings.last_expansions = "polar-bear"
    assert NewGameScene(app).expansions == set()
    app.settings.last_game = "chess"
    assert NewGameScene(app).game == "zoo"


def test_the_animals_tab_keeps_its_choice_while_the_expansions_are_shown(app):
    form = open_form(app)
    click(app, "random_removed")
    click_at(app, form.animal_rects["zebra"].center)
    click(app, "tab_expansions")
    assert not form.animal_rects                              # hidden, not clickable
    click(app, "tab_box")
    assert form.removed == {"zebra"} and not form.random_removed


# ------------------------------------------------------------------ the choice of game

def test_choosing_the_dice_game_and_starting_seats_the_players_at_the_dice_table(app):
    form = open_form(app)
    click(app, "add_seat")
    click(app, "kind_3")                                       # the new computer seat becomes a person
    form.named["name_3"].set_text("Dora")
    click(app, "game_dice")
    assert form.game == "dice" and form.named["game_dice"].is_selected
    assert "random_removed" not in form.named and "tab_expansions" not in form.named
    assert not form.animal_rects and not form.expansion_boxes
    chosen = [(s.name, s.kind, s.level, s.colour) for s in form.seats]
    session = start(app, seed="4242")
    assert app.top.screen_name == "dice_table"
    assert session.game == "dice" and session.record.setup["seed"] == 4242
    assert [(s.name, s.kind, s.level, tuple(s.colour)) for s in session.seats] == chosen
    assert [sheet.name for sheet in session.state.sheets] == [name for name, *_ in chosen]
    assert [type(s).__name__ for s in app.stack][0] == "TitleScene" and len(app.stack) == 2


def test_the_dice_game_seats_four_and_keeps_a_fifth_for_the_board_game(app):
    form = open_form(app)
    click(app, "add_seat")
    click(app, "add_seat")
    assert len(form.seats) == 5
    fifth = form.seats[4].name
    click(app, "game_dice")
    assert len(form.seats) == 4 and not form.named["add_seat"].is_enabled
    click(app, "game_zoo")
    assert len(form.seats) == 5 and form.seats[4].name == fifth
    click(app, "game_dice")
    click(app, "remove_0")
    click(app, "remove_0")
    assert len(form.seats) == 2 and not form.named["remove_0"].is_enabled   # two at the least


def test_the_dice_game_comes_back_next_time_and_keeps_the_board_games_options(app):
    open_form(app)
    click(app, "tab_expansions")
    click(app, "expansion_savings-book")
    start(app)                                                 # a board game with the savings book
    app.settings = Settings.load()
    app.reset(TitleScene(app))
    frames(app)
    open_form(app)
    click(app, "game_dice")
    start(app)
    app.settings = Settings.load()
    again = NewGameScene(app)
    assert again.game == "dice" and again.expansions == {"savings-book"}
    again.choose_game("zoo")
    assert again.expansions == {"savings-book"}


def test_the_dice_game_checks_names_but_not_animals(app):
    form = open_form(app)
    click(app, "random_removed")                               # no animal chosen: wrong for the board game
    click(app, "game_dice")
    form.named["name_1"].set_text(form.seats[0].name)
    click(app, "start")
    assert app.top is form and "called" in form.error
    form.named["name_1"].set_text("Bea")
    session = start(app)
    assert session.game == "dice"


def test_play_again_with_other_players_keeps_the_dice_game(app):
    from zooloretto.ui.session import GameSession, Seat
    seats = [Seat("Ana", colour=(0, 114, 178)), Seat("Bo", "bot", "easy", (230, 159, 0))]
    app.open("new_game", seats, game="dice")
    frames(app)
    assert app.top.game == "dice" and [s.name for s in app.top.seats] == ["Ana", "Bo"]
    assert GameSession.new(seats, seed=3, game="dice").game == "dice"


def test_an_expansions_picture_switches_it_too(app):
    form = open_form(app)
    click(app, "tab_expansions")
    click_at(app, form.expansion_pictures["petting-zoo"].center)
    assert form.expansions == {"petting-zoo"}


# ------------------------------------------------------------------ seat badges

def test_a_persons_badge_stands_out_on_every_seat_colour(app):
    """The seat badge's person (a blue-grey silhouette) and robot are drawn on a light
    disc, so they read on every seat colour, blue included."""
    from zooloretto.ui.scenes.new_game import player_colours
    form = open_form(app)
    seen = set()
    for _ in range(len(player_colours())):
        frames(app)
        rect = form.swatches[0]
        pixels = [app.screen.get_at((x, y))[:3]
                  for x in range(rect.centerx - rect.w // 4, rect.centerx + rect.w // 4)
                  for y in range(rect.centery - rect.h // 4, rect.centery + rect.h // 4)]
        light = [sum(p) / 3 for p in pixels]
        assert max(light) - min(light) > 90, (form.seats[0].colour, min(light), max(light))
        seen.add(form.seats[0].colour)
        form.cycle_colour(0)
    assert len(seen) >= 3
