"""Between turns, through the headless table: the turn check (a misplaced last tile taken
back), the hot-seat hand-over, one turn's messages never shown in the next, undo across a
save and a load, U with nothing to undo, and the last look at the table before the results."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from zooloretto.zoo.rules import Place, Take, undoable, apply
from zooloretto.zoo.rules.check import check_state
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat

from helpers import drawn_texts, game, load_truck, mark_taken


def session_with(seats, state):
    session = GameSession.new(seats, seed=11)
    for zoo, seat in zip(state.zoos, seats):
        zoo.name = seat.name
    session.record.state = state
    return session


def one_tile_to_place(seats):
    """Seat 0 to move; truck 0 holds one camel."""
    s = game(len(seats), seed=2)
    load_truck(s, 0, ["camel"])
    return session_with(seats, s)


def do(table, action):
    src, dst = table.where(action)
    return table.drag(src, dst)


def test_the_rules_let_a_turn_end_be_taken_back_but_never_a_draw():
    s = game(3, seed=2)
    load_truck(s, 0, ["camel"])
    events = apply(s, Take(0))
    assert undoable(events)
    events = apply(s, Place("camel", "enclosure", 0))
    assert not undoable(events) and undoable(events, ending=True)


def test_a_misplaced_last_tile_is_taken_back_before_the_turn_passes():
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=one_tile_to_place(seats), confirm_turn=True)
    try:
        do(t, Take(0))
        events = do(t, Place("camel", "barn"))
        assert events and t.state.current == 1                 # the rules passed the turn...
        assert t.scene.flow.unconfirmed and not t.legal()       # ...the table waits for Ana
        assert t.bots_move() == []                              # Robo does not move meanwhile
        assert t.state.current == 1 and t.scene.flow.unconfirmed
        assert t.press("take_back")
        assert t.state.current == 0 and t.state.pending == ["camel"]
        assert not t.scene.flow.unconfirmed
        do(t, Place("camel", "enclosure", 0))
        assert t.press("end_turn")
        assert not t.scene.flow.unconfirmed and not t.scene.session.can_undo()
        t.key(pygame.K_u)                                       # nothing to undo: it says so
        assert "Nothing to take back" in t.scene.overlays.message[0]
        check_state(t.state)
    finally:
        t.close()


def test_without_the_setting_the_turn_passes_at_once():
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=one_tile_to_place(seats), confirm_turn=False)
    try:
        do(t, Take(0))
        do(t, Place("camel", "barn"))
        assert not t.scene.flow.unconfirmed and not t.scene.session.can_undo()
    finally:
        t.close()


def test_hot_seat_hands_over_and_leaves_the_last_players_words_behind():
    seats = [Seat("Ana"), Seat("Leo")]
    t = Table.open(session=one_tile_to_place(seats), confirm_turn=True, hand_overs=True)
    try:
        assert t.scene.flow.handing_over and "Ana" in t.scene.dialog.title_kwargs["name"]
        assert not t.scene.interactive()                       # nobody's table while it passes:
        before = t.state.to_json()
        t.drag(*t.where(Take(0)))                               # a drag behind the dialog plays nothing
        assert t.state.to_json() == before
        t.key(pygame.K_RETURN)                                  # Ana takes the seat
        assert t.scene.interactive()
        do(t, Take(0))
        t.drag(t.where(Place("camel", "barn"))[0], t.scene.layout.top_bar.center)
        t.scene.overlays.say("a refusal of Ana's turn")
        do(t, Place("camel", "barn"))
        assert t.scene.viewer == 0                              # still Ana's table while she checks
        t.press("end_turn")
        assert t.scene.flow.handing_over and t.scene.dialog.title_kwargs["name"] == "Leo"
        assert t.scene.overlays.message is None                 # Ana's words stayed in her turn
        assert t.scene.viewer == 1 and not t.scene.interactive()
        assert t.press("ready")
        assert t.scene.interactive() and t.legal()
    finally:
        t.close()


def test_undo_survives_a_save_and_a_load_in_the_middle_of_an_unloading(tmp_path):
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=GameSession.new(seats, seed=3), saves_dir=tmp_path)
    try:
        # a real game (so the save replays): Ana draws, Robo plays, until Ana can take 2+ tiles
        # to place (a coin is collected at once)
        for _ in range(20):
            trucks = [i for i, tr in enumerate(t.state.trucks)
                      if tr.taken_by is None and len([x for x in tr.tiles if x != "coin"]) >= 2]
            if trucks:
                break
            for step in ("Reveal", "Load"):      # a draw: the top tile turned over, then loaded
                do(t, next(a for a in t.legal() if type(a).__name__ == step))
            t.bots_move()
        do(t, Take(trucks[0]))
        first = t.state.pending[0]
        place = next(a for a in t.legal() if isinstance(a, Place) and a.tile == first)
        do(t, place)
        path = t.scene.session.save_as("middle")
    finally:
        t.close()
    again = GameSession.load(path)
    assert again.can_undo()
    before = len(again.state.pending)
    assert again.undo() and len(again.state.pending) == before + 1
    assert again.undo() and not again.state.pending                   # the truck itself
    assert not again.undo()


def test_the_last_look_at_the_table_comes_before_the_results():
    from pathlib import Path
    from zooloretto.paths import assets_dir
    t = Table.open(Path(assets_dir()) / "examples" / "4-player-final-round.json")
    try:
        for _ in range(400):
            if t.state.game_over:
                break
            if t.legal():
                do(t, t.legal()[0])
            else:
                t.bots_move()
        assert t.state.game_over
        for _ in range(5):
            t.app.step([], 0.5)
        assert t.app.top is t.scene and t.scene.flow.last_look    # the final table stays
        assert t.press("results")
        assert getattr(t.app.top, "screen_name", None) == "results"
    finally:
        t.close()


def test_the_hint_says_why_and_offers_to_do_it():
    from zooloretto.ui.zoo.hint_words import say_part
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=GameSession.new(seats, seed=7))
    try:
        t.key(pygame.K_h)
        t.app.step([])
        assert t.scene.hint is not None and t.scene.flow.mode() == "hint"
        action = t.scene.hint[0]
        key, values = t.scene.turns.reason[0]           # said in the board's terms (bots/explain.py)
        text = t.scene.flow.hint_text()
        assert text.startswith("Idea:") and say_part(key, values) in text
        before = len(t.scene.session.record.actions)
        assert t.press("do_it")
        assert t.scene.session.record.actions[before] == action and t.scene.hint is None
    finally:
        t.close()


def test_a_reason_travels_from_the_bot_process():
    from zooloretto.zoo.bots.describe import Reason, reason_parts
    import pickle
    r = pickle.loads(pickle.dumps(Reason("take truck 1 (clearly best)", "clear", lead=7.0)))
    assert r == "take truck 1 (clearly best)" and reason_parts(r) == ("clear", {"lead": 7.0})
    assert reason_parts("plain words") is None


def test_while_a_finished_turn_waits_the_bar_says_how_to_pass_it_on(monkeypatch):
    """The turn is done but not passed on: the bar names End turn and Take back, not
    the moves of a turn (which the table would refuse now)."""
    from zooloretto.ui.zoo import render
    from zooloretto.ui.text import tr
    drawn = drawn_texts(monkeypatch, render, "blit_text")
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=one_tile_to_place(seats), confirm_turn=True)
    try:
        do(t, Take(0))
        do(t, Place("camel", "barn"))
        assert t.scene.flow.unconfirmed
        drawn.clear()
        t.app.invalidate(), t.app.step([])
        waiting = tr("game.status.prompt_confirm")
        assert waiting in drawn and tr("game.status.prompt_turn") not in drawn
        assert "End turn" in waiting and "Take back" in waiting
        assert t.press("end_turn")
        drawn.clear()
        t.app.invalidate(), t.app.step([])
        assert waiting not in drawn
    finally:
        t.close()


def test_the_last_player_of_a_round_gets_the_same_turn_check():
    """The round's last turn is checked like any other: Take back returns to the round."""
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    s = game(2, seed=2)
    load_truck(s, 0, ["camel"])
    mark_taken(s, 1, 1)                     # Robo has taken a truck: Ana is the last one in
    t = Table.open(session=session_with(seats, s), confirm_turn=True)
    try:
        round_before = t.state.round
        do(t, Take(0))
        events = do(t, Place("camel", "barn"))
        assert any(e.type == "round_ended" for e in events) and t.state.round == round_before + 1
        assert t.scene.flow.unconfirmed and t.scene.flow.mode() == "check"
        assert t.press("take_back")
        assert t.state.round == round_before and t.state.pending == ["camel"]
        do(t, Place("camel", "enclosure", 0))
        assert t.scene.flow.unconfirmed and t.press("end_turn")
        assert t.state.round == round_before + 1 and not t.scene.session.can_undo()
        check_state(t.state)
    finally:
        t.close()
