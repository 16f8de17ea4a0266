"""The board game's names (tiles, animals, places) and the rules' refusals, in the player's
language: the table, its talk and the command line say them alike."""
from __future__ import annotations

from ..zoo.rules import components as C
from ..zoo.rules.tiles import TILE_INFO
from .text import tr

ANIMAL_PARAMS = ("held", "animal")


def animal_name(a: str, plural=False) -> str:
    return tr(("game.animals." if plural else "game.animal.") + a)


def tile_name(tile: str) -> str:
    """"a zebra", "an elephant (male)", "a popcorn stall", "a baby panda"."""
    info = TILE_INFO.get(tile)
    if info is None:
        return tile
    if info.kind == "coin":
        return tr("game.tile.coin")
    if info.kind == "jungle":               # Exotic's jungle animals
        return tr("game.jungle_a." + tile.split(":")[1])
    if info.kind == "site":                 # the wandering building sites
        return tr("game.site_a." + tile.split(":")[1])
    if info.stall == "souvenir":           # the buildings expansion's stall
        return tr("game.stall_a.souvenir")
    if info.stall:
        return tr("game.stall_a." + info.stall)
    a = tr("game.animal_a." + info.animal)
    if info.offspring:
        return tr("game.tile.baby", animal=animal_name(info.animal))
    if info.sex:
        return tr("game.tile.male" if info.sex == "male" else "game.tile.female", a=a)
    return a


def place_name(to: str, index, names=None) -> str:
    """Where a tile goes; `names` (the players') for a building site's zoo ("barn@2")."""
    if "@" in to:
        seat = int(to.partition("@")[2])
        return tr("game.place.other_zoo", name=names[seat] if names else seat + 1)
    if to == "jungle":
        return tr("game.place.jungle")
    if to == "petting_zoo":
        return tr("game.place.petting_zoo")
    if to == "barn":
        return tr("game.place.barn")
    if to == "stall":
        return tr("game.place.stall")
    if index is not None and index >= C.BOARD_ENCLOSURES:
        return tr("game.place.expansion")
    return tr("game.place.enclosure", n=C.ENCLOSURE_CAPACITY[index or 0])


def pen_name(index: int) -> str:
    if index >= C.BOARD_ENCLOSURES:
        return tr("game.place.expansion_name")
    return tr("game.place.pen_name", n=C.ENCLOSURE_CAPACITY[index])


def refusal_text(r) -> str:
    """The engine's reason, in the player's language, with names translated."""
    params = {}
    for key, value in r.params.items():
        if key == "held" or (key == "animal" and r.code == "exchange_same_animal"):
            value = animal_name(value, plural=True)
        elif key == "animal" and r.code == "wrong_animal":
            value = tr("game.animal_a." + value)
        elif key in ANIMAL_PARAMS and isinstance(value, str):
            value = animal_name(value)
        elif key == "tile" and isinstance(value, str):
            value = tile_name(value)
        elif key in ("index", "truck", "seller") and isinstance(value, int):
            value = value + 1
        params[key] = value
    return tr("rules.refusal." + r.code, **params)
