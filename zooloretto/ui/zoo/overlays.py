"""What is drawn over the board: the lit places of the piece in hand with their
prices, what a drop here would do, the hint, the message line, the money question.

Every rectangle comes from the hit map; every action from the affordances.
The money question is the kit's one dialog (pygame-gui panels and buttons).
"""
from __future__ import annotations

import math

import pygame
from pygame import Rect

from ...zoo.rules.actions import cost_of
from ...zoo.rules.gestures import action_for
from ...zoo.rules.refusals import Refusal
from ..game_log import cost_text, describe_action
from ..kit import Dialog
from ..kit.paint import blend_in_bands
from ..text import tr
from ..kit.ink import GOLD, INK, price_tag, text, wrap

MESSAGE_SECONDS = 5.0
FADE_SECONDS = 0.5          # the message line fades out over its last half second
HIGHLIGHT = (255, 214, 80)
LEGAL_GLOW = (140, 230, 120)
VEIL = (10, 16, 10, 105)    # the dim over the table while a piece is in hand
CLEAR = (0, 0, 0, 0)        # a hole in it


class Overlays:
    def __init__(self, table):
        self.table = table
        self.message = None          # [sentence, seconds left, colour]
        self.said = 0                # messages said so far: a new one is a new picture
        self._cache = None
        self._label = None           # (pos, drops under it, label surface or None)

    def say(self, sentence, colour=(150, 40, 30)):
        self.said += 1
        self.message = [sentence, MESSAGE_SECONDS, colour]

    def message_key(self):
        """What the message line shows (None: nothing); the table draws when it changes."""
        return (self.said, self.message[0]) if self.message else None

    def fading(self) -> bool:
        """Is the message line fading out? Only then does it change from frame to frame."""
        return bool(self.message) and self.message[1] <= FADE_SECONDS

    def update(self, dt):
        if self.message:
            self.message[1] -= dt
            if self.message[1] <= 0:
                self.message = None

    def forget(self):
        self._cache = None
        self._label = None

    # ------------------------------------------------------------------ the piece in hand
    def highlights(self, surface):
        """Dim the table, light the legal places, show the price of money actions.

        Blended in bands and only inside the area being drawn (ui/damage.py): a veil layer
        as large as the window was 14 MB to make at 2560x1440 when a drag started."""
        area = surface.get_clip()
        areas, marks = self._veil_marks()

        def band(layer, top):
            x, y = area.x, area.y + top
            layer.fill(VEIL)
            for k in Rect(x, y, layer.get_width(), layer.get_height()).collidelistall(areas):
                kind, r, *how = marks[k]
                r = r.move(-x, -y)
                if kind == "picture":
                    layer.blit(how[0], r)
                else:               # a hole (clear) or a ring: (colour, width, radius)
                    pygame.draw.rect(layer, how[0], r, width=how[1], border_radius=how[2])
        blend_in_bands(surface, area.size, band, area.topleft)

    def _veil_marks(self):
        """What is drawn on the veil, in order: (areas, marks), a mark being ("rect", area,
        colour, width, radius) or ("picture", area, picture); kept while the hand stands."""
        t, hand = self.table, self.table.hand
        L = t.layout
        key = (hand.changes, t.choreo.changes, L.size)
        if self._cache is None or self._cache[0] != key:
            marks = []
            lit = []
            for drop, action in hand.moves.items():
                r = t.hits.highlight(drop)
                if r is not None:
                    lit.append((drop, action, r.inflate(10, 10)))
            src = t.hits.rect(hand.selected)
            if src is not None:
                marks.append(("rect", src.inflate(8, 8), CLEAR, 0, 10))
            for drop, _, r in lit:
                if drop.area != "zoo":
                    marks.append(("rect", r, CLEAR, 0, 12))
            for drop, action, r in lit:
                focused = drop == hand.focus
                marks.append(("rect", r, (*(HIGHLIGHT if focused else LEGAL_GLOW), 255),
                              6 if focused else 4, 12))
                cost = cost_of(action)
                if cost:
                    tag = price_tag(cost_text(cost), L.font_size(15))
                    marks.append(("picture", tag.get_rect(midbottom=(r.centerx, r.bottom - 6)), tag))
            if src is not None:
                marks.append(("rect", src.inflate(8, 8), (*HIGHLIGHT, 255), 3, 10))
            if any(cost_of(action) for _, action, _ in lit):      # say what the coin tags are
                legend = price_tag(tr("game.tip.price_legend"), L.font_size(14))
                marks.append(("picture", legend.get_rect(midtop=(L.zoo_area.centerx, L.zoo_area.y + 2)),
                              legend))
            self._cache = (key, ([m[1] for m in marks], marks))
        return self._cache[1]

    def label_box(self, pos, bounds):
        """(picture, box) of what dropping at `pos` would do, or None when nothing would."""
        img = self._label_image(pos)
        if img is None:
            return None
        r = img.get_rect(midtop=(pos[0], pos[1] + 34)).inflate(16, 8)
        r.clamp_ip(bounds)
        return img, r

    def drop_label(self, surface, pos):
        """Under the pointer: what dropping here would do, and its price."""
        box = self.label_box(pos, surface.get_rect())
        if box is None:
            return
        img, r = box
        pygame.draw.rect(surface, (255, 248, 220), r, border_radius=8)
        pygame.draw.rect(surface, GOLD, r, width=2, border_radius=8)
        surface.blit(img, img.get_rect(center=r.center))

    def _label_image(self, pos):
        t = self.table
        drops = tuple(t.hits.drops_at(pos))
        if self._label is None or self._label[:2] != (t.hand.selected, drops):
            img = None
            for drop in drops:
                meant = action_for(t.state, t.hand.selected, drop)
                if not isinstance(meant, Refusal):
                    label = describe_action(meant, t.state)
                    cost = cost_of(meant)
                    if cost:
                        label += " · " + cost_text(cost)
                    img = text(label, t.layout.font_size(15), INK, True)
                    break
            self._label = (t.hand.selected, drops, img)
        return self._label[2]

    # ------------------------------------------------------------------ hint and message
    def _hint_places(self, gesture):
        hits = self.table.hits
        a = hits.rect(gesture.piece)
        return a, None if gesture.drop == gesture.piece else hits.highlight(gesture.drop)

    def hint_rings(self, gesture, clock) -> list:
        """(area, key) of the hint's pulsing rings (the line between them stands still)."""
        if gesture is None:
            return []
        pulse = hint_pulse(clock)
        return [(r.inflate(20, 20), ("ring", pulse)) for r in self._hint_places(gesture) if r is not None]

    def hint(self, surface, gesture, clock):
        if gesture is None:
            return
        pulse = hint_pulse(clock)
        a, b = self._hint_places(gesture)
        for r in (a, b):
            if r is not None:
                pygame.draw.rect(surface, HIGHLIGHT, r.inflate(10 + pulse, 10 + pulse), width=4,
                                 border_radius=12)
        if a is not None and b is not None:
            pygame.draw.line(surface, HIGHLIGHT, a.center, b.center, 3)

    def _message_box(self):
        """(lines, font size, box, alpha) of the message line now."""
        L = self.table.layout
        sentence, left, colour = self.message
        fs = L.font_size(18)
        lines = wrap(sentence, fs, L.message.w - 40, bold=True)
        r = Rect(0, 0, L.message.w, len(lines) * int(fs * 1.3) + 20)
        r.midbottom = L.message.midbottom
        return lines, fs, r, 255 if left > FADE_SECONDS else int(255 * max(left, 0) / FADE_SECONDS)

    def message_part(self):
        """(area, key) of the message line (ui/damage.py), or None when none is said."""
        if not self.message:
            return None
        _, _, r, alpha = self._message_box()
        return r, ("message", self.said, self.message[0], alpha)

    def draw_message(self, surface):
        if not self.message:
            return
        sentence, left, colour = self.message
        lines, fs, r, alpha = self._message_box()
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (255, 246, 222, 245), box.get_rect(), border_radius=14)
        pygame.draw.rect(box, (*colour, 255), box.get_rect(), width=3, border_radius=14)
        y = 10
        for line in lines:
            img = text(line, fs, colour, True)
            box.blit(img, img.get_rect(midtop=(r.w // 2, y)))
            y += int(fs * 1.3)
        if alpha < 255:
            box.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(box, r)


def hint_pulse(clock) -> int:
    return 3 + int(3 * (1 + math.sin(clock * 6)))


def confirm_dialog(table, action) -> Dialog:
    """The money question: pay for `action`, or not. A coin put in the savings book is not
    paid but kept: that question says so."""
    if getattr(action, "type", None) == "deposit":
        title, sentence, yes = "game.do.confirm_deposit_title", tr("game.do.confirm_deposit"), "game.button.put_aside"
    else:
        what = describe_action(action, table.state)
        title, yes = "game.do.confirm_title", "game.button.pay"
        sentence = tr("game.do.confirm", what=what, cost=cost_text(cost_of(action)))
    return Dialog(title, sentence,
                  [("game.button.cancel", lambda d: table.close_confirm(False)),
                   (yes, lambda d: table.close_confirm(True))],
                  cancel=lambda d: table.close_confirm(False))

