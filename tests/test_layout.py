"""Three games, one shape: each game is a package zooloretto/<game>/ holding its pure rules
(rules/) and its bots (bots/) with the same functions; the game's own code imports the board
game by its new names only, and the old names (zooloretto.rules, zooloretto.bots) still give
the very same modules to outside scripts."""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from zooloretto.old_names import RENAMED

PACKAGE = Path(__file__).resolve().parent.parent / "zooloretto"
GAMES = ("zoo", "dice", "zoomaka")
EVERY_RULES_PACKAGE_HAS = ("legal_actions", "apply", "refusal", "undoable", "turn_over",
                           "IllegalAction", "Refusal")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_is_a_package_of_the_same_shape(game):
    rules = importlib.import_module(f"zooloretto.{game}.rules")
    bots = importlib.import_module(f"zooloretto.{game}.bots")
    missing = [name for name in EVERY_RULES_PACKAGE_HAS if not hasattr(rules, name)]
    assert not missing, f"zooloretto.{game}.rules lacks {missing}"
    assert callable(getattr(bots, "make_bot", None))
    for part in ("state", "actions", "events", "engine", "places", "gestures", "check", "view",
                 "record", "refusals", "scoring"):
        assert (PACKAGE / game / "rules" / f"{part}.py").exists(), f"{game}/rules/{part}.py"


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    else:
        package = package.rsplit(".", 1)[0] if package.endswith(".__init__") else package
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module
            yield name
            yield from (f"{name}.{a.name}" for a in node.names)


def test_the_games_own_code_uses_the_new_names():
    old = tuple(RENAMED)
    found = sorted({f"{path.relative_to(PACKAGE.parent)}: {name}"
                    for path in PACKAGE.rglob("*.py") if path.name != "old_names.py"
                    for name in _imports(path)
                    if any(name == o or name.startswith(o + ".") for o in old)})
    assert found == []


def test_the_old_names_give_the_same_modules():
    import zooloretto.rules.engine as old_engine
    import zooloretto.zoo.rules.engine as engine
    from zooloretto.bots import make_bot as old_make_bot
    from zooloretto.zoo.bots import make_bot
    from zooloretto.rules import GameState as OldState, new_game
    from zooloretto.zoo.rules import GameState
    assert old_engine is engine and old_make_bot is make_bot and OldState is GameState
    assert isinstance(new_game(2, seed=1), GameState)
