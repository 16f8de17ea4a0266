"""Learn to play (the dice game): the lesson's script is a real, legal game whose seeded rolls
bring every rule up; a learner who only follows where the coach points finishes it, in every
language and at a small and a large window; the coach points where the headless table's
`where` does; other moves are answered kindly; it can be skipped, left and resumed from an
autosave; a hostile meta.lesson in a dice save is refused; the title's Learn to play asks
which game, and How to play's dice topic replays it."""
from __future__ import annotations

import json

import pytest

from zooloretto.dice.rules import apply, check_state, legal_actions, new_game
from zooloretto.dice.rules.record import DiceRecord
from zooloretto.lessons import Bot, Do, get
from zooloretto.zoo.rules import saves
from zooloretto.ui.dice.layout import DiceLayout
from zooloretto.ui.text import LANGUAGES

import lesson_helpers
from lesson_helpers import (assert_lesson_refused, assert_the_lesson_opens, click_button, close_app, follow,
                            follow_to_the_end, from_how_to_play, leave_and_load, script_moves, skip,
                            tip_said_once, title_app)

LESSON = get("dice")


def lesson_table(size=(1024, 640), language="en", saves_dir=None, hand_overs=False):
    return lesson_helpers.lesson_table(LESSON, size, language, saves_dir, game="dice", hand_overs=hand_overs)


def finish(t):
    lesson_helpers.finish(t, LESSON)


# ------------------------------------------------------------------ the script

def test_the_script_is_a_legal_game_whose_rolls_bring_every_rule_up():
    s = new_game(LESSON.players, LESSON.seed, ["You", "Bot"])
    seen, loads = set(), []
    for step in script_moves(LESSON, s, legal_actions):      # a roll's faces are the seed's
        bot_out = s.sheets[1 - LESSON.learner].taken is not None
        events = apply(s, step.action)
        check_state(s)
        if isinstance(step, Do):
            seen |= {e.type for e in events}
            if step.action.type == "load":
                loads.append((step.action.truck, len(s.trucks[step.action.truck])))
            if step.action.type == "take" and bot_out:
                seen.add("took_alone")
        else:
            seen |= {"bot:" + e.type for e in events}
    for rule in ("dice_rolled", "die_loaded", "truck_taken", "box_crossed", "bonus_crossed",
                 "coin_crossed", "barn_crossed", "round_ended", "round_started", "took_alone",
                 "bot:truck_taken"):
        assert rule in seen, f"the lesson never shows {rule}"
    assert (0, 3) in loads                      # the learner fills a truck's three crates
    assert len({truck for truck, _ in loads}) > 1  # and loads another truck too
    assert "bonus_crossed" not in {e.split(":")[-1] for e in seen if e.startswith("bot:")}
    keys = [step.key for step in LESSON.steps if not isinstance(step, Bot)]
    for topic in ("roll", "load", "load_same", "fill", "every_die", "take", "crossed", "bonus",
                  "coins", "new_round", "roll_or_take", "alone", "barn", "the_end", "scoring"):
        assert f"lesson.dice.{topic}" in keys
    assert not s.game_over and s.current == LESSON.learner


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_the_coach_s_card_sits_beside_the_sheets_and_under_the_market(size):
    for log_open in (False, True):
        L = DiceLayout(size, 2, log_open=log_open, coach=True)
        assert L.coach.h > 0 and L.coach.top > L.market.bottom
        assert L.coach.right <= size[0] and L.coach.bottom <= size[1]
        for place, rect in L.rects.items():
            assert not rect.colliderect(L.coach), f"the card covers {place}"
        if log_open:
            assert not L.log.colliderect(L.coach) and L.log.h > L.coach.h // 2
    assert DiceLayout((1024, 640), 2).coach.w == 0        # no lesson: the sheets keep the width


# ------------------------------------------------------------------ the coach at the table

@pytest.mark.parametrize("language,size", [(lang, (1024, 640)) for lang in LANGUAGES]
                         + [("en", (2560, 1440)), ("ru", (2560, 1440))])
def test_a_learner_who_follows_the_coach_finishes_the_lesson_and_plays_on(language, size):
    t = lesson_table(size=size, language=language)
    try:
        finish(t)
        session = t.scene.session
        assert session.record.meta["lesson"]["step"] == len(LESSON.steps)
        assert t.scene.layout.coach.w == 0          # the card is gone, the sheets take the room
        free = t.legal()
        assert free, "after the lesson the learner plays freely"
        assert t.drag(*t.where(free[-1]))
    finally:
        t.close()


def test_the_round_s_summary_comes_between_the_lesson_s_steps_and_a_click_lets_it_go():
    t = lesson_table(hand_overs=True)               # as in the game: a round's end is summed up
    try:
        summaries = 0
        for _ in range(100):
            if t.scene.flow.waiting:
                summaries += 1
                assert t.coach().piece is None       # nothing is pointed at under the summary
                assert t.press("go_on")
            elif t.coach() is None:
                break
            else:
                follow(t)
        assert summaries == 2 and t.scene.session.record.actions == LESSON.actions
    finally:
        t.close()


def test_the_coach_rings_the_supply_and_the_tray_for_a_roll_and_waits():
    t = lesson_table()
    try:
        follow(t, 2)                                 # welcome, goal
        c = t.coach()
        assert c.piece is not None and not c.next
        piece, drop = t.scene.coach.hooks.rects(LESSON.steps[2].action)
        assert piece == t.scene.layout.supply and drop == t.scene.layout.tray
        assert piece.collidepoint(c.piece) and drop.collidepoint(c.drop)
        assert t.coach() == c                        # nothing happens until the learner moves
    finally:
        t.close()


def test_another_legal_move_is_answered_kindly_and_the_lesson_goes_on():
    t = lesson_table()
    try:
        follow(t, 3)                                 # welcome, goal, the roll
        c = t.coach()
        other = next(a for a in t.legal() if a != LESSON.steps[3].action)   # not the crocodile on truck 1
        assert t.drag(*t.where(other)) == []         # nothing played
        assert t.scene.message[0].startswith("Nice try! Let's first follow the lesson: put the crocodile on truck 1")
        assert t.refusal is None                     # not the rules' refusal: the coach's word
        assert t.coach() == c and len(t.scene.session.record.actions) == 1
        finish(t)
    finally:
        t.close()


def test_the_hint_in_the_lesson_is_the_coach_s_move():
    t = lesson_table()
    try:
        follow(t, 2)
        assert t.press("dice_hint")
        t.app.step([])                               # no search: the script answers
        assert t.scene.hint == LESSON.steps[2].action
        assert t.press("do_it") and len(t.scene.session.record.actions) == 1
    finally:
        t.close()


def test_free_play_tips_are_said_once_and_kept_in_the_save():
    t = lesson_table()
    try:
        follow_to_the_end(t)
        assert t.coach() is None
        t.scene.session.state.last_round = True      # as when someone has one open enclosure left
        c = t.coach()
        assert c is not None and c.next and "last round" in c.text
        assert t.scene.layout.coach.w > 0            # the card comes back for the tip
        tip_said_once(t, ["last_round"])
    finally:
        t.close()


def test_skip_ends_the_lesson_and_the_game_goes_on():
    t = lesson_table()
    try:
        skip(t, LESSON)
        played = len(t.scene.session.record.actions)
        other = t.legal()[-1]
        assert other != LESSON.steps[4].action and t.drag(*t.where(other))   # any legal move now
        assert len(t.scene.session.record.actions) == played + 1
    finally:
        t.close()


def test_a_left_lesson_resumes_from_its_autosave(tmp_path):
    from zooloretto.ui.headless import Table
    session = leave_and_load(lesson_table(saves_dir=tmp_path),
                             lambda t: follow(t, 11))     # the first round taken
    assert session.game == "dice" and session.record.meta["lesson"]["name"] == "dice"
    t = Table.open(session=session, size=(1024, 640), saves_dir=tmp_path)
    try:
        assert t.coach().text.startswith("Each animal crossed")     # where it was left
        finish(t)
    finally:
        t.close()


@pytest.mark.parametrize("lesson", [
    {"name": 5, "step": 0},
    {"name": "dice", "step": -1},
    {"name": "dice", "step": 10 ** 9},
    {"name": "dice", "step": 2.5},
    {"name": "dice", "step": 0, "told": "coin_group"},
    {"name": "dice", "step": 0, "told": [["coin_group"]]},
    {"name": "dice", "step": 0, "next": "rm -rf"},
    {"name": "dice", "step": True},
    "dice", [1, 2],
])
def test_a_hostile_lesson_in_a_dice_save_is_refused_cleanly(lesson):
    assert_lesson_refused(DiceRecord.new(2, seed=LESSON.seed), lesson)


@pytest.mark.parametrize("meta,game", [
    ({"name": "dice", "step": 3, "told": []}, "other seed"),
    ({"name": "board", "step": 3, "told": []}, "dice"),          # the board game's lesson on a dice game
    ({"name": "dice", "step": 3, "told": []}, "zoo"),            # and the dice lesson on a board game
    ({"name": "nobody", "step": 3, "told": []}, "dice"),
])
def test_a_lesson_entry_of_another_game_is_played_as_any_game(meta, game):
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession, Seat
    seed = LESSON.seed + 1 if game == "other seed" else LESSON.seed
    if meta["name"] == "board":
        seed = get("board").seed
    session = GameSession.new([Seat("Anna"), Seat("Bruno", "bot", "easy")], seed=seed,
                              game="zoo" if game == "zoo" else "dice")
    session.record.meta["lesson"] = meta
    assert saves.from_json(json.loads(saves.dumps(session.record))).meta["lesson"] == meta   # well formed
    t = Table.open(session=session, size=(1024, 640))
    try:
        assert t.coach() is None                     # but it is not this game's lesson
        assert "lesson" not in t.scene.session.record.meta
        assert t.drag(*t.where(t.legal()[0]))
    finally:
        t.close()


# ------------------------------------------------------------------ the way in

def _menu_app(monkeypatch, tmp_path, offered=True, size=(1024, 640)):
    from zooloretto.ui.dice.scene import DiceTableScene
    return title_app(monkeypatch, tmp_path, [DiceTableScene], offered=offered, size=size)


def test_learn_to_play_asks_which_game_and_opens_the_dice_lesson(monkeypatch, tmp_path):
    app = _menu_app(monkeypatch, tmp_path)
    try:
        title = app.top
        click_button(app, title.named["learn"])
        assert app.top is title and title.dialog is not None        # which game?
        click_button(app, title.dialog.button_for("menu.cancel"))
        assert app.top is title and title.dialog is None             # no game started
        click_button(app, title.named["learn"])
        click_button(app, title.dialog.button_for("help.topic_dice"))
        assert_the_lesson_opens(app.top, "dice_table", "dice")
    finally:
        close_app(app)


def test_how_to_play_s_dice_topic_replays_the_lesson(monkeypatch, tmp_path):
    app = _menu_app(monkeypatch, tmp_path)
    try:
        assert_the_lesson_opens(from_how_to_play(app, "dice"), "dice_table", "dice")
    finally:
        close_app(app)


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_the_first_start_s_note_leaves_the_title_picture_alone(monkeypatch, tmp_path, size):
    from zooloretto.ui.kit import unit
    app = _menu_app(monkeypatch, tmp_path, offered=False, size=size)
    try:
        title = app.top
        assert title.suggest_lesson
        note = title.suggestion_note(unit(app))[0]
        assert note.top >= title.tagline.bottom                    # under the tagline
        assert note.right < title.named["learn"].rect.x             # beside the button it points at
        assert title.zoo_area.top > note.bottom                     # the picture starts below it
    finally:
        close_app(app)
