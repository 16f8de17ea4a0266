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
