"""A move's `applied` frame carries the changes from the view the joiner holds (net/patch.py):
the joiner's view after it is the host's view for its seat, an older view the table
still shows is left as it was, a patch that does not fit is refused and the joiner gets
the whole view again, and a 5-player Zoomaka frame stays within 4 KiB."""
import copy
import json
import random

import pytest

from zooloretto.net import patch
from zooloretto.net.client import ClientCore
from zooloretto.net.headless import new_record
from zooloretto.net.host import HostCore
from zooloretto.net.messages import BadMessage


def _mutate(value, rng, depth=0):
    """A JSON value changed here and there, as a move changes a view."""
    if isinstance(value, dict):
        out = {k: _mutate(v, rng, depth + 1) if rng.random() < 0.3 else v for k, v in value.items()}
        if rng.random() < 0.2 and out:
            out.pop(rng.choice(sorted(out)))
        if rng.random() < 0.2:
            out[f"k{rng.randrange(5)}"] = rng.randrange(9)
        return out
    if isinstance(value, list):
        out = [_mutate(v, rng, depth + 1) if rng.random() < 0.3 else v for v in value]
        roll = rng.random()
        if roll < 0.2:
            out.append(rng.choice(["a", 1, None, [2], {"x": 1}]))
        elif roll < 0.3 and out:
            out.pop(rng.randrange(len(out)))
        return out
    return rng.choice(["b", 7, True, None, 2.5, [1, 2], {"y": [3]}])


def _tree(rng, depth=0):
    if depth > 3 or rng.random() < 0.3:
        return rng.choice(["a", 3, False, None])
    if rng.random() < 0.5:
        return {f"k{i}": _tree(rng, depth + 1) for i in range(rng.randrange(5))}
    return [_tree(rng, depth + 1) for _ in range(rng.randrange(5))]


def test_a_patch_turns_the_old_view_into_the_new_and_leaves_the_old_alone():
    rng = random.Random(5)
    for _ in range(400):
        old = {"root": _tree(rng), "players": [_tree(rng) for _ in range(3)]}
        new = _mutate(old, rng)
        kept = copy.deepcopy(old)
        ops = patch.diff(old, new)
        got = patch.apply(old, json.loads(json.dumps(ops)))      # as it crossed the wire
        assert json.dumps(got, sort_keys=True) == json.dumps(new, sort_keys=True)
        assert old == kept, "the view the table still shows is not changed"
    assert patch.diff({"a": [1]}, {"a": [1]}) == []


@pytest.mark.parametrize("ops", [
    "nope", [["=", ["players", 9], 1]], [["-", ["nothing"]]], [["+", ["seed"], [1]]],
    [["=", "players", 1]], [["?", [], 1]], [["-", ["a"], 1]], [["=", ["a", "b", "c"], 1]],
])
def test_a_patch_that_does_not_fit_is_refused(ops):
    with pytest.raises(patch.PatchError):
        patch.apply({"a": 1, "seed": None, "players": [{"name": "Anna"}]}, ops)


def _seated(game, players, seed=2):
    core = HostCore(new_record(game, players, seed), [{"kind": "remote"}] * players,
                    rng=random.Random(seed))
    clients = {}
    for seat in range(players):
        clients[seat] = ClientCore(core.code, f"P{seat}")
        core.connect(seat, "127.0.0.1", 0.0)
        _deliver(core.receive(seat, clients[seat].hello(), 0.0), clients)
    return core, clients


def _deliver(out, clients):
    sizes = []
    for item in out:
        if item[0] == "send":
            sizes.append(len(item[2].encode("utf-8")))
            clients[item[1]].receive(item[2])
    return sizes


def test_a_five_player_zoomaka_game_sends_each_joiner_at_most_4_kib_a_move():
    core, clients = _seated("zoomaka", 5)
    rng, sizes = random.Random(3), []
    while not core.state.game_over and core.seq < 400:
        sizes += _deliver(core.play_local(rng.choice(core.rules.legal(core.state))), clients)
        for seat, client in clients.items():
            assert client.views[seat] == core.rules.view_json(core.state, seat)
    assert sizes and max(sizes) <= 4096, f"largest applied frame {max(sizes)} B"


def test_a_joiner_whose_view_missed_a_change_asks_for_it_whole_and_is_in_step_again():
    core, clients = _seated("zoo", 2)
    me = clients[1]
    out = core.play_local(core.rules.legal(core.state)[0])
    message = json.loads(next(item[2] for item in out if item[1] == 1))
    message["patch"].append(["=", ["zoos", 99, "coins"], 5])     # not the view it holds
    with pytest.raises(BadMessage):
        me.receive(json.dumps(message))
    assert me.behind == {1}
    out = core.play_local(core.rules.legal(core.state)[0])
    assert me.receive(next(item[2] for item in out if item[1] == 1))[0][0] == "ignored"
    _deliver(core.receive(1, me.resync(), 1.0), clients)
    assert me.behind == set() and me.views[1] == core.rules.view_json(core.state, 1)
    _deliver(core.play_local(core.rules.legal(core.state)[0]), clients)
    assert me.views[1] == core.rules.view_json(core.state, 1)
