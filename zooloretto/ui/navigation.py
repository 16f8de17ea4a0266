"""How screens open each other: by name, through this one registry.

    app.open("results", session)             # push a new screen over this one
    app.open("title", how="reset")           # empty the stack, start again at the title
    app.open("table", session, how="game")   # the table, with only the title below it

A screen module registers its class with `@screen("name")`. A name not yet
registered is found in SCREENS (name -> module) and that module is imported
then, by name: no screen imports another, so the screens form no import cycle.
"""
from __future__ import annotations

import importlib

from . import caches

# Where each screen lives; the module registers itself when first imported.
SCREENS = {
    "title": "zooloretto.ui.scenes.title",
    "new_game": "zooloretto.ui.scenes.new_game",
    "pause": "zooloretto.ui.scenes.pause",
    "load": "zooloretto.ui.scenes.load",
    "results": "zooloretto.ui.scenes.results",
    "settings": "zooloretto.ui.scenes.settings",
    "howto": "zooloretto.ui.scenes.howto",
    "table": "zooloretto.ui.zoo.scene",
    "dice_table": "zooloretto.ui.dice.scene",
    "dice_results": "zooloretto.ui.dice.results",
    "zoomaka_table": "zooloretto.ui.zoomaka.scene",
    "zoomaka_results": "zooloretto.ui.zoomaka.results",
    "history": "zooloretto.ui.scenes.history",
    "stats": "zooloretto.ui.scenes.stats",
    "replay": "zooloretto.ui.replay.scene",
    "host_lobby": "zooloretto.ui.scenes.host_lobby",
    "join": "zooloretto.ui.scenes.join",
}
HOW = ("push", "replace", "reset", "game")

_registry: dict = {}


def screen(name: str):
    """Class decorator: register a scene class under `name`."""
    def register(cls):
        _registry[name] = cls
        cls.screen_name = name
        return cls
    return register


def table_screen(session) -> str:
    """The name of the screen that plays the session's game: "table" or "dice_table".

        app.open(navigation.table_screen(session), session, how="game")
    """
    from .. import games
    return games.get(session.game).table


def known(name: str) -> bool:
    """Is there a screen called `name`? (A button to a screen not yet written stays hidden.)"""
    return name in SCREENS or name in _registry


def scene_class(name: str):
    cls = _registry.get(name)
    if cls is None:
        module = SCREENS.get(name)
        if module is None:
            raise KeyError(f"no screen called {name!r}; known: {', '.join(SCREENS)}")
        importlib.import_module(module)
        cls = _registry[name]
    return cls


def make(app, name: str, *args, **kw):
    """A new scene of the screen `name` for `app`."""
    return scene_class(name)(app, *args, **kw)


def is_screen(scene, name: str) -> bool:
    return getattr(scene, "screen_name", None) == name


def open_screen(app, name: str, *args, how: str = "push", **kw):
    """Build the screen `name` and show it; returns the new scene."""
    if how not in HOW:
        raise ValueError(f"how must be one of {HOW}")
    scene = make(app, name, *args, **kw)
    if how == "push":
        app.push(scene)
    elif how == "replace":
        app.replace(scene)
    elif how == "reset":
        app.reset(scene)
    else:          # "game": the table over the title, nothing else left below
        caches.forget("menus")     # the menus' full-window pictures: none shows under a table
        while len(app.stack) > 1:
            app.discard(app.stack.pop())       # closes a table's bot threads too
        if not app.stack or not is_screen(app.stack[0], "title"):
            while app.stack:
                app.discard(app.stack.pop())
            app.stack.append(make(app, "title"))
        app.push(scene)
    return scene
