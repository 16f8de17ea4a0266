"""What this computer remembers of network play, in the user's data folder beside the
saves (paths.saves_dir(); never the working directory): the name and address last typed
on Join a table, and the seats taken at each table joined (its code, and each seat with
its token: two players at one computer keep both), so that a joiner whose own program
was closed takes the same seats back. A damaged or
missing file is an empty memory."""
from __future__ import annotations

import json
import logging

from ... import paths

log = logging.getLogger("zooloretto")
FILE = "network.json"
KEPT_SEATS = 8


def _path():
    return paths.saves_dir() / FILE


def load() -> dict:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save(data: dict) -> None:
    try:
        paths.ensure(paths.saves_dir())
        _path().write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    except OSError as e:          # forgetting only costs retyping
        log.warning("network memory not written: %s", e)


def last_typed() -> tuple:
    """(address or invite, name) typed last time, or ("", "")."""
    data = load()
    text, name = data.get("address"), data.get("name")
    return (text if isinstance(text, str) else "")[:300], (name if isinstance(name, str) else "")[:40]


def remember_typed(address: str, name: str) -> None:
    data = load()
    data.update(address=address[:300], name=name[:40])
    save(data)


def seats_for(host: str, port: int, code: str) -> list:
    """[(seat, token)] this computer had at that table (two players at one computer: both
    seats), in the order taken; [] when none."""
    for entry in load().get("seats") or []:
        if isinstance(entry, dict) and entry.get("where") == f"{host}:{port}/{code}":
            pairs = entry.get("taken")
            if not isinstance(pairs, list):           # a file from before: one seat a table
                pairs = [entry]
            found = [(e.get("seat"), e.get("token")) for e in pairs if isinstance(e, dict)]
            return [(seat, token) for seat, token in found
                    if isinstance(seat, int) and not isinstance(seat, bool) and isinstance(token, str)]
    return []


def remember_seats(host: str, port: int, code: str, tokens: dict) -> None:
    """Keep every seat this computer took at that table with its token ({seat: token})."""
    data = load()
    where = f"{host}:{port}/{code}"
    kept = [e for e in data.get("seats") or [] if isinstance(e, dict) and e.get("where") != where]
    taken = [{"seat": seat, "token": token} for seat, token in tokens.items() if token]
    data["seats"] = ([{"where": where, "taken": taken}] + kept)[:KEPT_SEATS]
    save(data)


# the table this computer hosts: its code and seat tokens, beside the autosaves, so that
# after the host's program died Continue can host it again and the joiners get back in
HOSTING = "hosting.json"


def keep_hosting(entry: dict) -> None:
    try:
        folder = paths.ensure(paths.autosave_dir())
        (folder / HOSTING).write_text(json.dumps(entry), encoding="utf-8")
    except OSError as e:          # only Host again is lost
        log.warning("the hosted table's code was not kept: %s", e)


def kept_hosting(game_id) -> dict | None:
    """The kept table of the game `game_id` (record.meta["network"]["table"]), or None."""
    try:
        data = json.loads((paths.autosave_dir() / HOSTING).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(game_id, str) or data.get("game_id") != game_id:
        return None
    tokens = data.get("tokens")
    if not (isinstance(data.get("code"), str) and isinstance(tokens, list)
            and all(t is None or isinstance(t, str) for t in tokens)
            and isinstance(data.get("port"), int) and isinstance(data.get("name"), str)):
        return None
    return data
