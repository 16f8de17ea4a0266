"""How to play has three topics a family can pick at the top of the screen: Zooloretto, the
dice game and the expansions. Each opens at its first page and turns through its own pages;
every page draws its picture and its text inside the window at small and large sizes."""
from __future__ import annotations

import pygame
import pytest

from zooloretto.zoo.rules.expansions import NAMES as EXPANSIONS
from zooloretto.ui.scenes.howto import ALL_PAGES, HowToScene, TOPICS
from zooloretto.ui.text import tr
from menu_helpers import click, frames, menu_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from menu_app(tmp_path, monkeypatch)


def title_shown(app):
    return app.top.named["page_title"].text


def test_the_topics_are_offered_at_the_top_and_each_opens_at_its_first_page(app):
    click(app, "howto")
    scene = app.top
    assert isinstance(scene, HowToScene) and scene.topic == "zoo"
    assert scene.named["topic_zoo"].is_selected
    for topic in ("dice", "expansions", "zoo"):
        click(app, "next")                                  # somewhere inside the current topic
        click(app, f"topic_{topic}")
        assert scene.topic == topic and scene.page == 0
        assert scene.named[f"topic_{topic}"].is_selected
        assert title_shown(app) == f"help.{TOPICS[topic][0]}_title"


@pytest.mark.parametrize("topic", list(TOPICS))
def test_next_turns_through_every_page_of_a_topic_and_stops_at_its_end(app, topic):
    app.push(HowToScene(app, topic=topic))
    frames(app)
    seen = [title_shown(app)]
    while app.top.named["next"].is_enabled:
        click(app, "next")
        seen.append(title_shown(app))
    assert seen == [f"help.{page}_title" for page in TOPICS[topic]]
    assert not app.top.named["next"].is_enabled and app.top.named["previous"].is_enabled


def test_the_dice_game_has_a_page_for_each_part_of_its_rules():
    assert TOPICS["dice"] == ("dice_turn", "dice_trucks", "dice_sheet", "dice_bonus", "dice_coins",
                              "dice_barn", "dice_end")


def test_every_expansion_has_its_own_page():
    pages = TOPICS["expansions"]
    assert pages[0] == "exp_about"
    own = [p for p in pages[1:] if p != "exp_visitors"]       # (Exotic's second page: its visitors)
    assert [p.removeprefix("exp_") for p in own] == [n.replace("-", "_") for n in EXPANSIONS]


def test_the_expansions_pages_say_where_they_are_switched_on():
    assert tr("help.exp_about_body").count(tr("menu.new_game_heading")) == 1


def test_the_new_game_screen_opens_the_dice_rules(app):
    from zooloretto.ui.scenes.new_game import NewGameScene
    form = NewGameScene(app)
    form.game = "dice"
    app.push(form)
    frames(app)
    click(app, "dice_rules")
    assert isinstance(app.top, HowToScene) and app.top.topic == "dice" and app.top.page == 0


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_every_page_draws_inside_the_window(app, size):
    app.resize(size)
    window = pygame.Rect((0, 0), size)
    drawn = 0
    for topic, pages in TOPICS.items():
        for i in range(len(pages)):
            scene = HowToScene(app, page=i, topic=topic)
            app.reset(scene)
            frames(app, 1)
            for element in scene.elements:
                assert window.contains(element.rect), (topic, i, element)
            drawn += 1
    assert drawn == len(ALL_PAGES)


def test_how_to_play_from_a_dice_games_pause_menu_opens_the_dice_pages(app):
    from zooloretto.ui.session import GameSession, Seat
    session = GameSession.new([Seat("Ana"), Seat("Bo", colour=(230, 159, 0))], seed=2, game="dice")
    app.open("pause", session)
    frames(app)
    click(app, "howto")
    assert isinstance(app.top, HowToScene) and app.top.topic == "dice"
    board = GameSession.new([Seat("Ana"), Seat("Bo", colour=(230, 159, 0))], seed=2)
    app.open("pause", board, how="reset")
    frames(app)
    click(app, "howto")
    assert app.top.topic == "zoo"


# ------------------------------------------------------------------ the game for two

TWO_PLAYER_PAGES = ("two_players", "two_players_round")


def test_the_board_games_topic_explains_the_game_for_two_before_the_credits():
    pages = TOPICS["zoo"]
    assert pages[-3:] == (*TWO_PLAYER_PAGES, "credits")


def two_player_keys(lang) -> dict:
    import json
    from zooloretto.ui.text import LOCALES_DIR
    catalog = json.loads((LOCALES_DIR / f"help.{lang}.json").read_text(encoding="utf-8"))[lang]
    return {k: v for k, v in catalog.items() if k.startswith("two_players")}


SHARED_WORDS = {"face"}            # French too: une tuile face cachée, face visible


def words(value, pattern) -> set:
    """The words of a catalog value (all its plural forms), placeholders left out."""
    import re
    text = " ".join(value.values()) if isinstance(value, dict) else value
    return {w.lower() for w in re.findall(pattern, re.sub(r"%\{\w+\}", "", text))}


@pytest.mark.parametrize("lang", ["ru", "fr", "de"])
def test_the_pages_for_two_are_written_in_every_language(lang):
    """Every key of the English pages is there, and none of it is English left untranslated."""
    english, ours = two_player_keys("en"), two_player_keys(lang)
    assert {f"{page}_{part}" for page in TWO_PLAYER_PAGES for part in ("title", "body")} <= set(english)
    assert set(ours) == set(english)
    for key, value in english.items():
        left = words(value, r"[A-Za-z]{4,}") & words(ours[key], r"\w+") - SHARED_WORDS
        assert not left, f"{lang} {key}: English words {sorted(left)} in {ours[key]!r}"


def drawn_trucks(app, monkeypatch, page):
    """(blocked spaces, rectangle) of each truck the page draws with the table's truck, and
    the number of face-down expansion boards it draws with the table's board."""
    from zooloretto.ui.zoo import market_view, zoo_view
    trucks, boards = [], []
    real_truck, real_board = market_view.draw_truck, zoo_view._face_down_expansion

    def truck(surface, rect, slots, tiles, blocked, index, *args, **kw):
        trucks.append((len(blocked), pygame.Rect(rect), index))
        return real_truck(surface, rect, slots, tiles, blocked, index, *args, **kw)

    def board(surface, rect, *args):
        boards.append(pygame.Rect(rect))
        return real_board(surface, rect, *args)
    monkeypatch.setattr(market_view, "draw_truck", truck)
    monkeypatch.setattr(zoo_view, "_face_down_expansion", board)
    app.reset(HowToScene(app, page=TOPICS["zoo"].index(page), topic="zoo"))
    frames(app, 1)
    trucks.clear(), boards.clear()
    app.draw()                                  # one frame, recorded
    return trucks, boards


def test_the_picture_for_two_shows_the_rules_trucks_and_expansion_boards(app, monkeypatch):
    from zooloretto.zoo.rules import new_game
    state = new_game(2, seed=5)                             # the rules' own table for two
    trucks, boards = drawn_trucks(app, monkeypatch, "two_players")
    assert [(blocked, index) for blocked, _, index in trucks] == \
        [(len(t.blocked), i) for i, t in enumerate(state.trucks)]
    assert any(trucks[0][0] != blocked for blocked, _, _ in trucks)     # some trucks carry less
    rects = [rect for _, rect, _ in trucks] + boards
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert len(boards) == state.zoos[0].expansions == state.zoos[1].expansions
    assert all(pygame.Rect((0, 0), app.size).contains(r) for r in rects)


def test_the_round_for_two_shows_trucks_with_the_rules_blocked_spaces(app, monkeypatch):
    from zooloretto.zoo.rules import new_game
    state = new_game(2, seed=5)
    trucks, _ = drawn_trucks(app, monkeypatch, "two_players_round")
    assert trucks and all(blocked == len(state.trucks[index].blocked) for blocked, _, index in trucks)


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)], ids=["1024x640", "2560x1440"])
def test_the_pages_for_two_fit_their_text_in_every_language(tmp_path, monkeypatch, size):
    """Texts stay in the window and on the card, paragraphs in their boxes, buttons hold their
    labels, and the table's own words on the expansion boards are not squeezed."""
    from zooloretto.ui.text import LANGUAGES
    from test_i18n import Recorder, drawn_overflows, ui_overflows
    problems = []
    for app in menu_app(tmp_path, monkeypatch, size=size):
        rec = Recorder(monkeypatch)
        for lang in LANGUAGES:
            app.set_language(lang)
            for page in TWO_PLAYER_PAGES:
                app.reset(HowToScene(app, page=TOPICS["zoo"].index(page), topic="zoo"))
                frames(app, 1)
                rec.clear()
                app.draw()
                assert any(text == tr(f"help.{page}_body") for text, *_ in rec.paragraphs)
                found = ui_overflows(app) + drawn_overflows(app, rec)
                found += [f"{s!r} is shrunk: {natural} px in {max_w} px"
                          for s, rect, max_w, natural, *_ in rec.board_texts if max_w and natural > max_w]
                problems += [f"{lang} / {page}: {p}" for p in found]
        app.set_language("en")
    assert not problems, "\n".join(problems)


# ------------------------------------------------------------------ Zoomaka, the card game

def test_zoomaka_has_its_topic_and_its_deck_page_says_the_deck_is_reconstructed():
    assert TOPICS["zoomaka"] == ("zoomaka_goal", "zoomaka_turn", "zoomaka_settings", "zoomaka_answers", "zoomaka_deck")
    for lang in ("en", "ru", "fr", "de"):
        body = tr("help.zoomaka_deck_body", locale=lang)
        assert body != "help.zoomaka_deck_body" and "14" in body


@pytest.mark.parametrize("lang", ["en", "ru", "fr", "de"])
@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_zoomakas_pages_fit_their_text_in_every_language(app, monkeypatch, lang, size):
    from zooloretto.ui.scenes import howto
    from zooloretto.ui.text import set_language
    drawn = []
    real_text, real_paragraphs = howto.draw_text, howto.draw_paragraphs

    def draw_text(surface, text, font, colour, pos, anchor="topleft", shadow=None):
        rect = real_text(surface, text, font, colour, pos, anchor, shadow)
        drawn.append((text, rect, None))
        return rect

    def draw_paragraphs(surface, text, font, colour, rect, spacing=1.25):
        bottom = real_paragraphs(surface, text, font, colour, rect, spacing)
        drawn.append((text, pygame.Rect(rect), bottom))
        return bottom
    monkeypatch.setattr(howto, "draw_text", draw_text)
    monkeypatch.setattr(howto, "draw_paragraphs", draw_paragraphs)
    app.resize(size)
    set_language(lang)
    try:
        for i, page in enumerate(TOPICS["zoomaka"]):
            scene = HowToScene(app, page=i, topic="zoomaka")
            app.reset(scene)
            drawn.clear()
            frames(app, 1)
            assert drawn, page
            for text, rect, bottom in drawn:
                if bottom is not None:                          # the page's words, in their column
                    assert bottom <= rect.bottom, (lang, page, "the words run below their box")
                else:                                           # a caption, on the page's card
                    assert scene.card.contains(rect), (lang, page, text)
    finally:
        set_language("en")


def test_the_new_game_screen_and_a_zoomaka_games_pause_menu_open_zoomakas_rules(app):
    from zooloretto.ui.scenes.new_game import NewGameScene
    from zooloretto.ui.session import GameSession, Seat
    form = NewGameScene(app)
    app.push(form)
    form.choose_game("zoomaka")
    frames(app)
    click(app, "zoomaka_rules")
    assert isinstance(app.top, HowToScene) and app.top.topic == "zoomaka" and app.top.page == 0
    session = GameSession.new([Seat("Ana"), Seat("Bo", colour=(230, 159, 0))], seed=2, game="zoomaka")
    app.open("pause", session, how="reset")
    frames(app)
    click(app, "howto")
    assert app.top.topic == "zoomaka"
