"""How to play has three topics a family can pick at the top of the screen: Zooloretto, the
dice game and the expansions. Each opens at its first page and turns through its own pages;
every page draws its picture and its text inside the window at small and large sizes."""
from __future__ import annotations

import pygame
import pytest

from zooloretto.rules.expansions import NAMES as EXPANSIONS
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
    assert [p.removeprefix("exp_") for p in pages[1:]] == [n.replace("-", "_") for n in EXPANSIONS]


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
