"""The fee still owed is the rules' answer (rules.legal.fee_owed): what the payer asked now
owes of the entrance fee, nothing for anyone else; the table's fee prompt says that number
and works out nothing itself."""
from __future__ import annotations

from zoomaka_helpers import game, give, play

from zooloretto.ui.zoomaka import words
from zooloretto.words.text import set_language
from zooloretto.zoomaka.rules import Entrance, Pass, Pay, decision
from zooloretto.zoomaka.rules.legal import fee_owed


def _charged():
    """Ana charges 5 (predators 1 + 2 + 2); Bo or Cy pays from a bank of 1 + 1 + 2."""
    s = give(game(3), 0, hand=["multicolor_entrance-1"],
             zoo={"predator": ["predator-1", "predator-2", "predator-3"]})
    give(s, 1, hand=["monkey-1"], bank=["reptile-1", "reptile-2", "reptile-3"])
    give(s, 2, hand=["monkey-2"], bank=["ocean-1", "ocean-2", "ocean-3"])
    return s


def test_the_rules_count_what_is_still_owed():
    s = _charged()
    assert fee_owed(s) == 0                                   # no fee asked
    play(s, Entrance("multicolor_entrance-1", "predator", 2))
    assert decision(s) == "answer" and fee_owed(s) == 0       # Bo is asked, but not charged
    play(s, Pass())
    assert decision(s) == "fee" and fee_owed(s) == 5
    s = _charged()
    play(s, Entrance("multicolor_entrance-1", "predator", 1))
    play(s, Pay("reptile-3"))                                 # a 2 paid: 3 still owed
    assert decision(s) == "fee" and fee_owed(s) == 3


def test_the_prompt_says_the_rules_number(monkeypatch):
    set_language("en")
    s = _charged()
    play(s, Entrance("multicolor_entrance-1", "predator", 1))
    names = ["Ana", "Bo", "Cy"]
    assert "5 Z still to pay" in words.prompt(s, names, lambda q: False)
    monkeypatch.setattr(words, "fee_owed", lambda state: 42)     # as if the rules said so
    assert "42 Z still to pay" in words.prompt(s, names, lambda q: False)
