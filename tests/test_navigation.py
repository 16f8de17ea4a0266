"""Screens open each other by name through ui/navigation.py, never by importing each other."""
from __future__ import annotations

import ast
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

from zooloretto.ui import navigation

UI = Path(navigation.__file__).parent


def test_every_named_screen_registers_itself_under_its_name():
    for name in navigation.SCREENS:
        cls = navigation.scene_class(name)
        assert cls.screen_name == name


def test_no_screen_module_imports_another_screen_module():
    screens = {m.rsplit(".", 1)[1] for m in navigation.SCREENS.values()} - {"scene"}
    for path in (UI / "scenes").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                assert node.module not in screens and not any(
                    a.name in screens for a in node.names), f"{path.name} imports a screen"


def test_open_as_game_leaves_only_the_title_below(make):
    app, table, session = make()
    app.open("pause", session)
    new = app.open("table", session, how="game")
    assert [s.screen_name for s in app.stack] == ["title", "table"] and app.top is new
    app.open("title", how="reset")
    assert [s.screen_name for s in app.stack] == ["title"]
