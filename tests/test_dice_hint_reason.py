"""The dice game's hint says why, in the player's language: the hard bot's choice comes
with a reason code and its numbers (the choice itself unchanged), and the bar names them."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.common import reason_parts
from zooloretto.dice.bots import make_bot
from zooloretto.dice.rules import Roll, apply, legal_actions, new_game, public_view
from zooloretto.ui.dice.flow import REASONS
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import LANGUAGES, raw, set_language, tr

from sampling import quick


def test_the_hard_bot_gives_a_reason_with_its_numbers_and_the_same_choice():
    rng = random.Random(4)
    state = new_game(3, seed=4)
    seen = set()
    for _ in range(quick(40, 15)):          # the quick run: the first 15 positions
        if state.game_over:
            break
        view = public_view(state)
        bot = make_bot("hard", seed=7, iterations=2)
        action, why = bot.choose_with_reason(view)
        assert action == make_bot("hard", seed=7, iterations=2).choose(view)
        code, details = reason_parts(why)
        assert code in REASONS and all(isinstance(details[k], int) for k in REASONS[code])
        if code == "ahead":     # moves: the ways to place both rolled dice, else the legal moves
            assert 1 <= details["count"] <= 2 and details["moves"] >= 2
            if not view.rolled:
                assert details["moves"] == len(legal_actions(view))
        seen.add(code)
        apply(state, rng.choice(legal_actions(state)))
    assert "ahead" in seen


def test_every_reason_is_said_in_every_language():
    for lang in LANGUAGES:
        for code, params in REASONS.items():
            text = raw("dice.hint.why_" + code, lang)
            assert text, (lang, code)
            forms = text.values() if isinstance(text, dict) else [text]
            for form in forms:
                assert all("%{" + p + "}" in form for p in params), (lang, code, form)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_bar_says_what_and_why(lang):
    session = GameSession.new([Seat("Ana"), Seat("Bea")], seed=9, game="dice")
    t = Table.open(session=session, size=(1280, 800), language=lang)
    try:
        t.drag(*t.where(Roll()))
        t.key(pygame.K_h)
        t.app.step([])
        assert t.scene.hint in legal_actions(t.state)
        code, details = t.scene.turns.reason
        sentence = t.scene.flow.sentence()
        why = tr("dice.hint.why_" + code, **{k: details[k] for k in REASONS[code]})
        assert sentence.endswith(why) and len(sentence) > len(why) + 5
        assert "%{" not in sentence and "dice.hint" not in sentence
    finally:
        t.close()
        set_language("en")
