"""Action A as the book has it ("draws and reveals the topmost tile ... and places it in an
open space on any untaken delivery truck of his choice"): the tile is revealed first and
its truck chosen after, in whole games, in saves of every format and in the session's undo."""
import json
import random
from pathlib import Path

import pytest

from zooloretto.zoo.rules import (EXPANSION_NAMES, IllegalAction, Load, Reveal, apply,
                                  legal_actions, new_game, refusal)
from zooloretto.zoo.rules import saves
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.save_format import SaveError, VERSION

HERE = Path(__file__).resolve().parent
DATA, FIXTURES = HERE / "data", HERE / "fixtures"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("expansions", [None, list(EXPANSION_NAMES)], ids=["base", "expansions"])
def test_whole_games_draw_in_two_steps(players, expansions):
    """In seeded random games, every draw is a reveal that the same player follows with
    exactly one load, onto an untaken truck with room, and nothing else in between."""
    s = new_game(players, seed=players * 11, expansions=expansions)
    rng = random.Random(players)
    reveals = 0
    while not s.game_over:
        acts = legal_actions(s)
        action = rng.choice(acts)
        if isinstance(action, Reveal):
            player, top = s.current, (s.draw_pile or s.end_pile)[-1]
            events = apply(s, action)
            assert s.revealed == top and s.current == player and events[0].tile == top
            loads = legal_actions(s)
            assert loads and all(isinstance(a, Load) for a in loads)
            assert {a.truck for a in loads} == {i for i, t in enumerate(s.trucks)
                                                if t.taken_by is None and t.free > 0}
            check_state(s)
            choice = rng.choice(loads)
            before = list(s.trucks[choice.truck].tiles)
            apply(s, choice)
            assert s.revealed is None and s.trucks[choice.truck].tiles == before + [top]
            reveals += 1
        else:
            assert not isinstance(action, Load)
            apply(s, action)
        check_state(s)
    assert reveals > 20


def test_revealing_the_first_tile_under_the_disc_ends_the_game_after_that_round():
    s = new_game(3, seed=9)
    rng = random.Random(9)
    while not s.end_triggered:
        apply(s, rng.choice(legal_actions(s)))
    # the trigger came with a reveal from the end stack, and the tile waits in the hand
    assert s.revealed is not None and len(s.end_pile) == 14 and not s.draw_pile
    rounds = s.round
    while not s.game_over:
        apply(s, rng.choice(legal_actions(s)))
    assert s.round == rounds


# ---------------------------------------------------------------- saves of every format

def _stored_state(path):
    return json.loads(path.read_text(encoding="utf-8"))["state"]


@pytest.mark.parametrize("name", ["save-v2-board.json", "save-v2-board-expansions.json"])
def test_a_format_2_board_save_opens_with_each_draw_as_a_reveal_and_a_load(name):
    path = DATA / name
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 2
    old = data["actions"]
    record = saves.read(path)
    draws = [a for a in old if a["type"] == "draw"]
    assert draws and len(record.actions) == len(old) + len(draws)
    # each old draw became reveal + load onto the same truck, everything else unchanged
    upgraded = [a.type for a in record.actions]
    k = 0
    for a in old:
        if a["type"] == "draw":
            assert upgraded[k:k + 2] == ["reveal", "load"] and record.actions[k + 1].truck == a["truck"]
            k += 2
        else:
            assert upgraded[k] == a["type"]
            k += 1
    # the same table the older version showed
    assert {**_stored_state(path), "revealed": None} == record.state.to_json()
    assert record.state.revealed is None


@pytest.mark.parametrize("path, game", [
    (FIXTURES / "save-v1.json", "zoo"), (FIXTURES / "save-v1-unloading.json", "zoo"),
    (FIXTURES / "save-v1-dice-one-loaded.json", "dice"), (DATA / "save-v2-dice.json", "dice"),
    (DATA / "save-v2-zoomaka.json", "zoomaka")])
def test_every_older_save_of_each_game_opens_to_the_position_it_holds(path, game):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] < VERSION and data.get("game", "zoo") == game
    record = saves.read(path)
    stored = data["state"]
    loaded = record.state.to_json()
    for key, value in stored.items():
        if key != "pending_slots":           # format 1 did not keep them
            assert loaded[key] == value, key
    if game == "zoo":
        assert record.state.revealed is None


def test_a_save_taken_while_a_tile_is_revealed_round_trips(tmp_path):
    record = GameRecord.new(4, seed=12)
    record.play(Reveal())
    tile = record.state.revealed
    path = tmp_path / "g.json"
    saves.write(record, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == VERSION and data["state"]["revealed"] == tile
    loaded = saves.read(path)
    assert loaded.state.revealed == tile and loaded.actions == record.actions
    assert legal_actions(loaded.state) == [Load(t) for t in range(4)]


def _revealed_save(edit):
    record = GameRecord.new(3, seed=12, removed=["zebra", "kangaroo"])
    record.play(Reveal())
    data = json.loads(json.dumps(saves.to_json(record)))
    edit(data["state"])
    return data


@pytest.mark.parametrize("edit, why", [
    # a type left in the box cannot come from the stacks (swapped with one of the box's)
    (lambda st: st.update(box=sorted(st["box"][:st["box"].index("zebra:male")]
                                     + st["box"][st["box"].index("zebra:male") + 1:]
                                     + [st["revealed"]]), revealed="zebra:male"),
     "type was removed"),
    # one more camel than the box holds
    (lambda st: st.update(revealed="camel"), "tile"),
    # a tile that is not a tile at all
    (lambda st: st.update(revealed="unicorn"), "unicorn"),
    (lambda st: st.update(revealed=7), "damaged state"),
    # a tile revealed while no truck has room for it
    (lambda st: [t.update(tiles=["coin"] * 3) for t in st["trucks"]] and None, ""),
])
def test_a_hand_edited_revealed_tile_is_refused_in_one_sentence(edit, why):
    data = _revealed_save(edit)
    with pytest.raises(SaveError) as refused:
        saves.from_json(data)
    message = str(refused.value)
    assert why in message and "\n" not in message


def test_undo_never_crosses_a_reveal():
    """The tile was seen: the reveal and the load stand, while a placement of an unloading
    can still be taken back as before."""
    from zooloretto.ui.session import GameSession, Seat
    session = GameSession.new([Seat("Ana"), Seat("Bea"), Seat("Cem")], seed=3)
    session.play(Reveal())
    assert not session.can_undo() and not session.undo()
    assert session.state.revealed is not None
    session.play(Load(0))
    assert not session.can_undo()
    # the next player reveals and loads on truck 0, then Cem takes it and unloads
    session.play(Reveal())
    session.play(Load(0))
    from zooloretto.zoo.rules import Take
    session.play(Take(0))
    assert session.can_undo()                  # taking a truck with tiles still may be undone


def test_an_illegal_load_or_reveal_changes_nothing():
    s = new_game(2, seed=1)
    before = s.to_json()
    for action in (Load(0), Load(7)):
        with pytest.raises(IllegalAction):
            apply(s, action)
        assert s.to_json() == before
    apply(s, Reveal())
    assert refusal(s, Reveal()).code == "must_load"
