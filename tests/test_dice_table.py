"""The dice game's table, driven through the headless Table with posted events:
every legal action is the gesture `where` gives; illegal drops are refused with the
rules' reason and change nothing; bots play whole games; the shown state equals the real
one; save, load, Continue, undo; the hand-over; the results. No sleeps, no clock."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.dice.rules import Load, Roll, Take, legal_actions
from zooloretto.zoo.rules import saves
from zooloretto.ui.headless import Table
from zooloretto.ui.text import set_language
from zooloretto.ui.session import GameSession, Seat

from sampling import quick


def seats(n, bots=(), level="easy"):
    return [Seat(f"P{i + 1}", "bot" if i in bots else "human", level if i in bots else None)
            for i in range(n)]


def open_table(n=2, seed=1, bots=(), size=(1024, 640), **kw):
    session = GameSession.new(seats(n, bots), seed=seed, game="dice")
    return Table.open(session=session, size=size, **kw)


def pixels(t):
    return pygame.image.tobytes(t.app.screen, "RGB")


def shown_is_real(t):
    t.app.step([])
    return t.scene.shown.state.to_json() == t.state.to_json()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_legal_action_through_where_and_drag_is_that_action(n):
    t = open_table(n, seed=n, size=(1024, 640) if n < 4 else (1280, 800))
    try:
        rng, kinds = random.Random(n), set()
        for _ in range(quick(60, 24)):          # the quick run: 24 moves of 60
            acts = t.legal()
            if not acts:
                break
            for a in acts:          # every one has a gesture on screen
                src, dst = t.where(a)
                assert t.scene.layout.hit(src) and t.scene.layout.hit(dst)
            a = rng.choice(acts)
            before, state = pixels(t), t.state.to_json()
            events = t.drag(*t.where(a))
            assert events
            assert t.scene.session.record.actions[-1] == a, (a, t.refusal)
            assert t.state.to_json() != state and pixels(t) != before
            assert shown_is_real(t)
            kinds.add(type(a))
        assert kinds == {Roll, Load, Take}
    finally:
        t.close()


def test_illegal_drops_are_refused_with_a_reason_and_change_nothing():
    t = open_table(2, seed=3)
    try:
        L = t.scene.layout
        from zooloretto.dice.rules.places import Loc
        t.drag(*t.where(Roll()))
        state = t.state.to_json()
        # a rolled die onto the player's own sheet
        src = L.point(Loc("tray", slot=0))
        assert t.drag(src, L.point(Loc("sheet", 0))) == []
        assert t.refusal.code == "die_to_truck" and t.state.to_json() == state
        assert "truck" in t.scene.message[0]
        # fill a truck, then try a third... fourth die on it
        t.drag(*t.where(Load(t.state.rolled[0], 0)))
        t.drag(*t.where(Load(t.state.rolled[0], 0)))
        t.drag(*t.where(Roll()))    # player 2 rolls
        t.drag(*t.where(Load(t.state.rolled[0], 0)))
        state = t.state.to_json()
        left = Loc("tray", slot=t.state.rolled_slots[0])        # the die left where it lies
        assert t.drag(L.point(left), L.point(Loc("truck", index=0))) == []
        assert t.refusal.code == "truck_full" and t.state.to_json() == state
        # a truck onto the other player's sheet, with a die still waiting
        t.drag(*t.where(Load(t.state.rolled[0], 1)))
        assert t.state.current == 0
        assert t.drag(L.point(Loc("truck", index=0)), L.point(Loc("sheet", 1))) == []
        assert t.refusal.code == "not_your_sheet"
        # a drop on nothing says nothing and changes nothing
        state = t.state.to_json()
        assert t.drag(L.point(Loc("truck", index=0)), (L.size[0] // 2, L.message.centery)) == []
        assert t.refusal is None and t.state.to_json() == state
    finally:
        t.close()


def test_click_then_click_and_keys_play_too():
    t = open_table(2, seed=4)
    try:
        from zooloretto.dice.rules.places import Loc
        L = t.scene.layout
        app = t.app
        from ui_events import down, up
        p = L.point(Loc("supply"))
        app.step([down(p)]), app.step([up(p)])          # a click on the supply rolls
        assert len(t.state.rolled) == 2
        die, truck = L.point(Loc("tray", slot=0)), L.point(Loc("truck", index=2))
        for pos in (die, truck):
            app.step([down(pos)]), app.step([up(pos)])
        assert len(t.state.trucks[2]) == 1
        t.key(pygame.K_1)                                # the other die onto truck 1
        assert len(t.state.trucks[0]) == 1 and t.state.current == 1
        t.key(pygame.K_3), t.key(pygame.K_t)             # select truck 3, take it
        assert t.state.sheets[1].taken is not None
    finally:
        t.close()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_whole_games_with_bots_through_the_table(n):
    t = open_table(n, seed=20 + n, bots=range(1, n), size=(1280, 800))
    try:
        rng = random.Random(n)
        for _ in range(400):
            t.bots_move()
            assert shown_is_real(t)
            acts = t.legal()
            if not acts:
                break
            t.drag(*t.where(rng.choice(acts)))
        assert t.state.game_over
        t.app.step([])
        assert t.press("results")
        assert t.app.top.screen_name == "dice_results"
        t.app.step([])
    finally:
        t.close()


def test_a_game_of_bots_alone_ends_on_the_results():
    t = open_table(3, seed=5, bots=(0, 1, 2))
    try:
        t.bots_move()
        assert t.state.game_over
        for _ in range(3):
            t.app.step([], dt=1.0)
        assert t.app.top.screen_name == "dice_results"
    finally:
        t.close()


def test_save_load_continue_and_undo_after_load(tmp_path):
    t = open_table(2, seed=6)
    try:
        t.drag(*t.where(Roll()))
        t.drag(*t.where(Load(t.state.rolled[0], 1)))
        path = saves.write(t.scene.session.record, tmp_path / "dice.json")
        assert t.scene.session.autosave() is not None       # Continue finds the latest autosave
    finally:
        t.close()
    t = Table.open(path, size=(1024, 640))
    try:
        assert t.scene.session.game == "dice" and len(t.state.rolled) == 1
        assert t.press("undo") and len(t.state.rolled) == 2 and not t.state.trucks[1]
        assert shown_is_real(t)
        assert not t.scene.undo()                             # the roll stays
    finally:
        t.close()


def test_the_turn_check_takes_a_finished_turn_back():
    t = open_table(2, seed=7, confirm_turn=True)
    try:
        t.drag(*t.where(Roll()))
        t.drag(*t.where(Load(t.state.rolled[0], 0)))
        t.drag(*t.where(Load(t.state.rolled[0], 0)))
        assert t.scene.session.unconfirmed == 0 and t.legal() == []
        assert t.press("take_back") and t.state.current == 0 and len(t.state.rolled) == 1
        t.drag(*t.where(Load(t.state.rolled[0], 2)))
        assert t.press("end_turn") and t.state.current == 1 and t.legal()
    finally:
        t.close()


def test_hot_seat_hand_over_between_two_people():
    t = open_table(2, seed=8, hand_overs=True)
    try:
        assert t.scene.flow.handing_over and t.legal() == []
        assert t.drag(*t.where(Roll())) == [] and not t.state.rolled
        assert t.press("ready")
        t.drag(*t.where(Roll()))
        t.drag(*t.where(Load(t.state.rolled[0], 0)))
        t.drag(*t.where(Load(t.state.rolled[0], 0)))
        t.app.step([])
        assert t.scene.flow.handing_over and "P2" in t.scene.dialog.title_kwargs["name"]
        assert t.press("ready") and not t.scene.flow.handing_over
        assert t.drag(*t.where(Take(0)))
    finally:
        t.close()


def test_hint_suggests_and_do_it_plays_it():
    t = open_table(2, seed=9)
    try:
        t.drag(*t.where(Roll()))
        t.key(pygame.K_h)
        t.app.step([])
        hint = t.scene.hint
        assert hint in legal_actions(t.state)
        assert t.press("do_it")
        assert t.scene.session.record.actions[-1] == hint
    finally:
        t.close()


def test_results_show_the_breakdown_in_russian():
    session = GameSession.new(seats(2, bots=(1,)), seed=10, game="dice")
    rng = random.Random(3)
    while not session.state.game_over:
        session.play(rng.choice(legal_actions(session.state)))
    t = Table.open(session=session, size=(1024, 640), language="ru")
    try:
        t.app.open("dice_results", session, how="replace")
        t.app.step([])
        scene = t.app.top
        from zooloretto.ui.dice.results import rows
        table = rows(scene.scores)
        assert [r[1] for r in table][:5] == ["crocodile", "ostrich", "monkey", "elephant", "lion"]
        assert sum(cell[0] for r in table for cell in r[2][:1]) == scene.scores["players"][0]["total"]
        from zooloretto.ui.dice.results import headline
        title, _ = headline(scene.scores, ["P1", "P2"])
        assert "побежда" in title or "победа" in title
    finally:
        t.close()


def test_the_show_runs_event_by_event_and_never_changes_the_game():
    from zooloretto.dice.rules import apply, new_game
    from zooloretto.ui.dice.shown import Shown
    real = new_game(2, 12)
    shown = Shown(real, factor=lambda: 1.0)
    events = apply(real, Roll())
    shown.push(events)
    before = real.to_json()
    shown.update(0.1, real)
    assert shown.busy and shown.step.event.type == "dice_rolled" and shown.step.progress < 1
    assert real.to_json() == before                     # the tumble changes nothing real
    events = apply(real, Load(real.rolled[0], 0)) + apply(real, Load(real.rolled[0], 0))
    shown.push(events)
    steps = 0
    while shown.busy:
        shown.update(0.05, real)
        steps += 1
    assert steps > 10 and shown.state.to_json() == real.to_json()
    rng = random.Random(4)                              # whole games: the effects are the rules'
    while not real.game_over:
        shown.push(apply(real, rng.choice(legal_actions(real))))
        shown.finish(shown.state)                       # no catching up: the effects alone
        mine, theirs = shown.state.to_json(), real.to_json()
        mine["current"] = theirs["current"]             # the turn passing is no event
        assert mine == theirs


def test_tooltips_say_what_a_place_is():
    from zooloretto.dice.rules.places import Loc
    t = open_table(2, seed=13, language="fr")
    try:
        L = t.scene.layout
        lines = t.hover(L.point(Loc("bonus", 0, 4)))
        assert lines and "lion" in lines[0] and "2 points" in lines[0]
        lines = t.hover(L.point(Loc("sheet", 1)))
        assert lines[0] == "P2" and lines[-1][0].startswith("=")
        assert "caisse" in t.hover(L.point(Loc("truck", index=0)))[1]
    finally:
        t.close()
        set_language("en")              # the next test on this worker reads English


def test_a_refused_die_flies_home_and_the_game_stays_as_it_was():
    from zooloretto.dice.rules.places import Loc
    t = open_table(2, seed=14)
    try:
        t.drag(*t.where(Roll()))
        t.app.settings.animation_speed = "normal"
        L, state = t.scene.layout, t.state.to_json()
        assert t.drag(L.point(Loc("tray", slot=1)), L.point(Loc("coin", 0, slot=2))) == []
        assert t.refusal.code == "die_to_truck" and t.scene.anim.busy and t.scene.returning == Loc("tray", slot=1)
        for _ in range(10):
            t.app.step([], dt=0.05)
        assert not t.scene.anim.busy and t.scene.returning is None and t.state.to_json() == state
    finally:
        t.close()


def test_the_pause_menu_saves_a_dice_game_and_quits_to_the_title():
    t = open_table(3, seed=15, bots=(2,))
    try:
        t.drag(*t.where(Roll()))
        t.key(pygame.K_ESCAPE)                          # Esc: the pause menu over the table
        pause = t.app.top
        assert pause.screen_name == "pause" and pause.session is t.scene.session
        pause.write_save("dice evening")
        back = GameSession.load(pause.saved_path)
        assert back.game == "dice" and back.state.to_json() == t.state.to_json()
        assert back.record.meta["title"] == "dice evening"
        pause.close_dialog()
        pause.ask_quit()
        key, quit_now = pause.dialog.buttons[-1]
        assert key == "menu.quit_yes"
        quit_now(pause.dialog)
        assert [s.screen_name for s in t.app.stack] == ["title"]
    finally:
        t.close()


@pytest.mark.parametrize("lang", ["en", "ru", "fr", "de"])
def test_the_table_draws_in_each_language_and_size(lang):
    t = open_table(4, seed=16, bots=(1, 2, 3), size=(1280, 800), language=lang)
    try:
        t.drag(*t.where(Roll()))
        for size in ((1024, 640), (1600, 1000), (1280, 800)):
            t.app.resize(size)
            t.app.step([])
        assert t.scene.layout.size == t.app.size
        assert t.drag(*t.where(Load(t.state.rolled[0], 3)))
    finally:
        t.close()


def test_closing_a_table_gives_back_the_language_it_found(tmp_path):
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession, Seat
    from zooloretto.ui.text import language, set_language
    set_language("en")
    table = Table.open(session=GameSession.new([Seat("Ana"), Seat("Leo")], seed=2, game="dice"),
                       language="fr")
    assert language() == "fr"
    table.close()
    assert language() == "en"
