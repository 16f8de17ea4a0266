"""Zoomaka's sentences at the table in the player's language (catalog locales/zoomaka.*.json):
the cards' effects, what an action does, what the player who must decide now is asked; the
cards' names and the rules' refusals come from words/zoomaka.py (the command line's too). The rules' own English is the
fallback, never a guess."""
from __future__ import annotations

from ...words.zoomaka import card_name, kind_name, refusal_text, said as _said, type_name  # noqa: F401
from ...zoomaka.rules.cards import CARDS
from ...zoomaka.rules.legal import action_limit, decision, fee_owed, top_effect
from ..safe_draw import safe_text
from ..text import tr

HIDDEN = "?"


def effect_text(card: str) -> str:
    """The card's effect in one sentence of ours ("" for a plain animal)."""
    c = CARDS.get(card)
    if c is None or not c.effect:
        return ""
    return _said("zoomaka.effect." + c.effect, "")


def progress_sayings(done: int, need: int) -> tuple:
    """A zoo's complete sections against the number that wins, longest first: "2 of 4
    sections complete"; past the number (a payment completing two at once, a 5-player game
    needing 3) "4 complete sections (3 needed)", never "4 of 3"."""
    if done > need:
        return (tr("zoomaka.complete_over", n=done, need=need),
                tr("zoomaka.complete_over_short", n=done, need=need), f"{done} ({need})")
    return (tr("zoomaka.complete", n=done, need=need), tr("zoomaka.complete_short", n=done, need=need),
            f"{done}/{need}")


def describe(action, names) -> str:
    """What an action does, as the hint says it."""
    kind = action.type
    card = getattr(action, "card", None)
    params = {"card": card_name(card) if card else "",
              "section": type_name(getattr(action, "section", None) or ""),
              "target": safe_text(names[action.target], 24) if getattr(action, "target", None) is not None
              and action.target < len(names) else "",
              "pick": card_name(action.pick) if getattr(action, "pick", None) else ""}
    if kind == "entrance" and params["target"]:      # whom a Multicolor Entrance charges
        kind = "entrance_at"
    return _said("zoomaka.do." + kind, kind, **params)


def choice_labels(actions, names) -> list:
    """The words of each choice of one drop (ZoomakaTableScene.choose): only what tells
    them apart when that is one thing (whom an Entrance charges, which section), short
    enough for a button; else what each does."""
    def differs(field):
        values = [getattr(a, field, None) for a in actions]
        return len(set(values)) == len(values) and all(
            all(getattr(a, f, None) == getattr(actions[0], f, None) for a in actions)
            for f in ("type", "card", "pick") + tuple(x for x in ("target", "section") if x != field))
    if len(actions) > 1 and differs("target") and all(a.target is not None for a in actions):
        key = "zoomaka.choose.pays" if actions[0].type == "entrance" else "zoomaka.choose.at"
        return [tr(key, name=safe_text(names[a.target], 24) if a.target < len(names) else "?") for a in actions]
    if len(actions) > 1 and differs("section") and all(a.section is not None for a in actions):
        return [tr("zoomaka.choose.section", section=type_name(a.section)) for a in actions]
    return [describe(a, names) for a in actions]


def prompt(state, names, is_bot) -> str:
    """The line that says who decides now and what they are asked."""
    if state.game_over:
        return tr("zoomaka.prompt.over")
    name = safe_text(names[state.current], 24)
    if is_bot(state.current):
        return tr("zoomaka.prompt.bot", name=name)
    asked = decision(state)
    if asked == "turn":
        left = max(0, action_limit(state) - state.used)
        if not state.players[state.current].hand:       # nothing to drag: only the draw
            return tr("zoomaka.prompt.turn_empty", name=name)
        if not left:                                    # a free card, else the draw
            return tr("zoomaka.prompt.turn_spent", name=name)
        return tr("zoomaka.prompt.turn", name=name, count=left)
    window = state.window or {}
    by = window.get("by")
    by_name = safe_text(names[by], 24) if isinstance(by, int) and by < len(names) else ""
    # the card in question: a fee's Entrance, or the Direct card inside the action played
    action = window.get("action")
    card = window.get("card") or (action.get("card") if isinstance(action, dict) else None)
    if asked == "answer":       # only Quick Delivery can answer: said the same to everyone asked
        what = window.get("kind") or window.get("about")
        return tr("zoomaka.prompt.answer." + str(what), name=name, by=by_name,
                  card=card_name(card) if isinstance(card, str) else "",
                  quick=card_name("quick_delivery-1"))
    said = tr("zoomaka.prompt." + asked, name=name, by=by_name, count=state.owed, fee=fee_owed(state),
              card=card_name(card) if isinstance(card, str) else "")
    if asked == "fee" and top_effect(state) != "roar":     # what may answer it, until it is paid
        said += " " + tr("zoomaka.prompt.fee_answers", peanuts=card_name("pay_with_peanuts-1"),
                         no_way=card_name("no_way-1"))
    return said
