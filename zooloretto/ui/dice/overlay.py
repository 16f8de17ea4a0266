"""Drawing the whole dice table, in order: the felt, the bar (round, whose turn, the
last-round warning), the market, the sheets, the message or hint line, a die in the air,
the piece in the hand, the game log when it is open."""
from __future__ import annotations

import pygame
from pygame import Rect

from ...dice.rules import components as C
from ...dice.rules.places import Loc, die_at
from ..kit import ink
from ..kit.ink import GOLD, INK, blit_text, wrap
from ..kit.tweens import ease_in_out
from ..text import tr
from . import art
from .market_view import draw_market, tumbling
from .sheet_view import draw_sheet
from .words import prompt

NEWS = (255, 246, 222)
REFUSAL = (255, 214, 204)
WARN = (196, 52, 40)


def draw_table(surface, t):
    L, s = t.layout, t.shown.state
    surface.blit(ink.background(L.size, L.bar.h, L.size[0], 0), (0, 0))
    clip = surface.get_clip()       # a frame drawn again in part: what lies outside it is let be
    if clip.colliderect(L.bar.inflate(0, 8)):
        _bar(surface, t)
    step = t.shown.step
    flying = t.shown.flying()
    hidden = {flying.dst} if flying is not None else set()
    if t.returning is not None:
        hidden.add(t.returning)
    held = t.hand.selected
    lit = t.hand.lit() if held is not None else set()
    if t.hint is not None and held is None:
        lit = set(_hint_places(t))
    draw_market(surface, L, s, step=step, lit=lit, held=held, hidden=hidden)
    popping, pop = None, 1.0
    if step is not None and flying is None and step.dst is not None:
        popping, pop = step.dst, step.progress
    for q in range(s.num_players):
        if not clip.colliderect(L.rects[Loc("sheet", q)].inflate(L.box * 2, L.box * 2)):
            continue
        draw_sheet(surface, L, s, q, colour=t.colour(q), current=(q == s.current and not s.game_over),
                   popping=popping, pop=pop, lit=Loc("sheet", q) in lit,
                   is_bot=t.is_bot(q) and t.session.seats[q].kind == "bot")    # (not a player online)
    if clip.colliderect(L.message.inflate(8, 8)):
        _line(surface, t)
    if flying is not None:
        _flight(surface, t, flying)
    if step is not None and step.event.type == "bonus_crossed" and step.dst in L.rects:
        _bonus_popup(surface, L, step)
    t.anim.draw(surface)
    t.coach.draw(surface)                   # a lesson's card and rings, under the held die
    if held is not None and t.hand.drag.dragging:
        _held(surface, t, held)
    t.log.draw(surface)
    t.tips.draw(surface)


def _hint_places(t):
    try:
        piece, drop = t.session.rules.gesture_of(t.state, t.hint)
    except ValueError:
        return []
    return [piece.whole() if piece.area == "truck" else piece, drop.whole()]


def _bar(surface, t):
    L, s = t.layout, t.shown.state
    fs = L.font_size(19)
    x = L.pad
    r = blit_text(surface, tr("dice.round", n=s.round), fs, (255, 246, 226), (x, L.bar.centery),
                  "midleft", bold=True)
    x = r.right + L.pad * 2
    if s.last_round and not s.game_over:
        label = ink.text(tr("dice.last_round"), fs, (255, 255, 255), True)
        box = label.get_rect(midleft=(x, L.bar.centery)).inflate(20, 8)
        pygame.draw.rect(surface, WARN, box, border_radius=10)
        pygame.draw.rect(surface, GOLD, box, width=2, border_radius=10)
        surface.blit(label, label.get_rect(center=box.center))
        x = box.right + L.pad * 2
    _bonuses(surface, t, x)


def _bonuses(surface, t, x):
    """The first-to-fill bonuses, for everyone to see: still open, or whose they are."""
    L, s = t.layout, t.shown.state
    size = int(L.bar.h * 0.62)
    label = blit_text(surface, tr("dice.bonuses_open"), L.font_size(15), (255, 246, 226),
                      (x, L.bar.centery), "midleft")
    x = label.right + 8
    for animal in C.ANIMALS:
        owner = next((q for q, sheet in enumerate(s.sheets) if animal in sheet.bonuses), None)
        img = art.icon(animal, size)
        if owner is not None:
            img = img.copy()
            img.set_alpha(70)
        r = img.get_rect(topleft=(x, L.bar.centery - size // 2))   # (not blit's answer: clipped)
        surface.blit(img, r)
        tag = blit_text(surface, f"+{C.BONUS_POINTS[animal]}", L.font_size(13),
                        (255, 246, 226) if owner is None else (190, 170, 140), (r.right, r.bottom),
                        "bottomleft", bold=True)
        if owner is not None:
            pygame.draw.circle(surface, t.colour(owner), (r.centerx, r.centery), max(4, size // 6))
        x = tag.right + 10


def _line(surface, t):
    """The message line: the flow's sentence (turn check, last look, hint), else news or a
    refusal for a few seconds, else what the player to move may do."""
    L = t.layout
    bar = L.message
    mode = t.flow.mode()
    if mode is not None:
        sentence, fill, edge = t.flow.sentence(), (255, 246, 222), GOLD
        right = getattr(t.flow, "text_right", bar.right)
    elif t.message is not None:
        sentence, fill, edge = t.message[0], t.message[1], (150, 112, 72)
        right = bar.right
    else:
        sentence, fill, edge = prompt(t.state, t.names(), t.is_bot), None, None
        right = bar.right
    if fill is not None:
        pygame.draw.rect(surface, fill, bar, border_radius=12)
        pygame.draw.rect(surface, edge, bar, width=3, border_radius=12)
    colour = INK if fill is not None else (255, 246, 226)
    fs = L.font_size(17)
    room = max(40, right - bar.x - 24)
    lines = wrap(sentence, fs, room, bold=True)[:2]
    while len(lines) * int(fs * 1.2) > bar.h - 4 and fs > 10:
        fs -= 1
        lines = wrap(sentence, fs, room, bold=True)[:2]
    y = bar.centery - len(lines) * int(fs * 1.2) // 2
    for line in lines:
        surface.blit(ink.text(line, fs, colour, True), (bar.x + 14, y))
        y += int(fs * 1.2)


def _flight(surface, t, step):
    for img, r in _flying(t, step):
        surface.blit(img, r)


def _flying(t, step) -> list:
    """(picture, place) of each die in the air now."""
    L = t.layout
    src, dst = L.rects.get(step.src), L.rects.get(step.dst)
    if src is None or dst is None:
        return []
    e = ease_in_out(step.progress)
    faces = [step.event.face] if step.event.type == "die_loaded" else list(step.event.faces)
    size = int(src.w + (dst.w - src.w) * e) if step.event.type == "die_loaded" else int(L.crate * 0.8)
    cx = src.centerx + (dst.centerx - src.centerx) * e
    cy = src.centery + (dst.centery - src.centery) * e - 40 * L.u * (1 - (2 * step.progress - 1) ** 2)
    return [(img, img.get_rect(center=(int(cx + (k - (len(faces) - 1) / 2) * size * 1.05), int(cy))))
            for k, img in enumerate(art.die(face, size) for face in faces)]


def _bonus_popup(surface, L, step):
    surface.blit(*_bonus_rising(L, step))


def _bonus_rising(L, step):
    """(picture, place) of the bonus's points rising from its box as it is crossed."""
    p = step.progress
    img = ink.text(f"+{step.event.points}", L.font_size(34), GOLD, True).copy()
    if p > 0.6:
        img.set_alpha(int(255 * (1 - (p - 0.6) / 0.4)))
    box = L.rects[step.dst]
    return img, img.get_rect(center=(box.centerx, box.y - int(40 * L.u * p)))


def _held(surface, t, held):
    for img, r in _in_hand(t, held):
        surface.blit(img, r)


def _in_hand(t, held) -> list:
    """(picture, place) of each die in the hand, around the pointer."""
    L, s = t.layout, t.state
    pos = t.hand.drag.pos
    if held.area == "tray" and die_at(s, held) is not None:
        img = art.die(die_at(s, held), int(L.crate * 1.1))
        return [(img, img.get_rect(center=pos))]
    if held.area == "truck":
        dice = s.trucks[held.index]
        size = int(L.crate * 0.9)
        return [(img, img.get_rect(center=(pos[0] + (k - (len(dice) - 1) / 2) * size, pos[1])))
                for k, img in enumerate(art.die(face, size) for face in dice)]
    if held.area == "supply":
        img = art.die(None, int(L.crate * 0.8))
        return [(img, img.get_rect(center=(pos[0] + (k - 0.5) * L.crate * 0.8, pos[1]))) for k in range(2)]
    return []


def moving_parts(t) -> list:
    """(area, key) of what moves over the dice table now (ui/damage.py): the dice in the
    hand, a die in the air, the tumbling roll, a box crossed as it pops, a bonus rising,
    a refused die flying home, the tooltip. The rest stands (DiceTableScene.standing)."""
    L, step = t.layout, t.shown.step
    parts = t.anim.parts() + [t.tips.part()]
    if t.hand.selected is not None and t.hand.drag.dragging:
        parts += [(r, ("held", t.hand.selected)) for _, r in _in_hand(t, t.hand.selected)]
    if step is not None:
        flying = t.shown.flying()
        if flying is not None:
            parts += [(r, ("flying", step.progress)) for _, r in _flying(t, flying)]
        elif step.dst is not None and step.dst in L.rects:          # a box crossed: it pops
            box = L.rects[step.dst]
            side = int(box.w * 1.6) + 4
            parts.append((box.union(Rect(0, 0, side, side).move(box.centerx - side // 2,
                                                                 box.centery - side // 2)),
                          ("pop", step.progress)))
        if step.event.type == "dice_rolled" and step.progress < 1:
            parts += [(L.tray.union(r), ("tumble", step.progress)) for _, r in tumbling(L, step)]
        if step.event.type == "bonus_crossed" and step.dst in L.rects:
            parts.append((_bonus_rising(L, step)[1], ("bonus", step.progress)))
    return [p for p in parts if p is not None]
