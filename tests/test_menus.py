"""The menu scenes, driven as a player would: posted mouse and key events
through App.step, headless, in throw-away saves and config folders."""
from __future__ import annotations

import json
import random

import i18n
import pygame
import pygame_gui
import pytest

from zooloretto import paths
from zooloretto.zoo.rules import final_scores, legal_actions
from zooloretto.zoo.rules import actions as A
from zooloretto.zoo.rules.saves import read
from zooloretto.ui.scenes import settings as settings_scene
from zooloretto.ui.app import App
from zooloretto.ui.scenes.howto import HowToScene, PAGES
from zooloretto.ui.scenes.load import LoadScene
from zooloretto.ui.scenes.new_game import NewGameScene
from zooloretto.ui.scenes.pause import PauseScene
from zooloretto.ui.scenes.results import ResultsScene, headline
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.settings import Settings
from zooloretto.ui.scenes.settings import SettingsScene
from zooloretto.ui.text import set_language, tr
from zooloretto.ui.scenes.title import TitleScene

COLOURS = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167), (213, 94, 0)]


@pytest.fixture
def app(tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    a = App(size=(1280, 800), settings=Settings(language="en"))
    a.reset(TitleScene(a))
    frames(a)
    yield a
    paths.set_saves_dir(None)
    set_language("en")


def frames(app, n=2):
    for _ in range(n):
        app.step(pygame.event.get())


def click_at(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    frames(app)           # pygame-gui's UI_BUTTON_PRESSED arrives on the next frame


def click(app, name):
    element = app.top.named[name]
    assert element.is_enabled, f"{name} is disabled"
    click_at(app, element.rect.center)


def dialog_click(app, key):
    dialog = app.top.dialog
    assert dialog is not None, "no dialog is open"
    button = next(b for b in dialog.elements if b.text == key)
    click_at(app, button.rect.center)


def key(app, k):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
    frames(app, 1)


def shown_text(element) -> str:
    return element.drawable_shape.theming["text"]


def seats(n, bots=True):
    """Seat 1 a person, the others bots (or all people, so nothing moves by itself)."""
    names = ["Ana", "Bruno", "Clara", "Dimitri", "Elsa"]
    return [Seat(names[i], "bot", "easy", COLOURS[i]) if bots and i else Seat(names[i], colour=COLOURS[i])
            for i in range(n)]


def play_random(session, steps=None, seed=1):
    rng = random.Random(seed)
    n = 0
    while not session.state.game_over and (steps is None or n < steps):
        acts = legal_actions(session.state)
        core = [a for a in acts if not isinstance(a, A.MONEY_ACTIONS)]
        session.record.play(rng.choice(core if core and rng.random() < 0.9 else acts))
        n += 1
    return session


def game_scene_class():
    from zooloretto.ui.zoo.scene import TableScene
    return TableScene


# ------------------------------------------------------------------ title

def test_title_buttons_lead_to_each_menu_and_back(app):
    assert not app.top.named["continue"].is_enabled       # nothing to continue yet
    for name, kind in (("new_game", NewGameScene), ("load", LoadScene), ("settings", SettingsScene),
                       ("howto", HowToScene)):
        click(app, name)
        assert isinstance(app.top, kind), name
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, TitleScene), f"Esc from {name}"
    click(app, "quit")
    assert not app.running


def test_continue_is_offered_once_a_game_was_autosaved(app):
    GameSession.new(seats(3), seed=4).autosave()
    app.reset(TitleScene(app))
    frames(app)
    assert app.top.named["continue"].is_enabled


def test_continue_opens_the_last_autosave(app):
    GameScene = game_scene_class()
    session = play_random(GameSession.new(seats(3, bots=False), seed=4), steps=10)
    session.autosave()
    app.reset(TitleScene(app))
    frames(app)
    click(app, "continue")
    assert isinstance(app.top, GameScene)
    assert app.top.session.state.to_json() == session.state.to_json()


def test_continue_passes_over_a_damaged_newest_autosave(app):
    GameScene = game_scene_class()
    session = GameSession.new(seats(3, bots=False), seed=4)
    older = play_random(session, steps=10).autosave()
    play_random(session, steps=4).autosave().write_bytes(b'{"format": "zoolo')   # a power cut
    app.reset(TitleScene(app))
    frames(app)
    click(app, "continue")
    assert isinstance(app.top, GameScene)
    assert app.top.session.record.actions == read(older).actions


def test_howto_pages_turn_and_end_with_credits(app):
    click(app, "howto")
    assert app.top.page == 0 and not app.top.named["previous"].is_enabled
    for _ in range(len(PAGES) - 1):
        click(app, "next")
    assert PAGES[app.top.page] == "credits" and not app.top.named["next"].is_enabled
    assert "CC-BY 4.0" in tr("help.credits_body") and "Twemoji" in tr("help.credits_body")
    key(app, pygame.K_LEFT)
    assert app.top.page == len(PAGES) - 2


# ------------------------------------------------------------------ new game

def open_new_game(app):
    click(app, "new_game")
    assert isinstance(app.top, NewGameScene)
    return app.top


def error_text(app):
    return shown_text(app.top.named["error"])


def test_new_game_rejects_an_empty_name(app):
    scene = open_new_game(app)
    scene.named["name_1"].set_text("   ")
    click(app, "start")
    assert error_text(app) == tr("menu.error_empty_name", n=2)
    assert app.top is scene


def test_new_game_rejects_duplicate_names(app):
    scene = open_new_game(app)
    scene.named["name_0"].set_text("Ana")
    scene.named["name_2"].set_text("ana")
    click(app, "start")
    assert error_text(app) == tr("menu.error_duplicate_name", name="ana")


def test_new_game_wants_the_right_number_of_removed_types(app):
    scene = open_new_game(app)                 # 3 seats: two types stay in the box
    click(app, "random_removed")
    click_at(app, scene.animal_rects["panda"].center)
    assert scene.removed == {"panda"}
    click(app, "start")
    assert error_text(app) == tr("menu.error_removed_count", players=3, count=2, chosen=1)
    click(app, "add_seat")                     # 4 seats: one type is right
    assert len(scene.seats) == 4
    scene.named["seed"].set_text("12x")
    click(app, "start")
    assert error_text(app) == tr("menu.error_seed")


def test_seats_can_be_added_up_to_five_and_removed_down_to_two(app):
    scene = open_new_game(app)
    click(app, "add_seat")
    click(app, "add_seat")
    assert len(scene.seats) == 5 and not scene.named["add_seat"].is_enabled
    assert len({s.colour for s in scene.seats}) == 5
    for _ in range(3):
        click(app, "remove_1")
    assert len(scene.seats) == 2 and not scene.named["remove_0"].is_enabled
    click_at(app, scene.swatches[0].center)    # a new colour, never another seat's
    assert scene.seats[0].colour != scene.seats[1].colour


def test_new_game_with_four_seats_and_bots_reaches_the_table(app):
    GameScene = game_scene_class()
    scene = open_new_game(app)
    click(app, "add_seat")
    click(app, "kind_0")                       # seat 1 a bot as well, then its level
    click(app, "level_0")
    assert scene.seats[0].is_bot and scene.seats[0].level == "hard"
    click(app, "kind_0")                       # and back to a person
    click(app, "random_removed")
    click_at(app, scene.animal_rects["camel"].center)
    scene.named["seed"].set_text("4242")
    click(app, "start")
    assert isinstance(app.top, GameScene)
    session = app.top.session
    assert [s.kind for s in session.seats] == ["human", "bot", "bot", "bot"]
    assert session.state.removed == ["camel"] and session.record.setup["seed"] == 4242
    assert [type(s).__name__ for s in app.stack] == ["TitleScene", "TableScene"]


# ------------------------------------------------------------------ pause, save, load

def test_save_from_the_pause_menu_then_find_it_on_the_load_screen(app):
    session = play_random(GameSession.new(seats(4), seed=9), steps=40)
    app.push(PauseScene(app, session))
    frames(app)
    click(app, "save")
    assert app.top.dialog is not None
    app.top.dialog.entry.set_text("Rainy Sunday")
    dialog_click(app, "menu.save")
    saved = paths.saves_dir() / "Rainy Sunday.json"
    assert saved.exists()
    dialog_click(app, "menu.ok")
    click(app, "load")
    load = app.top
    assert isinstance(load, LoadScene)
    entry = next(e for e in load.entries if e.path == saved)
    assert entry.error is None
    assert entry.session.state.to_json() == session.state.to_json()
    assert entry.session.record.actions == session.record.actions
    click_at(app, load.row_rect(entry).center)
    assert load.selected is entry and load.named["load"].is_enabled


def test_saving_over_another_game_asks_first(app):
    other = play_random(GameSession.new(seats(2), seed=4), steps=10)
    other.save_as("Rainy Sunday")
    path = paths.saves_dir() / "Rainy Sunday.json"
    before = path.read_bytes()
    session = play_random(GameSession.new(seats(3), seed=8), steps=25)
    app.push(PauseScene(app, session))
    frames(app)
    click(app, "save")
    app.top.dialog.entry.set_text("Rainy Sunday")
    dialog_click(app, "menu.save")
    dialog_click(app, "menu.cancel")                       # keep the other game
    assert path.read_bytes() == before
    click(app, "save")
    app.top.dialog.entry.set_text("Rainy Sunday")
    dialog_click(app, "menu.save")
    dialog_click(app, "menu.replace_yes")
    assert read(path).state.to_json() == session.state.to_json()


def test_loading_a_save_opens_the_table_in_the_same_state(app):
    GameScene = game_scene_class()
    session = play_random(GameSession.new(seats(3, bots=False), seed=2), steps=30)
    session.save_as("kept")
    click(app, "load")
    load = app.top
    entry = next(e for e in load.entries if e.path.stem == "kept")
    click_at(app, load.row_rect(entry).center)
    click(app, "load")
    assert isinstance(app.top, GameScene)
    assert app.top.session.state.to_json() == session.state.to_json()


def test_a_damaged_save_is_listed_with_its_reason_and_the_others_still_load(app):
    good = play_random(GameSession.new(seats(3), seed=3), steps=20)
    good.save_as("good one")
    folder = paths.saves_dir()
    (folder / "cut short.json").write_text('{"format": "zooloretto-save", "vers', encoding="utf-8")
    data = json.loads((folder / "good one.json").read_text(encoding="utf-8"))
    data["state"]["bank"] += 5                               # money from nowhere
    (folder / "tampered.json").write_text(json.dumps(data), encoding="utf-8")
    click(app, "load")
    load = app.top
    by_name = {e.path.stem: e for e in load.entries}
    assert "damaged or was cut short" in by_name["cut short"].error
    assert "breaks the rules" in by_name["tampered"].error and by_name["tampered"].session is None
    click_at(app, load.row_rect(by_name["cut short"]).center)
    assert not load.named["load"].is_enabled                 # cannot be loaded
    click_at(app, load.row_rect(by_name["good one"]).center)
    assert load.named["load"].is_enabled
    assert by_name["good one"].session.state.to_json() == good.state.to_json()


def test_delete_asks_first_and_never_offers_the_examples(app):
    GameSession.new(seats(2), seed=1).save_as("old game")
    path = paths.saves_dir() / "old game.json"
    click(app, "load")
    load = app.top
    entry = next(e for e in load.entries if e.path == path)
    click_at(app, load.row_rect(entry).center)
    click(app, "delete")
    assert load.dialog is not None
    dialog_click(app, "menu.keep")
    assert path.exists() and load.dialog is None
    click(app, "delete")
    dialog_click(app, "menu.delete")
    assert not path.exists()
    assert all(e.path != path for e in load.entries)
    examples = [e for e in load.entries if e.kind == "example"]
    if examples:
        load.select(examples[0])
        frames(app)
        assert not load.named["delete"].is_enabled
        load.ask_delete()
        assert load.dialog is None and examples[0].path.exists()


def test_quit_to_title_from_pause_asks_then_returns_to_the_title(app):
    session = GameSession.new(seats(2), seed=1)
    app.push(PauseScene(app, session))
    frames(app)
    click(app, "quit_to_title")
    dialog_click(app, "menu.stay")
    assert isinstance(app.top, PauseScene)
    click(app, "quit_to_title")
    dialog_click(app, "menu.quit_yes")
    assert [type(s).__name__ for s in app.stack] == ["TitleScene"]


# ------------------------------------------------------------------ settings

def test_settings_are_saved_when_changed(app):
    click(app, "settings")
    click(app, "speed_fast")
    click(app, "sound_off")
    click(app, "confirm_money_actions_off")
    again = Settings.load()
    assert again.animation_speed == "fast" and again.sound is False
    assert again.confirm_money_actions is False
    assert app.top.named["speed_fast"].is_selected and not app.top.named["speed_normal"].is_selected


def test_switching_language_redraws_the_menu_at_once(app, tmp_path, monkeypatch):
    # a tiny French catalog, only for this test, next to copies of ours
    locales = tmp_path / "locales"
    locales.mkdir()
    (locales / "menu.fr.json").write_text(json.dumps(
        {"fr": {"language_name": "Français", "settings_heading": "Réglages", "back": "Retour"}}),
        encoding="utf-8")
    (locales / "menu.en.json").write_text("{}", encoding="utf-8")
    monkeypatch.setattr(settings_scene, "LOCALES_DIR", locales)
    i18n.load_path.append(str(locales))
    try:
        check_language_switch(app)
    finally:
        i18n.load_path.remove(str(locales))


def check_language_switch(app):
    click(app, "settings")
    assert "lang_fr" in app.top.named
    assert shown_text(app.top.named["back"]) == "Back"
    click(app, "lang_fr")
    assert app.settings.language == "fr" and Settings.load().language == "fr"
    assert shown_text(app.top.named["back"]) == "Retour"
    assert app.top.named["lang_fr"].is_selected
    click(app, "lang_en")
    assert shown_text(app.top.named["back"]) == "Back"


# ------------------------------------------------------------------ results

@pytest.fixture(scope="module")
def finished():
    session = GameSession.new(seats(4), seed=17)
    return play_random(session, seed=5)


def test_results_show_each_players_breakdown(app, finished):
    assert finished.state.game_over
    app.reset(ResultsScene(app, finished))
    frames(app)
    scores = final_scores(finished.state)
    rows = dict(app.top.rows())
    pens = ["4-space enclosure", "5-space enclosure", "6-space enclosure", "Expansion enclosure"]
    for j, p in enumerate(scores["players"]):
        for i, e in enumerate(p["enclosures"]):
            assert rows[pens[i]][j][0] == e["points"]
        assert rows[tr("results.stall_types")][j][0] == p["stall_points"]
        assert rows[tr("results.barn_animals")][j][0] == p["barn_animal_penalty"]
        assert rows[tr("results.barn_stalls")][j][0] == p["barn_stall_penalty"]
        parts = sum(cells[j][0] for cells in rows.values() if cells[j] is not None)
        assert parts == p["total"]
    title, _ = headline(scores, [s.name for s in finished.seats])
    assert finished.seats[scores["winners"][0]].name in title


def test_headline_names_a_coin_tie_break_and_a_shared_win():
    names = ["Ana", "Bruno"]
    base = {"players": [{"coins": 4}, {"coins": 2}]}
    title, note = headline({**base, "winners": [0], "decided_by_coins": True, "shared": False}, names)
    assert title == tr("results.winner", name="Ana")
    assert note == tr("results.by_coins", name="Ana", coins=4)
    title, note = headline({**base, "winners": [0, 1], "decided_by_coins": False, "shared": True}, names)
    assert "Ana" in title and "Bruno" in title and note


def test_play_again_starts_a_new_game_with_the_same_seats(app, finished):
    GameScene = game_scene_class()
    app.reset(ResultsScene(app, finished))
    frames(app)
    click(app, "play_again")
    assert app.top.dialog is not None                      # it asks first, naming the players
    assert all(s.name in app.top.dialog.message for s in finished.seats)
    dialog_click(app, "results.start_again")
    assert isinstance(app.top, GameScene)
    new = app.top.session
    assert new is not finished and not new.state.game_over and new.state.round == 1
    assert [(s.name, s.kind, s.level, tuple(s.colour)) for s in new.seats] == \
        [(s.name, s.kind, s.level, tuple(s.colour)) for s in finished.seats]


def test_play_again_can_change_the_players_first(app, finished):
    app.reset(ResultsScene(app, finished))
    frames(app)
    click(app, "play_again")
    dialog_click(app, "results.change_players")
    assert type(app.top).__name__ == "NewGameScene"
    assert [s.name for s in app.top.seats] == [s.name for s in finished.seats]


def test_results_title_button_returns_to_the_title(app, finished):
    app.reset(ResultsScene(app, finished))
    frames(app)
    click(app, "to_title")
    assert isinstance(app.top, TitleScene)


# ------------------------------------------------------------------ layout

@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_menus_fit_small_and_large_windows(app, size, finished):
    app.resize(size)
    expansions = NewGameScene(app)
    expansions.tab, expansions.expansions = "expansions", {"polar-bear", "buildings"}
    dice = NewGameScene(app)
    dice.game = "dice"
    scenes = [TitleScene(app), NewGameScene(app), expansions, dice, LoadScene(app), SettingsScene(app),
              HowToScene(app), HowToScene(app, topic="dice"), HowToScene(app, topic="expansions"),
              PauseScene(app, finished), ResultsScene(app, finished)]
    window = pygame.Rect((0, 0), size)
    for scene in scenes:
        app.reset(scene)
        frames(app, 1)
        buttons = [e for e in scene.elements if isinstance(e, pygame_gui.elements.UIButton)]
        assert buttons
        for b in buttons:
            assert window.contains(b.rect), (type(scene).__name__, b.text, b.rect)
        for i, a in enumerate(buttons):
            for b in buttons[i + 1:]:
                assert not a.rect.colliderect(b.rect), (type(scene).__name__, a.text, b.text)
