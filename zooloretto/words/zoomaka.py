"""Zoomaka's names (cards, section types, card kinds) and the rules' refusals, in the
player's language (catalog locales/zoomaka.*.json): the table and the command line say
them alike. The rules' own English is the fallback, never a guess."""
from __future__ import annotations

from ..zoomaka.rules.cards import CARDS
from .text import tr


def said(key: str, fallback: str, **params) -> str:
    """The catalog's sentence `key`, else `fallback`."""
    text = tr(key, **params)
    return fallback if text == key else text


def card_name(card: str) -> str:
    if card not in CARDS:
        return tr("zoomaka.card.hidden")
    c = CARDS[card]
    return said("zoomaka.card." + c.key, c.name)


def type_name(section: str) -> str:
    return said("zoomaka.type." + str(section), str(section))


def kind_name(kind: str) -> str:
    return said("zoomaka.kind." + str(kind), str(kind))


def refusal_text(refusal) -> str:
    """A refusal of the Zoomaka rules, in the player's words."""
    params = dict(refusal.params)
    if "section" in params:
        params["section"] = type_name(params["section"])
    if "kind" in params:
        params["kind"] = kind_name(params["kind"])
    if isinstance(params.get("target"), int):
        params["target"] = params["target"] + 1
    return said("zoomaka.refusal." + refusal.code, str(refusal), **params)
