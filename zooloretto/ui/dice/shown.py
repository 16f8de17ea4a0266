"""The dice table draws its own copy of the state, one event behind the real one: each
event of a move is shown in turn (the dice tumble, a die flies to its crate, crosses
appear box by box), and changes the shown copy the way the rules changed the real one
(EFFECTS). Animations never change the game: when the last event has been shown, the
copy is taken from the real state again, and the two are equal (tests/test_dice_table.py).
"""
from __future__ import annotations

from collections import deque

from ...dice.rules import components as C
from ...dice.rules.places import Loc, box_of, tray_index

# seconds at normal speed (the settings' animation factor multiplies them)
DURATION = {"dice_rolled": 0.75, "die_loaded": 0.32, "truck_taken": 0.4, "box_crossed": 0.22,
            "bonus_crossed": 0.5, "coin_crossed": 0.22, "barn_crossed": 0.3, "die_ignored": 0.12,
            "last_round": 0.9, "turn_ended": 0.0, "round_ended": 0.35, "round_started": 0.0, "game_ended": 0.0}
# the effect each event asks for (ui/sound.py's names) and how much it matters
SOUNDS = {"dice_rolled": ("bump", 10), "die_loaded": ("tock", 10), "truck_taken": ("tock", 10),
          "bonus_crossed": ("ding", 30), "coin_crossed": ("ding", 20), "game_ended": ("fanfare", 50)}


def sound_of(events):
    """The one effect a move's events deserve, or None."""
    found = [SOUNDS[e.type] for e in events if e.type in SOUNDS]
    return max(found, key=lambda f: f[1])[0] if found else None


def _rolled(s, e):
    s.supply -= len(e.faces)
    s.rolled = list(e.faces)
    s.rolled_slots = tuple(range(len(e.faces)))     # the faces are in the tray's order
    s.rolls = e.number + 1


def _loaded(s, e):
    j = tray_index(s, e.tray)           # the other die keeps its place
    if j is not None:
        del s.rolled[j]
        s.rolled_slots = s.rolled_slots[:j] + s.rolled_slots[j + 1:]
    s.trucks[e.truck].append(e.face)


def _taken(s, e):
    s.trucks[e.truck] = []
    s.sheets[e.player].taken = list(e.faces)
    s.last_taker = e.player


def _box(s, e):
    s.sheets[e.player].pens[e.animal] = e.box + 1


def _in_sheet_order(animals: list, animal: str) -> None:
    animals.append(animal)
    animals.sort(key=C.FACES.index)


def _bonus(s, e):
    _in_sheet_order(s.sheets[e.player].bonuses, e.animal)


def _coin(s, e):
    s.sheets[e.player].coins = e.box + 1


def _barn(s, e):
    _in_sheet_order(s.sheets[e.player].barn, e.animal)


def _last(s, e):
    s.last_round = True


def _round_ended(s, e):
    s.trucks = [[] for _ in s.trucks]
    s.supply = C.DICE[len(s.sheets)]
    for sheet in s.sheets:
        sheet.taken = None


def _round_started(s, e):
    s.round, s.current = e.round, e.player


def _game_ended(s, e):
    s.game_over = True


EFFECTS = {"dice_rolled": _rolled, "die_loaded": _loaded, "truck_taken": _taken,
           "box_crossed": _box, "bonus_crossed": _bonus, "coin_crossed": _coin,
           "barn_crossed": _barn, "die_ignored": lambda s, e: None, "last_round": _last,
           "turn_ended": lambda s, e: None,
           "round_ended": _round_ended, "round_started": _round_started,
           "game_ended": _game_ended}


class Step:
    """One event being shown: where it happens and how far along it is."""

    def __init__(self, event, duration, src=None, dst=None):
        self.event, self.duration, self.t = event, duration, 0.0
        self.src, self.dst = src, dst          # Locs of a flying die; dst is hidden until it lands

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)


class Shown:
    def __init__(self, state, factor=lambda: 1.0):
        self.factor = factor
        self.reset(state)

    def reset(self, state):
        """Show `state` as it is (a new table, an undo, a load)."""
        self.state = state.copy()
        self.queue: deque = deque()
        self.step: Step | None = None
        self.changes = getattr(self, "changes", 0) + 1

    @property
    def busy(self) -> bool:
        return self.step is not None or bool(self.queue)

    def push(self, events, own: bool = False):
        """Show a move's events; `own`: the player's hand already put the die there."""
        for e in events:
            self.queue.append((e, own))

    def update(self, dt: float, real) -> None:
        """Move the show on by dt seconds; with nothing left, catch up with `real`."""
        while True:
            if self.step is not None:
                self.step.t += dt
                dt = 0.0
                if self.step.t < self.step.duration:
                    return
                self.step = None
                self.changes += 1
            if not self.queue:
                break
            event, own = self.queue.popleft()
            self.step = self._start(event, own)
            self.changes += 1
        if self.state.to_json() != real.to_json():
            self.state = real.copy()
            self.changes += 1

    def finish(self, real) -> None:
        """Land everything now (a press while dice move: what is pressed is what is drawn)."""
        while self.busy:
            self.update(1e9, real)

    def _start(self, e, own) -> Step:
        s = self.state
        src = dst = None
        if e.type == "die_loaded":
            src = Loc("tray", slot=e.tray)
            dst = Loc("truck", index=e.truck, slot=e.crate)
        elif e.type == "truck_taken":
            src, dst = Loc("truck", index=e.truck), Loc("taken", e.player, slot=0)
        else:
            dst = box_of(e)
        EFFECTS[e.type](s, e)
        duration = DURATION.get(e.type, 0.2) * self.factor()
        if own and e.type == "die_loaded":
            duration = 0.0
        return Step(e, duration, src, dst)

    def flying(self) -> Step | None:
        """The step whose die (or truck load) is in the air, if any."""
        st = self.step
        return st if st is not None and st.src is not None and st.progress < 1 else None
