"""One test per worked example, FAQ answer and rule of the rulebook.

Positions are built with tests/helpers.py so every state stays a legal one.
Enclosure indices: 0 = 4 spaces, 1 = 5 spaces, 2 = 6 spaces, 3 and 4 = expansion boards.
"""
import pytest

from zooloretto.zoo.rules import (new_game, legal_actions, apply, refusal, final_scores,
                              IllegalAction, Reveal, Load, Take, Place, MoveAnimal, MoveStall,
                              Exchange, Purchase, Discard, Expand)
from zooloretto.zoo.rules import components as C
from zooloretto.zoo.rules import tiles as T
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.places import Loc

from helpers import (game, set_zoo, set_bank, load_truck, stack_top, drain_draw_pile,
                     mark_taken)

SMALL, MEDIUM, LARGE, EXP = 0, 1, 2, 3


def play(state, action):
    events = apply(state, action)
    check_state(state)
    return events


def draw(state, truck):
    """Action A, both steps: reveal the top tile, then put it on `truck`."""
    return play(state, Reveal()) + play(state, Load(truck))


def take_and_place(state, truck, placements):
    """Current player takes `truck` and puts its tiles as told: [(tile, to, index)]."""
    events = play(state, Take(truck))
    for tile, to, index in placements:
        events += play(state, Place(tile, to, index))
    return events


def unload_to_barn(state):
    events = []
    while state.pending:
        events += play(state, Place(state.pending[0], "barn", None))
    return events


def kinds(events):
    return [e.type for e in events]


def code(state, action):
    r = refusal(state, action)
    return r.code if r else None


# ================================================================ setup

@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_matches_player_count(n):
    """Setup: removed types 3/2/1/0, 15-tile end stack, trucks, 2 coins each, bank 30 - 2n."""
    s = new_game(n, seed=11)
    check_state(s)
    removed = {2: 3, 3: 2, 4: 1, 5: 0}[n]
    assert len(s.removed) == removed and len(s.animals) == 8 - removed
    assert len(s.end_pile) == 15
    # 8 - removed types of 11 animals, 12 stalls, 12 coin tiles, all face down.
    assert len(s.draw_pile) + len(s.end_pile) == 11 * (8 - removed) + 12 + 12
    face_down = s.draw_pile + s.end_pile
    assert {T.ANIMAL_OF[t] for t in face_down if t in T.ANIMAL_OF} == set(s.animals)
    assert face_down.count("coin") == 12
    assert sum(T.is_stall(t) for t in face_down) == 12
    # Offspring of the types in play wait in the supply, not in the stacks.
    assert s.offspring == {a: 2 for a in s.animals}
    assert not any(T.is_offspring(t) for t in face_down)
    assert len(s.trucks) == (3 if n == 2 else n)
    assert all(z.coins == 2 for z in s.zoos)
    assert s.bank == 30 - 2 * n
    assert all(z.expansions == (2 if n == 2 else 1) and z.expanded == 0 for z in s.zoos)
    assert all(not any(z.pens) and not z.barn for z in s.zoos)


def test_setup_removed_types_can_be_chosen():
    """The players may choose which animal types stay in the box."""
    s = new_game(4, seed=3, removed=["panda"])
    assert s.removed == ["panda"] and "panda" not in s.animals


def test_two_player_trucks_have_0_1_2_blocked_spaces_from_removed_types():
    """2-player variant: 3 trucks, three removed-type tiles block 1 and 2 spaces."""
    s = new_game(2, seed=5)
    assert sorted(len(t.blocked) for t in s.trucks) == [0, 1, 2]
    blockers = [b for t in s.trucks for b in t.blocked]
    assert all(T.ANIMAL_OF[b] in s.removed for b in blockers)
    assert sorted(t.free for t in s.trucks) == [1, 2, 3]
    assert all(z.expansions == 2 for z in s.zoos)


def test_start_player_moves_first():
    """The players choose a start player."""
    assert new_game(4, seed=1, start_player=2).current == 2


# ================================================================ A. add a tile

def test_draw_reveals_top_tile_onto_chosen_truck_and_ends_turn():
    """A: the top tile goes face up onto an untaken truck of the player's choice."""
    s = game(3)
    stack_top(s, ["camel"])
    events = draw(s, 2)
    assert s.trucks[2].tiles == ["camel"]
    assert events[0].tile == "camel"
    assert s.current == 1


def test_the_tile_is_seen_before_its_truck_is_chosen():
    """A: "draws and reveals the topmost tile ... and places it ... on any untaken
    delivery truck of his choice": revealing comes first, and the choice follows it."""
    s = game(3)
    stack_top(s, ["camel"])
    events = play(s, Reveal())
    assert [e.type for e in events] == ["tile_drawn"]
    assert events[0].tile == "camel" and events[0].dst == Loc("hand")
    assert s.revealed == "camel" and s.current == 0          # still this player's turn
    assert all(not t.tiles for t in s.trucks)
    # Only placing it remains, on each untaken truck with room, one action each.
    assert legal_actions(s) == [Load(0), Load(1), Load(2)]
    events = play(s, Load(1))
    assert events[0].type == "tile_loaded" and events[0].src == Loc("hand")
    assert s.trucks[1].tiles == ["camel"] and s.revealed is None and s.current == 1


def test_while_a_tile_is_revealed_nothing_else_may_be_done():
    """A: once turned over, the tile must go on a truck: no money action, no truck taken,
    no second draw; each refusal says why."""
    s = game(3)
    load_truck(s, 0, ["coin"])
    set_zoo(s, 0, barn=["camel"], coins=5)
    play(s, Reveal())
    tile = s.revealed
    for action in (Reveal(), Take(0), Expand(), Discard("camel"), MoveAnimal("camel", 0)):
        assert code(s, action) == "must_load"
        with pytest.raises(IllegalAction):
            apply(s, action)
    assert s.revealed == tile


def test_the_revealed_tile_goes_only_on_an_untaken_truck_with_room():
    s = game(3)
    load_truck(s, 0, ["camel", "camel", "coin"])
    load_truck(s, 2, ["coin"])
    play(s, Take(2))              # seat 0 takes truck 2 (coins only): its turn ends
    play(s, Reveal())             # seat 1
    assert code(s, Load(0)) == "truck_full"
    assert code(s, Load(2)) == "truck_taken"
    assert code(s, Load(3)) == "no_such_truck"
    assert legal_actions(s) == [Load(1)]


def test_nothing_to_load_before_a_tile_is_revealed():
    s = game(3)
    assert code(s, Load(0)) == "nothing_revealed"
    assert Load(0) not in legal_actions(s)


def test_truck_with_three_tiles_cannot_receive_a_draw():
    """A: a truck holds at most 3 tiles."""
    s = game(3)
    load_truck(s, 0, ["camel", "camel", "coin"])
    play(s, Reveal())
    assert code(s, Load(0)) == "truck_full"
    assert Load(0) not in legal_actions(s)
    assert Load(1) in legal_actions(s)


def test_no_draw_when_every_truck_is_full():
    """A: with every truck full, the player must take a truck or use money."""
    s = game(3)
    for t in range(3):
        load_truck(s, t, ["camel", "camel", "camel"] if t == 0 else ["coin"] * 3)
    acts = legal_actions(s)
    assert not any(isinstance(a, (Reveal, Load)) for a in acts)
    assert code(s, Reveal()) == "no_truck_space"
    assert {a.truck for a in acts if isinstance(a, Take)} == {0, 1, 2}


def test_disc_stack_is_drawn_only_when_other_stacks_are_exhausted():
    """A: the end stack under the disc is touched only after the other tiles."""
    s = game(3)
    drain_draw_pile(s, keep=1)
    top_of_end = s.end_pile[-1]
    events = draw(s, 0)
    assert not s.end_triggered and len(s.end_pile) == 15
    assert events[0].src == Loc("stack", index=0)
    events = play(s, Reveal())
    assert events[0].src == Loc("stack", index=1)
    # Revealing the first tile of the disc's stack triggers the end, before it is placed.
    assert s.end_triggered and "end_triggered" in kinds(events) and s.revealed == top_of_end
    events = play(s, Load(1))
    assert s.trucks[1].tiles == [top_of_end]
    assert "end_triggered" not in kinds(events)


# ================================================================ B. take a truck

def test_only_trucks_with_a_tile_can_be_taken():
    """B: an empty truck cannot be taken."""
    s = game(3)
    assert code(s, Take(0)) == "truck_empty"
    assert not any(isinstance(a, Take) for a in legal_actions(s))
    load_truck(s, 1, ["coin"])
    assert [a for a in legal_actions(s) if isinstance(a, Take)] == [Take(1)]


def test_taking_a_truck_passes_for_the_rest_of_the_round():
    """B: after taking a truck the player gets no more turns this round."""
    s = game(3)
    load_truck(s, 0, ["coin"])
    play(s, Take(0))
    assert s.current == 1
    draw(s, 1)
    assert s.current == 2
    draw(s, 1)
    assert s.current == 1        # seat 0 is skipped


def test_tiles_of_a_taken_truck_must_be_placed_before_anything_else():
    """B: the tiles are added to the zoo immediately."""
    s = game(3)
    load_truck(s, 0, ["camel", "stall:popcorn"])
    play(s, Take(0))
    assert s.current == 0 and sorted(s.pending) == ["camel", "stall:popcorn"]
    assert code(s, Expand()) == "must_unload"
    assert all(isinstance(a, Place) for a in legal_actions(s))
    play(s, Place("camel", "enclosure", SMALL))
    play(s, Place("stall:popcorn", "stall", SMALL))
    assert s.current == 1 and not s.pending


def test_coin_tiles_become_money():
    """Placement: a coin tile joins the player's coins and is worth one coin."""
    s = game(3)
    load_truck(s, 0, ["coin", "coin", "camel"])
    events = play(s, Take(0))
    assert s.zoos[0].coins == 4
    assert "coins_collected" in kinds(events)
    assert s.pending == ["camel"]


def test_animal_may_go_to_barn_even_when_an_enclosure_could_take_it():
    """Placement: the barn is always allowed for an animal."""
    s = game(3)
    load_truck(s, 0, ["camel"])
    play(s, Take(0))
    assert Place("camel", "barn", None) in legal_actions(s)
    play(s, Place("camel", "barn", None))
    assert s.zoos[0].barn == ["camel"]


def test_animal_must_go_to_barn_when_no_enclosure_can_take_it():
    """Placement: with no legal enclosure space the animal goes to the barn."""
    s = game(3)
    set_zoo(s, 0, pens={SMALL: ["leopard"] * 4, MEDIUM: ["panda"], LARGE: ["elephant"]})
    load_truck(s, 0, ["camel"])
    play(s, Take(0))
    assert legal_actions(s) == [Place("camel", "barn", None)]
    assert code(s, Place("camel", "enclosure", MEDIUM)) == "wrong_animal"
    assert code(s, Place("camel", "enclosure", SMALL)) == "enclosure_full"


def test_one_type_per_enclosure_but_several_enclosures_may_share_a_type():
    """Placement: no mixed enclosure; two enclosures of elephants are fine."""
    s = game(3)
    set_zoo(s, 0, pens={SMALL: ["elephant"]})
    load_truck(s, 0, ["elephant", "camel"])
    play(s, Take(0))
    assert code(s, Place("camel", "enclosure", SMALL)) == "wrong_animal"
    assert Place("elephant", "enclosure", MEDIUM) in legal_actions(s)
    play(s, Place("elephant", "enclosure", MEDIUM))
    play(s, Place("camel", "enclosure", LARGE))
    assert s.zoos[0].pens[SMALL] == ["elephant"] and s.zoos[0].pens[MEDIUM] == ["elephant"]


def test_stall_goes_to_a_free_stall_space_or_else_the_barn():
    """Placement: stalls on empty stall spaces, otherwise (or by choice) in the barn."""
    s = game(3)
    set_zoo(s, 0, stalls={SMALL: ["stall:drinks", "stall:drinks"], MEDIUM: ["stall:popcorn"]})
    load_truck(s, 0, ["stall:balloons", "stall:balloons"])
    play(s, Take(0))
    options = {(a.to, a.index) for a in legal_actions(s)}
    assert options == {("stall", LARGE), ("barn", None)}
    assert code(s, Place("stall:balloons", "stall", SMALL)) == "stall_space_taken"
    assert code(s, Place("stall:balloons", "enclosure", MEDIUM)) == "not_an_animal"
    play(s, Place("stall:balloons", "stall", LARGE))
    assert legal_actions(s) == [Place("stall:balloons", "barn", None)]


def test_barn_holds_any_number_and_kinds_of_tiles():
    """The barn: as many tiles and types (animals and stalls) as the player likes."""
    s = game(3)
    set_zoo(s, 0, barn=["camel"] * 5 + ["panda", "stall:drinks", "stall:popcorn", "leopard:male"])
    load_truck(s, 0, ["elephant", "stall:drinks"])
    take_and_place(s, 0, [("elephant", "barn", None), ("stall:drinks", "barn", None)])
    assert len(s.zoos[0].barn) == 11


# ================================================================ end of a round

def test_next_round_starts_with_the_last_trucks_taker():
    """End of a round: the player who took the last truck begins the next round."""
    s = game(3)
    for t in range(3):
        load_truck(s, t, ["coin"])
    play(s, Take(0))                 # seat 0
    draw(s, 1)                 # seat 1
    play(s, Take(2))                 # seat 2
    events = play(s, Take(1))        # seat 1 takes the last truck
    events += unload_to_barn(s)
    assert "round_ended" in kinds(events)
    assert s.round == 2 and s.current == 1
    assert all(t.taken_by is None and not t.tiles for t in s.trucks)
    assert all(z.truck is None for z in s.zoos)


def test_faq_last_player_may_go_on_taking_turns():
    """FAQ: when all others have passed, the last player keeps choosing actions
    (draws and several money actions) until taking the last truck."""
    s = game(3)
    set_zoo(s, 0, barn=["camel", "camel"], coins=4)
    mark_taken(s, 1, 1)
    mark_taken(s, 2, 2)
    draw(s, 0)
    assert s.current == 0
    play(s, Discard("camel"))
    assert s.current == 0
    draw(s, 0)
    draw(s, 0)
    assert s.current == 0 and code(s, Reveal()) == "no_truck_space"   # the only truck is full
    events = play(s, Take(0))
    events += unload_to_barn(s)
    assert "round_ended" in kinds(events) and s.round == 2 and s.current == 0


def test_faq_no_money_actions_after_taking_a_truck():
    """FAQ: a player who has taken a truck is done for the round, even in the last round."""
    s = game(3)
    set_zoo(s, 0, barn=["camel"], coins=5)
    load_truck(s, 0, ["coin"])
    load_truck(s, 1, ["coin"])
    drain_draw_pile(s, keep=0)
    draw(s, 2)                 # seat 0 triggers the end
    play(s, Take(0))                 # seat 1
    play(s, Take(1))                 # seat 2
    assert s.current == 0            # the taker's seats are skipped
    play(s, Take(2))
    unload_to_barn(s)
    assert s.game_over
    assert legal_actions(s) == []
    assert code(s, Discard("camel")) == "game_over"


def test_game_ends_after_the_round_in_which_the_end_stack_was_first_drawn():
    """Game end: drawing the first disc-stack tile triggers the end; the round is finished."""
    s = game(3)
    load_truck(s, 1, ["coin"])
    load_truck(s, 2, ["coin"])
    drain_draw_pile(s, keep=0)
    draw(s, 0)
    assert s.end_triggered and not s.game_over
    play(s, Take(1))
    play(s, Take(2))
    assert not s.game_over and s.round == 1
    events = play(s, Take(0))
    events += unload_to_barn(s)
    assert s.game_over and s.round == 1
    assert "game_ended" in kinds(events)


def test_round_that_cannot_go_on_ends_when_every_tile_is_drawn():
    """Edge case: with no tile left to draw and no loaded truck, the round (and game) ends."""
    s = game(3)
    drain_draw_pile(s, keep=0)
    s.box += s.end_pile[:-1]
    del s.end_pile[:-1]
    s.end_triggered = True
    check_state(s)
    draw(s, 0)                       # the very last tile
    events = play(s, Take(0))              # seat 1
    events += unload_to_barn(s)
    assert s.game_over
    assert "game_ended" in kinds(events)


# ================================================================ offspring

def test_offspring_born_immediately_when_a_partner_joins_the_enclosure():
    """Offspring: a fertile partner added to the enclosure breeds at once; the
    parents need not be next to each other."""
    s = game(3)
    set_zoo(s, 0, pens={LARGE: ["camel:male", "camel", "camel"]})
    load_truck(s, 0, ["camel:female"])
    events = take_and_place(s, 0, [("camel:female", "enclosure", LARGE)])
    assert "offspring_born" in kinds(events)
    pen = s.zoos[0].pens[LARGE]
    assert sorted(pen) == sorted(["camel:male:bred", "camel", "camel", "camel:female:bred", "camel:baby"])
    assert s.offspring["camel"] == 1


def test_each_fertile_animal_breeds_only_once_a_third_does_not_breed():
    """Offspring: a third fertile animal joining a bred pair produces nothing."""
    s = game(3)
    set_zoo(s, 0, pens={LARGE: ["camel:male:bred", "camel:female:bred", "camel:baby"]})
    load_truck(s, 0, ["camel:male"])
    events = take_and_place(s, 0, [("camel:male", "enclosure", LARGE)])
    assert "offspring_born" not in kinds(events)
    assert len(s.zoos[0].pens[LARGE]) == 4 and s.offspring["camel"] == 1


def test_a_second_fertile_pair_breeds_again():
    """Offspring: a new partner for the third fertile animal makes a second pair."""
    s = game(3)
    set_zoo(s, 0, pens={LARGE: ["camel:male:bred", "camel:female:bred", "camel:baby", "camel:male"]})
    load_truck(s, 0, ["camel:female"])
    events = take_and_place(s, 0, [("camel:female", "enclosure", LARGE)])
    assert kinds(events).count("offspring_born") == 1
    assert s.zoos[0].pens[LARGE].count("camel:baby") == 2
    assert s.offspring["camel"] == 0


def test_no_offspring_in_the_barn_or_on_a_truck():
    """Offspring: pairs breed only in enclosures, never in barns or trucks."""
    s = game(3)
    set_zoo(s, 0, barn=["camel:male"])
    load_truck(s, 0, ["camel:female", "camel:male"])
    assert s.offspring["camel"] == 2
    events = take_and_place(s, 0, [("camel:female", "barn", None), ("camel:male", "enclosure", SMALL)])
    assert "offspring_born" not in kinds(events)
    assert s.offspring["camel"] == 2
    assert sorted(s.zoos[0].barn) == ["camel:female", "camel:male"]


def test_offspring_goes_to_the_barn_when_the_enclosure_is_full():
    """Offspring: with no free space left in the enclosure it goes to the barn."""
    s = game(3)
    set_zoo(s, 0, pens={SMALL: ["camel", "camel", "camel:male"]})
    load_truck(s, 0, ["camel:female"])
    events = take_and_place(s, 0, [("camel:female", "enclosure", SMALL)])
    born = [e for e in events if e.type == "offspring_born"]
    assert born and born[0].dst.area == "barn"
    assert len(s.zoos[0].pens[SMALL]) == 4 and s.zoos[0].barn == ["camel:baby"]


def test_faq_exchange_can_produce_offspring_but_no_fill_bonus():
    """FAQ: 3 elephants with a fertile pair exchanged into the 4-space enclosure
    breed and fill it, yet an exchange (and its offspring) never earns a bonus."""
    s = game(5)
    set_zoo(s, 0, pens={SMALL: ["camel"]},
            barn=["elephant:male", "elephant:female", "elephant"], coins=2)
    bank = s.bank
    events = play(s, Exchange(SMALL, barn_animal="elephant"))
    assert "offspring_born" in kinds(events)
    assert len(s.zoos[0].pens[SMALL]) == 4
    assert "bonus_paid" not in kinds(events)
    assert s.zoos[0].coins == 1 and s.bank == bank + 1
    assert s.zoos[0].barn == ["camel"]


def test_bought_bred_animal_does_not_breed_again():
    """Offspring: each fertile animal breeds once, also after changing owner."""
    s = game(3)
    set_zoo(s, 1, pens={LARGE: ["camel:male:bred", "camel:female", "camel:baby"]},
            barn=["camel:female:bred"])
    set_zoo(s, 0, pens={LARGE: ["camel:male"]}, coins=2)
    events = play(s, Purchase(1, "camel:female:bred", "enclosure", LARGE))
    assert "offspring_born" not in kinds(events)
    assert s.offspring["camel"] == 1


def test_purchased_fertile_partner_breeds():
    """Offspring + purchase: a bought partner placed in the enclosure breeds."""
    s = game(3)
    set_zoo(s, 1, barn=["camel:female"])
    set_zoo(s, 0, pens={LARGE: ["camel:male"]}, coins=2)
    events = play(s, Purchase(1, "camel:female", "enclosure", LARGE))
    assert "offspring_born" in kinds(events)


def test_moved_fertile_partner_breeds():
    """Offspring: moving a partner from the barn into the enclosure also adds it."""
    s = game(3)
    set_zoo(s, 0, pens={LARGE: ["camel:male"]}, barn=["camel:female"], coins=1)
    events = play(s, MoveAnimal("camel:female", LARGE))
    assert "offspring_born" in kinds(events)


# ================================================================ fill bonus

@pytest.mark.parametrize("index,bonus", [(SMALL, 1), (MEDIUM, 2), (LARGE, 0), (EXP, 1)])
def test_fill_bonus_equals_the_enclosure_value(index, bonus):
    """Fill bonus: the last space pays the printed coins (none for 6 spaces)."""
    s = game(5)
    cap = C.ENCLOSURE_CAPACITY[index]
    set_zoo(s, 0, pens={index: ["panda"] * (cap - 1)}, expanded=1 if index >= EXP else 0)
    load_truck(s, 0, ["panda"])
    coins, bank = s.zoos[0].coins, s.bank
    events = take_and_place(s, 0, [("panda", "enclosure", index)])
    assert s.zoos[0].coins == coins + bonus and s.bank == bank - bonus
    assert ("bonus_paid" in kinds(events)) == bool(bonus)


@pytest.mark.parametrize("bank,paid", [(1, 1), (0, 0)])
def test_fill_bonus_paid_only_as_far_as_the_bank_holds_money(bank, paid):
    """Fill bonus: a short bank pays what it has; an empty bank pays nothing."""
    s = game(5)
    set_zoo(s, 0, pens={MEDIUM: ["panda"] * 4})
    set_bank(s, bank, seat_to_hold_rest=1)
    load_truck(s, 0, ["panda"])
    take_and_place(s, 0, [("panda", "enclosure", MEDIUM)])
    assert s.zoos[0].coins == 2 + paid and s.bank == 0


def test_no_fill_bonus_when_an_exchange_fills_an_enclosure():
    """Fill bonus: never for filling by an exchange."""
    s = game(5)
    set_zoo(s, 0, pens={SMALL: ["camel"], MEDIUM: ["panda"] * 4}, barn=["elephant"] * 4)
    events = play(s, Exchange(SMALL, barn_animal="elephant"))
    assert len(s.zoos[0].pens[SMALL]) == 4
    assert "bonus_paid" not in kinds(events) and s.zoos[0].coins == 1


def test_fill_bonus_when_offspring_of_a_placement_takes_the_last_space():
    """Fill bonus: offspring from an ordinary placement count as placed tiles
    (the rulebook excludes only offspring of an exchange)."""
    s = game(5)
    set_zoo(s, 0, pens={SMALL: ["camel", "camel:male"]})
    load_truck(s, 0, ["camel:female"])
    events = take_and_place(s, 0, [("camel:female", "enclosure", SMALL)])
    assert len(s.zoos[0].pens[SMALL]) == 4
    assert kinds(events).count("bonus_paid") == 1 and s.zoos[0].coins == 3


def test_faq_fill_bonus_can_be_earned_again_after_exchanging_out():
    """FAQ example: kangaroo fills the 5-space enclosure (+2); exchanging the 5
    kangaroos with 4 chimpanzees of the expansion fills it without bonus; a
    5th chimpanzee later fills the 5-space enclosure again (+2)."""
    s = game(5)
    set_zoo(s, 0, pens={MEDIUM: ["kangaroo"] * 4, EXP: ["chimpanzee"] * 4}, expanded=1, coins=2)
    load_truck(s, 0, ["kangaroo"])
    take_and_place(s, 0, [("kangaroo", "enclosure", MEDIUM)])
    assert s.zoos[0].coins == 4
    s.current = 0                                   # skip the other players' turns
    mark_taken(s, 1, 1)
    mark_taken(s, 2, 2)
    mark_taken(s, 3, 3)
    mark_taken(s, 4, 4)
    s.zoos[0].truck = None
    s.trucks[0].taken_by = None
    check_state(s)
    events = play(s, Exchange(MEDIUM, other=EXP))
    assert s.zoos[0].pens[EXP] == ["kangaroo"] * 5
    assert "bonus_paid" not in kinds(events) and s.zoos[0].coins == 3
    load_truck(s, 0, ["chimpanzee"])
    events = take_and_place(s, 0, [("chimpanzee", "enclosure", MEDIUM)])
    assert "bonus_paid" in kinds(events) and s.zoos[0].coins == 5


def test_tactical_hint_bert_exchanges_and_refills_for_a_second_bonus():
    """Tactical hint: 4 flamingos (4 spaces) swapped with 3 chimpanzees (5 spaces);
    a chimpanzee moved in later fills the 4-space enclosure again for a bonus."""
    s = game(5)
    set_zoo(s, 0, pens={SMALL: ["flamingo"] * 4, MEDIUM: ["chimpanzee"] * 3},
            barn=["chimpanzee"], coins=2)
    play(s, Exchange(SMALL, other=MEDIUM))
    z = s.zoos[0]
    assert z.pens[SMALL] == ["chimpanzee"] * 3 and z.pens[MEDIUM] == ["flamingo"] * 4
    assert z.coins == 1
    s.current = 0
    events = play(s, MoveAnimal("chimpanzee", SMALL))
    assert "bonus_paid" in kinds(events) and z.coins == 1 - 1 + 1


# ================================================================ money actions

def test_money_action_needs_the_coins():
    """C: a money action is allowed only if the player can pay for it."""
    s = game(3)
    set_zoo(s, 0, barn=["camel"], coins=0)
    assert code(s, MoveAnimal("camel", SMALL)) == "no_money"
    assert not any(isinstance(a, (MoveAnimal, Discard, Expand)) for a in legal_actions(s))


def test_coin_tiles_pay_like_coins():
    """C: coins and collected coin tiles pay for money actions alike."""
    s = game(3)
    set_zoo(s, 0, barn=["camel"], coins=0)
    load_truck(s, 0, ["coin"])
    play(s, Take(0))
    s.current = 0
    s.zoos[0].truck = None
    s.trucks[0].taken_by = None
    check_state(s)
    assert code(s, MoveAnimal("camel", SMALL)) is None


def test_one_money_action_per_turn():
    """C: after one money action the turn passes on."""
    s = game(3)
    set_zoo(s, 0, barn=["camel", "camel"], coins=5)
    play(s, MoveAnimal("camel", SMALL))
    assert s.current == 1


def test_example_anna_moves_an_elephant_from_barn_to_enclosure():
    """Example (Anna): 2 elephants in the barn, 3 in an enclosure; moving one
    makes 4 in the enclosure, for 1 coin to the bank."""
    s = game(5)
    set_zoo(s, 0, pens={LARGE: ["elephant"] * 3}, barn=["elephant"] * 2, coins=2)
    bank = s.bank
    play(s, MoveAnimal("elephant", LARGE))
    z = s.zoos[0]
    assert z.pens[LARGE] == ["elephant"] * 4 and z.barn == ["elephant"]
    assert z.coins == 1 and s.bank == bank + 1


def test_example_bert_moves_a_stall_to_another_empty_stall_space():
    """Example (Bert): a stall moves from one stall space to another for 1 coin."""
    s = game(5)
    set_zoo(s, 0, stalls={SMALL: ["stall:drinks"]}, coins=2)
    play(s, MoveStall("stall:drinks", "stall", LARGE, SMALL))
    z = s.zoos[0]
    assert z.stalls[SMALL] == [] and z.stalls[LARGE] == ["stall:drinks"] and z.coins == 1
    s.current = 0
    set_zoo(s, 0, stalls={SMALL: ["stall:drinks"], LARGE: ["stall:popcorn"]})
    assert code(s, MoveStall("stall:drinks", "stall", LARGE, SMALL)) == "stall_space_taken"


def test_stall_moves_from_barn_to_a_stall_space():
    """Move: any stall tile, also one from the barn, to an eligible stall space."""
    s = game(5)
    set_zoo(s, 0, barn=["stall:popcorn"], coins=1)
    assert MoveStall("stall:popcorn", "barn", MEDIUM) in legal_actions(s)
    play(s, MoveStall("stall:popcorn", "barn", MEDIUM))
    assert s.zoos[0].stalls[MEDIUM] == ["stall:popcorn"] and not s.zoos[0].barn


def test_faq_no_moving_an_animal_out_of_an_enclosure():
    """FAQ: an animal never moves from an enclosure to another or to the barn."""
    s = game(5)
    set_zoo(s, 0, pens={SMALL: ["camel"] * 2}, coins=5)
    assert code(s, MoveAnimal("camel", MEDIUM)) == "not_in_barn"
    assert not any(isinstance(a, MoveAnimal) for a in legal_actions(s))
    assert not any(isinstance(a, Discard) for a in legal_actions(s))


def test_example_claus_exchanges_barn_elephants_with_an_enclosed_panda():
    """Example (Claus): 3 elephants in the barn and 1 panda in an enclosure swap places."""
    s = game(5)
    set_zoo(s, 0, pens={SMALL: ["panda"]}, barn=["elephant"] * 3, coins=1)
    play(s, Exchange(SMALL, barn_animal="elephant"))
    z = s.zoos[0]
    assert z.pens[SMALL] == ["elephant"] * 3 and z.barn == ["panda"] and z.coins == 0


def test_example_doris_exchanges_two_enclosures():
    """Example (Doris): 3 elephants and 2 pandas switch enclosures."""
    s = game(5)
    set_zoo(s, 0, pens={MEDIUM: ["elephant"] * 3, SMALL: ["panda"] * 2}, coins=1)
    play(s, Exchange(MEDIUM, other=SMALL))
    z = s.zoos[0]
    assert z.pens[SMALL] == ["elephant"] * 3 and z.pens[MEDIUM] == ["panda"] * 2


def test_faq_exchange_between_enclosures_needs_different_types():
    """FAQ: exchanging two enclosures is allowed only for different animal types."""
    s = game(5)
    set_zoo(s, 0, pens={MEDIUM: ["elephant"] * 3, SMALL: ["elephant"] * 2}, coins=1)
    assert code(s, Exchange(MEDIUM, other=SMALL)) == "exchange_same_animal"
    assert not any(isinstance(a, Exchange) for a in legal_actions(s))


def test_faq_exchange_into_empty_enclosure_is_refused():
    """FAQ: 3 barn elephants cannot be exchanged into an empty enclosure."""
    s = game(5)
    set_zoo(s, 0, barn=["elephant"] * 3, pens={MEDIUM: ["camel"]}, coins=1)
    assert code(s, Exchange(SMALL, barn_animal="elephant")) == "exchange_empty"
    assert code(s, Exchange(SMALL, other=MEDIUM)) == "exchange_empty"
    assert code(s, Exchange(MEDIUM, barn_animal="panda")) == "exchange_empty"
    assert all(a.index == MEDIUM for a in legal_actions(s) if isinstance(a, Exchange))


def test_exchange_refused_when_an_enclosure_is_too_small():
    """Exchange: every new tile must fit in the receiving enclosure."""
    s = game(5)
    set_zoo(s, 0, pens={SMALL: ["panda"], MEDIUM: ["camel"] * 5}, barn=["elephant"] * 5, coins=1)
    assert code(s, Exchange(SMALL, other=MEDIUM)) == "exchange_too_big"
    assert code(s, Exchange(SMALL, barn_animal="elephant")) == "exchange_too_big"
    assert code(s, Exchange(MEDIUM, barn_animal="elephant")) is None


def test_exchange_with_barn_that_also_holds_the_enclosures_type():
    """Exchange: the enclosure's animals join their kind in the barn; the other
    type leaves the barn completely."""
    s = game(5)
    set_zoo(s, 0, pens={MEDIUM: ["elephant"] * 3}, barn=["elephant", "panda", "panda"], coins=1)
    play(s, Exchange(MEDIUM, barn_animal="panda"))
    z = s.zoos[0]
    assert z.pens[MEDIUM] == ["panda", "panda"]
    assert sorted(z.barn) == ["elephant"] * 4


def test_exchanging_vending_stalls_is_not_permitted():
    """Exchange: stalls cannot be exchanged."""
    s = game(5)
    set_zoo(s, 0, pens={MEDIUM: ["elephant"]}, barn=["stall:popcorn"], coins=1)
    assert refusal(s, Exchange(MEDIUM, barn_animal="stall:popcorn")) is not None
    assert refusal(s, Exchange(MEDIUM, barn_animal="popcorn")) is not None
    assert not any(isinstance(a, Exchange) for a in legal_actions(s))


def test_purchase_pays_seller_and_bank_and_places_by_the_rules():
    """Purchase: 1 coin to the seller, 1 to the bank; the tile is placed by the
    placement rules; the seller cannot refuse."""
    s = game(5)
    set_zoo(s, 2, barn=["panda", "stall:drinks"])
    set_zoo(s, 0, pens={SMALL: ["camel"]}, coins=3)
    bank = s.bank
    assert code(s, Purchase(2, "panda", "enclosure", SMALL)) == "wrong_animal"
    assert code(s, Purchase(2, "camel", "barn", None)) == "not_in_barn"
    assert code(s, Purchase(0, "camel", "barn", None)) == "buy_from_self"
    play(s, Purchase(2, "panda", "enclosure", MEDIUM))
    assert s.zoos[0].pens[MEDIUM] == ["panda"] and s.zoos[2].barn == ["stall:drinks"]
    assert s.zoos[0].coins == 1 and s.zoos[2].coins == 3 and s.bank == bank + 1


def test_purchase_that_fills_an_enclosure_earns_the_bonus():
    """Purchase + fill bonus: a bought tile on the last space pays the bonus."""
    s = game(5)
    set_zoo(s, 2, barn=["panda"])
    set_zoo(s, 0, pens={MEDIUM: ["panda"] * 4}, coins=2)
    events = play(s, Purchase(2, "panda", "enclosure", MEDIUM))
    assert "bonus_paid" in kinds(events) and s.zoos[0].coins == 2


def test_purchased_stall_may_go_on_a_stall_space():
    """Purchase: a stall bought from another barn goes on a free stall space."""
    s = game(5)
    set_zoo(s, 3, barn=["stall:balloons"])
    set_zoo(s, 0, coins=2)
    assert Purchase(3, "stall:balloons", "stall", SMALL) in legal_actions(s)
    play(s, Purchase(3, "stall:balloons", "stall", SMALL))
    assert s.zoos[0].stalls[SMALL] == ["stall:balloons"] and not s.zoos[3].barn


def test_discard_removes_a_barn_tile_for_two_coins_to_the_bank():
    """Discard: 2 coins to the bank; the tile leaves the game."""
    s = game(5)
    set_zoo(s, 0, barn=["stall:drinks", "panda"], coins=2)
    bank, boxed = s.bank, len(s.box)
    play(s, Discard("stall:drinks"))
    assert s.zoos[0].barn == ["panda"] and s.zoos[0].coins == 0 and s.bank == bank + 2
    assert len(s.box) == boxed + 1 and s.box[-1] == "stall:drinks"


def test_expand_for_three_coins_opens_the_expansion_board():
    """Expand: 3 coins to the bank open one more enclosure and stall space."""
    s = game(5)
    set_zoo(s, 0, barn=["panda"], coins=3)
    assert code(s, MoveAnimal("panda", EXP)) == "enclosure_closed"
    play(s, Expand())
    s.current = 0
    assert s.zoos[0].expanded == 1 and s.zoos[0].coins == 0
    assert refusal(s, MoveAnimal("panda", EXP)).code == "no_money"
    set_zoo(s, 0, coins=6)
    assert code(s, MoveAnimal("panda", EXP)) is None
    assert code(s, Expand()) == "no_expansion"


def test_two_player_zoo_can_expand_twice():
    """2-player variant: two expansion boards each."""
    s = game(2)
    set_zoo(s, 0, coins=6)
    play(s, Expand())
    s.current = 0
    play(s, Expand())
    s.current = 0
    assert s.zoos[0].expanded == 2
    set_zoo(s, 0, coins=3)
    assert code(s, Expand()) == "no_expansion"


# ================================================================ scoring

def test_scoring_example_totals_16():
    """Scoring example: full expansion of zebras 9, elephants one short 5,
    chimpanzees two short with a stall 2, pandas two short without stall 0,
    two stall types +4, two animal types in the barn -4: 16."""
    s = game(5)
    set_zoo(s, 0, expanded=1,
            pens={EXP: ["zebra"] * 5, MEDIUM: ["elephant"] * 4,
                  SMALL: ["chimpanzee"] * 2, LARGE: ["panda"] * 4},
            stalls={SMALL: ["stall:popcorn"], MEDIUM: ["stall:drinks"]},
            barn=["camel", "leopard", "leopard"])
    p = final_scores(s)["players"][0]
    points = {e["index"]: e["points"] for e in p["enclosures"]}
    assert points == {EXP: 9, MEDIUM: 5, SMALL: 2, LARGE: 0}
    assert p["stall_points"] == 4 and p["barn_animal_penalty"] == -4
    assert p["total"] == 16


@pytest.mark.parametrize("index,full,one_short", [(SMALL, 5, 4), (MEDIUM, 8, 5), (LARGE, 10, 6), (EXP, 9, 5)])
def test_full_and_one_short_enclosure_values(index, full, one_short):
    """Scoring: higher value when full, lower value with one space empty."""
    cap = C.ENCLOSURE_CAPACITY[index]
    for count, points in [(cap, full), (cap - 1, one_short), (cap - 2, 0)]:
        s = game(5)
        set_zoo(s, 0, pens={index: ["panda"] * count}, expanded=1)
        assert final_scores(s)["players"][0]["total"] == points


def test_faq_four_space_enclosure_with_one_animal_needs_one_stall():
    """FAQ: one stall beside the 4-space enclosure scores its lone animal;
    a second stall there does not double the points."""
    s = game(5)
    set_zoo(s, 0, pens={SMALL: ["elephant"]}, stalls={SMALL: ["stall:popcorn"]})
    p = final_scores(s)["players"][0]
    assert p["enclosures"][SMALL]["points"] == 1
    set_zoo(s, 0, stalls={SMALL: ["stall:popcorn", "stall:drinks"]})
    p = final_scores(s)["players"][0]
    assert p["enclosures"][SMALL]["points"] == 1 and p["total"] == 1 + 4


def test_stall_beside_another_enclosure_does_not_help():
    """Scoring: the stall must stand beside the enclosure it scores."""
    s = game(5)
    set_zoo(s, 0, pens={LARGE: ["elephant"] * 3}, stalls={MEDIUM: ["stall:popcorn"]})
    p = final_scores(s)["players"][0]
    assert p["enclosures"][LARGE]["points"] == 0 and p["total"] == 2


def test_faq_stall_points_are_not_used_up():
    """FAQ: a stall scoring an unfilled enclosure still counts for its type."""
    s = game(5)
    set_zoo(s, 0, pens={LARGE: ["elephant"] * 3}, stalls={LARGE: ["stall:popcorn"]})
    p = final_scores(s)["players"][0]
    assert p["enclosures"][LARGE]["points"] == 3 and p["stall_points"] == 2 and p["total"] == 5


def test_stall_points_count_types_not_tiles():
    """Scoring: +2 per stall type on stall spaces, -2 per stall type in the barn."""
    s = game(5)
    set_zoo(s, 0, stalls={SMALL: ["stall:popcorn", "stall:popcorn"], MEDIUM: ["stall:popcorn"]},
            barn=["stall:drinks", "stall:drinks", "stall:balloons"])
    p = final_scores(s)["players"][0]
    assert p["stall_points"] == 2 and p["barn_stall_penalty"] == -4 and p["total"] == -2


def test_example_claus_three_barn_elephants_cost_two_points():
    """Scoring example: 3 elephants in the barn are one type: -2."""
    s = game(5)
    set_zoo(s, 0, barn=["elephant"] * 3)
    assert final_scores(s)["players"][0]["total"] == -2


def test_tie_goes_to_most_coins_then_victory_is_shared():
    """Scoring: most points wins; ties go to the most coins; then a shared win."""
    s = game(3)
    set_zoo(s, 0, pens={SMALL: ["camel"] * 4}, coins=1)
    set_zoo(s, 1, pens={SMALL: ["panda"] * 4}, coins=3)
    set_zoo(s, 2, pens={SMALL: ["leopard"] * 3}, coins=9)
    r = final_scores(s)
    assert r["winners"] == [1] and r["decided_by_coins"] and not r["shared"]
    set_zoo(s, 0, coins=3)
    r = final_scores(s)
    assert r["winners"] == [0, 1] and r["shared"]
    set_zoo(s, 2, pens={SMALL: ["leopard"] * 4, MEDIUM: ["elephant"]}, stalls={MEDIUM: ["stall:drinks"]})
    r = final_scores(s)
    assert r["winners"] == [2] and not r["decided_by_coins"]


# ================================================================ 2-player variant

def two_player_game():
    s = game(2)
    by_blocked = {len(t.blocked): i for i, t in enumerate(s.trucks)}
    return s, by_blocked


def test_two_player_only_trucks_with_a_face_up_tile_can_be_taken():
    """2-player variant: blocked face-down tiles do not make a truck takeable."""
    s, by_blocked = two_player_game()
    for i in by_blocked.values():
        assert code(s, Take(i)) == "truck_empty"
    play(s, Reveal())
    assert code(s, Load(by_blocked[2])) is None
    s, by_blocked = two_player_game()
    load_truck(s, by_blocked[2], ["coin"])
    play(s, Reveal())
    assert code(s, Load(by_blocked[2])) == "truck_full"


def test_two_player_taker_gets_only_the_face_up_tiles():
    """2-player variant: the face-down tiles stay on the truck."""
    s, by_blocked = two_player_game()
    t = by_blocked[2]
    blocked = list(s.trucks[t].blocked)
    load_truck(s, t, ["camel"])
    play(s, Take(t))
    assert s.pending == ["camel"]
    play(s, Place("camel", "barn", None))
    assert s.trucks[t].blocked == blocked and s.zoos[0].barn == ["camel"]


def test_two_player_leftover_trucks_face_up_tiles_leave_the_game():
    """2-player variant: when both have taken a truck, the third truck's face-up
    tiles are removed from the game; the blocking tiles stay."""
    s, by_blocked = two_player_game()
    load_truck(s, by_blocked[0], ["coin"])
    load_truck(s, by_blocked[1], ["coin"])
    load_truck(s, by_blocked[2], ["panda" if "panda" in s.animals else s.animals[0]])
    leftover = list(s.trucks[by_blocked[2]].tiles)
    boxed = len(s.box)
    play(s, Take(by_blocked[0]))
    events = play(s, Take(by_blocked[1]))
    assert "round_ended" in kinds(events) and s.round == 2
    assert s.trucks[by_blocked[2]].tiles == [] and len(s.trucks[by_blocked[2]].blocked) == 2
    assert s.box[boxed:] == leftover


def test_two_player_round_ends_when_both_have_taken_a_truck():
    """2-player variant: the round ends once both players have a truck."""
    s, by_blocked = two_player_game()
    load_truck(s, by_blocked[0], ["coin"])
    play(s, Take(by_blocked[0]))
    assert s.current == 1 and s.round == 1
    draw(s, by_blocked[1])
    assert s.current == 1               # seat 0 has passed
    play(s, Take(by_blocked[1]))
    unload_to_barn(s)
    assert s.round == 2 and s.current == 1
