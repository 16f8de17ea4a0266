"""Zoomaka's hands stay hidden (issue #41, item 1; issue #40 for the seed): what the public
view and `show` tell of a question out of turn, and a view that cannot draw.

The rulebook deals the hands "for their eyes only": who will be asked after the player
asked now depended on who held Direct Capture, so printing the whole queue showed them."""
from __future__ import annotations

import json
import random

import pytest
from zoomaka_helpers import game, give, play

from zooloretto.cli import main
from zooloretto.zoomaka.rules import (HIDDEN, Direct, EndTurn, NoChance, Pass, Place, apply,
                                      describe, determinize, legal_actions, public_view)


def _after_the_issue_s_placement():
    """The issue's game: 3 players, seed 8 (seats 1 and 2 both hold Direct Capture), seat 0
    places its bird."""
    from zooloretto.zoomaka.rules import new_game
    s = new_game(3, 8)
    assert any(c.startswith("direct_capture") for c in s.players[2].hand)
    play(s, Place("bird-4", "bird"))
    assert s.current == 1
    return s


def test_show_names_only_the_seat_asked_now(tmp_path, capsys):
    save = tmp_path / "z.json"
    assert main(["new", "--game", "zoomaka", "--players", "3", "--seed", "8", "--out", str(save)]) == 0
    assert main(["apply", str(save), '{"type":"place","card":"bird-4","section":"bird"}']) == 0
    capsys.readouterr()
    assert main(["show", str(save)]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["current_player"] == 1 and shown["decision"] == "capture"
    assert shown["asked"] == [1]          # was [1, 2]: seat 2's Direct Capture made public


@pytest.mark.parametrize("viewer", [0, 1, 2])
def test_the_public_view_names_only_who_decides_now(viewer):
    s = _after_the_issue_s_placement()
    assert describe(s)["asked"] == [1]
    view = public_view(s, viewer)
    assert view.asked == [1] and view.current == 1
    if viewer == 1:
        assert legal_actions(view) == legal_actions(s)       # the one asked still answers


def test_a_bot_s_guess_asks_the_others_as_the_rules_would_whatever_they_hold():
    """The view names the one asked; a guess (determinize) asks the rest in the rules'
    order, which depends only on what everyone sees, so bots still see seat 2 answer."""
    s = _after_the_issue_s_placement()
    guess = determinize(public_view(s, 1), random.Random(3))
    assert guess.asked == s.asked == [1, 2]
    play(guess, Pass())
    assert guess.current == 2 and guess.window["about"] == "place"


def test_the_public_view_carries_no_seed_and_refuses_to_draw_cleanly():
    s = give(game(), 0, hand=["bird-1"])
    view = public_view(s, 0)
    assert view.seed is None and set(view.draw) == {HIDDEN}
    before = view.to_json()
    with pytest.raises(NoChance):
        apply(view, EndTurn())            # a draw from hidden cards: refused, nothing changed
    assert view.to_json() == before
    apply(view, Place("bird-1", "bird"))  # what needs no chance still plays on a view
    assert view.players[0].section("bird").animals == ["bird-1"]


def test_a_thief_s_blind_grab_is_refused_on_a_view_and_drawn_on_a_guess():
    s = give(game(), 0, hand=["pickpocket-1"])
    give(s, 1, hand=["bird-1", "bird-2"])
    play(s, Direct("pickpocket-1", 1))
    view = public_view(s, 1)
    with pytest.raises(NoChance):
        apply(view, Pass())               # the grab needs the seed the view has not got
    guess = determinize(view, random.Random(1))
    assert isinstance(guess.seed, int)    # a guess draws its own chance
    apply(guess, Pass())
    assert len(guess.players[0].hand) == 1


def test_two_guesses_draw_from_seeds_of_their_own_not_the_game_s():
    s = give(game(seed=5), 0, hand=["no_way-1"])
    view = public_view(s, 0)
    seeds = {determinize(view, random.Random(k)).seed for k in range(4)}
    assert len(seeds) == 4 and None not in seeds


def _robbed(bank):
    """Seat 0 robs seat 1, whose bank holds `bank`; everyone lets it happen."""
    from zooloretto.zoomaka.rules import for_viewer
    s = game(3, seed=3)
    give(s, 0, hand=["robber-1", "farm-1"])
    give(s, 1, hand=["farm-2"], bank=list(bank))
    give(s, 2, hand=["farm-3"])
    said = [for_viewer(e, 2).to_json() for e in play(s, Direct("robber-1", 1))]
    while s.current != 0:
        said += [for_viewer(e, 2).to_json() for e in play(s, Pass())]
    return s, said


def test_a_robbers_haul_into_the_hand_is_hidden_from_a_bystander():
    # two games that differ only in the robbed bank's cards: the third seat sees the same
    # view and the same events in both (the cards go face down into the thief's hand)
    a, said_a = _robbed(["bird-1", "bird-2", "reptile-1"])
    b, said_b = _robbed(["monkey-1", "ocean-1", "forest-1"])
    assert len(a.players[0].hand) == len(b.players[0].hand) == 3       # two taken, the farm kept
    assert a.players[0].hand != b.players[0].hand
    assert public_view(a, 2).to_json() == public_view(b, 2).to_json()
    assert said_a == said_b
