"""What the Zoomaka table shows, piece by piece, for a frame drawn again only where it changed
(ui/damage.py): a standing key of all that, changed, redraws the whole window (the window's
size, whose hand is shown, the card picked up, a dialog, the hint, the bar's buttons), and
parts, each an area of the window and a key of all its picture is drawn from: the bar, the
message line, the piles' column, each zoo (the viewer's by its title, bank, new sections'
places and each section), the hand, the talk strip, the card held, the cards in the air, the
tooltip. A bot's move redraws the zoos and piles it changed; a drag, the held card's old and
new place; a click or a key what it changed (the table's damage_of_any_event), a card placed
in one's own zoo its section.

Each area covers every pixel its piece draws (a zoo's shadow, a lifted card, a lit frame
drawn around a pile), so draw.py may skip a piece whose area lies outside the clip.
"""
from __future__ import annotations

from pygame import Rect

from ...zoomaka.rules.cards import CARDS
from ...zoomaka.rules.legal import action_limit, decision
from ...zoomaka.rules.rulings import win_sections
from ...zoomaka.rules.zoo import complete_count
from ...zoomaka.rules.places import Loc, card_at
from ..safe_draw import safe_text
from ..text import tr
from .layout import TALK_LINES
from .words import card_name, prompt
from .zoo_labels import shown_name

NEWS = (255, 246, 222)
MARGIN = 8          # the shadows and lit frames drawn around a piece's rectangle


def standing(t) -> tuple:
    """A key of what stands behind the parts; objects, not their ids (ui/damage.py). A card
    picked up or let go, the hint, the bar's mode are no part of it: the parts they change
    (the hand, the places lit, the message line; the bar's buttons are widgets) say so."""
    L = t.layout
    return (L.size, L.viewer, hand_hidden(t), t.dialog, t.app.top is t,
            tuple((b.rect.x, b.rect.w) for b in t.buttons.values()),
            tuple(t.is_bot(q) for q in range(len(t.state.players))),
            tuple(t.colour(q) for q in range(len(t.state.players))))


def held_piece(t):
    """The card picked up (dragged or selected), else None."""
    return t.hand.selected if t.hand.drag.dragging or t.hand.selected is not None else None


def areas(t) -> dict:
    """name -> the area the piece draws in (the held card and the flights aside)."""
    L = t.layout
    pw = L.pile_w
    column = Rect(0, L.message.bottom, max(L.column.right, L.column.x + 2 * pw + L.pad) + MARGIN,
                  L.column.bottom + MARGIN - L.message.bottom)
    lift = int(L.card_h * 0.12)
    out = {"bar": L.bar, "message": L.message, "column": column,
           "hand": Rect(L.hand.x - MARGIN, L.hand.y - lift - MARGIN, L.hand.w + 2 * MARGIN,
                        L.hand.h + lift + 2 * MARGIN),
           "talk": Rect(L.talk.x - 2, L.talk.y - 2 * L.talk_px, L.talk.w + 4, L.talk.h + 2 * L.talk_px + 2)}
    for seat, box in L.panels.items():
        out[seat] = box.inflate(2 * MARGIN, 2 * MARGIN)
    return out


def _player(p) -> tuple:
    return (p.name, len(p.hand), tuple(p.bank),
            tuple((sec.type, tuple(sec.animals), tuple(sec.addons)) for sec in p.zoo))


def parts(t) -> list:
    """(area, key) of every piece now: what each shows, as draw.py draws it."""
    s, L = t.state, t.layout
    held = held_piece(t)
    lit = lit_places(t, held)
    where = areas(t)
    out = [(where["bar"], ("bar", bar_words(t))), (where["message"], ("message", message_said(t))),
           (where["column"], ("column", len(s.draw), tuple(s.discard), tuple(s.settings),
                              tuple(s.received), held if held is not None and held.seat is None else None,
                              frozenset(x for x in lit if x.seat is None))),
           (where["hand"], ("hand", hand_cards(t, lit, held), frozenset(p for p in lit if p.area == "hand"))),
           (where["talk"], ("talk", tuple(t.talk.last(TALK_LINES))))]
    for seat in L.panels:
        if seat == L.viewer:
            out += own_zoo_parts(t, seat, where[seat], lit, held)
        else:
            out.append((where[seat], ("zoo", seat, _player(s.players[seat]), seat == s.current and not s.game_over,
                                      held if held is not None and held.seat == seat else None,
                                      frozenset(x for x in lit if x.seat == seat))))
    if L.log is not None:               # the open log: its lines, scroll and language
        out.append((L.log.inflate(2 * MARGIN, 2 * MARGIN), ("log", t.log.fingerprint(), len(t.log.lines()))))
    out += t.anim.parts()
    drawn = held_card(t, held)
    if drawn is not None:
        out.append((drawn[1], ("held", held, drawn[0])))
    tip = t.tips.part()
    if tip is not None:
        out.append(tip)
    return out


def own_zoo_parts(t, seat, box, lit, held) -> list:
    """The viewer's zoo in pieces, so that a card placed, moved or sold redraws its section
    or the bank, not the whole zoo: the panel (its frame and where everything lies), the
    title line, the bank, the new sections' places and each section, each keyed by all its
    picture is drawn from (zoo_draw.py)."""
    L, s = t.layout, t.state
    p = s.players[seat]
    held = held if t.hand.drag.dragging else None          # as draw_table hands it to draw_zoo
    cols = [L.rects[Loc("section", seat, i)] for i in range(len(p.zoo))]
    bank = L.rects[Loc("bank", seat)]
    new = getattr(L, "new_box", None)
    head = L.headers[seat]
    out = [(box, ("own", seat, seat == s.current and not s.game_over, Loc("zoo", seat) in lit,
                  tuple(map(tuple, cols)), tuple(bank), tuple(new) if new else None, tuple(head))),
           (head.inflate(2 * MARGIN, 2 * MARGIN),
            ("title", shown_name(t, seat), complete_count(p), win_sections(len(s.players)))),
           (bank.inflate(2 * MARGIN, 2 * MARGIN),
            ("bank", tuple(p.bank), hand_hidden(t), _mine(L, lit, held, seat, ("bank",))))]
    if new is not None and new.w:
        out.append((new.inflate(2 * MARGIN, 2 * MARGIN),
                    ("new", frozenset(x for x in lit if x.area == "new" and x.seat == seat), bool(lit))))
    for i, sec in enumerate(p.zoo):
        area = cols[i].union(L.section_heads[(seat, i)]).inflate(2 * MARGIN, 2 * MARGIN)
        out.append((area, ("section", i, sec.type, tuple(sec.animals), tuple(sec.addons), tuple(cols[i]),
                           Loc("section", seat, i) in lit,
                           _mine(L, lit, held, seat, ("section", "addon"), i))))
    return out


def _mine(L, lit, held, seat, areas, index=None) -> tuple:
    """The places lit and the card held among one piece's cards, with where each lies."""
    def ours(x):
        return x is not None and x.seat == seat and x.area in areas and (index is None or x.index == index)
    rects = tuple((x, tuple(r)) for x, r in L.rects.items() if ours(x))
    return (frozenset(x for x in lit if ours(x)), held if ours(held) else None, rects)


# ---------------------------------------------------------------------- what a piece shows
def lit_places(t, held) -> frozenset:
    """The places lit: where the card held may go, else the hint's piece and drop."""
    if held is not None:
        return frozenset(t.hand.lit())
    if t.hint is None:
        return answers_lit(t)
    try:
        piece, drop = t.session.rules.gesture_of(t.state, t.hint)
    except (ValueError, KeyError, TypeError):
        return frozenset()
    return frozenset(p for p in (piece, drop) if p is not None)


def answers_lit(t) -> frozenset:
    """Asked to pay a fee or to answer another's action: the hand's Responses that may
    answer it (Pay with Peanuts, No Way!, Quick Delivery), lit as the prompt names them
    (only on the asked player's own shown hand)."""
    s = t.state
    if decision(s) not in ("fee", "answer") or hand_hidden(t) or not t.interactive():
        return frozenset()
    seat = t.layout.viewer
    hand = s.players[seat].hand
    return frozenset(Loc("hand", seat, slot=hand.index(a.card)) for a in t.legal()
                     if a.type == "respond" and a.card in hand)


def bar_words(t) -> tuple:
    """The bar's line and how far it may reach (the buttons' left edge)."""
    L, s = t.layout, t.state
    name = safe_text(t.names()[s.active], 24)
    words = tr("zoomaka.bar.turn", n=s.turn, name=name)       # the rules count turns begun, from 1
    if not s.game_over:
        left = max(0, action_limit(s) - s.used)
        words += "   " + tr("zoomaka.bar.actions", count=left, limit=action_limit(s))
    if s.settings:
        words += "   " + tr("zoomaka.bar.setting", card=card_name(s.settings[-1]))
    right = min(b.rect.x for b in t.buttons.values()) if t.buttons else L.bar.right
    return words, right


def message_said(t) -> tuple:
    """The message line: (sentence, colour, how far it may reach)."""
    said = t.flow.sentence()
    colour = NEWS
    if not said and t.message is not None:
        said, colour = t.message[0], t.message[1]
    if not said:
        said = prompt(t.state, t.names(), t.is_bot)
        left = t.offer.words()            # an offer to answer: its seconds left
        said = f"{said} {left}" if left else said
    return said, colour, getattr(t.flow, "text_right", t.layout.message.right)


def hand_hidden(t) -> bool:
    """A hand and bank are shown only to their owner: not while the hand-over waits, nor
    a bot's, nor anyone's in the replay of a game not over (only what every player saw;
    ui/replay/watch.py keeps_secrets)."""
    return t.flow.handing_over or t.is_bot(t.layout.viewer) or getattr(t.session, "keeps_secrets", False)


def hand_cards(t, lit, held) -> tuple:
    """(place, card or None for a back, lifted, underlined) of each card of the hand drawn."""
    L = t.layout
    seat = L.viewer
    hidden = hand_hidden(t)
    dragging = t.hand.drag.dragging
    marks = not hidden and held is None and t.interactive()
    drops = t.hand.drops() if marks else {}
    out = []
    for k, card in enumerate(t.state.players[seat].hand):
        loc = Loc("hand", seat, slot=k)
        if loc not in L.rects or (loc == held and dragging):
            continue
        out.append((loc, None if hidden else card, loc == held, marks and loc in drops))
    return tuple(out)


def held_card(t, held):
    """(card or None for a back, rectangle) of the card under the pointer, or None."""
    if held is None or not t.hand.drag.dragging:
        return None
    L = t.layout
    home, pos = L.rect(held), t.hand.drag.pos
    if home is None or pos is None:
        return None
    card = card_at(t.state, held) if held.area != "draw" else None
    w, h = L.card_w, L.card_h
    off = t.hand.drag.offset
    return (card if card in CARDS else None,
            Rect(pos[0] - min(off[0], w - 4), pos[1] - min(off[1], h - 4), w, h))
