"""What the Load screen shows of a saved game, for either game: its name (the dice game
says so), the round, who plays with their points so far, the expansions switched on, and a
glimpse of each zoo (its enclosures and coins) or score sheet (boxes crossed per animal)."""
from __future__ import annotations

from ... import games
from ...zoo.rules.names import safe_text
from ..kit import safe_art, text_font
from ..text import tr
from .new_game_form import EXPANSION_PICTURES, EXPANSION_TEXT


def _portrait(session):
    return games.of(session.record).portrait()


def players(state) -> list:
    """The zoos of a board game, the score sheets of a dice game or Zoomaka's players, in seat order."""
    zoos = getattr(state, "zoos", None)
    return list(zoos if zoos is not None else getattr(state, "sheets", None) or getattr(state, "players", []))


def names(state) -> list:
    return [safe_text(p.name) for p in players(state)]


def points(session) -> list:
    """Each player's points if the game ended now (Zoomaka's: its complete sections)."""
    return [p["points"] for p in games.of(session.record).scoreboard(session.state)["players"]]


def status(session) -> str:
    """"Round 6", "Finished"; for the dice game "Dice game · Round 6"."""
    state = session.state
    text = tr("menu.finished") if state.game_over else tr("menu.round", n=state.round)
    key = _portrait(session).SAVE_STATUS
    return tr(key, status=text) if key else text


def expansions(session) -> str:
    """The expansions of a board game, named as the New game screen names them ("" for none)."""
    options = getattr(session.state, "options", ()) or ()
    return ", ".join(tr(EXPANSION_TEXT[n][0]) for n in options if n in EXPANSION_TEXT)


def expansion_icons(session, px: int) -> list:
    """The pictures of a board game's expansions, as New game shows them (none for a base game)."""
    options = getattr(session.state, "options", ()) or ()
    icons = (safe_art("icon", EXPANSION_PICTURES[n], px) for n in options if n in EXPANSION_PICTURES)
    return [icon for icon in icons if icon is not None]


def glimpse(app, surface, session, seat: int, x: int, y: int, t: int, right: int, gap: int) -> None:
    """One player's zoo (enclosure animals and counts, coins), sheet (crossed boxes per
    animal, coins) or Zoomaka sections, in a row of pictures `t` high from (x, y), stopping
    before `right`: the game's own picture (ui/<game>/portrait.py)."""
    _portrait(session).glimpse(surface, session.state, seat, text_font(app, 13, True), x, y, t, right, gap)
