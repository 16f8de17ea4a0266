"""pygame-gui's pictures and fonts held at what a screen needs, not at what its habits keep.

Two habits of pygame-gui (0.6) cost a big window dearly:

- A rounded widget draws its shape at four times its width and height to smooth the corners
  and keeps two such layers until every state of the widget (normal, hovered, pressed...) is
  drawn, one state a frame: the New game screen at 2560x1440 passed through some 45 MB of
  them. Here the layers go after each state: the next state draws them again (the same
  pixels: tests/test_gui_memory.py).
- A theme font packaged with pygame-gui is read into memory anew for each size (half a
  megabyte a size, a dozen sizes and more). Here it is opened from its file when it is one.

And one that costs time: pygame-gui keeps a drawn rounded shape for the next widget alike only
below 40,000 pixels, so at 2560x1440 every menu drew all its buttons again (the title a third
of a second; 20 ms when built again): the large ones are kept too, up to LARGE_SHAPES_BYTES.

`install()` is called by the App before its UIManager exists; it changes pygame-gui's
classes once per process and does nothing where pygame-gui lacks what it changes.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

_installed = False


def install() -> None:
    global _installed
    if _installed:
        return
    _installed = True
    _let_go_of_large_layers()
    _fonts_from_their_files()


# pygame-gui keeps a rounded shape for the next widget alike only when it is smaller than
# 40,000 pixels: at 2560x1440 every button is larger, and each was drawn again, four times
# larger then shrunk, at every build of a menu (the title: a third of a second). The large
# ones are kept here, by pygame-gui's own key (size, colours, border, corners), the most
# recently used up to LARGE_SHAPES_BYTES (a menu's buttons at 2560x1440: some 4 MB).
LARGE_SHAPES_BYTES = 8 << 20
_large_shapes: dict = {}


def _bytes(surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def _let_go_of_large_layers() -> None:
    """Rounded shapes: the large layers go after each state is drawn, and the large shapes
    drawn are kept for the next widget alike (one wrapper of pygame-gui's redraw_state)."""
    try:
        from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import (
            RoundedRectangleShape)
        from pygame_gui.core.surface_cache import SurfaceCache
    except ImportError:
        return
    redraw = getattr(RoundedRectangleShape, "redraw_state", None)
    if redraw is None or not hasattr(RoundedRectangleShape, "clean_up_temp_shapes"):
        return
    find = getattr(SurfaceCache, "find_surface_in_cache", None)
    finalise = getattr(RoundedRectangleShape, "finalise_images_and_text", None)
    keeping = None not in (find, finalise) and hasattr(SurfaceCache, "build_cache_id")

    def redraw_state(self, state_str, *args, **kw):
        self._large_shape_key = _large_shape_key(self, state_str) if keeping else None
        try:
            return redraw(self, state_str, *args, **kw)
        finally:
            self._large_shape_key = None
            self.clean_up_temp_shapes()

    def find_surface_in_cache(self, lookup_id):
        found = find(self, lookup_id)
        if found is None and lookup_id in _large_shapes:
            found = _large_shapes.pop(lookup_id)
            _large_shapes[lookup_id] = found          # the most recently used last
        return found

    def finalise_images_and_text(self, image_state_str, state_str, *args, **kw):
        key = getattr(self, "_large_shape_key", None)
        surface = self.states[state_str].surface
        if key is not None and key not in _large_shapes and surface is not None:
            _large_shapes[key] = surface.copy()         # the shape, before its text and images
            while sum(map(_bytes, _large_shapes.values())) > LARGE_SHAPES_BYTES:
                _large_shapes.pop(next(iter(_large_shapes)))    # the least recently used
        return finalise(self, image_state_str, state_str, *args, **kw)

    redraw_state.__wrapped__ = redraw            # pygame-gui's own (tests compare the two)
    RoundedRectangleShape.redraw_state = redraw_state
    if keeping:
        find_surface_in_cache.__wrapped__ = find
        SurfaceCache.find_surface_in_cache = find_surface_in_cache
        RoundedRectangleShape.finalise_images_and_text = finalise_images_and_text


def _large_shape_key(shape, state_str):
    """pygame-gui's cache key of the state's shape when pygame-gui would not keep it (larger
    than 40,000 pixels) and a key is sound (no filled bar, not resized); else None."""
    w, h = shape.containing_rect.size
    theming = shape.theming
    if w * h < 40000 or w > 1024 or h > 1024 or getattr(shape, "has_been_resized", True) \
            or "filled_bar" in theming or "filled_bar_width_percentage" in theming:
        return None
    return shape.shape_cache.build_cache_id(
        "rounded_rectangle", shape.containing_rect.size, shape.shadow_width, shape.border_widths,
        theming[f"{state_str}_border"], theming[f"{state_str}_bg"], shape.shape_corner_radius)


def _fonts_from_their_files() -> None:
    try:
        from pygame_gui.core import utility
    except ImportError:
        return
    resource, package = getattr(utility, "FontResource", None), getattr(utility, "PackageResource", None)
    if resource is None or package is None or not hasattr(resource, "load"):
        return
    load = resource.load

    def load_from_file(self):
        where = getattr(self, "location", None)
        if isinstance(where, package):
            try:
                path = resources.files(where.package) / where.resource
            except (ImportError, TypeError, ValueError):
                path = None
            if isinstance(path, Path) and path.is_file():    # not inside a zip: a real file
                self.location = str(path)
        return load(self)

    resource.load = load_from_file
