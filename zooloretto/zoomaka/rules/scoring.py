"""Who won, and each zoo's standing: the first zoo with four different complete sections
(three with five players) wins at once. A game stopped by the turn limit (rulings) goes
to the most complete sections, then the most animals, then the zoo's value, else shared.
"""
from __future__ import annotations

from .cards import SECTION_SIZE
from .zoo import complete_count, section_value


def standing(player) -> dict:
    return {
        "sections": {sec.type: {"animals": len(sec.animals), "size": SECTION_SIZE[sec.type],
                                "addons": len(sec.addons), "value": section_value(sec)}
                     for sec in player.zoo},
        "complete": [sec.type for sec in player.zoo if len(sec.animals) >= SECTION_SIZE[sec.type]],
        "animals": sum(len(sec.animals) for sec in player.zoo),
        "zoo_value": sum(section_value(sec) for sec in player.zoo),
        "bank_cards": len(player.bank),
        "hand_cards": len(player.hand),
    }


def rank_key(player) -> tuple:
    return (complete_count(player), sum(len(sec.animals) for sec in player.zoo),
            sum(section_value(sec) for sec in player.zoo))


def leaders(state) -> list:
    keys = [rank_key(p) for p in state.players]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


def final_scores(state) -> dict:
    """Per player the standing and `total` (complete sections); the winners (the game's,
    or today's leaders while it goes on)."""
    players = []
    for p in state.players:
        b = standing(p)
        b["name"] = p.name
        b["total"] = len(b["complete"])
        players.append(b)
    winners = list(state.winners) if state.game_over else leaders(state)
    return {"players": players, "winners": winners, "reason": state.ended_by,
            "shared": len(winners) > 1}


SECTION_ANIMALS = "zoomaka:"    # a section type's key among a seat's animals


def scoreboard(state) -> dict:
    """The shape all three games answer (games.GameRules.scoreboard): per seat its name, its
    points now (its complete sections, as the game counts them) and its animal cards per
    section type ("zoomaka:<type>"); no options in this game."""
    players = []
    for p in state.players:
        b = standing(p)
        players.append({"name": p.name, "points": len(b["complete"]),
                        "animals": {SECTION_ANIMALS + kind: sec["animals"]
                                    for kind, sec in b["sections"].items() if sec["animals"]}})
    return {"players": players, "options": []}
