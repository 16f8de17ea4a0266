"""The tooltips of Exotic's and the minis' places (notes from more_hits.notes), in words;
merged into expansion_tips.WORDS."""
from __future__ import annotations

from ..game_log import tile_name
from ..text import tr


TITLED = {"jungle": ("game.tip.jungle_title", "game.tip.jungle"),
          "path": ("game.tip.path_title", "game.tip.path"),
          "octopus": ("game.tip.octopus_title", "game.tip.octopus"),
          "skunk": ("game.tip.skunk_title", "game.tip.skunk"),
          "site": ("game.tip.site_title", "game.tip.site")}


def _title(kind):
    title, body = TITLED[kind]
    return lambda key, table, s: [tr(title), tr(body)]


def _supply(key, table, s):
    if key[1] in ("octopus", "skunk"):
        return _title(key[1])(key, table, s)
    return [tr("game.tip.visitors_supply" if key[1] == "visitors" else "game.tip.boards_supply")]


def _exit(key, table, s):
    return [tr("game.tip.exit")]


def _offer(key, table, s):
    return [tile_name(key[1]), tr("game.tip.offer")]


WORDS = {"jungle": _title("jungle"), "path": _title("path"), "exit": _exit,
         "more_supply": _supply, "octopus": _title("octopus"), "skunk": _title("skunk"),
         "site": _title("site"), "offer": _offer}
