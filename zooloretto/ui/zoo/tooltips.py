"""The board table's tooltips: what a stack, a truck, an enclosure, a coin or a score is, in
the player's language (`lines_for`); the pointer's rest and the box are the kit's Tooltips."""
from __future__ import annotations

from ...zoo.rules import components as C
from ...zoo.rules.places import tile_at
from ...zoo.rules.tiles import ANIMAL_OF
from ..game_log import animal_name, cost_text, pen_name, tile_name
from ..kit.tooltips import Tooltips
from ..text import tr
from .expansion_tips import WORDS as EXPANSION_WORDS
from .scoreboard import breakdown_lines


class BoardTips(Tooltips):
    """The kit's tooltips with the board's words."""

    def say(self, key):
        return lines_for(key, self.table)


def lines_for(key, table) -> list | None:
    s = table.choreo.shown
    kind = key[0]
    if kind == "score":
        return breakdown_lines(s, table.scores.get(), key[1])
    if kind == "tile":
        tile = tile_at(s, key[1])
        if tile is None and key[1].area == "truck":
            return _truck(("truck", key[1].index), table, s)
        if tile is None:
            return None
        name = tile_name(tile)
        return [name[:1].upper() + name[1:]]
    return _WORDS[kind](key, table, s)


def _stack(key, table, s):
    if key[1] == 0:
        return [tr("game.table.draw_stack"), tr("game.tip.draw_stack", left=len(s.draw_pile))]
    return [tr("game.table.end_stack"), tr("game.tip.end_stack", left=len(s.end_pile))]


def _hand(key, table, s):
    if s.revealed is None:
        return None
    name = tile_name(s.revealed)
    return [name[:1].upper() + name[1:], tr("game.tip.hand")]


def _truck(key, table, s):
    t = s.trucks[key[1]]
    title = tr("game.tip.truck_title", number=key[1] + 1)
    if t.taken_by is not None:
        return [title, tr("game.tip.truck_taken", name=s.zoos[t.taken_by].name)]
    return [title, tr("game.tip.truck", room=C.TRUCK_SIZE - len(t.blocked))]


def _blocked(key, table, s):
    return [tr("game.tip.blocked_title"), tr("game.tip.blocked")]


def _bank(key, table, s):
    return [tr("game.table.bank"), tr("game.tip.bank", left=s.bank)]


def _supply(key, table, s):
    return [tr("game.table.offspring"), tr("game.tip.supply")]


def _values(key, table, s):
    i = key[2]
    out = [pen_name(i)[:1].upper() + pen_name(i)[1:],
           tr("game.tip.values", size=C.ENCLOSURE_CAPACITY[i], full=C.POINTS_FULL[i],
              short=C.POINTS_ONE_SHORT[i])]
    if C.FILL_BONUS[i]:
        out.append(tr("game.tip.bonus", price=cost_text(C.FILL_BONUS[i])))
    return out


def _enclosure(key, table, s):
    seat, i = key[1], key[2]
    pen = s.zoos[seat].pens[i]
    title = pen_name(i)[:1].upper() + pen_name(i)[1:]
    out = [title, tr("game.tip.enclosure", size=C.ENCLOSURE_CAPACITY[i])]
    e = next((e for e in table.scores.get()["players"][seat]["enclosures"] if e["index"] == i), None)
    if pen and e is not None:
        out.append(tr("game.tip.enclosure_now", number=len(pen), animals=animal_name(
            ANIMAL_OF[pen[0]], plural=len(pen) != 1), points=e["points"],
            why=tr("game.score.why_" + e["why"])))
    return out


def _pen(key, table, s):
    out = _enclosure(key, table, s)
    seat, i = key[1], key[2]
    zoo = s.zoos[seat]
    cap = C.ENCLOSURE_CAPACITY[i]
    out.insert(1, tr("game.tip.pen_count", number=len(zoo.pens[i]), size=cap))
    if zoo.pens[i] and len(zoo.pens[i]) >= cap - 1:
        out.append(tr("game.tip.red"))
    if zoo.stalls[i]:
        out.append(tr("game.tip.pen_stalls", stalls=", ".join(tile_name(st) for st in zoo.stalls[i])))
    return out


def _stalls(key, table, s):
    return [tr("game.tip.stalls_title"), tr("game.tip.stalls", points=C.STALL_TYPE_POINTS)]


def _expansion(key, table, s):
    return [tr("game.zoo.expansion"), tr("game.tip.expansion", price=cost_text(C.COST_EXPAND),
                                         size=C.ENCLOSURE_CAPACITY[key[2]])]


def _plus(key, table, s):
    return [tr("game.zoo.expansion"), tr("game.tip.plus", name=s.zoos[key[1]].name,
                                         price=cost_text(C.COST_EXPAND))]


def _barn(key, table, s):
    return [tr("game.zoo.barn"), tr("game.tip.barn", points=C.BARN_PENALTY)]


def _money(key, table, s):
    z = s.zoos[key[1]]
    return [tr("game.tip.money_title", name=z.name, left=z.coins),
            tr("game.tip.money", move=cost_text(C.COST_REMODEL), buy=cost_text(C.COST_TILE),
               expand=cost_text(C.COST_EXPAND))]


def _box(key, table, s):
    return [tr("game.tip.box_title"), tr("game.tip.box", price=cost_text(C.COST_TILE))]


def _mini(key, table, s):
    seat = key[1]
    out = [s.zoos[seat].name, tr("game.tip.mini")]
    if s.zoos[seat].truck is not None:
        out.append(tr("game.tip.passed"))
    return out


_WORDS = {"stack": _stack, "hand": _hand, "truck": _truck, "blocked": _blocked, "bank": _bank,
          "supply": _supply, "values": _values, "enclosure": _enclosure, "pen": _pen,
          "stalls": _stalls, "expansion": _expansion, "plus": _plus, "barn": _barn,
          "money": _money, "box": _box, "mini": _mini, **EXPANSION_WORDS}
KINDS = ("score", "tile", *_WORDS)
