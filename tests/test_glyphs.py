"""No missing glyph (issue #34 item 2): every sentence of the catalogs of the four languages
(the board game's, the dice game's, Zoomaka's, the menus'...) and every sentence the
Zoomaka table composes (what a move does, the prompt, the talk: the "Which one?" dialog
showed an arrow the font lacks, drawn as a box) is drawn by the fonts the game uses with
a real letter for every character: a character the font lacks is drawn as its "missing"
box, which the test tells by its pixels."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from zooloretto.ui.art_core import _font_file
from zooloretto.ui.text import LANGUAGES, set_language
from zooloretto.zoomaka.bots import make_bot
from zooloretto.zoomaka.rules import apply, legal_actions, public_view
from zooloretto.zoomaka.rules.record import ZoomakaRecord

LOCALES = Path(__file__).resolve().parents[1] / "zooloretto" / "locales"
NOT_A_LETTER = "\ue000"         # a private-use character: no font of ours draws it


class Fonts:
    def __init__(self):
        pygame.font.init()
        self.faces = [pygame.font.Font(str(_font_file(bold)), 20) for bold in (False, True)]
        self.box = [self._pixels(f, NOT_A_LETTER) for f in self.faces]
        self.known: dict = {}

    @staticmethod
    def _pixels(face, ch):
        return pygame.image.tobytes(face.render(ch, True, (0, 0, 0)), "RGBA")

    def lacking(self, words: str) -> set:
        out = set()
        for ch in set(words):
            if ch not in self.known:
                self.known[ch] = ch.isspace() or all(self._pixels(f, ch) != box
                                                     for f, box in zip(self.faces, self.box))
            if not self.known[ch]:
                out.add(ch)
        return out


@pytest.fixture(scope="module")
def fonts():
    return Fonts()


def _strings(node, key=""):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _strings(v, f"{key}.{k}" if key else k)
    elif isinstance(node, str):
        yield key, node


def test_the_fonts_tell_a_missing_letter(fonts):
    assert fonts.lacking("Zoo \u0416\u00e9\u00df\u2026") == set()
    assert fonts.lacking("a\u2192b") == {"\u2192"}      # the arrow Noto Sans lacks


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalog_sentence_has_its_letters(fonts, lang):
    files = sorted(LOCALES.glob(f"*.{lang}.json"))
    assert len(files) >= 10, files
    bad = []
    for path in files:
        for key, words in _strings(json.loads(path.read_text(encoding="utf-8"))):
            lacking = fonts.lacking(words)
            if lacking:
                bad.append((path.name, key, sorted(lacking)))
    assert not bad, bad


def _zoomaka_sentences(names):
    """What the Zoomaka table composes along a 4-player game of bots (every action it could
    describe at each step, the prompt, the talk), in the language set."""
    from zooloretto.ui.zoomaka.talk import sentence
    from zooloretto.ui.zoomaka.words import choice_labels, describe, prompt
    record = ZoomakaRecord.new(4, 7, names)
    bots = [make_bot("easy", seed=q, iterations=8) for q in range(4)]
    rng = random.Random(3)
    out = []
    while not record.state.game_over and len(record.actions) < 400:
        s = record.state
        legal = legal_actions(s)
        out += [describe(a, names) for a in legal]
        out += choice_labels([a for a in legal if a.type == "entrance"], names)
        out.append(prompt(s, names, lambda q: False))
        action = bots[s.current].choose(public_view(s)) if rng.random() < 0.8 else rng.choice(legal)
        out += [w for w in (sentence(e, names) for e in apply(s.copy(), action)) if w]
        record.play(action)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_what_the_zoomaka_table_composes_has_its_letters(fonts, lang):
    set_language(lang)
    try:
        said = _zoomaka_sentences(["Ana", "Bert", "Cleo", "Dan"])
    finally:
        set_language("en")
    assert any("Bert" in w for w in said)
    bad = {w for w in said if fonts.lacking(w)}
    assert not bad, sorted(bad)[:5]
