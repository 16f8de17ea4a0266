"""The short offer to answer another player's action at the Zoomaka table.

After each action of another player the rules ask every opponent holding cards whether
to answer it (rulings ANSWERED_ACTIONS); where only Quick Delivery could act, the rules'
decision is "answer". A person so asked gets a short offer: the bar's "Let it happen",
their Responses lit, and OFFER_TIME seconds (shown) after which it is let happen; Esc or
the button lets it happen at once. A seat whose offer is turned off in Settings
(settings.answer_offers_off, seat numbers from 1) lets it happen at once, without a
hand-over. Every person's seat is asked alike, whatever it holds (the spec's "Answering
out of turn without telling what one holds"), but for one person alone with bots at this
screen, who is asked only when holding a Response that may answer (nobody else is there
to learn from it); bots answer at once (scene.py bot_answers_at_once). A lesson's coach
waits for its learner: no countdown there.
"""
from __future__ import annotations

import math

import pygame

from ...zoomaka.rules import Pass, decision
from ..text import tr

OFFER_TIME = 4.0        # seconds a person has to answer another's action


def offers_off(settings) -> list:
    """The seat numbers (from 1) whose offer is turned off, as the Settings keep them."""
    seats = getattr(settings, "answer_offers_off", [])
    return [q for q in seats if isinstance(q, int)] if isinstance(seats, list) else []


class AnswerOffer:
    def __init__(self, table):
        self.table = table
        self.left = None            # seconds the open offer still stands; None: no offer
        self._for = None            # the question it was opened for

    def asked(self) -> bool:
        """A person at this screen is asked an "answer" question now."""
        t, s = self.table, self.table.state
        return (not s.game_over and decision(s) == "answer" and not t.is_bot(s.current)
                and not t.session.watching)

    def update(self, dt, busy: bool) -> None:
        """Before the flow's hand-over: a seat with the offer off lets it happen at once; an
        open offer counts down while its question is shown (not while cards fly, a card is
        held, or a lesson's coach waits)."""
        t, s = self.table, self.table.state
        if not self.asked():
            self.left = self._for = None
            return
        if busy or t.flow.unconfirmed:
            return
        if ((s.current + 1) in offers_off(t.app.settings) or self._alone_without_answer()) \
                and (t.flow.handing_over or not t.flow.waiting):
            self.dismiss()
            return
        question = (len(t.session.record.actions), s.current, t.viewer == s.current)
        if question != self._for:          # a new question, or its hand shown after Ready
            self._for, self.left = question, OFFER_TIME
        if self._lesson() or t.hand.drag.active or t.hand.selected is not None:
            return
        if t.dialog is not None and not t.flow.handing_over:
            return
        self.left = max(0.0, self.left - dt)
        if self.left <= 0:
            self.dismiss()

    def _alone_without_answer(self) -> bool:
        """The only person at this table, playing bots here, holding nothing that may answer:
        no one else could learn anything from a question skipped, so none is put (with
        another person at the screen or over the network, every offer looks alike)."""
        t = self.table
        seats = t.session.seats
        alone = sum(not t.is_bot(q) for q in range(len(seats))) == 1 and all(
            seat.kind in ("human", "bot") for seat in seats)
        return alone and t.legal() == [Pass()] and not self._lesson()

    def _lesson(self) -> bool:
        progress = getattr(self.table.coach, "progress", None)
        return progress is not None and progress.running

    def dismiss(self) -> None:
        """Let it happen: the hand-over, if it waits for this question, goes with it."""
        t = self.table
        if not self.asked():
            return
        if t.flow.handing_over:
            t.dialog = None
        self.left = self._for = None
        t.hand.let_go()
        t.perform(Pass(), own=False)
        if t.app.top is t:
            t.rebuild()

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
