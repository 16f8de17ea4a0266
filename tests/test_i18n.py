"""Translations: every text comes from a complete catalog in each language,
with the same placeholders and correct plurals; the language switches at once
and is remembered; every screen renders each language without missing glyphs
and without text spilling out of its place."""
from __future__ import annotations

import ast
import functools
import json
import random
import re
from pathlib import Path

import pygame
import pytest

from menu_helpers import alone_or_over_the_title
from zooloretto import paths
from zooloretto.zoo.rules import components as C
from zooloretto.zoo.rules import legal_actions
from zooloretto.zoo.rules import actions as A
from zooloretto.zoo.rules.refusals import MESSAGES
from zooloretto.zoo.rules.expansions.exotic import SPECIES as EXOTIC_SPECIES
from zooloretto.zoo.rules.expansions.more_events import COLOURS as VISITOR_COLOURS
from zooloretto.dice.rules.components import FACES as DICE_FACES
from zooloretto.dice.rules.refusals import MESSAGES as DICE_MESSAGES
from zooloretto.ui.dice.flow import REASONS as DICE_REASONS
from zooloretto.zoo.bots.explain import KEYS as HINT_REASONS
from zooloretto.zoo.rules.saves import SaveError
from zooloretto.words import languages as languages_module
from zooloretto.ui.scenes.new_game import bot_levels
from zooloretto.ui.settings import ANIMATION_SPEEDS, Settings, system_language
from zooloretto.ui.text import LANGUAGES, LOCALES_DIR, PLURAL_FORMS, plural_form, set_language, tr

ROOT = Path(__file__).resolve().parent.parent
NAMESPACES = ("title", "menu", "help", "results", "game", "rules", "saves", "dice", "lesson", "history",
              "replay")
PLACEHOLDER = re.compile(r"%\{(\w+)\}")

# Keys the code builds at run time: the literal prefix -> every suffix it can get.
DYNAMIC = {
    "game.animal.": C.ANIMALS, "game.animals.": C.ANIMALS, "game.animal_a.": C.ANIMALS,
    "game.stall_a.": C.STALLS, "rules.refusal.": tuple(MESSAGES),
    "game.button.": ("undo", "hint", "menu"),
    "menu.speed_": ANIMATION_SPEEDS, "menu.level_": bot_levels(),
    "menu.bot_name_": ("1", "2", "3", "4"), "menu.section_": ("save", "autosave", "example"),
    "menu.animal_": C.ANIMALS,
    "menu.game_": ("board", "dice", "zoomaka", "board_tip", "dice_tip", "zoomaka_tip"),
    "help.topic_": ("zoo", "dice", "expansions", "zoomaka"),
    "saves.problem.": SaveError.KINDS,
    "game.score.why_": ("full", "one_short", "stall", "none"),
    "game.hint.why.": tuple(HINT_REASONS),
    "dice.hint.why_": tuple(DICE_REASONS),
    "dice.face.": DICE_FACES, "dice.refusal.": tuple(DICE_MESSAGES),
    "dice.button.": ("hint", "undo", "menu", "log"),
    "game.jungle_a.": EXOTIC_SPECIES, "game.site_a.": ("barn", "stall", "pen"),
    "game.visitor.": VISITOR_COLOURS, "game.special.": ("polar-bear", "octopus", "skunk"),
    "history.unit.": ("zoo", "dice", "zoomaka"),
}
# f"help.{page}_title" and f"help.{page}_body": the board game's pages, the dice game's, the expansions'
HELP_PAGES = ("goal", "turn", "unload", "money", "offspring", "end", "scoring", "two_players", "two_players_round",
              "credits",
              "dice_turn", "dice_trucks", "dice_sheet", "dice_bonus", "dice_coins", "dice_barn", "dice_end",
              "exp_about", "exp_savings_book", "exp_petting_zoo", "exp_buildings", "exp_polar_bear",
              "exp_exotic", "exp_visitors", "exp_octopus", "exp_skunk", "exp_building_sites",
              "zoomaka_goal", "zoomaka_turn", "zoomaka_settings", "zoomaka_answers", "zoomaka_deck")
NOT_KEYS = {"menu.section",           # a prefix the load screen tests with startswith
            "menu."}                  # the start of the file name f"menu.{lang}.json"


# ------------------------------------------------------------------ catalogs

def catalog(lang: str) -> dict:
    """Flat key -> value (a string, or a dict of plural forms) for one language."""
    flat = {}

    def walk(prefix, node):
        for k, v in node.items():
            if isinstance(v, dict) and not set(v) <= set(PLURAL_FORMS):
                walk(f"{prefix}.{k}", v)
            else:
                flat[f"{prefix}.{k}"] = v
    for ns in NAMESPACES:
        path = LOCALES_DIR / f"{ns}.{lang}.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        assert list(data) == [lang], f"{path.name} must nest everything under {lang!r}"
        walk(ns, data[lang])
    return flat


CATALOGS = {lang: catalog(lang) for lang in LANGUAGES}


@functools.cache
def keys_in_code() -> frozenset:
    """Every catalog key the code names, with dynamic keys enumerated from their sources (the
    whole package parsed once per test process, not once per language)."""
    pattern = re.compile(r"(%s)\.[a-z0-9_.]*" % "|".join(NAMESPACES))
    used, prefixes = set(), set()
    for path in (ROOT / "zooloretto").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and pattern.fullmatch(node.value) and node.value not in NOT_KEYS:
                (prefixes if node.value.endswith((".", "_")) else used).add(node.value)
    unknown = prefixes - set(DYNAMIC) - {"help."}
    assert not unknown, f"keys built from these prefixes need their values listed in DYNAMIC: {unknown}"
    for prefix, suffixes in DYNAMIC.items():
        used |= {prefix + s for s in suffixes}
    used |= {f"help.{page}_{part}" for page in HELP_PAGES for part in ("title", "body")}
    return frozenset(used)


def test_the_help_pages_listed_here_are_the_scenes_pages():
    from zooloretto.ui.scenes.howto import ALL_PAGES
    assert tuple(ALL_PAGES) == HELP_PAGES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_has_every_key_the_code_uses_and_no_other(lang):
    used, have = keys_in_code(), set(CATALOGS[lang])
    assert not used - have, f"missing in {lang}: {sorted(used - have)}"
    assert not have - used, f"never used, in {lang}: {sorted(have - used)}"


def placeholders(value) -> set:
    texts = value.values() if isinstance(value, dict) else [value]
    return {name for t in texts for name in PLACEHOLDER.findall(t)}


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_placeholders_match_english(lang):
    for key, value in CATALOGS[lang].items():
        assert placeholders(value) == placeholders(CATALOGS["en"][key]), (lang, key, value)
        assert value, (lang, key)


def test_plural_objects_carry_each_languages_forms():
    need = {"en": {"one", "other"}, "fr": {"one", "other"}, "de": {"one", "other"},
            "ru": {"one", "few", "many"}}
    counted = set()
    for lang in LANGUAGES:
        for key, value in CATALOGS[lang].items():
            if isinstance(value, dict):
                assert set(value) == need[lang], (lang, key)
                counted.add(key)
    # a message with a count somewhere is plural in Russian even where English needs no forms
    assert counted <= {k for k, v in CATALOGS["ru"].items() if isinstance(v, dict)} | \
        {k for k, v in CATALOGS["en"].items() if isinstance(v, dict)}


@pytest.mark.parametrize("n, form", [(0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"),
                                     (11, "many"), (12, "many"), (14, "many"), (21, "one"), (22, "few"),
                                     (25, "many"), (101, "one"), (111, "many"), (112, "many")])
def test_russian_plural_categories(n, form):
    assert plural_form("ru", n) == form


def test_other_languages_plural_categories():
    assert [plural_form("en", n) for n in (0, 1, 2)] == ["other", "one", "other"]
    assert [plural_form("de", n) for n in (0, 1, 2)] == ["other", "one", "other"]
    assert [plural_form("fr", n) for n in (0, 1, 2)] == ["one", "one", "other"]


def test_counted_messages_read_right():
    try:
        set_language("ru")
        assert [tr("game.cost.several", n=n) for n in (2, 5, 21, 11)] == \
            ["2 монеты", "5 монет", "21 монета", "11 монет"]
        assert tr("help.end_caption", count=15) == "15 жетонов ждут под диском."
        assert "3 вида" in tr("menu.left_out_random", players=2, count=3, chosen=0)
        assert "1 вид " in tr("menu.left_out_random", players=4, count=1, chosen=0)
        assert tr("game.place.enclosure", n=4) == "в вольер на 4 места"
        assert tr("game.place.enclosure", n=6) == "в вольер на 6 мест"
        set_language("en")
        assert tr("game.log.coins_collected", name="Ana", amount=1) == "Ana pocketed 1 coin tile."
        assert tr("game.log.coins_collected", name="Ana", amount=2) == "Ana pocketed 2 coin tiles."
        assert "1 animal type stays" in tr("menu.left_out_random", players=4, count=1, chosen=0)
        set_language("fr")
        assert tr("game.cost.several", n=3) == "3 pièces"
        set_language("de")
        assert tr("game.zoo.expand_cost", cost=3) == "3 Münzen"
        assert tr("title.new_game") == "Neues Spiel"
    finally:
        set_language("en")


def test_every_refusal_reads_in_every_language():
    from zooloretto.zoo.rules.refusals import Refusal
    from zooloretto.words.zoo import refusal_text
    params = {"truck": 1, "index": 2, "held": "zebra", "animal": "camel", "cost": 2, "coins": 1,
              "tile": "panda:male", "count": 6, "capacity": 5, "seller": 3}
    try:
        for lang in LANGUAGES:
            set_language(lang)
            for code, english in MESSAGES.items():
                names = set(re.findall(r"\{(\w+)", english))
                text = refusal_text(Refusal(code, **{k: params[k] for k in names}))
                assert "%{" not in text and not text.startswith("rules."), (lang, code, text)
    finally:
        set_language("en")


# ------------------------------------------------------------------ system language and the switch

@pytest.mark.parametrize("env, lang", [
    ({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "fr_CA.UTF-8"}, "fr"), ({"LC_ALL": "de_DE@euro"}, "de"),
    ({"LC_MESSAGES": "de_AT.UTF-8", "LANG": "ru_RU.UTF-8"}, "de"),
    ({"LANGUAGE": "es:fr", "LANG": "es_ES.UTF-8"}, "fr"), ({"LANGUAGE": "ru:en"}, "ru"),
    ({"LANG": "es_ES.UTF-8"}, "en"), ({"LANG": "C.UTF-8"}, "en"), ({"LANG": "Russian_Russia.1251"}, "ru"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
])
def test_system_language_from_the_environment(env, lang):
    assert system_language(env) == lang


def test_system_language_asks_the_desktop_when_no_variable_is_set(monkeypatch):
    monkeypatch.setattr(languages_module, "_platform_languages", lambda: [None, "fr-FR", "de"])
    assert system_language({}) == "fr"
    monkeypatch.setattr(languages_module, "_platform_languages", lambda: ["ja_JP"])
    assert system_language({}) == "en"


def test_first_start_follows_the_system_then_the_choice_is_remembered(folders, monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert Settings.load().language == "de"
    s = Settings.load()
    s.language = "ru"
    s.save()
    assert Settings.load().language == "ru"            # the choice beats the system from now on


def test_choosing_a_language_in_settings_changes_every_text_at_once(folders):
    from zooloretto.ui.app import App
    from zooloretto.ui.scenes.settings import SettingsScene
    from zooloretto.ui.scenes.title import TitleScene
    app = App(size=(1280, 800), settings=Settings(language="en"))
    app.reset(TitleScene(app))
    app.push(SettingsScene(app))
    step(app)
    assert {f"lang_{lang}" for lang in LANGUAGES} <= set(app.top.named)
    for lang, back in (("ru", "Назад"), ("fr", "Retour"), ("de", "Zurück"), ("en", "Back")):
        b = app.top.named[f"lang_{lang}"]
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1)])
        step(app)
        assert shown(app.top.named["back"]) == back
        assert app.top.named[f"lang_{lang}"].is_selected
        assert Settings.load().language == lang
    app.pop()
    step(app)
    assert shown(app.top.named["new_game"]) == "New game"


# ------------------------------------------------------------------ glyphs

def missing_box(font):
    return pygame.image.tobytes(font.render("\ue000", True, (0, 0, 0), (255, 255, 255)), "RGB")


def every_text(lang):
    for value in CATALOGS[lang].values():
        yield from (value.values() if isinstance(value, dict) else [value])


@pytest.mark.parametrize("bold", [False, True])
def test_the_games_fonts_have_every_glyph_of_every_catalog(bold):
    from zooloretto.ui import art
    pygame.font.init()
    font = art.font(20, bold)
    missing = missing_box(font)
    chars = {ch for lang in LANGUAGES for text in every_text(lang) for ch in text if not ch.isspace()}
    bad = [ch for ch in sorted(chars)
           if pygame.image.tobytes(font.render(ch, True, (0, 0, 0), (255, 255, 255)), "RGB") == missing]
    assert not bad, f"no glyph for {bad}"


def test_the_menus_font_is_the_same_noto_sans():
    theme = json.loads((ROOT / "zooloretto" / "assets" / "theme.json").read_text(encoding="utf-8"))
    names = {block["font"]["name"] for block in theme.values() if isinstance(block, dict) and "font" in block}
    assert names == {"noto_sans"}          # pygame-gui's Noto Sans: Latin and Cyrillic


# ------------------------------------------------------------------ every scene, every language

def step(app, n=2):
    for _ in range(n):
        app.step(pygame.event.get())


def shown(element) -> str:
    return element.drawable_shape.theming["text"]


def seats(n):
    from zooloretto.ui.session import Seat
    names = ["Ana", "Bruno", "Clara", "Dimitri", "Elsa"]
    colours = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167), (213, 94, 0)]
    return [Seat(names[i], colour=colours[i]) for i in range(n)]


def play(session, rng, steps=None, until=None):
    n = 0
    while not session.state.game_over and (steps is None or n < steps):
        if until and until(session.state):
            break
        acts = legal_actions(session.state)
        core = [a for a in acts if not isinstance(a, A.MONEY_ACTIONS)]
        session.record.play(rng.choice(core if core and rng.random() < 0.9 else acts))
        n += 1
    return session


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    from zooloretto.ui.session import GameSession
    return {
        "mid": play(GameSession.new(seats(5), seed=8), random.Random(4), steps=140),
        "turn": play(GameSession.new(seats(3), seed=2), random.Random(5), steps=30,
                     until=lambda s: not s.pending and s.round > 1),
        "unloading": play(GameSession.new(seats(4), seed=3), random.Random(1), until=lambda s: bool(s.pending)),
        "done": play(GameSession.new(seats(4), seed=5), random.Random(3)),
        # for the Load screen's previews: a dice game, a game with every expansion
        "dice": play_any(GameSession.new(seats(4), seed=6, game="dice"), 30),
        "options": play(GameSession.new(seats(4), seed=7, expansions=["savings-book", "petting-zoo", "buildings",
                                                                      "polar-bear"]), random.Random(6), steps=60),
    }


def play_any(session, steps):
    """Seeded random moves for a game of either kind."""
    from helpers import play_randomly
    play_randomly(session.record, session.rules.legal, 1, steps)
    return session


class Recorder:
    """Where the scenes draw their own text this frame, and the space they give it."""

    def __init__(self, monkeypatch):
        import importlib
        import pkgutil
        import sys
        import zooloretto.ui
        from zooloretto.ui.kit import ink as board_view
        from zooloretto.ui.kit import paint as widgets
        self.texts, self.paragraphs, self.board_texts = [], [], []
        real_text, real_paragraphs, real_blit = widgets.draw_text, widgets.draw_paragraphs, board_view.blit_text

        def draw_text(surface, text, font, colour, pos, anchor="topleft", shadow=None):
            rect = real_text(surface, text, font, colour, pos, anchor, shadow)
            self.texts.append((text, rect))
            return rect

        def draw_paragraphs(surface, text, font, colour, rect, spacing=1.25):
            bottom = real_paragraphs(surface, text, font, colour, rect, spacing)
            self.paragraphs.append((text, pygame.Rect(rect), bottom, font.get_linesize()))
            return bottom

        def blit_text(surface, s, size, colour, pos, anchor="topleft", bold=False, max_w=None):
            rect = real_blit(surface, s, size, colour, pos, anchor, bold, max_w)
            natural = board_view.text(s, size, colour, bold).get_width()
            self.board_texts.append((s, rect, max_w, natural, size, bold))
            return rect

        # Every screen module that draws words (results_base, the coaches, round_summary,
        # final_table ...): each one imported, then its own name for the drawing function spied.
        for found in pkgutil.walk_packages(zooloretto.ui.__path__, "zooloretto.ui."):
            importlib.import_module(found.name)
        spies = {real_text: draw_text, real_paragraphs: draw_paragraphs, real_blit: blit_text}
        self.spied = set()
        for name, module in list(sys.modules.items()):
            if not name.startswith("zooloretto.ui"):
                continue
            for attr in ("draw_text", "draw_paragraphs", "blit_text"):
                real = getattr(module, attr, None)
                if real in spies:
                    monkeypatch.setattr(module, attr, spies[real])
                    self.spied.add(name)

    def clear(self):
        self.texts.clear(), self.paragraphs.clear(), self.board_texts.clear()


def ui_overflows(app) -> list:
    """pygame-gui buttons, labels and text fields whose text is wider than their room."""
    from pygame_gui.elements import UIButton, UILabel, UITextEntryLine
    from pygame_gui.core.utility import translate
    bad = []
    for el in app.ui.get_sprite_group().sprites():
        if getattr(el, "font", None) is None:          # hidden ones too: they show up later
            continue
        if isinstance(el, UIButton):
            # the text view widens to fit its text, so measure the room from the button's own edges
            text, room = shown(el), el.rect.w - 2 * el.drawable_shape.text_view_rect.x - 4
        elif isinstance(el, UILabel):
            text, room = translate(el.text, **el.text_kwargs), el.rect.w
        elif isinstance(el, UITextEntryLine) and not el.get_text() and el.placeholder_text:
            text, room = translate(el.placeholder_text), el.drawable_shape.text_view_rect.w - 4
        else:
            continue
        width = el.font.size(text)[0] if text else 0
        if width > room:
            bad.append(f"{type(el).__name__} {text!r}: {width} px in {room} px")
    return bad


def cards(scene) -> list:
    found = []
    for name, value in vars(scene).items():
        if isinstance(value, pygame.Rect) and (name == "card" or name.endswith("_card") or name == "menu_rect"):
            found.append(value)
    return found


def drawn_overflows(app, rec) -> list:
    """Menu texts outside the window or the card they sit on; paragraphs taller than their box."""
    screen = pygame.Rect((0, 0), app.size)
    bad = []
    for text, rect in rec.texts:
        if not text.strip():
            continue
        if not screen.contains(rect):
            bad.append(f"{text!r} leaves the window: {rect}")
        for card in cards(app.top):
            if card.collidepoint(rect.center) and not card.inflate(4, 4).contains(rect):
                bad.append(f"{text!r} spills out of its card: {rect} in {card}")
    for text, box, bottom, line in rec.paragraphs:
        if bottom - line * 0.2 > box.bottom + 2:
            bad.append(f"paragraph {text[:40]!r}… runs {bottom - box.bottom} px below its box {box}")
    return bad


def table_overflows(app, rec) -> list:
    """Table texts the layout had to shrink, that leave the window, or that cover each other."""
    screen = pygame.Rect((0, 0), app.size)
    bad, placed = [], []
    prompts = [tr(f"game.status.prompt_{k}", name="Dimitri") for k in ("turn", "unload", "selected", "wait")]
    for s, rect, max_w, natural, size, bold in rec.board_texts:
        if s in prompts:                # the status line has room for whichever prompt comes next
            from zooloretto.ui.kit import ink as board_view
            bad += [f"prompt {p!r} would be shrunk: {board_view.text(p, size).get_width()} px in {max_w} px"
                    for p in prompts if board_view.text(p, size).get_width() > max_w]
        if not any(ch.isalpha() for ch in s):
            continue
        if max_w and natural > max_w:
            bad.append(f"{s!r} is shrunk to fit: {natural} px in {max_w} px")
        if not screen.contains(rect):
            bad.append(f"{s!r} leaves the window: {rect}")
        for other, orect in placed:
            overlap = rect.clip(orect)
            if overlap.w * overlap.h > 0.2 * min(rect.w * rect.h, orect.w * orect.h) and other != s:
                bad.append(f"{s!r} covers {other!r}")
        placed.append((s, rect))
    return bad


def scenes(app, games):
    """(name, how to show it) for every screen a player meets."""
    from zooloretto.ui.zoo.scene import TableScene
    from zooloretto.ui.kit.turns import SyncRunner
    from zooloretto.ui.scenes.howto import HowToScene, TOPICS
    from zooloretto.ui.scenes.load import LoadScene
    from zooloretto.ui.scenes.new_game import NewGameScene
    from zooloretto.ui.scenes.pause import PauseScene
    from zooloretto.ui.scenes.results import ResultsScene
    from zooloretto.ui.scenes.settings import SettingsScene
    from zooloretto.ui.scenes.title import TitleScene

    def title():
        app.reset(TitleScene(app))

    def over_the_title(make):
        return alone_or_over_the_title(app, make, title)

    def new_game(seats_n=3, error=False, choose=False, tab="box", expansions=(), game="zoo"):
        def show():
            def make():
                scene = NewGameScene(app)
                scene.tab, scene.expansions = tab, set(expansions)
                return scene
            scene = over_the_title(make)
            scene.choose_game(game)
            while len(scene.seats) < seats_n:
                scene.add_seat()
            if seats_n == 2:
                scene.remove_seat(2)
            if choose:
                scene.toggle_animal("zebra")
            if error:
                scene.named["name_1"].set_text(scene.seats[0].name)
                scene.start()
        return show

    def table(key, pause=False, dialog=None):
        def show():
            over_the_title(lambda: TableScene(app, games[key], runner=SyncRunner))
            if pause:
                p = PauseScene(app, games[key])
                app.push(p)
                if dialog:
                    getattr(p, dialog)()
        return show

    def load(delete=False, pick=lambda session: True):
        def show():
            scene = over_the_title(lambda: LoadScene(app))
            picked = next((e for e in scene.entries if e.session and pick(e.session)), None)
            if picked:
                scene.select(picked)
            if delete:
                scene.ask_delete()
        return show

    def push(make):
        def show():
            over_the_title(make)
        return show

    yield "title", title
    yield "new game", new_game()
    yield "new game, two players, chosen animals", new_game(2, choose=True)
    yield "new game, five players, an error", new_game(5, error=True)
    yield "new game, expansions", new_game(4, tab="expansions", expansions=("savings-book", "polar-bear"))
    yield "new game, the dice game", new_game(4, game="dice")
    yield "table mid-game", table("mid")
    yield "table while unloading", table("unloading")
    yield "table, a turn", table("turn")
    yield "pause", table("mid", pause=True)
    yield "pause, saving", table("mid", pause=True, dialog="ask_save")
    yield "pause, leaving", table("mid", pause=True, dialog="ask_quit")
    yield "load", load()
    yield "load, deleting", load(delete=True)
    yield "load, a dice game", load(pick=lambda session: session.game == "dice")
    yield "load, expansions", load(pick=lambda session: bool(getattr(session.state, "options", ())))
    yield "results", lambda: app.reset(ResultsScene(app, games["done"]))
    yield "settings", push(lambda: SettingsScene(app))
    for topic, pages in TOPICS.items():
        for i, page in enumerate(pages):
            yield f"how to play: {page}", push(lambda i=i, topic=topic: HowToScene(app, page=i, topic=topic))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=["1280x800", "1024x640"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_scene_fits_its_text_in_each_language(lang, size, folders, games, monkeypatch):
    from zooloretto.ui.app import App
    for game in games.values():
        game.save_as(f"game {len(list(paths.saves_dir().glob('*.json'))) if paths.saves_dir().exists() else 0}")
    app = App(size=size, settings=Settings(language=lang))
    app.set_language(lang)
    rec = Recorder(monkeypatch)
    problems = []
    for name, show in scenes(app, games):
        show()
        step(app)
        rec.clear()
        app.draw()              # a still screen is not drawn again by itself: draw it, recorded
        found = ui_overflows(app) + drawn_overflows(app, rec)
        if "table" in name and "pause" not in name:
            found += table_overflows(app, rec)
        problems += [f"{lang} / {name}: {p}" for p in found]
    assert not problems, "\n".join(problems)


@pytest.fixture(scope="module")
def other_games(games):
    """Finished and running games of the dice game and Zoomaka (Zoomaka by a seeded medium
    bot in every seat: random moves rearrange a zoo for thousands of actions)."""
    from zooloretto.ui.session import GameSession
    from zooloretto.zoomaka.bots import make_bot

    def by_bot(session, stop=None):
        bot = make_bot("medium", seed=4)
        while not session.state.game_over and (stop is None or len(session.record.actions) < stop):
            session.record.play(bot.choose(session.state))
        return session
    return {
        "dice": games["dice"],
        "dice done": play_any(GameSession.new(seats(4), seed=6, game="dice"), 10 ** 6),
        "zoomaka": by_bot(GameSession.new(seats(5), seed=4, game="zoomaka"), 60),
        "zoomaka done": by_bot(GameSession.new(seats(3), seed=4, game="zoomaka")),
        "done": games["done"],
    }


# What this check found when it was first run on these screens (issue 39), left to the
# screens' owners: each is tolerated by its exact shape, any other finding fails.
KNOWN_MISFITS = [
    r"^ru / table, the dice game: '.*запасник \d+' is shrunk to fit",       # the sheet's totals line
    r"^ru / table, the dice game: UIButton 'Подсказка': \d+ px in \d+ px$",
    r"^(ru|fr|de) / table, Zoomaka: '(Банк|Banque|Bank) ?: \d+ \w+, \d+ Z' is shrunk to fit",
    r"^(ru|de) / results, Zoomaka: '[^']*\d/\d' (leaves the window|spills out of its card)",
]


def record_scenes(app, other, group):
    """(name, how to show it) for the screens the first list leaves out: the dice game's and
    Zoomaka's tables and results ("games"), the History, the Statistics and the Replay
    ("records")."""
    from history_helpers import keep
    from zooloretto.ui.session import GameSession

    def opened(name, *args, how="push", wait=False):
        def show():
            app.open("title", how="reset")
            scene = app.open(name, *args, how=how)
            if wait:
                scene.job.wait()        # the screen's reading thread, joined (no clock)
        return show
    if group == "games":
        yield "table, the dice game", opened("dice_table", other["dice"], how="game")
        yield "results, the dice game", opened("dice_results", other["dice done"])
        yield "table, Zoomaka", opened("zoomaka_table", other["zoomaka"], how="game")
        yield "results, Zoomaka", opened("zoomaka_results", other["zoomaka done"])
        return
    kept = {name: keep(other[name].record) for name in ("done", "dice done", "zoomaka done")}
    yield "history", opened("history", wait=True)
    yield "statistics", opened("stats", wait=True)
    for name in ("done", "zoomaka done"):
        yield f"replay, {name}", opened("replay", GameSession.load(kept[name]))


SCREENS_OF = {"games": ["dice_table", "dice_results", "zoomaka_table", "zoomaka_results"],
              "records": ["history", "stats", "replay", "replay"]}


@pytest.mark.parametrize("group", list(SCREENS_OF))
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=["1280x800", "1024x640"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_games_and_the_record_screens_fit_their_text(lang, size, group, folders, other_games,
                                                                monkeypatch):
    """The fit check of the test above on the screens it leaves out, with the same spies."""
    from zooloretto.ui.app import App
    app = App(size=size, settings=Settings(language=lang, animation_speed="off"))
    app.set_language(lang)
    rec = Recorder(monkeypatch)
    assert {"zooloretto.ui.kit.results_base", "zooloretto.ui.kit.coach", "zooloretto.ui.kit.round_summary",
            "zooloretto.ui.final_table", "zooloretto.ui.dice.results", "zooloretto.ui.zoomaka.results",
            "zooloretto.ui.zoomaka.draw", "zooloretto.ui.replay.scene", "zooloretto.ui.scenes.stats"} <= rec.spied
    problems, seen = [], []
    for name, show in record_scenes(app, other_games, group):
        show()
        step(app)
        rec.clear()
        app.draw()
        seen.append((name, app.top.screen_name, len(rec.texts) + len(rec.board_texts)))
        found = ui_overflows(app) + drawn_overflows(app, rec)
        if name.startswith("table"):
            found += table_overflows(app, rec)
        problems += [f"{lang} / {name}: {p}" for p in found]
    problems = [p for p in problems if not any(re.search(k, p) for k in KNOWN_MISFITS)]
    assert not problems, "\n".join(problems)
    # each screen did open and drew words the spies saw
    assert [screen for _, screen, _ in seen] == SCREENS_OF[group]
    assert all(words for _, _, words in seen), seen
