"""Games for the History and Statistics tests: played by seeded random legal moves (fast,
the same every run; Zoomaka by a seeded medium bot in every seat), with seats as the New
game screen makes them."""
from __future__ import annotations

import os
import random

from zooloretto import paths
from zooloretto.history.keeper import game_id
from zooloretto.zoo.rules.saves import write
from zooloretto.seats import seat_colour


def seats(*who) -> list:
    """meta.seats from "Ana" (a person) and "bot:hard" (a bot of that level) words."""
    out = []
    for i, w in enumerate(who):
        if w.startswith("bot:"):
            out.append({"name": f"Bot{i}", "kind": "bot", "level": w[4:], "colour": list(seat_colour(i))})
        else:
            out.append({"name": w, "kind": "human", "level": None, "colour": list(seat_colour(i))})
    return out


def play(who=("Ana", "bot:easy"), game="zoo", seed=1, stop=None, expansions=None, meta=None):
    """A record of a game between `who`, played to its end or to `stop` actions."""
    from zooloretto.dice.rules import legal_actions as dice_legal
    from zooloretto.dice.rules.record import DiceRecord
    from zooloretto.zoo.rules import legal_actions
    from zooloretto.zoo.rules.record import GameRecord
    table = seats(*who)
    names = [s["name"] for s in table]
    meta = dict(meta or {}, seats=table)
    if game == "zoomaka":       # medium bots: random moves rearrange a zoo for thousands of actions
        from zooloretto.zoomaka.bots import make_bot
        from zooloretto.zoomaka.rules.record import ZoomakaRecord
        record, bot = ZoomakaRecord.new(len(names), seed, names, 0, meta), make_bot("medium", seed=seed)
        while not record.state.game_over and (stop is None or len(record.actions) < stop):
            record.play(bot.choose(record.state))
        return record
    if game == "dice":
        record, legal = DiceRecord.new(len(names), seed, names, 0, meta), dice_legal
    else:
        record = GameRecord.new(len(names), seed, names, None, 0, meta, expansions=expansions)
        legal = legal_actions
    rng = random.Random(seed)
    while not record.state.game_over and (stop is None or len(record.actions) < stop):
        record.play(rng.choice(legal(record.state)))
    return record


def keep(record, when: float | None = None, folder=None):
    """Write `record` as the history keeps it (history/<id>.json), dated `when`."""
    folder = paths.ensure(folder or paths.history_dir())
    path = write(record, folder / f"{game_id(record)}.json", durable=False)
    if when is not None:
        os.utime(path, (when, when))
    return path


# ------------------------------------------------------------------ the screens

def window(tmp_path, monkeypatch, size=(1280, 800), lang="en"):
    """The title in a window of `size`, speaking `lang`, settings in tmp_path."""
    from menu_helpers import frames
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    app = App(size=size, settings=Settings(language=lang, animation_speed="off"))
    app.set_language(lang)
    app.open("title", how="reset")
    frames(app)
    return app


def opened(app, name):
    """Press the title's button and wait for the screen's reading thread (a join, no clock)."""
    from menu_helpers import click, frames
    click(app, name)
    scene = app.top
    scene.job.wait()
    frames(app)
    return scene


def overflows(app, drawn) -> list:
    """Widget texts wider than their widget; drawn texts outside the window or their card."""
    import pygame
    from pygame_gui.core.utility import translate
    from pygame_gui.elements import UIButton, UILabel
    bad, screen = [], pygame.Rect((0, 0), app.size)
    for el in app.ui.get_sprite_group().sprites():
        if getattr(el, "font", None) is None or not isinstance(el, (UIButton, UILabel)):
            continue
        text = translate(el.text, **el.text_kwargs)
        room = el.rect.w - (2 * el.drawable_shape.text_view_rect.x + 4 if isinstance(el, UIButton) else 0)
        if text and el.font.size(text)[0] > room:
            bad.append(f"{type(el).__name__} {text!r} in {room} px")
    cards = [app.top.list_card, app.top.detail_card]
    for text, rect in drawn:
        if text.strip() and not screen.contains(rect):
            bad.append(f"{text!r} leaves the window")
        for card in cards:
            if card.collidepoint(rect.center) and not card.inflate(4, 4).contains(rect):
                bad.append(f"{text!r} spills out of its card")
    return bad


def words_that_do_not_fit(tmp_path, monkeypatch, size, show) -> list:
    """The History and the Statistics opened from the title in each language at `size`,
    `show(scene, name)` choosing what they show: the texts that do not fit, language first."""
    from menu_helpers import frames
    from zooloretto.ui.kit import paint
    from zooloretto.ui.scenes import history as history_scene, history_rows, stats as stats_scene, stats_draw
    from zooloretto.ui.text import LANGUAGES, set_language
    drawn = []
    real = paint.draw_text

    def record(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect
    for module in (history_rows, history_scene, stats_scene, stats_draw):
        monkeypatch.setattr(module, "draw_text", record)
    problems = []
    app = window(tmp_path, monkeypatch, size)
    try:
        for lang in LANGUAGES:
            app.set_language(lang)
            for name in ("history", "stats"):
                app.open("title", how="reset")
                frames(app)
                scene = opened(app, name)
                show(scene, name)
                frames(app)
                drawn.clear()
                app.draw()
                problems += [f"{lang} {name}: {p}" for p in overflows(app, drawn)]
    finally:
        set_language("en")
    return problems
