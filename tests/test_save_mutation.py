"""Damaged saves at random: whatever is changed in a good save, loading either
gives a game that obeys the rules and replays to itself, or refuses the file
with SaveError. No other exception ever comes out of the loader.

Derandomized, so CI tries the same mutated saves every run (see MUTATED_SAVES).
"""
import copy
import json
import random
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zooloretto.zoo.rules import legal_actions, saves
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import SaveError

from helpers import json_places
from sampling import quick

MUTATED_SAVES = quick(2000, 250)      # the quick run mutates an eighth (tests/sampling.py)
MAX_MUTATIONS = 3

# Games at different moments: mid-unloading, ordinary turns, final round, finished.
BASES = [(2, 2, 24), (3, 3, 61), (4, 4, 150), (4, 9, 230), (5, 5, 10**4)]


@lru_cache(maxsize=None)
def base_save(index: int) -> dict:
    players, seed, steps = BASES[index]
    seats = [{"name": f"P{i}", "kind": "bot" if i % 2 else "human", "level": "easy" if i % 2 else None,
              "colour": [40 * i, 100, 200]} for i in range(players)]
    record = GameRecord.new(players, seed, meta={"seats": seats})
    rng = random.Random(seed)
    for _ in range(steps):
        if record.state.game_over:
            break
        record.play(rng.choice(legal_actions(record.state)))
    return saves.to_json(record)



def _parent(doc, path):
    for key in path[:-1]:
        doc = doc[key]
    return doc


def _tile_slots(doc):
    """(list path, index) of every tile in the state; lists of tiles include empty ones."""
    lists = [p for p, v in json_places(doc["state"], ("state",))
             if isinstance(v, list) and all(isinstance(t, str) for t in v) and p[-1] not in ("animals", "removed")]
    return lists


ODD_VALUES = st.one_of(
    st.integers(-3, 60), st.integers(-2**70, 2**70), st.booleans(), st.none(),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=6),
    st.sampled_from(["zebra", "zebra:male", "camel:female:bred", "stall:drinks", "coin", "place", "barn"]),
    st.lists(st.integers(0, 3), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def mutate(doc, data):
    """Apply one random change of a kind a damaged or hand-edited file shows."""
    kind = data.draw(st.sampled_from([
        "change-number", "change-any-value", "drop-key", "swap-tiles", "duplicate-tile",
        "remove-tile", "change-action-field", "reorder-actions", "drop-action", "move-tile"]))
    places = list(json_places(doc))
    if kind in ("swap-tiles", "duplicate-tile", "remove-tile", "move-tile") and not isinstance(doc.get("state"), dict):
        kind = "drop-key"
    if kind in ("change-action-field", "reorder-actions", "drop-action") and not isinstance(doc.get("actions"), list):
        kind = "change-any-value"
    numbers = [p for p, v in places if p and isinstance(v, (int, float))]
    if kind == "change-number" and not numbers:
        kind = "change-any-value"
    if kind == "drop-key" and len(doc) == 0:
        return kind
    if kind == "change-number":
        path = data.draw(st.sampled_from(numbers))
        old = _parent(doc, path)[path[-1]]
        _parent(doc, path)[path[-1]] = data.draw(st.one_of(
            st.sampled_from([old + 1, old - 1, 0, -1, 2**64, True, float(old)]), st.integers(-5, 50)))
    elif kind == "change-any-value":
        path = data.draw(st.sampled_from([p for p, _ in places if p]))
        _parent(doc, path)[path[-1]] = data.draw(ODD_VALUES)
    elif kind == "drop-key":
        path = data.draw(st.sampled_from([p for p, _ in places if p and isinstance(p[-1], str)]))
        del _parent(doc, path)[path[-1]]
    elif kind in ("swap-tiles", "duplicate-tile", "remove-tile", "move-tile"):
        lists = _tile_slots(doc)
        full = [p for p in lists if _parent(doc, p + (0,))]
        if not full:
            return kind
        src_path = data.draw(st.sampled_from(full))
        src = _parent(doc, src_path + (0,))
        i = data.draw(st.integers(0, len(src) - 1))
        dst_path = data.draw(st.sampled_from(lists))
        dst = _parent(doc, dst_path + (0,))
        if kind == "swap-tiles" and dst:
            j = data.draw(st.integers(0, len(dst) - 1))
            src[i], dst[j] = dst[j], src[i]
        elif kind == "duplicate-tile":
            dst.insert(data.draw(st.integers(0, len(dst))), src[i])
        elif kind == "remove-tile":
            del src[i]
        else:
            dst.append(src.pop(i))
    elif kind == "change-action-field":
        actions = [i for i, a in enumerate(doc["actions"]) if isinstance(a, dict) and a]
        if not actions:
            return kind
        action = doc["actions"][data.draw(st.sampled_from(actions))]
        field = data.draw(st.sampled_from(sorted(action)))
        action[field] = data.draw(st.one_of(
            st.integers(-1, 6), st.sampled_from(["draw", "reveal", "load", "take", "place", "enclosure", "barn",
                                                "zebra"]),
            ODD_VALUES))
    elif kind in ("reorder-actions", "drop-action"):
        actions = doc["actions"]
        if len(actions) < 2:
            return kind
        i = data.draw(st.integers(0, len(actions) - 1))
        if kind == "drop-action":
            del actions[i]
        else:
            actions.insert(data.draw(st.integers(0, len(actions) - 1)), actions.pop(i))
    return kind


def damage_bytes(raw: bytes, data) -> bytes:
    kind = data.draw(st.sampled_from(["none", "none", "truncate", "flip-byte", "insert-bytes"]))
    if kind == "truncate":
        return raw[:data.draw(st.integers(0, len(raw) - 1))]
    if kind == "flip-byte":
        i = data.draw(st.integers(0, len(raw) - 1))
        return raw[:i] + bytes([raw[i] ^ (1 << data.draw(st.integers(0, 7)))]) + raw[i + 1:]
    if kind == "insert-bytes":
        i = data.draw(st.integers(0, len(raw)))
        return raw[:i] + data.draw(st.binary(min_size=1, max_size=4)) + raw[i:]
    return raw


# One test per base game, MUTATED_SAVES in all, so parallel test workers share them.
@pytest.mark.parametrize("base", range(len(BASES)))
@settings(derandomize=True, database=None, max_examples=MUTATED_SAVES // len(BASES),
          deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_mutated_save_loads_to_a_lawful_game_or_is_refused(base, data):
    doc = copy.deepcopy(base_save(base))
    for _ in range(data.draw(st.integers(1, MAX_MUTATIONS))):
        mutate(doc, data)
    raw = damage_bytes(json.dumps(doc, indent=data.draw(st.sampled_from([None, 1]))).encode(), data)
    try:
        record = saves.from_bytes(raw, "mutated.json")
    except SaveError as refused:
        message = str(refused)
        assert message and "\n" not in message
        return
    check_state(record.state)
    assert record.replay().to_json() == record.state.to_json()
    # What loads can be saved and loaded again: nothing is lost on the next save.
    again = saves.from_json(json.loads(json.dumps(saves.to_json(record))))
    assert again.state.to_json() == record.state.to_json() and again.actions == record.actions


def test_every_base_save_loads_untouched():
    for i in range(len(BASES)):
        record = saves.from_json(copy.deepcopy(base_save(i)))
        check_state(record.state)
    assert base_save(0)["state"]["pending"], "one base is caught mid-unloading"
    assert base_save(1)["state"]["revealed"], "one base is caught with a tile revealed"
    assert base_save(4)["state"]["game_over"], "one base is a finished game"
