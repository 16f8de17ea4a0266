"""What changed on screen since the last frame: the rectangles a frame draws again.

A scene that can say what moves (Scene.damage) names, every frame, a key of all that stands
still (the board, the zoos, a lit veil: any change of it redraws the whole window) and its
moving parts, each an area of the window and a key of what that area shows (a held tile
where it is now, a tooltip's box, a flight at this moment). `Damage.since` compares them
with the last frame's: the areas of the parts that came, went, moved or changed are what
changed; nothing else did. The app draws every scene again inside those areas only (the
same code as a whole frame, clipped), so a part's key need only change when its picture
does and its area cover every pixel it draws.

The last frame's keys are held, not just their ids: an object named in a key (a flight, a
layout, a dialog) stays alive until the next frame, so no new object can take its id.
"""
from __future__ import annotations

import pygame
from pygame import Rect

_UNSEEN = object()        # the key of a frame never drawn: the next frame is whole
# Rectangles nearer than this are drawn as one (one pass over the scene's drawing code
# costs more than the pixels between them)
NEAR = 24


class Damage:
    """A scene's memory of its last frame: its standing key and its moving parts."""

    def __init__(self):
        self._base = _UNSEEN
        self._parts = frozenset()

    def since(self, base, parts) -> list | None:
        """The rectangles changed since the last call: None when `base` changed (the whole
        window), else the areas of the `parts` ((rect, key) pairs) that differ."""
        now = frozenset((tuple(r), key) for r, key in parts if r is not None and r.w > 0 and r.h > 0)
        same = self._base is not _UNSEEN and self._base == base
        before, self._base, self._parts = self._parts, base, now
        if not same:
            return None
        return [Rect(r) for r, _ in before ^ now]

    def forget(self) -> None:
        """Draw the next frame whole (the window was drawn by other means)."""
        self._base = _UNSEEN


class WidgetDamage:
    """The same for pygame-gui's widgets: what the UI manager blits (each picture where it
    goes, a text cursor's blink, drawn into its picture) against the last frame's. The
    pictures themselves are held for a frame (see the module's note on ids)."""

    def __init__(self):
        self._seen = frozenset()
        self._held = ()

    def since(self, ui) -> list:
        group = ui.get_sprite_group()
        parts, held = set(), []
        for image, rect, area, blend in group.visible:      # exactly what draw_ui blits
            size = area.size if area is not None else image.get_size()
            parts.add(((rect[0], rect[1]) + tuple(size), (id(image), tuple(area) if area else None, blend)))
            held.append(image)
        for w in group.sprites():
            blink = getattr(w, "cursor_on", None)
            if blink is not None and w.visible:
                parts.add((tuple(w.rect), ("cursor", id(w), blink)))
                held.append(w)
        before, self._seen, self._held = self._seen, frozenset(parts), held
        return [Rect(r) for r, _ in before ^ self._seen]


def merged(rects, bounds: Rect) -> list:
    """The rectangles within `bounds`, two that touch or nearly touch joined into one when
    that draws little more (a tile's old and new place; not a bar and a column, whose
    joined rectangle would be the half of the window between them)."""
    out: list = []
    for r in rects:
        r = Rect(r).clip(bounds)
        if r.w <= 0 or r.h <= 0:
            continue
        joined = True
        while joined:           # a joined rectangle may now reach others: join again
            joined = False
            for k in r.inflate(NEAR, NEAR).collidelistall(out):
                union = r.union(out[k])
                if union.w * union.h <= (r.w * r.h + out[k].w * out[k].h) * 5 // 4 + NEAR * NEAR * 4:
                    r = union
                    out.pop(k)
                    joined = True
                    break
        out.append(r)
    return out


def draw_frame(screen, stack, ui, widgets: WidgetDamage, whole: bool) -> list | None:
    """Draw the scenes on view (the top one and those a transparent one shows below it)
    and the widgets: the whole window, or again only where the top scene and the widgets
    changed. Returns the rectangles drawn again (None: the whole window)."""
    visible = []
    for scene in reversed(stack):
        visible.append(scene)
        if not scene.transparent:
            break
    # asked every frame, so that each remembers the frame drawn, whole or not
    moved = stack[-1].damage() if stack else None
    changed = widgets.since(ui)
    if whole or moved is None:
        _paint(screen, visible, ui)
        pygame.display.flip()
        return None
    rects = merged(moved + changed, screen.get_rect())
    for rect in rects:
        screen.set_clip(rect)
        _paint(screen, visible, ui)
    screen.set_clip(None)
    if rects:
        pygame.display.update(rects)
    return rects


def _paint(screen, visible, ui):
    for scene in reversed(visible):
        scene.draw(screen)
    ui.draw_ui(screen)
