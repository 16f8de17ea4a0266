"""A Zoomaka replay, as a player meets it: stepping move by move, the message line under the
bar says what the move just shown did (the sentences the game's talk gives its events, or
the choice of a move the talk leaves out) and never what the live table would ask; the bar's
turn and the footer's turn are the same number, in the four languages; no live button, no
drop hint, no question out of turn."""
from __future__ import annotations

import re

import pygame
import pytest

from zooloretto import paths
from zooloretto.zoo.rules.saves import write
from zooloretto.zoomaka.bots import make_bot
from zooloretto.zoomaka.rules import apply, public_view
from zooloretto.zoomaka.rules.record import ZoomakaRecord, game_from_setup
from zooloretto.ui.app import App
from zooloretto.ui.replay import scene as replay_scene
from zooloretto.ui.session import GameSession
from zooloretto.ui.settings import Settings
from zooloretto.ui.text import LANGUAGES, tr
from zooloretto.ui.zoomaka.pieces import bar_words, hand_cards, message_said
from zooloretto.ui.zoomaka.talk import sentence
from zooloretto.ui.zoomaka.words import describe, prompt

from history_helpers import seats
from menu_helpers import frames
from sampling import quick

WHO = ("Ana", "bot:easy", "Bert")


def bot_game(seed=3):
    """A seeded game, every seat's moves chosen by an easy bot, played to its end."""
    names = [s["name"] for s in seats(*WHO)]
    record = ZoomakaRecord.new(3, seed, names, 0, {"seats": seats(*WHO)})
    bots = [make_bot("easy", seed=q, iterations=20) for q in range(3)]
    while not record.state.game_over and len(record.actions) < 3000:
        record.play(bots[record.state.current].choose(public_view(record.state)))
    assert record.state.game_over
    return record


def open_replay(record, lang="en"):
    path = paths.ensure(paths.saves_dir()) / "zoomaka.json"
    write(record, path, durable=False)
    app = App(size=(1280, 800), settings=Settings(language=lang, animation_speed="off"), fullscreen=False)
    app.set_language(lang)
    app.open("title", how="reset")
    scene = app.open("replay", GameSession.load(path))
    frames(app)
    return app, scene


def right(app):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
    app.step([])


def moves_said(record):
    """Per action: the talk's sentences of its events, who made it, the state before it."""
    state, names, out = game_from_setup(record.setup), record.setup["names"], []
    for action in record.actions:
        before = state.copy()
        lines = [s for s in (sentence(e, names) for e in apply(state, action)) if s]
        out.append((lines, before))
    return out


@pytest.fixture
def footer(monkeypatch):
    """The words the replay's footer draws, newest last."""
    drawn = []
    real = replay_scene.draw_text

    def spy(surface, words, *args, **kwargs):
        drawn.append(words)
        return real(surface, words, *args, **kwargs)
    monkeypatch.setattr(replay_scene, "draw_text", spy)
    return drawn


def turns_shown(scene, footer):
    """(the bar's turn, the footer's turn) as drawn now."""
    bar = int(re.search(r"\d+", bar_words(scene.table)[0]).group())
    footer_turn = int(re.findall(r"\d+", footer[-1])[2])       # move, of moves, turn, round
    return bar, footer_turn


def test_each_move_shown_is_said_with_no_instruction_no_button_and_one_turn_number(folders, footer):
    record = bot_game()
    app, scene = open_replay(record)
    table, names = scene.table, record.setup["names"]
    said = moves_said(record)
    assert any(not lines for lines, _ in said)           # the game has moves the talk leaves out
    instructions = {tr("zoomaka.prompt.turn", name=n, count=c) for n in names for c in range(8)}
    assert message_said(table)[0] == tr("replay.start", name="Ana")
    # the quick run walks the first 150 moves and the last 30 (--full: all 857)
    walked, last = quick(None, 150), quick(None, 30)
    while scene.at < scene.course.length:
        if walked is not None and scene.at == walked:
            scene.go(max(walked, scene.course.length - last))
            frames(app, 1)
        right(app)
        lines, before = said[scene.at - 1]
        message = message_said(table)[0]
        if not lines:                                    # a fee paid card by card, a discard, a pass
            action = record.actions[scene.at - 1]
            assert message == tr("replay.chose", name=names[before.current], what=describe(action, names))
        elif len(lines) <= 2:
            assert message == " ".join(lines)
        else:                                            # the move and where it led
            assert message.startswith(lines[0]) and message.endswith(lines[-1])
        state = scene.watch.state
        assert message != prompt(state, names, table.is_bot) and message not in instructions
        assert "Drag" not in message
        assert not table.flow.buttons and not table.buttons and not table.interactive()
        assert not table.flow.handing_over and table.dialog is None
        assert not any(underlined for *_, underlined in hand_cards(table, frozenset(), None))
        bar, footer_turn = turns_shown(scene, footer)
        assert bar == footer_turn == state.turn, scene.at
    assert scene.watch.state.game_over
    app.open("title", how="reset")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bar_and_the_footer_count_the_same_turn_in_every_language(folders, footer, lang):
    record = bot_game()
    app, scene = open_replay(record, lang)
    ends_in_a_turn = not scene.course.rules.turn_over(
        apply(scene.course.state_at(scene.course.length - 1), record.actions[-1]))
    assert ends_in_a_turn                                # a zoo completed: the game ends inside a turn
    for n in (0, 1, 40, scene.course.next_turn(40), scene.course.length - 1, scene.course.length):
        scene.go(n)
        frames(app, 1)
        bar, footer_turn = turns_shown(scene, footer)
        assert bar == footer_turn == scene.watch.state.turn, (lang, n)
    assert tr("zoomaka.bar.turn", n=1, name="x").split()[0].lower() in footer[-1].lower()   # the same word
    app.open("title", how="reset")
