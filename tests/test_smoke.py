"""The first minutes of an installation: the headless self-test plays a whole
bot game through the real scenes, a machine without a screen gets one
sentence, and the start-up options reach the window.

Each case runs the game as its own process (`python -m zooloretto`), the way
a player or CI starts it, with the user folders pointed at tmp_path.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sampling import quick

ROOT = Path(__file__).resolve().parent.parent
HANG_GUARD = 120           # seconds; only so that a hang fails instead of blocking CI
LINUX = sys.platform.startswith("linux")


def user_env(tmp_path, **extra):
    """The environment of a player whose folders are all under tmp_path (Linux: XDG)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), HOME=str(tmp_path / "home"))
    env.update(extra)
    return env


def zooloretto(tmp_path, *args, code=None, **env):
    cmd = [sys.executable, "-m", "zooloretto", *args] if code is None else [sys.executable, "-c", code]
    return subprocess.run(cmd, cwd=tmp_path, env=user_env(tmp_path, **env), capture_output=True,
                          text=True, timeout=HANG_GUARD)


def test_smoke_plays_a_whole_game_reaches_the_results_and_leaves_the_players_files_alone(tmp_path):
    settings = tmp_path / "config" / "Zooloretto" / "settings.json"     # (Linux: XDG_CONFIG_HOME)
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"animation_speed": "slow", "language": "en"}))
    run = zooloretto(tmp_path, "--smoke")
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    stages = [line.split(":", 2)[1].split()[0] for line in lines if line.startswith("smoke:")]
    assert stages == ["files", "title", "new", "game", "results", "quit", "the", "Zoomaka", "the", "all"], run.stdout
    assert "smoke: the dice game ok: 6 moves" in run.stdout
    assert "smoke: Zoomaka ok: 6 moves" in run.stdout      # the card game too (issue #34)
    assert any("polar-bear" in line and "ok: 6 moves" in line for line in lines)   # with every expansion
    over = next(line for line in lines if line.startswith("smoke: game over after"))
    assert int(over.split("after ")[1].split()[0]) > 20      # a real game, not an empty one
    assert "FAILED" not in run.stdout
    if LINUX:       # the player's folders, redirected by the XDG variables: nothing of theirs touched
        assert json.loads(settings.read_text()) == {"animation_speed": "slow", "language": "en"}
        assert not (tmp_path / "data" / "Zooloretto" / "saves").exists()


def test_a_game_that_never_ends_fails_the_smoke_test_instead_of_hanging(tmp_path):
    code = ("import sys, zooloretto.smoke as s; s.GAME_FRAMES = 3; sys.exit(s.run_smoke())")
    run = zooloretto(tmp_path, code=code)
    assert run.returncode == 1
    assert "smoke: FAILED: the game did not end" in run.stdout


@pytest.mark.parametrize("prefix, said", [("dice.", "the dice game's texts"), ("zoomaka.", "Zoomaka's texts")])
def test_a_build_without_a_games_texts_fails_the_smoke_test(tmp_path, prefix, said):
    # the quick run leaves out the walk through a whole board game, which reads none of
    # those texts (--full: the whole smoke test, as a build runs it)
    skip_walk = quick("", "s._walk = lambda *a: None; ")
    code = ("import sys, zooloretto.smoke as s, zooloretto.words.text as t; real = t.tr; "
            f"t.tr = lambda k, **kw: k if k.startswith({prefix!r}) else real(k, **kw); "
            f"{skip_walk}sys.exit(s.run_smoke())")
    run = zooloretto(tmp_path, code=code)
    assert run.returncode == 1
    assert f"smoke: FAILED: {said}" in run.stdout


@pytest.mark.skipif(not LINUX, reason="only Linux can start with no display at all")
def test_no_screen_gives_one_sentence_and_status_2(tmp_path):
    run = zooloretto(tmp_path)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        "zooloretto: No screen was found, so the game window cannot open. On a machine without a "
        "display, add --smoke (python3 tools/play.py --smoke) to play a whole bot game headless "
        "and check the installation."]


@pytest.mark.skipif(not LINUX, reason="user folders are redirected with XDG variables")
@pytest.mark.parametrize("flag, shown", [(None, "full screen"), ("--windowed", "windowed"),
                                         ("--fullscreen", "full screen")])
def test_window_flags_override_the_saved_setting_for_this_run(tmp_path, flag, shown):
    settings = tmp_path / "config" / "Zooloretto" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"fullscreen": True}))
    run = zooloretto(tmp_path, *([flag] if flag else []), SDL_VIDEODRIVER="dummy",
                     SDL_AUDIODRIVER="dummy", ZOOLORETTO_TIME_TO_TITLE="1")
    assert run.returncode == 0, run.stderr
    assert "zooloretto: first title frame drawn (" in run.stdout
    assert run.stdout.strip().endswith(f", {shown})")
    assert json.loads(settings.read_text())["fullscreen"] is True


def test_version_and_help_answer_without_opening_a_window(tmp_path):
    version = zooloretto(tmp_path, "--version")
    assert version.returncode == 0 and version.stdout.startswith("zooloretto ")
    helptext = zooloretto(tmp_path, "--help")
    assert helptext.returncode == 0
    for option in ("--saves-dir", "--windowed", "--fullscreen", "--smoke"):
        assert option in helptext.stdout
