"""Fixtures shared by the tests.

Every test process (each pytest-xdist worker too) gets its own user folders: saves, settings
and logs never reach the real ones, and parallel workers never share a file. After a test
that started pygame, what the screen held goes: the events nobody read (they hold widgets),
the last pygame-gui manager, the garbage of the scenes (a window's surfaces are megabytes)."""
import gc
import itertools
import os
import sys

import pytest

# Tests known to take seconds; they start first, so that no long test begins last while the
# other workers have nothing left to do. pytest's cache (.pytest_cache) keeps the times of
# the last run, which order the rest; a fresh clone uses this list alone.
SLOW_FIRST = ("test_random_games_checked_after_every_action", "test_monkey",
              "test_a_mutated_save_loads_to_a_lawful_game_or_is_refused",
              "test_whole_game_through_new_legal_apply_score",
              "test_whole_four_seat_game_through_the_screen", "test_random_games_checked_every_round",
              "test_hypothesis_chosen_games_keep_every_invariant")
# Tests that raise their process's memory by this much or more (big windows, the monkey's
# resizes) all start on one worker, so that two of them never run side by side. The cache
# keeps what each test raised its process by in the last run; a fresh clone uses the list.
HEAVY_MIB = 150
HEAVY_FIRST = ("test_the_table_lays_out_at_the_clamped_sizes", "test_monkey",
               "test_menus_fit_small_and_large_windows",
               "test_the_load_screen_lists_hostile_file_names_and_names_and_opens_each_game",
               "test_a_game_too_large_when_indented_is_written_compact_and_loads",
               "test_the_table_keeps_few_renders_and_lets_them_go_when_left",
               "test_every_page_draws_inside_the_window")
DURATIONS, MEMORY = "zooloretto/durations", "zooloretto/memory"
_durations: dict = {}
_rises: dict = {}


def pytest_collection_modifyitems(config, items):
    """The order in which pytest-xdist's worksteal hands the tests out: it gives each worker
    one consecutive share of the list and later moves the ends of the longest queues to idle
    workers. The first share starts with the tests heavy on memory, the others with the
    longest of the rest; short tests keep their order (module fixtures) and fill the shares.
    Every worker must compute the same order (the cache is written only when the run ends)."""
    cache = getattr(config, "cache", None)
    known = cache.get(DURATIONS, {}) if cache is not None else {}
    rises = cache.get(MEMORY, {}) if cache is not None else {}

    def name(item):
        return getattr(item, "originalname", item.name)

    def cost(item):
        seconds = known.get(item.nodeid)
        if seconds is None:
            seconds = 30.0 if name(item) in SLOW_FIRST else 0.0
        return seconds if seconds >= 1.0 else 0.0

    def heavy(item):
        rise = rises.get(item.nodeid)
        return rise >= HEAVY_MIB if rise is not None else name(item) in HEAVY_FIRST

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


def _printable(text):
    return text.encode("utf-8", "backslashreplace").decode("utf-8") if isinstance(text, str) else text


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Captured output may hold undecodable file names (surrogates, from the hostile-file
    tests); pytest-xdist cannot send those from a worker, so they are escaped first."""
    outcome = yield
    report = outcome.get_result()
    report.sections = [(title, _printable(content)) for title, content in report.sections]
    before = getattr(item, "_rss_before_mib", None)
    if call.when == "teardown" and before is not None:
        report.memory_rise_mib = round(_peak_mib() - before)    # sent to the controller too


_MEMORY_LOG = os.environ.get("ZOOLORETTO_TEST_MEMORY_LOG")     # tools/measure_tests.py --per-test
_CAN_MEASURE = os.path.exists("/proc/self/clear_refs")


def _peak_mib(reset=False):
    """The process's peak memory since the last reset (writing 5 to clear_refs resets it)."""
    if reset:
        try:
            with open("/proc/self/clear_refs", "w") as f:
                f.write("5")
        except OSError:
            pass
        return 0.0
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) / 1024 for line in f if line.startswith("VmHWM"))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """How far each test raises its process's memory (Linux): kept in the cache, it orders the
    next run. With ZOOLORETTO_TEST_MEMORY_LOG=FILE (tools/measure_tests.py --per-test), also
    one line per test: the worker, wall and CPU seconds (with programs it started and waited
    for), the process's memory after the test (teardown included), what the test added, and
    the process's peak during the test, in MiB."""
    if not _CAN_MEASURE:
        yield
        return
    import time

    def cpu():
        t = os.times()
        return t.user + t.system + t.children_user + t.children_system
    before, started, cpu_before = _rss_mib(), time.perf_counter(), cpu()
    _peak_mib(reset=True)
    item._rss_before_mib = before
    yield
    if _MEMORY_LOG:
        after, peak = _rss_mib(), _peak_mib()
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        with open(_MEMORY_LOG, "a") as f:
            f.write(f"{worker}\t{time.perf_counter() - started:.2f}\t{cpu() - cpu_before:.2f}\t"
                    f"{after:.0f}\t{after - before:+.0f}\t{peak:.0f}\t{item.nodeid}\n")


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


_USER_DIRS = ("user_data_dir", "user_config_dir", "user_log_dir", "user_state_dir",
              "user_cache_dir")


@pytest.fixture(scope="session", autouse=True)
def one_font_each():
    """Every window's pygame-gui opens its fonts anew, and pygame-ce keeps part of each font
    after it is gone (all of an in-memory copy, half a megabyte, for a packaged font): some
    10 MB per window, with hundreds of windows in a test run. Here each font is opened once
    per test process, from its file, and shared by the windows, until pygame quits."""
    from importlib import resources
    from pathlib import Path

    import pygame
    from pygame_gui.core import utility
    real_load = utility.FontResource.load
    opened = {}

    def load(self):
        if isinstance(self.location, utility.PackageResource):
            path = resources.files(self.location.package) / self.location.resource
            if isinstance(path, Path):
                self.location = str(path)
        if not isinstance(self.location, str):
            return real_load(self)
        key = (self.location, self.size, repr(sorted(self.style.items())), self.force_style)
        if key not in opened:
            error = real_load(self)
            if error is not None:
                return error
            if not opened:
                pygame.register_quit(opened.clear)     # fonts die with pygame.font
            opened[key] = self.loaded_font
        self.loaded_font = opened[key]
        return None
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(utility.FontResource, "load", load)
        yield


@pytest.fixture(scope="session", autouse=True)
def private_user_folders(tmp_path_factory):
    """platformdirs answers with folders under this process's own temp folder; the XDG
    variables send the programs the tests start there too (Linux)."""
    import platformdirs
    home = tmp_path_factory.mktemp("user")
    with pytest.MonkeyPatch.context() as mp:
        for name in _USER_DIRS:
            kind = name.split("_")[1]
            mp.setattr(platformdirs, name,
                       lambda appname=None, *a, _kind=kind, **k: str(home / _kind / (appname or "")))
        for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                         ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
            mp.setenv(var, str(home / sub))
        yield home


# A test process that holds more than this after a screen test lets its pictures go too (the
# art and text renders of every window size it has drawn): two workers side by side stay small.
RENDERS_KEPT_UP_TO_MIB = 150
# A window larger than this (pixels) is closed after its test: its screen alone is megabytes.
LARGEST_WINDOW_KEPT = 1920 * 1200


def _rss_mib():
    """This process's resident memory (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * _PAGE / (1 << 20)
    except OSError:
        return 0.0


_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def _release_screen(rss_before):
    """After a test that opened a window: what it held goes. A test that drew nothing costs
    nothing here (a full garbage collection in a test process takes tens of milliseconds)."""
    pygame = sys.modules.get("pygame")
    if pygame is None or not pygame.get_init():
        return
    gui = sys.modules.get("pygame_gui.core.utility")
    had_manager = gui is not None and gui.get_default_manager() is not None
    rss = _rss_mib()
    if not had_manager and rss < rss_before + 4:
        return
    if pygame.display.get_init():
        # Events pygame-gui posted and no test read hold their widgets, and through them the
        # whole screen. pygame.event.clear() does not let go of them; reading them does.
        pygame.event.get()
        screen = pygame.display.get_surface()
        if screen is not None and screen.get_width() * screen.get_height() > LARGEST_WINDOW_KEPT:
            pygame.display.quit()         # the next window opens the display again
    if gui is not None:
        gui.set_default_manager(None)     # pygame-gui keeps the last manager made
    if rss > RENDERS_KEPT_UP_TO_MIB:
        _forget_renders()
    gc.collect()
    _give_back_memory()


def _forget_renders():
    """Empty the game's render caches: its functools caches (art, text) and ui.caches."""
    for name, module in list(sys.modules.items()):
        if name.startswith("zooloretto.ui") and module is not None:
            for value in list(vars(module).values()):
                if hasattr(value, "cache_clear") and hasattr(value, "cache_info"):
                    value.cache_clear()
    caches = sys.modules.get("zooloretto.ui.caches")
    if caches is not None:
        for group in list(caches._groups):
            caches.forget(group)


def _give_back_memory():
    """Hand freed memory back to the system: a big window's surfaces (a 2560x1440 screen is
    15 MB each) would otherwise stay in the process's heap for the rest of the run."""
    global _malloc_trim
    if _malloc_trim is None:
        _malloc_trim = False
        if sys.platform.startswith("linux"):
            try:
                import ctypes
                _malloc_trim = ctypes.CDLL("libc.so.6").malloc_trim
            except (OSError, AttributeError):     # not glibc
                pass
    if _malloc_trim:
        _malloc_trim(0)


_malloc_trim = None


@pytest.fixture(autouse=True)
def release_screen():
    before = _rss_mib()
    yield
    if os.environ.get("ZOOLORETTO_TEST_KEEP_SCREEN") != "1":
        _release_screen(before)


@pytest.fixture
def make(tmp_path, monkeypatch):
    """Open a game table headless: make(state=None, seats=None, n=3, animation="off",
    confirm=False, budget=0.05, runner=SyncRunner, flow=False) -> (app, scene, session);
    flow: the turn check and the hot-seat hand-over, as in the game. Bots answer
    synchronously unless another runner is given. Saves and settings stay in tmp."""
    from zooloretto import paths
    from zooloretto.ui import navigation
    from zooloretto.ui.app import App
    from zooloretto.ui.session import GameSession, Seat
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.table.turns import SyncRunner
    from zooloretto.ui.text import set_language

    paths.set_saves_dir(tmp_path)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")

    def build(state=None, seats=None, n=3, animation="off", confirm=False, budget=0.05,
              runner=SyncRunner, flow=False):
        seats = seats or [Seat(f"P{i + 1}") for i in range(n)]
        session = GameSession.new(seats, seed=11)
        if state is not None:
            session.record.state = state
        app = App(size=(1280, 800), settings=Settings(animation_speed=animation, language="en",
                                                      confirm_money_actions=confirm,
                                                      confirm_turn=flow))
        scene = navigation.make(app, "table", session, bot_time_budget=budget, runner=runner,
                                hand_overs=flow)
        app.push(scene)
        app.step([])
        return app, scene, session

    yield build
    paths.set_saves_dir(None)
    set_language("en")
