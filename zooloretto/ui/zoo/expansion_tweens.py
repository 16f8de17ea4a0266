"""What the expansions' events show (choreography.TWEENS takes these builders).

builder(places, event, own) -> (flights the next event waits for, popups that do not);
`places` is the hit map of the shown state (expansion_hits gives its rectangles).
"""
from __future__ import annotations

from pygame import Rect

from .. import art
from ...zoo.rules.places import Loc
from .expansion_view import piece_tile
from ..kit.ink import coin_badge
from .more_tweens import TWEENS as MORE_TWEENS
from ..kit.tweens import Flight, Popup

BANK = Loc("bank")
COIN_SECONDS = 0.55
PIECE_SECONDS = 0.6


def _square(r, side):
    out = Rect(0, 0, side, side)
    out.center = r.center
    return out


def _coin_flight(places, src, dst, delay=0.0):
    a, b = places.rect(src), places.rect(dst)
    if a is None or b is None:
        return None
    side = max(16, min(a.w, a.h, b.w, b.h, places.tile_size // 2 + 8))
    return Flight(art.tile("coin", side), _square(a, side), _square(b, side), COIN_SECONDS,
                  delay=delay)


def _saved(places, e, own):
    f = _coin_flight(places, e.src, e.dst)
    return ([f] if f else []), []


def _moved_up(places, e, own):
    f = _coin_flight(places, e.src, e.dst)
    return ([f] if f else []), []


def _paid_out(places, e, own):
    flights = [_coin_flight(places, e.src, e.dst)]
    if e.interest:
        flights.append(_coin_flight(places, BANK, e.dst, delay=0.15))
    where = places.rect(e.dst)
    pops = [Popup(coin_badge(f"+{e.amount + e.interest}", places.tile_size), where.center, 1.2, 0.3)] \
        if where is not None else []
    return [f for f in flights if f], pops


def _waits(places, e, own):
    """A newborn pops up in its parents' enclosure; it waits there for its place."""
    where = places.rect(e.parents[0].whole()) if e.parents else None
    if where is None:
        return [], []
    size = max(28, int(places.tile_size * 0.9))
    return [], [Popup(art.tile(e.tile, size), where.center, 1.4, 0.35, 60)]


def _petting_paid(places, e, own):
    where = places.rect(e.dst)
    if not e.amount or where is None:
        return [], []
    return [], [Popup(coin_badge(f"+{e.amount}", places.tile_size), where.center, 1.1, 0.3)]


def _shop_given(places, e, own):
    where = places.rect(e.src)
    if where is None:
        return [], []
    return [], [Popup(art.tile(e.tile, max(28, where.w)), where.center, 1.2, 0.2, 30)]


def _piece_flight(name):
    def build(places, e, own):
        a = places.rect(e.src)
        b = places.rect(e.dst)
        if a is None or b is None:
            return [], []
        side = max(16, min(a.w, a.h))
        dst = _square(b, max(12, min(b.w, b.h)))
        image = piece_tile(name(e) if callable(name) else name, side)
        return [Flight(image, _square(a, side), dst, PIECE_SECONDS)], []
    return build


TWEENS = {
    "coin_saved": _saved,
    "coin_moved_up": _moved_up,
    "savings_paid_out": _paid_out,
    "newborn_waits": _waits,
    "petting_zoo_paid": _petting_paid,
    "souvenir_shop_given": _shop_given,
    "building_built": _piece_flight(lambda e: e.building),
    "polar_bear_taken": _piece_flight("polar_bear"),
    **MORE_TWEENS,          # Exotic and the later minis (more_tweens.py)
}
