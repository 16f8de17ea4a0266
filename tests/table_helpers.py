"""The board table's action A by hand, as a player does it (tests of the game screen).

    draw(t)            click the stack's top: the tile turns over into the hand
    draw(t, truck=k)   ... then drag it from the hand onto truck k (Load)
    rewind(t, state, n)  the table back at a position, as loading it again would
    bots_play_out(t)   the bots play the game to its end through the table; the events seen
    rounds_off_the_table(session, k)   bots play the first k rounds by the rules alone

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


def rewind(t, state, n_actions):
    """Put the table back to a position (as loading it again would)."""
    session = t.scene.session
    session.record.state = state.copy()
    del session.record.actions[n_actions:]
    session._undo.clear()
    t.app.step([])


def bots_play_out(t) -> set:
    """The bots play the table's game to its end, a turn step at a time; after every action
    the shown state has followed the events to the real state, never copied from it.
    Returns the event types seen."""
    scene = t.scene
    seen = set()
    while not t.state.game_over:
        scene.last_events = []
        scene.turns.step()
        scene.turns.step()
        t.app.step([])
        seen |= {e.type for e in scene.last_events}
        assert scene.choreo.shown.to_json() == t.state.to_json()
    assert scene.choreo.copies == 0, "the shown state had to be copied from the real one"
    return seen


def rounds_off_the_table(session, rounds, level="easy", seed=0):
    """Bots of `level` play the game's first `rounds` rounds by the rules alone, before a
    table opens on it (0: none); `session` a GameSession or a record, of any of the games.
    The quick run's whole bot games play their last rounds at the table, which still hold
    every kind of event and the game's end."""
    from zooloretto import games
    record = getattr(session, "record", session)
    rules = games.of(record.state)
    bot = rules.make_bot(level, seed=seed)
    while record.state.round <= rounds and not record.state.game_over:
        record.play(bot.choose(rules.public_view(record.state)))
    assert not record.state.game_over, "the game ended off the table: play fewer rounds there"
