"""Zoomaka on screen, driven through the headless Table with posted events: a person plays
a whole game against bots by the drags `where` gives; a card dropped where the rules
refuse it is told why in the player's language and changes nothing; an out-of-turn
question (a Direct Capture to play or not) is a prompt to the player asked; at a hot-seat
table a hand shows only after its owner took the seat; saves load and play on."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from tests.zoomaka_helpers import game, give
from zooloretto.zoo.rules import saves
from zooloretto.zoomaka.rules import EndTurn, Move, Pass, Place, Respond, Setting
from zooloretto.zoomaka.rules.cards import TYPES
from zooloretto.zoomaka.rules.places import Loc
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoomaka.draw import hand_hidden
from zooloretto.ui.zoomaka.words import choice_labels
from zooloretto.zoomaka.rules.gestures import choices

from sampling import quick


def seats(n, bots=(), level="easy"):
    return [Seat(f"P{i + 1}", "bot" if i in bots else "human", level if i in bots else None)
            for i in range(n)]


def open_table(n=3, seed=4, bots=(1, 2), size=(1024, 640), **kw):
    session = GameSession.new(seats(n, bots), seed=seed, game="zoomaka")
    return Table.open(session=session, size=size, **kw)


def session_on(state, people):
    """A session on a built position (seats in `people` are persons, the rest easy bots)."""
    names = [p.name for p in state.players]
    meta = {"seats": [{"name": n, "kind": "human" if q in people else "bot",
                       "level": None if q in people else "easy"} for q, n in enumerate(names)]}
    setup = {"players": len(names), "seed": state.seed, "names": names, "start_player": 0}
    return GameSession(ZoomakaRecord(setup, state, [], meta))


def person_move(t):
    """The person's move: the first legal one that is no rearrangement (moves right after a
    Move are free, and a bot-free loop of them would never end)."""
    return next(a for a in t.legal() if type(a) is not Move)


def test_a_person_plays_a_whole_game_against_bots_by_drags():
    # the quick run plays the deal of seed 6: a shorter game (300 actions, not 400) that meets
    # every kind of move the person drags and a drop of several meanings (--full: seed 4)
    t = open_table(seed=quick(4, 6))
    try:
        steps = 0
        while not t.state.game_over and steps < 3000:
            t.bots_move()
            if t.state.game_over:
                break
            action = person_move(t)
            if action == Pass():
                assert t.press("pass")
            else:
                before = len(t.scene.session.record.actions)
                events = t.drag(*t.where(action))
                if not events and t.scene.dialog is not None:     # one drop, several meanings
                    found = choices(t.state, *t.scene.session.rules.gesture_of(t.state, action))
                    assert t.press(choice_labels(found, t.scene.names())[found.index(action)])
                assert len(t.scene.session.record.actions) > before, (action, t.refusal)
                assert t.scene.session.record.actions[before] == action
            steps += 1
        assert t.state.game_over
        assert t.press("results")
        assert t.app.top.screen_name == "zoomaka_results"
    finally:
        t.close()


def test_a_refused_drop_says_the_rules_reason_in_the_players_language():
    s = game(2, seed=3)
    give(s, 0, hand=["bird-1", "coffee-1"], zoo={"reptile": ["reptile-1"]})
    t = Table.open(session=session_on(s, people=(0,)), size=(1024, 640), language="fr")
    try:
        before = t.state.to_json()
        bird = t.scene.hits.point(Loc("hand", 0, slot=0))
        reptiles = t.scene.hits.point(Loc("section", 0, 0))
        assert t.drag(bird, reptiles) == []
        assert t.refusal.code == "not_its_type"
        said = t.scene.message[0]
        assert said.startswith("Cet animal") and said != str(t.refusal)      # French, the rules' reason
        settings = t.scene.hits.point(Loc("settings"))
        assert t.drag(bird, settings) == [] and t.refusal.code == "wrong_kind"
        assert t.state.to_json() == before
        # what lights up while the bird is held is what the rules accept: its section's place
        t.scene.hand.selected = Loc("hand", 0, slot=0)
        lit = t.scene.hand.lit()
        assert Loc("new", 0, slot=TYPES.index("bird")) in lit
        assert Loc("bank", 0) in lit and Loc("section", 0, 0) not in lit
    finally:
        t.close()


def capture_position():
    s = game(2, seed=5)
    give(s, 0, hand=["bird-1"])
    give(s, 1, hand=["direct_capture-1"], zoo={"bird": ["bird-2"]})
    return s


def test_an_out_of_turn_question_is_a_prompt_to_the_player_asked():
    t = Table.open(session=session_on(capture_position(), people=(0, 1)), size=(1024, 640))
    try:
        assert t.drag(*t.where(Place("bird-1", "bird")))
        assert t.state.current == 1 and t.state.active == 0
        assert t.scene.viewer == 1                     # P2's hand is shown to answer
        assert Pass() in t.legal()
        capture = next(a for a in t.legal() if type(a) is Respond)
        events = t.drag(*t.where(capture))
        assert any(e.type == "card_played" for e in events)
        assert "bird-1" in t.state.players[1].section("bird").animals
        assert t.state.current == 0 and t.scene.viewer == 0
    finally:
        t.close()


def test_a_question_let_pass_by_the_button():
    t = Table.open(session=session_on(capture_position(), people=(0, 1)), size=(1024, 640))
    try:
        t.drag(*t.where(Place("bird-1", "bird")))
        assert t.press("pass")
        assert t.state.current == 0 and "bird-1" in t.state.players[0].section("bird").animals
    finally:
        t.close()


def test_hot_seat_shows_a_hand_only_after_its_owner_took_the_seat():
    t = Table.open(session=session_on(capture_position(), people=(0, 1)), size=(1024, 640),
                   hand_overs=True)
    try:
        assert hand_hidden(t.scene) and t.legal() == []
        assert t.press("ready")
        assert not hand_hidden(t.scene) and t.scene.viewer == 0
        t.drag(*t.where(Place("bird-1", "bird")))
        # P2 is asked out of turn: the hand-over first, P1's hand no longer shown
        assert t.state.current == 1 and hand_hidden(t.scene) and t.legal() == []
        assert t.press("ready")
        assert t.scene.viewer == 1 and not hand_hidden(t.scene) and Pass() in t.legal()
    finally:
        t.close()


def test_undo_within_a_turn_and_saves_load_and_play_on(tmp_path):
    session = GameSession.new(seats(2, bots=(1,)), seed=11, game="zoomaka")
    t = Table.open(session=session, size=(1024, 640), saves_dir=tmp_path)
    try:
        t.bots_move()
        # a Setting asks nobody (no action: rulings ANSWERED_ACTIONS), so it may be taken back;
        # a sale is answered by the opponent, who holds cards, and stands
        setting = next(a for a in t.legal() if type(a) is Setting)
        before = t.state.to_json()
        assert t.drag(*t.where(setting))
        assert t.press("undo") and t.state.to_json() == before
        assert t.drag(*t.where(EndTurn()))          # draw: the turn is over, and on disk
        t.bots_move()
        path = session.save_as("zoomaka test")
        legal = t.legal()
    finally:
        t.close()
    assert saves.read(path).game == "zoomaka"
    again = Table.open(path, size=(1024, 640))
    try:
        assert again.legal() == legal
        action = person_move(again)
        before = len(again.scene.session.record.actions)
        assert again.press("pass") if action == Pass() else again.drag(*again.where(action))
        assert len(again.scene.session.record.actions) == before + 1
    finally:
        again.close()


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_the_table_draws_at_both_sizes_with_five_players(size, tmp_path):
    t = open_table(n=5, seed=2, bots=(1, 2, 3, 4), size=size)
    try:
        t.bots_move()
        t.screenshot(tmp_path / "table.png")
        for a in t.legal():
            piece, drop = t.where(a) if a != Pass() else (None, None)
            if piece is not None:
                assert 0 <= piece[0] < size[0] and 0 <= drop[1] < size[1]
    finally:
        t.close()


def test_new_game_offers_zoomaka_for_five_with_the_reconstructed_deck_said(tmp_path, monkeypatch):
    from menu_helpers import click, menu_app
    from zooloretto.ui.text import tr
    gen = menu_app(tmp_path, monkeypatch)
    app = next(gen)
    try:
        click(app, "new_game")
        form = app.top
        click(app, "game_zoomaka")
        assert form.game == "zoomaka" and form.most == 5
        assert ("zoomaka.reconstructed", ) == tuple(k for k, _ in form.notes if k == "zoomaka.reconstructed")
        assert "reconstructed" in tr("zoomaka.reconstructed")
        while len(form.seats) < 5:
            click(app, "add_seat")
        form.named["seed"].set_text("31")
        click(app, "start")
        assert app.top.screen_name == "zoomaka_table", getattr(form, "error", "")
        session = app.top.session
        assert session.game == "zoomaka" and len(session.state.players) == 5
        assert [p.name for p in session.state.players] == [s.name for s in form.seats]
    finally:
        gen.close()


def test_load_lists_a_zoomaka_save_and_continue_opens_its_autosave(tmp_path, monkeypatch):
    from helpers import play_randomly
    from menu_helpers import click, click_at, frames, menu_app
    from zooloretto.zoomaka.rules import legal_actions
    from zooloretto.ui.scenes import load_preview
    from zooloretto.ui.scenes.title import TitleScene
    from zooloretto.ui.text import tr
    gen = menu_app(tmp_path, monkeypatch)
    app = next(gen)
    try:
        game = GameSession.new(seats(3), seed=12, game="zoomaka")
        play_randomly(game.record, legal_actions, 12, 30)
        game.save_as("Card night")
        click(app, "load")
        load = app.top
        entry = next(e for e in load.entries if e.path.stem == "Card night")
        assert entry.error is None
        assert load_preview.status(entry.session) == tr("menu.zoomaka_save", status=tr("menu.round", n=game.state.round))
        assert load_preview.names(entry.session.state) == ["P1", "P2", "P3"]
        click_at(app, load.row_rect(entry).center)                  # the preview with each zoo drawn
        click(app, "load")
        assert app.top.screen_name == "zoomaka_table"
        assert app.top.session.state.to_json() == game.state.to_json()
        game.autosave()
        app.reset(TitleScene(app))
        frames(app)
        click(app, "continue")
        assert app.top.screen_name == "zoomaka_table"
    finally:
        gen.close()
