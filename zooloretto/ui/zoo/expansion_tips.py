"""The tooltips of the expansions' places (notes from expansion_hits.notes), in words.

WORDS: note kind -> lines(key, table, shown state), merged into tooltips.lines_for.
"""
from __future__ import annotations

from ...zoo.rules.expansions.events import PAVILIONS, POLAR_BEAR, RESTAURANT, SHOP
from ..game_log import animal_name
from ..text import tr
from .expansion_view import waiting_newborn
from .more_tips import WORDS as MORE_WORDS, mini_lines

BOOK_LAST_FIELD = 4


def _book(key, table, s):
    field = s.zoos[key[1]].extra.get("book", 0)
    out = [tr("game.tip.book_title"), tr("game.tip.book")]
    if field:
        out.append(tr("game.tip.book_on", field=field, count=BOOK_LAST_FIELD - field))
    return out


def _petting(key, table, s):
    kids = s.zoos[key[1]].extra.get("petting", [])
    return [tr("game.tip.petting_title"), tr("game.tip.petting"),
            tr("game.tip.petting_now", count=len(kids))]


def _owner_line(s, owner):
    return [tr("game.tip.owner", name=s.zoos[owner].name)] if isinstance(owner, int) else []


def _supply_piece(key, table, s):
    i = key[1]
    if i == RESTAURANT:
        return [tr("game.tip.restaurant_title"), tr("game.tip.restaurant")] + \
            _owner_line(s, s.extra.get("restaurant"))
    if i == SHOP:
        return [tr("game.tip.shop_title"), tr("game.tip.shop")] + \
            _owner_line(s, s.extra.get("souvenir_shop"))
    if i == PAVILIONS:
        return [tr("game.tip.pavilion_title"), tr("game.tip.pavilion"),
                tr("game.tip.pavilions_left", count=s.extra.get("pavilions", 0))]
    if i == POLAR_BEAR:
        return _bear(("bear", s.extra.get("polar_bear")), table, s)
    return None


def _bear(key, table, s):
    return [tr("game.tip.bear_title"), tr("game.tip.bear")] + _owner_line(s, key[1])


def _pavilion(key, table, s):
    return [tr("game.tip.pavilion_title"), tr("game.tip.pavilion")]


def _restaurant(key, table, s):
    return [tr("game.tip.restaurant_title"), tr("game.tip.restaurant")]


def _newborn(key, table, s):
    tile = waiting_newborn(s, key[1])
    if tile is None:
        return None
    return [tr("game.tip.newborn_title", animal=animal_name(tile.split(":")[0])), tr("game.tip.newborn")]


def _mini_extras(key, table, s):
    zoo = s.zoos[key[1]]
    x = zoo.extra
    out = [tr("game.tip.extras_title", name=zoo.name)]
    if x.get("polar_bear"):
        out.append(tr("game.tip.extras_bear"))
    if "petting" in x:
        out.append(tr("game.tip.extras_petting", count=len(x["petting"])))
    if "book" in x:
        out.append(tr("game.tip.extras_book", field=x["book"]) if x["book"]
                   else tr("game.tip.extras_book_empty"))
    return out + mini_lines(zoo)


WORDS = {"book": _book, "petting": _petting, "supply_piece": _supply_piece, "bear": _bear,
         "pavilion": _pavilion, "restaurant": _restaurant, "newborn": _newborn,
         "mini_extras": _mini_extras, **MORE_WORDS}
