"""The Zoomaka table's talk: one sentence per telling event, in the player's language,
from the rules' events (a card hidden from some players is said as "a card" to all: the
log lies open to everyone at a hot-seat table). Rebuilt from the record (its actions
replayed from the setup) when the table opens, after undo and a language switch; never
saved."""
from __future__ import annotations

from ...zoomaka.rules import apply, for_viewer
from ...zoomaka.rules.record import game_from_setup
from ..safe_draw import safe_text
from ..text import language, tr
from .words import card_name, type_name

SAID = ("card_sold", "animal_placed", "card_moved", "card_played", "card_taken", "card_received",
        "card_discarded", "section_discarded", "pile_reshuffled", "cancelled", "fee_charged",
        "fee_paid", "fee_settled", "actions_added", "turn_ended", "game_ended")


def sentence(e, names) -> str | None:
    """One event said, or None for the ones the talk leaves out (each card drawn...); a
    card's name ending in "!" ends the sentence itself ("... by No Way!")."""
    said = _sentence(e, names)
    return said.replace("!.", "!") if said else said


def _sentence(e, names) -> str | None:
    if e.type not in SAID:
        return None
    e = for_viewer(e, None)

    def name(seat):
        return safe_text(names[seat], 24) if isinstance(seat, int) and 0 <= seat < len(names) else ""
    params = {"name": name(getattr(e, "player", None)), "card": card_name(getattr(e, "card", "?"))}
    if e.type in ("animal_placed", "card_moved", "card_received", "section_discarded", "fee_charged"):
        params["section"] = type_name(e.section)
    if e.type == "card_played":
        params["target"] = name(e.target)
        key = "card_played_at" if e.target is not None else "card_played"
        return tr("zoomaka.talk." + key, **params)
    if e.type == "card_taken":
        params["victim"] = name(e.victim)
    if e.type == "cancelled":
        params["by"] = card_name(e.by)
    if e.type == "fee_charged":
        params.update(fee=e.fee, payers=", ".join(name(q) for q in e.payers), count=len(e.payers))
    if e.type in ("fee_paid", "fee_settled"):
        params["receiver"] = name(e.receiver)
    if e.type == "card_discarded" and e.by is not None:     # Release: another's animal
        return tr("zoomaka.talk.card_released", **params)
    if e.type == "fee_settled":
        params.update(paid=e.paid, fee=e.fee, by=card_name(e.excused_by) if e.excused_by else "")
        if e.excused_by:            # No Way! or Pay with Peanuts: nothing more to pay
            return tr("zoomaka.talk.fee_excused", **params)
        if e.paid > e.fee:          # paid in excess: the rules give no change back
            return tr("zoomaka.talk.fee_settled_over", **params)
    if e.type == "actions_added":
        params["count"] = e.count
    if e.type == "pile_reshuffled":
        params["count"] = len(e.cards) if isinstance(e.cards, (list, tuple)) else e.cards
    if e.type == "game_ended":
        params["names"] = ", ".join(name(q) for q in e.winners)
    return tr("zoomaka.talk." + e.type, **params)


class ZoomakaTalk:
    LIMIT = 200

    def __init__(self):
        self.lines: list = []
        self._key = None

    def rebuild(self, record, names) -> None:
        key = (id(record), len(record.actions), language())
        if key == self._key:
            return
        self.lines = []
        try:
            state = game_from_setup(record.setup)
            for action in record.actions:
                self.add(apply(state, action), names)
        except Exception:          # a record that does not replay: the talk starts now
            self.lines = []
        self._key = key

    def add(self, events, names) -> None:
        for e in events:
            said = sentence(e, names)
            if said:
                self.lines.append(said)
        del self.lines[:-self.LIMIT]

    def played(self, record, events, names) -> None:
        """A new action: said at once, the key follows the record."""
        self.add(events, names)
        self._key = (id(record), len(record.actions), language())

    def last(self, n: int) -> list:
        return self.lines[-n:]
