"""The expansions a group may switch on for its game, one module each.

Importing this package registers them (zooloretto/zoo/rules/hooks.py) in the order
the command line and the menus list them. docs/expansions.md has their rules
and the decisions on the points the published rules leave open.
"""
from . import events  # noqa: F401  (areas and event types)
from . import savings_book, petting_zoo, buildings, polar_bear  # noqa: F401  (registration)
from . import exotic, octopus, skunk, building_sites  # noqa: F401  (registration)
from ..hooks import EXPANSIONS

NAMES = tuple(EXPANSIONS)

__all__ = ["NAMES"]
