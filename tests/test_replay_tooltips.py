"""Replay tooltips, as a player meets them: resting the pointer on a piece of the watched
table (a board tile, a dice truck's dice, a Zoomaka card) shows the tooltip the table shows
when played, for the moment shown, inside the window and on the frame the player sees;
moving off the table takes it away."""
from __future__ import annotations

import random

import pygame
import pytest

from zooloretto import paths
from zooloretto.dice.rules import components as DICE
from zooloretto.zoo.rules.places import tile_at
from zooloretto.zoo.rules.saves import write
from zooloretto.zoomaka.rules import legal_actions as zoomaka_legal
from zooloretto.zoomaka.rules.places import card_at
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.ui.app import App
from zooloretto.ui.session import GameSession
from zooloretto.ui.settings import Settings
from zooloretto.ui.text import tr
from zooloretto.ui.zoomaka.words import card_name
from zooloretto.words.zoo import tile_name

from history_helpers import play, seats
from menu_helpers import frames

WHO = ("Ana", "bot:easy", "Bert")
REST = 0.1          # seconds a frame lasts while the pointer rests (the box comes after 0.45)


def record_of(game):
    if game != "zoomaka":
        return play(WHO, game=game, seed=3)
    record = ZoomakaRecord.new(3, 3, None, 0, {"seats": seats(*WHO)})
    rng = random.Random(3)
    while not record.state.game_over and len(record.actions) < 200:
        record.play(rng.choice(zoomaka_legal(record.state)))
    return record


def tile_words(key, state):
    """A tile on the board: its name."""
    if key[0] != "tile" or tile_at(state, key[1]) is None:
        return None
    name = tile_name(tile_at(state, key[1]))
    return [name[:1].upper() + name[1:]]


def truck_words(key, state):
    """A dice truck with dice on it: which truck and how many dice it carries."""
    if key.area != "truck" or not state.trucks[key.index]:
        return None
    return [tr("dice.truck", n=key.index + 1),
            tr("dice.tip.truck", count=len(state.trucks[key.index]), crates=DICE.CRATES)]


def card_words(key, state):
    """An animal card in a zoo: its name comes first."""
    if key.area != "section" or key.slot is None:
        return None
    return card_name(card_at(state, key))


WORDS = {"zoo": tile_words, "dice": truck_words, "zoomaka": card_words}


def piece_under(scene, game):
    """A point of the watched table over a piece the game's words speak of, and the words."""
    table, state = scene.table, scene.watch.state
    for y in range(40, scene.table_rect.bottom, 9):
        for x in range(4, scene.table_rect.right, 9):
            key = table.hits.note_at((x, y))
            words = key is not None and WORDS[game](key, state)
            if words:
                return (x, y), words
    return None, None


def move(app, pos, rest=0):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 1)
    for _ in range(rest):
        app.step([], dt=REST)


def whole_frame(app):
    """The window drawn whole, apart (what a partial frame must equal)."""
    whole = pygame.Surface(app.screen.get_size())
    app.top.draw(whole)
    app.ui.draw_ui(whole)
    return pygame.image.tobytes(whole, "RGB")


@pytest.mark.parametrize("game", ("zoo", "dice", "zoomaka"))
def test_a_piece_under_the_resting_pointer_tells_what_it_is_and_leaving_hides_it(folders, game):
    record = record_of(game)
    path = paths.ensure(paths.saves_dir()) / f"{game}.json"
    write(record, path, durable=False)
    app = App(size=(1280, 800), settings=Settings(language="en", animation_speed="off"), fullscreen=False)
    app.set_language("en")
    app.open("title", how="reset")
    scene = app.open("replay", GameSession.load(path))
    scene.go(min(40, scene.course.length))
    frames(app)
    tips = scene.table.tips
    pos, words = piece_under(scene, game)
    assert pos is not None, "no piece on the watched table"

    move(app, pos)
    assert tips.shown() is None and tips.box is None        # not at once: the pointer rests first
    move(app, pos, rest=6)
    lines = tips.shown()
    if game == "zoomaka":
        assert lines[0] == words
    else:
        assert lines == words
    box = tips.box
    assert box is not None and scene.table_rect.contains(box) and app.screen.get_rect().contains(box)
    assert pygame.image.tobytes(app.screen, "RGB") == whole_frame(app)

    scene.go(scene.course.length)           # another moment: the place under the pointer now
    move(app, pos, rest=6)
    assert tips.key == scene.table.hits.note_at(pos)

    w, h = app.size
    move(app, (w - 3, h - 3), rest=6)       # below the table, by the controls
    assert tips.shown() is None and tips.box is None
    assert pygame.image.tobytes(app.screen, "RGB") == whole_frame(app)
    app.open("title", how="reset")
