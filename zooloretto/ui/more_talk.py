"""The table talk, score rows and action names of Exotic and the three minis (the
octopus, the skunk, the building sites); game_log.py takes these in."""
from __future__ import annotations

from ..words.zoo import animal_name, tile_name
from .text import tr


def colour_name(colour: str) -> str:
    return tr("game.visitor." + colour)


def _who(e, names):
    return names[e.player]


def _moved(e, names, _):
    key = "game.log.visitor_forward" if e.steps > 0 else "game.log.visitor_back"
    return tr(key, name=_who(e, names), colour=colour_name(e.colour), point=e.dst.slot + 1)


def _left(e, names, _):
    key = "game.log.visitor_exit" if e.forward else "game.log.visitor_gone"
    return tr(key, name=_who(e, names), colour=colour_name(e.colour))


def _special(e, names, _):
    if e.special == "octopus":
        return tr("game.log.octopus_taken", name=_who(e, names), amount=e.coins)
    return tr("game.log.skunk_taken", name=_who(e, names))


def _revealed(e, names, _):
    if e.right:
        return tr("game.log.octopus_right", name=_who(e, names), predicted=names[e.predicted])
    return tr("game.log.octopus_wrong", name=_who(e, names), predicted=names[e.predicted],
              amount=e.paid)


SAYINGS = {
    "visitor_arrived": lambda e, names, _: tr("game.log.visitor_arrived", name=_who(e, names),
                                              colour=colour_name(e.colour)),
    "visitor_moved": _moved,
    "visitor_left": _left,
    "bonus_board_taken": lambda e, names, _: tr("game.log.bonus_board_taken", name=_who(e, names),
                                                colour=colour_name(e.colour)),
    "special_taken": _special,
    "octopus_predicted": lambda e, names, _: tr("game.log.octopus_predicted", name=_who(e, names)),
    "octopus_revealed": _revealed,
    "skunk_used": lambda e, names, _: tr("game.log.skunk_used", name=_who(e, names),
                                         animals=animal_name(e.animal, plural=True)),
    "skunk_declined": lambda e, names, _: tr("game.log.skunk_declined", name=_who(e, names)),
    "skunk_leftovers": lambda e, names, _: tr("game.log.skunk_leftovers"),
    "site_placed": lambda e, names, _: tr("game.log.site_placed", name=_who(e, names),
                                          tile=tile_name(e.tile), target=names[e.target]),
}

ROW_NAMES = {"visitor_colours": "results.row.visitor_colours",
             "bonus_boards": "results.row.bonus_boards", "jungle_barn": "results.row.jungle_barn",
             "octopus": "results.row.octopus", "barn_site": "results.row.barn_site"}


def row_pictures(row: dict) -> list:
    kind = row.get("row")
    if kind == "visitor_colours":
        return [("visitor", 0)] * len(row.get("colours", []))
    if kind == "bonus_boards":
        return [("bonus_board", 0)] * len(row.get("colours", []))
    if kind == "jungle_barn":
        return [("jungle:" + sp, 0) for sp in row.get("species", [])]
    if kind == "octopus":
        return [("octopus", 0)]
    if kind == "barn_site":
        return [("site:barn", 0)]
    return []


def _seat_name(state, seat):
    return state.zoos[seat].name


def describe(action, state):
    """A short imperative for one of the new actions (or answers), None if not one."""
    kind = getattr(action, "type", "")
    if kind == "move_jungle":
        return tr("game.do.move_jungle", tile=tile_name(action.tile))
    if kind == "use_skunk":
        return tr("game.do.use_skunk", animals=animal_name(action.animal, plural=True))
    if kind == "pass_site":
        site = "site:" + action.site.partition(":")[0]
        return tr("game.do.pass_site", tile=tile_name(site),
                  target=_seat_name(state, int(action.to.partition("@")[2])))
    if kind == "place" and "@" in action.to:
        return tr("game.do.site", tile=tile_name(action.tile),
                  target=_seat_name(state, int(action.to.partition("@")[2])))
    if kind != "settle":
        return None
    verb, _, colour = action.to.partition(":")
    if verb == "bring":
        return tr("game.do.bring_visitor", colour=colour_name(colour))
    if verb == "move":
        return tr("game.do.walk_visitor", colour=colour_name(colour), point=action.index)
    if action.to == "none":
        return tr("game.do.no_visitor")
    if action.to == "predict":
        return tr("game.do.predict", name=_seat_name(state, action.index))
    if action.tile == "special":
        return tr("game.do.take_special", special=tr("game.special." + action.to))
    if action.to == "pass":
        return tr("game.do.skunk_pass")
    if action.to == "done":
        return tr("game.do.go_on")
    if action.to == "stop":
        return tr("game.do.stop_sites")
    if "@" in action.to:
        site = "site:" + action.tile.partition(":")[0]
        return tr("game.do.pass_site", tile=tile_name(site),
                  target=_seat_name(state, int(action.to.partition("@")[2])))
    return None                        # a skunk's animal bought: "put ... in ..." as any tile
