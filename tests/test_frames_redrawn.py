"""A frame drawn again only where it changed (ui/damage.py) shows, pixel for pixel, what
drawing the whole window would: after every frame of drags, flights, bots' animated moves,
tooltips, an enlarged zoo, the hint's rings, a fading message, a question opening and
closing, the screen is compared with a whole frame of the same moment drawn apart. Under
the dummy driver display.update(rects) leaves the window's surface as it is drawn, so what
is compared is exactly what the game drew. The frames that move must also really be drawn
in part, and small: the point of it all."""
from __future__ import annotations

import math
import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from zooloretto.ui.headless import Table  # noqa: E402
from zooloretto.ui.session import GameSession, Seat  # noqa: E402
from zooloretto.zoo.bots import make_bot  # noqa: E402
from zooloretto.zoo.rules import Loc, Reveal  # noqa: E402
from zooloretto.zoo.rules.actions import cost_of  # noqa: E402
from zooloretto.zoo.rules.view import public_view  # noqa: E402

from sampling import quick  # noqa: E402

SIZE = (1280, 800)
# The quick run compares every fourth frame (a stale pixel stays until its place is drawn
# again, so it is still there a frame or three later); --full compares every frame.
COMPARE_EVERY = quick(1, 4)
NAMES = ["Ana", "Bo", "Cleo", "Dmitri", "Eve"]


class Watch:
    """Wraps App.step: after each frame, the window against a whole frame drawn apart."""

    def __init__(self, table):
        self.app = table.app
        self.frames = self.partial = 0
        self.redrawn_area = []              # share of the window each partial frame drew
        self._step = self.app.step
        self.app.step = self.step

    def step(self, events=(), dt=1 / 60):
        drawn = self._step(events, dt)
        if drawn:
            self.check()
        return drawn

    def check(self):
        app = self.app
        self.frames += 1
        if app.redrawn is not None:
            self.partial += 1
            w, h = app.screen.get_size()
            self.redrawn_area.append(sum(r.w * r.h for r in app.redrawn) / (w * h))
        if self.frames % COMPARE_EVERY:
            return
        whole = pygame.Surface(app.screen.get_size())
        visible = []
        for scene in reversed(app.stack):
            visible.append(scene)
            if not scene.transparent:
                break
        for scene in reversed(visible):
            scene.draw(whole)
        app.ui.draw_ui(whole)
        shown, wanted = pygame.image.tobytes(app.screen, "RGB"), pygame.image.tobytes(whole, "RGB")
        if shown != wanted:
            first = next(i for i in range(len(shown)) if shown[i] != wanted[i]) // 3
            pygame.image.save(app.screen, "/tmp/frames_redrawn_shown.png")
            pygame.image.save(whole, "/tmp/frames_redrawn_whole.png")
            pytest.fail(f"frame {self.frames}: a stale pixel at {(first % whole.get_width(), first // whole.get_width())}"
                        f" (redrawn: {app.redrawn}); pictures in /tmp/frames_redrawn_*.png")

    def frames_of(self, n, dt=1 / 60, events=()):
        for _ in range(n):
            self.app.step(list(events), dt)


def motion(pos, held=False):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(1, 1),
                              buttons=(1, 0, 0) if held else (0, 0, 0))


def board_table(confirm_money=False, expansions=None, moves=150):
    """A 5-player board game in its seventh round, Ana to move, the others bots; animated."""
    cols = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167), (213, 94, 0)]
    seats = [Seat(n, "human" if i == 0 else "bot", None if i == 0 else "easy", cols[i])
             for i, n in enumerate(NAMES)]
    session = GameSession.new(seats, seed=5, expansions=expansions)
    bot = make_bot("easy", seed=1)
    for _ in range(moves):
        session.play(bot.choose(public_view(session.state)))
    while session.state.current != 0 or session.state.pending:
        session.play(bot.choose(public_view(session.state)))
    t = Table.open(session=session, size=SIZE)
    t.app.settings.animation_speed = "normal"
    t.app.settings.confirm_money_actions = confirm_money
    return t


def bot_moves(t):
    """The bot to move thinks and plays (its pause after a move, a second at most, is over)."""
    t.scene.turns.step(1.0)
    t.scene.turns.step(1.0)


def circle(watch, src, frames=80, radius=220):
    cx, cy = SIZE[0] * 0.45, SIZE[1] * 0.5
    watch.app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
    for f in range(frames):
        a = f / 40 * 2 * math.pi
        watch.app.step([motion((cx + radius * math.cos(a), cy + radius * math.sin(a)), True)])


@pytest.fixture
def board():
    t = board_table()
    yield t, Watch(t)
    t.close()


def test_a_tile_dragged_in_circles_held_and_let_go_leaves_nothing_behind(board):
    t, watch = board
    circle(watch, t.scene.hits.point(Loc("stack", index=0)))
    watch.frames_of(20)                                      # held still
    watch.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    watch.frames_of(40)                                      # it flies home
    watch.frames_of(40, dt=0.05)                             # the pointer rests: a tooltip
    assert t.scene.tips.shown()
    assert watch.partial >= 100
    assert max(watch.redrawn_area) < 0.5 and sorted(watch.redrawn_area)[len(watch.redrawn_area) // 2] < 0.1


def test_a_played_drag_its_flight_and_the_bots_animated_moves(board):
    t, watch = board
    # one gesture from the stack's top to a truck: the press draws, the drop loads
    src, dst = t.where(Reveal())[0], t.scene.hits.point(Loc("truck", index=0))
    t.app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
    for k in range(1, 31):
        t.app.step([motion((src[0] + (dst[0] - src[0]) * k / 30, src[1] + (dst[1] - src[1]) * k / 30), True)])
    t.app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)])
    watch.frames_of(60)                                      # the drawn tile turns over, then rests on its truck
    assert type(t.scene.session.record.actions[-1]).__name__ == "Load"
    played = len(t.scene.session.record.actions)
    for _ in range(6):                                       # bots, their moves flying
        if not t.scene.is_bot(t.state.current):
            break
        bot_moves(t)
        for f in range(90):
            t.app.step([motion((300 + 7 * f, 400 + 3 * f))] if f % 3 == 0 else [])
            if not t.scene.choreo.busy and f > 10:
                break
    assert len(t.scene.session.record.actions) >= played + 4 and watch.partial >= 60


def test_enlarged_zoos_tooltips_and_a_refusal_fading(board):
    t, watch = board
    for seat, ml in t.scene.minis.items():                   # each other zoo, enlarged
        watch.app.step([motion(ml.rect.center)])
        watch.frames_of(30, dt=0.02)
        watch.app.step([motion((ml.rect.centerx + 5, ml.rect.centery + 3))])
    for p in [(100, 300), (640, 300), (500, 600), (200, 700)]:
        watch.app.step([motion(p)])
        watch.frames_of(12, dt=0.05)                         # each its tooltip
    ml = next(iter(t.scene.minis.values()))
    for _ in range(2):                                       # a click pins a zoo, another lets go
        t.app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ml.rect.center, button=1)])
        t.app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=ml.rect.center, button=1)])
        watch.frames_of(5)
    for k in (pygame.K_TAB, pygame.K_TAB, pygame.K_TAB, pygame.K_ESCAPE):
        t.key(k)                                             # the keyboard's hand: lit places
        watch.frames_of(3)
    assert t.app.top is t.scene and t.scene.hand.selected is None
    src = t.scene.hits.point(Loc("stack", index=0))
    t.drag(src, (700, 300))                                  # a drop on nothing useful
    watch.frames_of(30)
    t.scene.overlays.say("A sentence said and faded")
    watch.frames_of(80, dt=0.08)                             # it stands, then fades out
    assert t.scene.overlays.message is None
    assert watch.partial >= 60


def test_the_hint_pulses_and_a_money_question_opens_and_closes():
    t = board_table(confirm_money=True)
    watch = Watch(t)
    # the quick run's hint: a search of 2 iterations, not 40 (the rings' frames are checked)
    t.scene.turns.hint_runner.iterations = quick(t.scene.turns.hint_runner.iterations, 2)
    try:
        assert t.press("hint")
        watch.frames_of(40)                                  # its rings pulse
        assert t.scene.hint is not None
        watch.app.step([motion((640, 420))])
        watch.frames_of(20, dt=0.05)
        src, dst = t.where(next(a for a in t.legal() if cost_of(a)))
        t.drag(src, dst)                                     # the question opens
        assert t.scene.dialog is not None
        watch.frames_of(10)
        t.key(pygame.K_ESCAPE)                               # and closes
        watch.frames_of(10)
        assert t.scene.dialog is None
        assert watch.partial >= 30
    finally:
        t.close()


def dice_table():
    seats = [Seat("Ana"), Seat("Bo", "bot", "easy"), Seat("Cleo"), Seat("Dmitri", "bot", "easy")]
    t = Table.open(session=GameSession.new(seats, seed=3, game="dice"), size=SIZE)
    t.app.settings.animation_speed = "normal"
    return t


def test_the_dice_table_drags_rolls_loads_and_bots():
    from zooloretto.dice.rules.places import Loc as DiceLoc
    t = dice_table()
    watch = Watch(t)
    try:
        supply, tray = t.scene.layout.point(DiceLoc("supply")), t.scene.layout.point(DiceLoc("tray"))
        circle(watch, supply, frames=60)
        watch.frames_of(10)
        for k in range(1, 21):                              # onto the tray: a roll, tumbling
            t.app.step([motion((700 + (tray[0] - 700) * k / 20, 400 + (tray[1] - 400) * k / 20), True)])
        t.app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tray, button=1)])
        assert t.state.rolled and t.scene.shown.busy
        watch.frames_of(60)
        load = next(a for a in t.legal() if type(a).__name__ == "Load")
        src, dst = t.where(load)
        t.app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
        for k in range(1, 21):
            t.app.step([motion((src[0] + (dst[0] - src[0]) * k / 20, src[1] + (dst[1] - src[1]) * k / 20), True)])
        t.app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(dst[0], dst[1] + 400), button=1)])
        watch.frames_of(40)                                  # refused: the die flies home
        for p in [(150, 120), (420, 500), (900, 650)]:
            watch.app.step([motion(p)])
            watch.frames_of(12, dt=0.05)                     # tooltips
        t.drag(src, dst)
        watch.frames_of(30)
        t.key(pygame.K_l)                                    # the log opens beside the sheets
        watch.frames_of(5)
        for _ in range(8):                                   # the bots roll, load and take
            if t.state.game_over or not t.scene.is_bot(t.state.current):
                if t.state.game_over or not t.legal():
                    break
                t.drag(*t.where(next(a for a in t.legal() if type(a).__name__ != "Roll")
                                if any(type(a).__name__ == "Take" for a in t.legal()) else t.legal()[0]))
                watch.frames_of(40)
                continue
            bot_moves(t)
            watch.frames_of(40)
        assert len(t.scene.session.record.actions) >= 6 and watch.partial >= 100
    finally:
        t.close()


def test_the_menus_light_their_buttons_under_the_pointer():
    t = board_table()
    watch = Watch(t)
    try:
        title = t.app.open("title", how="reset")
        watch.frames_of(3)
        for name in ("new_game", "learn", "load", "settings", "quit"):
            r = title.named[name].rect
            for k in range(8):
                watch.app.step([motion((r.x + 10 + 20 * k, r.centery))])
            watch.frames_of(60, dt=0.05)                     # resting: its tooltip, if any
        t.app.open("new_game")
        watch.frames_of(3)
        for k in range(60):
            watch.app.step([motion((40 + k * 20, 100 + k * 10))])
        assert watch.partial >= 60
        assert sorted(watch.redrawn_area)[len(watch.redrawn_area) // 2] < 0.05
    finally:
        t.close()


def test_a_window_uncovered_is_drawn_whole_and_the_pointer_only_where_it_changed(board):
    t, watch = board
    t.app.step([motion((600, 400))])
    watch.frames_of(30, dt=0.05)
    t.app.step([motion((604, 402))])
    assert t.app.redrawn is not None                         # the tooltip's old and new place
    t.app.step([pygame.event.Event(pygame.WINDOWEXPOSED)])   # what covered it is gone
    assert t.app.redrawn is None


def test_the_expansions_pieces_too():
    from zooloretto.zoo.rules import EXPANSION_NAMES
    t = board_table(expansions=list(EXPANSION_NAMES), moves=60)
    watch = Watch(t)
    try:
        circle(watch, t.scene.hits.point(Loc("stack", index=0)), frames=40)
        watch.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
        watch.frames_of(30)
        if t.state.revealed is None:                         # (the circling drew it)
            t.drag(*t.where(Reveal()))
        t.drag(*t.where(next(a for a in t.legal() if type(a).__name__ == "Load")))
        played = len(t.scene.session.record.actions)
        for _ in range(8):                                   # bots, their moves flying
            if not t.scene.is_bot(t.state.current):
                break
            bot_moves(t)
            watch.frames_of(50)
        assert len(t.scene.session.record.actions) >= played + 4 and watch.partial >= 60
    finally:
        t.close()


def zoomaka_table():
    seats = [Seat("Ana")] + [Seat(n, "bot", "easy") for n in NAMES[1:]]
    t = Table.open(session=GameSession.new(seats, seed=3, game="zoomaka"), size=SIZE)
    t.app.settings.animation_speed = "normal"
    return t


def test_the_zoomaka_table_a_card_dragged_and_played_the_bots_turns_and_a_hovered_button():
    from zooloretto.zoomaka.rules.places import Loc as ZLoc
    t = zoomaka_table()
    watch = Watch(t)
    try:
        watch.frames_of(3)
        for slot in (2, 3):                                  # a card's tooltip, the next's, none
            watch.app.step([motion(t.scene.hits.point(ZLoc("hand", 0, slot=slot)))])
            watch.frames_of(40)
            assert t.scene.tips.box is not None
        watch.app.step([motion((SIZE[0] // 2, t.scene.layout.hand.y - 6))])
        watch.frames_of(5)
        assert t.scene.tips.box is None
        start = len(watch.redrawn_area)
        assert start >= 3 and max(watch.redrawn_area) < 0.12          # the boxes alone, in part
        circle(watch, t.scene.hits.point(ZLoc("hand", 0, slot=0)), frames=60)
        watch.frames_of(10)                                  # held still, then let go
        watch.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
        watch.frames_of(5)
        pickup, drag = watch.redrawn_area[start + 1], [watch.redrawn_area[k] for k in range(start + 2, start + 60)]
        assert pickup < 0.65                                 # picked up: its drop places lit, in part
        assert max(drag) < 0.1                               # the card's old and new place
        t.drag(t.scene.hits.point(ZLoc("hand", 0, slot=1)), (40, SIZE[1] // 2 + 150))
        watch.frames_of(5)                                   # dropped on nothing: back in the hand
        t.scene.say("A sentence said and faded")
        watch.frames_of(60, dt=0.1)
        assert t.scene.message is None
        # the hint: its places lit (the quick run's hard bot looks at 2 guesses, not 40: the
        # frames are what is checked here, and the search was four fifths of the test's time)
        t.scene.turns.hint_runner.iterations = quick(t.scene.turns.hint_runner.iterations, 2)
        assert t.press("hint")
        watch.frames_of(20, dt=0.05)
        assert t.scene.hint is not None
        played = next(a for a in t.legal() if t.where(a) is not None and type(a).__name__ != "EndTurn")
        src, dst = t.where(played)
        t.app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
        for k in range(1, 31):                               # across the table, and dropped
            t.app.step([motion((src[0] + (dst[0] - src[0]) * k / 30, src[1] + (dst[1] - src[1]) * k / 30), True)])
        t.app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)])
        assert len(t.scene.session.record.actions) == 1
        watch.frames_of(40)                                  # its flight
        bar = t.scene.buttons["hint"].rect
        for k in range(12):                                  # over the bar's buttons and off
            watch.app.step([motion((bar.x - 60 + 20 * k, bar.centery))])
        watch.frames_of(5)
        for _ in range(8):                                   # the others may answer her card first
            if not t.scene.is_bot(t.state.current):
                break
            bot_moves(t)
            watch.frames_of(2)
        t.key(pygame.K_d)                                    # Ana draws: her turn ends
        watch.frames_of(40)
        for _ in range(16):                                  # the bots' turns, their cards flying
            if t.state.game_over or t.state.active == 0:
                break
            if t.scene.is_bot(t.state.current):
                bot_moves(t)
            else:
                t.key(pygame.K_p)                            # Ana, asked in a bot's turn, lets it be
            watch.frames_of(30)
        assert len(t.scene.session.record.actions) >= 6 and watch.partial >= 150
    finally:
        t.close()
