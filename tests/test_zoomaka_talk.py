"""The Zoomaka talk and prompt: a fee charged to one payer or to several, a fee paid short
(the payer had too little) or in excess, which the rules never give change for (rulebook:
"no change is returned"); the question after a Direct card names the card."""
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
    assert "Bert" in said and "Ana" in said and "2" in said and "5" in said and "change" not in said


def test_a_fee_paid_in_excess_says_no_change_is_given_in_every_language():
    for lang in ("en", "de", "fr", "ru"):
        set_language(lang)
        said = sentence(settled(4, 3), NAMES)
        assert said.startswith("Bert") and "Ana" in said and "4 Z" in said and "3 Z" in said    # who paid whom
        assert said != sentence(settled(3, 4), NAMES)     # not the partial payment's words
    set_language("en")
    assert "no change" in sentence(settled(4, 3), NAMES)


def test_the_question_after_a_direct_card_names_the_card():
    from zooloretto.ui.zoomaka.words import card_name, prompt
    from zooloretto.zoomaka.rules import apply, legal_actions
    from zooloretto.zoomaka.rules.actions import Direct
    from zoomaka_helpers import game, give
    s = give(game(2, seed=5), 0, hand=["capture-1"])
    give(s, 1, hand=["no_way-1"], zoo={"bird": ["bird-1"]})
    capture = next(a for a in legal_actions(s) if type(a) is Direct)
    apply(s, capture)
    asked = prompt(s, ["Ana", "Bert"], lambda seat: False)
    assert card_name("capture-1") in asked and "Bert" in asked and "Ana" in asked


def test_a_fee_charged_to_one_player_or_to_several_is_said_with_the_verb_agreeing():
    from zooloretto.zoomaka.rules.events import FeeCharged
    assert sentence(FeeCharged(player=0, payers=[1], section="bird", fee=3), NAMES).endswith("Bert pays.")
    assert sentence(FeeCharged(player=0, payers=[1, 2], section="bird", fee=3),
                    NAMES).endswith("Bert, Cleo pay.")
