"""The host's invite and waiting room: the table's name, this computer's addresses and
port, the join code, a Copy button, and each seat's state (this computer, a bot,
waiting, joined, away). Start plays now; a bot sits in each seat still empty until
somebody takes it. Back stops hosting (nothing listens on the network any more)."""
from __future__ import annotations

import pygame

from ...net import codes
from ..kit import (ACCENT, INK, INK_SOFT, MenuScene, draw_card, draw_paragraphs, draw_text,
                   fitting_font, unit)
from ..navigation import screen
from ..text import tr

STATE_WORDS = {"here": "net.lobby.state_here", "waiting": "net.lobby.state_waiting",
               "joined": "net.lobby.state_joined", "away": "net.lobby.state_away",
               "bot": "net.lobby.state_bot"}
STATE_COLOURS = {"joined": (46, 125, 50), "away": (178, 34, 34), "waiting": (150, 110, 40)}


def seat_state(session, seat: int, presence: str) -> str:
    """A seat's state as the host reads it: a bot's seat says so."""
    if presence == "here" and session.seats[seat].kind == "bot":
        return "bot"
    return presence


def copy_text(text: str) -> bool:
    """Put `text` on the clipboard (pygame-gui's clipboard, SDL's underneath); False when
    this system has none the program can reach."""
    try:
        from pygame_gui.core.utility import clipboard_copy, clipboard_paste
        clipboard_copy(text)
        return clipboard_paste() == text          # some systems take it and keep nothing
    except Exception:           # no clipboard (a headless system, a missing helper)
        return False


@screen("host_lobby")
class HostLobbyScene(MenuScene):
    background_seed = 7

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.net = session.net
        self.copied = None             # the catalog key said after Copy
        self.seen = None
        self.started = False

    # layout ---------------------------------------------------------------------
    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        self.label((pad, int(16 * u), w - 2 * pad, int(56 * u)), "net.lobby.heading", cls="@heading")
        top, bottom_bar = int(84 * u), int(90 * u)
        left_w = int(w * 0.52) - pad
        self.invite_card = pygame.Rect(pad, top, left_w, h - top - bottom_bar)
        self.seats_card = pygame.Rect(self.invite_card.right + pad, top,
                                      w - self.invite_card.right - 2 * pad, h - top - bottom_bar)
        bw, bh = int(max(300 * u, 240)), int(54 * u)
        c = self.invite_card
        self.button((c.x + int(20 * u), c.bottom - bh - int(20 * u), int(200 * u), bh),
                    "net.lobby.copy", self.copy, cls="@btn", name="copy")
        y = h - bh - (bottom_bar - bh) // 2
        self.button((pad, y, bw, bh), "net.lobby.stop", self.back, cls="@soft", name="back")
        waiting = any(p == "waiting" for p in self.net.presence())
        self.button((w - pad - bw, y, bw, bh), "net.lobby.start_bots" if waiting else "menu.start",
                    self.start, cls="@menu", name="start")
        self.seen = self.net.presence()

    # actions --------------------------------------------------------------------
    def copy(self):
        self.copied = "net.lobby.copied" if copy_text(self.net.invite()) else "net.lobby.copy_failed"

    def start(self):
        from ..net.hosting import play_hosted
        self.net.start_with_bots()
        self.started = True
        play_hosted(self.app, self.session)

    def back(self):
        self.net.stop()
        self.app.pop()

    def close(self):
        super().close()
        if not self.started:
            self.net.stop()            # left without starting: nothing listens any more

    def update(self, dt):
        self.net.pump()
        if self.net.presence() != self.seen:
            self.rebuild()

    # picture --------------------------------------------------------------------
    def paint(self, surface):
        u = unit(self.app)
        draw_card(surface, self.invite_card, alpha=225)
        draw_card(surface, self.seats_card, alpha=225)
        self._paint_invite(surface, self.invite_card.inflate(-int(40 * u), -int(36 * u)), u)
        self._paint_seats(surface, self.seats_card.inflate(-int(40 * u), -int(36 * u)), u)

    def _paint_invite(self, surface, box, u):
        net, y = self.net, box.y
        title = tr("net.lobby.table_name", name=net.name)
        font = fitting_font(self.app, title, 26, box.w, bold=True)
        y = draw_text(surface, title, font, INK, (box.x, y)).bottom + int(10 * u)
        where = ", ".join(codes.join_address(a, net.port) for a in net.addresses())
        for key, value, size in (("net.lobby.address", where, 20), ("net.lobby.code", codes.shown(net.code), 40)):
            small = fitting_font(self.app, tr(key), 16, box.w)
            y = draw_text(surface, tr(key), small, INK_SOFT, (box.x, y)).bottom + int(2 * u)
            big = fitting_font(self.app, value, size, box.w, bold=True)
            y = draw_text(surface, value, big, ACCENT if size > 30 else INK, (box.x, y)).bottom + int(12 * u)
        copy = self.named.get("copy")
        limit = copy.rect.y - int(8 * u) if copy else box.bottom
        said = tr("net.lobby.how_to_join")
        if self.copied:
            said = tr(self.copied, invite=net.invite()) + "\n" + said
        room = pygame.Rect(box.x, y, box.w, max(10, limit - y))
        font = fitting_font(self.app, said, 17, room.w, room.h)
        draw_paragraphs(surface, said, font, INK, room)

    def _paint_seats(self, surface, box, u):
        head = fitting_font(self.app, tr("menu.players"), 24, box.w, bold=True)
        y = draw_text(surface, tr("menu.players"), head, INK, (box.x, box.y)).bottom + int(12 * u)
        presence = self.net.presence()
        row = int(min(56 * u, (box.bottom - y) / max(1, len(presence))))
        for seat, p in enumerate(presence):
            state = seat_state(self.session, seat, p)
            r = max(6, int(row * 0.3))
            centre = (box.x + r, y + row // 2)
            pygame.draw.circle(surface, (255, 255, 255), centre, r + 2)
            pygame.draw.circle(surface, self.session.colour(seat), centre, r)
            name = self.net.core.seats[seat].name
            word = tr(STATE_WORDS[state])
            wf = fitting_font(self.app, word, 18, int(box.w * 0.45))
            wr = draw_text(surface, word, wf, STATE_COLOURS.get(state, INK_SOFT),
                           (box.right, centre[1]), anchor="midright")
            nf = fitting_font(self.app, name, 20, max(20, wr.x - box.x - 3 * r - int(10 * u)), bold=True)
            draw_text(surface, name, nf, INK, (box.x + 2 * r + int(12 * u), centre[1]), anchor="midleft")
            y += row
