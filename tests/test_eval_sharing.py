"""The evaluation's shared context values change no decision.

Contexts are functions of public facts only, so equal contexts may share what
was worked out in them; trying a tile on a sketch and taking it back leaves the
sketch as it was."""
import copy
import random

from zooloretto.zoo.bots import evaluate as E
from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.rules import apply, legal_actions, new_game
from zooloretto.zoo.rules.view import determinize, public_view


def _position(n, seed, steps):
    s = new_game(n, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        apply(s, rng.choice(legal_actions(s)))
    return public_view(s)


def test_a_context_does_not_depend_on_the_hidden_order():
    view = _position(4, 3, 30)
    a, b = (E.Context(determinize(view, random.Random(k))) for k in (1, 2))
    assert a.key == b.key and a.draw_kinds == b.draw_kinds and a.gains is b.gains
    E._SHARED.clear()
    cold = E.utility(view, view.current)
    assert E.utility(determinize(view, random.Random(5)), view.current) == cold


def test_trying_a_tile_leaves_the_sketch_as_it_was():
    view = _position(3, 4, 40)
    ctx = E.Context(view)
    for zoo in view.zoos:
        sketch = E.Sketch(zoo)
        before = [copy.deepcopy(getattr(sketch, k)) for k in E.Sketch.__slots__ if k != "ext"]
        base = sketch.value(ctx)
        for tile, _ in ctx.draw_kinds:
            E.truck_gain(sketch, base, (tile,), ctx)
        after = [getattr(sketch, k) for k in E.Sketch.__slots__ if k != "ext"]
        assert after == before and sketch.value(ctx) == base


def test_a_warm_table_makes_the_same_decision_as_a_cold_one():
    views = [_position(n, 10 + n, 12 + 7 * n) for n in (2, 3, 4, 5)]
    bot = make_bot("hard", seed=1, iterations=6)
    E._SHARED.clear()
    cold = [bot.choose_with_reason(v) for v in views]
    warm = [bot.choose_with_reason(v) for v in views]
    assert warm == cold
