"""The deck, read once from deck.json (shipped inside the package): every one of the
110 cards by id, with its name, kind, types, value and effect key, and the section
sizes (how many animals complete a section of each type).

Nothing else reads the JSON: the rules and the bots ask this module.
"""
from __future__ import annotations

import json
from importlib import resources
from typing import NamedTuple

KINDS = ("animal", "setting", "direct", "response", "entrance", "addon")


class Card(NamedTuple):
    id: str             # "bird-3": the key and the copy number
    key: str            # "bird", "no_way", "two_color_entrance"...
    name: str
    kind: str
    types: tuple        # an animal's types (empty for the wild Chameleon); an entrance's
    value: int          # the printed value (zoomas): money in a bank, worth in a section
    effect: str | None  # the effect key (rulings and engine), None for a plain animal
    reconstructed: bool  # True when anything printed on it is the program's own


def _load() -> dict:
    text = resources.files(__package__).joinpath("deck.json").read_text(encoding="utf-8")
    return json.loads(text)


_DECK = _load()
SECTION_SIZE: dict = dict(_DECK["sections"])
TYPES: tuple = tuple(SECTION_SIZE)
EFFECT_TEXT: dict = dict(_DECK["effects"])
CARDS: dict = {}
for _c in _DECK["cards"]:
    CARDS[_c["id"]] = Card(_c["id"], _c["id"].rsplit("-", 1)[0], _c["name"], _c["kind"],
                           tuple(_c["types"]), _c["value"], _c["effect"], _c["reconstructed"])
ALL_IDS: tuple = tuple(CARDS)
TYPE_INDEX = {t: i for i, t in enumerate(TYPES)}


def check_deck() -> None:
    """The deck's own consistency (a corrected deck.json must still pass)."""
    assert len(CARDS) == 110, "the deck has 110 cards"
    for c in _DECK["cards"]:
        card = CARDS[c["id"]]
        assert card.kind in KINDS, card
        assert isinstance(card.value, int) and card.value >= 0, card
        assert all(t in SECTION_SIZE for t in card.types), card
        if card.kind == "animal":
            assert c["symbols"] == {t: SECTION_SIZE[t] for t in card.types}, card
            assert card.types or card.effect == "wild", card
        elif card.kind != "entrance":
            assert card.effect in EFFECT_TEXT, card
        assert card.effect is None or card.effect in EFFECT_TEXT, card


def kind(card_id: str) -> str:
    return CARDS[card_id].kind


def value(card_id: str) -> int:
    return CARDS[card_id].value


def effect(card_id: str):
    return CARDS[card_id].effect


def text(card_id: str) -> str:
    """The card's effect in one English sentence ("" for a plain animal)."""
    e = CARDS[card_id].effect
    return EFFECT_TEXT.get(e, "") if e else ""


KIND_OF = {cid: c.kind for cid, c in CARDS.items()}
VALUE_OF = {cid: c.value for cid, c in CARDS.items()}
EFFECT_OF = {cid: c.effect for cid, c in CARDS.items()}
TYPES_OF = {cid: c.types for cid, c in CARDS.items()}
