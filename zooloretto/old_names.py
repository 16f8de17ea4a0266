"""The board game's packages had other names before the three games were placed alike:
zooloretto.rules is now zooloretto.zoo.rules and zooloretto.bots is zooloretto.zoo.bots.
Scripts written against the old names (position builders, outside checks) go on working:
importing an old name gives the very module of the new one (one module, one set of classes),
never a second copy. The game's own code uses the new names only (tests/test_budgets.py)."""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys

RENAMED = {"zooloretto.rules": "zooloretto.zoo.rules", "zooloretto.bots": "zooloretto.zoo.bots"}


def new_name(name: str) -> str | None:
    """The module's name today, or None when `name` is no old name."""
    for old, new in RENAMED.items():
        if name == old or name.startswith(old + "."):
            return new + name[len(old):]
    return None


class OldNames(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path=None, target=None):
        if new_name(name) is None:
            return None
        return importlib.util.spec_from_loader(name, self, is_package=True)

    def create_module(self, spec):
        return importlib.import_module(new_name(spec.name))

    def exec_module(self, module):
        """The module ran under its own name already."""


def install() -> None:
    if not any(isinstance(f, OldNames) for f in sys.meta_path):
        sys.meta_path.insert(0, OldNames())
