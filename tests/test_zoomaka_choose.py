"""The "Which one?" dialog of a drop with several meanings (issue #34 item 2): a Multicolor
Entrance at a table of five with long names offers each opponent on a button of its own,
whose words fit it whole (it read "... Multicolor Entrance [box] Clar"), at 1024x640 and
1280x800 in the four languages; the one chosen is the one played."""
from __future__ import annotations

import pytest
from zoomaka_helpers import game, give

from zooloretto.zoomaka.rules import Entrance
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.ui.headless import Table
from zooloretto.ui.kit.paint import large, text_font
from zooloretto.ui.session import GameSession
from zooloretto.ui.text import LANGUAGES

NAMES = ["Anastasia Petrovna", "Bartholomew Longname", "Clara-Josephine", "Dimitri Alexandrov",
         "Eleonore Wilhelmina"]


def _table(lang, size):
    s = game(5)
    for q, name in enumerate(NAMES):
        s.players[q].name = name
    give(s, 0, hand=["multicolor_entrance-1"], zoo={"reptile": ["reptile-1"]})
    meta = {"seats": [{"name": n, "kind": "human", "level": None} for n in NAMES]}
    setup = {"players": 5, "seed": s.seed, "names": NAMES, "start_player": 0}
    return Table.open(session=GameSession(ZoomakaRecord(setup, s, [], meta)), size=size, language=lang)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_choice_fits_its_button_and_names_who_pays(lang, size):
    t = _table(lang, size)
    try:
        assert t.drag(*t.where(Entrance("multicolor_entrance-1", "reptile", 3))) == []
        dialog = t.scene.dialog
        assert dialog is not None
        font = text_font(t.app, 27 if large(t.app) else 18, True)
        buttons = list(dialog.elements)
        assert len(buttons) == 4
        window = t.app.screen.get_rect()
        for b, name in zip(buttons, NAMES[1:]):
            words = str(b.text)
            assert name in words, words
            assert font.size(words)[0] <= b.rect.w - 8, (words, b.rect)
            assert window.contains(b.rect)
        assert t.press(str(buttons[2].text))
        assert t.scene.session.record.actions[-1] == Entrance("multicolor_entrance-1", "reptile", 3)
    finally:
        t.close()
