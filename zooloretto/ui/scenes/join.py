"""Title -> Join a table: paste the host's invite (or type its address and the join
code; or pick a table found on this network, net/discovery.py, and type its code), give
your name, Join. With several seats free the joiner picks one (or two: two
players at this computer pass it between them, as at home); with one, it is taken; the
seat this computer had at that table is taken back by its token. The game goes on at
the same table screen as a game at home, the host's moves shown as they come."""
from __future__ import annotations

import logging
import time

import pygame

from ...net import codes
from ..kit import ERROR, INK, MenuScene, draw_card, draw_paragraphs, fitting_font, unit
from ..navigation import screen
from ..text import tr

WAIT_FOR_TABLE = 10.0       # seconds a table has to answer and seat us


def read_form(where: str, code_text: str):
    """(host, port, code) from what was typed, or (None, the sentence saying what is wrong)."""
    found = codes.parse_invite(where)
    if found is not None:
        return found, None
    address = codes.parse_address(where)
    if address is None:
        return None, tr("net.cli.bad_address", value=repr(where.strip()[:60]))
    code = codes.normalize(code_text)
    if code is None:
        return None, tr("net.cli.bad_code", value=repr(code_text.strip()[:40]))
    return (address[0], address[1], code), None


@screen("join")
class JoinScene(MenuScene):
    background_seed = 9

    def __init__(self, app):
        super().__init__(app)
        from ..net import memory
        self.where, self.name = memory.last_typed()
        self.name = self.name or tr("menu.default_name", n=1)
        self.code_text = ""
        self.status, self.status_error = tr("net.join.explain"), False
        self.net = None
        self.deadline = 0.0
        self.target = None
        self.picking = None                 # the seats picked so far, while the free ones are shown
        self.chosen = None                  # the seats asked for (sit), until all are ours
        self.more = []                      # this computer's other kept seats: (seat, token)
        self._shown = None                  # the free seats the buttons show
        self.finder = None                  # the tables on this network, while it listens
        self.looking_said = False           # the status says a look asked for is under way
        self._look_around()

    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        self.label((pad, int(16 * u), w - 2 * pad, int(56 * u)), "net.join.heading", cls="@heading")
        cw = min(w - 2 * pad, int(820 * u))
        self.card = pygame.Rect((w - cw) // 2, int(90 * u), cw, h - int(190 * u))
        x, y, fw = self.card.x + int(28 * u), self.card.y + int(20 * u), cw - int(56 * u)
        lh, eh, gap = int(30 * u), int(44 * u), int(14 * u)
        for key, name, text, limit in (("net.join.where", "where", self.where, 300),
                                       ("net.join.code", "code", self.code_text, 40),
                                       ("net.join.name", "name", self.name, 24)):
            self.label((x, y, fw, lh), key, cls="@label", name=f"{name}_label")
            y += lh
            self.entry((x, y, fw, eh), text, name=name, limit=limit)
            y += eh + gap
        self.status_rect = pygame.Rect(x, y, fw, self.card.bottom - y - int(16 * u))
        bw, bh = int(max(260 * u, 220)), int(54 * u)
        by = h - bh - int(18 * u)
        self.button((pad, by, bw, bh), "menu.back", self.back, cls="@soft", name="back")
        if self.picking is not None:
            self._seat_buttons(x, fw, u)
            sit = self.button((w - pad - bw, by, bw, bh), "net.join.sit", self.sit, cls="@menu", name="sit")
            if not self.picking:
                sit.disable()
            return
        join = self.button((w - pad - bw, by, bw, bh), "net.join.join", self.join, cls="@menu", name="join")
        if self.net is not None:
            join.disable()
            return
        self.button(((w - bw) // 2, by, bw, bh), "net.join.look_again", self.look_again,
                    cls="@soft", name="look_again", tooltip=tr("net.join.look_again_tip"))
        if self.finder is not None and self.finder.tables:
            self._table_buttons(x, fw, u)

    def _table_buttons(self, x, fw, u):
        """The tables found on this network, under the status: a press fills in the address."""
        bh, gap, lh = int(44 * u), int(8 * u), int(30 * u)
        fits = max(0, (self.status_rect.h - lh - int(60 * u)) // (bh + gap))
        tables = self.finder.tables[:fits]
        if not tables:
            return
        top = self.status_rect.bottom - len(tables) * (bh + gap)
        self.label((x, top - lh, fw, lh), "net.join.found_heading", cls="@label", name="found_heading")
        self.status_rect.h = max(0, top - lh - self.status_rect.y - gap)
        for k, t in enumerate(tables):
            game = tr("menu.game_" + ("board" if t["game"] == "zoo" else t["game"]))
            name = t["name"] if len(t["name"]) <= 28 else t["name"][:27] + "…"
            where = codes.join_address(t["host"], t["port"])
            self.button((x, top + k * (bh + gap), fw, bh), "net.join.found",
                        (lambda t: lambda: self.pick_table(t))(t), cls="@soft", name=f"table_{k}",
                        tooltip=tr("net.join.found_tip", address=where),
                        table=name, game=game, free=t["free"])

    def _seat_buttons(self, x, fw, u):
        """One button a free seat, under the status; the picked ones stand out."""
        free = self.net.core.free or []
        names = self.net.core.seat_list
        bh, gap = int(44 * u), int(8 * u)
        top = self.status_rect.bottom - len(free) * (bh + gap)
        self.status_rect.h = max(0, top - self.status_rect.y - gap)
        for k, seat in enumerate(free):
            name = str(names[seat].get("name") if seat < len(names) else seat + 1)[:24]
            self.button((x, top + k * (bh + gap), fw, bh), "net.join.seat",
                        (lambda s: lambda: self.pick(s))(seat),
                        cls="@menu" if seat in self.picking else "@soft", name=f"seat_{seat}",
                        n=seat + 1, who=name)

    def sync(self):
        for name in ("where", "code", "name"):
            e = self.named.get(name)
            if e is not None:
                setattr(self, "code_text" if name == "code" else name, e.get_text())

    def rebuild(self):
        self.sync()
        super().rebuild()

    def say(self, text: str, error: bool = False):
        self.status, self.status_error = text, error
        self.rebuild()

    # actions --------------------------------------------------------------------
    def _look_around(self):
        """One query to this network for the tables hosted on it (answers for WAIT s)."""
        from ...net import discovery
        self.finder = discovery.Finder().start()

    def look_again(self):
        """Ask this network again: a table hosted since, or one that has gone, shows as it is."""
        if self.finder is not None:
            self.finder.close()
        self._look_around()
        self.looking_said = True
        self.say(tr("net.join.looking"))

    def pick_table(self, table: dict):
        where = self.named.get("where")
        if where is not None:               # what rebuild() reads back
            where.set_text(codes.join_address(table["host"], table["port"]))
        self.say(tr("net.join.found_code", name=table["name"][:32]))

    def join(self):
        from ..net import memory
        from ..net.joining import NetJoin
        self.sync()
        target, problem = read_form(self.where, self.code_text)
        name = self.name.strip()
        if problem is None and not name:
            problem = tr("menu.error_empty_name", n=1)
        if problem is not None:
            self.say(problem, True)
            return
        memory.remember_typed(self.where, name)
        host, port, code = target
        kept = memory.seats_for(host, port, code)
        seat, token = kept[0] if kept else (None, None)
        self.more = kept[1:]
        try:
            self.net = NetJoin(host, port, code, name, token=token, seat=seat,
                               look=token is None).start()
        except ImportError:
            self.say(tr("net.cli.no_websockets"), True)
            return
        self.target, self.deadline = target, time.monotonic() + WAIT_FOR_TABLE
        self.say(tr("net.join.connecting", address=codes.join_address(host, port)))

    def update(self, dt):
        finder = self.finder
        if finder is not None and not finder.done() and finder.poll() and self.net is None \
                and self.picking is None:
            self.rebuild()                  # a table answered: its button
        if self.looking_said and (finder is None or finder.done()):
            self.looking_said = False       # the look asked for is over: say what it found
            if self.net is None and self.picking is None:
                self.say(tr("net.join.explain") if finder and finder.tables else tr("net.join.none_found"))
        net = self.net
        if net is None:
            return
        net.pump()
        if net.problem is not None and net.problem.code == "bad_token" and net.core.token:
            self.net, self.more = None, []  # the table no longer knows our old seat: a new one
            self.retry_without_token()
        elif net.problem is not None:
            from ...cli_net import refusal_sentence
            self.net = None
            self.say(refusal_sentence(net.problem), True)
        elif self.chosen is not None:
            self._sitting(net)
        elif net.ready() and self.more:
            self._take_back_more(net)
        elif net.ready():
            self.seated(net)
        elif net.core.free is not None:
            self._look(net)
        elif self.picking is None and time.monotonic() > self.deadline:
            net.stop()
            self.net = None
            self.say(tr("net.cli.unreachable", address=codes.join_address(*self.target[:2]),
                        seconds=int(WAIT_FOR_TABLE)), True)

    def _take_back_more(self, net):
        """The first kept seat is ours again: this computer's other seats by their tokens
        (a seat taken meanwhile by someone else is refused, and play goes on without it)."""
        more, self.more = self.more, []
        for seat, token in more:
            net.core.tokens[seat] = token
        self.chosen = [net.seats[0]] + [seat for seat, _ in more]
        net.sit([seat for seat, _ in more])
        self.deadline = time.monotonic() + WAIT_FOR_TABLE

    def retry_without_token(self):
        from ..net.joining import NetJoin
        host, port, code = self.target
        self.net = NetJoin(host, port, code, self.name.strip(), look=True).start()

    def _look(self, net):
        """The table showed its seats: one free is taken, several are offered."""
        free = net.core.free
        if self.picking is None and len(free) == 1:
            self.chosen = list(free)
            net.sit(self.chosen)
        elif self.picking is None and not free:
            net.stop()
            self.net = None
            self.say(tr("net.cli.refused_full"), True)
        elif self.picking is None or not set(self.picking) <= set(free) or self._shown != free:
            self.picking = [s for s in self.picking or [] if s in free]
            self._shown = list(free)
            self.say(tr("net.join.pick"))

    def pick(self, seat: int):
        if seat in self.picking:
            self.picking.remove(seat)
        elif len(self.picking) < 2:         # two people at one computer, at most
            self.picking.append(seat)
        else:
            self.picking = self.picking[1:] + [seat]
        self.rebuild()

    def sit(self):
        if not self.picking or self.net is None:
            return
        self.chosen, self.picking = sorted(self.picking), None
        self.net.sit(self.chosen)
        self.deadline = time.monotonic() + WAIT_FOR_TABLE
        self.say(tr("net.join.connecting", address=codes.join_address(*self.target[:2])))

    def _sitting(self, net):
        """Seats asked for: in play when all are ours; a seat taken meanwhile: pick again."""
        if net.seats and all(s in net.core.views for s in self.chosen if s in net.seats) \
                and (set(self.chosen) <= set(net.seats) or net.refused == "seat_taken"):
            net.refused = None
            self.seated(net)
        elif net.refused == "seat_taken":
            net.refused, self.chosen = None, None
            self._shown = None
            self.picking = []
            self.say(tr("net.cli.refused_seat_taken"), True)
        elif time.monotonic() > self.deadline:
            net.stop()
            self.net, self.chosen = None, None
            self.say(tr("net.cli.unreachable", address=codes.join_address(*self.target[:2]),
                        seconds=int(WAIT_FOR_TABLE)), True)

    def seated(self, net):
        from ..net import memory
        from ..net.joining import JoinedSession, play_joined
        host, port, code = self.target
        memory.remember_seats(host, port, code, {s: net.core.tokens.get(s) for s in net.seats})
        self.net = None
        try:
            session = JoinedSession(net)
        except Exception:                    # a game this program cannot read: said, not raised
            logging.getLogger("zooloretto").warning("network: the table's game was not read",
                                                    exc_info=True)
            net.stop()
            self.say(tr("net.join.unreadable"), True)
            return
        play_joined(self.app, session)

    def back(self):
        if self.net is not None:
            self.net.stop()
            self.net = None
        if self.picking is not None or self.chosen is not None:
            self.picking = self.chosen = None      # back to the form, the table left
            self.say(tr("net.join.explain"))
            return
        self.app.pop()

    def close(self):
        super().close()
        if self.finder is not None:
            self.finder.close()
        if self.net is not None:
            self.net.stop()
            self.net = None

    # picture --------------------------------------------------------------------
    def paint(self, surface):
        draw_card(surface, self.card, alpha=225)
        r = self.status_rect
        if r.h > 10:
            font = fitting_font(self.app, self.status, 18, r.w, r.h)
            draw_paragraphs(surface, self.status, font, ERROR if self.status_error else INK, r)

    def animating(self) -> bool:
        """Waiting for the table, or for answers from this network: a look every frame."""
        return self.net is not None or (self.finder is not None and not self.finder.done())

