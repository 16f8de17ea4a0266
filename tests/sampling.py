"""The quick run and the full run (a pytest plugin, loaded by conftest.py).

`python3 tools/test.py` (the whole suite, no test named) is the quick run: every test
parametrized over more than one parameter runs a seeded sample of its cases that meets every
value of every parameter at least once (each language, each size, each player count, each
game...), and the long runs (property games, kills, mutations, the monkey) run shorter.
`python3 tools/test.py --full` (CI, `.ci/run`), or naming test files or tests on the command
line, runs every case as written (`--quick` samples those too). The sample is the same on every run, machine and
pytest-xdist worker: cases are ranked by a hash of their test id and a seed, and the quick
run keeps, in that order, the case that meets most values not met yet until all are met,
then more up to `k` cases.

In a test, to say more than the default:
- `@pytest.mark.matrix(k=6, seed=1, cover=("lang", "size"))`: keep at least k cases; another
  seed, another sample; only the values of the parameters in `cover` need be met (`cover=()`:
  none, so `matrix(k=1, cover=())` runs one seed of many); `matrix(k=10**9)` keeps all;
- `sample(cases, k, seed=0, cover=None)` in a `parametrize`: the list itself is sampled (the
  quick run collects fewer cases, so their set-up is never paid);
- `quick(full, small)`: a count (games, kills, examples of a hypothesis test) that is `full`
  in the full run and `small` in the quick one.
A test in a file someone else is editing is given its k, seed, cover in MATRICES below (by
function name, so a long sweep is sampled without touching its file).
Across the whole quick run every language, window size and player count (AXES) that any test
names is still met: a case left out is put back when no kept case meets its value.
"""
from __future__ import annotations

import hashlib
import os

import pytest
from _pytest.mark.structures import ParameterSet

FULL = os.environ.get("ZOOLORETTO_TEST_FULL") == "1"    # set in pytest_configure

# test function name -> (k, seed, cover) as matrix() takes them: the quick run keeps the cases
# that meet every value of the parameters named in cover (None: of all; (): of none), then
# more up to k cases in all.
MATRICES: dict = {
    # one window size of two or three (the other sizes are met by other tests)
    "test_every_word_fits_in_each_language": (1, 0, ()),              # replay, history
    "test_every_word_fits_with_a_zoomaka_game_in_each_language": (1, 0, ()),
    "test_every_page_draws_inside_the_window": (1, 0, ()),
    "test_the_pages_for_two_fit_their_text_in_every_language": (1, 1, ()),
    "test_menus_fit_small_and_large_windows": (1, 0, ()),
    "test_the_other_zoos_names_are_not_squeezed": (1, 0, ()),
    "test_the_coach_s_card_covers_nothing_the_lesson_asks_for": (1, 0, ()),
    # one or two languages of four (each language is met by other tests)
    "test_the_hints_of_a_game_never_speak_of_the_search": (1, 0, ()),
    "test_the_expansion_tables_texts_fit_in_every_language": (1, 0, ()),
    "test_the_bar_and_the_footer_count_the_same_turn_in_every_language": (1, 0, ()),
    "test_every_note_is_drawn_at_the_normal_size_at_1024x640": (1, 0, ()),
    "test_the_name_and_tagline_stand_clear_of_the_menu": (1, 0, ()),
    "test_each_language_draws_its_lines": (2, 0, ()),
    "test_a_coin_put_in_the_savings_book_is_asked_about_as_kept_not_paid": (2, 0, ()),
    "test_the_table_draws_in_each_language_and_size": (2, 0, ()),
    "test_the_results_log_button_shows_the_log_and_brings_the_scores_back": (2, 0, ()),
    # language x size: each size once, the languages spread over them
    "test_every_scene_fits_its_text_in_each_language": (0, 0, ("size",)),
    "test_every_table_button_holds_its_label": (0, 0, ("size",)),
    "test_zoomakas_pages_fit_their_text_in_every_language": (0, 0, ("size",)),
    "test_the_new_pieces_have_places_on_the_screen": (0, 0, ("size",)),
    "test_a_learner_who_follows_the_coach_finishes_the_lesson_and_plays_on": (1, 0, ()),
    "test_the_other_games_and_the_record_screens_fit_their_text": (0, 0, ("group",)),
    # whole games: one or two player counts (each count is met by other tests)
    "test_a_whole_bot_game_with_every_expansion_through_the_table": (1, 0, ()),
    "test_a_whole_bot_game_with_every_expansion_follows_the_events": (1, 0, ()),
    "test_whole_games_with_bots_through_the_table": (1, 0, ()),
    "test_every_legal_action_through_where_and_drag_is_that_action": (1, 0, ()),
    "test_random_games_checked_every_round": (2, 0, ()),
    "test_a_whole_seeded_game_by_hand_and_bots_through_the_table": (0, 0, ("expansions",)),
    "test_on_the_table_every_tile_left_on_the_truck_stays_at_its_point": (0, 0, ("expansions",)),
    "test_a_placed_tile_leaves_the_others_in_their_spaces": (0, 0, ("expansions",)),
    # each game; seed 1 keeps the board game with every expansion, not the plain one
    "test_every_finished_turn_of_a_whole_game_is_the_newest_autosave": (0, 1, ("game",)),
    # rules and drags over player counts and seeds: every stage or kind, fewer counts
    "test_refusal_is_none_exactly_for_the_legal_actions": (0, 0, ("n",)),
    "test_illegal_action_raises_and_leaves_state_unchanged": (2, 0, ()),
    "test_random_drops_with_the_expansions_play_only_legal_actions": (0, 0, ("stage",)),
    "test_random_drops_play_only_legal_actions_and_refused_ones_change_nothing": (2, 0, ()),
    "test_every_legal_action_of_a_rich_position_through_where_and_drag": (0, 0, ("unloading",)),
    "test_every_expansion_action_through_where_and_drag_is_exactly_that_action": (0, 0, ("stage",)),
    "test_the_waiting_newborn_is_as_large_as_a_zoo_tile_and_is_picked_up_where_drawn": (2, 0, ()),
    # the game started as a program: one build missing a game's texts of two
    "test_a_build_without_a_games_texts_fails_the_smoke_test": (1, 0, ()),
    # Zoomaka and the network screens: fewer seeds, sizes and languages (each met elsewhere)
    "test_random_games_keep_every_invariant": (2, 0, ()),
    "test_network_screens_fit_their_words": (0, 0, ("size",)),
    "test_every_cards_name_is_whole_on_its_face_in_the_hand": (2, 0, ()),
    "test_every_cell_lies_in_its_column": (1, 0, ()),
    # whole bot games: two player counts (or level pairs) of three or four
    "test_every_level_plays_only_legal_moves_to_the_end": (2, 0, ()),
    "test_a_finished_game_counts_win_shared_win_and_loss": (2, 0, ()),
    "test_every_level_plays_whole_games_legally": (2, 0, ()),          # dice and Zoomaka
}


def quick(full, small):
    """`full` in the full run, `small` in the quick one (counts of games, kills, examples)."""
    return full if FULL else small


def _key(name, value):
    """A value by its repr, unless that holds an address (a function, say): then by the object
    itself, which groups the cases alike in every test process (the sample depends only on
    which cases share a value and on their ids)."""
    text = repr(sorted(map(repr, value))) if isinstance(value, (set, frozenset)) else repr(value)
    return (name, text if " at 0x" not in text and len(text) < 200 else f"object {id(value)}")


def _rank(text, seed):
    return hashlib.sha256(f"{seed}:{text}".encode()).digest()


def choose(cases, k=0, seed=0):
    """Indices of the cases kept: cases are (id, {(name, value key)...}); in the order of
    their hashes, the case that meets most values not met yet, until all are met; then, in
    hash order, more cases up to k in all. Sorted in the cases' own order."""
    order = sorted(range(len(cases)), key=lambda i: _rank(cases[i][0], seed))
    unmet = set().union(*(values for _, values in cases)) if cases else set()
    kept = []
    while unmet:
        best = max(order, key=lambda i: len(cases[i][1] & unmet))   # max keeps the first best
        kept.append(best)
        order.remove(best)
        unmet -= cases[best][1]
    kept += order[:max(0, k - len(kept))]
    return sorted(kept)


def sample(cases, k=0, seed=0, cover=None):
    """For parametrize: every case under --full, else a seeded sample of `cases` meeting each
    value of each position (a case may be a tuple: (lang, size) pairs), or of the positions
    in `cover` only ((): none), and at least k cases."""
    cases = list(cases)
    if FULL:
        return cases
    described = []
    for case in cases:
        parts = case.values if isinstance(case, ParameterSet) else case
        parts = parts if isinstance(parts, tuple) else (parts,)
        values = {_key(position, value) for position, value in enumerate(parts)}
        described.append(("|".join(sorted(map(str, values))),
                          {v for v in values if cover is None or v[0] in cover}))
    return [cases[i] for i in choose(described, k, seed)]


# Parameters that sweep the same few values across the suite: a test sampled down to fewer
# languages (or sizes, or player counts) than it names leaves each of them to another test,
# but the quick run as a whole still meets every one (_meeting_every_axis).
AXES = {"lang": "language", "language": "language", "size": "size", "n": "players",
        "players": "players"}


def _axis_values(item):
    spec = getattr(item, "callspec", None)
    found = set()
    for name, value in (spec.params.items() if spec is not None else ()):
        axis = AXES.get(name)
        if axis == "players":
            try:
                value = int(value)
            except (TypeError, ValueError):
                continue
            if not 1 <= value <= 6:        # "n" also counts other things (steps, games)
                continue
        if axis is not None:
            found.add(_key(axis, value))
    return found


def _meeting_every_axis(items, dropped):
    """The dropped cases to run after all, so that every language, window size and player
    count of the whole collection is met by some test of the quick run (seeded by test id)."""
    met = set().union(*(_axis_values(i) for i in items if id(i) not in dropped))
    cases = [(i.nodeid, _axis_values(i) - met) for i in items if id(i) in dropped]
    cases = [(nodeid, values) for nodeid, values in cases if values]
    back = {cases[i][0] for i in choose(cases)} if cases else set()
    return {id(i) for i in items if i.nodeid in back}


def pytest_addoption(parser):
    parser.addoption("--full", action="store_true", default=False,
                     help="run every case of the long matrices (CI); without it (and without "
                          "test paths named) a seeded sample that meets every value once")
    parser.addoption("--quick", action="store_true", default=False,
                     help="the quick run's sample also for the tests named on the command line")


def _full(config):
    """--full, or tests named on the command line (a file or a test being worked on runs
    whole); a pytest-xdist worker takes the controller's answer, as its arguments differ."""
    worker = getattr(config, "workerinput", None)
    if worker is not None and "zooloretto_full" in worker:
        return worker["zooloretto_full"]
    if config.getoption("quick", False):
        return False
    return bool(FULL or config.getoption("full", False)
                or config.args_source == pytest.Config.ArgsSource.ARGS)


def pytest_configure(config):
    global FULL
    FULL = _full(config)
    config.addinivalue_line(
        "markers", "matrix(k=0, seed=0, cover=None): the quick run keeps a seeded sample of this "
                   "test's cases that meets every parameter value (tests/sampling.py)")


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    node.workerinput["zooloretto_full"] = FULL


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    if FULL:
        return
    groups: dict = {}
    for item in items:
        spec = getattr(item, "callspec", None)
        if spec is None:
            continue
        marker = item.get_closest_marker("matrix")
        name = getattr(item, "originalname", item.name)
        if marker is not None:
            k = marker.kwargs.get("k", marker.args[0] if marker.args else 0)
            seed, cover = marker.kwargs.get("seed", 0), marker.kwargs.get("cover")
        else:
            k, seed, cover = MATRICES.get(name, (0, 0, None))
        key = (item.nodeid.split("[", 1)[0], k, seed)
        values = {_key(arg, value) for arg, value in spec.params.items()
                  if cover is None or arg in cover}
        groups.setdefault(key, []).append((item, values))
    dropped = set()
    for (_, k, seed), cases in groups.items():
        kept = set(choose([(item.nodeid, values) for item, values in cases], k, seed))
        dropped.update(id(item) for i, (item, _) in enumerate(cases) if i not in kept)
    dropped -= _meeting_every_axis(items, dropped)
    if dropped:
        config.hook.pytest_deselected(items=[i for i in items if id(i) in dropped])
        items[:] = [i for i in items if id(i) not in dropped]
