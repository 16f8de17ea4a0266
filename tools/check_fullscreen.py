#!/usr/bin/env python3
"""Full screen in a real X11 window, under a window manager: what F11 and the Settings
switch do to the window, seen from outside.

    python tools/check_fullscreen.py [--no-wm] [--screen 1920x1080]

Starts its own Xvfb (and openbox, unless --no-wm), runs the game's window (the Settings
screen over the title) in a child process with SDL_VIDEODRIVER=x11, and drives it with
xdotool: F11 in and out, the Settings switch on and off, a window the window manager
resized, F11 twice at once, and a game started in full screen with a saved window larger
than the screen. For each step it prints the window's geometry as X11 has it (xwininfo)
and the sizes the game laid its screen out at (one per layout); at the end, how many X11
windows the game made (every window named Zooloretto seen by polling xwininfo -root -tree)
and how many times it called pygame.display.set_mode. Under a window manager each switch
must happen once, a window must come back at the size and place it had (within the
screen), and there must be one window for the whole run; the exit status is 1 otherwise.
Without a window manager nothing makes a window full screen: the steps are only reported
(marked "differs"), and one window for the whole run is still required.

Needs Xvfb, xdotool, xwininfo and openbox (Debian: xvfb xdotool x11-utils openbox).
Settings and saves go to a temporary folder, never the player's.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NEEDED = ("Xvfb", "xdotool", "xwininfo")
SETTLE = 1.5          # seconds a switch is given to settle (the window manager answers late)

CHILD = r"""
import json, sys, pygame
from zooloretto import paths
from zooloretto.ui.app import App
from zooloretto.ui.settings import Settings
from zooloretto.ui.navigation import make
paths.set_saves_dir(sys.argv[1])
calls = {"set_mode": 0}
real_set_mode = pygame.display.set_mode
def counting_set_mode(*a, **k):
    calls["set_mode"] += 1
    return real_set_mode(*a, **k)
pygame.display.set_mode = counting_set_mode
full, size = sys.argv[2] == "full", tuple(int(v) for v in sys.argv[3].split("x"))
settings = Settings(language="en", fullscreen=full, window_size=size, sound=False)
app = App(size=size, settings=settings)
def report(what):
    named = getattr(app.top, "named", {})
    print(json.dumps({"what": what, "size": app.size, "fullscreen": app.settings.fullscreen,
                      "set_mode": calls["set_mode"],
                      "buttons": {k: named[k].rect.center for k in ("fullscreen_on", "fullscreen_off")
                                  if k in named}}), flush=True)
laid_out = app._resized
def reporting_resized():
    laid_out()
    report("laid out")
app._resized = reporting_resized
app.push(make(app, "title"))
app.open("settings")
report("open")
app.run(None)
"""


class Game:
    """The child process and what it reported; the X11 windows named Zooloretto seen."""

    def __init__(self, env, saves, full, size):
        self.proc = subprocess.Popen([sys.executable, "-c", CHILD, saves, "full" if full else "window", size],
                                     cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.env, self.reports, self.windows, self.done = env, [], set(), False
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._poll_windows, daemon=True).start()
        self.wid = self._wait_for_window()

    def _read(self):
        for line in self.proc.stdout:
            if line.startswith("{"):
                self.reports.append(json.loads(line))

    def _poll_windows(self):
        while not self.done:
            tree = xrun(self.env, "xwininfo", "-root", "-tree")
            self.windows |= set(re.findall(r"(0x[0-9a-f]+) \"Zooloretto\"", tree))
            time.sleep(0.05)

    def _shown_window(self):
        """The game's window shown now (the newest, should it have made others)."""
        out = xrun(self.env, "xdotool", "search", "--onlyvisible", "--class", "Zooloretto").split()
        return max(out, key=int) if out else None

    def _wait_for_window(self):
        end = time.time() + 30
        while time.time() < end:
            wid = self._shown_window()
            if wid and self.reports:
                time.sleep(SETTLE)
                return self._shown_window() or wid
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        raise SystemExit("the game's window did not appear\n" + self.proc.stderr.read()[-2000:])

    @property
    def last(self):
        return self.reports[-1]

    def geometry(self):
        """(x, y, w, h) of the game's window as X11 has it (the client area)."""
        self.wid = self._shown_window() or self.wid
        info = xrun(self.env, "xwininfo", "-id", self.wid)
        get = lambda name: int(re.search(name + r":\s+(-?\d+)", info).group(1))
        return (get("Absolute upper-left X"), get("Absolute upper-left Y"), get("Width"), get("Height"))

    def act(self, *command):
        """Run an xdotool command at the focused game window; returns (the sizes the game
        laid its screen out at, one per layout; its geometry) once it settled."""
        before = len(self.reports)
        xrun(self.env, "xdotool", "windowactivate", "--sync", self.wid)
        xrun(self.env, "xdotool", "windowfocus", "--sync", self.wid)
        xrun(self.env, "xdotool", *command)
        time.sleep(SETTLE)
        return [tuple(r["size"]) for r in self.reports[before:]], self.geometry()

    def click(self, name):
        x, y = self.last["buttons"][name]
        return self.act("mousemove", "--window", self.wid, str(x), str(y), "click", "1")

    def close(self):
        self.done = True
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def xrun(env, *command) -> str:
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=20).stdout


def start_x(screen):
    """Xvfb on a free display; returns (process, display name)."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{screen}x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    if not number:
        raise SystemExit("Xvfb did not start")
    return xvfb, f":{number}"


def start_wm(env):
    wm = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.time() + 15
    while time.time() < end and "window id" not in xrun(env, "xprop", "-root", "_NET_SUPPORTING_WM_CHECK"):
        time.sleep(0.1)
    return wm


class Checks:
    def __init__(self, strict):
        self.strict, self.failed = strict, []

    def line(self, what, sizes, geometry, ok=None, why=""):
        x, y, w, h = geometry
        if ok is None:
            mark = ""
        elif ok:
            mark = "  ok"
        else:
            mark = f"  {'FAILED' if self.strict else 'differs'}{': ' + why if why else ''}"
        print(f"{what:34} {w}x{h} at ({x},{y})   laid out at: "
              f"{' -> '.join(f'{a}x{b}' for a, b in sizes) or 'none'}{mark}", flush=True)
        if ok is False and self.strict:
            self.failed.append(what)


def fits(geometry, screen):
    x, y, w, h = geometry
    return x >= 0 and y >= 0 and x + w <= screen[0] and y + h <= screen[1]


def still(game, checks, seconds=3.0):
    """Nothing happens to a full-screen window left alone (it was made again once a second)."""
    windows, reports = len(game.windows), len(game.reports)
    time.sleep(seconds)
    made, sized = len(game.windows) - windows, len(game.reports) - reports
    ok = made == 0 and sized == 0
    print(f"{'... left alone ' + str(int(seconds)) + ' s':34} windows made: {made}, layouts: {sized}"
          f"{'  ok' if ok else '  FAILED'}", flush=True)
    if not ok:
        checks.failed.append("a still full screen changed")


def session_windowed(env, tmp, screen, size, checks):
    game = Game(env, tmp, False, size)
    try:
        start = game.geometry()
        checks.line("start, windowed", [tuple(game.last["size"])], start)
        full = (0, 0) + screen
        for how, enter, leave in (("F11", ("key", "F11"), ("key", "F11")),
                                  ("Settings", None, None)):
            sizes, g = game.act(*enter) if enter else game.click("fullscreen_on")
            checks.line(f"{how}: full screen", sizes, g, g == full and sizes == [screen]
                        and game.last["fullscreen"], "not the whole screen once")
            if how == "F11":
                still(game, checks)
            sizes, g = game.act(*leave) if leave else game.click("fullscreen_off")
            checks.line(f"{how}: back to a window", sizes, g, g == start and len(sizes) == 1
                        and not game.last["fullscreen"], f"not {start[2]}x{start[3]} at ({start[0]},{start[1]}) once")
        sizes, g = game.act("windowsize", game.wid, "1500", "900")
        checks.line("resized by the window manager", sizes, g, g[2:] == (1500, 900))
        resized = g
        game.act("key", "F11")
        sizes, g = game.act("key", "F11")
        checks.line("F11, F11: back to that size", sizes, g, g == resized, "another size or place")
        sizes, g = game.act("key", "--delay", "40", "F11", "F11")
        checks.line("F11 F11 at once", sizes, g, g == resized and fits(g, screen)
                    and not game.last["fullscreen"], "another size, or off the screen")
    finally:
        game.close()
    return game


def session_started_full(env, tmp, screen, checks):
    big = f"{screen[0] + 640}x{screen[1] + 360}"
    game = Game(env, tmp, True, big)
    try:
        g = game.geometry()
        checks.line(f"start in full screen ({big} saved)", [tuple(game.last["size"])], g, g == (0, 0) + screen)
        sizes, g = game.act("key", "F11")
        checks.line("F11: a window within the screen", sizes, g, fits(g, screen) and len(sizes) == 1,
                    "larger than the screen")
    finally:
        game.close()
    return game


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-wm", action="store_true", help="no window manager: only report")
    ap.add_argument("--screen", default="1920x1080")
    ap.add_argument("--size", default="1280x800", help="the window's size at the start")
    args = ap.parse_args()
    missing = [p for p in NEEDED + (() if args.no_wm else ("openbox",)) if not shutil.which(p)]
    if missing:
        print(f"skipped: {', '.join(missing)} not installed", file=sys.stderr)
        return 2
    screen = tuple(int(v) for v in args.screen.split("x"))
    xvfb, display = start_x(args.screen)
    wm = None
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=ROOT, HOME=tmp,
                   XDG_CONFIG_HOME=f"{tmp}/config", XDG_DATA_HOME=f"{tmp}/data", XDG_STATE_HOME=f"{tmp}/state",
                   XDG_CACHE_HOME=f"{tmp}/cache")
        env.pop("XAUTHORITY", None)
        try:
            if not args.no_wm:
                wm = start_wm(env)
            print(f"Xvfb {args.screen}, {'no window manager' if args.no_wm else 'openbox'}", flush=True)
            checks = Checks(strict=not args.no_wm)
            games = [session_windowed(env, tmp, screen, args.size, checks),
                     session_started_full(env, tmp, screen, checks)]
            for n, game in enumerate(games, 1):
                made, calls = len(game.windows), game.last["set_mode"]
                ok = made == 1 and calls == 1
                print(f"run {n}: X11 windows the game made: {made}; pygame.display.set_mode calls: {calls}"
                      f"{'  ok' if ok else '  FAILED'}", flush=True)
                if not ok:
                    checks.failed.append(f"run {n}: windows made again")
        finally:
            for p in (wm, xvfb):
                if p is not None:
                    p.terminate()
                    p.wait(10)
    print("all as expected" if not checks.failed else "FAILED: " + "; ".join(checks.failed))
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
