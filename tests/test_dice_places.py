"""The dice game's places, gestures and undo steps (dice/rules/places.py, gestures.py,
events.undoable), and a dice game in a GameSession (ui/session.py, zooloretto/games.py,
navigation.table_screen): the contract the screens are built on."""
import random

import pytest

from zooloretto.dice.rules import (Load, Roll, Take, apply, turn_over, legal_actions, new_game, refusal,
                                   Refusal, undoable)
from zooloretto.dice.rules import components as C
from zooloretto.dice.rules.gestures import action_for, gesture_of
from zooloretto.dice.rules.places import (AREAS, Loc, box_of, crossed, die_at, pieces,
                                          sheet_boxes)


def positions(n, seed):
    """Copies of every position of a seeded random game."""
    s, rng, out = new_game(n, seed), random.Random(seed), []
    while not s.game_over:
        out.append(s.copy())
        apply(s, rng.choice(legal_actions(s)))
    return out


def drops(s):
    out = [Loc("supply"), Loc("tray")] + [Loc("tray", slot=k) for k in range(2)]
    for t in range(len(s.trucks)):
        out += [Loc("truck", index=t)] + [Loc("truck", index=t, slot=c) for c in range(C.CRATES)]
    for q in range(s.num_players):
        out += [Loc("sheet", q)] + sheet_boxes(q) + [Loc("taken", q, slot=0)]
    return out


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_legal_action_round_trips_through_its_gesture(n):
    for s in positions(n, 10 + n):
        for a in legal_actions(s):
            piece, drop = gesture_of(s, a)
            assert action_for(s, piece, drop) == a


@pytest.mark.parametrize("n", [2, 4])
def test_any_gesture_means_a_legal_action_or_a_refusal_with_a_sentence(n):
    for s in positions(n, 20 + n)[::3]:
        legal = legal_actions(s)
        for piece, _ in pieces(s):
            for drop in drops(s):
                meant = action_for(s, piece, drop)
                if isinstance(meant, Refusal):
                    assert str(meant)
                else:
                    assert meant in legal and refusal(s, meant) is None


def test_what_each_drop_means():
    s = new_game(2, 3)
    assert action_for(s, Loc("supply"), Loc("supply")) == Roll()        # a click rolls
    assert action_for(s, Loc("supply"), Loc("sheet", 0)).code == "roll_here"
    apply(s, Roll())
    face = s.rolled[0]
    assert action_for(s, Loc("tray", slot=0), Loc("truck", index=2, slot=0)) == Load(face, 2)
    assert action_for(s, Loc("tray", slot=0), Loc("truck", index=1)) == Load(face, 1)
    assert action_for(s, Loc("tray", slot=0), Loc("sheet", 0)).code == "die_to_truck"
    apply(s, Load(s.rolled[0], 0))
    apply(s, Load(s.rolled[0], 0))
    assert s.current == 1
    assert action_for(s, Loc("truck", index=0), Loc("pen", 1, 4, 2)) == Take(0)
    assert action_for(s, Loc("truck", index=0, slot=1), Loc("sheet", 1)) == Take(0)
    assert action_for(s, Loc("truck", index=0), Loc("sheet", 0)).code == "not_your_sheet"
    assert action_for(s, Loc("truck", index=1), Loc("sheet", 1)).code == "truck_empty"


def test_a_full_truck_refuses_a_die_with_the_rules_reason():
    s = new_game(2, 5)
    s.trucks[0] = ["lion", "lion", "coin"]
    s.supply -= 3 + 1            # dice conserved does not matter to the gesture
    apply(s, Roll())
    assert action_for(s, Loc("tray", slot=0), Loc("truck", index=0)).code == "truck_full"


def test_places_read_the_state():
    s = new_game(3, 1)
    apply(s, Roll())
    assert die_at(s, Loc("tray", slot=1)) == s.rolled[1]
    apply(s, Load(s.rolled[0], 1))
    assert die_at(s, Loc("truck", index=1, slot=0)) is not None
    s.sheets[2].pens["monkey"] = 2
    s.sheets[2].coins = 4
    assert crossed(s, Loc("pen", 2, 2, 1)) and not crossed(s, Loc("pen", 2, 2, 2))
    assert crossed(s, Loc("coin", 2, slot=3)) and not crossed(s, Loc("coin", 2, slot=4))
    assert len(sheet_boxes(0)) == 15 + 5 + 6 + 5
    assert {loc.area for loc in sheet_boxes(0)} <= set(AREAS)


def test_each_crossing_event_names_its_box():
    s, rng = new_game(2, 8), random.Random(8)
    while not s.game_over:
        for e in apply(s, rng.choice(legal_actions(s))):
            loc = box_of(e)
            if loc is not None:
                assert crossed(s, loc)


def test_undoable_steps_reveal_nothing():
    s = new_game(2, 2)
    assert not undoable(apply(s, Roll()))                      # chance revealed
    first = apply(s, Load(s.rolled[0], 0))
    assert undoable(first)                                     # the same player goes on
    last = apply(s, Load(s.rolled[0], 1))
    # the turn's end (TurnEnded) may be taken back only as an ending step, until confirmed
    assert turn_over(last) and not undoable(last) and undoable(last, ending=True)
    take = apply(s, Take(0))
    assert undoable(take, ending=True)


# ------------------------------------------------------------------ the session


def seats(n, bots=()):
    from zooloretto.ui.session import Seat
    return [Seat(f"P{i}", "bot" if i in bots else "human", "easy" if i in bots else None)
            for i in range(n)]


def test_a_dice_session_is_new_saved_loaded_and_named(tmp_path):
    from zooloretto.zoo.rules import saves
    from zooloretto.ui import navigation
    from zooloretto.ui.session import GameSession
    session = GameSession.new(seats(3, bots=(2,)), seed=9, start_player=1, game="dice")
    assert session.game == "dice" and session.state.current == 1
    assert navigation.table_screen(session) == "dice_table"
    assert session.seats[2].is_bot and session.legal() == [Roll()]
    session.play(Roll())
    session.play(Load(session.state.rolled[0], 0))
    path = saves.write(session.record, tmp_path / "dice.json")
    again = GameSession.load(path)
    assert again.game == "dice" and again.state.to_json() == session.state.to_json()
    assert again.seats[2].level == "easy"
    assert again.can_undo() and again.undo()           # undo after load: the die goes back
    assert len(again.state.rolled) == 2 and again.state.current == 1
    assert not again.undo()                            # the roll stays


def test_a_board_session_is_unchanged():
    from zooloretto.ui import navigation
    from zooloretto.ui.session import GameSession
    session = GameSession.new(seats(2), seed=3)
    assert session.game == "zoo" and navigation.table_screen(session) == "table"


def test_dice_undo_in_a_session_stops_at_the_roll_and_at_the_turn():
    from zooloretto.ui.session import GameSession
    session = GameSession.new(seats(2), seed=4, game="dice")
    session.play(Roll())
    assert not session.can_undo()
    session.play(Load(session.state.rolled[0], 2))
    assert session.can_undo()
    session.confirm_turns = True
    session.play(Load(session.state.rolled[0], 2))          # ends the turn: undoable until confirmed
    assert session.unconfirmed == 0 and session.undo()
    assert session.state.current == 0 and len(session.state.rolled) == 1
    session.play(Load(session.state.rolled[0], 1))
    session.confirm_turn()
    assert not session.can_undo()


def test_dice_bots_answer_through_the_sync_runner():
    from zooloretto.dice.rules import public_view
    from zooloretto.ui.kit.turns import SyncRunner
    s = new_game(2, 6)
    runner = SyncRunner(iterations=1)
    for level in ("easy", "medium", "hard"):
        runner.start(public_view(s), level=level, seed=1)
        assert runner.poll() in legal_actions(s)


def test_the_bot_process_answers_for_the_dice_game():
    from zooloretto.dice.rules import public_view
    from zooloretto.ui.bot_process import ProcessBotRunner
    s = new_game(2, 6)
    apply(s, Roll())
    runner = ProcessBotRunner()
    try:
        runner.start(public_view(s), level="medium", seed=1, budget=0.2)
        action = None
        for _ in range(200):
            action = runner.wait(1.0)
            if action is not None:
                break
        assert action in legal_actions(s)
    finally:
        runner.close()
