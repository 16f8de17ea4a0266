"""Saves: round trip, verification on load, atomic writes, the example games."""
import json
import os
import random
from pathlib import Path

import pytest
from helpers import play_randomly

from zooloretto.zoo.rules import legal_actions
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules import saves
from zooloretto.zoo.rules.saves import SaveError

EXAMPLES = Path(__file__).resolve().parent.parent / "zooloretto" / "assets" / "examples"


def played(players, seed, steps):
    return play_randomly(GameRecord.new(players, seed), legal_actions, seed, steps)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_save_load_continue_is_the_same_game(tmp_path, players):
    record = played(players, 100 + players, 60)
    path = saves.write(record, tmp_path / "g.json")
    loaded = saves.read(path)
    assert loaded.state.to_json() == record.state.to_json()
    assert loaded.actions == record.actions and loaded.setup == record.setup
    # Both continue with the same choices and stay identical to the end.
    rng_a, rng_b = random.Random(7), random.Random(7)
    while not record.state.game_over:
        record.play(rng_a.choice(legal_actions(record.state)))
        loaded.play(rng_b.choice(legal_actions(loaded.state)))
    assert loaded.state.to_json() == record.state.to_json()
    assert loaded.replay().to_json() == record.state.to_json()


def test_example_games_load_and_are_what_their_names_say():
    two = saves.read(EXAMPLES / "2-player-opening.json")
    assert two.state.num_players == 2 and two.state.round <= 2 and not two.state.end_triggered
    four = saves.read(EXAMPLES / "4-player-final-round.json")
    assert four.state.num_players == 4 and four.state.end_triggered and not four.state.game_over
    five = saves.read(EXAMPLES / "5-player-finished.json")
    assert five.state.num_players == 5 and five.state.game_over and legal_actions(five.state) == []


def test_write_is_atomic_when_the_rename_fails(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    saves.write(played(3, 1, 10), path)
    before = path.read_bytes()

    def crash(*_):
        raise OSError("disk pulled out")
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        saves.write(played(3, 1, 30), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def _tampered(tmp_path, change):
    data = saves.to_json(played(4, 3, 40))
    change(data)
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("change, words", [
    (lambda d: d["state"]["zoos"][0].update(coins=d["state"]["zoos"][0]["coins"] + 5), "money does not add up"),
    (lambda d: d["state"]["zoos"][1]["pens"][0].extend(["zebra", "camel"]), "tile"),
    (lambda d: d["state"].update(current=9), "not a seat"),
    (lambda d: d.update(version=99), "newer version"),
    (lambda d: d.update(format="chess"), "not a Zooloretto save"),
    (lambda d: d["actions"].pop(), "does not lead to the saved position"),
    (lambda d: d["actions"].insert(0, {"type": "take", "truck": 0}), "action 1 of the history is illegal"),
    (lambda d: d["actions"].insert(0, {"type": "warp"}), "action 1 cannot be read"),
    (lambda d: d.pop("state"), "'state' section"),
    (lambda d: d["setup"].update(players=9), "impossible setup"),
    (lambda d: d["state"].pop("bank"), "damaged state"),
])
def test_broken_saves_are_refused_with_a_named_problem(tmp_path, change, words):
    with pytest.raises(SaveError) as e:
        saves.read(_tampered(tmp_path, change))
    assert words in str(e.value)


def test_two_animal_types_in_one_enclosure_is_named(tmp_path):
    def mix(d):
        z = d["state"]["zoos"][0]
        # Move two different animals from the draw pile into one enclosure.
        pile = d["state"]["draw_pile"]
        a = next(t for t in pile if t in ("zebra", "camel", "panda", "leopard", "elephant", "flamingo", "kangaroo", "chimpanzee"))
        pile.remove(a)
        b = next(t for t in pile if t in ("zebra", "camel", "panda", "leopard", "elephant", "flamingo", "kangaroo", "chimpanzee") and t != a)
        pile.remove(b)
        z["barn"] += z["pens"][2]          # what the enclosure held stays in the game
        z["pens"][2] = [a, b]
        d["actions"] = []
    with pytest.raises(SaveError) as e:
        saves.read(_tampered(tmp_path, mix))
    assert "mixes" in str(e.value)


def test_huge_file_is_refused_without_reading_it_all(tmp_path, monkeypatch):
    """A 64 MB file (sparse: nothing written) is refused after reading at most the limit and
    one byte more: every byte read through open(), the builtin's or pathlib's, is counted."""
    import builtins
    import io
    path = tmp_path / "big.json"
    size = 16 * saves.MAX_BYTES
    with open(path, "wb") as f:
        f.truncate(size)
    read = []
    real_open = io.open

    class Counted:
        """The file, with what its reads return counted."""
        def __init__(self, f):
            self.f = f

        def __getattr__(self, name):
            return getattr(self.f, name)

        def __enter__(self):
            return self

        def __exit__(self, *_):
            self.f.close()

        def read(self, n=-1):
            data = self.f.read(n)
            read.append(len(data))
            return data

        def readinto(self, buffer):
            got = self.f.readinto(buffer)
            read.append(got or 0)
            return got

        def __iter__(self):
            for line in self.f:
                read.append(len(line))
                yield line

    def counting_open(file, mode="r", *args, **kwargs):
        f = real_open(file, mode, *args, **kwargs)
        return Counted(f) if Path(file) == path else f

    for where in (builtins, io, saves):
        monkeypatch.setattr(where, "open", counting_open, raising=False)
    with pytest.raises(SaveError, match="too large") as refused:
        saves.read(path)
    assert refused.value.kind == "too_large"
    assert sum(read) <= saves.MAX_BYTES + 1 < size
