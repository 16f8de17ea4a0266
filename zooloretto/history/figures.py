"""The Statistics: per person (by name) and per bot level, from the finished games of the
catalogue (a practice game counts for nothing). JSON-safe, for the screen and for
`zooloretto stats`:

    {"games": finished games counted, "unfinished": n, "practice": n,
     "players": [{"key", "name", "kind", "level", "games", "wins", "win_rate",
                  "scores": {"zoo" | "dice" | "zoomaka": {"games", "average", "best", "best_game"}},
                  "animals": [[animal, count], ...] most first,
                  "expansions": [[name, games], ...] most first,
                  "against": {level: {"games", "wins"}} (people: games with a bot of that level),
                  "timeline": [{"date", "game", "score", "won", "id"}] oldest first}]}

People come first (most games first), then the bots, easiest level first.
"""
from __future__ import annotations

from datetime import datetime, timezone

from .catalogue import name_key
from .summary import LEVELS


def when(seconds: float) -> str:
    """A file time as an ISO date and time (UTC), the JSON's dates."""
    return datetime.fromtimestamp(seconds, timezone.utc).isoformat(timespec="seconds")


def _player(kind: str, name: str, level) -> dict:
    return {"key": f"{kind}:{level if kind == 'bot' else name_key(name)}", "name": level if kind == "bot" else name,
            "kind": kind, "level": level, "games": 0, "wins": 0, "win_rate": 0.0, "scores": {},
            "animals": {}, "expansions": {}, "against": {}, "timeline": []}


def statistics(games, game: str | None = None) -> dict:
    """The figures of `games` (Catalogue.games), of one game ("zoo", "dice", "zoomaka") or all."""
    counted = [g for g in games if g.finished and not g.row["practice"]
               and (game is None or g.game == game)]
    counted.sort(key=lambda g: (g.saved, g.id))          # oldest first: the timeline's order
    players: dict = {}
    for g in counted:
        seats = g.seats
        bots = sorted({s["level"] for s in seats if s["kind"] == "bot" and s["level"]}, key=_level_order)
        for seat, s in enumerate(seats):
            bot = s["kind"] == "bot"
            key = f"bot:{s['level']}" if bot else f"human:{name_key(s['name'])}"
            p = players.get(key)
            if p is None:
                p = players[key] = _player(s["kind"], s["name"], s["level"] if bot else None)
            if not bot:
                p["name"] = s["name"]                       # the latest spelling
            p["games"] += 1
            p["wins"] += s["won"]
            score = p["scores"].setdefault(g.game, {"games": 0, "total": 0, "best": None, "best_game": None})
            score["games"] += 1
            score["total"] += s["score"]
            if score["best"] is None or s["score"] >= score["best"]:     # the latest of equal bests
                score["best"], score["best_game"] = s["score"], {"id": g.id, "date": when(g.saved),
                                                                  "seat": seat, "colour": s["colour"]}
            for animal, n in s["animals"].items():
                p["animals"][animal] = p["animals"].get(animal, 0) + n
            for name in g.row["expansions"]:
                p["expansions"][name] = p["expansions"].get(name, 0) + 1
            if not bot:
                for level in bots:
                    against = p["against"].setdefault(level, {"games": 0, "wins": 0})
                    against["games"] += 1
                    against["wins"] += s["won"]
            p["timeline"].append({"date": when(g.saved), "game": g.game, "score": s["score"],
                                  "won": s["won"], "id": g.id})
    out = []
    for p in players.values():
        p["win_rate"] = round(p["wins"] / p["games"], 3) if p["games"] else 0.0
        for score in p["scores"].values():
            score["average"] = round(score.pop("total") / score["games"], 1)
        p["animals"] = sorted(p["animals"].items(), key=lambda kv: (-kv[1], kv[0]))
        p["expansions"] = sorted(p["expansions"].items(), key=lambda kv: (-kv[1], kv[0]))
        out.append(p)
    out.sort(key=lambda p: (p["kind"] == "bot", -p["games"] if p["kind"] == "human" else _level_order(p["level"]),
                            name_key(p["name"])))
    return {"games": len(counted),
            "unfinished": sum(1 for g in games if not g.finished and (game is None or g.game == game)),
            "practice": sum(1 for g in games if g.finished and g.row["practice"]
                            and (game is None or g.game == game)),
            "players": out}


def _level_order(level) -> int:
    return LEVELS.index(level) if level in LEVELS else len(LEVELS)
