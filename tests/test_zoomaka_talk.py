"""The Zoomaka talk says a fee as it was paid: short of it (the payer had too little), or in
excess, which the rules never give change for (rulebook: "no change is returned")."""
import pytest

from zooloretto.ui.text import set_language
from zooloretto.ui.zoomaka.talk import sentence
from zooloretto.zoomaka.rules.events import FeeSettled

NAMES = ["Ana", "Bert", "Cleo"]


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def settled(paid, fee):
    return FeeSettled(player=1, receiver=0, paid=paid, fee=fee)


def test_a_fee_paid_in_part_says_how_much_of_it():
    said = sentence(settled(2, 5), NAMES)
    assert "Ana" in said and "2" in said and "5" in said and "change" not in said


def test_a_fee_paid_in_excess_says_no_change_is_given_in_every_language():
    for lang in ("en", "de", "fr", "ru"):
        set_language(lang)
        said = sentence(settled(4, 3), NAMES)
        assert said.startswith("Ana") and "4 Z" in said and "3 Z" in said
        assert said != sentence(settled(3, 4), NAMES)     # not the partial payment's words
    set_language("en")
    assert "no change" in sentence(settled(4, 3), NAMES)
