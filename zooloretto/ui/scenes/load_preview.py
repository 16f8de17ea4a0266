"""What the Load screen shows of a saved game, for either game: its name (the dice game
says so), the round, who plays with their points so far, the expansions switched on, and a
glimpse of each zoo (its enclosures and coins) or score sheet (boxes crossed per animal)."""
from __future__ import annotations

from ...dice.rules import components as DC
from ...zoo.rules.names import safe_text
from ...zoo.rules.scoring import score_zoo
from ..kit import INK, draw_text, safe_art, text_font
from ..text import tr
from .new_game_form import EXPANSION_PICTURES, EXPANSION_TEXT


def is_dice(session) -> bool:
    return getattr(session, "game", None) == "dice"


def is_zoomaka(session) -> bool:
    return getattr(session, "game", None) == "zoomaka"


def players(state) -> list:
    """The zoos of a board game, the score sheets of a dice game or Zoomaka's players, in seat order."""
    zoos = getattr(state, "zoos", None)
    return list(zoos if zoos is not None else getattr(state, "sheets", None) or getattr(state, "players", []))


def names(state) -> list:
    return [safe_text(p.name) for p in players(state)]


def points(session) -> list:
    """Each player's points if the game ended now."""
    state = session.state
    if is_dice(session):
        from ...dice.rules.scoring import total
        return [total(sheet) for sheet in state.sheets]
    if is_zoomaka(session):             # complete sections: what wins Zoomaka
        from ...zoomaka.rules import final_scores
        return [p["total"] for p in final_scores(state)["players"]]
    return [score_zoo(zoo, state.options)["total"] for zoo in state.zoos]


def status(session) -> str:
    """"Round 6", "Finished"; for the dice game "Dice game · Round 6"."""
    state = session.state
    text = tr("menu.finished") if state.game_over else tr("menu.round", n=state.round)
    if is_zoomaka(session):
        return tr("menu.zoomaka_save", status=text)
    return tr("menu.dice_save", status=text) if is_dice(session) else text


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
    """One player's zoo (enclosure animals and counts, coins) or sheet (crossed boxes per
    animal, coins), in a row of pictures `t` high from (x, y), stopping before `right`."""
    small = text_font(app, 13, True)
    if is_dice(session):
        sheet = session.state.sheets[seat]
        items = [(a, f"{sheet.pens[a]}/{DC.ENCLOSURE_BOXES[a]}") for a in DC.ANIMALS]
        items.append(("coin", str(sheet.coins)))
        if sheet.barn:
            items.append(("barn", str(len(sheet.barn))))
        for name, label in items:
            img = safe_art("icon", name, t)
            width = t + small.size(label)[0] + gap // 2
            if img is None or x + width > right:
                break
            surface.blit(img, (x, y))
            draw_text(surface, label, small, INK, (x + t + 2, y + t), "bottomleft")
            x += width + gap // 2
        return
    if is_zoomaka(session):
        _zoomaka_glimpse(surface, session.state.players[seat], small, x, y, t, right, gap)
        return
    zoo = session.state.zoos[seat]
    for pen in zoo.pens[:zoo.open_pens]:
        if not pen:
            continue
        img = safe_art("tile", pen[0].split(":")[0], t)
        if img is None:
            break
        surface.blit(img, (x, y))
        draw_text(surface, f"{len(pen)}", small, INK, (x + t, y + t), "bottomleft")
        x += t + gap
        if x > right - t - 20:
            break
    coin = safe_art("icon", "coin", int(t * 0.7))
    if coin and x < right - t * 2:
        surface.blit(coin, (x + 6, y + t * 0.15))
        draw_text(surface, str(zoo.coins), small, INK, (x + 6 + coin.get_width() + 2, y + t // 2), "midleft")


def _zoomaka_glimpse(surface, player, small, x, y, t, right, gap) -> None:
    """A Zoomaka zoo: each section's sign and its animals of the size that completes it."""
    from ...zoomaka.rules.cards import SECTION_SIZE
    from ..zoomaka.card_art import type_badge
    for sec in player.zoo:
        label = f"{len(sec.animals)}/{SECTION_SIZE[sec.type]}"
        width = t + small.size(label)[0] + gap // 2
        if x + width > right:
            break
        surface.blit(type_badge(sec.type, t), (x, y))
        draw_text(surface, label, small, INK, (x + t + 2, y + t), "bottomleft")
        x += width + gap // 2
