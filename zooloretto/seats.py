"""Who sits at a game, as a save records it (its meta.seats): a person or a bot of a level,
the name, and the colour the table draws the seat in. Pure Python, no pygame: the New game
screen, the table's art and the command line (`zooloretto new`) take the seat colours from
here, so a game made anywhere opens with the same distinct colours."""
from __future__ import annotations

# Okabe-Ito colours: distinguishable with the common colour-vision deficiencies.
SEAT_COLOURS = ((0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167), (213, 94, 0))


def seat_colour(seat: int) -> tuple:
    """The colour of seat number `seat` (0-based) when nobody chose one."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def people_seats(names) -> list:
    """meta.seats for people at every seat: these names in seat order, a colour each."""
    return [{"name": name, "kind": "human", "level": None, "colour": list(seat_colour(i))}
            for i, name in enumerate(names)]
