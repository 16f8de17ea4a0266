"""Rules events -> tweens, and the shown state that follows them.

    ch = Choreography(session, animator, place_finder)
    ch.play(events, own=True)   # after a move: queue its events
    ch.update(dt)               # every frame
    ch.shown                    # the state to draw (the real one once all has landed)
    ch.finish()                 # land everything at once (a click while tiles fly)

Events are shown one after another, in the order the rules gave them: an
event's `start` half is applied to the shown state when its tween begins, its
`land` half when the tween lands (shown.py). TWEENS says, for every event
type, what moves on screen; a test fails when a registered type is missing.
"""
from __future__ import annotations

from collections import deque

from pygame import Rect

from .. import art
from . import shown as S
from .expansion_tweens import TWEENS as EXPANSION_TWEENS
from ..kit.ink import coin_badge
from ..kit.tweens import Flight, Popup

DRAW_SECONDS = 0.5
LOAD_SECONDS = 0.4
HAND_SECONDS = 0.9      # another player's drawn tile stays in the hand this long, to be read
PLACE_SECONDS = 0.45
MONEY_SECONDS = 0.5


def _square(r, size=None):
    """A tile-sized square centred in r."""
    side = size or min(r.w, r.h)
    out = Rect(0, 0, side, side)
    out.center = r.center
    return out


def _flight(tile, src, dst, seconds, **kw):
    if src is None or dst is None:
        return None
    a = _square(src)
    return Flight(art.tile(tile, max(8, a.w)), a, _square(dst, min(dst.w, dst.h, a.w * 2)),
                  seconds, **kw)


# ---------------------------------------------------------------- what each event shows
# builder(places, event, own) -> (flights that the next event waits for, popups that do not)

def _none(places, e, own):
    return [], []


def _drawn(places, e, own):
    """The stack's top turns face up on its way into the hand, for everybody to see."""
    src, dst = places.rect(e.src), places.rect(e.dst)
    if src is None or dst is None:
        return [], []
    back = art.tile_back(dst.w)
    return [Flight(art.tile(e.tile, dst.w), Rect(src), Rect(dst), DRAW_SECONDS, back_image=back,
                   arc=0.5)], []


def _loaded(places, e, own):
    """The drawn tile goes from the hand onto its truck: another player's is first held up
    in the hand long enough to read (the player's own hand already put it there)."""
    if own:
        return [], []
    f = _flight(e.tile, places.rect(e.src), places.rect(e.dst), LOAD_SECONDS, delay=HAND_SECONDS,
                hold=True)
    return ([f] if f else []), []


def _coins(places, e, own):
    src, dst = places.rect(e.src), places.rect(e.dst)
    if src is None or dst is None:
        return [], []
    size = max(16, src.h // 2)
    flights = [Flight(art.tile("coin", size), _square(src, size), _square(dst, size // 2), 0.6,
                      delay=0.1 * k) for k in range(min(e.amount, 3))]
    return flights, [Popup(coin_badge(f"+{e.amount}", places.tile_size), dst.center, 1.1, 0.2)]


def _move(seconds):
    def build(places, e, own):
        if own:                  # the player's hand already put it there
            return [], []
        f = _flight(e.tile, places.rect(e.src), places.rect(e.dst), seconds)
        return ([f] if f else []), []
    return build


def _born(places, e, own):
    where = places.rect(e.dst)
    if where is None:
        return [], []
    size = max(28, int(places.tile_size * 0.9))
    return [], [Popup(art.tile(e.tile, size), where.center, 1.4, 0.35, 60)]


def _bonus(places, e, own):
    where = places.rect(e.dst)
    if not e.amount or where is None:
        return [], []
    return [], [Popup(coin_badge(f"+{e.amount}", places.tile_size), where.center, 1.1, 0.3)]


def _exchanged(places, e, own):
    if own:
        return [], []
    flights = [_flight(m.tile, places.rect(m.src), places.rect(m.dst), MONEY_SECONDS)
               for m in e.moves]
    return [f for f in flights if f], []


TWEENS = {
    "tile_drawn": _drawn,
    "tile_loaded": _loaded,
    "end_triggered": _none,
    "truck_taken": _none,            # the truck takes its owner's colour
    "coins_collected": _coins,
    "paid": _none,                   # the money shown drops
    "purchased": _none,              # the tile's flight is its tile_placed
    "tile_placed": _move(PLACE_SECONDS),
    "offspring_born": _born,
    "bonus_paid": _bonus,
    "exchanged": _exchanged,
    "discarded": _move(MONEY_SECONDS),
    "expanded": _none,               # the board turns face up
    "unloaded": _none,
    "tiles_removed": _none,          # the trucks empty
    "turn_ended": _none,
    "round_ended": _none,
    "round_started": _none,
    "game_ended": _none,
    **EXPANSION_TWEENS,              # coins to the book and back, buildings, the bear
}


class Choreography:
    def __init__(self, session, animator, places_for):
        """`places_for(state)` gives the HitMap of a state (where its places are drawn)."""
        self.session = session
        self.anim = animator
        self.places_for = places_for
        self.queue: deque = deque()
        self.flying = 0                  # flights of the current event still in the air
        self.current = None              # (event, own) whose flights are in the air
        self.state = session.state.copy()
        self.changes = 0                 # counts every change of the shown state
        self.copies = 0                  # times the shown state had to be copied from the real one

    @property
    def shown(self):
        return self.state

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.current is not None or self.anim.busy

    def play(self, events, own=False, placed=None):
        """Queue a move's events. `own`: the person at this screen made it; `placed`: their
        hand already put its pieces where they go (a drag), so those pieces do not fly
        (default: as `own`). A move made by key or by click-then-click flies, without the
        pause that holds another player's drawn tile up to be read."""
        placed = own if placed is None else placed
        self.queue.extend((e, placed, own) for e in events)
        self._advance()

    def reset(self):
        """The real state jumped (undo, a loaded game): show it as it is."""
        self.queue.clear()
        self.anim.items = []
        self.current, self.flying = None, 0
        self.state = self.session.state.copy()
        self.changes += 1

    def _advance(self):
        while self.current is None and self.queue:
            e, placed, own = self.queue.popleft()
            S.start(self.state, e)
            self.changes += 1
            try:
                flights, popups = TWEENS[e.type](self.places_for(self.state), e, placed)
            except Exception:            # a picture must never stop the game
                flights, popups = [], []
            if own:                      # seen already by who moved it: no holding up
                for f in flights:
                    f.delay, f.hold = 0.0, False
            for p in popups:
                self.anim.add(p)
            if self.anim.factor <= 0 or not flights:
                self._land(e)
                continue
            self.current, self.flying = (e, placed), len(flights)
            for f in flights:
                f.on_land = self._landed
                self.anim.add(f)
        if self.current is None and not self.queue:
            settled = S.settle(self.state, self.session.state)
            if settled is not self.state:
                self.state = settled
                self.changes += 1
                self.copies += 1

    def _land(self, e):
        S.land(self.state, e)
        self.changes += 1

    def _landed(self):
        self.flying -= 1
        if self.flying > 0 or self.current is None:
            return
        e, _ = self.current
        self.current = None
        self._land(e)
        self._advance()

    def update(self, dt):
        self.anim.update(dt)

    def finish(self):
        """Land every flight and every queued event now."""
        while self.busy:
            self.anim.finish()
            if self.current is not None:       # flights of a factor-0 add never start
                e, _ = self.current
                self.current, self.flying = None, 0
                self._land(e)
            if self.queue:
                e, _placed, _own = self.queue.popleft()
                S.start(self.state, e)
                self._land(e)
                self.changes += 1
            self._advance()

    def draw(self, surface):
        self.anim.draw(surface)
