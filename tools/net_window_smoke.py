"""A hosted game through the real screens and frame loop, joined by the command line's bot
joiner in another process, on 127.0.0.1 only, to the game's end (bounded in time).

    .venv/bin/python tools/net_window_smoke.py [board|dice|zoomaka] [--timeout 240]

The window (dummy video driver) goes New game (seat 1 a bot, seat 2 Online) -> the
invite -> Start once the joiner sat down; the host's bots think in their own process as
in the game. Prints one JSON line: the game, whether it ended, the moves, the joiner's
summary. Exit status 0 when the game ended at both ends."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = {"board": "zoo", "dice": "dice", "zoomaka": "zoomaka"}


def main(argv) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    word = argv[0] if argv and argv[0] in GAMES else "dice"
    timeout = float(argv[argv.index("--timeout") + 1]) if "--timeout" in argv else 240.0
    import pygame
    from zooloretto import paths
    from zooloretto.ui.app import App
    from zooloretto.ui.net import hosting
    from zooloretto.ui.settings import Settings
    paths.set_saves_dir(tempfile.mkdtemp(prefix="zooloretto-net-smoke-"))
    hosting.BIND, hosting.PORT = "127.0.0.1", 0
    app = App(size=(1024, 640), settings=Settings(animation_speed="fast", language="en", sound=False),
              fullscreen=False)
    app.open("title")
    form = app.open("new_game")
    form.choose_game(GAMES[word])
    del form.seats[2:]
    if not form.seats[0].is_bot:
        form.toggle_kind(0)
    if form.seats[1].is_bot:
        form.toggle_kind(1)
    form.toggle_where(1)
    form.start()
    net = app.top.net
    joiner = subprocess.Popen([sys.executable, "-m", "zooloretto", "join", f"127.0.0.1:{net.port}",
                               net.code, "--bot", "easy", "--name", "Remote", "--iterations", "10",
                               "--timeout", str(int(timeout))],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    end = time.monotonic() + timeout
    seated_by = min(end, time.monotonic() + 30)
    while net.presence()[1] != "joined" and time.monotonic() < seated_by:
        app.step(pygame.event.get(), 0.02)
        time.sleep(0.02)
    app.top.start()
    table, last = app.top, time.monotonic()
    while time.monotonic() < end and app.top is table and not table.state.game_over:
        now = time.monotonic()
        app.step(pygame.event.get(), min(0.1, now - last))
        last = now
        time.sleep(0.005)
    for _ in range(50):                  # the last frames go out to the joiner
        app.step(pygame.event.get(), 0.02)
        time.sleep(0.02)
    try:
        out, _ = joiner.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        joiner.kill()
        out = ""
    lines = [line for line in out.splitlines() if line.startswith("{")]
    summary = json.loads(lines[-1]) if lines else None
    ended = table.state.game_over and bool(summary and summary.get("finished"))
    print(json.dumps({"game": word, "ended": ended, "moves": len(table.session.record.actions),
                      "joiner": summary}))
    app.close()
    return 0 if ended else 1


if __name__ == "__main__":          # the bots' process imports this module again: run once
    sys.exit(main(sys.argv[1:]))
