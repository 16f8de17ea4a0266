"""The short offer to answer another player's action at the Zoomaka table.

After each action of another player the rules ask every opponent holding cards whether to
answer it (rulings ANSWERED_ACTIONS); where only Quick Delivery could act, the rules'
decision is "answer". A person so asked gets a short offer: the bar's "Let it happen", their
Responses lit, and OFFER_TIME seconds (shown) after which it is let happen; Esc or the
button lets it happen at once; "Don't ask me again" lets it happen and puts no such offer to
that seat for the rest of the game (kept in the game's file, meta "answers_off", so Continue
and a loaded save remember it), until the Menu's "Offer answers again". Settings' "Offer me
a chance to answer" (settings.answer_offers) turned off puts no offer to anyone at this
screen. A seat not offered lets it happen at once, without a hand-over. Every person's seat
is asked alike, whatever it holds (the spec's "Answering out of turn without telling what
one holds"), but for one person alone with bots at this screen, who is asked only when
holding a Response that may answer (nobody else is there to learn from it; the same for a
Direct card aimed at them that nothing they hold can stop); bots answer at once (scene.py
bot_answers_at_once). A lesson's coach waits for its learner: no countdown there.
"""
from __future__ import annotations

import math

import pygame

from ...zoomaka.rules import Pass, decision
from ...zoomaka.rules.events import undoable
from ..text import tr

OFFER_TIME = 4.0        # seconds a person has to answer another's action


def not_asked(meta, players: int) -> list:
    """The seats (from 0) whose player said "Don't ask me again" in this game, as its file
    keeps them (anything else there is ignored: a hand-edited save never breaks the table)."""
    seats = meta.get("answers_off") if isinstance(meta, dict) else None
    if not isinstance(seats, list):
        return []
    return sorted({q for q in seats if type(q) is int and 0 <= q < players})


def ask_again(meta) -> bool:
    """The Menu's "Offer answers again": every seat of this game is offered again (a
    "Don't ask me again" said by mistake is not for the whole game). True if one was not."""
    if not isinstance(meta, dict) or not meta.get("answers_off"):
        return False
    del meta["answers_off"]
    return True


def offered(table, seat: int) -> bool:
    """Is this person's seat offered a chance to answer others' actions?"""
    if not getattr(table.app.settings, "answer_offers", True):
        return False
    return seat not in not_asked(table.session.record.meta, len(table.state.players))


class AnswerOffer:
    def __init__(self, table):
        self.table = table
        self.left = None            # seconds the open offer still stands; None: no offer
        self._for = None            # the question it was opened for
        self._stands = None         # (turn, seat): that person's action this turn asked others

    def acted(self, seat, events) -> None:
        """After each action: a person's own action that asked another player whether to
        answer cannot be undone (rules events.undoable: nobody probes the hands), and
        Undo will say so for the rest of that turn; another action that cannot be undone
        for its own reason (a draw, a grab) has its own sentence."""
        t, s = self.table, self.table.state
        if seat != s.active or t.is_bot(seat):
            return
        if any(e.type == "asked" and e.player != seat and e.about != "receive" for e in events):
            self._stands = (s.turn, seat)
        elif not undoable(events):
            self._stands = None

    def undo_refused(self) -> str | None:
        """Why Undo cannot take the last action back, when it is that others were asked."""
        t, s = self.table, self.table.state
        if self._stands != (s.turn, s.active) or s.current != s.active or t.session.can_undo():
            return None
        return tr("zoomaka.undo_asked")

    def _question(self):
        """The question the rules put now to a person at this screen out of turn: "answer"
        (only Quick Delivery could answer another's action: the offer, with its seconds),
        "no_way" or "capture" (a Direct card aimed at them, an animal Direct Capture could
        take: the table waits for them); None when no person here is asked."""
        t, s = self.table, self.table.state
        if s.game_over or t.is_bot(s.current) or t.session.watching:
            return None
        asked = decision(s)
        return asked if asked in ("answer", "no_way", "capture") else None

    def asked(self) -> bool:
        """A person at this screen is asked an "answer" question now."""
        return self._question() == "answer"

    def update(self, dt, busy: bool) -> None:
        """Before the flow's hand-over: a question nobody need be put (the offer turned off
        for that seat; the only person at the table holding nothing that may answer) is let
        happen at once; an open offer counts down while its question is shown (not while
        cards fly, a card is held, or a lesson's coach waits)."""
        t, s = self.table, self.table.state
        question = self._question()
        if question != "answer":
            self.left = self._for = None
        if question is None or busy or t.flow.unconfirmed:
            return
        unasked = self._alone_without_answer() or (question == "answer" and not offered(t, s.current))
        if unasked and (t.flow.handing_over or not t.flow.waiting):
            self._let_happen()
            return
        if question != "answer":            # aimed at them: the table waits for their answer
            return
        now = (len(t.session.record.actions), s.current, t.viewer == s.current)
        if now != self._for:               # a new question, or its hand shown after Ready
            self._for, self.left = now, OFFER_TIME
        if self._lesson() or t.hand.drag.active or t.hand.selected is not None:
            return
        if t.dialog is not None and not t.flow.handing_over:
            return
        self.left = max(0.0, self.left - dt)
        if self.left <= 0:
            self.dismiss()

    def _alone_without_answer(self) -> bool:
        """The only person at this table, playing bots here, holding nothing that may answer
        (an offer, or a Direct card aimed at them that nothing they hold can stop): no one
        else could learn anything from a question skipped, so none is put (with another
        person at the screen or over the network, every question looks alike)."""
        t = self.table
        seats = t.session.seats
        alone = sum(not t.is_bot(q) for q in range(len(seats))) == 1 and all(
            seat.kind in ("human", "bot") for seat in seats)
        return alone and t.legal() == [Pass()] and not self._lesson()

    def _lesson(self) -> bool:
        progress = getattr(self.table.coach, "progress", None)
        return progress is not None and progress.running

    def dismiss(self) -> None:
        """Let the offered action happen (Esc, "Let it happen", the time is up)."""
        if self.asked():
            self._let_happen()

    def _let_happen(self) -> None:
        """Pass: the hand-over, if it waits for this question, goes with it."""
        t = self.table
        if t.flow.handing_over:
            t.dialog = None
        self.left = self._for = None
        t.hand.let_go()
        t.perform(Pass(), own=False)
        if t.app.top is t:
            t.rebuild()

    def never_again(self) -> None:
        """"Don't ask me again": this one let happen, and no offer to this seat for the
        rest of the game (in the game's file: the autosave after the turn keeps it)."""
        t = self.table
        if not self.asked():
            return
        meta = t.session.record.meta
        meta["answers_off"] = sorted(set(not_asked(meta, len(t.state.players))) | {t.state.current})
        self.dismiss()
        t.say(tr("zoomaka.offer.never_said"))

    def shown(self) -> bool:
        """The offer stands before its person (the bar shows "Don't ask me again")."""
        return self.left is not None and not self._lesson() and self.table.interactive()

    def key(self, k) -> bool:
        """Esc lets an offer shown to its person happen. True when the key was used."""
        t = self.table
        if k == pygame.K_ESCAPE and self.left is not None and t.interactive() \
                and t.hand.selected is None and not self._lesson():
            self.dismiss()
            return True
        return False

    def words(self) -> str:
        """The seconds left, for the message line ("" without a counting offer)."""
        if self.left is None or self._lesson() or not self.table.interactive():
            return ""
        return tr("zoomaka.offer.left", count=max(1, math.ceil(self.left)))
