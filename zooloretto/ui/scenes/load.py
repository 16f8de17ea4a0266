"""Saved games: the player's saves, the autosaves and the example games of either game,
each with its date, players, round and scores so far (what a row and the detail card show
of a save is in load_preview.py). A damaged file is listed with the sentence saying why and
cannot be loaded."""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from ... import paths
from ...zoo.rules.names import safe_text
from ...zoo.rules.saves import SaveError
from .. import save_problems
from ..session import GameSession
from ..text import tr
from ..kit import (ERROR, INK, INK_SOFT, MenuScene, draw_card, draw_paragraphs, draw_text, fitting_font, safe_art,
                      start_game, text_font, unit)
from ..navigation import screen
from . import load_preview as preview

log = logging.getLogger("zooloretto")
SECTIONS = ("save", "autosave", "example")


@dataclass
class SaveEntry:
    path: Path
    kind: str                          # "save", "autosave" or "example"
    mtime: float
    session: GameSession | None = None
    error: str | None = None

    @property
    def deletable(self) -> bool:
        return self.kind != "example"

    @property
    def title(self) -> str:
        state = self.session.state if self.session is not None else None
        if self.kind == "autosave":       # "Round 6 · Ana to play": which moment of which game
            if state is None:
                return tr("menu.autosave")
            if state.game_over:
                return tr("menu.autosave_over", names=safe_text(", ".join(preview.names(state)), 60))
            return tr("menu.autosave_name", round=state.round, name=preview.names(state)[state.current])
        title = self.session.record.meta.get("title") if self.session is not None else None
        if isinstance(title, str) and title.strip():       # the name as it was typed
            return safe_text(title, 80)
        # A file name may hold bytes that are not UTF-8, control characters, anything.
        return safe_text(self.path.stem.replace("_", " "), 80) or "?"


def _files(folder: Path, pattern: str) -> list:
    try:
        # ".tmp-*" files are leftovers of an interrupted write, not saves
        return [p for p in folder.glob(pattern) if p.is_file() and not p.name.startswith(".")]
    except OSError:
        return []


def scan() -> list:
    """Every save file we know of, read and verified; never raises."""
    found = []
    for kind, folder, pattern in (("save", paths.saves_dir(), "*.json"),
                                  ("autosave", paths.autosave_dir(), "autosave-*.json"),
                                  ("example", paths.example_saves_dir(), "*.json")):
        files = _files(folder, pattern)
        entries = []
        for path in files:
            try:
                mtime = path.stat().st_mtime
            except OSError:
                mtime = 0.0
            entry = SaveEntry(path, kind, mtime)
            try:
                entry.session = GameSession.load(path)
            except SaveError as e:
                entry.error = save_problems.describe(e)
            except Exception as e:  # a bug elsewhere must not hide the other saves
                log.exception("reading %s", path)
                entry.error = tr("menu.load_error_unknown", reason=type(e).__name__)
            entries.append(entry)
        if kind == "example":
            entries.sort(key=lambda e: e.path.name)
        else:
            entries.sort(key=lambda e: e.mtime, reverse=True)
        found += entries
    return found


@screen("load")
class LoadScene(MenuScene):
    background_seed = 8

    def __init__(self, app):
        super().__init__(app)
        self.entries = scan()
        self.selected: SaveEntry | None = None
        self.scroll = 0
        self.rows: list = []               # (rect, entry or section key), in content coordinates

    # layout ------------------------------------------------------------------------
    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        self.label((pad, int(14 * u), w - 2 * pad, int(52 * u)), "menu.load_heading", cls="@heading")
        top, bottom = int(76 * u), int(92 * u)
        self.list_card = pygame.Rect(pad, top, int(w * 0.58) - pad, h - top - bottom)
        self.detail_card = pygame.Rect(self.list_card.right + pad, top, w - self.list_card.right - 2 * pad,
                                       h - top - bottom)
        self.row_h = int(78 * u)
        self.head_h = int(40 * u)
        y = 0
        self.rows = []
        for kind in SECTIONS:
            items = [e for e in self.entries if e.kind == kind]
            if not items and kind != "save":
                continue
            self.rows.append((pygame.Rect(0, y, self.list_card.w, self.head_h), f"menu.section_{kind}"))
            y += self.head_h
            if not items:
                self.rows.append((pygame.Rect(0, y, self.list_card.w, self.row_h), "menu.no_saves"))
                y += self.row_h
            for e in items:
                self.rows.append((pygame.Rect(0, y, self.list_card.w, self.row_h), e))
                y += self.row_h + int(6 * u)
        self.content_h = y
        self.clamp_scroll()
        bw, bh = int(200 * u), int(54 * u)
        by = h - bottom + (bottom - bh) // 2
        self.button((pad, by, bw, bh), "menu.back", self.back, cls="@soft", name="back")
        dele = self.button((w - 2 * pad - 2 * bw, by, bw, bh), "menu.delete", self.ask_delete, name="delete")
        load = self.button((w - pad - bw, by, bw, bh), "menu.load", self.load, cls="@menu", name="load")
        if not (self.selected and self.selected.session):
            load.disable()
        if not (self.selected and self.selected.deletable):
            dele.disable()

    def clamp_scroll(self):
        inner = self.list_card.h - 20
        self.scroll = max(0, min(self.scroll, self.content_h - inner))

    def row_rect(self, entry) -> pygame.Rect | None:
        """Where an entry is on screen now (None when scrolled out of sight)."""
        for rect, item in self.rows:
            if item is entry:
                r = rect.move(self.list_card.x, self.list_card.y + 10 - self.scroll).inflate(-20, 0)
                return r if self.list_card.contains(r) else None
        return None

    def shown_part(self, entry) -> pygame.Rect | None:
        """The part of an entry's row the list shows now, a half-shown row's too (None: none)."""
        for rect, item in self.rows:
            if item is entry:
                r = rect.move(self.list_card.x, self.list_card.y + 10 - self.scroll).inflate(-20, 0)
                part = r.clip(self.list_card.inflate(-4, -4))     # as paint() clips the rows
                return part if part.h > 0 else None
        return None

    def scroll_to(self, entry):
        for rect, item in self.rows:
            if item is entry:
                inner = self.list_card.h - 20
                if rect.y < self.scroll:
                    self.scroll = rect.y
                elif rect.bottom > self.scroll + inner:
                    self.scroll = rect.bottom - inner
        self.clamp_scroll()

    # actions -------------------------------------------------------------------------
    def select(self, entry):
        self.selected = entry
        self.scroll_to(entry)
        self.rebuild()

    def load(self):
        entry = self.selected
        if not entry or not entry.session:
            return
        # read again: the file may have changed since the list was made
        try:
            session = GameSession.load(entry.path)
        except SaveError as e:
            entry.error, entry.session = save_problems.describe(e), None
            self.message("menu.load_failed", entry.error)
            return
        start_game(self.app, session)

    def ask_delete(self):
        entry = self.selected
        if not entry or not entry.deletable:
            return
        self.confirm("menu.delete_title", tr("menu.delete_prompt", name=entry.title),
                     lambda: self.delete(entry), yes_key="menu.delete", no_key="menu.keep")

    def delete(self, entry):
        try:
            entry.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            self.message("menu.delete_failed", e.strerror or str(e))
            return
        self.entries = [e for e in self.entries if e is not entry]
        self.selected = None

    def handle_menu_event(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * self.row_h // 2
            self.clamp_scroll()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.list_card.collidepoint(event.pos):
            for _, item in self.rows:
                if isinstance(item, SaveEntry):
                    r = self.shown_part(item)        # a half-shown row is chosen and scrolled in
                    if r and r.collidepoint(event.pos):
                        self.select(item)
                        return
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            listed = [item for _, item in self.rows if isinstance(item, SaveEntry)]
            if listed:
                i = listed.index(self.selected) if self.selected in listed else -1
                i = max(0, min(len(listed) - 1, i + (1 if event.key == pygame.K_DOWN else -1)))
                self.select(listed[i])
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.load()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.ask_delete()

    # drawing ---------------------------------------------------------------------------
    def paint(self, surface):
        u = unit(self.app)
        draw_card(surface, self.list_card, alpha=230)
        draw_card(surface, self.detail_card, alpha=230)
        clip = surface.get_clip()
        surface.set_clip(self.list_card.inflate(-4, -4).clip(clip))    # within a frame drawn in part, that part only
        f_head = text_font(self.app, 18, True)
        for rect, item in self.rows:
            r = rect.move(self.list_card.x, self.list_card.y + 10 - self.scroll).inflate(-20, 0)
            if r.bottom < self.list_card.y or r.top > self.list_card.bottom:
                continue
            if isinstance(item, str):
                colour = INK if item.startswith("menu.section") else INK_SOFT
                draw_text(surface, tr(item), f_head if item.startswith("menu.section") else text_font(self.app, 16),
                          colour, (r.x + 6, r.centery), "midleft")
            else:
                self.paint_row(surface, r, item, u)
        surface.set_clip(clip)
        if self.content_h > self.list_card.h - 20:      # a thin scroll indicator
            frac = (self.list_card.h - 20) / self.content_h
            bar_h = max(30, int((self.list_card.h - 20) * frac))
            y = self.list_card.y + 10 + int((self.list_card.h - 20 - bar_h) * self.scroll
                                            / max(1, self.content_h - self.list_card.h + 20))
            pygame.draw.rect(surface, (190, 150, 110), (self.list_card.right - 10, y, 5, bar_h), border_radius=3)
        self.paint_detail(surface, u)

    def paint_row(self, surface, r, entry, u):
        chosen = entry is self.selected
        fill = (255, 226, 184) if chosen else (255, 250, 238)
        border = (217, 115, 58) if chosen else (214, 190, 160)
        pygame.draw.rect(surface, fill, r, border_radius=10)
        pygame.draw.rect(surface, border, r, width=3 if chosen else 1, border_radius=10)
        f1, f2 = text_font(self.app, 17, True), text_font(self.app, 14)
        x = r.x + int(14 * u)
        draw_text(surface, entry.title, f1, INK, (x, r.y + int(8 * u)))
        if entry.kind != "example":
            draw_text(surface, time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.mtime)), f2, INK_SOFT,
                      (r.right - int(14 * u), r.y + int(10 * u)), "topright")
        line2 = (r.x + int(14 * u), r.y + int(8 * u) + f1.get_linesize() + int(4 * u))
        if entry.error:
            warn = safe_art("icon", "discard", f2.get_height())
            if warn:
                surface.blit(warn, line2)
                line2 = (line2[0] + warn.get_width() + 6, line2[1])
            text = entry.error
            while text and f2.size(text)[0] > r.right - line2[0] - 10:
                text = text[:-2]
            draw_text(surface, text if text == entry.error else text + "…", f2, ERROR, line2)
            return
        s = entry.session
        x, y = line2
        x = draw_text(surface, preview.status(s), f2, INK_SOFT, (x, y)).right + int(8 * u)
        for icon in preview.expansion_icons(s, f2.get_height() + 2):    # an expansion game says so
            surface.blit(icon, (x, y - 1))
            x += icon.get_width() + 2
        x += int(6 * u)
        for seat, points in zip(s.seats, preview.points(s)):
            pygame.draw.circle(surface, seat.colour, (x + 6, y + f2.get_height() // 2), 6)
            text = tr("menu.player_points", name=safe_text(seat.name), points=points)
            if x + 16 + f2.size(text)[0] > r.right - 10:
                draw_text(surface, "…", f2, INK_SOFT, (x, y))
                break
            x = draw_text(surface, text, f2, INK, (x + 16, y)).right + int(12 * u)

    def paint_detail(self, surface, u):
        card = self.detail_card
        e = self.selected
        f_head, f_body = text_font(self.app, 20, True), text_font(self.app, 15)
        x, y = card.x + int(18 * u), card.y + int(16 * u)
        if e is None:
            draw_text(surface, tr("menu.pick_a_save"), f_body, INK_SOFT, card.center, "center")
            return
        draw_text(surface, e.title, f_head, INK, (x, y))
        y += f_head.get_linesize() + int(6 * u)
        if e.error:
            draw_paragraphs(surface, e.error, f_body, ERROR,
                            pygame.Rect(x, y, card.w - int(36 * u), card.h))
            return
        s = e.session
        draw_text(surface, preview.status(s), f_body, INK_SOFT, (x, y))
        y += f_body.get_linesize() + int(4 * u)
        options = preview.expansions(s)
        if options:                              # two lines at most, smaller type if need be
            text, box = tr("menu.expansions_list", names=options), card.right - x - int(12 * u)
            font = fitting_font(self.app, text, 15, box, 2 * int(text_font(self.app, 13).get_linesize() * 1.15),
                                smallest=11, spacing=1.15)
            y = draw_paragraphs(surface, text, font, INK_SOFT, pygame.Rect(x, y, box, card.h), spacing=1.15)
        y += int(6 * u)
        seats = len(s.seats)
        t = int(min(34 * u, (card.h - (y - card.y) - 20) / max(1, seats) / 1.6))
        for i, (seat, points) in enumerate(zip(s.seats, preview.points(s))):
            pygame.draw.circle(surface, seat.colour, (x + t // 3, y + t // 3), t // 3)
            draw_text(surface, tr("menu.player_points", name=safe_text(seat.name), points=points),
                      f_body, INK, (x + t, y))
            yy = y + f_body.get_linesize()
            preview.glimpse(self.app, surface, s, i, x + t, yy, t, card.right - int(8 * u), int(22 * u))
            y = yy + t + int(12 * u)
