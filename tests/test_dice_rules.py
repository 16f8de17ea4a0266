"""The dice game: one test per rule of the French rulebook and per fact of
docs/dice.md's spec (the lost pictures). Positions come from tests/dice_helpers.py."""
import pytest

from zooloretto.dice.rules import (IllegalAction, Load, Roll, Take, apply, check_state,
                                   final_scores, legal_actions, new_game, public_view,
                                   refusal, roll_faces, score_sheet, SetupError)
from zooloretto.dice.rules import components as C

from dice_helpers import fill, game, kinds, play, roll_and_load


def code(state, action):
    r = refusal(state, action)
    return r.code if r else None


# ---------------------------------------------------------------- components (spec)

def test_spec_ten_dice_with_six_faces():
    assert C.FACES == ("crocodile", "ostrich", "monkey", "elephant", "lion", "coin")
    assert max(C.DICE.values()) == 10


def test_spec_enclosure_boxes_one_to_five():
    assert C.ENCLOSURE_BOXES == {"crocodile": 1, "ostrich": 2, "monkey": 3, "elephant": 4, "lion": 5}


def test_spec_bonus_one_point_lion_two():
    assert C.BONUS_POINTS == {"crocodile": 1, "ostrich": 1, "monkey": 1, "elephant": 1, "lion": 2}


def test_spec_coin_groups_three_two_one():
    assert C.COIN_GROUPS == (3, 2, 1) and C.COIN_BOXES == 6
    assert [C.complete_groups(n) for n in range(7)] == [0, 0, 0, 1, 1, 2, 3]


def test_spec_barn_has_one_box_per_animal():
    s = game()
    fill(s.sheets[1], lion=5)
    roll_and_load(s, ["lion", "lion"], [0, 0])
    play(s, Take(0))                           # player 1 takes: one barn box, one die ignored
    assert s.sheets[1].barn == ["lion"]


# ---------------------------------------------------------------- setup

@pytest.mark.parametrize("players,dice", [(2, 6), (3, 8), (4, 10)])
def test_setup_dice_by_player_count(players, dice):
    s = new_game(players)
    assert s.supply == dice == s.dice


@pytest.mark.parametrize("players,trucks", [(2, 3), (3, 3), (4, 4)])
def test_setup_trucks_by_player_count_with_three_crates(players, trucks):
    s = new_game(players)
    assert len(s.trucks) == trucks and all(t == [] for t in s.trucks) and C.CRATES == 3


def test_setup_empty_sheets_and_the_start_player_begins():
    s = new_game(3, start_player=2)
    assert s.current == 2 and s.round == 1
    assert all(sum(sh.pens.values()) == 0 and sh.coins == 0 and not sh.barn and not sh.bonuses
               for sh in s.sheets)


@pytest.mark.parametrize("players", [1, 5, "2"])
def test_setup_refuses_other_player_counts(players):
    with pytest.raises(SetupError):
        new_game(players)


# ---------------------------------------------------------------- a turn

def test_turn_is_roll_or_take():
    s = game()
    assert legal_actions(s) == [Roll()]         # nothing on a truck yet: only a roll
    roll_and_load(s, ["lion", "coin"], [0, 1])
    assert legal_actions(s) == [Roll(), Take(0), Take(1)]


def test_turn_passes_clockwise():
    s = game(3, start=1)
    roll_and_load(s, ["lion", "coin"], [0, 1])
    assert s.current == 2
    roll_and_load(s, ["lion", "coin"], [0, 1])
    assert s.current == 0


def test_roll_takes_two_dice_from_the_supply():
    s = game()
    events = play(s, Roll())
    assert s.supply == 4 and len(s.rolled) == 2 and kinds(events) == ["dice_rolled"]
    assert s.current == 0                      # the roller loads next


def test_rolled_dice_must_be_loaded_before_anything_else():
    s = game()
    roll_and_load(s, ["lion", "coin"], [0, 1])
    play(s, Roll())
    assert all(isinstance(a, Load) for a in legal_actions(s))
    assert code(s, Take(0)) == "must_load" and code(s, Roll()) == "must_load"


def test_a_rolled_face_is_never_changed():
    s = game()
    s_faces = roll_faces(s.seed, 0)
    play(s, Roll())
    assert s.rolled == s_faces
    other = next(f for f in C.FACES if f not in s_faces)
    assert code(s, Load(other, 0)) == "not_rolled"
    assert {a.face for a in legal_actions(s)} == set(s_faces)


def test_both_dice_on_one_truck_or_one_on_each_of_two():
    s = game()
    roll_and_load(s, ["lion", "coin"], [2, 2])
    assert s.trucks[2] == ["lion", "coin"]
    roll_and_load(s, ["monkey", "ostrich"], [0, 1])
    assert s.trucks[0] == ["monkey"] and s.trucks[1] == ["ostrich"]


def test_a_truck_carries_at_most_three_dice():
    s = game()
    roll_and_load(s, ["lion", "coin"], [0, 0])
    roll_and_load(s, ["lion", "coin"], [0, 1])
    play(s, Roll())
    assert code(s, Load(s.rolled[0], 0)) == "truck_full"
    assert all(a.truck != 0 for a in legal_actions(s))


def test_empty_supply_forces_a_take():
    s = game()
    for trucks in ([0, 0], [1, 1], [2, 2]):
        roll_and_load(s, ["lion", "coin"], trucks)
    assert s.supply == 0
    assert code(s, Roll()) == "supply_empty"
    assert legal_actions(s) == [Take(0), Take(1), Take(2)]


def test_take_puts_every_die_of_the_truck_on_the_sheet():
    s = game()
    roll_and_load(s, ["lion", "coin"], [0, 0])
    events = play(s, Take(0))
    sheet = s.sheets[1]
    assert sheet.pens["lion"] == 1 and sheet.coins == 1 and sheet.taken == ["lion", "coin"]
    assert kinds(events)[:3] == ["truck_taken", "box_crossed", "coin_crossed"]


def test_an_empty_truck_cannot_be_taken():
    s = game()
    roll_and_load(s, ["lion", "coin"], [0, 0])
    assert code(s, Take(1)) == "truck_empty" and Take(1) not in legal_actions(s)


def test_the_taker_is_out_for_the_round():
    s = game(3)
    roll_and_load(s, ["lion", "coin"], [0, 0])
    play(s, Take(0))                           # player 1 takes
    assert s.current == 2
    roll_and_load(s, ["lion", "coin"], [1, 1])
    assert s.current == 0                      # player 1 is skipped
    assert code(s, Take(9)) == "no_such_truck"


def test_a_taken_truck_is_free_again_for_the_others():
    s = game(3)
    roll_and_load(s, ["lion", "coin"], [0, 0])
    play(s, Take(0))
    assert s.trucks[0] == []
    roll_and_load(s, ["monkey", "monkey"], [0, 0])
    assert s.trucks[0] == ["monkey", "monkey"]


def test_taken_dice_stay_with_the_taker_until_the_round_ends():
    s = game(3)
    roll_and_load(s, ["lion", "coin"], [0, 0])
    play(s, Take(0))
    assert s.sheets[1].taken == ["lion", "coin"] and s.supply == 6


# ---------------------------------------------------------------- the sheet

def test_an_animal_crosses_the_next_box_left_to_right():
    s = game()
    fill(s.sheets[1], elephant=2)
    roll_and_load(s, ["elephant", "elephant"], [0, 0])
    events = play(s, Take(0))
    assert [e.box for e in events if e.type == "box_crossed"] == [2, 3]
    assert s.sheets[1].pens["elephant"] == 4


def test_a_full_enclosure_sends_the_animal_to_the_barn():
    s = game()
    fill(s.sheets[1], crocodile=1)
    roll_and_load(s, ["crocodile", "coin"], [0, 0])
    events = play(s, Take(0))
    assert s.sheets[1].barn == ["crocodile"] and "barn_crossed" in kinds(events)


def test_a_second_barn_animal_of_a_type_is_ignored():
    s = game()
    fill(s.sheets[1], crocodile=1)
    roll_and_load(s, ["crocodile", "crocodile"], [0, 0])
    events = play(s, Take(0))
    assert s.sheets[1].barn == ["crocodile"]
    assert kinds(events).count("die_ignored") == 1


def test_the_first_to_fill_an_enclosure_crosses_its_bonus():
    s = game()
    fill(s.sheets[1], ostrich=1)
    roll_and_load(s, ["ostrich", "coin"], [0, 0])
    events = play(s, Take(0))
    assert s.sheets[1].bonuses == ["ostrich"]
    assert [e.points for e in events if e.type == "bonus_crossed"] == [1]


def test_nobody_else_gets_a_bonus_already_crossed():
    s = game()
    fill(s.sheets[0], crocodile=1)
    s.sheets[0].bonuses = ["crocodile"]
    roll_and_load(s, ["crocodile", "coin"], [0, 0])
    events = play(s, Take(0))
    assert s.sheets[1].pens["crocodile"] == 1 and s.sheets[1].bonuses == []
    assert "bonus_crossed" not in kinds(events)


def test_coins_cross_left_to_right_and_extra_coins_are_ignored():
    s = game()
    fill(s.sheets[1], coins=5)
    roll_and_load(s, ["coin", "coin"], [0, 0])
    events = play(s, Take(0))
    assert s.sheets[1].coins == 6
    assert [e.box for e in events if e.type == "coin_crossed"] == [5]
    assert kinds(events).count("die_ignored") == 1


# ---------------------------------------------------------------- rounds

def test_a_round_ends_when_everyone_has_taken_and_the_last_taker_starts():
    s = game(3)
    roll_and_load(s, ["lion", "coin"], [0, 0])
    play(s, Take(0))                           # player 1
    roll_and_load(s, ["monkey", "coin"], [1, 1])
    play(s, Take(1))                           # player 0
    roll_and_load(s, ["monkey", "coin"], [2, 2])
    events = play(s, Take(2))                  # player 2, the last taker
    assert kinds(events)[-2:] == ["round_ended", "round_started"]
    assert s.round == 2 and s.current == 2 and s.supply == 8
    assert all(t == [] for t in s.trucks) and all(sh.taken is None for sh in s.sheets)


def test_the_last_player_plays_on_alone_until_taking():
    s = game()
    roll_and_load(s, ["lion", "coin"], [0, 0])
    play(s, Take(0))                           # player 1 is out
    roll_and_load(s, ["lion", "coin"], [1, 1])
    assert s.current == 0
    roll_and_load(s, ["lion", "coin"], [1, 2])
    assert s.current == 0 and s.round == 1
    play(s, Take(1))
    assert s.round == 2 and s.current == 0


def test_two_players_alternate_single_turns():
    s = game()
    seats = []
    for trucks in ([0, 0], [1, 1]):
        seats.append(s.current)
        roll_and_load(s, ["lion", "coin"], trucks)
    seats.append(s.current)
    assert seats == [0, 1, 0]


# ---------------------------------------------------------------- end of the game

def _nearly_full(sheet, free_in):
    for a in C.ANIMALS:
        sheet.pens[a] = C.ENCLOSURE_BOXES[a] - (1 if a in free_in else 0)


def test_at_most_one_enclosure_with_free_boxes_makes_the_round_the_last():
    s = game(3)
    _nearly_full(s.sheets[0], ["lion", "monkey"])
    roll_and_load(s, ["monkey", "coin"], [0, 0])
    roll_and_load(s, ["lion", "coin"], [1, 1])
    roll_and_load(s, ["lion", "coin"], [2, 2])
    events = play(s, Take(0))                  # player 0: the lion enclosure alone has room
    assert s.last_round and "last_round" in kinds(events) and not s.game_over
    play(s, Take(1))
    assert not s.game_over                     # the round is played to its end
    roll_and_load(s, ["lion", "coin"], [0, 0])
    events = play(s, Take(0))
    assert s.game_over and kinds(events)[-2:] == ["round_ended", "game_ended"]
    assert legal_actions(s) == [] and code(s, Roll()) == "game_over"


def test_no_enclosure_with_free_boxes_also_ends_the_game():
    s = game()
    _nearly_full(s.sheets[1], ["lion", "monkey"])
    roll_and_load(s, ["lion", "monkey"], [0, 0])
    play(s, Take(0))
    assert s.last_round and s.sheets[1].free_enclosures() == 0


def test_two_enclosures_with_free_boxes_do_not_end_the_game():
    s = game()
    _nearly_full(s.sheets[1], ["lion", "monkey", "ostrich"])
    roll_and_load(s, ["lion", "coin"], [0, 0])
    play(s, Take(0))
    assert s.sheets[1].free_enclosures() == 2 and not s.last_round


def test_only_the_taker_is_checked_after_a_take():
    s = game()
    roll_and_load(s, ["coin", "coin"], [0, 0])
    events = play(s, Take(0))
    assert "last_round" not in kinds(events)


# ---------------------------------------------------------------- scoring

def _score(**kw):
    s = game()
    barn = kw.pop("barn", [])
    bonuses = kw.pop("bonuses", [])
    fill(s.sheets[0], **kw)
    s.sheets[0].barn, s.sheets[0].bonuses = barn, bonuses
    return score_sheet(s.sheets[0])


def test_score_one_point_per_crossed_enclosure_box():
    assert _score(lion=3, monkey=2)["total"] == 5


def test_score_bonus_one_or_two_points():
    b = _score(crocodile=1, lion=5, bonuses=["crocodile", "lion"])
    assert b["bonus_points"] == 3 and b["total"] == 9


def test_score_coin_group_gives_a_point_without_barn_animals():
    assert _score(coins=3)["total"] == 1 and _score(coins=6)["total"] == 3
    assert _score(coins=2)["total"] == 0


def test_score_coin_group_sends_a_barn_animal_away():
    b = _score(crocodile=1, coins=3, barn=["crocodile"])
    assert b["groups_for_barn"] == 1 and b["barn_penalty"] == 0 and b["total"] == 1


def test_score_minus_two_per_barn_animal_not_sent_away():
    assert _score(crocodile=1, ostrich=2, barn=["crocodile", "ostrich"])["total"] == 3 - 4


def test_coin_groups_go_to_the_barn_first_the_best_choice():
    b = _score(crocodile=1, coins=5, barn=["crocodile"])
    assert (b["groups_for_barn"], b["groups_for_points"], b["total"]) == (1, 1, 2)


def test_rulebook_example_scoring():
    # Crocodile and lion bonuses, the first coin group complete sends the barn
    # crocodile away, the barn ostrich still costs 2 points.
    b = _score(crocodile=1, ostrich=2, monkey=1, lion=5, coins=4,
               bonuses=["crocodile", "lion"], barn=["crocodile", "ostrich"])
    assert b["animal_points"] == 9 and b["bonus_points"] == 3
    assert b["groups_for_barn"] == 1 and b["coin_points"] == 0 and b["barn_penalty"] == -2
    assert b["total"] == 10


def _finished(totals_coins):
    s = new_game(len(totals_coins))
    for sheet, (points, coins) in zip(s.sheets, totals_coins):
        left = points
        for a in C.ANIMALS:
            sheet.pens[a] = min(left, C.ENCLOSURE_BOXES[a])
            left -= sheet.pens[a]
        sheet.coins = coins
    return final_scores(s)


def test_most_points_wins():
    r = _finished([(7, 0), (5, 2)])
    assert r["winners"] == [0] and not r["decided_by_coins"]


def test_a_tie_goes_to_the_most_coins():
    r = _finished([(7, 2), (6, 3)])            # 7 + 0 and 6 + 1 (a coin group): 7 each
    assert r["players"][0]["total"] == r["players"][1]["total"] == 7
    assert r["winners"] == [1] and r["decided_by_coins"]


def test_a_tie_in_points_and_coins_is_shared():
    r = _finished([(7, 1), (7, 1), (2, 0)])
    assert r["winners"] == [0, 1] and r["shared"]


# ---------------------------------------------------------------- chance and counting

def test_a_roll_comes_from_the_seed_and_the_roll_number():
    a, b = game(seed=5), game(seed=5)
    play(a, Roll())
    play(b, Roll())
    assert a.rolled == b.rolled == roll_faces(5, 0)
    assert len({tuple(roll_faces(5, k)) for k in range(40)}) > 5


def test_the_public_view_hides_the_seed_and_so_the_next_roll():
    a, b = game(seed=1), game(seed=2)
    assert public_view(a).to_json() == public_view(b).to_json()


def test_the_supply_is_always_even_and_a_roll_always_finds_two_crates(random_games):
    for s in random_games:
        assert s.supply % 2 == 0
        if s.supply >= 2 and not s.rolled:
            assert sum(C.CRATES - len(t) for t in s.trucks) >= 2


def test_the_player_to_move_always_has_a_legal_action(random_games):
    for s in random_games:
        if not s.game_over:
            assert legal_actions(s)


@pytest.fixture(scope="module")
def random_games():
    import random
    seen = []
    for n in (2, 3, 4):
        for g in range(15):
            s, rng = new_game(n, g), random.Random(g)
            while not s.game_over:
                seen.append(s.copy())
                apply(s, rng.choice(legal_actions(s)))
    return seen


def test_refusals_have_sentences():
    s = game()
    with pytest.raises(IllegalAction, match="at least one die"):
        apply(s, Take(0))
    assert str(refusal(s, Load("lion", 0))).startswith("Roll first")
    assert code(s, "roll") == "not_an_action"
    check_state(s)


def test_every_refusal_has_a_sentence_and_an_unknown_face_is_named():
    from zooloretto.dice.rules.refusals import MESSAGES, Refusal
    s = game()
    play(s, Roll())
    assert code(s, Load("zebra", 0)) == "unknown_face"
    assert "zebra" in str(refusal(s, Load("zebra", 0)))
    params = {"face": "lion", "truck": 7}
    for key in MESSAGES:
        assert str(Refusal(key, **params)).endswith(".")
