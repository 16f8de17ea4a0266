"""Building dice-game positions for the tests: every state stays a legal one."""
from zooloretto.dice.rules import apply, apply_roll, check_state, new_game
from zooloretto.dice.rules.actions import Load


def game(players=2, seed=0, start=0):
    return new_game(players, seed, start_player=start)


def fill(sheet, **pens):
    """Cross boxes on a sheet: fill(sheet, lion=5, coins=2)."""
    coins = pens.pop("coins", None)
    for a, n in pens.items():
        sheet.pens[a] = n
    if coins is not None:
        sheet.coins = coins


def play(state, action):
    events = apply(state, action)
    check_state(state)
    return events


def roll_and_load(state, faces, trucks):
    """The current player rolls `faces` (chosen, not drawn) and loads them on `trucks`."""
    events = apply_roll(state, list(faces))
    for face, truck in zip(faces, trucks):
        events += play(state, Load(face, truck))
    return events


def kinds(events):
    return [e.type for e in events]
