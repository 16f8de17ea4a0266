"""Text from a file or the file system drawn on the screen (zoo/rules/names.py safe_text): what
cannot be shown is shown as U+FFFD, the character made for it, never as a question mark
(a '?' is a character a name may really hold). Kept apart from tests/test_mutants_zoo.py,
whose tests are rechecked against an older copy of the rules (tools/mutate.py --recheck)."""
from zooloretto.zoo.rules.names import safe_text


def test_a_lone_surrogate_of_no_byte_is_shown_as_the_replacement_character():
    assert safe_text("\ud800x") == "\ufffdx"
    assert safe_text("a\udfffb\ud83d") == "a\ufffdb\ufffd"


def test_a_question_mark_stays_a_question_mark():
    assert safe_text("who?") == "who?"
