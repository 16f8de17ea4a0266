"""How to play: the rules in a few short illustrated pages, and the credits, for four
topics: Zooloretto (the board game), its dice game, the board game's expansions and Zoomaka,
the card game. The dice game's, the expansions' and Zoomaka's pictures are in howto_dice.py,
howto_expansions.py and howto_zoomaka.py, the game for two's in howto_two_players.py."""
from __future__ import annotations

import pygame

from ... import games
from ...zoo.rules import components as C
from ..text import tr
from ..kit import (INK, INK_SOFT, MenuScene, arrow, draw_card, draw_paragraphs, draw_text, fitting_font,
                      safe_art, text_font, unit)
from ..navigation import screen
from . import howto_dice, howto_expansions, howto_two_players, howto_zoomaka
from .howto_draw import BARN, BOARD, EDGE, GRASS, STALL_SPACE, tile

PAGES = ("goal", "turn", "unload", "money", "offspring", "end", "scoring", *howto_two_players.PAGES, "credits")
TOPICS = {"zoo": PAGES, "dice": howto_dice.PAGES, "expansions": howto_expansions.PAGES,
          "zoomaka": howto_zoomaka.PAGES}
TOPIC_KEYS = {topic: f"help.topic_{topic}" for topic in TOPICS}
ALL_PAGES = tuple(p for pages in TOPICS.values() for p in pages)
LESSONS = {game: games.get(game).word for game in games.GAMES}    # the topic's guided game (zooloretto/lessons), "Learn by playing"


def topic_for(app) -> str:
    """The topic a player most likely wants: the one of the game under the menu, else the board game's."""
    session = getattr(getattr(app, "top", None), "session", None)
    game = getattr(session, "game", None)
    return game if game in games.GAMES else "zoo"


@screen("howto")
class HowToScene(MenuScene):
    background_seed = 17

    def __init__(self, app, page: int = 0, topic: str | None = None):
        super().__init__(app)
        self.topic = topic if topic in TOPICS else topic_for(app)
        self.page = max(0, min(len(self.pages) - 1, page))

    @property
    def pages(self) -> tuple:
        return TOPICS[self.topic]

    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        top, bottom = int(86 * u), int(92 * u)
        self.card = pygame.Rect(pad, top, w - 2 * pad, h - top - bottom)
        gap = int(12 * u)
        n = len(TOPICS)
        tw = min(int(280 * u), (w - 2 * pad - (n - 1) * gap) // n)
        x = (w - n * tw - (n - 1) * gap) // 2
        for topic in TOPICS:                      # the choice of topic, like tabs above the page
            b = self.button((x, int(18 * u), tw, int(52 * u)), TOPIC_KEYS[topic], lambda t=topic: self.show(t),
                            cls="@soft", name=f"topic_{topic}")
            if topic == self.topic:
                b.select()
            x += tw + gap
        self.label((self.card.x + int(20 * u), self.card.y + int(8 * u), self.card.w - int(40 * u), int(50 * u)),
                   f"help.{self.pages[self.page]}_title", cls="@heading", name="page_title")
        bw, bh = int(200 * u), int(54 * u)
        by = h - bottom + (bottom - bh) // 2
        self.button((pad, by, bw, bh), "menu.close", self.back, cls="@soft", name="close")
        apart = int(96 * u)                         # room for the page dots between the two buttons
        prev = self.button((w // 2 - bw - apart, by, bw, bh), "help.previous", lambda: self.turn(-1),
                           name="previous")
        nxt = self.button((w // 2 + apart, by, bw, bh), "help.next", lambda: self.turn(1), name="next")
        if self.page == 0:
            prev.disable()
        if self.page == len(self.pages) - 1:
            nxt.disable()
        if self.topic in LESSONS:
            self.button((w - pad - bw, by, bw, bh), "lesson.howto_button", self.learn, cls="@soft", name="learn")
        self.dots_y = by + bh // 2
        room = 2 * apart - 24                       # the page dots stay between the two buttons
        self.dots_step = max(8, min(18, room // max(1, len(self.pages) - 1)))

    def turn(self, step):
        self.page = max(0, min(len(self.pages) - 1, self.page + step))
        self.rebuild()

    def learn(self):
        from ..kit.coach import start_lesson
        start_lesson(self.app, LESSONS[self.topic])

    def show(self, topic):
        """Open a topic at its first page."""
        self.topic, self.page = topic, 0
        self.rebuild()

    def handle_menu_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            self.turn(1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            self.turn(-1)

    # drawing ----------------------------------------------------------------------------
    def paint(self, surface):
        w, _ = surface.get_size()
        u = unit(self.app)
        draw_card(surface, self.card, alpha=238, radius=int(20 * u))
        inner = self.card.inflate(-int(48 * u), -int(40 * u))
        below_title = self.named["page_title"].rect.bottom + int(6 * u) - inner.y
        inner.y, inner.h = inner.y + below_title, inner.h - below_title
        text_w = int(inner.w * 0.46)
        name = self.pages[self.page]
        body = tr(f"help.{name}_body")
        font = fitting_font(self.app, body, 18, text_w, inner.h, smallest=12, spacing=1.3)
        draw_paragraphs(surface, body, font, INK, pygame.Rect(inner.x, inner.y, text_w, inner.h), spacing=1.3)
        picture = pygame.Rect(inner.x + text_w + int(30 * u), inner.y, inner.w - text_w - int(30 * u), inner.h)
        draw = (howto_dice.PICTURES.get(name) or howto_expansions.PICTURES.get(name)
                or howto_two_players.PICTURES.get(name) or howto_zoomaka.PICTURES.get(name))
        if draw is not None:
            draw(self, surface, picture, u)
        else:
            getattr(self, f"picture_{name}")(surface, picture, u)
        n = len(self.pages)
        for i in range(n):                          # page dots
            step = getattr(self, "dots_step", 18)
            x = w // 2 - (n - 1) * step // 2 + i * step
            pygame.draw.circle(surface, (217, 115, 58) if i == self.page else (200, 180, 150), (x, self.dots_y),
                               6 if i == self.page else 4)

    def caption(self, surface, key, pos, anchor="midtop", size=14, width=None, **kw):
        text = tr(key, **kw)
        font = fitting_font(self.app, text, size, width) if width else text_font(self.app, size)
        return draw_text(surface, text, font, INK_SOFT, pos, anchor)

    def zoo_board(self, surface, area, pens=None, t=None):
        """A zoo board: three enclosures (4, 5, 6 spaces), their stall spaces, and the barn."""
        pens = pens or {}
        t = t or int(min(area.w / 8.2, area.h / 5.2))
        gap = max(2, t // 10)
        board = pygame.Rect(area.x, area.y, int(t * 7.4), int(t * 4.6))
        board.center = area.center
        draw_card(surface, board, fill=BOARD, border=EDGE, radius=t // 3, shadow=4)
        y = board.y + gap * 3
        self.spots = {}
        for i, cap in enumerate(C.ENCLOSURE_CAPACITY[:3]):
            x = board.x + gap * 3
            pen = pygame.Rect(x, y, cap * (t * 0.72 + gap) + gap, int(t * 0.72) + gap * 2)
            pygame.draw.rect(surface, GRASS, pen, border_radius=t // 6)
            pygame.draw.rect(surface, EDGE, pen, width=2, border_radius=t // 6)
            tiles = pens.get(i, [])
            for k in range(cap):
                r = pygame.Rect(x + gap + k * (t * 0.72 + gap), y + gap, int(t * 0.72), int(t * 0.72))
                if k < len(tiles):
                    tile(tiles[k], r.w, surface, r.topleft)
                else:
                    img = safe_art("space", r.w, "animal")
                    if img:
                        surface.blit(img, r)
            self.caption(surface, "help.points_pair", (pen.right + gap * 2, pen.centery), "midleft", size=13,
                         full=C.POINTS_FULL[i], short=C.POINTS_ONE_SHORT[i])
            sx = board.right - gap * 3 - C.STALL_SPACES[i] * (t * 0.72 + gap)
            for k in range(C.STALL_SPACES[i]):
                r = pygame.Rect(sx + k * (t * 0.72 + gap), y + gap, int(t * 0.72), int(t * 0.72))
                stall = pens.get(f"stall{i}")
                if stall and k == 0:
                    tile(stall, r.w, surface, r.topleft)
                else:
                    img = safe_art("space", r.w, "stall")
                    if img:
                        surface.blit(img, r)
                    else:
                        pygame.draw.rect(surface, STALL_SPACE, r, border_radius=6)
            y = pen.bottom + gap * 2
        barn = pygame.Rect(board.x + gap * 3, y, board.w - gap * 6, board.bottom - y - gap * 3)
        pygame.draw.rect(surface, (230, 190, 170), barn, border_radius=t // 6)
        pygame.draw.rect(surface, BARN, barn, width=2, border_radius=t // 6)
        icon = safe_art("icon", "barn", int(barn.h * 0.8))
        if icon:
            surface.blit(icon, icon.get_rect(midleft=(barn.x + gap, barn.centery)))
        for k, code in enumerate(pens.get("barn", [])):
            tile(code, int(barn.h * 0.8), surface, (barn.x + int(barn.h * 1.1) + k * int(barn.h * 0.85),
                                                    barn.y + int(barn.h * 0.1)))
        self.caption(surface, "help.barn", (barn.right - gap, barn.centery), "midright", size=13)
        return board

    # one picture per page ------------------------------------------------------------------
    def picture_goal(self, surface, area, u):
        board = self.zoo_board(surface, area.inflate(0, -int(60 * u)),
                               {0: ["flamingo"] * 3, 1: ["zebra", "zebra:male"], "stall0": "stall:popcorn",
                                "barn": ["camel"]})
        self.caption(surface, "help.goal_caption", (board.centerx, board.bottom + int(16 * u)))

    def picture_turn(self, surface, area, u):
        t = int(min(area.w / 6, area.h / 5))
        back = safe_art("tile_back", t)
        for s in (0, 2):                  # the stacks, and between them the tile just drawn
            for k in range(4 - s):
                pos = (area.x + int(t * 0.3) + s * int(t * 1.4), area.y + int(t * 0.4) - k * 4)
                if back:
                    surface.blit(back, pos)
        drawn = pygame.Rect(area.x + int(t * 1.7), area.y + int(t * 0.4), t, t)
        tile("leopard:male", t, surface, drawn.topleft)
        pygame.draw.rect(surface, (226, 176, 48), drawn.inflate(8, 8), width=4, border_radius=t // 5)
        slot = pygame.Rect(area.x + int(t * 1.0) + 2 * int(t * 0.8), area.y + int(t * 2.2) + int(t * 0.08),
                           int(t * 0.72), int(t * 0.72))       # the first truck's free space
        arrow(surface, (drawn.centerx + t // 4, drawn.bottom + 8), (slot.centerx, slot.y - 6), (217, 115, 58),
              width=max(3, t // 16))
        centre = area.x + int(t * 2.4)
        self.caption(surface, "help.stacks", (centre, area.y + int(t * 0.4) - 16), anchor="midbottom",
                     width=2 * min(centre - area.x, area.right - centre))
        trucks = [["panda", "stall:drinks"], ["kangaroo:female"], []]
        for i, load in enumerate(trucks):
            y = area.y + int(t * 2.2) + i * int(t * 0.95)
            truck = safe_art("icon", "truck", int(t * 0.85))
            if truck:
                surface.blit(truck, (area.x, y))
            for k in range(3):
                r = pygame.Rect(area.x + int(t * 1.0) + k * int(t * 0.8), y + int(t * 0.08), int(t * 0.72),
                                int(t * 0.72))
                if k < len(load):
                    tile(load[k], r.w, surface, r.topleft)
                else:
                    pygame.draw.rect(surface, (200, 184, 160), r, width=2, border_radius=8)
        x = area.x + int(t * 3.8)
        letters = tr("help.choice_letters")          # A, B, C in the reader's alphabet
        for i, key in enumerate(("help.choice_draw", "help.choice_take", "help.choice_money")):
            y = area.y + int(t * 2.4) + i * int(t * 0.95)
            pygame.draw.circle(surface, (217, 115, 58), (x, y + 10), 14)
            draw_text(surface, letters[i], text_font(self.app, 15, True), (255, 250, 240), (x, y + 10), "center")
            label = tr(key)
            draw_text(surface, label, fitting_font(self.app, label, 15, area.right - (x + 22) - 8), INK,
                      (x + 22, y + 10), "midleft")

    def picture_unload(self, surface, area, u):
        self.zoo_board(surface, area, {0: ["elephant", "elephant:female"], 1: ["leopard"],
                                       "stall0": "stall:ice_cream", "barn": ["zebra", "stall:balloons"]})

    def picture_money(self, surface, area, u):
        t = int(min(area.w / 5, area.h / 5.5))
        items = [(1, ["panda"], "help.cost_move"), (2, ["stall:drinks"], "help.cost_tile"),
                 (3, ["back"], "help.cost_expand")]
        for i, (cost, pics, key) in enumerate(items):
            y = area.y + int(t * 0.3) + i * int(t * 1.6)
            for k in range(cost):
                coin = safe_art("icon", "coin", int(t * 0.6))
                if coin:
                    surface.blit(coin, (area.x + k * int(t * 0.45), y + int(t * 0.2)))
            x = area.x + int(t * 1.6)
            for code in pics:
                img = safe_art("tile_back", t) if code == "back" else safe_art("tile", code, t)
                if img:
                    surface.blit(img, (x, y))
            draw_paragraphs(surface, tr(key), text_font(self.app, 15), INK,
                            pygame.Rect(x + int(t * 1.2), y + 4, area.right - x - int(t * 1.2), t))

    def picture_offspring(self, surface, area, u):
        t = int(min(area.w / 5.5, area.h / 4.5))
        y = area.y + int(t * 0.4)
        x = area.x + int(t * 0.2)
        tile("camel:male", t, surface, (x, y))
        draw_text(surface, "+", text_font(self.app, 36, True), INK, (x + int(t * 1.3), y + t // 2), "center")
        tile("camel:female", t, surface, (x + int(t * 1.6), y))
        draw_text(surface, "=", text_font(self.app, 36, True), INK, (x + int(t * 2.9), y + t // 2), "center")
        tile("camel:baby", t, surface, (x + int(t * 3.2), y))
        self.caption(surface, "help.baby_caption", (x + int(t * 2.1), y + t + 10))
        y += int(t * 2.2)
        for k in range(4):
            tile("chimpanzee", int(t * 0.75), surface, (x + k * int(t * 0.8), y))
        coin = safe_art("icon", "coin", int(t * 0.7))
        arrow(surface, (x + int(t * 3.3), y + int(t * 0.37)), (x + int(t * 3.9), y + int(t * 0.37)),
              width=max(4, t // 14))
        if coin:
            surface.blit(coin, (x + int(t * 4.0), y))
        self.caption(surface, "help.bonus_caption", (x + int(t * 2.4), y + t), bonus=C.FILL_BONUS[0])

    def picture_end(self, surface, area, u):
        t = int(min(area.w / 5, area.h / 4))
        back = safe_art("tile_back", t)
        cx, cy = area.centerx, area.y + int(t * 1.6)
        if back:
            for k in range(6):
                surface.blit(back, back.get_rect(center=(cx, cy - k * 5)))
        disc = safe_art("icon", "disc", int(t * 0.8))
        if disc:
            surface.blit(disc, disc.get_rect(center=(cx, cy - 30)))
        self.caption(surface, "help.end_caption", (cx, cy + t), size=15, count=C.END_STACK_SIZE)

    def picture_scoring(self, surface, area, u):
        board = self.zoo_board(surface, area.inflate(0, -int(100 * u)).move(0, -int(40 * u)),
                               {0: ["kangaroo"] * 4, 1: ["panda"] * 4, 2: ["zebra"] * 2,
                                "stall2": "stall:popcorn", "barn": ["camel", "camel"]})
        f = text_font(self.app, 15)
        lines = [tr("help.score_full"), tr("help.score_one_short"), tr("help.score_stall"),
                 tr("help.score_barn")]
        y = board.bottom + int(14 * u)
        for line in lines:
            draw_text(surface, line, f, INK, (board.x, y))
            y += f.get_linesize()

    def picture_credits(self, surface, area, u):
        t = int(min(area.w / 5, area.h / 4))
        for i, name in enumerate(("flamingo", "elephant", "panda", "kangaroo")):
            tile(name, t, surface, (area.x + (i % 2) * int(t * 1.2) + int(area.w * 0.2),
                                    area.y + (i // 2) * int(t * 1.2) + int(t * 0.5)))
