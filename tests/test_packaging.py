"""What a plain `pip install .` needs: every library the code imports is declared, and
every file the game reads at run time lies inside the package and is named by the
package data of pyproject.toml (so a wheel carries it)."""
from __future__ import annotations

import ast
import fnmatch
import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

from zooloretto import paths

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "zooloretto"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _name(requirement: str) -> str:
    """'pygame-ce>=2.5' -> 'pygame-ce', normalised as PyPI compares names."""
    return re.sub(r"[-_.]+", "-", re.split(r"[\s<>=!~;\[]", requirement, 1)[0]).lower()


def imported_top_level() -> dict[str, set[str]]:
    """Top-level module names of every absolute import in zooloretto/ (also the ones
    inside functions and try blocks), each with the files that import it."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], set()).add(str(path.relative_to(ROOT)))
    return found


def test_every_imported_library_is_declared():
    declared = {_name(r) for r in PYPROJECT["project"]["dependencies"]}
    providers = metadata.packages_distributions()
    missing = {}
    for module, files in imported_top_level().items():
        if module in sys.stdlib_module_names or module in ("zooloretto", "__future__"):
            continue
        dists = {_name(d) for d in providers.get(module, [])}
        assert dists, f"{module} (imported by {sorted(files)}) is not installed"
        if not dists & declared:
            missing[module] = sorted(dists)
    assert not missing, f"imported but not in pyproject's dependencies: {missing}"


def test_no_declared_dependency_is_unused():
    used = set()
    providers = metadata.packages_distributions()
    for module in imported_top_level():
        used |= {_name(d) for d in providers.get(module, [])}
    declared = {_name(r) for r in PYPROJECT["project"]["dependencies"]}
    assert declared <= used, f"declared but never imported: {sorted(declared - used)}"


def test_package_data_names_every_data_file():
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["zooloretto"]
    data = [p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts]
    assert any(d.startswith("assets/twemoji/") for d in data)
    left_out = [d for d in data if not any(fnmatch.fnmatchcase(d, pat) for pat in patterns)]
    assert not left_out, f"in zooloretto/ but not in the wheel's package data: {left_out}"


def test_run_time_files_come_from_inside_the_package():
    assets = paths.assets_dir()
    assert assets.is_relative_to(PACKAGE.resolve()) or assets.is_relative_to(PACKAGE)
    for name in ("theme.json", "LICENSES.md", "icon.png", "zooloretto.desktop"):
        assert (assets / name).is_file(), name
    assert list(paths.example_saves_dir().glob("*.json"))
    assert not (ROOT / "assets").exists(), "run-time files belong in zooloretto/assets"


def test_the_window_is_called_zooloretto_for_the_desktop(monkeypatch):
    """pygame's import names the X11 window class after the script; the game's own name
    replaces that (it matches zooloretto.desktop), a player's own choice stays."""
    import os

    from zooloretto.ui.app import TITLE, desktop_identity
    desktop = (paths.assets_dir() / "zooloretto.desktop").read_text(encoding="utf-8")
    assert f"StartupWMClass={TITLE}" in desktop.splitlines()
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", os.path.basename(sys.argv[0]))
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    desktop_identity()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == TITLE
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "MyOwnClass")
    desktop_identity()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "MyOwnClass"
