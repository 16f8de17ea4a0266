"""The coach of "Learn to play", at either game's table: a card with one or two short
sentences, a ring on the piece to move and on the place it goes (with an arrow between
them), Next for what is only to be read, and a way out (Skip).

The lesson itself is data (zooloretto/lessons); a table gives the coach a few hooks:

    hooks.rects(action)   -> (piece Rect or None, drop Rect or None): the rules' gesture
                             placed by the table's hit map (what the rules accept)
    hooks.points(action)  -> ((x, y), (x, y)): where a drag of that action starts and ends
    hooks.card()          -> Rect of the coach's card on this layout
    hooks.describe(action)-> the action in the player's words
    hooks.say(sentence)   -> the table's message line
    hooks.busy()          -> tiles still flying (the coach points when they have landed)

The table's bot runners are wrapped (LessonRunner): in the script the bot plays the
script's moves and a hint is the script's next move; after it, the table's own bots.
Progress goes into the record's meta["lesson"], so an autosave carries it (Continue
resumes the lesson); the turn check is off while the script runs.
"""
from __future__ import annotations

from collections import namedtuple

import pygame
from pygame_gui.elements import UIButton

from ... import lessons
from ..text import tr
from .paint import INK, draw_card, draw_paragraphs, draw_text, fitting_font, oid, text_font, unit
from .paint import arrow as draw_arrow

RING = (255, 196, 40)            # the coach's gold: warmer than the table's legal-drop green
CARD = (255, 250, 232)
NOTE_SIZE = 20                    # the note's letters; smaller only when a sentence would spill

# What the coach shows, in screen coordinates (the headless table's t.coach()):
# its sentence, the points of the piece and of its drop place (None when nothing is to be
# moved), and whether it waits for Next ("coach_next").
Coaching = namedtuple("Coaching", "text piece drop next")


class Coach:
    def __init__(self, table, progress: lessons.Progress, hooks):
        self.table, self.progress, self.hooks = table, progress, hooks
        self.tip = None                  # a free-play tip on show
        self.buttons: dict = {}
        self._built = None
        table.turns.runner = LessonRunner(table.turns.runner, self, learner=False)
        table.turns.hint_runner = LessonRunner(table.turns.hint_runner, self, learner=True)
        self._remember()

    # ------------------------------------------------------------------ the script
    @property
    def session(self):
        return self.table.session

    def _played(self) -> int:
        return len(self.session.record.actions)

    def scripted(self, learner: bool):
        """The script's move for the seat to move now (the bot's, or the learner's for a
        hint), or None: then the table's own bot or hint answers."""
        p, state = self.progress, self.session.state
        p.follow(self._played())
        step = p.current()
        if not p.running or (state.current == p.lesson.learner) != learner:
            return None
        if learner or isinstance(step, lessons.Bot):
            return p.expected()
        return None

    def allows(self, action) -> bool:
        """May the learner play this now? If not, say kindly what comes first."""
        p = self.progress
        p.follow(self._played())
        if p.allows(action):
            return True
        expected = p.expected()
        if isinstance(p.current(), lessons.Say):
            self.hooks.say(tr("lesson.coach.read_first"))
        elif expected is not None:
            self.hooks.say(tr("lesson.coach.lets_first", what=self.hooks.describe(expected)))
        return False

    def sentence(self) -> str | None:
        step = self.progress.current()
        key = self.tip.key if self.tip is not None else getattr(step, "key", None)
        if key is None:
            return tr("lesson.coach.bot_plays", **self.names()) if isinstance(step, lessons.Bot) else None
        return tr(key, **self.names())

    def names(self) -> dict:
        names = [seat.name for seat in self.session.seats]
        learner = self.progress.lesson.learner
        return {"you": names[learner], "bot": names[1 - learner] if len(names) == 2 else names[0]}

    def mode(self):
        """Which buttons the card has: "read" (Next, Skip), "do" (Skip), "tip" (Got it), None."""
        if self.tip is not None:
            return "tip"
        step = self.progress.current()
        if step is None:
            return None
        return "read" if isinstance(step, lessons.Say) else "do"

    def _doing(self):
        """The action the coach points at now, or None."""
        step, state = self.progress.current(), self.session.state
        if self.tip is not None or not isinstance(step, lessons.Do) or self.hooks.busy():
            return None
        if state.current != self.progress.lesson.learner or not self.table.interactive():
            return None
        return step.action

    # ------------------------------------------------------------------ per frame
    def update(self, dt) -> None:
        p = self.progress
        p.follow(self._played())
        self.session.confirm_turns = False if p.running else self.table.app.settings.confirm_turn
        if self.tip is None and not p.running and not self.hooks.busy():
            self.tip = p.tip(self.session.state)     # told once read (Got it), not when shown
        self._remember()
        if self.mode() != self._built and self.table.app.top is self.table:
            self.table.rebuild()

    def _remember(self) -> None:
        """The progress goes into the record's meta: the next autosave keeps it."""
        self.session.record.meta["lesson"] = self.progress.to_meta()

    def fingerprint(self) -> tuple:
        return (self.progress.step, getattr(self.tip, "name", None), self._doing())

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        """Skip lesson in the card's top row, Next (or Got it) along its bottom."""
        t = self.table
        self.buttons = {}
        self._built = mode = self.mode()
        if mode is None:
            return
        card, (row, bottom) = self.hooks.card(), self._rows()
        last = self.progress.step == len(self.progress.lesson.steps) - 1
        if mode in ("read", "do") and not last:     # the last word has nothing left to skip
            label = tr("lesson.coach.skip")
            w = min(card.w - 2 * self._pad(), text_font(t.app, 17).size(label)[0] + int(30 * unit(t.app)))
            self._button(pygame.Rect(card.right - self._pad() - w, row.y, w, row.h), label, "skip", "@soft")
        if mode in ("read", "tip"):
            self._button(bottom, tr("lesson.coach.got_it" if mode == "tip" else "lesson.coach.next"),
                         "next", "@btn")

    def _button(self, rect, label, name, cls):
        t = self.table
        b = t.own(UIButton(rect, label, t.ui, object_id=oid(t.app, cls, "#coach_" + name)))
        self.buttons[b] = name

    def _pad(self) -> int:
        return int(10 * unit(self.table.app))

    def _rows(self):
        """The card's top row (title, Skip) and its bottom row (Next)."""
        card, pad, u = self.hooks.card(), self._pad(), unit(self.table.app)
        h = text_font(self.table.app, 17).get_linesize() + int(12 * u)
        row = pygame.Rect(card.x + pad, card.y + pad, card.w - 2 * pad, h)
        bottom = pygame.Rect(card.x + pad, card.bottom - pad - int(44 * u), card.w - 2 * pad, int(44 * u))
        return row, bottom

    def press(self, element) -> bool:
        """A coach button pressed: True when it was one."""
        name = self.buttons.get(element)
        if name is None:
            return False
        if name == "skip":
            self.progress.skip()
        elif self.tip is not None:
            self.progress.tip_told(self.tip)
            self.tip = None
        else:
            self.progress.next()
        self._remember()
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        sentence, mode = self.sentence(), self.mode()
        if mode is None or sentence is None:
            return
        action = self._doing()
        if action is not None:
            self._point(surface, action)
        card, (row, _next), u = self.hooks.card(), self._rows(), unit(self.table.app)
        draw_card(surface, card, fill=CARD, border=RING, radius=int(14 * u), line=3)
        title, skip = text_font(self.table.app, 16, bold=True), self._skip_rect()
        label = tr("lesson.coach.title")
        if title.size(label)[0] <= (skip.x if skip else row.right) - row.x - self._pad():
            draw_text(surface, label, title, INK, (row.x, row.centery), anchor="midleft")
        room, font = self.note(sentence, mode)
        draw_paragraphs(surface, sentence, font, INK, room, spacing=1.2)

    def note(self, sentence: str, mode: str):
        """The room the sentence has on the card (under the title row, above Next when
        there is one) and the letters it is drawn in."""
        card, (row, bottom), u = self.hooks.card(), self._rows(), unit(self.table.app)
        room = pygame.Rect(row.x, row.bottom + int(6 * u), row.w, 0)
        room.h = (bottom.y if mode in ("read", "tip") else card.bottom - self._pad()) - room.y
        return room, fitting_font(self.table.app, sentence, NOTE_SIZE, room.w, room.h, smallest=10, spacing=1.2)

    def _skip_rect(self):
        return next((b.rect for b, name in self.buttons.items() if name == "skip"), None)

    def _point(self, surface, action) -> None:
        piece, drop = self.hooks.rects(action)
        w = max(3, int(4 * unit(self.table.app)))
        for r in (piece, drop):
            if r is not None:
                pygame.draw.rect(surface, RING, r.inflate(12, 12), width=w, border_radius=12)
        if piece is not None and drop is not None and piece != drop:
            a, b = pygame.Vector2(piece.center), pygame.Vector2(self.hooks.points(action)[1])
            if (b - a).length() > 40:
                d = (b - a).normalize()
                draw_arrow(surface, a + d * 16, b - d * 16, RING, w)

    def pointing(self) -> Coaching | None:
        """What the coach shows now, in screen coordinates (None: nothing)."""
        sentence = self.sentence()
        if self.mode() is None or sentence is None:
            return None
        action = self._doing()
        piece, drop = self.hooks.points(action) if action is not None else (None, None)
        return Coaching(sentence, piece, drop, self.mode() in ("read", "tip"))


class NoCoach:
    """The coach of a game that is no lesson: it allows everything and shows nothing."""
    progress = None

    def allows(self, action) -> bool:
        return True

    def mode(self):
        return None

    def build(self) -> None:
        pass

    def update(self, dt) -> None:
        pass

    def draw(self, surface) -> None:
        pass

    def press(self, element) -> bool:
        return False

    def pointing(self):
        return None

    def fingerprint(self):
        return None


class TableHooks:
    """The hooks every table shares: the points of a drag are the headless table's
    `where` (the rules' gesture_of placed by the table's hits); a table adds rects, card,
    describe, say and busy."""

    def __init__(self, table):
        self.table = table

    def points(self, action):
        t = self.table
        piece, drop = t.session.rules.gesture_of(t.state, action)
        return t.hits.point(piece), t.hits.point(drop)


def lesson_coach(table, hooks_class) -> Coach | NoCoach:
    """The coach of the lesson this game is (the save's meta["lesson"]), with the table's
    hooks; else one that never speaks (NoCoach), so a table calls its coach without asking."""
    record = table.session.record
    meta = record.meta.get("lesson")
    if meta is None:
        return NoCoach()
    progress = lessons.Progress.resume(meta, record.actions, record.setup.get("seed"))
    if progress is None or progress.lesson.game != table.session.game \
            or progress.lesson.players != table.state.num_players:
        record.meta.pop("lesson", None)          # not this game's lesson: played as any other
        return NoCoach()
    return Coach(table, progress, hooks_class(table))


class LessonRunner:
    """A table's bot runner (ui/bot_runner.py's interface) that answers with the script's
    move while the lesson runs, and asks the runner it wraps afterwards."""

    def __init__(self, inner, coach: Coach, learner: bool):
        self.inner, self.coach, self.learner = inner, coach, learner
        self._answer = None
        self._scripted = False           # the last answer was the script's: it has no reason

    def start(self, view, level: str = "medium", seed: int = 0, budget: float = 1.0) -> None:
        self._answer = self.coach.scripted(self.learner)
        self._scripted = self._answer is not None
        if self._answer is None:
            self.inner.start(view, level=level, seed=seed, budget=budget)

    @property
    def thinking(self) -> bool:
        return self._answer is not None or self.inner.thinking

    @property
    def reason(self):
        return None if self._scripted else getattr(self.inner, "reason", None)

    def poll(self):
        if self._answer is not None:
            answer, self._answer = self._answer, None
            return answer
        return self.inner.poll()

    def elapsed(self) -> float:
        return 0.0 if self._answer is not None else self.inner.elapsed()

    def cancel(self) -> None:
        self._answer = None
        self.inner.cancel()

    def __getattr__(self, name):           # wait, close, ...: the wrapped runner's
        return getattr(self.inner, name)


def start_lesson(app, name: str) -> None:
    """A new game of the lesson `name` on its table: the learner (the name the New game
    form remembers, else "Player 1") against gentle bots."""
    from ...zoo.rules.names import clean_name
    from ...seats import seat_colour
    from ..session import GameSession, Seat
    from .menu import start_game
    lesson = lessons.get(name)
    rows = getattr(app.settings, "last_seats", None) or []
    remembered = next((r[0] for r in rows if isinstance(r, list) and len(r) == 4 and r[1] == "human"
                       and isinstance(r[0], str)), "")
    learner = clean_name(remembered, "")[:16] or tr("menu.default_name", n=1)
    seats = []
    for seat in range(lesson.players):
        if seat == lesson.learner:
            seats.append(Seat(learner, "human", None, seat_colour(seat)))
        else:
            bot = tr(f"menu.bot_name_{len(seats) + 1}")
            seats.append(Seat(bot if bot != learner else tr("menu.bot_name_4"), "bot",
                              lesson.bot_level, seat_colour(seat)))
    session = GameSession.new(seats, seed=lesson.seed, start_player=0, game=lesson.game)
    session.record.meta["lesson"] = lessons.Progress(lesson).to_meta()
    start_game(app, session)
