"""What differs between the three games on the command line: which rules package a save's
game plays by, what `show` prints of it, who sits at it (meta.seats) and how `new` sets up
Zoomaka. cli.py asks here and keeps the contract; this module imports nothing of cli.py,
so CliError lives here and cli.py takes it from here.

    zooloretto new --game zoomaka --players 2..5 [--names A,B] [--seed N] [--start-player K] --out FILE
    legal / apply / show / score on its save: the same JSON shapes as the other games
    (apply --events: the events as the seat that acted sees them, seen_by below; --all: all)
    (show: zoomaka/rules/view.py describe; score: final, winners, decided_by_coins (always
    false: Zoomaka has no coins), shared, players with each zoo's sections and "total", its
    complete sections)
"""
from __future__ import annotations

from . import games
from .cli_text import say

GAMES = tuple(games.WORDS)       # `new --game` ("board", "dice", "zoomaka"): the board game is the default


class CliError(Exception):
    """A problem with what the user asked for: printed as one line, status 2."""


def game_of(record) -> str:
    return getattr(record, "game", None) or "board"      # a board game's save names no game


def rules_of(record):
    """The rules package of the game a save holds."""
    return games.by_word(game_of(record)).rules_package


def describe(record) -> dict:
    """What `show` prints: the game's own public summary."""
    return games.by_word(game_of(record)).view_module().describe(record.state)


def seen_by(rules, events, seat: int) -> list:
    """One action's events as `seat` may know them: Zoomaka's rules hide the cards that seat
    may not see (seen_by); the board and dice games' events are public (a drawn tile, a
    roll: nothing tells the stacks' order or a roll to come), so they are all told."""
    hide = getattr(rules, "seen_by", None)
    return list(events) if hide is None else hide(events, seat)


def with_seats(record):
    """People at every seat, each in their own colour and under their name (meta.seats,
    what the table reads): a save made here opens like one made on the New game screen."""
    from .seats import people_seats
    state = record.state
    players = getattr(state, "zoos", None) or getattr(state, "sheets", None) or state.players
    record.meta["seats"] = people_seats([p.name for p in players])
    return record


def new_zoomaka(args):
    """A new Zoomaka game from `new`'s options (the board game's own are refused)."""
    from .zoomaka.rules import SetupError
    from .zoomaka.rules.record import ZoomakaRecord
    if args.remove is not None:
        raise CliError(say("cli.remove_zoomaka"))
    if args.expansions:
        raise CliError(say("cli.expansions_zoomaka"))
    try:
        return ZoomakaRecord.new(args.players, args.seed, args.names or None, args.start_player)
    except SetupError as e:
        raise CliError(f"{e}.") from None
