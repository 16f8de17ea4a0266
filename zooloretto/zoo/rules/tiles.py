"""Tile codes: every tile is a short, readable string.

  "zebra"                 a plain zebra
  "zebra:male" / ":female" a fertile animal that has not bred yet
  "zebra:male:bred"       a fertile animal that has produced its offspring
  "zebra:baby"            a round offspring tile
  "stall:popcorn"         a vending stall
  "coin"                  a coin tile

Identical strings are identical tiles, so a state is plain JSON data and
an action can name a tile by its code.
"""
from dataclasses import dataclass

from .components import (ANIMALS, STALLS, PLAIN_PER_ANIMAL, TILES_PER_STALL,
                         COIN_TILES, FERTILE_PAIRS_PER_ANIMAL)

COIN = "coin"
ANIMAL, STALL, COIN_KIND = "animal", "stall", "coin"


def plain(animal): return animal
def male(animal): return animal + ":male"
def female(animal): return animal + ":female"
def baby(animal): return animal + ":baby"
def stall(kind): return "stall:" + kind


def _build_tables():
    kind, animal_of, stall_of, unbred_sex, bred_form = {}, {}, {}, {}, {}
    for a in ANIMALS:
        for t in (a, baby(a)):
            kind[t], animal_of[t] = ANIMAL, a
        for sex in ("male", "female"):
            fresh, used = f"{a}:{sex}", f"{a}:{sex}:bred"
            kind[fresh] = kind[used] = ANIMAL
            animal_of[fresh] = animal_of[used] = a
            unbred_sex[fresh] = sex
            bred_form[fresh] = used
    for s in STALLS:
        kind[stall(s)] = STALL
        stall_of[stall(s)] = s
    kind[COIN] = COIN_KIND
    return kind, animal_of, stall_of, unbred_sex, bred_form


KIND, ANIMAL_OF, STALL_OF, UNBRED_SEX, BRED_FORM = _build_tables()
ALL_TILE_CODES = frozenset(KIND)     # the base game's tiles


def register_stall(kind: str) -> str:
    """An expansion's stall type: its tile behaves as a vending stall everywhere."""
    code = stall(kind)
    KIND[code] = STALL
    STALL_OF[code] = kind
    TILE_INFO[code] = _info(code)      # (both defined below; expansions register after import)
    return code


def is_animal(tile): return KIND.get(tile) == ANIMAL
def is_stall(tile): return KIND.get(tile) == STALL
def is_offspring(tile): return tile.endswith(":baby")


def square_tiles_of(animal):
    """The 11 square tiles of one animal type, as printed."""
    return ([plain(animal)] * PLAIN_PER_ANIMAL
            + [male(animal)] * FERTILE_PAIRS_PER_ANIMAL
            + [female(animal)] * FERTILE_PAIRS_PER_ANIMAL)


def non_animal_tiles():
    tiles = []
    for s in STALLS:
        tiles += [stall(s)] * TILES_PER_STALL
    return tiles + [COIN] * COIN_TILES


def species(tile):
    """Animal type or stall type of a tile: what a barn penalty counts."""
    return ANIMAL_OF.get(tile) or STALL_OF.get(tile)


@dataclass(frozen=True, slots=True)
class TileInfo:
    """What a tile code says: kind ("animal", "stall", "coin") and its details."""
    code: str
    kind: str
    animal: str | None = None      # animal type of an animal tile
    sex: str | None = None         # "male" / "female" for a fertile animal, else None
    bred: bool = False             # a fertile animal that has had its offspring
    offspring: bool = False        # a round offspring tile
    stall: str | None = None       # stall type of a vending stall


def _info(code):
    kind = KIND[code]
    if kind == ANIMAL:
        parts = code.split(":")
        sex = parts[1] if len(parts) > 1 and parts[1] in ("male", "female") else None
        return TileInfo(code, kind, ANIMAL_OF[code], sex, code.endswith(":bred"),
                        code.endswith(":baby"))
    return TileInfo(code, kind, stall=STALL_OF.get(code))


TILE_INFO = {code: _info(code) for code in ALL_TILE_CODES}


def parse_tile(code) -> TileInfo:
    """The facts of a tile code; ValueError for a code that is no tile."""
    info = TILE_INFO.get(code) if isinstance(code, str) else None
    if info is None:
        raise ValueError(f"there is no tile called {code!r}")
    return info
