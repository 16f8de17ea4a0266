"""What a player reads on the board game's screens, in every language and window size:
the savings book's fields are wide enough to read and to drop a coin on, every button of
the table (its top bar, the turn check, the hint, the last look, the hand-over) holds its
label in the font the UI draws it with, the how-to pages' dots stay between their buttons,
and the words name one thing with one word (the glossary)."""
from __future__ import annotations

import json
import os
import random
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.zoo.rules import EXPANSION_NAMES, Loc, Place, legal_actions, new_game
from zooloretto.zoo.rules.components import ANIMALS
from zooloretto.ui import caches
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoo.layout import table_layout
from zooloretto.ui.text import LANGUAGES, LOCALES_DIR, set_language, tr

from menu_helpers import frames, menu_app
from test_i18n import Recorder, table_overflows, ui_overflows

SIZES = ((1024, 640), (1280, 800), (2560, 1440))
EVERY = list(EXPANSION_NAMES)
# the board game's catalogs (the dice game's and the command line's have their own owners)
AREAS = ("game", "menu", "help", "title", "results", "saves", "rules")


# ------------------------------------------------------------------ the savings book

@pytest.mark.parametrize("size", SIZES, ids=lambda s: "%dx%d" % s)
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_savings_books_fields_are_wide_enough_to_read_and_to_drop_on(n, size):
    scale = min(size[0] / 1280, size[1] / 800)
    state = new_game(n, seed=1, expansions=EVERY)
    for boards in sorted({1, 2, state.zoos[0].expansions}):
        z = table_layout(size, n, len(state.trucks), boards, EVERY).zoo
        fields = z.book_fields
        assert len(fields) == 4
        for k, r in enumerate(fields):
            assert min(r.w, r.h) >= 26 * max(1.0, scale), (boards, k, r)   # was 22 px at 1024x640
            assert z.book.contains(r)
            assert not any(r.colliderect(o) for o in fields[k + 1:])
        assert not z.book.colliderect(z.barn) and not z.book.colliderect(z.coins)
        assert z.petting is None or not z.book.colliderect(z.petting)


NAMES = ("Ana", "Bruno", "Clara", "Dimitri", "Elsa")       # names of a usual length


def played(n, seed, until, humans=True):
    seats = [Seat(NAMES[i]) if humans or i == 0 else Seat(NAMES[i], "bot", "easy") for i in range(n)]
    session = GameSession.new(seats, seed=seed, expansions=EVERY)
    rng = random.Random(seed)
    while not session.state.game_over and not until(session.state):
        session.record.play(rng.choice(legal_actions(session.state)))
    return session


@pytest.mark.parametrize("n", [3, 5])
def test_the_drawn_savings_book_takes_a_coin_on_a_field_of_readable_size(tmp_path, n):
    """On the real table at the smallest window: the hit map's fields (where a coin drops) are
    the drawn ones, at least 26 px, and dragging a coin there saves it."""
    session = played(n, 4, lambda s: s.current == 0 and not s.pending and not s.decisions and s.round >= 2
                     and s.zoos[0].coins > 0 and not s.zoos[0].extra.get("book"))
    t = Table.open(session=session, size=(1024, 640), saves_dir=tmp_path)
    try:
        hits = t.scene.hits
        fields = [hits.tiles[Loc("savings_book", 0, None, k)] for k in range(4)]
        assert all(min(r.w, r.h) >= 26 for r in fields), fields
        deposit = next(a for a in t.legal() if type(a).__name__ == "Deposit")
        src, dst = t.where(deposit)
        assert t.drag(src, dst), t.refusal
        assert t.state.zoos[0].extra.get("book")
    finally:
        t.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_expansion_tables_texts_fit_in_every_language(tmp_path, monkeypatch, lang):
    """With all four expansions, 2, 3 and 5 players: no text of the board (the expansions'
    panels included) is shrunk (a zoo's by more than a fifth), leaves the window or covers another; no widget overflows;
    from the smallest window to 2560x1440."""
    from zooloretto.ui.zoo import expansion_view, zoo_view
    rec = Recorder(monkeypatch)
    monkeypatch.setattr(expansion_view, "blit_text", zoo_view.blit_text)     # recorded as well
    problems = []
    for size in SIZES:
        for n, seed in ((5, 8), (3, 4), (2, 6)):
            session = played(n, seed, lambda s: s.round >= 3 and not s.pending and not s.decisions)
            t = Table.open(session=session, size=size, saves_dir=tmp_path, language=lang)
            try:
                t.app.step([])
                rec.clear()
                t.app.draw()
                assert rec.board_texts
                problems += [f"{size} {n} players: {p}" for p in table_overflows(t.app, rec) + ui_overflows(t.app)]
                caches.forget("table")          # the zoos' pictures, drawn in their own coordinates
                rec.clear()
                t.app.draw()
                assert any(s == tr("game.zoo.barn") for s, *_ in rec.board_texts)
                problems += [f"{size} {n} players: {s!r} shrunk from {natural} px to {max_w} px"
                             for s, _, max_w, natural, *_ in rec.board_texts if max_w and natural > max_w * 1.2]
            finally:
                t.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_coin_put_in_the_savings_book_is_asked_about_as_kept_not_paid(tmp_path, lang):
    """With the money question on, the deposit's dialog asks to put a coin aside (its own
    title and button, no price), the other money moves are asked about as paid, every
    dialog's buttons hold their labels at 1024x640, and "put aside" saves the coin."""
    session = played(5, 4, lambda s: s.current == 0 and not s.pending and not s.decisions and s.round >= 2
                     and not s.zoos[0].extra.get("book"))
    session.state.zoos[0].coins += 6
    session.state.bank -= 6
    t = Table.open(session=session, size=(1024, 640), saves_dir=tmp_path, language=lang)
    try:
        t.app.settings.confirm_money_actions = True
        for kind in ("Expand", "BuildRestaurant", "Deposit"):
            action = next(a for a in t.legal() if type(a).__name__ == kind)
            assert t.drag(*t.where(action)) == []              # asked first, nothing played yet
            t.app.step([])
            t.app.draw()
            dialog = t.scene.dialog
            assert dialog is not None and not ui_overflows(t.app), (kind, ui_overflows(t.app))
            keys = [key for key, _ in dialog.buttons]
            if kind == "Deposit":
                assert dialog.title_key == "game.do.confirm_deposit_title"
                assert keys == ["game.button.cancel", "game.button.put_aside"]
                assert t.press("put_aside")
            else:
                assert dialog.title_key == "game.do.confirm_title" and "game.button.pay" in keys
                assert t.press("cancel")
        assert t.scene.dialog is None and t.state.zoos[0].extra.get("book") == 1
    finally:
        t.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: "%dx%d" % s)
def test_the_other_zoos_names_are_not_squeezed(tmp_path, monkeypatch, size):
    """A name of a usual length is drawn at its panel's font size, even in the 2-player
    game, whose one other zoo gets a tall panel (its ribbon's font grew with the height and
    squeezed "Bruno" to 58% at 1024x640)."""
    from zooloretto.ui.zoo import expansion_view, zoo_view
    rec = Recorder(monkeypatch)
    monkeypatch.setattr(expansion_view, "blit_text", zoo_view.blit_text)
    for n in (2, 3, 4, 5):
        for options in ((), EVERY):
            session = GameSession.new([Seat(NAMES[i]) for i in range(n)], seed=n, expansions=list(options))
            t = Table.open(session=session, size=size, saves_dir=tmp_path)
            try:
                t.app.step([])
                caches.forget("table")
                rec.clear()
                t.app.draw()
                names = [(s, natural, max_w) for s, _, max_w, natural, *_ in rec.board_texts if s in NAMES[1:n]]
                assert len(names) == n - 1
                assert all(not max_w or natural <= max_w for _, natural, max_w in names), (n, options, names)
            finally:
                t.close()


# ------------------------------------------------------------------ the table's buttons

def mid_turn(s):
    """Seat 0 places its last tile, and the round goes on after it (so the turn is checked)."""
    return s.current == 0 and len(s.pending) == 1 and any(z.truck is None for z in s.zoos[1:])


def between_turns(tmp_path, lang, size):
    """(what, problems) for the table's buttons at each moment a button shows its label."""
    out = []

    def look(t, what):
        t.app.step([])
        t.app.draw()
        out.append((what, ui_overflows(t.app)))

    last = played(3, 9, mid_turn)
    t = Table.open(session=last, size=size, saves_dir=tmp_path, language=lang, confirm_turn=True)
    try:
        look(t, "the top bar")
        place = next(a for a in t.legal() if isinstance(a, Place))
        assert t.drag(*t.where(place)), t.refusal
        look(t, "the turn check")
        assert t.press("take_back")
        t.scene.ask_hint()
        look(t, "the hint")
    finally:
        t.close()
    over = played(3, 12, lambda s: False)
    t = Table.open(session=over, size=size, saves_dir=tmp_path, language=lang)
    try:
        look(t, "the last look")
    finally:
        t.close()
    hot = played(2, 4, lambda s: s.current == 1 and not s.pending)
    t = Table.open(session=hot, size=size, saves_dir=tmp_path, language=lang, hand_overs=True)
    try:
        look(t, "the hand-over")
    finally:
        t.close()
    return out


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)], ids=["1024x640", "2560x1440"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_table_button_holds_its_label(tmp_path, lang, size):
    shown = set()
    problems = []
    for what, found in between_turns(tmp_path, lang, size):
        problems += [f"{lang} {size} {what}: {p}" for p in found]
        shown.add(what)
    assert len(shown) == 5
    assert not problems, "\n".join(problems)


def test_the_big_windows_table_buttons_use_the_big_font(tmp_path):
    sizes = {}
    for size in ((1024, 640), (2560, 1440)):
        t = Table.open(session=played(3, 9, mid_turn), size=size, saves_dir=tmp_path, confirm_turn=True)
        try:
            place = next(a for a in t.legal() if isinstance(a, Place))
            t.drag(*t.where(place))
            t.app.step([])
            buttons = [b for b in t.scene.elements if isinstance(b, pygame_gui_button())]
            sizes[size] = {b.font.get_point_size() for b in buttons}
        finally:
            t.close()
    assert max(sizes[(1024, 640)]) < min(sizes[(2560, 1440)]), sizes


def pygame_gui_button():
    from pygame_gui.elements import UIButton
    return UIButton


# ------------------------------------------------------------------ how to play

@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_the_how_to_page_dots_stay_between_previous_and_next(tmp_path, monkeypatch, size):
    from zooloretto.ui.scenes.howto import HowToScene, TOPICS
    for app in menu_app(tmp_path, monkeypatch, size=size):
        for topic, pages in TOPICS.items():
            scene = HowToScene(app, page=0, topic=topic)
            app.push(scene)
            frames(app)
            n, step = len(pages), scene.dots_step
            first = size[0] // 2 - (n - 1) * step // 2
            last = first + (n - 1) * step
            assert scene.named["previous"].rect.right < first - 6, topic
            assert last + 6 < scene.named["next"].rect.left, topic
            assert step >= 12, topic
            app.pop()


# ------------------------------------------------------------------ one word for one thing

def texts(lang, areas=AREAS, leave_out=()) -> str:
    """Every sentence of the board game's catalogs (or of `areas`) in one language, one per
    line; without the parts under a key of `leave_out` (another game's words)."""
    out = []

    def walk(node):
        items = node.items() if isinstance(node, dict) else ((None, v) for v in node)
        for k, v in items:
            if k in leave_out or (isinstance(k, str) and k.startswith(tuple(x + "_" for x in leave_out))):
                continue                    # (a help page's key names its game: zoomaka_...)
            if isinstance(v, (dict, list)):
                walk(v)
            elif isinstance(v, str):
                out.append(v)
    for area in areas:
        walk(json.loads((LOCALES_DIR / f"{area}.{lang}.json").read_text(encoding="utf-8")))
    return "\n".join(out)


# language -> (a word that must not come back, what the game calls that thing instead)
OTHER_WORDS = {
    "ru": [(r"киоск", "ларёк: the stall"), (r"малыш", "детёныш: the offspring"),
           (r"\b(ты|тебя|тебе|тво[йеяи]\w*)\b", "вы: the players are spoken to as вы")],
    "de": [(r"\bWagen", "Transporter: the truck"), (r"\bErweiterungsgehege|Zusatzgehege", "Ausbau: the board")],
    "fr": [(r"\b(tu|te|ton|ta|tes|toi)\b", "vous: the players are spoken to as vous"),
           (r"\b(deux|des) petits\b(?! ajouts)|\bun petit y naît", "bébé: the offspring")],
    "en": [(r"\byoung animals?\b|\bnewborn animals?\b|\boffspring\b", "baby: the offspring"),
           (r"\bopen (an|the|your) extra enclosure\b", "expansion board: the board")],
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_thing_has_one_word(lang):
    found = []
    for pattern, word in OTHER_WORDS.get(lang, ()):
        for line in texts(lang).splitlines():
            m = re.search(pattern, line, re.IGNORECASE)
            if m:
                found.append(f"{m.group(0)!r} (say {word}) in: {line[:90]}")
    assert not found, "\n".join(found)


# Both games' animals: one word each per language, in every catalog a player reads. The dice
# game's "monkey" face is the board game's chimpanzee (the same picture): language -> (another
# name for an animal, what the game calls it)
BOTH_GAMES = ("game", "dice", "help", "rules", "results", "lesson", "cli", "menu", "title", "saves",
              "history")
OTHER_ANIMAL_NAMES = {
    "en": [(r"\b(monkeys?|apes?|chimps?)\b", "chimpanzee"), (r"\bdodos?\b", "ostrich")],
    "de": [(r"\b(Affen?|Schimpis?)\b", "Schimpanse"), (r"\bDodos?\b", "Strauß")],
    "fr": [(r"\bsinges?\b", "chimpanzé"), (r"\bdodos?\b", "autruche"),
           (r"\bflamants?\b(?! roses?)", "flamant rose")],
    "ru": [(r"обезьян|мартышк", "шимпанзе"), (r"\bдодо\b", "страус")],
}
# (board game's animal, the dice game's face of the same animal)
SHARED_ANIMALS = (("chimpanzee", "monkey"), ("elephant", "elephant"))


# Things both games have, one word each in every catalog of either game (the dice game said
# "Laster" for the board game's "Transporter" and "сарай" for its "запасник")
BOTH_GAMES_WORDS = {"de": [(r"\bLaster", "Transporter: the truck")],
                    "ru": [(r"\bсара[йяюе]", "запасник: the barn")]}


@pytest.mark.parametrize("lang", sorted(BOTH_GAMES_WORDS))
def test_the_truck_and_the_barn_have_one_word_in_both_games(lang):
    found = [f"{m.group(0)!r} (say {word}) in: {line[:90]}"
             for pattern, word in BOTH_GAMES_WORDS[lang]
             for line in texts(lang, BOTH_GAMES).splitlines()
             for m in [re.search(pattern, line)] if m]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_animal_has_one_name_in_both_games(lang):
    found = []
    for pattern, word in OTHER_ANIMAL_NAMES[lang]:
        # the card game's lesson speaks of its own animals ("Monkeys" is a Zoomaka section)
        for line in texts(lang, BOTH_GAMES, leave_out=("zoomaka",)).splitlines():
            m = re.search(pattern, line, re.IGNORECASE)
            if m:
                found.append(f"{m.group(0)!r} (say {word}) in: {line[:90]}")
    assert not found, "\n".join(found)
    set_language(lang)
    try:
        for board, dice in SHARED_ANIMALS:
            names = {tr(f"game.animal.{board}").casefold(), tr(f"menu.animal_{board}").casefold(),
                     tr(f"dice.face.{dice}").casefold()}
            assert len(names) == 1, names
        boards = {a: tr(f"game.animal.{a}").casefold() for a in ANIMALS}
        assert all(tr(f"menu.animal_{a}").casefold() == name for a, name in boards.items())
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_expansion_board_is_not_named_like_the_games_expansions(lang):
    """The face-down board bought for 3 coins and the four expansions switched on before a
    game are two things: neither name may be the other's start, and the help's picture
    of that money action names the board as the table does."""
    set_language(lang)
    try:
        board = tr("game.zoo.expansion").casefold()
        options = tr("menu.tab_expansions").casefold()
        assert not board.startswith(options) and not options.startswith(board), (board, options)
        stem = board.split()[0][:-2]
        assert stem in tr("help.cost_expand").casefold()
        assert stem in tr("help.money_body").casefold()
    finally:
        set_language("en")
