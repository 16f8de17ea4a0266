"""The tooltips of Exotic's and the minis' places (notes from more_hits.notes), in words;
merged into expansion_tips.WORDS."""
from __future__ import annotations

from ..game_log import tile_name
from ..text import tr


TITLED = {"jungle": ("game.tip.jungle_title", "game.tip.jungle"),
          "path": ("game.tip.path_title", "game.tip.path"),
          "octopus": ("game.tip.octopus_title", "game.tip.octopus"),
          "skunk": ("game.tip.skunk_title", "game.tip.skunk"),
          "site": ("game.tip.site_title", "game.tip.site"),
          "site_strip": ("game.tip.site_title", "game.tip.site_strip")}


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


def _new_tile(key, table, s):
    from .more_hits import new_tile
    tile = new_tile(s, key[1])
    if tile is None:
        return None
    name = tile_name(tile)
    return [name[:1].upper() + name[1:],
            tr("game.tip.jungle_animal" if tile.startswith("jungle:") else "game.tip.site_tile")]


def mini_lines(zoo) -> list:
    """What of these expansions a small zoo holds, for its strip's tooltip."""
    x, out = zoo.extra, []
    for name, key in (("octopus", "game.tip.extras_octopus"), ("skunk", "game.tip.extras_skunk")):
        if x.get(name):
            out.append(tr(key))
    if "jungle" in x:
        out.append(tr("game.tip.extras_jungle", count=len(x["jungle"])))
    if "visitors" in x:
        out.append(tr("game.tip.extras_visitors", count=sum(1 for v in x["visitors"].values() if v),
                      boards=len(x.get("boards", ()))))
    if x.get("sites"):
        out.append(tr("game.tip.extras_sites", count=len(x["sites"])))
    return out


WORDS = {"jungle": _title("jungle"), "path": _title("path"), "exit": _exit,
         "more_supply": _supply, "octopus": _title("octopus"), "skunk": _title("skunk"),
         "site": _title("site"), "offer": _offer, "new_tile": _new_tile,
         "site_strip": _title("site_strip")}
