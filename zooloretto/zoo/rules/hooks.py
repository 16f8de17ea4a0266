"""Extension points of the rules: what an expansion may add to the base game.

An expansion is an object with a `name` (as the command line spells it) that
overrides some of the methods of `Expansion` and calls `register(...)` once,
when its module is imported (zooloretto/zoo/rules/expansions/ imports them all).
The engine, scoring, checks and views consult `active(state)`, the expansions
switched on for a game, in the order of `EXPANSIONS`; a base game (no options)
never calls into this module on its hot paths.

Pending decisions: an expansion may ask the player to move to decide something
in the middle of a turn (where a newborn goes, where a gift is put). It appends
a dict with at least {"by": its name, "tile": ...} to `state.decisions`; until
the list is empty, the only legal actions are that expansion's answers
(`decision_actions`), and the turn ends (or the unloading goes on) only after
the last one is answered. A decision may name the seat that answers it
({"seat": q}, the skunk's offer to the other players): the engine hands the
move to the seat of the first pending decision, and the expansion hands it back.

Tiles of an expansion's own kind (a jungle animal, a building site) are listed
in `tile_codes`; the engine asks their expansion where they may go
(`place_actions`, `place_refusal`), puts them there (`put`) and the gestures
ask it where such a placement is dropped (`place_drop`).
"""
from __future__ import annotations

EXPANSIONS = {}        # name -> Expansion, in registration order
ACTION_OWNER = {}      # action class -> Expansion that handles it
TILE_OWNER = {}        # tile code of an expansion's own kind -> its Expansion
_ACTIVE = {}           # tuple of names -> tuple of Expansion (cache)


class Expansion:
    name = "?"
    summary = ""                      # one line for menus and --help
    actions = ()                      # action classes the expansion adds
    tile_codes = ()                   # tiles of its own kind (neither animal nor stall)

    # -- setup and data ----------------------------------------------------
    def setup(self, state) -> None:
        """Put the expansion's components on the table (state.extra, zoo.extra)."""

    def components(self) -> dict:
        """Extra tiles in the box: {tile code: count}."""
        return {}

    def tiles(self, state):
        """Lists of tile codes the expansion keeps outside the base game's places."""
        return ()

    def money(self, state) -> int:
        """Coins the expansion holds (they count in the money that must add up)."""
        return 0

    def check(self, state, fail) -> None:
        """Call fail(sentence) if the expansion's part of the state is impossible."""

    # -- turns ---------------------------------------------------------------
    def extra_actions(self, state, zoo) -> list:
        """Legal turn actions the expansion adds (the player is not unloading)."""
        return []

    def refusal(self, state, zoo, action):
        """Why one of the expansion's own actions is refused, or None."""
        return None

    def apply(self, state, p, zoo, action, events) -> None:
        """Carry out one of the expansion's own turn actions (already checked)."""

    # -- tiles of the expansion's own kind (tile_codes) --------------------------
    def place_actions(self, state, zoo, tile) -> list:
        """The Place actions of one of its tiles being unloaded (the barn too, if allowed)."""
        return []

    def place_refusal(self, state, zoo, tile, to, index):
        """Why one of its tiles may not go `to`/`index` (unloaded or bought), or None."""
        return None

    def put(self, state, p, tile, to, index, src, events) -> None:
        """Put one of its tiles somewhere other than the barn (already checked)."""

    def place_drop(self, state, p, to, index):
        """Where a drag drops one of its tiles that goes `to`/`index` (a Loc)."""
        return None

    def on_unload(self, state, p, tile, to, index, events) -> None:
        """A tile of the truck has just been put `to` (any tile, any expansion's)."""

    def hide(self, view) -> None:
        """Remove from a public view what only one player may know."""

    def decision_actions(self, state, decision) -> list:
        return []

    def decision_refusal(self, state, decision, action):
        return None

    def decide(self, state, p, decision, action, events) -> None:
        """Answer a pending decision (already removed from state.decisions)."""

    def on_birth(self, state, p, zoo, enclosure, child, bonus, parents, events) -> bool:
        """An offspring is born in enclosure `enclosure` of seat p's zoo (`parents`:
        their places). Return True if the expansion has taken care of where it goes."""
        return False

    def turn_ending(self, state, p, events) -> None:
        """The player's action (and every decision it raised) is complete."""

    def round_ending(self, state, events) -> None:
        """Every truck is taken: before the round (or the game) ends."""

    # -- scores and views ------------------------------------------------------
    def score(self, zoo, breakdown, rows) -> None:
        """Adjust the base breakdown of one zoo and append rows:
        {"expansion": name, "row": key, "points": n, ...}."""

    def tiebreak_money(self, zoo) -> int:
        """Coins that count as the zoo's money for the tie-break, besides its own."""
        return 0

    def describe(self, state, out) -> None:
        """Add the expansion's public parts to `zooloretto show`'s summary."""

    def pieces(self, state) -> list:
        """(Loc, tile or None) of the expansion's pieces on the table (places.pieces)."""
        return []

    # -- gestures (rules/gestures.py) -----------------------------------------
    def gestures(self, state, action) -> list:
        """(piece, drop) places of the drags that mean one of the expansion's actions
        (or an answer to its decision), the one to show first."""
        return []

    def meaning(self, state, piece, drop, p):
        """The action (or a Refusal) a drag from one of the expansion's places means,
        or None when the drag is not the expansion's."""
        return None


def register(expansion: Expansion) -> Expansion:
    EXPANSIONS[expansion.name] = expansion
    for cls in expansion.actions:
        ACTION_OWNER[cls] = expansion
    for code in expansion.tile_codes:
        TILE_OWNER[code] = expansion
    _ACTIVE.clear()
    return expansion


def active(state) -> tuple:
    """The expansions switched on in this game, in registry order."""
    names = state.options
    if not names:
        return ()
    found = _ACTIVE.get(names)
    if found is None:
        found = _ACTIVE[names] = tuple(e for n, e in EXPANSIONS.items() if n in names)
    return found


def normalize(names) -> tuple:
    """A canonical tuple of expansion names (registry order), or ValueError naming
    the first unknown one."""
    if names is None:
        return ()
    if isinstance(names, str):
        names = [n.strip() for n in names.split(",") if n.strip()]
    names = list(names)
    for n in names:
        if not isinstance(n, str) or n not in EXPANSIONS:
            raise ValueError(f"unknown expansion {n!r}; choose from {', '.join(EXPANSIONS)}")
    return tuple(n for n in EXPANSIONS if n in names)


def owner_of_action(state, action):
    """The expansion an action (or an answer to a pending decision) belongs to, or None."""
    owner = ACTION_OWNER.get(type(action))
    if owner is None and state.decisions and getattr(action, "type", None) == "settle":
        owner = owner_of_decision(state.decisions[0])
    return owner


def owner_of_decision(decision):
    return EXPANSIONS.get(decision.get("by")) if isinstance(decision, dict) else None
