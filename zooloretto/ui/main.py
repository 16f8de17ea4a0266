"""Start the windowed game at the title screen (the CLI calls run_app)."""
from __future__ import annotations


def run_app(args=None) -> int:
    """Open the window and run until the player quits; returns the exit code.

    `args` may carry `saves_dir`, `fullscreen` and `size` (a (w, h) pair or "WxH").
    """
    from .. import paths
    from .app import App
    from .title_scene import TitleScene

    saves = getattr(args, "saves_dir", None)
    if saves:
        paths.set_saves_dir(saves)
    size = getattr(args, "size", None)
    if isinstance(size, str) and "x" in size:
        size = tuple(int(v) for v in size.lower().split("x", 1))
    app = App(size=size, fullscreen=getattr(args, "fullscreen", None) or None)
    app.run(TitleScene(app))
    return 0
