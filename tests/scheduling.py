"""The order of the tests and what they cost (a pytest plugin, loaded by conftest.py).

pytest-xdist's worksteal gives each worker one consecutive share of the test list and later
moves the ends of the longest queues to idle workers. The list is laid out so that:
- the tests heavy on memory (big windows, the monkey's resizes, programs started beside the
  test) begin the first share: they run one after the other, never side by side;
- the longest of the rest begin the other shares, so no long test starts last;
- the heaviest of all, when short, run alone: the other workers wait between two tests.
pytest's cache (.pytest_cache) keeps, from the last run, each test's time and how far it
raised the memory of its process and of the programs it started (Linux); a fresh clone uses
the lists below. Every worker computes the same order (the cache is written at the end).
"""
import itertools
import os
import threading
import time

import pytest

try:
    import fcntl
except ImportError:         # Windows: no test waits for another
    fcntl = None

SLOW_FIRST = ("test_random_games_checked_after_every_action", "test_monkey",
              "test_a_mutated_save_loads_to_a_lawful_game_or_is_refused",
              "test_whole_game_through_new_legal_apply_score",
              "test_whole_four_seat_game_through_the_screen", "test_random_games_checked_every_round",
              "test_hypothesis_chosen_games_keep_every_invariant",
              # the longest of the quick run (29 November 2026, issue 38)
              "test_every_new_move_met_in_a_game_is_its_drag",
              "test_clear_choices_take_fewer_futures_than_the_cap",
              "test_a_person_plays_a_whole_game_against_bots_by_drags",
              "test_the_zoomaka_table_a_card_dragged_and_played_the_bots_turns_and_a_hovered_button",
              "test_every_finished_turn_of_a_whole_game_is_the_newest_autosave",
              "test_the_load_screen_lists_hostile_file_names_and_names_and_opens_each_game",
              "test_every_readme_example_runs_as_written_in_an_empty_folder",
              "test_a_whole_bot_game_with_every_expansion_through_the_table")
HEAVY_MIB = 120             # raises memory this much: starts the first share
ALONE_MIB = 180             # this much, in less than ALONE_SECONDS: runs while the others wait
ALONE_SECONDS = 5.0         # (a longer one, as a monkey, would keep them waiting too long)
# A fresh clone has no costs from a last run: these run alone (the largest windows, and files
# of megabytes of JSON), each test by its full name.
ALONE_FIRST = ("test_the_table_lays_out_at_the_clamped_sizes[stored2]",
               "test_a_save_that_could_not_be_written_back_is_refused_when_read",
               "test_an_open_dialog_dims_the_table_and_keeps_its_buttons_from_being_pressed[size1]",
               "test_a_game_too_large_when_indented_is_written_compact_and_loads",
               "test_menus_fit_small_and_large_windows[size1]")
HEAVY_FIRST = ("test_the_table_lays_out_at_the_clamped_sizes", "test_monkey",
               "test_menus_fit_small_and_large_windows",
               "test_the_load_screen_lists_hostile_file_names_and_names_and_opens_each_game",
               "test_a_game_too_large_when_indented_is_written_compact_and_loads",
               "test_the_table_keeps_few_renders_and_lets_them_go_when_left",
               "test_every_page_draws_inside_the_window", "test_json_counts_add_up",
               "test_same_seed_same_games_and_different_seed_differs",
               "test_hostile_drags_on_the_table_never_raise_nor_make_an_illegal_move",
               "test_the_dialog_card_is_cream_with_its_border_inside_the_panels_place",
               # the game started as a program beside the test (150-180 MB): early, while small
               "test_smoke_plays_a_whole_game_reaches_the_results_and_leaves_the_players_files_alone",
               "test_a_build_without_a_games_texts_fails_the_smoke_test",
               "test_a_game_that_never_ends_fails_the_smoke_test_instead_of_hanging",
               "test_the_panel_fits_every_window", "test_an_open_dialog_dims_the_table_and_keeps_its_"
               "buttons_from_being_pressed",
               # 2560x1440 windows in four languages, a save of megabytes (120-240 MB)
               "test_a_save_that_could_not_be_written_back_is_refused_when_read",
               "test_network_screens_fit_their_words", "test_every_word_fits_in_each_language",
               "test_the_name_and_tagline_stand_clear_of_the_menu")
STARTS_PROGRAMS = ("tests/test_smoke.py", "tests/test_arena.py")
DURATIONS, MEMORY = "zooloretto/durations", "zooloretto/memory"
_durations: dict = {}
_rises: dict = {}
_LOG = os.environ.get("ZOOLORETTO_TEST_MEMORY_LOG")     # tools/measure_tests.py --per-test
_CAN_MEASURE = os.path.exists("/proc/self/clear_refs")
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def _name(item):
    return getattr(item, "originalname", item.name)


def pytest_collection_modifyitems(config, items):
    cache = getattr(config, "cache", None)
    known = cache.get(DURATIONS, {}) if cache is not None else {}
    rises = cache.get(MEMORY, {}) if cache is not None else {}

    def cost(item):
        seconds = known.get(item.nodeid)
        if seconds is None:
            seconds = 30.0 if _name(item) in SLOW_FIRST else 0.0
        return seconds if seconds >= 1.0 else 0.0   # short ones keep their order (module fixtures)

    def heavy(item):
        rise = rises.get(item.nodeid)
        return rise >= HEAVY_MIB if rise is not None else _name(item) in HEAVY_FIRST

    for item in items:
        # the heavy ones, and those that start the game as a program beside them, start small
        item._let_go_first = heavy(item) or item.nodeid.startswith(STARTS_PROGRAMS)
        rise = rises.get(item.nodeid)
        item._alone = (item.name in ALONE_FIRST if rise is None else
                       rise >= ALONE_MIB and known.get(item.nodeid, ALONE_SECONDS) < ALONE_SECONDS)
    workers = getattr(config, "workerinput", {}).get("workercount", 1)
    if workers < 2:
        items.sort(key=cost, reverse=True)
        return
    big = sorted((i for i in items if heavy(i)), key=cost, reverse=True)
    shares = [big] + [[] for _ in range(workers - 1)]
    loads = [0.0] * workers
    for item in sorted((i for i in items if cost(i) and not heavy(i)), key=cost, reverse=True):
        k = min(range(1, workers), key=loads.__getitem__)   # to the share with least to do
        shares[k].append(item)
        loads[k] += cost(item)
    placed = {id(i) for share in shares for i in share}
    short = iter([i for i in items if id(i) not in placed])
    left = len(items)
    for k, share in enumerate(shares):      # the sizes worksteal sends: what is left // workers
        size = left // (workers - k)
        left -= size
        share.extend(itertools.islice(short, max(0, size - len(share))))
    items[:] = [i for share in shares for i in share] + list(short)


# ------------------------------------------------------------------ memory of a test
def _rss_mib(pid="self"):
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * _PAGE / (1 << 20)
    except (OSError, ValueError, IndexError):
        return 0.0


def _peak_mib(reset=False):
    """This process's peak memory since the last reset (writing 5 to clear_refs resets it)."""
    if reset:
        try:
            with open("/proc/self/clear_refs", "w") as f:
                f.write("5")
        except OSError:
            pass
        return 0.0
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) / 1024 for line in f if line.startswith("VmHWM"))


def _children_mib():
    """The memory of every program this process started, and theirs, still running."""
    total, todo = 0.0, [os.getpid()]
    while todo:
        pid = todo.pop()
        try:
            kids = []
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/children") as f:
                    kids += f.read().split()
        except OSError:
            continue
        for kid in kids:
            todo.append(int(kid))
            total += _rss_mib(kid)
    return total


class _Children(threading.Thread):
    """Samples the started programs' memory five times a second; `peak` since reset."""

    def __init__(self):
        super().__init__(daemon=True, name="test-children-memory")
        self.peak = 0.0

    def run(self):
        while True:
            self.peak = max(self.peak, _children_mib())
            time.sleep(0.2)


_children = None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    before = getattr(item, "_rss_before_mib", None)
    if call.when == "teardown" and before is not None:
        report = outcome.get_result()      # sent to the controller with the report
        report.memory_rise_mib = round(_peak_mib() - before + _children.peak)


class _Alone:
    """Two locks shared by the workers of one run: a test that must run alone holds `room`
    exclusively, the others hold it shared; `door` lets no worker slip in before a test that
    is waiting to run alone."""

    def __init__(self, folder):
        self.door = open(folder / "door.lock", "a")
        self.room = open(folder / "room.lock", "a")

    def enter(self, alone):
        if alone:
            _let_go()                       # start small: the whole run's peak is now
        fcntl.flock(self.door, fcntl.LOCK_EX)
        try:
            mode = fcntl.LOCK_EX if alone else fcntl.LOCK_SH
            try:
                fcntl.flock(self.room, mode | fcntl.LOCK_NB)
            except OSError:                 # another test runs alone: wait small
                _let_go()
                fcntl.flock(self.room, mode)
        finally:
            fcntl.flock(self.door, fcntl.LOCK_UN)

    def leave(self):
        fcntl.flock(self.room, fcntl.LOCK_UN)


_alone = None
LET_GO = []       # what frees a test process's memory between two tests (conftest.py adds it)


def _let_go():
    for let_go in LET_GO:
        let_go()


@pytest.hookimpl(trylast=True)           # after pytest's own tmp_path set-up
def pytest_configure(config):
    global _alone
    factory = getattr(config, "_tmp_path_factory", None)
    if hasattr(config, "workerinput") and fcntl is not None and factory is not None:
        # every worker's temporary folder lies in the run's one (xdist's basetemp)
        _alone = _Alone(factory.getbasetemp().parent)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Measures each test (Linux). With ZOOLORETTO_TEST_MEMORY_LOG=FILE (tools/
    measure_tests.py --per-test), also one line per test: the worker, wall and CPU seconds
    (with programs it started and waited for), the process's memory after the test (teardown
    included), what the test added, the process's peak during the test, and the peak of the
    programs it started, in MiB."""
    global _children
    if _alone is not None:
        _alone.enter(getattr(item, "_alone", False))
    if getattr(item, "_let_go_first", False):
        _let_go()
    try:
        if not _CAN_MEASURE:
            yield
            return
        if _children is None:
            _children = _Children()
            _children.start()

        def cpu():
            t = os.times()
            return t.user + t.system + t.children_user + t.children_system
        before, started, cpu_before = _rss_mib(), time.perf_counter(), cpu()
        _peak_mib(reset=True)
        _children.peak = 0.0
        item._rss_before_mib = before
        yield
        if _LOG:
            after, peak = _rss_mib(), _peak_mib()
            worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
            with open(_LOG, "a") as f:
                f.write(f"{worker}\t{time.perf_counter() - started:.2f}\t"
                        f"{cpu() - cpu_before:.2f}\t{after:.0f}\t{after - before:+.0f}\t"
                        f"{peak:.0f}\t{_children.peak:.0f}\t{item.nodeid}\n")
    finally:
        if _alone is not None:
            _alone.leave()


def pytest_runtest_logreport(report):
    _durations[report.nodeid] = _durations.get(report.nodeid, 0.0) + report.duration
    rise = getattr(report, "memory_rise_mib", None)
    if rise is not None:
        _rises[report.nodeid] = rise


def pytest_sessionfinish(session):
    cache = getattr(session.config, "cache", None)
    if cache is None or hasattr(session.config, "workerinput") or not _durations:
        return
    for key, values in ((DURATIONS, {k: round(v, 2) for k, v in _durations.items()}),
                        (MEMORY, _rises)):
        known = cache.get(key, {})
        known.update(values)
        cache.set(key, known)
