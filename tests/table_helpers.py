"""The board table's action A by hand, as a player does it (tests of the game screen).

    draw(t)            click the stack's top: the tile turns over into the hand
    draw(t, truck=k)   ... then drag it from the hand onto truck k (Load)

`t` is a headless Table (zooloretto/ui/headless.py); each step goes through `where` and
`drag`, the rules' gestures placed by the table's hit map."""
from __future__ import annotations

from zooloretto.zoo.rules import Load, Reveal


def draw(t, truck=None) -> list:
    """Action A on the table: reveal, then (truck given) load; the events of both steps."""
    events = t.drag(*t.where(Reveal()))
    assert events, f"the stack's top was not drawn: {t.refusal}"
    if truck is None:
        return events
    loaded = t.drag(*t.where(Load(truck)))
    assert loaded, f"the drawn tile did not go on truck {truck + 1}: {t.refusal}"
    return events + loaded
