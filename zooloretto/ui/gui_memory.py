"""pygame-gui's pictures and fonts held at what a screen needs, not at what its habits keep.

Two habits of pygame-gui (0.6) cost a big window dearly:

- A rounded widget draws its shape at four times its width and height to smooth the corners
  and keeps two such layers until every state of the widget (normal, hovered, pressed...) is
  drawn, one state a frame: the New game screen at 2560x1440 passed through some 45 MB of
  them. Here the layers go after each state: the next state draws them again (the same
  pixels: tests/test_gui_memory.py).
- A theme font packaged with pygame-gui is read into memory anew for each size (half a
  megabyte a size, a dozen sizes and more). Here it is opened from its file when it is one.

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


def _let_go_of_large_layers() -> None:
    try:
        from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import (
            RoundedRectangleShape)
    except ImportError:
        return
    redraw = getattr(RoundedRectangleShape, "redraw_state", None)
    if redraw is None or not hasattr(RoundedRectangleShape, "clean_up_temp_shapes"):
        return

    def redraw_state(self, *args, **kw):
        try:
            return redraw(self, *args, **kw)
        finally:
            self.clean_up_temp_shapes()

    redraw_state.__wrapped__ = redraw            # pygame-gui's own (tests compare the two)
    RoundedRectangleShape.redraw_state = redraw_state


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
