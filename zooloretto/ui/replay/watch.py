"""The real table, only watched: the replay hosts the game's own table scene (any of the three
games', by name through navigation) and feeds it moments; what it asks of the table is
kit/watched.py's, so nothing here depends on which game it is.

Nothing is copied from the tables and they need no switch for it:

    WatchSession   the table's session: a game only looked at, which never writes a file
                   (no autosave, nothing on leaving), takes nothing back and asks nobody to
                   confirm a turn; `watching` tells the table's words to ask nothing
    Viewport       what the table sees of the app: the window's part it is drawn in (its
                   size, so it lays itself out there), the replay's speed (the animations'
                   factor), and no screen opened (a finished game's results stay closed)

The table is never the top scene and gets from the replay only its drawing, its clock,
moves played as a bot's (play_bot) and the pointer's motion (its tooltips, shown while its
host is on top: Viewport.hosted_by), so nothing can be dragged, no button of its own is
built, no hint is asked; its bots are held (hold_bots) and never asked.
"""
from __future__ import annotations

from .. import navigation
from ..session import GameSession
from ..kit.turns import SyncRunner
from ..text import tr

SPEEDS = (1, 2, 4)
MESSAGE_PAPER = (255, 246, 222)


class WatchSession(GameSession):
    """A session the replay shows: its record is the watched game's up to the shown moment."""

    watching = True

    def __init__(self, course):
        source = course.record
        meta = {k: v for k, v in source.meta.items() if k not in ("lesson", "title")}
        record = type(source)(dict(source.setup), course.state_at(0), [], meta)
        super().__init__(record)
        self.course = course

    @property
    def keeps_secrets(self) -> bool:
        """A game not over hides every hand and bank from its replay too (only what every
        player saw is shown); a finished game's replay may show them."""
        return not self.course.record.state.game_over

    @property
    def confirm_turns(self) -> bool:
        return False            # a replay asks nobody to check a turn

    @confirm_turns.setter
    def confirm_turns(self, value) -> None:
        pass

    def show(self, n: int) -> None:
        """Jump to the moment after `n` actions (the table shows it as it is)."""
        self.record.state = self.course.state_at(n)
        self.record.actions = self.course.actions[:n]
        self._undo = []

    def can_undo(self) -> bool:
        return False

    # a replay never changes the save, nor writes any other file
    def autosave_turn(self):
        return None

    def autosave(self):
        return None

    def save_on_leaving(self):
        return None


class WatchSettings:
    """The player's settings as the watched table reads them: the replay's speed scales the
    animations, and no question is asked (a turn's check, a money action's price)."""

    confirm_turn = False
    confirm_money_actions = False

    def __init__(self, settings, speed):
        self._settings, self._speed = settings, speed

    def __getattr__(self, name):
        return getattr(self._settings, name)

    def animation_factor(self) -> float:
        return self._settings.animation_factor() / self._speed()


class Viewport:
    """The app as the hosted table sees it."""

    def __init__(self, app, speed, host=None):
        self._app = app
        self.hosted_by = host       # the scene showing the table: its tooltips show while it is on top
        self.size = app.size
        self.settings = WatchSettings(app.settings, speed)

    def __getattr__(self, name):
        return getattr(self._app, name)

    def open(self, *args, **kwargs):
        return None             # the table opens nothing (results, pause): the replay leads


def host_table(app, session: WatchSession, speed, host=None):
    """The game's own table scene for `session`, watched inside `app`'s window by the scene
    `host`, with its log open beside it (the game's talk)."""
    viewport = Viewport(app, speed, host)
    table = navigation.make(viewport, navigation.table_screen(session), session,
                            runner=SyncRunner, hold_bots=True, hand_overs=False)
    table.flow.results_shown = True         # the last look and the results are not the replay's
    table.open_log()
    return table


def lay_out(table, size) -> None:
    """The table laid out in a part of the window `size` big (before it draws itself there:
    a table drawn at another size lays itself out again, with its own buttons)."""
    table.app.size = tuple(size)
    table.relayout()


def busy(table) -> bool:
    """Is the table still showing the last move's events?"""
    return table.showing_moves()


def caught_up(table) -> None:
    """The session jumped: the table shows the new moment as it is, at once, presented as
    a table just opened presents its first turn (the board faces the person to move)."""
    table.flow.first = table.flow.turn_ended = True
    table.update(0.0)
    tips = table.tips
    if tips.pos is not None:                # the tooltip speaks of the place now under the pointer
        tips.hover(tips.pos)


def bar_height(table) -> int:
    """The height of the table's top bar (the replay's Back and Play from here sit in it,
    where the table's own buttons are when it is played)."""
    return table.bar_height()


def said_last(table) -> None:
    """The message line says what the shown move did instead of asking the player to move
    (the table's last_move_words; before the first move, who starts). A table whose talk
    panel says every move already (the board's) keeps its message line to itself."""
    if table.says_moves_itself:
        return
    sentence = table.last_move_words()
    if sentence is None:
        names = table.names()
        seat = table.session.record.setup.get("start_player", 0)
        sentence = tr("replay.start", name=names[seat] if 0 <= seat < len(names) else "?")
    if table.message is None or table.message[0] != sentence:
        table.message = (sentence, MESSAGE_PAPER, float("inf"))
