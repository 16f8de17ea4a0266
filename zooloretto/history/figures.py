"""The Statistics: per person (by name) and per bot level, from the finished games of the
catalogue (a practice game or a lesson counts for nothing; a game counts once for a person
or a bot level, whatever seats it held: its best seat's score). JSON-safe, for the screen and for
`zooloretto stats`:

    {"games": finished games counted, "unfinished": n, "practice": n, "lessons": n,
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
    counted = [g for g in games if g.finished and not _aside(g) and (game is None or g.game == game)]
    counted.sort(key=lambda g: (g.saved, g.id))          # oldest first: the timeline's order
    players: dict = {}
    for g in counted:
        seats = g.seats
        bots = sorted({s["level"] for s in seats if s["kind"] == "bot" and s["level"]}, key=_level_order)
        mine: dict = {}             # key -> the seats it held in this game (two medium bots: one key)
        for seat, s in enumerate(seats):
            bot = s["kind"] == "bot"
            mine.setdefault(f"bot:{s['level']}" if bot else f"human:{name_key(s['name'])}", []).append(seat)
        for key, held in mine.items():
            first = seats[held[0]]
            bot = first["kind"] == "bot"
            p = players.get(key)
            if p is None:
                p = players[key] = _player(first["kind"], first["name"], first["level"] if bot else None)
            if not bot:
                p["name"] = first["name"]                   # the latest spelling
            _count_game(p, g, held, bots)
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
            "unfinished": sum(1 for g in games if not g.finished and not is_lesson(g)
                              and (game is None or g.game == game)),
            "practice": sum(1 for g in games if g.finished and g.row["practice"] and not is_lesson(g)
                            and (game is None or g.game == game)),
            "lessons": sum(1 for g in games if is_lesson(g) and (game is None or g.game == game)),
            "players": out}


def is_lesson(g) -> bool:
    """A game of Learn to play (summary's "lesson")."""
    return g.row.get("lesson") is True


def _aside(g) -> bool:
    """Left out of the figures: practice games and lessons."""
    return g.row["practice"] or is_lesson(g)


def _count_game(p, g, held, bots) -> None:
    """One game for a person or a bot level, whatever the seats it held: a win if any won,
    the score of its best seat (a bot level's best showing)."""
    seats = g.seats
    won = any(seats[q]["won"] for q in held)
    seat = max(held, key=lambda q: seats[q]["score"])
    s = seats[seat]
    p["games"] += 1
    p["wins"] += won
    score = p["scores"].setdefault(g.game, {"games": 0, "total": 0, "best": None, "best_game": None})
    score["games"] += 1
    score["total"] += s["score"]
    if score["best"] is None or s["score"] >= score["best"]:     # the latest of equal bests
        score["best"], score["best_game"] = s["score"], {"id": g.id, "date": when(g.saved),
                                                          "seat": seat, "colour": s["colour"]}
    for q in held:
        for animal, n in seats[q]["animals"].items():
            p["animals"][animal] = p["animals"].get(animal, 0) + n
    for name in g.row["expansions"]:
        p["expansions"][name] = p["expansions"].get(name, 0) + 1
    if s["kind"] != "bot":
        for level in bots:
            against = p["against"].setdefault(level, {"games": 0, "wins": 0})
            against["games"] += 1
            against["wins"] += won
    p["timeline"].append({"date": when(g.saved), "game": g.game, "score": s["score"], "won": won, "id": g.id})


def _level_order(level) -> int:
    return LEVELS.index(level) if level in LEVELS else len(LEVELS)
