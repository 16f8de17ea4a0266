"""Replay and Play from here of a game not over show only what was public (issue #33): two
saves that differ only in what is hidden (other seeds whose first draws or rolls happened
to be the same, so the same history) give the same pixels in the replay and the same
practice game, up to the next reveal; the practice's next tile or roll is its own, not the
real game's."""
from __future__ import annotations

import random

import pygame
import pytest

from zooloretto import paths
from zooloretto.dice.rules.record import DiceRecord
from zooloretto.dice.rules.state import roll_faces
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import write
from zooloretto.ui.app import App
from zooloretto.ui.replay.course import Course
from zooloretto.ui.replay.practice import practice_session
from zooloretto.ui.session import GameSession
from zooloretto.ui.settings import Settings
from menu_helpers import click, frames

SAME = 3            # draws (board) or rolls (dice) the two games share before they part
REMOVED = ["zebra", "camel"]


def _twin_seeds(first):
    """Two seeds whose games begin with the same SAME tiles or rolls (a birthday search)."""
    seen = {}
    for seed in range(1, 200_000):
        key = first(seed)
        if key in seen:
            return seen[key], seed
        seen[key] = seed
    raise AssertionError("no two seeds share their first draws")


def _board_first(seed):
    return tuple(GameRecord.new(3, seed, removed=REMOVED).state.draw_pile[-SAME:])


def _dice_first(seed):
    return tuple(tuple(roll_faces(seed, k)) for k in range(SAME))


def _new(game, seed):
    from zooloretto.seats import people_seats
    meta = {"seats": people_seats(["Ana", "Bert", "Cleo"])}
    if game == "zoo":
        return GameRecord.new(3, seed, ["Ana", "Bert", "Cleo"], REMOVED, 0, meta)
    return DiceRecord.new(3, seed, ["Ana", "Bert", "Cleo"], 0, meta)


def twins(game):
    """Two records alike in every public thing and unlike in what is hidden, played as far
    as they stay alike: (a, b)."""
    from zooloretto.games import of as rules_of
    seeds = _twin_seeds(_board_first if game == "zoo" else _dice_first)
    a, b = (_new(game, s) for s in seeds)
    rules, rng = rules_of(a), random.Random(7)
    while True:
        action = rng.choice(rules.legal(a.state))
        trial_a, trial_b = a.copy(), b.copy()
        trial_a.play(action)
        trial_b.play(action)
        if rules.public_view(trial_a.state).to_json() != rules.public_view(trial_b.state).to_json():
            break                   # this action reveals what tells them apart: stop before it
        a, b = trial_a, trial_b
    assert a.actions and a.state.to_json() != b.state.to_json()
    return a, b


@pytest.mark.parametrize("game", ("zoo", "dice"))
def test_a_practice_from_a_game_not_over_cannot_tell_the_next_hidden_tile_or_roll(game):
    from zooloretto.games import of as rules_of
    a, b = twins(game)
    rules = rules_of(a)
    n = len(a.actions)
    practices = [practice_session(Course(r), n, rng=random.Random(4)) for r in (a, b)]
    assert practices[0].state.to_json() == practices[1].state.to_json()
    assert practices[0].record.setup == practices[1].record.setup
    for p in practices:     # its own chance: the real games part at the next reveal, it does not
        rng = random.Random(1)
        while not p.state.game_over and len(p.record.actions) < 40:
            p.play(rng.choice(p.legal()))
    assert practices[0].state.to_json() == practices[1].state.to_json()
    assert rules.public_view(practices[0].state).to_json()["seed"] is None


def replay_then_practice(record, n, name, at_moment=None):
    """The replay of `record`'s save at the moment after `n` actions, then Play from here:
    (the replay's pixels, the practice's first pixels, the practice session);
    `at_moment(replay scene)` looks at the replay before."""
    path = paths.ensure(paths.saves_dir()) / f"{name}.json"
    write(record, path, durable=False)
    app = App(size=(1024, 640), settings=Settings(language="en", animation_speed="off"), fullscreen=False)
    app.open("title", how="reset")
    scene = app.open("replay", GameSession.load(path))
    frames(app)
    scene.go(n)
    frames(app)
    if at_moment is not None:
        at_moment(scene)
    replay = pygame.image.tobytes(app.screen, "RGB")
    click(app, "play_here")
    frames(app)
    practice = app.top.session
    first = pygame.image.tobytes(app.screen, "RGB")
    app.open("title", how="reset")
    return replay, first, practice


@pytest.mark.parametrize("game", ("zoo", "dice"))
def test_replay_and_play_from_here_show_the_same_pixels_for_saves_differing_in_hidden_things(folders, game):
    a, b = twins(game)
    n = len(a.actions)
    seen = [replay_then_practice(record, n, f"twin-{game}-{k}") for k, record in enumerate((a, b))]
    assert seen[0][0] == seen[1][0], "the replay at the moment differs"
    assert seen[0][1] == seen[1][1], "the practice's first picture differs"
    views = [p.rules.public_view(p.state).to_json() for _, _, p in seen]
    assert views[0] == views[1]
