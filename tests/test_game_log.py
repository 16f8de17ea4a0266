"""The game log says every kind of event (or deliberately nothing)."""
import random

from zooloretto.rules import apply, legal_actions, new_game
from zooloretto.rules.events import EVENT_TYPES
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
