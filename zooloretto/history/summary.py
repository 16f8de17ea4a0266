"""What the History and the Statistics keep of one saved game: a small JSON-safe row,
made once from the verified save (the rules score it) and cached in the index.

    {"id", "game": "zoo" | "dice" | "zoomaka", "expansions": [...], "practice": bool,
     "lesson": bool (a game of Learn to play), "title": str | None,
     "finished": bool, "round": int, "actions": int, "turn": seat to play,
     "seats": [{"name", "kind": "human" | "bot", "level": None | "easy" | ..., "score": int,
                "won": bool (finished: a winner; else: ahead now), "animals": {animal: count}}]}

`animals`: the board game's animals in the enclosures, the dice game's crossed boxes,
Zoomaka's animal cards per section type, keyed "zoomaka:<type>" (the dice game also has a
"monkey"): each rules package's scoreboard says them in the one shape of games.py. A game's
score comes from its rules (final_scores): Zoomaka's is its complete sections. Never added
up here, and nothing here asks which game it is.
"""
from __future__ import annotations

from .. import games
from ..zoo.rules.names import safe_text
from ..seats import seat_colour
from .keeper import game_id, game_of

GAMES = ("zoo", "dice", "zoomaka")
ZOOMAKA_ANIMAL = "zoomaka:"     # the prefix of a Zoomaka section type in `animals` (its scoreboard's)
KINDS = ("human", "bot")
LEVELS = ("easy", "medium", "hard")
MAX_SEATS = 8


def summarize(record) -> dict:
    """The row of a record read by rules.saves (so already verified)."""
    game, state, meta = game_of(record), record.state, record.meta
    rules = games.get(game)
    board = rules.scoreboard(state)
    players = board["players"]
    scores = rules.final_scores(state)
    seats_meta = meta.get("seats") or []
    seats = []
    for i, player in enumerate(players):
        seat = seats_meta[i] if i < len(seats_meta) and isinstance(seats_meta[i], dict) else {}
        kind = seat.get("kind") if seat.get("kind") in KINDS else "human"
        seats.append({"name": safe_text(seat.get("name") or player["name"], 40),
                      "kind": kind, "level": seat.get("level") if kind == "bot" and seat.get("level") in LEVELS else None,
                      "score": int(scores["players"][i]["total"]), "won": i in scores["winners"],
                      "animals": player["animals"], "colour": _colour(seat.get("colour"), i)})
    title = meta.get("title")
    return {"id": game_id(record), "game": game, "expansions": board["options"],
            "practice": meta.get("practice") is True, "lesson": isinstance(meta.get("lesson"), dict),
            "title": safe_text(title, 60) if isinstance(title, str) and title.strip() else None,
            "finished": bool(state.game_over), "round": int(state.round),
            "actions": len(record.actions), "turn": int(state.current), "seats": seats}


def _colour(colour, seat: int) -> list:
    if isinstance(colour, list) and len(colour) == 3 and all(_whole(c, 0, 255) for c in colour):
        return list(colour)
    return list(seat_colour(seat))


def _whole(v, lo=0, hi=10 ** 6) -> bool:
    return type(v) is int and lo <= v <= hi


def _seat_ok(s, game: str) -> bool:
    if type(s) is not dict:
        return False
    name, level, score, colour, animals = (s.get("name"), s.get("level"), s.get("score"), s.get("colour"),
                                           s.get("animals"))
    if not (type(name) is str and len(name) <= 60 and s.get("kind") in KINDS and (level is None or level in LEVELS)
            and type(score) is int and -10 ** 4 <= score <= 10 ** 4 and type(s.get("won")) is bool
            and type(colour) is list and len(colour) == 3 and type(animals) is dict and len(animals) <= 40):
        return False
    for c in colour:
        if type(c) is not int or not 0 <= c <= 255:
            return False
    for animal, n in animals.items():
        if len(animal) > 30 or type(n) is not int or not 0 <= n <= 999:
            return False
    if game == "zoomaka":       # its section types only: an unknown one would be drawn as a blank disc
        from ..zoomaka.rules.cards import TYPES
        return all(a.startswith(ZOOMAKA_ANIMAL) and a[len(ZOOMAKA_ANIMAL):] in TYPES for a in animals)
    return True


def row_ok(row) -> bool:
    """Is this a row summarize could have made? (The index is a file anyone may edit.)"""
    if type(row) is not dict:
        return False
    ident, expansions, title, seats = row.get("id"), row.get("expansions"), row.get("title"), row.get("seats")
    return (type(ident) is str and 0 < len(ident) <= 40 and row.get("game") in GAMES
            and type(expansions) is list and len(expansions) <= 10
            and all(type(e) is str and len(e) <= 30 for e in expansions)
            and type(row.get("practice")) is bool and type(row.get("finished")) is bool
            and type(row.get("lesson", False)) is bool
            and (title is None or (type(title) is str and len(title) <= 80))
            and _whole(row.get("round"), 0, 999) and _whole(row.get("actions"))
            and _whole(row.get("turn"), 0, MAX_SEATS)
            and type(seats) is list and 1 <= len(seats) <= MAX_SEATS
            and all(_seat_ok(s, row.get("game")) for s in seats))
