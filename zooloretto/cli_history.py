"""`zooloretto history` and `zooloretto stats`: every game played on this computer and the
statistics of its players, as JSON (zooloretto/history; the same rows as the History and
Statistics screens). cli.py registers them with add_commands(sub); this module imports
nothing of cli.py.

    zooloretto history [--game board|dice|zoomaka] [--player NAME]
      {"games": [{"id", "game", "expansions", "date", "finished", "practice", "title",
                  "rounds", "actions", "played_seconds", "file", "files",
                  "players": [{"name", "kind", "level", "score", "winner"}], "winners"}],
       "unreadable": [{"file", "problem"}]}
    zooloretto stats [--game board|dice|zoomaka]
      figures.statistics (zooloretto/history/figures.py), "board" naming the board game
"""
from __future__ import annotations

import argparse
import json

from .cli_text import say
from .games import WORDS as GAME_WORDS     # the command line's names -> the saves' ("board" -> "zoo")
PUBLIC = {v: k for k, v in GAME_WORDS.items()}


def _name(text: str) -> str:
    if "\x00" in text or len(text) > 200:
        raise argparse.ArgumentTypeError(say("history.cli.bad_name"))
    return text
_name.__name__ = "name"


def add_commands(sub) -> None:
    s = sub.add_parser("history", help=say("history.cli.help_history"))
    s.add_argument("--game", choices=tuple(GAME_WORDS), help=say("history.cli.help_game"))
    s.add_argument("--player", type=_name, metavar="NAME", help=say("history.cli.help_player"))
    s.set_defaults(func=cmd_history)
    s = sub.add_parser("stats", help=say("history.cli.help_stats"))
    s.add_argument("--game", choices=tuple(GAME_WORDS), help=say("history.cli.help_game"))
    s.set_defaults(func=cmd_stats)


def _folders(args) -> None:
    from . import paths
    if getattr(args, "saves_dir", None):
        paths.set_saves_dir(args.saves_dir)


def _print(data) -> None:
    try:
        print(json.dumps(data, indent=1, ensure_ascii=False))
    except UnicodeEncodeError:      # a terminal that cannot show every name
        print(json.dumps(data, indent=1, ensure_ascii=True))


def game_json(g) -> dict:
    from .history.figures import when
    row = g.row
    return {"id": g.id, "game": PUBLIC[row["game"]], "expansions": row["expansions"],
            "date": when(g.saved), "finished": row["finished"], "practice": row["practice"],
            "title": row["title"], "rounds": row["round"], "actions": row["actions"],
            "played_seconds": g.played, "file": str(g.path), "files": len(g.files),
            "players": [{"name": s["name"], "kind": s["kind"], "level": s["level"], "score": s["score"],
                         "winner": row["finished"] and s["won"]} for s in row["seats"]],
            "winners": [s["name"] for s in row["seats"] if s["won"]] if row["finished"] else []}


def cmd_history(args) -> int:
    from .history import catalogue
    _folders(args)
    found = catalogue.scan()
    games = catalogue.select(found.games, args.player, GAME_WORDS.get(args.game))
    _print({"games": [game_json(g) for g in games],
            "unreadable": [{"file": str(path), "problem": kind} for path, kind in found.problems]})
    return 0


def cmd_stats(args) -> int:
    from .history import catalogue, figures
    _folders(args)
    figures_ = figures.statistics(catalogue.scan().games, GAME_WORDS.get(args.game))
    for p in figures_["players"]:
        p["scores"] = {PUBLIC[k]: v for k, v in p["scores"].items()}
        for point in p["timeline"]:
            point["game"] = PUBLIC[point["game"]]
    _print(figures_)
    return 0
