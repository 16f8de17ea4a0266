"""The board game's hint says why in the board's terms (bots/explain.py): the enclosure a
tile fills and what full brings, a baby, a stall, the barn, what a truck brings and why now,
what a money move is for; what a move costing points now prepares; said in four languages,
never in the search's words; "Do it" plays the shown move without a second question."""
from __future__ import annotations

import os
import random
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.bots.explain import KEYS, PREPARES, explain
from zooloretto.zoo.rules import (EXPANSION_NAMES, Discard, Reveal, Load, Exchange, Expand, MoveAnimal, Place,
                              Take, apply, legal_actions, live_scores, new_game)
from zooloretto.zoo.rules.view import public_view
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoo.hint_words import say
from zooloretto.ui.text import LANGUAGES, raw, set_language

from helpers import game, load_truck, mark_taken, set_zoo, stack_top

PLACEHOLDER = re.compile(r"%\{(\w+)\}")
# what the old hint said of its search ("best of 8 moves over 81 imagined ways"), in each
# language: never again
SEARCH_WORDS = ("moves", "imagined", "futures", "search", "candidate", "best of",
                "ходов", "воображаем", "продолжени", "лучший из",
                "coups", "imaginé", "le meilleur de", "Zügen", "ausgedacht", "Spielverläuf", "der beste von")


def unloading(state, truck, tiles):
    """Seat 0 takes `truck` loaded with `tiles`: they wait to be placed."""
    load_truck(state, truck, tiles)
    apply(state, Take(truck))
    return state


def why(state, action):
    return explain(public_view(state), action)


def english(parts):
    set_language("en")
    return say(parts)


# ------------------------------------------------------------------ built positions

def test_a_third_flamingo_says_how_many_more_fill_the_enclosure_and_for_how_much():
    s = game(3)
    set_zoo(s, 0, pens={1: ["flamingo", "flamingo"]})
    unloading(s, 0, ["flamingo"])
    parts = why(s, Place("flamingo", "enclosure", 1))
    assert parts[0] == ("more", {"animals": "flamingo", "pen": 1, "have": 3, "cap": 5, "count": 2,
                                 "full": 8})
    assert english(parts) == "The 5-space enclosure then holds 3 of 5 flamingos: 2 more fill it for 8 points."


def test_the_tile_that_fills_an_enclosure_names_its_points_and_the_bonus():
    s = game(3)
    set_zoo(s, 0, pens={1: ["camel"] * 4})
    unloading(s, 0, ["camel"])
    assert why(s, Place("camel", "enclosure", 1))[0] == ("fills_bonus", {"pen": 1, "points": 8, "coins": 2})


def test_one_short_of_full_says_what_it_scores_already_and_when_full():
    s = game(3)
    set_zoo(s, 0, pens={0: ["leopard", "leopard"]})
    unloading(s, 0, ["leopard"])
    assert why(s, Place("leopard", "enclosure", 0))[0] == ("one_short", {"pen": 0, "points": 4, "full": 5})


def test_a_fertile_pair_brings_a_baby():
    s = game(3)
    set_zoo(s, 0, pens={1: ["flamingo:male", "flamingo"]})
    unloading(s, 0, ["flamingo:female"])
    parts = why(s, Place("flamingo:female", "enclosure", 1))
    assert parts[0] == ("baby", {"animal": "flamingo"})
    assert parts[1] == ("one_short", {"pen": 1, "points": 5, "full": 8})   # the baby counts


def test_a_fertile_animal_alone_waits_for_its_partner():
    s = game(3)
    set_zoo(s, 0, pens={2: ["camel"]})
    unloading(s, 0, ["camel:male"])
    assert why(s, Place("camel:male", "enclosure", 2))[1] == ("baby_later_female", {"animal": "camel"})
    assert english(why(s, Place("camel:male", "enclosure", 2))).endswith(
        "A female camel joining later brings a baby.")


def test_a_stall_that_makes_an_enclosure_score():
    s = game(3)
    set_zoo(s, 0, pens={1: ["camel", "camel"]})
    unloading(s, 0, ["stall:popcorn"])
    parts = why(s, Place("stall:popcorn", "stall", 1))
    assert parts == [("stall_pen", {"pen": 1, "points": 2}), ("stall_type", {"points": 2})]


def test_the_barn_when_nothing_else_can_take_it_says_what_comes_next():
    s = game(3)
    set_zoo(s, 0, pens={0: ["camel"], 1: ["flamingo"], 2: ["leopard"]})
    unloading(s, 0, ["elephant"])
    parts = why(s, Place("elephant", "barn"))
    assert parts == [("barn_no_room", {"points": 2})] and parts[0][0] in PREPARES


def test_the_barn_by_choice_keeps_an_enclosure_free():
    s = game(3)
    set_zoo(s, 0, pens={0: ["camel"], 1: ["flamingo"]})
    unloading(s, 0, ["elephant"])
    assert why(s, Place("elephant", "barn")) == [("barn_keep_room", {"pen": 2, "points": 2})]


def test_a_barn_that_has_the_kind_already_costs_nothing_more():
    s = game(3)
    set_zoo(s, 0, pens={0: ["camel"], 1: ["flamingo"], 2: ["leopard"]}, barn=["elephant"])
    unloading(s, 0, ["elephant"])
    assert why(s, Place("elephant", "barn")) == [("barn_same", {})]


def test_a_truck_says_what_it_brings_and_why_now():
    s = game(3)
    set_zoo(s, 0, pens={1: ["flamingo"] * 3})
    set_zoo(s, 1, pens={1: ["flamingo"] * 3})                     # Bea collects flamingos too
    load_truck(s, 0, ["flamingo", "coin"])
    parts = why(s, Take(0))
    assert parts[0] == ("take_points_coins", {"truck": 0, "points": 5, "coins": 1})   # 0 -> one short
    assert parts[1] == ("now_others", {"name": s.zoos[1].name})


def test_a_full_truck_nobody_else_wants_cannot_get_better():
    s = game(3)
    set_zoo(s, 0, pens={2: ["flamingo"] * 2})
    load_truck(s, 0, ["flamingo", "flamingo", "flamingo"])
    mark_taken(s, 1, 1)
    mark_taken(s, 2, 2)                       # the others are out of the round
    assert why(s, Take(0)) == [("take_points", {"truck": 0, "points": 6}), ("now_full", {})]


def test_drawing_can_grow_the_truck_you_want():
    s = game(3)
    set_zoo(s, 0, pens={1: ["flamingo"] * 3})
    load_truck(s, 1, ["flamingo"])
    assert why(s, Reveal()) == [("draw_grow", {"truck": 1, "points": 5})]
    assert why(game(3), Reveal()) == [("draw_wait", {})]


def test_the_seen_tile_goes_where_it_helps_or_spares_your_truck():
    s = game(3)
    set_zoo(s, 0, pens={1: ["flamingo"] * 3})
    load_truck(s, 1, ["flamingo"])
    stack_top(s, ["flamingo"])
    apply(s, Reveal())
    # a second flamingo on truck 1 fills the 5-space enclosure: 8 points more than now
    assert why(s, Load(1)) == [("load_mine", {"truck": 1, "points": 8})]
    s = game(3)
    set_zoo(s, 0, pens={1: ["flamingo"] * 3})
    load_truck(s, 1, ["flamingo"])
    stack_top(s, ["camel"])
    apply(s, Reveal())
    assert why(s, Load(0)) == [("draw_spare", {"truck": 0, "best": 1, "points": 5})]
    s = game(3)
    stack_top(s, ["coin"])
    apply(s, Reveal())
    assert why(s, Load(2)) == [("load_any", {"truck": 2})]


def test_money_moves_say_what_they_are_for():
    s = game(3)
    set_zoo(s, 0, pens={0: ["camel"] * 3}, barn=["camel", "flamingo", "flamingo"], coins=6)
    assert why(s, MoveAnimal("camel", 0)) == [("fills_bonus", {"pen": 0, "points": 5, "coins": 1}),
                                              ("barn_relief", {"points": 2})]
    assert why(s, Discard("camel")) == [("barn_relief", {"points": 2})]
    assert why(s, Discard("flamingo")) == [("discard_some", {})]
    s2 = game(3)
    set_zoo(s2, 0, barn=["leopard", "leopard", "camel"], coins=4)
    assert why(s2, Expand()) == [("expand_barn", {"animals": "leopard"})]


def test_a_swap_that_costs_points_now_says_what_it_prepares():
    s = game(3)
    # the 4-space enclosure is full of camels; the 6-space one has two leopards
    set_zoo(s, 0, pens={0: ["camel"] * 4, 2: ["leopard"] * 2}, coins=3)
    action = Exchange(0, 2)
    before = live_scores(s)["players"][0]["total"]
    after_state = s.copy()
    apply(after_state, action)
    assert live_scores(after_state)["players"][0]["total"] < before
    parts = why(s, action)
    assert parts[0] == ("more", {"animals": "camel", "pen": 2, "have": 4, "cap": 6, "count": 2, "full": 10})
    assert parts[1] == ("exchange_room", {"animals": "camel", "points": 5})


def test_every_move_that_lowers_the_live_score_says_what_it_prepares():
    """Every legal move of seeded positions (all player counts, with and without the
    expansions): when the mover's live score goes down, a part says what it prepares; the
    view is never changed; every part is a known key with exactly its values."""
    checked = 0
    for g in range(8):
        s = new_game(2 + g % 4, seed=40 + g, expansions=list(EXPANSION_NAMES) if g % 2 else None)
        rng = random.Random(g)
        for step in range(160):
            if s.game_over:
                break
            view = public_view(s)
            if step % 4 == 0:
                frozen = view.to_json()
                for action in legal_actions(view):
                    parts = explain(view, action)
                    assert view.to_json() == frozen
                    assert 1 <= len(parts) <= 2
                    assert all(key in KEYS and set(values) == set(KEYS[key]) for key, values in parts)
                    if action.type in ("take", "reveal", "load"):
                        continue       # the score moves when the truck is unloaded: told there
                    after = view.copy()
                    apply(after, action, check=False)
                    if live_scores(after)["players"][view.current]["total"] < \
                            live_scores(view)["players"][view.current]["total"]:
                        assert any(key in PREPARES for key, _ in parts), (action, parts)
                        checked += 1
            apply(s, rng.choice(legal_actions(s)))
    assert checked > 20


# ------------------------------------------------------------------ words

def test_every_reason_is_said_in_every_language_with_its_values():
    for lang in LANGUAGES:
        for key, names in KEYS.items():
            entry = raw("game.hint.why." + key, lang)
            assert entry, (lang, key)
            forms = entry.values() if isinstance(entry, dict) else [entry]
            for form in forms:
                assert set(PLACEHOLDER.findall(form)) == set(names), (lang, key, form)
                assert not any(w.lower() in form.lower() for w in SEARCH_WORDS), (lang, key, form)


def test_french_says_vous_and_russian_says_vy():
    fr = " ".join(raw("game.hint.why." + k, "fr") for k in KEYS)
    ru = " ".join(raw("game.hint.why." + k, "ru") for k in KEYS)
    assert " tu " not in f" {fr} " and " ton " not in f" {fr} " and "vous" in fr
    assert " ты " not in f" {ru} " and " твой " not in f" {ru} " and "вам" in ru


# ------------------------------------------------------------------ at the table

def hint(t):
    t.key(pygame.K_h)
    t.app.step([])
    assert t.scene.hint is not None and t.scene.flow.mode() == "hint"
    return t.scene.hint[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hints_of_a_game_never_speak_of_the_search(lang):
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy"), Seat("Bea", kind="bot", level="easy")]
    t = Table.open(session=GameSession.new(seats, seed=5, expansions=list(EXPANSION_NAMES)), language=lang)
    try:
        for _ in range(10):
            if t.state.game_over:
                break
            action = hint(t)
            text = t.scene.flow.hint_text()
            assert t.scene.turns.reason and "%{" not in text and "game.hint" not in text
            assert not any(w.lower() in text.lower() for w in SEARCH_WORDS), text
            before = len(t.scene.session.record.actions)
            assert t.press("do_it")
            assert t.scene.session.record.actions[before] == action
            t.bots_move()
    finally:
        t.close()
        set_language("en")


class Answers:
    """A hint runner whose 'bot' suggests a chosen move (the table asks it as any runner)."""
    thinking, reason = False, None

    def __init__(self, action):
        self.action = action

    def start(self, view, level="hard", seed=0, budget=1.0):
        self.thinking = True

    def poll(self):
        if not self.thinking:
            return None
        self.thinking = False
        return self.action

    def cancel(self):
        self.thinking = False


def test_do_it_pays_for_a_money_move_without_asking_again():
    s = game(2)
    set_zoo(s, 0, pens={0: ["camel"] * 3}, barn=["camel"], coins=4)
    session = GameSession.new([Seat("Ana"), Seat("Bea")], seed=3)
    session.record.state = s
    t = Table.open(session=session)
    try:
        t.app.settings.confirm_money_actions = True           # the player's setting: ask first
        t.scene.turns.hint_runner = Answers(MoveAnimal("camel", 0))
        assert hint(t) == MoveAnimal("camel", 0)
        assert "That fills the 4-space enclosure" in t.scene.flow.hint_text()
        assert t.press("do_it")
        assert t.scene.dialog is None and t.scene.confirm is None
        assert session.record.actions[-1] == MoveAnimal("camel", 0)
        assert len(t.state.zoos[0].pens[0]) == 4 and t.state.zoos[0].coins == 4 - 1 + 1   # paid 1, bonus 1
    finally:
        t.close()


def test_the_hint_of_a_score_lowering_move_tells_what_it_prepares_on_the_bar():
    s = game(3)
    set_zoo(s, 0, pens={0: ["camel"], 1: ["flamingo"], 2: ["leopard"]})
    unloading(s, 0, ["elephant"])
    session = GameSession.new([Seat("Ana"), Seat("Bea"), Seat("Cy")], seed=3)
    session.record.state = s
    t = Table.open(session=session)
    try:
        assert hint(t) == Place("elephant", "barn")          # the only move: the hard bot's too
        assert t.scene.flow.hint_text() == (
            "Idea: Put an elephant in the barn. Nothing else in your zoo can take it now, so it "
            "waits in the barn: 2 points at the end, unless you move it out later for 1 coin.")
    finally:
        t.close()


def test_the_hard_bot_still_decides_the_same_way_from_a_seed():
    view = public_view(new_game(4, seed=12, expansions=list(EXPANSION_NAMES)))
    first = make_bot("hard", seed=3, time_budget=None, iterations=6).choose_with_reason(view)[0]
    again = make_bot("hard", seed=3, time_budget=None, iterations=6).choose_with_reason(view)[0]
    assert first == again and explain(view, first) == explain(view, again)


def test_the_first_hint_thinks_less_while_the_bot_process_starts():
    """A hint answers within a second (tools/bench_hint.py): starting the bot process costs
    a few tenths, which the first hint of a table does not think."""
    from zooloretto.ui.kit.turns import Turns

    class Runner(Answers):
        cold = True

        def __init__(self):
            super().__init__(None)

        def start(self, view, level="hard", seed=0, budget=1.0):
            self.budget, self.cold = budget, False

    class Table_:
        session = GameSession.new([Seat("Ana"), Seat("Bea")], seed=3)

    turns = Turns(Table_(), Runner)
    turns.ask_hint()
    first = turns.hint_runner.budget
    turns.ask_hint()
    assert first < turns.hint_runner.budget == Turns.hint_time_budget and first + 0.4 <= 0.6 + 1e-9
