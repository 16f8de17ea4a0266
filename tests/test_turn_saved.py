"""Nothing a player did is lost: the rules say when a turn is over (a TurnEnded event in
each game), and after every finished turn the newest autosave holds exactly the table —
also the turns a player plays alone after the others passed, the turn that ends a round
and the game's last turn."""
from __future__ import annotations

import random

import pytest

from zooloretto.dice import rules as dice
from zooloretto.zoo.rules import EXPANSION_NAMES, apply, legal_actions, new_game, turn_over
from zooloretto.zoo.rules.saves import read
from zooloretto.ui.autosaver import latest_autosave
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat

from helpers import pick_action
from sampling import quick


def _turn_facts(state, play, choose, rng):
    """Play a whole game; per action: (mover, turn_over, mover of the next action, over)."""
    facts = []
    while not state.game_over:
        mover = state.current
        events = play(state, choose(state, rng))
        ended = [e for e in events if e.type == "turn_ended"]
        assert len(ended) <= 1 and all(e.player == mover for e in ended)
        facts.append((mover, bool(ended), state.current, state.game_over))
    return facts


def _check_turns(facts):
    alone = 0
    for mover, ended, after, over in facts:
        if after != mover or over:
            assert ended, "the player to move changed, or the game ended, with no turn's end"
        if not ended:
            assert after == mover and not over, "a turn went on, and someone else moves"
        alone += ended and after == mover and not over
    assert facts[-1][1], "the game's last action ends a turn"
    return alone


@pytest.mark.parametrize("n,expansions", [(2, ()), (3, ()), (5, ()), (2, tuple(EXPANSION_NAMES)),
                                          (4, tuple(EXPANSION_NAMES))])
def test_the_board_game_says_when_each_turn_is_over(n, expansions):
    alone = 0
    for seed in range(6):
        state = new_game(n, seed=seed, expansions=expansions)
        facts = _turn_facts(state, apply, pick_action, random.Random(seed))
        alone += _check_turns(facts)
    assert alone > 0, "players left alone in a round play turns of their own"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_dice_game_says_when_each_turn_is_over(n):
    alone = 0
    for seed in range(8):
        state = dice.new_game(n, seed=seed)
        facts = _turn_facts(state, dice.apply, lambda s, rng: rng.choice(dice.legal_actions(s)),
                            random.Random(seed))
        alone += _check_turns(facts)
    assert alone > 0


def test_turn_over_reads_only_the_turns_end():
    state = new_game(2, seed=1)
    revealed = apply(state, legal_actions(state)[0])        # a tile drawn: the turn goes on
    assert not turn_over(revealed)
    events = apply(state, legal_actions(state)[0])          # ... until it is on a truck
    assert turn_over(events) and not turn_over([e for e in events if e.type != "turn_ended"])
    assert not dice.turn_over(dice.apply(dice.new_game(2, seed=1), dice.Roll()))


def _newest_is_the_table(table):
    on_disk = read(latest_autosave())
    assert on_disk.actions == table.scene.session.record.actions
    assert on_disk.state.to_json() == table.state.to_json()


def _play_through_the_table(table, rng, moves):
    """People play random legal moves by dragging them; after every finished turn the
    newest autosave is compared with the table. Returns how many turns were checked."""
    checked = 0
    for _ in range(moves):
        if table.state.game_over:
            break
        action = rng.choice(table.legal())
        events = table.drag(*table.where(action))
        assert events, f"the drag of {action} did nothing: {table.refusal}"
        if table.scene.session.rules.turn_over(events):
            _newest_is_the_table(table)
            checked += 1
    return checked


# The quick run plays a whole game's first rounds by the rules, off the table (the board game's
# first 12 of some 20, the dice game's first 5 of some 12), and the rest at the table: its last
# rounds still hold turns played alone, rounds' ends, the game's last turn and more than
# `least` finished turns. --full plays the whole game at the table.
ROUNDS_OFF_THE_TABLE = {"zoo": quick(0, 12), "dice": quick(0, 5)}


@pytest.mark.parametrize("game, players, expansions, least", [
    ("zoo", 3, (), 40), ("zoo", 3, tuple(EXPANSION_NAMES), 40), ("dice", 2, None, 20)])
def test_every_finished_turn_of_a_whole_game_is_the_newest_autosave(game, players, expansions, least):
    extra = {"expansions": expansions} if game == "zoo" else {}
    session = GameSession.new([Seat(n) for n in ("Ana", "Bo", "Cleo")[:players]], seed=11,
                              game=game, **extra)
    rng = random.Random(3)
    while session.state.round <= ROUNDS_OFF_THE_TABLE[game]:
        session.record.play(rng.choice(session.legal()))
    table = Table.open(session=session, size=(1024, 640))
    try:
        checked = _play_through_the_table(table, rng, 2000)
        assert table.state.game_over and checked > least, checked
    finally:
        table.close()


def test_a_bots_turn_is_saved_before_the_person_moves_again():
    session = GameSession.new([Seat("Ana"), Seat("Bot", "bot", "easy")], seed=2)
    table = Table.open(session=session, size=(1024, 640))
    try:
        rng, bot_turns = random.Random(1), 0
        for _ in range(40):
            if table.state.game_over:
                break
            if table.scene.is_bot(table.state.current):
                bot_turns += bool(table.bots_move())
                _newest_is_the_table(table)
            elif table.scene.session.rules.turn_over(table.drag(*table.where(rng.choice(table.legal())))):
                _newest_is_the_table(table)
        assert bot_turns > 3
    finally:
        table.close()
