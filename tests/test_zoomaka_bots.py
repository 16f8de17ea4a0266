"""Zoomaka's bots: always legal, in their turn and when the rules ask them out of turn;
honest (the hidden hands, banks, Draw pile and seed change no decision); deterministic
with an iteration budget; the arena plays them."""
import random

import pytest

from zooloretto.zoomaka.bots import LEVELS, make_bot
from zooloretto.zoomaka.rules import (apply, check_state, decision, legal_actions, new_game,
                                      public_view)


def _game_with(bots, players, seed):
    s = new_game(players, seed)
    asked = set()
    steps = 0
    while not s.game_over:
        asked.add(decision(s))
        action = bots[s.current].choose(public_view(s))
        assert action in legal_actions(s)
        apply(s, action)
        steps += 1
        assert steps < 3000
    check_state(s)
    return s, asked


@pytest.mark.parametrize("players,levels", [(2, ("hard", "easy")), (3, LEVELS),
                                            (5, ("medium", "easy"))])
def test_every_level_plays_whole_games_legally(players, levels):
    bots = [make_bot(levels[i % len(levels)], seed=i, iterations=1) for i in range(players)]
    s, asked = _game_with(bots, players, seed=players)
    assert s.winners and "turn" in asked


def _positions(players=3, seed=3, count=10):
    s, rng, out = new_game(players, seed), random.Random(seed), []
    bots = [make_bot("medium", seed=q) for q in range(players)]
    while not s.game_over and len(out) < count:
        if rng.random() < 0.15 or decision(s) != "turn":
            out.append(s.copy())
        apply(s, bots[s.current].choose(public_view(s)))
    return out


def _reshuffled_hidden(s, seed):
    """The same position as its player to decide sees it, the hidden cards dealt anew."""
    t = s.copy()
    me = t.current
    places = [t.draw] + [cards for q, p in enumerate(t.players) if q != me for cards in (p.hand, p.bank)]
    pool = [c for cards in places for c in cards]
    random.Random(seed).shuffle(pool)
    for cards in places:
        for k in range(len(cards)):
            cards[k] = pool.pop()
    t.seed = s.seed + 777
    check_state(t)
    return t


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_never_depends_on_what_is_hidden(level):
    bot = make_bot(level, seed=5, iterations=1)
    changed = 0
    for n, s in enumerate(_positions()):
        other = _reshuffled_hidden(s, n)
        changed += other.to_json() != s.to_json()
        assert bot.choose(s) == bot.choose(other) == bot.choose(public_view(s))
    assert changed


def test_bots_answer_when_the_rules_ask_them_out_of_turn():
    seen = set()
    for s in _positions(players=4, seed=8, count=30):
        if s.current != s.active:
            seen.add(decision(s))
            for level in LEVELS:
                assert make_bot(level, seed=1, iterations=1).choose(s) in legal_actions(s)
    assert seen


def test_hard_is_deterministic_with_an_iteration_budget():
    s = _positions(seed=11)[3]
    a = make_bot("hard", seed=3, iterations=2).choose_with_reason(s)
    b = make_bot("hard", seed=3, iterations=2).choose_with_reason(s)
    assert a == b and a[1].code in ("search", "only")


def test_unknown_levels_and_budgets_are_refused():
    with pytest.raises(ValueError):
        make_bot("genius")
    with pytest.raises(ValueError):
        make_bot("hard", time_budget=0)
