"""Tooltips at the Zoomaka table: rest the pointer on a card, a pile or another player's
chips and it says what it is, in the player's language. The deck is reconstructed
(docs/zoomaka.md), so a card's tooltip tells its name, kind, types, value and effect, all
read from the rules package (zoomaka/rules/cards.py, its scoring); nothing is worked out
here. The place comes from the layout's hit test (the only one); the pointer's rest, the
box and where it goes (kept inside the window) are the board table's Tooltips."""
from __future__ import annotations

from ...zoomaka.rules.cards import CARDS, SECTION_SIZE, TYPES
from ...zoomaka.rules.places import card_at
from ...zoomaka.rules.scoring import standing
from ..safe_draw import safe_text
from ..kit.tooltips import Tooltips
from ..text import language, tr
from .pieces import hand_hidden
from .words import card_name, effect_text, kind_name, type_name


class ZoomakaTips(Tooltips):
    """The board table's tooltips with Zoomaka's words: the layout names the place
    (`note_at`), lines_for says what it is."""

    _laid = None            # the layout the place under the pointer was found in

    def update(self, dt):
        """The table laid itself out again (a section made, the new sections' grid reflowed):
        the place under the pointer is found again, so no tooltip speaks of an icon that moved."""
        layout = self.table.hits
        if layout is not self._laid:
            self._laid = layout
            if self.pos is not None:
                self.hover(self.pos)
        super().update(dt)

    def cache_key(self) -> tuple:
        t = self.table
        return self.key, t.state_key(), t.viewer, hand_hidden(t), language()

    def say(self, key):
        return lines_for(key, self.table)

    def waiting(self) -> bool:
        """A place with nothing to say (a zoo's bare panel, the hand's gaps) awaits no frame."""
        return super().waiting() and bool(self.lines())

    def bar(self):
        """The flow's bar (its buttons sit in the message line) while it shows."""
        t = self.table
        return t.layout.message if t.flow.mode() is not None and t.layout is not None else None


def card_lines(card: str) -> list | None:
    """A card's name, then its kind (and types), the size of its sections, its value, its
    effect, and whether the program chose any of it."""
    c = CARDS.get(card)
    if c is None:
        return None
    kind = kind_name(c.kind)
    if c.types:
        kind += ": " + ", ".join(type_name(x) for x in c.types)
    out = [card_name(card), kind]
    if c.kind == "animal":
        out += [tr("zoomaka.tip.section_size", section=type_name(x), count=SECTION_SIZE[x]) for x in c.types]
    effect = effect_text(card)
    if effect:
        out.append(effect)
    out.append(tr("zoomaka.tip.value", value=c.value))
    if c.reconstructed:
        out.append(tr("zoomaka.tip.reconstructed"))
    return out


def _section(t, loc) -> list:
    player = t.state.players[loc.seat]
    sec, known = player.zoo[loc.index], standing(player)
    now = known["sections"][sec.type]
    out = [type_name(sec.type), tr("zoomaka.tip.section", animals=now["animals"], size=now["size"],
                                   value=now["value"])]
    if sec.type in known["complete"]:
        out.append(tr("zoomaka.tip.complete"))
    return out


def lines_for(loc, t) -> list | None:
    """A title, then sentences, for the place `loc` (None: nothing to say)."""
    if loc is None:
        return None
    s, viewer = t.state, t.layout.viewer
    area = loc.area
    if area == "hand" and loc.seat == viewer:
        return None if loc.slot is None or hand_hidden(t) else card_lines(card_at(s, loc))
    if area in ("hand", "bank") and loc.slot is None and loc.seat != viewer:
        name = safe_text(s.players[loc.seat].name, 24)
        return [name, tr("zoomaka.tip." + area, count=len(getattr(s.players[loc.seat], area)))]
    if area == "bank" and loc.slot is None:
        return [tr("zoomaka.tip.bank_title"), tr("zoomaka.tip.own_bank", count=len(s.players[viewer].bank))]
    if area == "draw":
        return [tr("zoomaka.tip.draw_title"), tr("zoomaka.tip.draw", count=len(s.draw))]
    if area == "discard" and loc.slot is None:
        out = [tr("zoomaka.tip.discard_title"), tr("zoomaka.tip.discard", count=len(s.discard))]
        if s.discard:
            out.append(tr("zoomaka.tip.top", card=card_name(s.discard[-1])))
        return out
    if area == "settings":
        if not s.settings:
            return [tr("zoomaka.tip.settings_title"), tr("zoomaka.tip.no_setting")]
        return card_lines(s.settings[-1]) + [tr("zoomaka.tip.settings", count=len(s.settings))]
    if area == "section" and loc.slot is None:
        return _section(t, loc)
    if area == "new":
        return [type_name(TYPES[loc.slot]), tr("zoomaka.tip.new")]
    if area == "bank" and hand_hidden(t):          # face down to all but its owner
        return None
    if area in ("section", "addon", "bank", "discard", "received") and loc.slot is not None:
        return card_lines(card_at(s, loc))
    return None
