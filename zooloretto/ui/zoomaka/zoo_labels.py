"""What a zoo panel writes, and where: each words with the letters it is drawn
in and the room it is given, so the drawing (zoo_draw.py) and the test that nothing is cut
or overlaps (tests/test_zoomaka_opponent_fits.py) read the same list. A panel a fifth of
the window wide says less rather than squeezing: the progress "0 of 3 sections complete"
becomes "done 0/3" (then "0/3"), a long name ends in "…", a section shows its badge and
"2/4" (its type's name is in its tooltip), a card strip too narrow for its whole name shows
it shortened with an ellipsis (three letters at least), else its badge and value only. The viewer's own sections likewise: with ten or more, a title
whose type's name does not fit is its badge and "2/4" (own_labels)."""
from __future__ import annotations

from collections import namedtuple

from pygame import Rect

from ...zoomaka.rules import rulings as R
from ...zoomaka.rules import zoo as zoo_rules
from ...zoomaka.rules.cards import SECTION_SIZE
from ...zoomaka.rules.places import Loc
from ..safe_draw import safe_text
from ..kit.ink import text
from ..text import tr
from . import card_art
from .layout import chip_px, progress_px
from .words import progress_sayings, type_name

# words: drawn as text(words, px, colour, bold) in rect, which lies inside room
Label = namedtuple("Label", "words px bold rect room")
ELLIPSIS = "\u2026"


def width(words: str, px: int, bold: bool = False) -> int:
    return text(words, px, bold=bold).get_width()


def fitted(words: str, px: int, bold: bool, room: int, floor: float = 0.8) -> tuple:
    """The words and letters that fit `room`: smaller letters down to `floor` of px, then
    the words cut with an ellipsis (a name; never a number)."""
    least = max(8, int(px * floor))
    while px > least and width(words, px, bold) > room:
        px -= 1
    cut = words
    while cut and width(cut if cut == words else cut + ELLIPSIS, px, bold) > room:
        cut = cut[:-1].rstrip()
    return (cut if cut == words else (cut + ELLIPSIS if cut else "")), px


def _placed(words, px, bold, room, anchor) -> Label:
    img = text(words, px, bold=bold)
    rect = img.get_rect(**{anchor: getattr(room, anchor)})
    return Label(words, px, bold, rect, room)


def header_labels(L, s, seat, name: str) -> list:
    """The name and the progress on the title line, the hand's and bank's counts in their
    chips below."""
    head, gap = L.headers[seat], L.pad
    fs = max(10, int(15 * L.u))
    p = s.players[seat]
    done, need = zoo_rules.complete_count(p), R.win_sections(len(s.players))     # the rules' own
    name_w = min(width(name, fs + 1, True), int(head.w * 0.45))
    sayings = progress_sayings(done, need)
    progress = next((w for w in sayings if name_w + gap + width(w, fs) <= head.w), sayings[-1])
    pr = _placed(progress, fs, False, head, "midright")
    words, px = fitted(name, fs + 1, True, pr.rect.x - gap - head.x)
    out = [pr]
    if words:
        out.append(_placed(words, px, True, Rect(head.x, head.y, pr.rect.x - gap - head.x, head.h), "midleft"))
    for area, n in (("hand", len(p.hand)), ("bank", len(p.bank))):
        chip = L.rects[Loc(area, seat)]
        room = chip.inflate(-6, 0)
        words, px = fitted(tr("zoomaka." + area + "_count", count=n), chip_px(L.u), False, room.w)
        out.append(_placed(words, px, False, room, "center"))
    return out


def section_label(L, s, seat, i) -> Label:
    """A section's progress ("2/4") right of its badge (an opponent's section: no title)."""
    head = L.section_heads[(seat, i)]
    sec = s.players[seat].zoo[i]
    badge = max(8, head.h - 4)
    room = Rect(head.x + badge + 4, head.y, head.w - badge - 7, head.h)
    return _placed(f"{len(sec.animals)}/{SECTION_SIZE[sec.type]}", progress_px(L.other_strip), True,
                   room, "midright")


def own_section_labels(L, s, seat, i) -> list:
    """The viewer's section title: its progress ("2/4") at the right, its type's name left of
    it when the whole name fits (letters a fifth smaller at most); with many sections the
    columns are narrow and the title is the badge and "2/4" (the name is in its tooltip)."""
    head = L.section_heads[(seat, i)]
    sec = s.players[seat].zoo[i]
    badge = max(8, head.h - 4)
    fs = max(8, int(head.h * 0.5))
    progress = _placed(f"{len(sec.animals)}/{SECTION_SIZE[sec.type]}", fs, True,
                       Rect(head.x + badge + 4, head.y, head.w - badge - 7, head.h), "midright")
    room = Rect(head.x + badge + 5, head.y, progress.rect.x - 4 - (head.x + badge + 5), head.h)
    words, px = fitted(type_name(sec.type), fs, False, room.w)
    if words != type_name(sec.type):
        return [progress]
    return [_placed(words, px, False, room, "midleft"), progress]


def own_labels(L, s, seat) -> list:
    """Every words the viewer's sections draw (titles, cards' names and values), placed."""
    out = []
    for i, sec in enumerate(s.players[seat].zoo):
        out += own_section_labels(L, s, seat, i)
        out += _strip_words(L, seat, i, sec)
    return out


def _strip_words(L, seat, i, sec) -> list:
    return [Label(w, px, bold, rect.move(r.topleft), room.move(r.topleft))
            for _loc, card, r, words in card_strips(L, seat, i, sec) if words
            for w, px, bold, rect, room in card_art.small_words(card, r.w, r.h)]


def card_strips(L, seat, i, sec) -> list:
    """(loc, card, rect, words) for the section's add-ons and animals, in drawing order;
    words False for a strip the next one covers (its name and value would show cut)."""
    out = []
    for area, cards in (("addon", sec.addons), ("section", sec.animals)):
        rects = [L.rects.get(Loc(area, seat, i, k)) for k in range(len(cards))]
        for k, card in enumerate(cards):
            r = rects[k]
            if r is None:
                continue
            covered = k + 1 < len(rects) and rects[k + 1] is not None and rects[k + 1].y < r.bottom
            out.append((Loc(area, seat, i, k), card, r, not covered))
    return out


def opponent_labels(L, s, seat, name: str) -> list:
    """Every words an opponent's panel draws, placed on the screen."""
    out = header_labels(L, s, seat, name)
    for i, sec in enumerate(s.players[seat].zoo):
        out.append(section_label(L, s, seat, i))
        out += _strip_words(L, seat, i, sec)
    return out


def shown_name(t, seat) -> str:
    """A player's name as the panel says it ("B • bot")."""
    name = safe_text(t.state.players[seat].name, 24)
    bot = t.is_bot(seat) and t.session.seats[seat].kind == "bot"     # (not a player online)
    return name + (" \u2022 " + tr("zoomaka.bot") if bot else "")
