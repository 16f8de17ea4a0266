"""Replay and Play from here of a Zoomaka game not over show only what every player saw
(issue #33 "Nothing hidden leaks", for the card game): two saves whose games differ only in
hidden cards (other seeds, so other hands, banks and Draw piles; the same moves as everyone
saw them: cards sold face down, turns ended) give the same pixels in the replay and the
same practice game, which deals its hidden cards afresh from a seed of its own. A finished
game's replay may show the hand of the seat it follows."""
from __future__ import annotations

import random

from zooloretto import paths
from zooloretto.zoo.rules.saves import write
from zooloretto.ui.session import GameSession
from zooloretto.seats import people_seats
from zooloretto.zoomaka.rules import EndTurn, Pass, Sell
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.zoomaka.rules.view import seen_by_all
from zooloretto.ui.replay.course import Course
from zooloretto.ui.replay.practice import practice_session
from zooloretto.ui.zoomaka.pieces import hand_cards
from menu_helpers import frames

NAMES = ["Ana", "Bert", "Cleo"]


def quiet_game(seed, turns=4):
    """A game where each player sells their first card face down and ends the turn: nobody
    sees any card, so every seed gives the same public history."""
    record = ZoomakaRecord.new(3, seed, NAMES, 0, {"seats": people_seats(NAMES)})

    def sell():
        record.play(Sell(record.state.players[record.state.current].hand[0]))
        while record.state.current != record.state.active:     # the others let the sale be
            record.play(Pass())
    for _ in range(turns):
        sell()
        record.play(EndTurn())
    sell()
    return record


def twins():
    a, b = quiet_game(11), quiet_game(12)
    assert seen_by_all(a.state).to_json() == seen_by_all(b.state).to_json()
    assert a.state.players[a.state.current].hand != b.state.players[b.state.current].hand
    return a, b


def test_a_practice_from_a_game_not_over_deals_its_hidden_cards_afresh():
    a, b = twins()
    n = len(a.actions)
    practices = [practice_session(Course(r), n, rng=random.Random(4)) for r in (a, b)]
    assert practices[0].state.to_json() == practices[1].state.to_json()
    assert practices[0].record.setup == practices[1].record.setup
    position = practices[0].record.setup["position"]
    assert all(card == "?" for p in position["players"] for card in p["hand"] + p["bank"])
    assert position["seed"] is None
    mine = practices[0].state.players[a.state.current]
    assert mine.hand != a.state.players[a.state.current].hand, "the real hand came back"
    for p in practices:             # its own chance from here, the same for both
        rng = random.Random(1)
        while not p.state.game_over and len(p.record.actions) < 60:
            p.play(rng.choice(p.legal()))
    assert practices[0].state.to_json() == practices[1].state.to_json()


def test_a_practice_save_opens_again(folders):
    a, _ = twins()
    practice = practice_session(Course(a), len(a.actions), rng=random.Random(4))
    rng = random.Random(3)
    for _ in range(5):
        practice.play(rng.choice(practice.legal()))
    path = paths.ensure(paths.saves_dir()) / "practice.json"
    write(practice.record, path, durable=False)
    again = GameSession.load(path)
    assert again.state.to_json() == practice.state.to_json()


def test_replay_and_play_from_here_show_the_same_pixels_for_saves_differing_in_hidden_cards(folders):
    from test_practice_secrecy import replay_then_practice

    def no_hand_shown(scene):
        assert all(card is None for _, card, _, _ in hand_cards(scene.table, frozenset(), None)), \
            "a hand is shown in the replay of a game not over"
    a, b = twins()
    n = len(a.actions)
    seen = [replay_then_practice(record, n, f"twin-zoomaka-{k}", no_hand_shown) for k, record in enumerate((a, b))]
    assert seen[0][0] == seen[1][0], "the replay at the moment differs"
    assert seen[0][1] == seen[1][1], "the practice's first picture differs"
    assert seen_by_all(seen[0][2].state).to_json() == seen_by_all(seen[1][2].state).to_json()


def test_a_finished_games_replay_may_show_the_hand(folders):
    from test_replay_zoomaka import bot_game, open_replay
    record = bot_game()
    app, scene = open_replay(record)
    scene.go(len(record.actions) // 2)
    frames(app)
    assert any(card is not None for _, card, _, _ in hand_cards(scene.table, frozenset(), None))


def test_a_practice_game_asks_again_whoever_said_dont_ask_me_again():
    a, _ = twins()
    a.meta["answers_off"] = [0, 2]
    practice = practice_session(Course(a), len(a.actions), rng=random.Random(4))
    assert "answers_off" not in practice.record.meta
    assert practice.record.meta["practice"] is True
