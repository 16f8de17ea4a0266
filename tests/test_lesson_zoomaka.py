"""Learn to play (Zoomaka, the card game): the lesson's script is a real, legal game whose
deal brings the core up (placing, selling, drawing, a Response out of turn, an Entrance's
fee paid without change, a second section, an Add-on); a learner who only follows where the
coach points finishes it and plays on, in every language; the coach points where the
headless table's `where` does and its card covers nothing the lesson asks for; other moves
are answered kindly; it can be skipped, left and resumed; its tips come once; the title's
Learn to play and How to play's Zoomaka topic open it."""
from __future__ import annotations

import json

import pytest

from zooloretto.lessons import Bot, Do, get
from zooloretto.lessons import zoomaka as zoomaka_lesson
from zooloretto.ui.text import LANGUAGES, tr
from zooloretto.zoomaka.rules import Loc, apply, check_state, decision, legal_actions, new_game
from zooloretto.zoomaka.rules.cards import VALUE_OF
from zooloretto.zoomaka.rules.zoo import complete

import lesson_helpers
from lesson_helpers import (assert_lesson_refused, assert_the_lesson_opens, click_button, close_app, follow,
                            follow_to_the_end, from_how_to_play, leave_and_load, script_moves, skip,
                            tip_said_once, title_app)
from tests.zoomaka_helpers import give

LESSON = get("zoomaka")


def lesson_table(size=(1280, 800), language="en", saves_dir=None):
    return lesson_helpers.lesson_table(LESSON, size, language, saves_dir, game="zoomaka")


def finish(t):
    lesson_helpers.finish(t, LESSON)


def _step_of(key: str) -> int:
    return next(i for i, s in enumerate(LESSON.steps) if getattr(s, "key", None) == key)


# ------------------------------------------------------------------ the script

def test_the_script_is_a_legal_game_whose_deal_brings_the_core_up():
    s = new_game(LESSON.players, LESSON.seed, ["You", "Bot"])
    seen = set()
    for step in script_moves(LESSON, s, legal_actions):
        events = apply(s, step.action)
        check_state(s)
        who = "" if isinstance(step, Do) else "bot:"
        seen |= {who + e.type for e in events} | {who + step.action.type}
    for rule in ("place", "sell", "end_turn", "respond", "cancelled", "entrance", "fee_charged",
                 "addon", "bot:direct", "bot:pay", "bot:fee_settled", "bot:end_turn"):
        assert rule in seen, f"the lesson never shows {rule}"
    me = s.players[LESSON.learner]
    ocean = me.section("ocean")
    assert len(ocean.animals) == 2 and len(ocean.addons) == 1      # started, added to, an Add-on
    assert me.section("reptile") is not None                       # a second section
    assert len(me.bank) == 3 and not s.players[1].bank             # sold one, was paid two
    paid = [step.action.card for step in LESSON.steps if isinstance(step, Bot) and step.action.type == "pay"]
    assert sum(VALUE_OF[c] for c in paid) == 5 and VALUE_OF["ocean-4"] + VALUE_OF["ocean-1"] == 3  # as "paid" says
    assert not s.game_over and s.current == LESSON.learner and decision(s) == "turn"
    keys = [step.key for step in LESSON.steps if not isinstance(step, Bot)]
    for topic in ("goal", "turn", "place_first", "place_more", "sell", "draw", "respond",
                  "entrance", "paid", "addon", "complete", "the_end"):
        assert f"lesson.zoomaka.{topic}" in keys


def test_every_sentence_of_the_lesson_is_in_the_four_languages():
    keys = {s.key for s in LESSON.steps if not isinstance(s, Bot)} | {t.key for t in LESSON.tips}
    english = json.load(open("zooloretto/locales/lesson.en.json", encoding="utf-8"))["en"]["zoomaka"]
    for language in LANGUAGES:
        words = json.load(open(f"zooloretto/locales/lesson.{language}.json", encoding="utf-8"))[language]
        assert "Zoomaka" in words["choose_body"]
        for key in keys:
            name = key.split(".")[-1]
            text = words["zoomaka"].get(name)
            assert text, f"{key} is missing in {language}"
            assert ("%{bot}" in text) == ("%{bot}" in english[name]), f"{key} in {language}"


def test_the_tips_are_the_rules_own_moments():
    s = give(new_game(2, 5), 0, hand=[], bank=["bird-1"])
    assert not zoomaka_lesson._asked_to_pay(s) and not zoomaka_lesson._first_complete(s)
    give(s, 0, zoo={"ocean": ["ocean-1", "ocean-2", "ocean-3", "ocean-4"]}, clear=False)
    assert complete(s.players[0].section("ocean")) and zoomaka_lesson._first_complete(s)
    s = give(new_game(2, 5, start_player=1), 1, hand=["two_color_entrance-7"],
             zoo={"ocean": ["ocean-1", "ocean-2"]})
    give(s, 0, hand=["bird-1"], bank=["bird-2", "bird-3"])
    apply(s, next(a for a in legal_actions(s) if a.type == "entrance"))
    assert s.current == 0 and decision(s) == "fee" and zoomaka_lesson._asked_to_pay(s)


# ------------------------------------------------------------------ the coach at the table

@pytest.mark.parametrize("language,size", [(lang, (1280, 800)) for lang in LANGUAGES]
                         + [("en", (1024, 640)), ("de", (2560, 1440))])
def test_a_learner_who_follows_the_coach_finishes_the_lesson_and_plays_on(language, size):
    t = lesson_table(size=size, language=language)
    try:
        finish(t)
        session = t.scene.session
        assert session.record.meta["lesson"]["step"] == len(LESSON.steps)
        free = t.legal()
        assert free, "after the lesson the learner plays freely"
        assert t.drag(*t.where(free[0]))
    finally:
        t.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_note_is_drawn_at_the_normal_size_at_1024x640(language):
    """The coach's card takes the room between the learner's sections and the new sections'
    places, and every note and tip keeps the normal letters in a small window (the note on
    complete sections was drawn half as large, in Russian too)."""
    from zooloretto.ui.kit.coach import NOTE_SIZE
    from zooloretto.ui.kit.paint import paragraphs_height, text_font
    t = lesson_table(size=(1024, 640), language=language)
    normal = text_font(t.app, NOTE_SIZE)
    coach = t.scene.coach

    def at_normal_size(sentence, mode):
        room, font = coach.note(sentence, mode)
        assert paragraphs_height(sentence, normal, room.w, 1.2) <= room.h, (language, sentence)
        assert font.get_height() == normal.get_height()
    try:
        said = 0
        for _ in range(100):
            if t.coach() is None:
                break
            at_normal_size(coach.sentence(), coach.mode())
            said += 1
            follow(t)
        assert said >= len([s for s in LESSON.steps if not isinstance(s, Bot)])
        for tip in LESSON.tips:          # told in free play, on the card where the lesson left it
            at_normal_size(tr(tip.key, **coach.names()), "tip")
    finally:
        t.close()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (2560, 1440)])
def test_the_coach_s_card_covers_nothing_the_lesson_asks_for(size):
    t = lesson_table(size=size)
    try:
        for _ in range(100):
            c = t.coach()
            if c is None:
                break
            card, L = t.scene.coach.hooks.card(), t.scene.layout
            assert L.panels[0].contains(card), "the card leaves the learner's zoo"
            for loc, rect in L.rects.items():
                if loc.area in ("hand", "draw", "discard", "settings", "new", "bank", "section") \
                        and loc.seat in (None, 0):
                    assert not rect.colliderect(card), f"the card covers {loc}"
            if c.piece is not None:
                piece, drop = t.scene.coach.hooks.rects(t.scene.coach.progress.expected())
                assert piece.collidepoint(c.piece) and drop.collidepoint(c.drop)
            follow(t)
    finally:
        t.close()


def test_the_coach_rings_the_ocean_animal_and_the_new_section_s_place():
    t = lesson_table()
    try:
        follow(t, 3)                                       # welcome, goal, a turn's actions
        c = t.coach()
        assert not c.next and "ocean" in c.text
        L = t.scene.layout
        assert L.hit(c.piece)[0] == Loc("hand", 0, slot=t.state.players[0].hand.index("ocean-4"))
        assert L.hit(c.drop)[0].area == "new"
    finally:
        t.close()


def test_another_legal_move_is_answered_kindly_and_the_lesson_goes_on():
    t = lesson_table()
    try:
        follow(t, 3)
        c = t.coach()
        other = next(a for a in t.legal() if a != LESSON.steps[3].action and a.type == "sell")
        assert t.drag(*t.where(other)) == []               # nothing played
        assert t.scene.message[0].startswith("Nice try! Let's first follow the lesson:")
        assert t.refusal is None                           # not the rules' refusal: the coach's word
        assert t.coach() == c and not t.scene.session.record.actions
        finish(t)
    finally:
        t.close()


def test_the_response_is_asked_out_of_turn_and_the_bar_s_pass_waits():
    t = lesson_table()
    try:
        while t.scene.coach.progress.step < _step_of("lesson.zoomaka.respond"):
            follow(t)
        c = t.coach()
        assert t.state.active == 1 and t.state.current == 0        # the bot's turn, the learner asked
        assert "No Way!" in c.text and t.scene.layout.hit(c.drop)[0] == Loc("discard")
        assert t.press("flow_pass") and len(t.scene.session.record.actions) == 8   # Pass: not the lesson's
        follow(t)
        assert t.scene.session.record.actions[-1] == LESSON.steps[_step_of("lesson.zoomaka.respond")].action
    finally:
        t.close()


def test_free_play_tips_are_said_once_and_kept_in_the_save():
    t = lesson_table()
    try:
        follow_to_the_end(t)
        assert t.coach() is None
        ocean = t.scene.session.state.players[0].section("ocean")
        ocean.animals += ["ocean-2", "ocean-3"]                    # pretended: complete
        c = t.coach()
        assert c is not None and c.next and "first complete section" in c.text
        tip_said_once(t, ["complete"])
        del ocean.animals[-2:]
    finally:
        t.close()


def test_skip_ends_the_lesson_and_the_game_goes_on():
    t = lesson_table()
    try:
        skip(t, LESSON)
        t.bots_move()                      # the bot, asked about the learner's animal, answers
        played = len(t.scene.session.record.actions)
        other = next(a for a in t.legal() if a != LESSON.steps[5].action)
        assert t.drag(*t.where(other))
        assert len(t.scene.session.record.actions) == played + 1
    finally:
        t.close()


def test_a_left_lesson_resumes_from_its_autosave_at_its_note(tmp_path):
    from zooloretto.ui.headless import Table

    def to_the_payment(t):
        while t.scene.coach.progress.step < _step_of("lesson.zoomaka.paid"):
            follow(t)
    session = leave_and_load(lesson_table(saves_dir=tmp_path), to_the_payment)
    assert session.game == "zoomaka" and session.record.meta["lesson"]["name"] == "zoomaka"
    t = Table.open(session=session, saves_dir=tmp_path)
    try:
        assert t.coach().text.startswith("Bruno paid with two bank cards")     # where it was left
        finish(t)
    finally:
        t.close()


@pytest.mark.parametrize("lesson", [{"name": "zoomaka", "step": -1}, {"name": "zoomaka", "step": "3"},
                                    {"name": "zoomaka", "step": 0, "told": "fee"}, "zoomaka"])
def test_a_hostile_lesson_in_a_zoomaka_save_is_refused_cleanly(lesson):
    from zooloretto.ui.session import GameSession, Seat
    record = GameSession.new([Seat("Anna"), Seat("Bruno", "bot", "easy")], seed=LESSON.seed,
                             game="zoomaka").record
    assert_lesson_refused(record, lesson)


# ------------------------------------------------------------------ the way in

def _menu_app(monkeypatch, tmp_path):
    from zooloretto.ui.dice.scene import DiceTableScene
    from zooloretto.ui.zoomaka.scene import ZoomakaTableScene
    return title_app(monkeypatch, tmp_path, [DiceTableScene, ZoomakaTableScene])


def test_learn_to_play_offers_zoomaka_and_opens_its_lesson(monkeypatch, tmp_path):
    app = _menu_app(monkeypatch, tmp_path)
    try:
        title = app.top
        click_button(app, title.named["learn"])
        click_button(app, title.dialog.button_for("help.topic_zoomaka"))
        assert_the_lesson_opens(app.top, "zoomaka_table", "zoomaka")
    finally:
        close_app(app)


def test_how_to_play_s_zoomaka_topic_opens_the_lesson(monkeypatch, tmp_path):
    app = _menu_app(monkeypatch, tmp_path)
    try:
        assert_the_lesson_opens(from_how_to_play(app, "zoomaka"), "zoomaka_table", "zoomaka")
    finally:
        close_app(app)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_note_on_complete_sections_gives_every_size_the_rules_have(lang):
    """A teacher must not leave a size out: the note names each section size of the deck."""
    from zooloretto.ui.text import set_language
    from zooloretto.zoomaka.rules.cards import SECTION_SIZE
    set_language(lang)
    try:
        note = tr("lesson.zoomaka.complete")
    finally:
        set_language("en")
    for size in sorted(set(SECTION_SIZE.values())):
        assert str(size) in note, (lang, size)
