"""Fixtures shared by the tests.

Every test process (each pytest-xdist worker too) gets its own user folders: saves, settings
and logs never reach the real ones, and parallel workers never share a file. After a test
that opened a window, what the screen held goes: the events nobody read (they hold widgets),
the last pygame-gui manager, the garbage of the scenes (a window's surfaces are megabytes),
the render caches when the process has grown. The order of the tests keeps the two workers
busy to the end and the tests heavy on memory away from each other (pytest's cache keeps the
time and memory of each test from the last run)."""
import gc
import os
import sys

import pytest

pytest_plugins = ("scheduling", "sampling")   # the order of the tests, what each costs; the
                                                # quick run's sample of the long matrices (--full: all)

# The command line speaks the system's language (zooloretto/cli_text.py): the tests read
# its English, whatever the machine's locale; tests of the other languages set their own.
os.environ["ZOOLORETTO_LANGUAGE"] = "en"
# Join a table asks this network for its tables (net/discovery.py): in tests only 127.0.0.1.
os.environ["ZOOLORETTO_DISCOVERY_ADDRESS"] = "127.0.0.1"


def _printable(text):
    return text.encode("utf-8", "backslashreplace").decode("utf-8") if isinstance(text, str) else text


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Captured output may hold undecodable file names (surrogates, from the hostile-file
    tests); pytest-xdist cannot send those from a worker, so they are escaped first."""
    outcome = yield
    report = outcome.get_result()
    report.sections = [(title, _printable(content)) for title, content in report.sections]


_USER_DIRS = ("user_data_dir", "user_config_dir", "user_log_dir", "user_state_dir",
              "user_cache_dir")


_SHARED_FONTS: dict = {}     # (file, size, style) -> font; let go with the renders (a font of
                             # each size holds its file's data: 100 sizes are some 30 MB)


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
    opened = _SHARED_FONTS

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
            opened[key] = self.loaded_font
        self.loaded_font = opened[key]
        return None
    pygame.register_quit(opened.clear)                 # fonts die with pygame.font
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(utility.FontResource, "load", load)
        yield


@pytest.fixture(scope="session", autouse=True)
def one_shape_cache():
    """pygame-gui draws each rounded button state four times larger to smooth its corners
    and keeps the results in its theme's shape cache; the game has one theme for its life,
    but each test's window starts a new theme and drew every button again (a fifth of the
    CPU of the screen tests). The windows of a test process share one cache here, as the
    game's screens share theirs (it is bounded: three 1024x1024 sheets)."""
    from pygame_gui.core import ui_appearance_theme
    real, shared = ui_appearance_theme.SurfaceCache, []

    def one_cache():
        if not shared:
            shared.append(real())
        return shared[0]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ui_appearance_theme, "SurfaceCache", one_cache)
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
RENDERS_KEPT_UP_TO_MIB = 120
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
    rss = _rss_mib()
    if pygame is None or not pygame.get_init():
        if rss > rss_before + 16:         # many games played, or a large file read
            _collect_garbage()
        return
    gui = sys.modules.get("pygame_gui.core.utility")
    had_manager = gui is not None and gui.get_default_manager() is not None
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
    _collect_garbage()


# After a screen test the garbage of its window is looked for among the young objects only;
# everything a test process holds (the dice bots' caches: tens of thousands of objects) is
# walked, 20-50 ms, once the process has grown this much since the last full walk. Walked
# after each of a thousand screen tests, it was a tenth of the run's CPU.
FULL_WALK_AFTER_MIB = 12
_size_after_full_walk = None


def _collect_garbage(full=False):
    global _size_after_full_walk
    if full or _size_after_full_walk is None or _rss_mib() > _size_after_full_walk + FULL_WALK_AFTER_MIB:
        gc.collect()
        _give_back_memory()
        _size_after_full_walk = _rss_mib()
    else:
        gc.collect(1)


def _let_go_of_everything():
    """Between two tests, before one that runs alone or while waiting for it: the render
    caches and every freed picture go back to the system."""
    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.get_init():
        if pygame.display.get_init():
            pygame.event.get()
        gui = sys.modules.get("pygame_gui.core.utility")
        if gui is not None:
            gui.set_default_manager(None)
        _forget_renders(fonts=True)
    _collect_garbage(full=True)


def pytest_collection_finish(session):
    """What exists once the tests are collected (the test modules, the game's modules, pytest's
    own records) lives to the end: frozen, the garbage collections after screen tests never
    walk it again (each took ~25 ms, a tenth of a screen test's time)."""
    gc.collect()
    gc.freeze()


def pytest_configure(config):
    config.pluginmanager.get_plugin("scheduling").LET_GO.append(_let_go_of_everything)
    if hasattr(config, "workerinput"):
        _WORKER_REPORTER[:] = [config.pluginmanager.get_plugin("terminalreporter")]


_WORKER_REPORTER: list = []


def pytest_runtest_logfinish(nodeid, location):
    """A pytest-xdist worker's terminal reporter keeps every test's three reports to the end,
    for a summary the worker never prints (the controller prints its own): some 6,000
    reports of 20,000 objects by the end of a run, walked by every full garbage collection.
    They are let go at once."""
    for reporter in _WORKER_REPORTER:
        if reporter is not None:
            reporter.stats.clear()


def _forget_renders(fonts=False):
    """Empty the game's render caches: its functools caches (art, text) and ui.caches; with
    `fonts`, the fonts too (the dearest to make again: only before and beside a heavy test)."""
    for name, module in list(sys.modules.items()):
        if name.startswith("zooloretto.ui") and module is not None:
            for key, value in list(vars(module).items()):
                if hasattr(value, "cache_clear") and hasattr(value, "cache_info") \
                        and (fonts or "font" not in key):
                    value.cache_clear()
    if fonts:
        _SHARED_FONTS.clear()
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


def _one_of_each_translation_folder():
    """pygame-gui's UIManager adds its translation folders to python-i18n's search path, a
    list for the whole process, each time one is made: after hundreds of windows, every text
    with a dot that is no key (a sentence, a name) was looked for in hundreds of folders, a
    quarter of a screen test's CPU late in a worker's run. The game makes one manager."""
    i18n = sys.modules.get("i18n")
    if i18n is not None and len(i18n.load_path) > len(set(i18n.load_path)):
        i18n.load_path[:] = list(dict.fromkeys(i18n.load_path))


@pytest.fixture(autouse=True)
def release_screen():
    before = _rss_mib()
    yield
    text = sys.modules.get("zooloretto.words.text")
    if text is not None and text.language() != "en":
        text.set_language("en")     # a test that left its language behind changes no other's words
    _one_of_each_translation_folder()
    autosaver = sys.modules.get("zooloretto.ui.autosaver")
    if autosaver is not None:       # no autosave of this test still writes into its folders
        autosaver.flush()
    if os.environ.get("ZOOLORETTO_TEST_KEEP_SCREEN") != "1":
        _release_screen(before)


@pytest.fixture
def folders(tmp_path, monkeypatch):
    """Saves and settings in tmp_path (saves/, config/); the language back to English after.
    A test module may define its own `folders` (it then wins)."""
    from zooloretto import paths
    from zooloretto.ui.text import set_language
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    yield tmp_path
    paths.set_saves_dir(None)
    set_language("en")


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
    from zooloretto.ui.kit.turns import SyncRunner
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
