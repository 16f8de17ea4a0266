"""The game log says every kind of event (or deliberately nothing)."""
import random

from zooloretto.zoo.rules import apply, legal_actions, new_game
from zooloretto.zoo.rules.events import EVENT_TYPES
from zooloretto.ui import game_log


def test_every_event_type_has_its_saying_or_silence():
    assert set(game_log.SAYINGS) == set(EVENT_TYPES)


def test_a_whole_game_is_told_in_sentences():
    s = new_game(4, seed=3)
    rng = random.Random(3)
    names = [z.name for z in s.zoos]
    said = set()
    while not s.game_over:
        events = apply(s, rng.choice(legal_actions(s)))
        for seat, sentence in game_log.sentences(events, names):
            assert sentence and (seat is None or 0 <= seat < 4)
        said |= {e.type for e in events if game_log.SAYINGS[e.type] is not None}
    assert {"tile_drawn", "truck_taken", "tile_placed", "round_started", "game_ended"} <= said


def test_a_whole_game_with_every_expansion_is_told_in_every_language():
    from zooloretto.zoo.rules import EXPANSION_NAMES
    from zooloretto.ui.text import LANGUAGES, set_language
    ours = {"coin_saved", "coin_moved_up", "savings_paid_out", "newborn_waits", "petting_zoo_paid",
            "souvenir_shop_given", "building_built", "polar_bear_taken"}
    said = set()
    try:
        for seed in (1, 2, 3):
            s = new_game(3, seed=seed, expansions=list(EXPANSION_NAMES))
            rng = random.Random(seed)
            names = [z.name for z in s.zoos]
            while not s.game_over:
                acts = legal_actions(s)
                money = [a for a in acts if type(a).__name__ in ("Deposit", "BuildRestaurant", "BuildPavilion")]
                # animals mostly into enclosures, so one fills its six spaces (the polar bear)
                pens = [a for a in acts if getattr(a, "to", None) == "enclosure"]
                pool = money if money and rng.random() < 0.3 else pens if pens and rng.random() < 0.9 else acts
                events = apply(s, rng.choice(pool))
                for lang in LANGUAGES:
                    set_language(lang)
                    for seat, sentence in game_log.sentences(events, names):
                        assert sentence and "%{" not in sentence and "game." not in sentence, sentence
                said |= {e.type for e in events}
    finally:
        set_language("en")
    assert ours <= said, f"never seen: {ours - said}"
