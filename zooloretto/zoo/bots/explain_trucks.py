"""The hint's reasons for the moves around trucks: taking one (what it brings once
unloaded, and why now), drawing a tile (which truck it may grow) and putting the tile
seen on a truck (the one it makes best for the mover, or one that spares the truck the
mover waits for). Parts as explain.py's: (catalog key, values)."""
from __future__ import annotations

from ..rules import apply, legal_actions
from ..rules.actions import Take
from ..rules.scoring import score_zoo
from . import evaluate as E

MOST_PARTS = 2            # sentences a hint says: the bar has room for about two
RIVAL_WANTS = 1.5         # what a truck must be worth to a rival (the bots' estimate) to name it


def unload(view, truck):
    """(state, events, to_barn) after taking `truck` and putting each tile where it scores
    most now (a same-animal enclosure, then a stall space, a new enclosure, the barn on a tie):
    what the truck would bring, told, not searched."""
    s = view.copy()
    p = s.current
    events = apply(s, Take(truck), check=False)
    to_barn = False
    while (s.pending or s.decisions) and s.current == p and not s.game_over:
        best = None
        for a in legal_actions(s):
            trial = s.copy()
            more = apply(trial, a, check=False)
            key = (score_zoo(trial.zoos[p], trial.options)["total"], _preference(s, a))
            if best is None or key > best[0]:
                best = (key, a, trial, more)
        if best is None:
            break
        _, a, s, more = best
        events += more
        to_barn = to_barn or getattr(a, "to", None) == "barn"
    return s, events, to_barn


def _preference(s, a):
    to = getattr(a, "to", None)
    if to == "enclosure":
        return 3 if s.zoos[s.current].pens[a.index] else 1
    return {"stall": 2, "petting_zoo": 2}.get(to, 0)


def take_parts(m):
    t = m.action.truck
    truck = m.view.trucks[t]
    state, events, to_barn = unload(m.view, t)
    m.settle(state, events)
    gain, coins, babies = m.delta(), m.coins(), m.babies()
    if gain < 0:
        return [("take_least_loss", {"truck": t, "points": -gain})]
    if gain > 0:
        parts = [("take_points_coins", {"truck": t, "points": gain, "coins": coins}) if coins
                 else ("take_points", {"truck": t, "points": gain})]
    elif coins:
        parts = [("take_coins", {"truck": t, "coins": coins})]
    else:
        parts = [] if to_barn else [("take_fits", {"truck": t})]
    if babies:
        parts.append(("take_baby", {"animal": babies[0]}))
    if len(parts) < MOST_PARTS:
        rival = _rival(m.view, truck)
        if rival is not None:
            parts.append(("now_others", {"name": rival}))
        elif truck.free == 0:
            parts.append(("now_full", {}))
        elif m.view.draw_pile or m.view.end_pile:
            parts.append(("now_worse", {}))
    return parts


def _rival(view, truck):
    """The name of the player still in the round who would like this truck most, if any would."""
    ctx = E.Context(view)
    best = None
    for q, zoo in enumerate(view.zoos):
        if q == view.current or zoo.truck is not None:
            continue
        sketch = E.Sketch(zoo)
        gain = E.truck_gain(sketch, sketch.value(ctx), truck.tiles, ctx)
        if gain >= RIVAL_WANTS and (best is None or gain > best[0]):
            best = (gain, zoo.name)
    return best and best[1]


def _truck_gains(view, p, base):
    """What taking each untaken truck with tiles would add to player p's score now."""
    gains = {}
    for k, truck in enumerate(view.trucks):
        if truck.taken_by is None and truck.tiles:
            state = unload(view, k)[0]
            gains[k] = score_zoo(state.zoos[p], state.options)["total"] - base
    return gains


def reveal_parts(m):
    gains = _truck_gains(m.view, m.p, m.before["total"])
    best = max(gains, key=lambda k: gains[k], default=None)
    if best is None or gains[best] <= 0:
        return [("draw_wait", {})]
    return [("draw_grow", {"truck": best, "points": gains[best]})]


def load_parts(m):
    """The seen tile's truck: the one it makes best for this player, or one that spares
    the truck this player is waiting for."""
    t, p, base = m.action.truck, m.p, m.before["total"]
    before = _truck_gains(m.view, p, base)
    loaded = m.view.copy()           # the tile on its truck, the mover still to move
    loaded.trucks[t].tiles.append(loaded.revealed)
    loaded.revealed = None
    after = _truck_gains(loaded, p, base)
    best = max(before, key=lambda k: before[k], default=None)
    if after.get(t, 0) > 0 and after[t] >= max(after.values()):
        return [("load_mine", {"truck": t, "points": after[t]})]
    if best is not None and best != t and before[best] > 0:
        return [("draw_spare", {"truck": t, "best": best, "points": before[best]})]
    return [("load_any", {"truck": t})]
