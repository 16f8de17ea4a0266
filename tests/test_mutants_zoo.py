"""The board game: rules and contracts no other test guarded, found by planting small defects in
the rules (tools/mutate.py, docs/testing.md). Each test names what it guards; the expected
values come from the rulebook (../shared/seeds/zooloretto-rules-en.txt, docs/expansions.md) or
from a worked position, never from the constant the rule uses."""
from zooloretto.zoo.rules import Place, Take, apply, legal_actions
from zooloretto.zoo.rules.gestures import action_for, gesture_of
from zooloretto.zoo.rules.places import Loc, tile_at
from zooloretto.zoo.rules.state import copy_extra

from helpers import game, load_truck, set_coins, set_zoo


def fill_six(s, animal="camel"):
    """The player to move (seat 0) fills the 6-space enclosure from truck 0."""
    set_zoo(s, 0, pens={2: [animal] * 5})
    load_truck(s, 0, [animal])
    return apply(s, Take(0)) + apply(s, Place(animal, "enclosure", 2))


def drags_mean_their_actions(s):
    """Every legal action has a drag on the table that means it (rules/gestures.py)."""
    acts = legal_actions(s)
    assert acts
    for a in acts:
        g = gesture_of(s, a)
        assert action_for(s, g.piece, g.drop) == a, a



def skunk_in_first_zoo():
    """Seat 0, to move with 3 coins, holds the skunk and a camel and a leopard in its barn."""
    s = game(3, expansions=["skunk"])
    s.extra["skunk"] = 0
    s.zoos[0].extra["skunk"] = True
    set_zoo(s, 0, barn=["camel", "leopard"], coins=3)
    return s

def test_a_copy_of_the_game_never_shares_an_expansions_table_with_the_original():
    # the bots imagine their moves on copies: a table an expansion keeps (a skunk's offer,
    # a visitor supply) changed on the copy must leave the real game as it was
    extra = {"offer": {"owner": 0, "queue": [1, 2]}, "used": False, "left": [3, 4]}
    copy = copy_extra(extra)
    copy["offer"]["owner"] = 2
    copy["left"].append(5)
    assert extra == {"offer": {"owner": 0, "queue": [1, 2]}, "used": False, "left": [3, 4]}


def test_a_place_before_the_first_space_holds_no_tile():
    # a drag's place with a negative space (a hostile or stale drag) names nothing, even
    # where the barn or the enclosure holds tiles (Python's -1 would be the last one)
    s = game(4)
    set_zoo(s, 0, pens={0: ["camel", "camel"]}, barn=["zebra", "camel"])
    assert tile_at(s, Loc("barn", 0, None, 1)) == "camel"
    assert tile_at(s, Loc("barn", 0, None, -1)) is None
    assert tile_at(s, Loc("enclosure", 0, 0, -1)) is None


def test_the_skunk_taken_for_the_first_full_six_space_enclosure_brings_no_coins():
    # the skunk's card gives its owner the skunk only (the octopus's pays 4 coins): the
    # event the table animates and logs says no coin moved
    s = game(3, expansions=["skunk"])
    taken = [e for e in fill_six(s) if e.type == "special_taken"]
    assert [(e.special, e.coins) for e in taken] == [("skunk", 0)]


def test_each_special_waiting_to_be_chosen_is_chosen_by_a_drag():
    s = game(3, expansions=["polar-bear", "octopus"])
    fill_six(s)
    assert len(legal_actions(s)) == 2           # the polar bear or the octopus
    drags_mean_their_actions(s)


def test_the_restaurant_and_the_other_buildings_are_built_by_a_drag():
    s = game(3, expansions=["buildings"])
    set_coins(s, 0, 5)
    assert any(type(a).__name__ == "BuildRestaurant" for a in legal_actions(s))
    drags_mean_their_actions(s)


def test_the_souvenir_shop_goes_to_a_stall_space_or_the_barn_by_a_drag():
    # the first zoo with an offspring gets the shop: onto a stall space or into the barn,
    # each choice the drag shown for it
    s = game(3, expansions=["buildings"])
    set_zoo(s, 0, pens={0: ["flamingo:male"]})
    load_truck(s, 0, ["flamingo:female"])
    apply(s, Take(0))
    apply(s, Place("flamingo:female", "enclosure", 0))
    assert any(getattr(a, "to", None) == "barn" for a in legal_actions(s))
    drags_mean_their_actions(s)


def test_an_animal_the_skunk_offers_is_bought_into_the_barn_or_an_enclosure_by_a_drag():
    # K3: a bought animal is placed at once by its buyer, the barn allowed: each choice
    # (each enclosure, the barn, passing) is the drag shown for it
    from zooloretto.zoo.rules.expansions.skunk import UseSkunk
    s = skunk_in_first_zoo()
    set_coins(s, 1, 2)
    apply(s, UseSkunk("camel"))
    assert s.current == 1 and s.decisions
    acts = legal_actions(s)
    assert any(a.to == "barn" for a in acts) and any(a.to == "enclosure" for a in acts)
    drags_mean_their_actions(s)


def test_a_save_with_two_pavilions_on_one_enclosure_is_refused_naming_the_pavilions():
    # a pavilion takes one space of an open enclosure, one pavilion an enclosure: a damaged
    # save is refused with the sentence that names what is wrong
    import pytest
    from zooloretto.zoo.rules.check import InvalidState, check_state
    from zooloretto.zoo.rules.expansions.buildings import BuildPavilion
    s = game(3, expansions=["buildings"])
    set_coins(s, 0, 5)
    apply(s, BuildPavilion(0))
    check_state(s)
    s.zoos[0].extra["pavilions"] = [0, 0]
    with pytest.raises(InvalidState, match="pavilions"):
        check_state(s)


def test_a_save_with_a_negative_visitor_supply_is_refused_even_when_the_zoos_hold_eight():
    # 8 visitor figures of each colour in the box (spec, Exotic components): a supply of -1
    # is damage, whatever the zoos hold
    import pytest
    from zooloretto.zoo.rules.check import InvalidState, check_state
    from zooloretto.zoo.rules.expansions.more_events import COLOURS
    s = game(3, expansions=["exotic"])
    c = COLOURS[0]
    check_state(s)
    held = [z.extra["visitors"][c] for z in s.zoos]
    held[0].extend([held[0][0]] * (8 - sum(map(len, held))))     # the zoos hold all 8
    s.extra["visitors_left"][c] = -1
    with pytest.raises(InvalidState, match="visitors"):
        check_state(s)


def test_a_stall_dropped_where_no_enclosure_is_goes_nowhere_with_the_plain_sentence():
    # a vending stall dragged onto the bank or the barn is no move ("That piece does not go
    # there"), not a move to an enclosure that does not exist ("no enclosure None")
    s = game(4)
    set_zoo(s, 0, stalls={0: ["stall:popcorn"]}, coins=3)
    for drop in (Loc("bank"), Loc("barn", 0)):
        assert action_for(s, Loc("stall", 0, 0, 0), drop).code == "not_a_move"


def test_a_save_whose_barn_is_one_text_or_holds_numbers_is_refused_as_damaged():
    # a list of tile names is a list whose items are texts: "camel" alone (a text is not a
    # list) and [1, 2] (numbers) are damage, told as such, before the rules read them
    import json
    import pytest
    from zooloretto.zoo.rules.record import GameRecord
    from zooloretto.zoo.rules.saves import SaveError, from_json, to_json
    good = json.loads(json.dumps(to_json(GameRecord.new(3, seed=1))))
    from_json(good)
    for barn in ("camel", [1, 2]):
        data = json.loads(json.dumps(good))
        data["state"]["zoos"][0]["barn"] = barn
        with pytest.raises(SaveError, match="barn should be a list of texts"):
            from_json(data)


def test_a_stall_from_a_truck_goes_onto_a_stall_space_by_a_drag():
    # a stall tile is unloaded onto a stall space beside an enclosure (or into the barn): the
    # drag shown for it ends on that stall space, not on the enclosure
    s = game(3)
    load_truck(s, 0, ["stall:drinks"])
    apply(s, Take(0))
    assert gesture_of(s, Place("stall:drinks", "stall", 1)).drop == Loc("stall", 0, 1)
    drags_mean_their_actions(s)


def test_each_visitor_answer_of_exotic_is_chosen_by_a_drag():
    # Exotic E2: a drinks stall from a truck calls the green visitors: bring one in from the
    # supply or walk one on, each the drag shown for it
    from zooloretto.zoo.rules import Settle, new_game
    s = new_game(3, seed=5, expansions=["exotic"])
    load_truck(s, 0, ["stall:drinks"])
    apply(s, Take(0))
    apply(s, Place("stall:drinks", "stall", 1))
    assert {a.to for a in legal_actions(s)} == {"bring:green", "move:green"}
    assert Settle("stall:drinks", "none") not in legal_actions(s)
    drags_mean_their_actions(s)


def test_an_exchange_names_either_a_second_enclosure_or_a_barn_animal_never_both_nor_none():
    # "exchange the animals of an enclosure with those of another enclosure or with the
    # animals of one type in the barn": one of the two, exactly
    from zooloretto.zoo.rules import Exchange, refusal
    s = game(3)
    set_zoo(s, 0, pens={0: ["camel"], 1: ["leopard"]}, barn=["camel"], coins=3)
    assert refusal(s, Exchange(0)).code == "exchange_needs_barn_or_pen"
    assert refusal(s, Exchange(0, 1, "camel")).code == "exchange_needs_barn_or_pen"
    assert refusal(s, Exchange(0, 1)) is None


def test_a_pavilion_of_a_save_that_stands_on_no_open_enclosure_is_refused():
    import pytest
    from zooloretto.zoo.rules.check import InvalidState, check_state
    from zooloretto.zoo.rules.expansions.buildings import BuildPavilion
    s = game(3, expansions=["buildings"])
    set_coins(s, 0, 5)
    apply(s, BuildPavilion(0))
    for bad in ([4], [-1], ["0"], [True]):         # 4: the first face-down expansion board
        s.zoos[0].extra["pavilions"] = bad
        with pytest.raises(InvalidState, match="pavilions stand on no open enclosure"):
            check_state(s)


def test_a_load_has_no_drag_before_a_tile_is_turned_over():
    # the two-step draw: a tile is turned over (it is in the hand), then put on a truck; before
    # that there is nothing to drag, and the table asking for the drag is told so
    import pytest
    from zooloretto.zoo.rules import Load, Reveal
    s = game(3)
    with pytest.raises(ValueError, match="no tile is revealed"):
        gesture_of(s, Load(0))
    apply(s, Reveal())
    assert gesture_of(s, Load(0)).drop == Loc("truck", index=0)


def test_a_save_whose_zoo_is_not_an_object_is_refused_naming_it():
    import json
    import pytest
    from zooloretto.zoo.rules import saves
    from zooloretto.zoo.rules.record import GameRecord
    data = json.loads(saves.dumps(GameRecord.new(3, 1)))
    for bad in ([], ["camel"], 5):
        data["state"]["zoos"][1] = bad
        with pytest.raises(saves.SaveError, match=r"state\.zoos\[1\] should be an object"):
            saves.from_bytes(json.dumps(data).encode("utf-8"))


def test_a_name_keeps_the_marks_its_letters_need_and_loses_a_pile_of_them():
    # a Hindi name is written with vowel signs and a virama (combining marks that have no
    # precomposed letter): it is kept whole; a letter under a dozen accents is refused
    from zooloretto.zoo.rules.names import clean_name, name_problem
    namaste = "\u0928\u092e\u0938\u094d\u0924\u0947"          # नमस्ते: 6 code points, 2 marks
    assert clean_name(namaste) == namaste and name_problem(namaste) is None
    assert clean_name("Zoe\u0308") == "Zo\u00eb"                 # a combining diaeresis, composed
    piled = "a" + "\u0301" * 12
    assert name_problem(piled) is not None and clean_name(piled) != piled


def test_a_save_whose_exotic_bonus_boards_disagree_with_the_supply_is_refused():
    # Exotic E3: each colour's bonus board lies in the supply or beside the one zoo that took
    # it, once
    import pytest
    from zooloretto.zoo.rules import new_game
    from zooloretto.zoo.rules.check import InvalidState, check_state
    s = new_game(3, seed=5, expansions=["exotic"])
    check_state(s)
    s.zoos[1].extra["boards"] = ["red"]                 # the supply still holds the red board
    with pytest.raises(InvalidState, match="bonus boards and the supply disagree"):
        check_state(s)
    s.extra["bonus_boards"]["red"] = 1
    check_state(s)
    s.zoos[1].extra["boards"] = ["red", "red"]
    with pytest.raises(InvalidState, match="bonus boards and the supply disagree"):
        check_state(s)


def test_a_tile_loaded_goes_onto_the_trucks_next_free_crate():
    # a truck fills crate by crate; in the 2-player game the crates covered at the start
    # (2-player variant) come first: the event the table animates names the crate
    from zooloretto.zoo.rules import Load, Reveal
    s = game(3)
    for crate in (0, 1):
        apply(s, Reveal())
        loaded = [e for e in apply(s, Load(0)) if e.type == "tile_loaded"]
        assert [e.dst for e in loaded] == [Loc("truck", None, 0, crate)]
    s = game(2)
    covered = len(s.trucks[1].blocked)
    assert covered == 1
    apply(s, Reveal())
    assert [e.dst for e in apply(s, Load(1)) if e.type == "tile_loaded"] == [Loc("truck", None, 1, 1)]


def test_a_save_with_more_stalls_beside_an_enclosure_than_its_stall_spaces_is_refused():
    # the 5-space enclosure has one stall space beside it (the board): two stalls there is damage
    import pytest
    from zooloretto.zoo.rules.check import InvalidState, check_state
    from helpers import _take_from_stacks
    s = game(3)
    set_zoo(s, 0, stalls={1: ["stall:drinks"]})
    check_state(s)
    s.zoos[0].stalls[1].append("stall:popcorn")
    _take_from_stacks(s, "stall:popcorn")    # the tile counted once: only its place is wrong
    with pytest.raises(InvalidState, match="stalls beside it"):
        check_state(s)


def test_a_building_site_in_ones_zoo_is_passed_on_by_a_drag():
    # W4: a site in one's zoo is passed on to another zoo for a coin, the second one free:
    # each choice is the drag shown for it
    from zooloretto.zoo.rules.expansions.building_sites import PassSite
    from test_exotic_minis import sites_in_first_zoo
    s = sites_in_first_zoo()
    assert any(type(a) is PassSite for a in legal_actions(s))
    drags_mean_their_actions(s)
    apply(s, PassSite("barn:barn", "barn@2"))
    assert s.decisions
    drags_mean_their_actions(s)


def test_the_skunk_is_used_by_dragging_an_animal_of_ones_own_barn_onto_it():
    from zooloretto.zoo.rules.expansions.skunk import UseSkunk
    s = skunk_in_first_zoo()
    set_zoo(s, 1, barn=["panda"])
    g = gesture_of(s, UseSkunk("camel"))
    assert (g.piece.area, g.piece.seat, g.drop.area) == ("barn", 0, "skunk")
    assert action_for(s, g.piece, g.drop) == UseSkunk("camel")
    assert action_for(s, Loc("barn", 1, None, 0), g.drop) != UseSkunk("panda")


def test_a_visitor_is_brought_onto_ones_own_path_only():
    # Exotic E2: the drinks stall calls a green visitor into its player's own zoo; the same
    # visitor dropped on another zoo's path brings nobody
    from zooloretto.zoo.rules import Settle, new_game
    from zooloretto.zoo.rules.expansions.more_events import path, visitor_supply
    s = new_game(3, seed=5, expansions=["exotic"])
    load_truck(s, 0, ["stall:drinks"])
    apply(s, Take(0))
    apply(s, Place("stall:drinks", "stall", 1))
    assert action_for(s, visitor_supply("green"), path(0, "green", 1)) == \
        Settle("stall:drinks", "bring:green")
    assert action_for(s, visitor_supply("green"), path(1, "green", 1)) != \
        Settle("stall:drinks", "bring:green")


def test_a_file_name_of_undecodable_bytes_shows_each_as_the_replacement_character():
    # a save's file name in another encoding (os.fsdecode's escapes): the bad byte is shown
    # as U+FFFD, the rest as written
    from zooloretto.zoo.rules.names import safe_text

    def fsdecoded(raw: bytes) -> str:       # os.fsdecode on Linux and macOS
        return raw.decode("utf-8", "surrogateescape")
    assert safe_text(fsdecoded(b"caf\xe9.json")) == "caf\ufffd.json"
    assert safe_text(fsdecoded(b"ab\xe2\x82.json")) == "ab\ufffd.json"   # one character cut short


def test_a_jungle_animal_in_a_barn_is_moved_or_bought_by_a_drag():
    # Exotic E6: a jungle animal of one's barn is moved onto the jungle board (1 coin), one of
    # another's barn bought (2 coins): each the drag shown for it
    from zooloretto.zoo.rules import new_game
    from zooloretto.zoo.rules.expansions.exotic import MoveJungle
    s = new_game(3, seed=5, expansions=["exotic"])
    jungle = next(t for t in s.draw_pile if t.startswith("jungle:"))
    s.draw_pile.remove(jungle)
    s.zoos[0].barn.append(jungle)
    set_coins(s, 0, 4)
    assert MoveJungle(jungle) in legal_actions(s)
    drags_mean_their_actions(s)


def test_an_enclosure_dragged_from_no_enclosure_is_no_move():
    # the table may report a drag from an enclosure's frame (no index) or from past the last
    s = game(3)
    set_zoo(s, 0, pens={0: ["camel"]}, coins=3)
    for piece in (Loc("enclosure", 0), Loc("enclosure", 0, 9)):
        assert action_for(s, piece, Loc("barn", 0)).code == "not_a_move"


def test_the_restaurant_on_no_pair_of_stall_spaces_is_refused_with_its_sentence():
    from zooloretto.zoo.rules import refusal
    from zooloretto.zoo.rules.expansions.buildings import BuildRestaurant
    s = game(3, expansions=["buildings"])
    set_coins(s, 0, 5)
    for pair in (9, -1, "x"):
        assert refusal(s, BuildRestaurant(pair)).code == "no_such_pair"


def test_a_building_site_from_a_truck_is_placed_in_another_zoo_by_a_drag():
    # W1: a barn site goes to the barn area of the zoo it is dropped on, wherever on that zoo;
    # a stall site needs the stall space it is to block
    s = game(3, expansions=["building-sites"])
    load_truck(s, 0, ["site:stall", "site:barn"])
    apply(s, Take(0))
    drags_mean_their_actions(s)
    barn_site = Loc("truck", None, 0, 1)
    assert tile_at(s, barn_site) == "site:barn"
    for drop in (Loc("enclosure", 1, 0), Loc("zoo", 1), Loc("stall", 1, 2)):
        assert action_for(s, barn_site, drop) == Place("site:barn", "barn@1"), drop
    assert action_for(s, Loc("truck", None, 0, 0), Loc("zoo", 1)).code == "site_where"


def test_a_jungle_animal_from_a_truck_is_placed_by_a_drag():
    # Exotic: unloading, a jungle animal goes onto the jungle board or into the barn
    from zooloretto.zoo.rules import new_game
    s = new_game(3, seed=5, expansions=["exotic"])
    jungle = next(t for t in s.draw_pile if t.startswith("jungle:"))
    load_truck(s, 0, [jungle])
    apply(s, Take(0))
    assert {a.to for a in legal_actions(s)} >= {"jungle", "barn"}
    drags_mean_their_actions(s)


def test_a_pavilion_is_offered_for_each_open_enclosure_with_a_free_space():
    # a pavilion takes a free space of an open enclosure: the full 4-space enclosure gets
    # none, the 5-space one with two camels and the empty 6-space one each may
    from zooloretto.zoo.rules.expansions.buildings import BuildPavilion
    s = game(3, expansions=["buildings"])
    set_zoo(s, 0, pens={0: ["flamingo"] * 4, 1: ["camel"] * 2}, coins=5)
    assert [a.index for a in legal_actions(s) if type(a) is BuildPavilion] == [1, 2]


def test_a_stall_site_goes_to_the_barn_of_a_zoo_with_no_free_stall_space():
    # W1: with no free space of its area in that zoo, the site goes to the barn area
    s = game(3, expansions=["building-sites"])
    set_zoo(s, 1, stalls={0: ["stall:popcorn", "stall:drinks"], 1: ["stall:popcorn"],
                          2: ["stall:drinks"]})
    load_truck(s, 0, ["site:stall"])
    apply(s, Take(0))
    site = Loc("truck", None, 0, 0)
    for drop in (Loc("stall", 1, 0), Loc("zoo", 1), Loc("enclosure", 1, 2)):
        assert action_for(s, site, drop) == Place("site:stall", "barn@1"), drop


def test_a_save_with_a_visitor_off_the_path_is_refused():
    # Exotic: a visitor stands on one of the path's points, from the first to the last
    import pytest
    from zooloretto.zoo.rules import new_game
    from zooloretto.zoo.rules.check import InvalidState, check_state
    for point in (0, 99, "2"):
        s = new_game(3, seed=5, expansions=["exotic"])
        s.zoos[0].extra["visitors"] = {**s.zoos[0].extra["visitors"], "red": [point]}
        with pytest.raises(InvalidState, match="visitors stand off the path"):
            check_state(s)


def test_a_saves_damaged_lesson_record_is_refused():
    # a guided game keeps its lesson's name, the step reached and the tips told, nothing else
    import pytest
    from zooloretto.zoo.rules.save_format import SaveError, check_lesson
    check_lesson({"lesson": {"name": "first_game", "step": 2, "told": ["drag"]}}, "g.json")
    for lesson in ({"name": "x", "step": -1}, {"name": "x", "step": 2, "extra": 1},
                   {"name": 5, "step": 2}, {"name": "x", "step": 2, "told": "drag"}):
        with pytest.raises(SaveError, match="meta.lesson should hold"):
            check_lesson({"lesson": lesson}, "g.json")


def test_the_pavilions_lie_in_the_supply_while_any_is_left():
    # the table draws the pieces the rules list: the restaurant, the shop and the pavilions
    from zooloretto.zoo.rules.expansions.buildings import PAVILION_SUPPLY
    from zooloretto.zoo.rules.places import pieces
    s = game(3, expansions=["buildings"])
    assert Loc("supply", None, PAVILION_SUPPLY) in [loc for loc, _ in pieces(s, 0)]
    s.extra["pavilions"] = 0
    assert Loc("supply", None, PAVILION_SUPPLY) not in [loc for loc, _ in pieces(s, 0)]


def test_a_tile_unloaded_from_the_second_crate_leaves_the_first_where_it_was():
    s = game(3)
    load_truck(s, 0, ["camel", "leopard"])
    apply(s, Take(0))
    apply(s, Place("leopard", "enclosure", 1, 1))      # picked up from crate 1
    assert s.pending == ["camel"] and list(s.pending_slots) == [0]


def test_the_first_coin_saved_goes_onto_the_books_first_field():
    from zooloretto.zoo.rules.expansions.savings_book import Deposit
    s = game(3, expansions=["savings-book"])
    set_coins(s, 0, 3)
    saved = [e for e in apply(s, Deposit()) if e.type == "coin_saved"]
    assert [e.dst for e in saved] == [Loc("savings_book", 0, None, 0)]


def test_a_save_whose_waiting_newborn_record_is_damaged_is_refused():
    # the petting zoo: a newborn waits for its place (the petting zoo, an enclosure or the
    # barn); a save naming no open enclosure of its birth is damage
    import pytest
    from zooloretto.zoo.rules.check import InvalidState, check_state
    s = game(3, expansions=["petting-zoo"])
    set_zoo(s, 0, pens={0: ["flamingo:male"]})
    load_truck(s, 0, ["flamingo:female"])
    apply(s, Take(0))
    apply(s, Place("flamingo:female", "enclosure", 0))
    assert s.decisions
    check_state(s)
    for field, value in (("enclosure", 9), ("enclosure", "0"), ("bonus", None)):
        saved = dict(s.decisions[0])
        s.decisions[0][field] = value
        with pytest.raises(InvalidState, match="newborn waits for a place but its record is damaged"):
            check_state(s)
        s.decisions[0] = saved
