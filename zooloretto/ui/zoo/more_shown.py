"""The shown state follows the events of Exotic and the three minis (shown.py's two
halves of each event): visitors, bonus boards, the jungle board's row, the specials,
the octopus's reckoning, the skunk's offer and the building sites.

What no event says comes from the real state (shown.unannounced): the questions these
expansions ask (a visitor's move, a special to choose, a site to pass on), the
octopus's secret prediction and the order in which the skunk's offer is put.
"""
from __future__ import annotations

from ...zoo.rules.expansions import building_sites as sites
from ...zoo.rules.expansions.specials import KEY
from ...zoo.rules.tiles import ANIMAL_OF
from . import shown as S

ASKERS = ("exotic", "octopus", "skunk", "building-sites", "polar-bear")


def _own_list(extra, key):
    """extra[key] as a list of the shown state's own (the rules share lists between
    copies and only ever replace them)."""
    extra[key] = list(extra.get(key) or [])
    return extra[key]


def _jungle_row(s, loc):
    return _own_list(s.zoos[loc.seat].extra, "jungle")


def _skunk_row(s, loc):
    offer = s.extra.get("skunk_offer")
    if not offer or loc.slot is None:
        return None
    offer = s.extra["skunk_offer"] = dict(offer)
    return _own_list(offer, "tiles")


def _no_row(s, loc):
    return None


for _area in ("path", "visitors", "bonus_boards", "bonus_board", "specials", "octopus", "site"):
    S.MORE_ROWS[_area] = _no_row
S.MORE_ROWS["jungle"] = _jungle_row
S.MORE_ROWS["skunk"] = _skunk_row


# ---------------------------------------------------------------- visitors

def _visitors(s, e):
    zoo = s.zoos[e.player]
    return zoo, list(zoo.extra["visitors"][e.colour])


def _set(zoo, colour, points):
    zoo.extra["visitors"] = {**zoo.extra["visitors"], colour: sorted(points)}


def _supply(s, colour, change):
    s.extra["visitors_left"] = {**s.extra["visitors_left"],
                                colour: s.extra["visitors_left"][colour] + change}


def _arrived_land(s, e):
    zoo, points = _visitors(s, e)
    _supply(s, e.colour, -1)
    _set(zoo, e.colour, points + [e.dst.slot + 1])


def _moved_land(s, e):
    zoo, points = _visitors(s, e)
    points.remove(e.src.slot + 1)
    _set(zoo, e.colour, points + [e.dst.slot + 1])


def _left_land(s, e):
    zoo, points = _visitors(s, e)
    points.remove(e.src.slot + 1)
    _set(zoo, e.colour, points)
    _supply(s, e.colour, +1)


def _board_land(s, e):
    s.extra["bonus_boards"] = {**s.extra["bonus_boards"], e.colour: e.player}
    zoo = s.zoos[e.player]
    zoo.extra["boards"] = list(zoo.extra["boards"]) + [e.colour]


# ---------------------------------------------------------------- specials

def _special_start(s, e):
    s.bank -= e.coins


def _special_land(s, e):
    s.extra[KEY[e.special]] = e.player
    s.zoos[e.player].extra[e.special] = True
    s.zoos[e.player].coins += e.coins


def _revealed_start(s, e):
    zoo = s.zoos[e.player]
    zoo.coins -= e.paid
    s.bank += e.paid
    if not e.right:
        zoo.extra["octopus_short"] = e.short


def _skunk_start(s, e):
    zoo = s.zoos[e.player]
    zoo.barn = [t for t in zoo.barn if ANIMAL_OF.get(t) != e.animal]


def _skunk_land(s, e):
    s.extra["skunk_used"] = True
    s.extra["skunk_offer"] = {"owner": e.player, "tiles": list(e.tiles), "queue": []}


def _leftovers_land(s, e):
    s.box.extend(e.tiles)
    s.extra["skunk_offer"] = None


# ---------------------------------------------------------------- building sites

def _site_start(s, e):
    if e.src.area == "site":
        zoo = s.zoos[e.src.seat]
        sites.leave(zoo, zoo.extra["sites"][e.src.slot])
    else:
        S.take(s, e.src)


def _site_land(s, e):
    kind = e.tile.partition(":")[2]
    to = f"barn@{e.target}" if e.dst.index is None else f"{sites.AREA[kind]}@{e.target}"
    sites.arrive(s, e.player, e.tile, to, e.dst.index, e.src, [])


S.EFFECTS.update({
    "visitor_arrived": (S._nothing, _arrived_land),
    "visitor_moved": (S._nothing, _moved_land),
    "visitor_left": (S._nothing, _left_land),
    "bonus_board_taken": (S._nothing, _board_land),
    "special_taken": (_special_start, _special_land),
    "octopus_predicted": (S._nothing, S._nothing),
    "octopus_revealed": (_revealed_start, S._nothing),
    "skunk_used": (_skunk_start, _skunk_land),
    "skunk_declined": (S._nothing, S._nothing),
    "skunk_leftovers": (S._nothing, _leftovers_land),
    "site_placed": (_site_start, _site_land),
})


def _unannounced(shown, real):
    if not any(n in real.options for n in ASKERS):
        return
    if any(d.get("by") in ASKERS for d in real.decisions + shown.decisions):
        shown.decisions = [dict(d) for d in real.decisions]
    for key in ("octopus_guess", "skunk_offer"):
        if key in real.extra:
            value = real.extra[key]
            shown.extra[key] = dict(value, tiles=list(value["tiles"]), queue=list(value["queue"])) \
                if isinstance(value, dict) else value


S.MORE_UNANNOUNCED.append(_unannounced)
