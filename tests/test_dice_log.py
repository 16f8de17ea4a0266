"""The dice table's game log: a sentence for every action naming its player, built from
the record (right after undo and after a load, never saved), in every language; the panel
opens with its button and L beside the sheets, which make room for it (every sheet and die
stays in sight, and a press on them still plays), closes with the button, L or Esc, fits
every window, and a still table with it open is not drawn again."""
from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.dice.bots import make_bot
from zooloretto.dice.rules import Load, Roll, Take, legal_actions, public_view
from zooloretto.dice.rules.places import Loc
from zooloretto.dice.rules.record import DiceRecord
from zooloretto.zoo.rules import saves
from zooloretto.ui.dice.log_lines import DiceLog, action_lines
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import LOCALES_DIR, LANGUAGES, set_language, tr

from dice_helpers import game, roll_and_load
from ui_events import down, up

NAMES = ["Ana", "Bo", "Cyrille", "Dörte"]


def seats(n, bots=()):
    return [Seat(NAMES[i], "bot" if i in bots else "human", "easy" if i in bots else None)
            for i in range(n)]


def open_table(n=2, seed=1, size=(1024, 640), **kw):
    return Table.open(session=GameSession.new(seats(n), seed=seed, game="dice"), size=size, **kw)


def pixels(t):
    return pygame.image.tobytes(t.app.screen, "RGB")


def bot_game(n, seed, record=None):
    """A whole game of easy, medium and hard bots (few iterations: quick, deterministic)."""
    record = record or DiceRecord.new(n, seed=seed, names=NAMES[:n])
    bots = [make_bot(("easy", "medium", "hard")[i % 3], seed=i, iterations=1) for i in range(n)]
    per_action = []
    while not record.state.game_over:
        s = record.state
        actor = s.current
        action = bots[actor].choose(public_view(s))
        per_action.append((actor, action, record.play(action)))
    return record, per_action


def fresh_lines(record, names):
    """The log of the same actions played on a new record."""
    again = DiceRecord.new(record.setup["players"], record.setup["seed"], record.setup["names"],
                           record.setup["start_player"])
    for a in record.actions:
        again.play(a)
    return DiceLog().lines(again, names)


# ---------------------------------------------------------------------------- the words

@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_action_of_whole_bot_games_has_a_line_naming_its_player(n):
    set_language("en")
    record, played = bot_game(n, seed=30 + n)
    names, kinds, expected = NAMES[:n], set(), []
    for actor, action, events in played:
        lines = action_lines(events, names)
        assert lines, (action, events)
        seat, sentence, news = lines[0]
        assert not news and all(line.news for line in lines[1:])
        assert seat == actor and names[actor] in sentence, (action, sentence)
        assert "%{" not in sentence and "dice.log" not in sentence
        word = {Roll: "rolls", Load: "puts", Take: "takes"}[type(action)]
        assert word in sentence, sentence
        kinds |= {e.type for e in events}
        expected += lines
    assert DiceLog().lines(record, names) == expected
    assert {"dice_rolled", "die_loaded", "truck_taken", "box_crossed", "round_started",
            "last_round", "game_ended"} <= kinds
    assert "Game over" in expected[-1][1]


def test_a_take_says_what_got_crossed_coins_barn_bonus_and_ignored_dice():
    set_language("en")
    s = game(2, seed=3)
    sheet = s.sheets[0]
    sheet.pens["ostrich"] = 1                   # one box from full: the bonus comes
    sheet.pens["lion"] = 5                      # full: a lion goes to the barn
    sheet.coins = 6                             # every coin box crossed: a coin is of no use
    events = roll_and_load(s, ["ostrich", "lion"], [0, 0])
    events += roll_and_load(s, ["coin", "monkey"], [0, 1])
    from zooloretto.dice.rules import apply
    take = apply(s, Take(0))
    lines = action_lines(take, ["Ana", "Bo"])
    seat, sentence, _ = lines[0]
    sentence = sentence.replace("\u00a0", " ")      # a number stays with its word
    assert seat == 0 and sentence.startswith("Ana takes truck 1:")
    assert "ostrich crossed" in sentence and "ostrich bonus +1" in sentence
    assert "lion into the barn" in sentence and "coin of no use" in sentence
    rolled = action_lines(events[:1], ["Ana", "Bo"])[0][1]
    assert rolled == "Ana rolls ostrich and lion."


def test_a_name_from_a_file_is_made_safe_and_a_missing_seat_says_a_mark():
    from zooloretto.dice.rules.events import DieLoaded
    lines = action_lines([DieLoaded(5, "lion", 1, 0)], ["Ana", "Bo"])
    assert lines == [(5, tr("dice.log.loaded", name="?", face=tr("dice.face.lion"), truck=2), False)]


def _keys(d, prefix=""):
    out = {}
    for k, v in d.items():
        if isinstance(v, dict) and not set(v) <= {"zero", "one", "few", "many", "other"}:
            out.update(_keys(v, prefix + k + "."))
        else:
            out[prefix + k] = v
    return out


def test_every_log_key_is_in_all_four_languages():
    catalogs = {lang: json.loads((LOCALES_DIR / f"dice.{lang}.json").read_text("utf-8"))[lang]
                for lang in LANGUAGES}
    keys = {lang: {k: v for k, v in _keys(c).items() if k.startswith("log.") or k == "button.log"}
            for lang, c in catalogs.items()}
    assert len(keys["en"]) >= 15
    for lang in LANGUAGES:
        assert set(keys[lang]) == set(keys["en"]), lang
        for k, v in keys[lang].items():
            forms = v.values() if isinstance(v, dict) else [v]
            assert all(isinstance(f, str) and f.strip() for f in forms), (lang, k)
            if isinstance(v, dict):
                assert set(v) == ({"one", "few", "many"} if lang == "ru" else {"one", "other"}), (lang, k)
            if lang != "en" and k not in ("log.list",):
                assert v != keys["en"][k], (lang, k)       # said in that language, not copied


# ---------------------------------------------------------------------------- from the record

def test_the_log_after_undo_equals_the_same_actions_played_fresh():
    t = open_table(2, seed=7, confirm_turn=True)
    try:
        log = t.scene.log
        t.drag(*t.where(Roll()))
        first, second = t.state.rolled
        t.drag(*t.where(Load(first, 0)))
        assert len(log.lines()) == 2                   # built (and cached) before the undo
        assert t.press("undo") and len(t.state.rolled) == 2
        t.drag(*t.where(Load(second, 2)))              # as many actions as before the undo
        lines = log.lines()
        assert lines == fresh_lines(t.scene.session.record, NAMES[:2])
        assert "truck 3" in lines[-1][1] and tr("dice.face." + second) in lines[-1][1]
        t.key(pygame.K_l)                              # drawn, then the whole turn taken back
        assert log.open and log.drawn == 2
        t.drag(*t.where(Load(first, 1)))               # played beside the open log
        assert log.open and t.state.current == 1
        assert t.press("undo") and t.press("undo")
        t.app.step([])
        assert log.lines() == fresh_lines(t.scene.session.record, NAMES[:2])
        assert len(log.lines()) == 1 and log.drawn == 1
    finally:
        t.close()


def test_the_log_after_save_and_load_equals_the_same_actions_played_fresh(tmp_path):
    session = GameSession.new(seats(3, bots=(1, 2)), seed=11, game="dice")
    rng = random.Random(2)
    for _ in range(40):
        session.play(rng.choice(legal_actions(session.state)))
    path = saves.write(session.record, tmp_path / "dice.json")
    played = DiceLog().lines(session.record, NAMES[:3])
    text = path.read_text("utf-8")
    assert " rolls " not in text and "takes truck" not in text    # the log is never saved
    t = Table.open(path, size=(1280, 800))
    try:
        t.key(pygame.K_l)
        assert t.scene.log.lines() == played == fresh_lines(t.scene.session.record, NAMES[:3])
        assert t.scene.log.drawn > 5
    finally:
        t.close()


def test_the_lines_are_cached_by_the_actions_and_said_again_in_another_language():
    record, _ = bot_game(2, seed=4)
    log = DiceLog()
    set_language("en")
    try:
        english = log.lines(record, NAMES[:2])
        assert log.lines(record, NAMES[:2]) is english                 # not built again
        set_language("de")
        german = log.lines(record, NAMES[:2])
        assert german != english and len(german) == len(english)
        assert any("würfelt" in line.text for line in german)
    finally:
        set_language("en")


# ---------------------------------------------------------------------------- the panel

def test_the_log_button_and_key_open_it_and_esc_button_and_key_close_it():
    t = open_table(2, seed=3)
    try:
        t.drag(*t.where(Roll()))
        scene = t.scene
        assert "#dice_log" in scene.buttons["log"].object_ids
        t.app.step([])
        closed = pixels(t)
        assert t.press("log") and scene.log.open
        assert pixels(t) != closed and scene.log.drawn == 1
        assert t.press("log") and not scene.log.open
        assert pixels(t) == closed
        t.key(pygame.K_l)
        assert scene.log.open and pixels(t) != closed
        t.key(pygame.K_l)
        assert not scene.log.open
        t.key(pygame.K_l)
        t.key(pygame.K_ESCAPE)                          # Esc closes the log, not the game
        assert not scene.log.open and t.app.top is scene
        t.key(pygame.K_ESCAPE)
        assert t.app.top.screen_name == "pause"
    finally:
        t.close()


def test_a_press_beside_it_plays_and_it_stays_open_a_press_on_it_does_nothing():
    t = open_table(2, seed=5)
    try:
        scene = t.scene
        t.key(pygame.K_l)
        t.app.step([])
        L = scene.layout
        inside = L.log.center
        t.app.step([down(inside)]), t.app.step([up(inside)])
        assert scene.log.open and not t.state.rolled
        before = t.state.to_json()
        t.app.step([down(inside)]), t.app.step([up(inside)])
        assert scene.log.open and t.state.to_json() == before
        supply = L.point(Loc("supply"))
        assert not L.log.collidepoint(supply)
        t.app.step([down(supply)]), t.app.step([up(supply)])   # the supply's click rolls
        assert scene.log.open and len(t.state.rolled) == 2
        t.app.step([])
        lines = scene.log.lines()
        assert lines[-1][0] == 0 and lines[-1][1].startswith("Ana rolls")
    finally:
        t.close()


def test_an_empty_game_says_nothing_happened_yet():
    t = open_table(2, seed=6, language="fr")
    try:
        t.key(pygame.K_l)
        assert t.scene.log.lines() == [] and t.scene.log.drawn == 0 and t.scene.log.open
    finally:
        t.close()
        set_language("en")


def test_a_still_table_with_the_log_open_is_not_drawn_again():
    t = open_table(2, seed=8)
    try:
        t.drag(*t.where(Roll()))
        for _ in range(3):
            t.app.step([], dt=2.0)                      # the news line's time runs out
        t.key(pygame.K_l)
        for _ in range(3):
            t.app.step([], dt=0.1)
        before = t.app.draws
        for _ in range(20):
            t.app.step([], dt=1 / 60)
        assert t.app.draws == before
        t.key(pygame.K_l)                               # closing it is drawn
        assert t.app.draws > before
    finally:
        t.close()


@pytest.mark.parametrize("lang", ["en", "ru", "fr", "de"])
def test_each_language_draws_its_lines(lang):
    session = GameSession.new(seats(4, bots=(1, 2, 3)), seed=12, game="dice")
    rng = random.Random(5)
    while not session.state.game_over:
        session.play(rng.choice(legal_actions(session.state)))
    t = Table.open(session=session, size=(1024, 640), language=lang)
    try:
        t.app.step([])
        before = pixels(t)
        t.key(pygame.K_l)
        lines = t.scene.log.lines()
        assert t.scene.log.open and pixels(t) != before and t.scene.log.drawn >= 8
        assert all(NAMES[s] in text for s, text, _ in lines if s is not None)
        assert not any("%{" in text or "dice.log" in text for _, text, _ in lines)
        assert lines[-1].news and len({line.text for line in lines}) > 10
    finally:
        t.close()
        set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440), (3840, 2400)])
@pytest.mark.parametrize("n", [2, 4])
def test_the_panel_fits_every_window(size, n):
    session = GameSession.new(seats(n, bots=range(1, n)), seed=13, game="dice")
    rng = random.Random(n)
    for _ in range(60):
        session.play(rng.choice(legal_actions(session.state)))
    t = Table.open(session=session, size=size, language="de")
    try:
        t.key(pygame.K_l)
        L, scene = t.scene.layout, t.scene
        window = pygame.Rect((0, 0), size)
        assert window.contains(L.log) and L.log.top >= L.message.bottom
        assert L.log.w >= 0.25 * size[0] and L.log.h >= 0.5 * size[1]
        # every sheet, every box of it and every die stays in sight beside the log
        shown = [r for key, r in L.rects.items() if not (isinstance(key, tuple) and key[0] == "footer")]
        assert all(window.contains(r) and not r.colliderect(L.log) for r in shown)
        assert all(L.rects[Loc("sheet", q)].w >= 0.1 * size[0] for q in range(n))
        assert scene.log.drawn >= 10
        bar = [b.rect for b in scene.buttons.values()]
        assert all(window.contains(r) for r in bar)
        assert scene.buttons["log"].rect.right < scene.buttons["hint"].rect.left
    finally:
        t.close()
        set_language("en")


def test_the_wheel_and_the_arrows_go_back_to_older_lines():
    session = GameSession.new(seats(3, bots=(1, 2)), seed=14, game="dice")
    rng = random.Random(6)
    for _ in range(80):
        session.play(rng.choice(legal_actions(session.state)))
    t = Table.open(session=session, size=(1024, 640))
    try:
        log = t.scene.log
        t.key(pygame.K_l)
        L = t.scene.layout                          # the sheets made room for the log
        newest, shown = pixels(t), log.drawn
        assert 5 < shown < len(log.lines())
        t.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=L.log.center, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)])
        t.app.step([])
        assert log.back == 3 and pixels(t) != newest
        t.key(pygame.K_PAGEDOWN)
        assert log.back == 0 and pixels(t) == newest
        t.key(pygame.K_UP)
        assert log.back == 1
        for _ in range(40):
            t.key(pygame.K_PAGEUP)
        assert log.back == len(log.lines()) - 1 and log.drawn >= 1      # the oldest line at the bottom
        t.key(pygame.K_l), t.key(pygame.K_l)
        assert log.back == 0 and pixels(t) == newest                    # opened again: the newest
        before = t.state.to_json()
        t.key(pygame.K_UP), t.key(pygame.K_DOWN)                       # the keys do not play
        assert t.state.to_json() == before
    finally:
        t.close()


def test_scrolled_back_the_same_lines_stay_when_a_move_adds_more():
    t = open_table(2, seed=15)
    try:
        log = t.scene.log
        for _ in range(4):
            t.drag(*t.where(t.legal()[0]))
        t.key(pygame.K_l)
        t.key(pygame.K_UP)
        lines = log.lines()
        assert log.back == 1 and log.drawn == len(lines) - 1
        t.app.step([])
        t.scene.perform(t.legal()[0])               # a move while the log is open and scrolled
        t.app.step([])
        assert len(log.lines()) > len(lines) and log.back == 1 + len(log.lines()) - len(lines)
    finally:
        t.close()
