"""What the events of Exotic and the three minis show (expansion_tweens.TWEENS takes
these builders): visitors walk from point to point, a bonus board or a special flies to
its zoo, a building site flies to the zoo it lands in, a reckoning pops up its coins."""
from __future__ import annotations

from pygame import Rect

from .. import art
from ...zoo.rules.places import Loc
from . import more_shown  # noqa: F401  (the shown state follows these events)
from ..kit.ink import coin_badge
from .more_view import card, visitor_token
from ..kit.tweens import Flight, Popup

WALK_SECONDS = 0.35
FLY_SECONDS = 0.55


def _square(r, side):
    out = Rect(0, 0, side, side)
    out.center = r.center
    return out


def _fly(places, src, dst, image_of, seconds=FLY_SECONDS):
    a, b = places.rect(src), places.rect(dst)
    if a is None or b is None:
        return [], []
    side = max(10, min(a.w, a.h, b.w, b.h, places.tile_size))
    return [Flight(image_of(side), _square(a, side), _square(b, side), seconds)], []


def _visitor(places, e, own):
    return _fly(places, e.src, e.dst, lambda side: visitor_token(e.colour, side), WALK_SECONDS)


def _board(places, e, own):
    return _fly(places, e.src, e.dst, lambda side: card("bonus_board", side))


def _special(places, e, own):
    flights, pops = _fly(places, e.src, e.dst, lambda side: card(e.special, side))
    where = places.rect(e.dst)
    if e.coins and where is not None:
        pops.append(Popup(coin_badge(f"+{e.coins}", places.tile_size), where.center, 1.2, 0.3))
    return flights, pops


def _revealed(places, e, own):
    where = places.rect(Loc("octopus", e.player))
    if where is None:
        return [], []
    text = "\u2713" if e.right else f"-{e.paid}"
    return [], [Popup(coin_badge(text, places.tile_size), where.center, 1.6, 0.3)]


def _site(places, e, own):
    return _fly(places, e.src, e.dst, lambda side: art.tile(e.tile, side))


def _none(places, e, own):
    return [], []


TWEENS = {
    "visitor_arrived": _visitor,
    "visitor_moved": _visitor,
    "visitor_left": _visitor,
    "bonus_board_taken": _board,
    "special_taken": _special,
    "octopus_predicted": _none,
    "octopus_revealed": _revealed,
    "skunk_used": _none,            # the animals appear on the ribbon as the offer
    "skunk_declined": _none,
    "skunk_leftovers": _none,
    "site_placed": _site,
}
