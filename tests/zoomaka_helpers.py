"""Building Zoomaka positions for the tests: cards are moved from wherever the deal put
them, so every position keeps the 110 cards and stays a legal one."""
from zooloretto.zoomaka.rules import apply, check_state, new_game


def _take_out(s, card):
    for pile in (s.draw, s.discard, s.settings, s.received):
        if card in pile:
            pile.remove(card)
            return
    for p in s.players:
        for cards in (p.hand, p.bank):
            if card in cards:
                cards.remove(card)
                return
        for sec in p.zoo:
            for cards in (sec.animals, sec.addons):
                if card in cards:
                    cards.remove(card)
                    if not sec.animals:
                        p.zoo.remove(sec)
                    return
    raise AssertionError(f"{card} is nowhere")


def give(s, seat, hand=None, bank=None, zoo=None, clear=True):
    """Seat's hand, bank and zoo made of the named cards (the old ones go to the Draw pile's
    bottom when `clear`). zoo: {section type: [animals] or ([animals], [addons])}."""
    from zooloretto.zoomaka.rules.state import Section
    p = s.players[seat]
    if clear:
        for cards in (p.hand, p.bank):
            s.draw[:0] = cards
            cards.clear()
        if zoo is not None:
            for sec in p.zoo:
                s.draw[:0] = sec.animals + sec.addons
            p.zoo.clear()
    for card in hand or ():
        _take_out(s, card)
        p.hand.append(card)
    for card in bank or ():
        _take_out(s, card)
        p.bank.append(card)
    for kind, cards in (zoo or {}).items():
        animals, addons = cards if isinstance(cards, tuple) else (cards, [])
        sec = Section(kind)
        for card in animals + addons:
            _take_out(s, card)
        sec.animals, sec.addons = list(animals), list(addons)
        p.zoo.append(sec)
    return s


def game(players=2, seed=0, start=0):
    s = new_game(players, seed, start_player=start)
    for q in range(players):
        give(s, q, hand=[])
    return s


def top(s, *cards):
    """Put cards on top of the Draw pile, the last named on top."""
    for card in cards:
        _take_out(s, card)
        s.draw.append(card)


def play(s, action):
    events = apply(s, action)
    check_state(s)
    return events


def kinds(events):
    return [e.type for e in events]


def played_to(players, stops, seed, names=None):
    """Copies of a game as seeded easy bots play it, after each number of actions in `stops`
    (a number past the game's end: as it ended); `names`: {seat: name} given first (a bot's
    randomness follows the position, names included)."""
    import copy
    from zooloretto.zoomaka.bots import make_bot
    s = new_game(players, seed)
    for seat, name in (names or {}).items():
        s.players[seat].name = name
    bots = [make_bot("easy", seed=seed + q) for q in range(players)]
    out, played = [], 0
    for stop in stops:
        while played < stop and not s.game_over:
            apply(s, bots[s.current].choose(s))
            played += 1
        out.append(copy.deepcopy(s))
    return out


def language_fixture(request):
    """The catalogs and letters of a language (a table open in it, closed at the end); a
    module uses it as `language = pytest.fixture(params=[...])(language_fixture)`."""
    from zooloretto.ui.headless import Table
    from zooloretto.ui.session import GameSession, Seat
    seats = [Seat("Ana", "human", None), Seat("Bo", "bot", "easy")]
    t = Table.open(session=GameSession.new(seats, seed=1, game="zoomaka"), size=(1280, 800),
                   language=request.param)
    yield request.param
    t.close()


def seated_record(s, names, people=(0,), start=0):
    """A record whose game starts at the built position `s` (a replay starts there too),
    the named seats people where `people` says, easy bots elsewhere."""
    from zooloretto.zoomaka.rules.record import ZoomakaRecord
    for q, n in enumerate(names):
        s.players[q].name = n
    meta = {"seats": [{"name": n, "kind": "human" if q in people else "bot",
                       "level": None if q in people else "easy", "colour": [200, 80, 60 + q]}
                      for q, n in enumerate(names)]}
    setup = {"players": len(names), "seed": s.seed, "names": list(names), "start_player": start}
    record = ZoomakaRecord(setup, s, [], meta)
    record.game_from_setup = lambda _setup, _s=s.copy(): _s.copy()     # a built start replays
    return record
