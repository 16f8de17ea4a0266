"""Every Zoomaka card readable (issue #34 item 4), at 1024x640 to 2560x1440 in the four
languages: a hand card's name is whole on its face (wrapped on two lines when one is too
narrow: "Multicolor Entrance" and Russian names were cut); a strip in a section or the bank
shows its name, shortened with an ellipsis when the strip is narrow (section names vanished;
only an animal's badge may stand for its name on a strip too narrow for three letters); a bank of twenty cards spreads so that no strip is a sliver and the count
and total head it; the animals in the Discard pile are headed, and an asset waiting to be
placed says whose it is (it read "Paid to you" on everybody's screen)."""
from __future__ import annotations

import pytest
from zoomaka_helpers import _take_out, game, give

from zooloretto.zoomaka.rules.cards import ALL_IDS
from zooloretto.zoomaka.rules.places import Loc
from zooloretto.ui.kit.ink import text
from zooloretto.ui.text import LANGUAGES, set_language, tr
from zooloretto.ui.zoomaka import card_art
from zooloretto.ui.zoomaka.layout import BANK_STRIP, ZoomakaLayout
from zooloretto.ui.zoomaka.words import card_name

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440)]
BANK = ["monkey-1", "monkey-2", "farm-1", "coffee-1", "delivery-1", "delivery-2", "roar-1", "payday-1",
        "robber-1", "no_way-2", "capture-1", "capture-2", "two_color_entrance-1", "multicolor_entrance-2",
        "hoofed-1", "bird-2", "ocean-1", "tombola_win-1", "predator-1", "stray_animals-1"]
ZOO = {"reptile": ["reptile-1", "multicolored-1"], "forest": ["forest-1", "forest-2"], "big_five": ["big_five-2"],
       "marsupial": ["marsupial-1"], "ocean": ["ocean-2"], "farm": ["farm-2"], "hoofed": ["hoofed-2"],
       "bird": ["bird-1"], "monkey": ["monkey-3"], "predator": ["predator-3"], "butterfly": ["butterfly-1"]}


@pytest.fixture(params=LANGUAGES)
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def crowded(players=3):
    s = game(players)
    give(s, 0, hand=["multicolor_entrance-1", "quick_delivery-1", "pay_with_peanuts-1", "fortune_tellers_hut-1",
                     "big_five-1", "two_color-1"], bank=BANK, zoo=ZOO)
    for card in ("bird-4", "reptile-2"):
        _take_out(s, card)
        s.discard.append(card)
    return s


def test_every_cards_name_is_whole_on_its_face_in_the_hand(lang):
    s = crowded()
    for size in SIZES:
        L = ZoomakaLayout(size, s, 0)
        w, h = L.card_w, L.card_h
        band = max(10, int(h * 0.2))
        for card in ALL_IDS:
            lines = card_art.name_lines(card, w, h)
            said = " ".join(words for words, _ in lines)
            assert said.replace("- ", "-") == card_name(card) or said == card_name(card), (size, card, lines)
            assert len(lines) <= 2 and all(px >= 7 for _, px in lines)
            assert sum(int(px * 1.05) for _, px in lines) <= band, (size, card, lines)
            for words, px in lines:
                assert text(words, px, bold=True).get_width() <= w - 2 * max(2, w // 18), (size, card, words)


def test_a_strip_always_shows_its_name_whole_or_shortened(lang):
    s = crowded()
    for size in SIZES:
        L = ZoomakaLayout(size, s, 0)
        strips = [(loc, r) for loc, r in L.rects.items()
                  if loc.seat == 0 and loc.slot is not None and loc.area in ("section", "bank")]
        assert len(strips) > 20
        from zooloretto.zoomaka.rules.places import card_at
        for loc, r in strips:
            card = card_at(s, loc)
            words = card_art.small_words(card, r.w, r.h)
            names = [w for w, *_ in words[:-1]]
            if not names:       # only an animal's badge may stand for it, on a strip too narrow
                from zooloretto.zoomaka.rules.cards import CARDS      # for three letters
                room = r.w - 6 - min(r.h - 4, int(r.w * 0.3)) - 2 * max(4, int(r.h * 0.3)) - 4
                assert CARDS[card].types and room < text("Abc\u2026", 7, bold=True).get_width(), (size, card, r)
                continue
            name = names[0]
            full = card_name(card)
            assert name == full or (name.endswith("\u2026") and full.startswith(name[:-1]) and len(name) >= 4)


def test_a_big_bank_spreads_its_cards_under_its_count_and_total(lang):
    s = crowded()
    for size in SIZES:
        L = ZoomakaLayout(size, s, 0)
        strips = [L.rects[Loc("bank", 0, slot=k)] for k in range(len(BANK))]
        bank = L.rects[Loc("bank", 0)]
        assert all(bank.contains(r) for r in strips), size
        assert all(r.h >= BANK_STRIP for r in strips), size
        for k, a in enumerate(strips):
            for b in strips[k + 1:]:
                assert not a.colliderect(b), (size, k)          # no sliver under another
        assert not any(r.colliderect(L.rects[Loc("section", 0, 0)]) for r in strips)


def _drawn_words(monkeypatch, t):
    from zooloretto.ui.zoomaka import draw
    said = []
    real = draw.blit_text
    monkeypatch.setattr(draw, "blit_text", lambda surface, words, *a, **k: said.append(words) or real(surface, words, *a, **k))
    t.scene._drawn = None
    t.app.screen.fill((0, 0, 0))
    t.scene.draw(t.app.screen)
    return said


def test_the_discarded_animals_are_headed_and_a_paid_asset_names_its_receiver(monkeypatch):
    from zooloretto.zoomaka.rules import Entrance, Pay
    from zooloretto.zoomaka.rules.record import ZoomakaRecord
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession
    s = game(2)
    give(s, 0, hand=["multicolor_entrance-1"], zoo={"big_five": ["big_five-4", "big_five-5"]})
    give(s, 1, hand=["farm-1"], zoo={"reptile": ["reptile-1", "reptile-2"], "ocean": ["ocean-1"]})
    for card in ("bird-4", "predator-2"):
        _take_out(s, card)
        s.discard.append(card)
    names = ["Ana", "Bert"]
    for q, n in enumerate(names):
        s.players[q].name = n
    meta = {"seats": [{"name": n, "kind": "human", "level": None} for n in names]}
    session = GameSession(ZoomakaRecord({"players": 2, "seed": s.seed, "names": names, "start_player": 0},
                                        s, [], meta))
    t = Table.open(session=session, size=(1280, 800))
    try:
        assert tr("zoomaka.pile.strays") in _drawn_words(monkeypatch, t)
        session.play(Entrance("multicolor_entrance-1", "big_five", 1))
        session.play(Pay("reptile-1"))
        session.play(Pay("ocean-1"))
        assert session.state.received and t.scene.viewer == 0
        t.scene.viewer = 1                        # even on the payer's screen: Ana's to place
        t.scene._fresh_layout(force=True)
        said = _drawn_words(monkeypatch, t)
        assert tr("zoomaka.pile.received_by", name="Ana") in said
    finally:
        t.close()
