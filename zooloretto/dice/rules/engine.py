"""The rules of the dice game: which actions are legal, and what they do.

`legal_actions(state)` lists the current player's options in a stable order;
`refusal(state, action)` says why one is not allowed; `apply(state, action)`
carries one out, changing the state in place, and returns typed events.
A roll's faces come from the state's seed and the number of rolls so far
(`state.roll_faces`); `apply_roll` is the same roll with faces given, for
searches that imagine every outcome. A public view has no seed: Roll is still among
its legal actions (the player may roll), but the rules refuse it there ("hidden_roll"),
even applied unchecked, as the next roll is nobody's to know.
"""
from __future__ import annotations

from . import components as C
from .actions import Load, Roll, Take
from .events import (BarnCrossed, BonusCrossed, BoxCrossed, CoinCrossed, DiceRolled,
                     DieIgnored, DieLoaded, GameEnded, LastRound, RoundEnded, RoundStarted,
                     TruckTaken, TurnEnded)
from .refusals import IllegalAction, Refusal
from .scoring import final_scores
from .state import DiceState, roll_faces

ORDER = {f: i for i, f in enumerate(C.FACES)}
TRAY = tuple(tuple(range(n)) for n in range(C.DICE_PER_ROLL + 1))   # n dice side by side
# The load actions, built once (a frozen dataclass is slow to build; the bots list them often).
LOADS = {f: tuple(Load(f, i) for i in range(max(C.TRUCKS.values()))) for f in C.FACES}


def legal_actions(s: DiceState) -> list:
    if s.game_over:
        return []
    if s.rolled:
        faces = sorted(set(s.rolled), key=ORDER.__getitem__)
        free = [i for i, t in enumerate(s.trucks) if len(t) < C.CRATES]
        return [LOADS[f][i] for f in faces for i in free]
    acts = [Roll()] if s.supply >= C.DICE_PER_ROLL else []
    return acts + [Take(i) for i, t in enumerate(s.trucks) if t]


def refusal(s: DiceState, a) -> Refusal | None:
    """Why `a` is not allowed now, or None if it is."""
    if s.game_over:
        return Refusal("game_over")
    kind = type(a)
    if kind not in (Roll, Load, Take):
        return Refusal("not_an_action")
    if s.sheets[s.current].taken is not None:
        return Refusal("already_taken")
    if kind is Load:
        if not s.rolled:
            return Refusal("nothing_rolled")
        if a.face not in C.FACES:
            return Refusal("unknown_face", face=a.face)
        if a.face not in s.rolled:
            return Refusal("not_rolled", face=a.face)
        if a.slot is not None and (a.slot not in s.rolled_slots
                                   or s.rolled[s.rolled_slots.index(a.slot)] != a.face):
            return Refusal("not_rolled", face=a.face)
    elif s.rolled:
        return Refusal("must_load")
    if kind is Roll:
        if s.supply < C.DICE_PER_ROLL:
            return Refusal("supply_empty")
        return Refusal("hidden_roll") if s.seed is None else None
    if not isinstance(a.truck, int) or not 0 <= a.truck < len(s.trucks):
        return Refusal("no_such_truck", truck=a.truck)
    truck = s.trucks[a.truck]
    if kind is Load and len(truck) >= C.CRATES:
        return Refusal("truck_full")
    if kind is Take and not truck:
        return Refusal("truck_empty")
    return None


def apply(s: DiceState, a, check: bool = True) -> list:
    """Carry out `a` for the current player; IllegalAction if the rules refuse it."""
    if check:
        r = refusal(s, a)
        if r is not None:
            raise IllegalAction(r)
    kind = type(a)
    if kind is Roll:
        if s.seed is None:       # a public view: rolling is legal, but its faces are nobody's
            raise IllegalAction(Refusal("hidden_roll"))
        return apply_roll(s, roll_faces(s.seed, s.rolls))
    events = []
    p = s.current
    if kind is Load:
        truck = s.trucks[a.truck]
        rolled, slots = s.rolled, s.rolled_slots
        # the die picked up (a.slot), else the first showing the face; the other stays put
        j = rolled.index(a.face) if a.slot is None else slots.index(a.slot)
        del rolled[j]
        s.rolled_slots = slots[1:] if j == 0 else slots[:j] + slots[j + 1:]
        truck.append(a.face)
        events.append(DieLoaded(p, a.face, a.truck, len(truck) - 1, slots[j]))
        if not s.rolled:
            _next_player(s, events)
    else:
        _take(s, p, a.truck, events)
        _next_player(s, events)
    return events


def apply_roll(s: DiceState, faces) -> list:
    """The current player rolls two dice from the supply and they show `faces`."""
    s.supply -= len(faces)
    s.rolled = list(faces)
    s.rolled_slots = TRAY[len(faces)]
    s.rolls += 1
    return [DiceRolled(s.current, tuple(faces), s.rolls - 1)]


def _sheet_order(animals: list) -> None:
    animals.sort(key=ORDER.__getitem__)


def _take(s, p, t, events):
    faces = s.trucks[t]
    s.trucks[t] = []
    sheet = s.sheets[p]
    sheet.taken = faces
    s.last_taker = p
    events.append(TruckTaken(p, t, tuple(faces)))
    for face in faces:
        if face == C.COIN:
            if sheet.coins < C.COIN_BOXES:
                events.append(CoinCrossed(p, sheet.coins))
                sheet.coins += 1
            else:
                events.append(DieIgnored(p, face))
            continue
        crossed = sheet.pens[face]
        if crossed < C.ENCLOSURE_BOXES[face]:
            sheet.pens[face] = crossed + 1
            events.append(BoxCrossed(p, face, crossed))
            if crossed + 1 == C.ENCLOSURE_BOXES[face] and not any(face in o.bonuses for o in s.sheets):
                sheet.bonuses.append(face)
                _sheet_order(sheet.bonuses)
                events.append(BonusCrossed(p, face, C.BONUS_POINTS[face]))
        elif face not in sheet.barn:
            sheet.barn.append(face)
            _sheet_order(sheet.barn)
            events.append(BarnCrossed(p, face))
        else:
            events.append(DieIgnored(p, face))
    if not s.last_round and sheet.free_enclosures() <= 1:
        s.last_round = True
        events.append(LastRound(p))


def _next_player(s, events):
    """The turn passes clockwise to the next player still in the round (perhaps the
    same one, when alone); when everyone has taken a truck, the round ends."""
    events.append(TurnEnded(s.current))
    n = len(s.sheets)
    for k in range(1, n + 1):
        q = (s.current + k) % n
        if s.sheets[q].taken is None:
            s.current = q
            return
    _end_round(s, events)


def _end_round(s, events):
    s.trucks = [[] for _ in s.trucks]
    s.supply = s.dice
    for sheet in s.sheets:
        sheet.taken = None
    events.append(RoundEnded(s.round))
    if s.last_round:
        s.game_over = True
        scores = final_scores(s)
        events.append(GameEnded(tuple(scores["winners"]),
                                tuple(p["total"] for p in scores["players"])))
        s.current = s.last_taker
        return
    s.round += 1
    s.current = s.last_taker
    events.append(RoundStarted(s.round, s.current))
