"""The numbers Zoomaka's reconstructed deck prints in its effect sentences, read from
deck.json itself (never from the rules' constants), so a test expects what the card says.

    deck_number("carnival", r"is (\\w+) higher")  ->  2   ("every entrance fee is 2 higher")
"""
import json
import re
from pathlib import Path

DECK = Path(__file__).resolve().parent.parent / "zooloretto" / "zoomaka" / "rules" / "deck.json"
WORDS = {"no": 0, "none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
         "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def effect_sentence(effect: str) -> str:
    return json.loads(DECK.read_text(encoding="utf-8"))["effects"][effect]


def deck_number(effect: str, pattern: str) -> int:
    """The number (digits or an English word) that `pattern`'s group finds in the sentence."""
    sentence = effect_sentence(effect)
    found = re.search(pattern, sentence, re.IGNORECASE)
    assert found, f"deck.json's {effect!r} no longer says {pattern!r}: {sentence!r}"
    word = found.group(1).lower()
    return int(word) if word.isdigit() else WORDS[word]


def card_value(card_id: str) -> int:
    """A card's printed value, as deck.json has it."""
    cards = json.loads(DECK.read_text(encoding="utf-8"))["cards"]
    return next(c["value"] for c in cards if c["id"] == card_id)


def card_types(card_id: str) -> list:
    """The section types a card shows, as deck.json has them."""
    cards = json.loads(DECK.read_text(encoding="utf-8"))["cards"]
    return next(c["types"] for c in cards if c["id"] == card_id)
