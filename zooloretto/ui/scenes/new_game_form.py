"""What the New game form holds apart from its drawing: the two games and their player
counts, the expansions a board game may switch on, the checks before a start, and the
setup remembered for next time (in the settings file)."""
from __future__ import annotations

from ...dice.rules import components as DC
from ...zoo.rules import components as C
from ...zoo.rules.expansions import NAMES as EXPANSIONS
from ...zoo.rules.names import clean_name
from ...zoomaka.rules import rulings as ZR
from ..kit import player_colours
from ..session import GameSession, Seat
from ..text import tr

NAME_LIMIT = 16
SEED_DIGITS = 12

BOARD, DICE, ZOOMAKA = "zoo", "dice", "zoomaka"     # as session.game names them
GAMES = (BOARD, DICE, ZOOMAKA)
PLAYERS = {BOARD: (C.MIN_PLAYERS, C.MAX_PLAYERS), DICE: (DC.MIN_PLAYERS, DC.MAX_PLAYERS),
           ZOOMAKA: (ZR.MIN_PLAYERS, ZR.MAX_PLAYERS)}

# Each expansion's name and its one line for the form, in the order the rules list them.
EXPANSION_TEXT = {
    "savings-book": ("menu.expansion_savings_book", "menu.expansion_savings_book_line"),
    "petting-zoo": ("menu.expansion_petting_zoo", "menu.expansion_petting_zoo_line"),
    "buildings": ("menu.expansion_buildings", "menu.expansion_buildings_line"),
    "polar-bear": ("menu.expansion_polar_bear", "menu.expansion_polar_bear_line"),
    "exotic": ("menu.expansion_exotic", "menu.expansion_exotic_line"),
    "octopus": ("menu.expansion_octopus", "menu.expansion_octopus_line"),
    "skunk": ("menu.expansion_skunk", "menu.expansion_skunk_line"),
    "building-sites": ("menu.expansion_building_sites", "menu.expansion_building_sites_line"),
}
assert tuple(EXPANSION_TEXT) == EXPANSIONS, "a new expansion needs its words on the New game screen"
EXPANSION_PICTURES = {"savings-book": "savings_book", "petting-zoo": "petting_zoo", "buildings": "restaurant",
                      "polar-bear": "polar_bear", "exotic": "exotic",
                      "octopus": "octopus", "skunk": "skunk", "building-sites": "building_site"}          # as the table draws them (art.icon names)


def bot_levels() -> tuple:
    try:
        from ...zoo.bots import LEVELS
        return tuple(LEVELS)
    except Exception:  # the bots package may not be there yet
        return ("easy", "medium", "hard")


def dice_available() -> bool:
    """Whether this build can seat a dice game at a table (GameSession.new(..., game="dice"))."""
    import inspect
    return "game" in inspect.signature(GameSession.new).parameters


def validate(seats: list, random_removed: bool, removed: set, seed_text: str, game: str = BOARD):
    """Check the form; returns (message or None, seed or None)."""
    for i, seat in enumerate(seats, 1):
        if not seat.name.strip():
            return tr("menu.error_empty_name", n=i), None
    seen = {}
    for seat in seats:
        key = seat.name.strip().casefold()
        if key in seen:
            return tr("menu.error_duplicate_name", name=seat.name.strip()), None
        seen[key] = seat
    if game == BOARD:
        need = C.REMOVED_TYPES[len(seats)]
        if not random_removed and len(removed) != need:
            return tr("menu.error_removed_count", players=len(seats), count=need, chosen=len(removed)), None
    text = seed_text.strip()
    if text and not (text.isascii() and text.isdigit() and len(text) <= SEED_DIGITS):
        return tr("menu.error_seed"), None
    return None, (int(text) if text else None)


def remember(settings, seats, removed, game: str = BOARD, expansions=()) -> None:
    """Keep this form for the next New game (settings file; a failed write only loses that).
    A dice game keeps the board game's animals and expansions as they were."""
    colours = player_colours()
    settings.last_seats = [[s.name, s.kind, s.level or "", colours.index(s.colour) if s.colour in colours else i]
                           for i, s in enumerate(seats)]
    settings.last_game = game
    if game == BOARD:
        settings.last_removed = list(removed or [])
        settings.last_expansions = [e for e in EXPANSIONS if e in expansions]
    settings.save()


def remembered(settings):
    """(seats, removed types) of the last New game, or None when there is none or it does
    not make a whole form (the settings file may have been edited by hand)."""
    colours, levels, out = player_colours(), bot_levels(), []
    rows = settings.last_seats
    if not isinstance(rows, list) or not C.MIN_PLAYERS <= len(rows) <= C.MAX_PLAYERS:
        return None
    for row in rows:
        if not (isinstance(row, list) and len(row) == 4 and isinstance(row[0], str)
                and row[1] in ("human", "bot") and isinstance(row[3], int) and not isinstance(row[3], bool)
                and 0 <= row[3] < len(colours) and (row[1] == "human" or row[2] in levels)):
            return None
        out.append(Seat(clean_name(row[0], "?")[:NAME_LIMIT], row[1], row[2] if row[1] == "bot" else None,
                        colours[row[3]]))
    if len({s.colour for s in out}) != len(out):
        return None
    removed = settings.last_removed
    if not (isinstance(removed, list) and len(removed) == C.REMOVED_TYPES[len(out)]
            and set(removed) <= set(C.ANIMALS) and len(set(removed)) == len(removed)):
        removed = []
    return out, removed


def remembered_game(settings) -> tuple:
    """(game, expansions) of the last New game; what is not understood is left out."""
    game = getattr(settings, "last_game", BOARD)
    game = game if game in GAMES else BOARD
    if game != BOARD and not dice_available():
        game = BOARD
    kept = getattr(settings, "last_expansions", [])
    kept = kept if isinstance(kept, list) else []
    return game, {e for e in EXPANSIONS if e in kept}
