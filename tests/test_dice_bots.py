"""The dice game's bots: always legal, honest (the next roll is never read),
deterministic with an iteration budget; the arena plays them with --game dice."""
import json
import random

import pytest

from zooloretto.dice import rules as R
from zooloretto.dice.bots import LEVELS, make_bot
from zooloretto.dice.rules import apply, legal_actions, new_game, public_view


def _game_with(bots, players, seed):
    s = new_game(players, seed)
    steps = 0
    while not s.game_over:
        action = bots[s.current].choose(public_view(s))
        assert action in legal_actions(s)
        apply(s, action)
        steps += 1
        assert steps < 2000
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_whole_games_legally(players):
    bots = [make_bot(LEVELS[i % 3], seed=i, iterations=1) for i in range(players)]
    s = _game_with(bots, players, seed=players)
    assert s.game_over and R.final_scores(s)["winners"]


def _positions(players=2, seed=3, every=3):
    s, rng, out = new_game(players, seed), random.Random(seed), []
    while not s.game_over:
        if len(out) < 12 and rng.random() < 1 / every:
            out.append(s.copy())
        apply(s, rng.choice(legal_actions(s)))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_never_depends_on_the_hidden_next_roll(level, monkeypatch):
    bot = make_bot(level, seed=5, iterations=1)
    changed = 0
    for s in _positions():
        reseeded = s.copy()
        reseeded.seed = s.seed + 12345          # the future rolls change
        changed += R.roll_faces(s.seed, s.rolls) != R.roll_faces(reseeded.seed, s.rolls)
        assert bot.choose(s) == bot.choose(reseeded) == bot.choose(public_view(s))
    assert changed


def test_bots_never_draw_a_roll_while_thinking(monkeypatch):
    import zooloretto.dice.rules.engine as engine

    def peek(seed, number):
        raise AssertionError("a bot asked for a roll of the real dice")
    positions = _positions(seed=8)[:6]
    monkeypatch.setattr(engine, "roll_faces", peek)
    for level in LEVELS:
        bot = make_bot(level, seed=1, iterations=2)
        for s in positions:
            assert bot.choose(s) in legal_actions(s)


def test_the_view_a_bot_gets_has_no_seed():
    s = new_game(2, seed=99)
    assert public_view(s).seed is None and public_view(s).to_json() == public_view(new_game(2, 7)).to_json()


def test_hard_is_deterministic_with_an_iteration_budget():
    s = _positions(seed=11)[4]
    a = make_bot("hard", seed=3, iterations=2).choose_with_reason(s)
    b = make_bot("hard", seed=3, iterations=2).choose_with_reason(s)
    assert a == b


def test_hard_takes_the_truck_that_wins_the_game():
    # Alone in the last round with nothing left to roll: the truck with the lion
    # fills the lion enclosure (5 points and the bonus); the coin truck does not.
    s = new_game(2, seed=0)
    for a in ("crocodile", "ostrich", "monkey", "elephant"):
        s.sheets[1].pens[a] = R.components.ENCLOSURE_BOXES[a]
    s.sheets[1].pens["lion"] = 4
    s.last_round = True
    s.sheets[0].taken = ["coin", "coin"]
    s.trucks = [["coin"], ["lion"], ["coin", "monkey"]]
    s.supply, s.rolls, s.current, s.last_taker = 0, 3, 1, 0
    R.check_state(s)
    assert make_bot("hard", iterations=1).choose(s) == R.Take(1)


def test_make_bot_refuses_bad_options():
    with pytest.raises(ValueError):
        make_bot("expert")
    with pytest.raises(ValueError):
        make_bot("hard", iterations=0)


def test_arena_plays_the_dice_game(capsys):
    from zooloretto.arena import main
    code = main(["--game", "dice", "--seats", "medium,easy", "--games", "2", "--quiet", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["game"] == "dice" and out["games"] == 2
    assert main(["--game", "dice", "--seats", "easy,easy,easy,easy,easy", "--games", "1"]) == 2
    assert "2 to 4" in capsys.readouterr().err


def test_hard_answers_even_without_time_to_search():
    s = _positions(players=4, seed=2)[3]
    action, why = make_bot("hard", time_budget=1e-6).choose_with_reason(s)
    assert action in legal_actions(s) and why
