"""The end of a game: who won (and whether coins broke a tie), every
player's score as a table and as a bar chart, then play again or leave."""
from __future__ import annotations

import random

import pygame

from ...zoo.rules import final_scores
from .. import share
from ..game_log import pen_label, row_name, row_pictures
from ..session import GameSession, Seat
from ..text import tr
from ..kit import (ERROR, INK, INK_SOFT, Dialog, MenuScene, display_font, draw_card, draw_text, fitting_font, safe_art,
                      start_game, text_font, to_title, unit)
from ..navigation import screen

POSITIVE = (110, 160, 70)
STALLS = (60, 136, 190)
NEGATIVE = (200, 80, 60)
NET = (236, 178, 52)
EXTRAS = (150, 110, 190)


def money(p: dict) -> int:
    """A player's money for the tie-break (a savings-book coin counts too)."""
    return p.get("tiebreak_money", p["coins"])


def headline(scores: dict, names: list) -> tuple:
    """(headline, tie-break note or "") in the current language."""
    won = [names[i] for i in scores["winners"]]
    if scores["shared"]:
        title = tr("results.shared", names=tr("results.and").join(won))
    else:
        title = tr("results.winner", name=won[0])
    note = ""
    if scores["decided_by_coins"]:
        coins = money(scores["players"][scores["winners"][0]])
        note = tr("results.by_coins_shared" if scores["shared"] else "results.by_coins",
                  name=won[0], coins=coins)
    elif scores["shared"]:
        note = tr("results.shared_note")
    return title, note


@screen("results")
class ResultsScene(MenuScene):
    background_seed = 11

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.scores = final_scores(session.state)
        self.names = [s.name for s in session.seats]

    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        top, bottom = int(130 * u), int(92 * u)
        self.table_card = pygame.Rect(pad, top, int(w * 0.6) - pad, h - top - bottom)
        self.chart_card = pygame.Rect(self.table_card.right + pad, top, w - self.table_card.right - 2 * pad,
                                      h - top - bottom)
        bw, bh = int(max(260 * u, 230)), int(54 * u)
        by = h - bottom + (bottom - bh) // 2
        self.button((pad, by, bw, bh), "results.to_title", lambda: to_title(self.app), cls="@soft",
                    name="to_title")
        self.button((w - pad - bw, by, bw, bh), "results.play_again", self.play_again, cls="@menu",
                    name="play_again")
        self.button(((w - bw) // 2, by, bw, bh), "history.share", lambda: share.offer(self), cls="@soft",
                    name="share", tooltip="history.share_tip")     # the talk as text, the table as a PNG

    def back(self):
        to_title(self.app)

    def play_again(self):
        """Ask first: the same players again, or change them on the New game screen."""
        names = ", ".join(s.name for s in self.session.seats)
        self.open_dialog(Dialog("results.again_title", tr("results.again_prompt", names=names),
                                [("menu.cancel", lambda d: self.close_dialog()),
                                 ("results.change_players", lambda d: self.change_players()),
                                 ("results.start_again", lambda d: self.start_again())]))

    def change_players(self):
        self.dialog = None
        seats = [Seat(s.name, s.kind, s.level, tuple(s.colour)) for s in self.session.seats]
        self.app.open("new_game", seats, how="replace")

    def start_again(self):
        """The same seats, a fresh deal."""
        self.dialog = None
        seats = [Seat(s.name, s.kind, s.level, tuple(s.colour)) for s in self.session.seats]
        seed = random.SystemRandom().randrange(1, 10**9)
        session = GameSession.new(seats, seed, None, random.Random(seed).randrange(len(seats)),
                                  expansions=self.session.state.options)
        self.new_session = session
        start_game(self.app, session)

    # table rows ---------------------------------------------------------------------
    def rows(self) -> list:
        """(label, [cell per player]) with cell = (points, pictures)."""
        players = self.scores["players"]
        pens = max(len(p["enclosures"]) for p in players)
        out = []
        for i in range(pens):
            cells = []
            for p in players:
                if i < len(p["enclosures"]):
                    e = p["enclosures"][i]
                    pics = [(e["animal"], e["count"])] if e["animal"] else []
                    cells.append((e["points"], pics))
                else:
                    cells.append(None)
            out.append((pen_label(i), cells))
        out.append((tr("results.stall_types"),
                    [(p["stall_points"], [(f"stall:{s}", 0) for s in p["stall_types"]]) for p in players]))
        out.append((tr("results.barn_animals"),
                    [(p["barn_animal_penalty"], [(a, 0) for a in p["barn_animal_types"]]) for p in players]))
        out.append((tr("results.barn_stalls"),
                    [(p["barn_stall_penalty"], [(f"stall:{s}", 0) for s in p["barn_stall_types"]])
                     for p in players]))
        kinds = []                                   # the expansions' rows, in the rules' order
        for p in players:
            kinds += [r["row"] for r in p.get("expansion_rows") or [] if r["row"] not in kinds]
        for kind in kinds:
            cells = []
            for p in players:
                row = next((r for r in p.get("expansion_rows") or [] if r["row"] == kind), None)
                cells.append((row["points"], row_pictures(row)) if row else None)
            out.append((row_name({"row": kind}), cells))
        return out

    # drawing ------------------------------------------------------------------------
    def paint(self, surface):
        w, h = surface.get_size()
        u = unit(self.app)
        title, note = headline(self.scores, self.names)
        big = display_font(int(min(48 * u, w / 22)))
        cup = safe_art("icon", "heart", big.get_height())
        r = draw_text(surface, title, big, (255, 250, 236), (w // 2, int(14 * u)), "midtop", shadow=(140, 60, 20))
        if cup:
            surface.blit(cup, cup.get_rect(midright=(r.left - 12, r.centery)))
            surface.blit(cup, cup.get_rect(midleft=(r.right + 12, r.centery)))
        if note:
            draw_text(surface, note, text_font(self.app, 18, True), INK, (w // 2, r.bottom + int(6 * u)), "midtop")
        draw_card(surface, self.table_card, alpha=235)
        draw_card(surface, self.chart_card, alpha=235)
        self.paint_table(surface, self.table_card.inflate(-int(24 * u), -int(20 * u)), u)
        self.paint_chart(surface, self.chart_card.inflate(-int(24 * u), -int(20 * u)), u)

    def paint_table(self, surface, area, u):
        players = self.scores["players"]
        n = len(players)
        rows = self.rows()
        f_cell, f_bold = text_font(self.app, 16), text_font(self.app, 17, True)
        label_w = int(area.w * (0.3 if n > 3 else 0.34))
        col_w = (area.w - label_w) / n
        row_h = int(min(area.h / (len(rows) + 3), 46 * u))
        icon = int(min(row_h * 0.6, col_w / 4.2))
        y = area.y
        for j, p in enumerate(players):          # header: colour and name
            cx = int(area.x + label_w + col_w * (j + 0.5))
            seat = self.session.seats[j] if j < len(self.session.seats) else None
            colour = seat.colour if seat else (128, 128, 128)
            pygame.draw.circle(surface, colour, (cx, y + row_h // 3), max(5, row_h // 5))
            name = p["name"]
            while f_bold.size(name)[0] > col_w - 6 and len(name) > 2:
                name = name[:-2]
            draw_text(surface, name if name == p["name"] else name + "…", f_bold, INK,
                      (cx, y + row_h // 3 + row_h // 4), "midtop")
        y += int(row_h * 1.25)
        for k, (label, cells) in enumerate(rows):
            if k % 2 == 0:
                pygame.draw.rect(surface, (246, 234, 208), (area.x, y, area.w, row_h), border_radius=6)
            draw_text(surface, label, fitting_font(self.app, label, 15, label_w - 12), INK_SOFT,
                      (area.x + 6, y + row_h // 2), "midleft")
            for j, cell in enumerate(cells):
                x0 = int(area.x + label_w + col_w * j)
                if cell is None:
                    draw_text(surface, "–", f_cell, INK_SOFT, (x0 + col_w // 2, y + row_h // 2), "center")
                    continue
                points, pics = cell
                colour = ERROR if points < 0 else INK
                draw_text(surface, f"{points:+d}" if points else "0", f_bold if points else f_cell, colour,
                          (int(x0 + col_w - 8), y + row_h // 2), "midright")
                px = x0 + 6
                room = int((col_w - 12 - f_bold.size("-10")[0]) // (icon + 2 + (icon if any(c for _, c in pics) else 0)))
                for code, count in pics[:max(0, room)]:
                    img = safe_art("tile" if ":" in code or count else "icon", code, icon)
                    if img:
                        surface.blit(img, (px, y + (row_h - icon) // 2))
                    px += icon + 2
                    if count:
                        draw_text(surface, f"×{count}", text_font(self.app, 12), INK_SOFT,
                                  (px, y + row_h // 2), "midleft")
            y += row_h
        # totals and coins
        y += int(row_h * 0.2)
        pygame.draw.line(surface, (150, 112, 72), (area.x, y), (area.right, y), 2)
        for key, values, font in (("results.total", [p["total"] for p in players], text_font(self.app, 20, True)),
                                  ("results.coins", [money(p) for p in players], f_cell)):
            label = tr(key)
            draw_text(surface, label, fitting_font(self.app, label, 17, label_w - 12, bold=True), INK,
                      (area.x + 6, y + row_h // 2), "midleft")
            for j, v in enumerate(values):
                cx = int(area.x + label_w + col_w * (j + 1) - 8)
                draw_text(surface, str(v), font, INK, (cx, y + row_h // 2), "midright")
                if key == "results.coins":
                    coin = safe_art("icon", "coin", int(row_h * 0.5))
                    if coin:
                        tw = font.size(str(v))[0]
                        surface.blit(coin, coin.get_rect(midright=(cx - tw - 4, y + row_h // 2)))
            y += row_h
        for j in self.scores["winners"]:            # frame the winning column(s)
            pygame.draw.rect(surface, (236, 170, 40), (int(area.x + label_w + col_w * j) + 2, area.y - 6,
                                                       int(col_w) - 4, y - area.y + 10), width=3, border_radius=10)

    def chart_order(self) -> list:
        """Seats left to right: the highest net total first (the winners first on a tie)."""
        players, won = self.scores["players"], self.scores["winners"]
        return sorted(range(len(players)), key=lambda j: (-players[j]["total"], j not in won, j))

    def paint_chart(self, surface, area, u):
        """Each player's parts as a thin column (gains above the line, barn losses below) and,
        beside it, a wide bar of the net total, marked with its number: bars rank as scores do."""
        players = self.scores["players"]
        f = text_font(self.app, 15, True)
        draw_text(surface, tr("results.chart"), text_font(self.app, 18, True), INK, (area.centerx, area.y), "midtop")
        small = text_font(self.app, 13)
        items = ((POSITIVE, "results.legend_enclosures"), (STALLS, "results.legend_stalls"),
                 (NEGATIVE, "results.legend_barn"), (NET, "results.legend_net"))
        if any(p.get("expansion_rows") for p in players):
            items = items[:2] + ((EXTRAS, "results.legend_expansions"),) + items[2:]
        widths = [18 + small.size(tr(k))[0] + 14 for _, k in items]
        lines = 1 if sum(widths) <= area.w else 2
        legend_y = area.bottom - small.get_linesize() * lines
        x, y = area.x, legend_y
        for (colour, key), w in zip(items, widths):
            if x + w > area.right + 14:
                x, y = area.x, y + small.get_linesize()
            pygame.draw.rect(surface, colour, (x, y + 4, 14, 14), border_radius=3)
            x = draw_text(surface, tr(key), small, INK_SOFT, (x + 18, y)).right + 14
        top = area.y + int(40 * u) + text_font(self.app, 18, True).get_linesize()
        bottom = legend_y - f.get_linesize() * 2 - 8
        extra = [[r["points"] for r in p.get("expansion_rows") or []] for p in players]
        gain = [sum(e["points"] for e in p["enclosures"]) + p["stall_points"] + sum(v for v in x if v > 0)
                for p, x in zip(players, extra)]
        loss = [-(p["barn_animal_penalty"] + p["barn_stall_penalty"]) - sum(v for v in x if v < 0)
                for p, x in zip(players, extra)]
        hi, lo = max(gain + [1]), max(loss + [0])
        scale = (bottom - top - f.get_linesize()) / (hi + lo)
        zero = top + f.get_linesize() + hi * scale
        slot = area.w / len(players)
        bar = min(slot * 0.7, 90 * u)
        thin, wide = bar * 0.34, bar * 0.6
        pygame.draw.line(surface, (150, 112, 72), (area.x, zero), (area.right, zero), 2)
        self.chart_bars = []
        for k, j in enumerate(self.chart_order()):
            p = players[j]
            x0 = area.x + slot * (k + 0.5) - bar / 2
            pens = sum(e["points"] for e in p["enclosures"])
            r1 = pygame.Rect(x0, zero - pens * scale, thin, pens * scale)
            stalls = max(0, p["stall_points"])
            r2 = pygame.Rect(x0, r1.y - stalls * scale, thin, stalls * scale)
            r4 = pygame.Rect(x0, r2.y - (gain[j] - pens - stalls) * scale, thin, (gain[j] - pens - stalls) * scale)
            r3 = pygame.Rect(x0, zero, thin, loss[j] * scale)
            for rect, colour in ((r1, POSITIVE), (r2, STALLS), (r4, EXTRAS), (r3, NEGATIVE)):
                if rect.h > 0:
                    pygame.draw.rect(surface, colour, rect, border_radius=3)
            total = p["total"]
            net = pygame.Rect(x0 + bar - wide, min(zero, zero - total * scale), wide, max(2, abs(total) * scale))
            if net.h > 8:
                pygame.draw.rect(surface, NET, net, border_radius=4)
                pygame.draw.rect(surface, INK, net, width=2, border_radius=4)
            else:                                  # (nearly) zero: a mark on the line
                pygame.draw.rect(surface, INK, (net.x, zero - 2, net.w, 4))
            self.chart_bars.append((j, total, net))
            draw_text(surface, str(total), text_font(self.app, 18, True), ERROR if total < 0 else INK,
                      (net.centerx, min(net.y, zero) - 2), "midbottom")
            seat = self.session.seats[j] if j < len(self.session.seats) else None
            cx = x0 + bar / 2
            pygame.draw.circle(surface, seat.colour if seat else INK_SOFT, (int(cx), int(bottom + 14)), 7)
            name = p["name"]
            while f.size(name)[0] > slot - 4 and len(name) > 2:
                name = name[:-2]
            draw_text(surface, name, f, INK, (cx, bottom + 24), "midtop")
