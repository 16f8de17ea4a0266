"""What the save machinery (zooloretto/rules/saves.py) needs of Zoomaka.

The loader finds this module by the header's `"game": "zoomaka"`, checks the layout with
the field tables below (each field: a test and the words that say what it should hold),
sets the game up again from the setup, checks the stored state, replays every action
and compares. Nothing here imports the loader.
"""
from __future__ import annotations

from . import rulings as R
from .actions import BadAction, Pass, Pay, from_json as action_from_json, to_json as action_to_json
from .check import InvalidState, check_state
from .engine import apply, refusal
from .legal import decision
from .zoo import assets
from .record import ZoomakaRecord, game_from_setup
from .refusals import IllegalAction
from .state import SetupError, ZoomakaState

GAME = "zoomaka"
Record = ZoomakaRecord
new_game = game_from_setup
state_from_json = ZoomakaState.from_json

__all__ = ["GAME", "Record", "new_game", "state_from_json", "layout", "with_clean_names",
           "SetupError", "InvalidState", "check_state", "BadAction", "action_from_json",
           "apply", "IllegalAction"]


def _whole(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _texts(v):
    return isinstance(v, list) and all(isinstance(t, str) for t in v)


def _seats(v):
    return isinstance(v, list) and all(_whole(q) and 0 <= q <= 99 for q in v)


_COUNT = (lambda v: _whole(v) and 0 <= v <= 999, "a whole number from 0 to 999")
_TURNS = (lambda v: _whole(v) and 0 <= v <= 10 ** 6, "a whole number")
_PLAYERS = (lambda v: _whole(v) and R.MIN_PLAYERS <= v <= R.MAX_PLAYERS,
            f"a whole number from {R.MIN_PLAYERS} to {R.MAX_PLAYERS}")
_SEAT = (lambda v: v is None or (_whole(v) and 0 <= v <= 99), "a seat number or null")
_FLAG = (lambda v: isinstance(v, bool), "true or false")
_TEXTS = (_texts, "a list of card names")
_LIST = (lambda v: isinstance(v, list), "a list")

SETUP_FIELDS = {"players": _PLAYERS, "seed": (_whole, "a whole number"),
                "names": (_texts, "a list of texts"), "start_player": _COUNT}
# kept in the record's setup when present (new_game checks the value): a game begun
# before the Robber's cards went to the hand keeps its bank (upgraded below)
OPTIONAL_SETUP_FIELDS = ("robber_into",)
STATE_FIELDS = {
    "seed": (_whole, "a whole number"), "players": _LIST,
    "draw": _TEXTS, "discard": _TEXTS, "settings": _TEXTS, "received": _TEXTS,
    "active": _COUNT, "current": _COUNT, "turn": _TURNS, "used": _COUNT, "bonus": _COUNT,
    "moving": _FLAG, "window": (lambda v: v is None or isinstance(v, dict), "an object or null"),
    "asked": (_seats, "a list of seats"), "owed": _COUNT, "owing": _SEAT, "chance": _TURNS,
    "game_over": _FLAG, "winners": (_seats, "a list of seats"),
    "ended_by": (lambda v: v is None or isinstance(v, str), "a text or null"),
}
PLAYER_FIELDS = {"name": (lambda v: isinstance(v, str), "a text"), "hand": _TEXTS,
                 "bank": _TEXTS, "zoo": _LIST}
SECTION_FIELDS = {"type": (lambda v: isinstance(v, str), "a text"), "animals": _TEXTS,
                  "addons": _TEXTS}


def layout(data: dict):
    """(object, fields, where, section) for every part of the save to check, in order."""
    yield data["setup"], SETUP_FIELDS, "setup", "setup"
    yield data["state"], STATE_FIELDS, "state", "state"
    for i, player in enumerate(data["state"]["players"]):
        yield player, PLAYER_FIELDS, f"state.players[{i}]", "state"
        for j, sec in enumerate(player["zoo"]):
            yield sec, SECTION_FIELDS, f"state.players[{i}].zoo[{j}]", "state"


RULES_ASK_ALIKE = 3      # the save format from which a placement asks every opponent alike
ANSWERS_AT_MOST = 120    # answers put before one stored action (a fee paid card by card included)


def upgraded(data: dict) -> dict:
    """A save played under older rules, replayed under today's (_upgraded). A save whose
    history plays a Robber and leads to its position only with the Robber's cards going
    to the thief's bank (the rule before they went to the hand) keeps that rule for the
    rest of its game: setup and state "robber_into": "bank"."""
    out = _upgraded(data)
    if _robbed(data) and not _leads_to_its_position(out):
        bank = _upgraded(_robber_into_bank(data))
        if _leads_to_its_position(bank):
            return bank
    return out


def _robbed(data) -> bool:
    """Does the history play a Robber, in a save that names no rule for it?"""
    actions = data.get("actions")
    named = "robber_into" in data["setup"] or "robber_into" in data["state"]
    return not named and isinstance(actions, list) and any(
        isinstance(a, dict) and a.get("type") == "direct"
        and str(a.get("card", "")).startswith("robber-") for a in actions)


def _robber_into_bank(data) -> dict:
    return dict(data, setup=dict(data["setup"], robber_into="bank"),
                state=dict(data["state"], robber_into="bank"))


def _leads_to_its_position(data) -> bool:
    try:
        state = game_from_setup(data["setup"])
        for raw in data["actions"]:
            apply(state, action_from_json(raw))
        return state.to_json() == state_from_json(data["state"]).to_json()
    except Exception:               # anything the loader will name better
        return False


def _upgraded(data: dict) -> dict:
    """A save of format 2 or older was played under rules that asked only the players
    holding a Response that could act, and paid a fee at once for a payer without one
    (issue #41). Its history is replayed under today's rules, the questions those rules
    put and the old ones did not answered as the old game went (let it happen; a fee
    paid from the first asset, as the old automatic payment did), and the replay's
    position is kept. A history that does not fit stays as it was: the loader says why.
    A save of any format whose payer had begun paying a fee was played under rules that then
    paid the rest at once, when the payer's assets were worth no more than what was still
    owed, and refused a Response (issue #34): today that payer is asked (a Response may
    answer until the fee is fully paid), so the same answer is put: the rest paid from the
    first asset. Any save was played under rules that asked nobody after a sale, a
    rearrangement or an Add-on, nor anyone but a Direct card's targets, a fee's payers
    and the opponents an animal could join (issue #34, rulings ANSWERED_ACTIONS): those
    questions ("answer") are let be. A history that replays as it is stays as it was."""
    version = data.get("version")
    old_asking = isinstance(version, int) and version < RULES_ASK_ALIKE
    # First each new question answered only where the stored action is refused; if a
    # stored Pass was so taken for another seat's, every "answer" question let be at once.
    for eager in (False, True):
        replay = _replayed(data, old_asking, eager)
        if replay is not None:
            actions, state, answered = replay
            if not answered:
                return data
            return dict(data, actions=[action_to_json(a) for a in actions], state=state.to_json())
    return data


def _replayed(data, old_asking, eager):
    """(actions, state, whether an answer was put) of the history replayed with the old
    game's answers put in, or None when it does not fit."""
    try:
        state, actions, answered = game_from_setup(data["setup"]), [], False
        for raw in data["actions"]:
            action = action_from_json(raw)
            for _ in range(ANSWERS_AT_MOST):
                if eager and decision(state) == "answer":
                    answer = Pass()
                elif refusal(state, action) is None:
                    break
                else:
                    answer = _old_answer(state, old_asking)
                if answer is None:
                    return None
                apply(state, answer)
                actions.append(answer)
                answered = True
            apply(state, action)
            actions.append(action)
        for _ in range(ANSWERS_AT_MOST):        # the history's last fee, paid at once then
            answer = _old_answer(state, False) if state.to_json() != data["state"] else None
            if answer is None:
                break
            apply(state, answer)
            actions.append(answer)
            answered = True
    except Exception:               # anything the loader will name better
        return None
    return actions, state, answered


def _old_answer(state, old_asking=True):
    phase = decision(state)
    if phase == "answer":
        return Pass()
    if phase in ("capture", "no_way"):
        return Pass() if old_asking else None
    if phase == "fee" and not (old_asking or state.window["started"]):
        return None
    mine = assets(state.players[state.current]) if phase == "fee" else []
    return Pay(mine[0]) if mine else None


def with_clean_names(data: dict, clean) -> dict:
    """The players' names passed through `clean(name, fallback)` in the setup and in the
    state alike, so the replay still matches; the caller's data is left as it was. A save
    of the old rules is upgraded first (upgraded above: the loader's one hook here)."""
    data = upgraded(data)
    setup = dict(data["setup"], names=[clean(n, f"Player {i + 1}")
                                       for i, n in enumerate(data["setup"]["names"])])
    players = [dict(p, name=clean(p["name"], f"Player {i + 1}"))
               for i, p in enumerate(data["state"]["players"])]
    return dict(data, setup=setup, state=dict(data["state"], players=players))
