"""The dice game: rules no other test guarded, found by planting small defects in the rules
(tools/mutate.py, docs/testing.md). Each test names the rule; the expected values come from the
French rulebook (../shared/seeds/zooloretto-dice-rules-fr.txt) or from a worked position, never
from the constant the rule uses."""
import random

import pytest

from zooloretto.dice.rules import action_from_json, apply, legal_actions, new_game, undoable
from zooloretto.dice.rules.actions import BadAction
from zooloretto.dice.rules.check import InvalidState, check_state

# The book's enclosures, left to right on the sheet: crocodile 1 box ... lion 5 boxes.
BOOK_BOXES = {"crocodile": 1, "ostrich": 2, "monkey": 3, "elephant": 4, "lion": 5}


def _room_left_only_in(sheet, animal):
    for a, boxes in BOOK_BOXES.items():
        sheet.pens[a] = boxes - (1 if a == animal else 0)


def test_a_state_going_on_while_a_player_has_room_in_one_enclosure_only_is_refused():
    # "Si un joueur ... n'a plus de cases libres que dans un seul ou aucun enclos, la manche
    # en cours devient la dernière": a save that says otherwise could not have been played
    s = new_game(2, 0)
    _room_left_only_in(s.sheets[0], "lion")
    with pytest.raises(InvalidState, match="last round"):
        check_state(s)
    s.last_round = True
    check_state(s)


def test_a_state_announcing_the_last_round_with_room_everywhere_is_refused():
    s = new_game(3, 0)
    s.last_round = True
    with pytest.raises(InvalidState, match="last round"):
        check_state(s)


@pytest.mark.parametrize("animal,crossed", [("crocodile", 2), ("lion", 6), ("monkey", -1)])
def test_a_sheet_with_more_crosses_than_its_enclosure_has_boxes_is_refused(animal, crossed):
    # the crocodile's enclosure has 1 box, the lion's 5 (the book's sheet)
    s = new_game(2, 0)
    s.sheets[1].pens[animal] = crossed
    with pytest.raises(InvalidState, match=f"{animal} enclosure"):
        check_state(s)
    s.sheets[1].pens[animal] = BOOK_BOXES[animal]
    check_state(s)


@pytest.mark.parametrize("slots", [(0, 0), (1, 0), (0, 2), (0,)])
def test_a_state_whose_rolled_dice_do_not_each_lie_on_their_own_tray_place_is_refused(slots):
    # two dice rolled lie side by side on the tray's two places (a die keeps its place while
    # the other is loaded): two on one place, out of order, off the tray or one missing is a
    # damaged save
    s = new_game(2, 0)
    s.supply, s.rolled, s.rolls, s.rolled_slots = 4, ["lion", "coin"], 1, slots
    with pytest.raises(InvalidState, match="tray"):
        check_state(s)
    s.rolled_slots = (0, 1)
    check_state(s)


def test_a_state_with_dice_out_of_the_supply_before_any_roll_is_refused():
    # dice leave the supply only by rolling, two a roll: two dice on a truck need one roll
    s = new_game(2, 0)
    s.supply, s.trucks[0] = 4, ["lion", "coin"]
    with pytest.raises(InvalidState, match="rolls"):
        check_state(s)
    s.rolls = 1
    check_state(s)


def test_a_state_with_an_odd_number_of_dice_in_the_supply_is_refused():
    # the supply gives dice two at a time and starts even (6, 8 or 10): five left is damage
    s = new_game(2, 0)
    s.supply, s.trucks[0], s.rolls = 5, ["lion"], 1
    with pytest.raises(InvalidState, match="two at a time"):
        check_state(s)


def test_the_take_that_ends_the_game_cannot_be_taken_back_even_as_a_turns_end():
    # A truck taken may be taken back until the player confirms the turn (ending=True); the
    # take after which the scores are counted may not: the game's end is final.
    s, rng = new_game(2, 7), random.Random(7)
    while True:
        events = apply(s, rng.choice(legal_actions(s)))
        if s.game_over:
            break
    assert any(e.type == "game_ended" for e in events)
    assert not undoable(events, ending=True)


def test_a_save_made_after_a_round_ended_loads_again():
    # after a round the last taker (who starts the next) is a seat: the loader must take it
    from zooloretto.dice.rules.record import DiceRecord
    from zooloretto.zoo.rules import saves
    record, rng = DiceRecord.new(3, seed=5), random.Random(5)
    while record.state.round == 1:
        record.play(rng.choice(legal_actions(record.state)))
    assert record.state.last_taker == 2        # the third seat took last: not the first seat
    again = saves.from_bytes(saves.dumps(record).encode("utf-8"))
    assert again.state.to_json() == record.state.to_json()


@pytest.mark.parametrize("players,start", [(2, 2), (4, 4), (3, -1)])
def test_the_start_player_is_one_of_the_seats(players, start):
    from zooloretto.dice.rules import SetupError
    with pytest.raises(SetupError, match="start player"):
        new_game(players, 0, start_player=start)
    assert new_game(players, 0, start_player=players - 1).current == players - 1


def test_a_load_names_the_tray_place_its_die_came_from():
    # of two dice alike, the one picked up (tray place 0 or 1) is the one loaded: a save or a
    # message keeps that place, and a place before the first is misread
    from zooloretto.dice.rules import Load
    read = action_from_json({"type": "load", "face": "lion", "truck": 0, "slot": 1})
    assert read == Load("lion", 0) and read.slot == 1
    assert action_from_json({"type": "load", "face": "lion", "truck": 2, "slot": 0}).slot == 0
    with pytest.raises(BadAction, match="slot"):
        action_from_json({"type": "load", "face": "lion", "truck": 0, "slot": -1})


def test_an_empty_place_of_the_tray_picked_up_is_no_move():
    # after the first die of a roll is loaded, its tray place is empty: dragging from there
    # onto a truck moves nothing (and must not fail)
    from zooloretto.dice.rules import Load, Roll
    from zooloretto.dice.rules.gestures import action_for
    from zooloretto.dice.rules.places import Loc
    s = new_game(2, 3)
    assert action_for(s, Loc("tray", slot=0), Loc("truck", index=0)).code == "not_a_move"
    apply(s, Roll())
    apply(s, Load(s.rolled[0], 0, 0))
    assert s.rolled_slots == (1,)
    assert action_for(s, Loc("tray", slot=0), Loc("truck", index=1)).code == "not_a_move"


def test_an_action_whose_face_is_not_a_text_is_a_bad_action():
    # a save or a message naming a die's face by a number is misread, not a move to refuse
    with pytest.raises(BadAction, match="face"):
        action_from_json({"type": "load", "face": 4, "truck": 0})


def _two_different_dice_rolled():
    """A 2-player game whose first roll shows two different faces, on tray places 0 and 1."""
    from zooloretto.dice.rules import Roll
    s = next(s for s in (new_game(2, seed) for seed in range(50))
             if apply(s, Roll()) is not None and s.rolled[0] != s.rolled[1])
    assert s.rolled_slots == (0, 1)
    return s


def test_a_load_naming_a_tray_place_that_holds_another_face_is_refused():
    # the die picked up is the one on that tray place: its face is the one loaded, or no move
    from zooloretto.dice.rules import Load
    from zooloretto.dice.rules.engine import refusal
    s = _two_different_dice_rolled()
    first, second = s.rolled
    assert refusal(s, Load(first, 0, 0)) is None
    assert refusal(s, Load(first, 0, 1)).code == "not_rolled"
    apply(s, Load(second, 0, 1))
    assert refusal(s, Load(first, 0, 1)).code == "not_rolled"     # that place is empty now


def test_a_die_loaded_goes_onto_the_next_free_crate_of_its_truck():
    # a truck's three crates fill one after the other: a die dragged onto a truck holding one
    # lands on its second crate (what the screen shows a bot's load doing)
    from zooloretto.dice.rules import Load
    from zooloretto.dice.rules.gestures import gesture_of
    from zooloretto.dice.rules.places import Loc
    s = _two_different_dice_rolled()
    first, second = s.rolled
    assert gesture_of(s, Load(first, 1)) == (Loc("tray", slot=0), Loc("truck", index=1, slot=0))
    apply(s, Load(first, 1))
    assert gesture_of(s, Load(second, 1)) == (Loc("tray", slot=1), Loc("truck", index=1, slot=1))


def test_a_truck_dropped_on_another_truck_is_told_to_go_onto_the_sheet():
    from zooloretto.dice.rules.gestures import action_for
    from zooloretto.dice.rules.places import Loc
    s = new_game(3, 0)
    assert action_for(s, Loc("truck", index=0), Loc("truck", index=0)).code == "same_place"
    assert action_for(s, Loc("truck", index=0), Loc("truck", index=1)).code == "truck_to_sheet"


def test_the_summary_lists_as_open_only_the_bonuses_nobody_has_crossed():
    # each enclosure's bonus goes to the first who fills it; `zooloretto show` lists the rest
    from zooloretto.dice.rules.view import describe
    s = new_game(3, 0)
    every = describe(s)["bonuses_open"]
    assert sorted(every) == sorted(BOOK_BOXES)
    s.sheets[1].pens["ostrich"], s.sheets[1].bonuses = 2, ["ostrich"]
    assert describe(s)["bonuses_open"] == [a for a in every if a != "ostrich"]


@pytest.mark.parametrize("field, value", [("round", 0), ("rolls", -1)])
def test_a_state_whose_round_counts_from_zero_or_rolls_below_zero_is_refused(field, value):
    s = new_game(2, 0)
    setattr(s, field, value)
    with pytest.raises(InvalidState, match="round counts from 1"):
        check_state(s)


@pytest.mark.parametrize("where", ["barn", "bonuses"])
def test_a_box_crossed_twice_in_the_barn_or_the_bonuses_alone_is_refused(where):
    s = new_game(2, 0)
    s.sheets[0].pens.update(crocodile=1, ostrich=2)
    setattr(s.sheets[0], where, ["crocodile", "crocodile"])
    with pytest.raises(InvalidState, match="crossed twice"):
        check_state(s)


@pytest.mark.parametrize("field, value, should", [
    ("trucks", [["lion"], 3, []], "a list of trucks, each a list of faces"),
    ("trucks", 5, "a list of trucks, each a list of faces"),
    ("last_taker", -1, "a seat number or null"),
    ("last_taker", "x", "a seat number or null"),
    ("rolls", -1, "a whole number of rolls"),
    ("supply", -2, "a whole number from 0 to 999")])
def test_a_save_with_a_damaged_field_is_refused_naming_it(field, value, should):
    import json
    from zooloretto.dice.rules.record import DiceRecord
    from zooloretto.zoo.rules import saves
    data = json.loads(saves.dumps(DiceRecord.new(3, seed=5)))
    data["state"][field] = value
    with pytest.raises(saves.SaveError) as refused:
        saves.from_bytes(json.dumps(data).encode("utf-8"))
    assert refused.value.kind == "damaged"
    assert f"state.{field} should be {should}, not {json.dumps(value)}" in str(refused.value)


def test_a_sheet_of_a_save_with_a_negative_count_of_crosses_is_refused_naming_it():
    import json
    from zooloretto.dice.rules.record import DiceRecord
    from zooloretto.zoo.rules import saves
    data = json.loads(saves.dumps(DiceRecord.new(2, seed=5)))
    data["state"]["sheets"][1]["pens"]["lion"] = -1
    with pytest.raises(saves.SaveError, match=r"state\.sheets\[1\]\.pens should be"):
        saves.from_bytes(json.dumps(data).encode("utf-8"))


def test_a_rolled_die_dropped_on_a_score_sheet_is_no_load():
    # dice go from the tray onto a truck; an enclosure of the sheet (its index is the
    # animal's) is no truck, whatever its number
    from zooloretto.dice.rules import Load
    from zooloretto.dice.rules.gestures import action_for
    from zooloretto.dice.rules.places import Loc
    s = _two_different_dice_rolled()
    tray = Loc("tray", slot=0)
    assert action_for(s, tray, Loc("truck", index=1)) == Load(s.rolled[0], 1)
    for drop in (Loc("pen", 0, 1), Loc("bonus", 0, 2), Loc("barn", 0, 0)):
        assert not isinstance(action_for(s, tray, drop), Load), drop


def test_each_cross_of_the_sheet_names_its_box():
    # the table draws each cross where the event says: a coin's box, a barn's box
    from zooloretto.dice.rules.events import BarnCrossed, CoinCrossed
    from zooloretto.dice.rules.places import Loc, box_of
    assert box_of(CoinCrossed(player=1, box=3)) == Loc("coin", 1, slot=3)
    assert box_of(BarnCrossed(player=0, animal="monkey")) == Loc("barn", 0, 2)   # third on the sheet


def test_the_whole_of_a_place_is_it_without_its_slot():
    from zooloretto.dice.rules.places import Loc
    assert Loc("truck", None, 1, 2).whole() == Loc("truck", None, 1)
    assert Loc("pen", 0, 3).whole() == Loc("pen", 0, 3)


def test_one_winner_is_no_shared_victory():
    # the most points wins; a tie on points and coins is shared
    from zooloretto.dice.rules.scoring import final_scores
    s = new_game(2, 0)
    s.sheets[0].pens["lion"] = 5
    assert final_scores(s)["winners"] == [0] and not final_scores(s)["shared"]
    s.sheets[1].pens["lion"] = 5
    assert final_scores(s)["shared"]


def test_a_die_loaded_names_the_crate_it_took():
    # the table moves the die onto the crate the event names: the first free one
    from zooloretto.dice.rules import Load
    s = _two_different_dice_rolled()
    first, second = s.rolled
    crates = [e.crate for a in (Load(first, 2), Load(second, 2)) for e in apply(s, a)
              if e.type == "die_loaded"]
    assert crates == [0, 1]


def test_an_action_of_unknown_type_or_with_a_field_it_has_not_is_a_bad_action():
    with pytest.raises(BadAction, match="unknown action type 'fly'"):
        action_from_json({"type": "fly"})
    with pytest.raises(BadAction, match="no field 'x'"):
        action_from_json({"type": "roll", "x": 1})


def test_a_box_of_no_sheet_is_never_crossed():
    # the table asks about the box under the pointer; off every sheet the answer is no
    from zooloretto.dice.rules.places import Loc, crossed
    s = new_game(2, 0)
    s.sheets[0].pens["crocodile"] = 1
    assert crossed(s, Loc("pen", 0, 0, 0))
    assert not crossed(s, Loc("pen", None, 0, 0)) and not crossed(s, Loc("pen", 2, 0, 0))


def test_a_barn_animal_whose_enclosure_still_has_a_free_box_is_refused():
    # "Si l'enclos est plein, l'animal va dans la grange": a barn box crossed beside an
    # enclosure with room is damage
    s = new_game(2, 0)
    s.sheets[0].pens["ostrich"] = 1
    s.sheets[0].barn = ["ostrich"]
    with pytest.raises(InvalidState, match="in the barn while its enclosure has a free box"):
        check_state(s)


def test_the_players_names_given_are_the_names_on_the_sheets():
    assert [sh.name for sh in new_game(2, 0, names=["Ana", "Bo"]).sheets] == ["Ana", "Bo"]
    assert [sh.name for sh in new_game(2, 0).sheets] == ["Player 1", "Player 2"]


def test_a_place_in_json_names_only_what_it_has():
    # a place goes out (events, network) as an object with its area and the parts it has
    from zooloretto.dice.rules.places import Loc
    assert Loc("truck", None, 1, 2).to_json() == {"area": "truck", "index": 1, "slot": 2}
    assert Loc("tray", slot=0).to_json() == {"area": "tray", "slot": 0}


def test_a_drag_after_the_game_ended_is_told_the_game_is_over():
    from zooloretto.dice.rules.gestures import action_for
    from zooloretto.dice.rules.places import Loc
    s = new_game(2, 0)
    s.game_over = True
    for piece, drop in ((Loc("supply"), Loc("tray")), (Loc("truck", index=0), Loc("sheet", 0)),
                        (Loc("truck", index=0), Loc("truck", index=1))):
        assert action_for(s, piece, drop).code == "game_over"
