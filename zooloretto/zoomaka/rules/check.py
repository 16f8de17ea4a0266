"""Checks that a Zoomaka state could have arisen in a real game: used by the save loader
(a damaged or edited save is refused with the first problem found) and by the tests
after every action."""
from __future__ import annotations

from collections import Counter

from . import rulings as R
from .actions import BadAction, from_json as action_from_json
from .cards import ALL_IDS, KIND_OF, SECTION_SIZE, TYPES_OF
from .legal import decision, opponents
from .zoo import has_won, is_wild


class InvalidState(ValueError):
    """A state breaks a rule of the game; the message names the problem."""


def _seat(v, n) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n


def _count(v, top=10 ** 6) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= top


def _check_zoo(player, i: int) -> None:
    def fail(msg):
        raise InvalidState(f"player {i + 1}: {msg}")
    kinds = [sec.type for sec in player.zoo]
    if len(set(kinds)) != len(kinds):
        fail("two sections of one type (an animal joins the section of its type)")
    for sec in player.zoo:
        if sec.type not in SECTION_SIZE:
            fail(f"a section of unknown type {str(sec.type)[:30]!r}")
        if not any(not is_wild(a) for a in sec.animals if a in KIND_OF):
            fail(f"the {sec.type} section has no animal of its type")
        for a in sec.animals:
            if KIND_OF.get(a) != "animal" or not (is_wild(a) or sec.type in TYPES_OF[a]):
                fail(f"{str(a)[:30]} cannot be in the {sec.type} section")
        if any(KIND_OF.get(c) != "addon" for c in sec.addons):
            fail(f"the {sec.type} section holds an add-on that is none")


def _every_card(s) -> list:
    cards = s.draw + s.discard + s.settings + s.received
    for p in s.players:
        cards += p.hand + p.bank
        for sec in p.zoo:
            cards += sec.animals + sec.addons
    return cards


def _check_window(s, n) -> None:
    w = s.window
    if w is None:
        if s.asked:
            raise InvalidState("players are asked but nothing waits for an answer")
        return
    about, by = w.get("about"), w.get("by")
    if about not in ("place", "direct", "fee", "action") or not _seat(by, n):
        raise InvalidState("the open window names no known question or no seat")
    if any(not _seat(q, n) or q == by for q in s.asked) or len(set(s.asked)) != len(s.asked):
        raise InvalidState("the players asked must be different opponents of the one answered")
    if about == "place":
        if s.players[by].section(w.get("section")) is None or w.get("card") not in s.players[by].section(w["section"]).animals:
            raise InvalidState("the animal being answered is not where it was placed")
    elif about == "action":
        if w.get("kind") not in ("sell", "move", "addon"):
            raise InvalidState("the action being answered is of no kind that asks")
    elif about == "direct":
        try:
            action = action_from_json(w.get("action"))
        except (BadAction, TypeError) as e:
            raise InvalidState(f"the Direct card being answered cannot be read: {e}") from None
        if KIND_OF.get(action.card) != "direct":
            raise InvalidState("the card being answered is no Direct card")
        if not isinstance(w.get("cancelled"), list) or any(not _seat(q, n) for q in w["cancelled"]):
            raise InvalidState("the players who cancelled the Direct card are no seats")
    else:
        if not all(_count(w.get(k)) for k in ("fee", "paid")) or not isinstance(w.get("started"), bool):
            raise InvalidState("the fee being paid has no amount, payment or start")
        if s.players[by].section(w.get("section")) is None and w.get("section") not in SECTION_SIZE:
            raise InvalidState("the fee is charged for no known section")
        if s.asked and set(s.asked) - set(opponents(s, by)):
            raise InvalidState("a payer is not an opponent of the one who charges")
        if w.get("target") is not None and w["target"] not in opponents(s, by):
            raise InvalidState("the fee charges no opponent of the one who charges")


def check_state(s) -> None:
    """Raise InvalidState naming the first broken rule; return None if all is well."""
    def fail(msg):
        raise InvalidState(msg)
    n = len(s.players)
    if not R.MIN_PLAYERS <= n <= R.MAX_PLAYERS:
        fail(f"{n} players: Zoomaka is for {R.MIN_PLAYERS} to {R.MAX_PLAYERS}")
    cards = _every_card(s)
    unknown = [c for c in cards if c not in KIND_OF]
    if unknown:
        fail(f"an unknown card {str(unknown[0])[:30]!r}")
    counted = Counter(cards)
    twice = [c for c, k in counted.items() if k > 1]
    if twice:
        fail(f"the card {twice[0]} is in two places")
    if len(counted) != len(ALL_IDS):
        fail(f"{len(ALL_IDS) - len(counted)} cards of the deck are missing")
    if any(KIND_OF[c] != "setting" for c in s.settings):
        fail("the Setting pile holds a card that is no Setting")
    if any(KIND_OF[c] not in ("animal", "addon") for c in s.received):
        fail("only animals and add-ons are paid into a zoo")
    for i, p in enumerate(s.players):
        _check_zoo(p, i)
    if not _seat(s.active, n) or not _seat(s.current, n):
        fail("the player to move is not a seat")
    if not (_count(s.turn) and s.turn >= 1 and _count(s.chance) and s.chance >= 1):
        fail("turns and chance draws count from 1")
    if s.turn > R.TURN_LIMIT_PER_PLAYER * n:
        fail("the game went past its turn limit")
    if not _count(s.used, 99) or not _count(s.bonus, 99) or s.bonus % R.COFFEE_ACTIONS:
        fail("the actions of the turn are miscounted")
    if s.used > R.EXTRA_HOURS_ACTIONS + s.bonus:
        fail("more actions spent than a turn has")
    if not isinstance(s.moving, bool) or not isinstance(s.game_over, bool):
        fail("a flag is not true or false")
    if not _count(s.owed, R.QUICK_DELIVERY_DISCARD) or (s.owed == 0) != (s.owing is None):
        fail("cards owed to the Discard pile and who owes them disagree")
    if s.owing is not None and not _seat(s.owing, n):
        fail("the player who owes cards is not a seat")
    _check_window(s, n)
    if s.game_over:
        if not s.winners or any(not _seat(q, n) for q in s.winners) or s.ended_by not in ("zoo", "limit"):
            fail("a finished game names its winners and why it ended")
        if s.window is not None or s.received or s.owed:
            fail("a finished game has nothing left to answer")
        if s.ended_by == "zoo" and not all(has_won(s, q) for q in s.winners):
            fail("a winner's zoo is not complete")
        return
    if s.winners or s.ended_by is not None:
        fail("a game going on has no winner")
    phase = decision(s)
    who = {"discard": s.owing, "receive": s.active, "turn": s.active}.get(phase)
    if who is None:
        who = s.asked[0]
    if s.current != who:
        fail("the player asked to decide is not the one the rules ask")
    if phase == "turn" and s.window is None and any(has_won(s, q) for q in range(n)):
        fail("a complete zoo should have ended the game")
