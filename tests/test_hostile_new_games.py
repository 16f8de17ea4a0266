"""Hand-edited and damaged saves of the dice game and of the board game with every
expansion, seen as a player sees them: every value of a good save replaced by an odd one
(text for a number, negative, 10**400, a float, NaN, deep nesting, markup and control
characters) either opens a game that replays to itself or gives one sentence; the Load
screen's preview never raises and the command line never shows a traceback. Then drags on
both tables that start or end outside the window or on a button, or are interrupted."""
import copy
import json
from functools import lru_cache

import pygame
import pytest
from helpers import json_places, play_randomly
from sampling import quick

from zooloretto.cli import main
from zooloretto.dice.rules import legal_actions as dice_legal
from zooloretto.zoo.rules import legal_actions, saves
from zooloretto.zoo.rules.hooks import EXPANSIONS
from zooloretto.zoo.rules.saves import SaveError
from zooloretto.ui.headless import Table
from zooloretto.ui.scenes import load_preview
from zooloretto.ui.session import GameSession, Seat

ODD = ["7", -1, 10**400, 1.5, float("nan"), None, True, [], {}, [[[[[[[[[[]]]]]]]]]],
       "<b>\u202eevil\x00\x1b", 2**63]


@lru_cache(maxsize=None)
def good(game: str) -> str:
    seats = [Seat("Ana"), Seat("Bruno"), Seat("Clara")]
    if game == "dice":
        session = GameSession.new(seats, seed=4, game="dice")
        play_randomly(session.record, dice_legal, 4, 40)
    else:
        session = GameSession.new(seats, seed=5, expansions=list(EXPANSIONS))
        play_randomly(session.record, legal_actions, 5, 60)
    return json.dumps(saves.to_json(session.record))



def _opens_or_says_why(path):
    try:
        session = GameSession.load(path)
    except SaveError as e:
        assert str(e) and "\n" not in str(e) and "Traceback" not in str(e)
        return
    assert session.record.replay().to_json() == session.state.to_json()
    load_preview.status(session), load_preview.expansions(session), load_preview.points(session)
    load_preview.names(session.state)


@pytest.mark.parametrize("game", ["dice", "zoo"])
def test_every_value_of_a_save_replaced_by_an_odd_one_opens_or_gives_one_sentence(tmp_path, game):
    base = json.loads(good(game))
    path = tmp_path / "edited.json"
    tried = 0
    for where, _ in list(json_places(base, per_list=2))[1::quick(1, 2)]:   # quick: every other
        for value in ODD:
            doc = copy.deepcopy(base)
            node = doc
            for key in where[:-1]:
                node = node[key]
            node[where[-1]] = value
            path.write_text(json.dumps(doc))
            _opens_or_says_why(path)
            tried += 1
    assert tried > quick(200, 100)


EDITS = {
    "five players at the dice": lambda d: d["setup"].update(players=5),
    "a dice save claiming expansions": lambda d: d["setup"].update(expansions=list(EXPANSIONS)),
    "unknown expansions": lambda d: d["setup"].update(expansions=["unicorns", "unicorns"]),
    "expansions not a list": lambda d: d["setup"].update(expansions="polar-bear"),
    "every expansion twice": lambda d: d["setup"].update(expansions=list(EXPANSIONS) * 2),
    "an unknown game": lambda d: d.update(game="chess"),
    "a game that is a number": lambda d: d.update(game=3),
    "a very long name": lambda d: d["meta"]["seats"][0].update(name="\u202e<i>" + "W" * 100_000),
}


@pytest.mark.parametrize("game", ["dice", "zoo"])
@pytest.mark.parametrize("edit", EDITS)
def test_edited_saves_on_the_command_line_give_one_sentence(tmp_path, capsys, game, edit):
    doc = json.loads(good(game))
    EDITS[edit](doc)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(doc))
    _opens_or_says_why(path)
    for command in ("show", "legal", "score"):
        code = main([command, str(path)])
        out, err = capsys.readouterr()
        assert code in (0, 2) and "Traceback" not in out + err
        if code:
            assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("cut", [1, 2, 3])
def test_truncated_saves_of_the_new_games_give_one_sentence(tmp_path, capsys, cut):
    for game in ("dice", "zoo"):
        text = good(game)
        path = tmp_path / f"{game}.json"
        path.write_text(text[: len(text) * cut // 4])
        with pytest.raises(SaveError):
            GameSession.load(path)
        assert main(["show", str(path)]) == 2
        assert len(capsys.readouterr().err.strip().splitlines()) == 1


def _post(table, events):
    for e in events:
        pygame.event.post(e)
        table.app.step(pygame.event.get())
    table.app.step([])


def _hostile(src, dst, size, button):
    E, (w, h) = pygame.event.Event, size
    mid = ((src[0] + dst[0]) // 2, (src[1] + dst[1]) // 2)
    down = lambda p, b=1: E(pygame.MOUSEBUTTONDOWN, pos=p, button=b)
    up = lambda p, b=1: E(pygame.MOUSEBUTTONUP, pos=p, button=b)
    move = lambda p: E(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
    return [
        [down((-40, -40)), move(dst), up(dst)],                          # starts outside the window
        [down(src), move((w + 50, h + 50)), up((w + 50, h + 50))],       # ends outside
        [down(src), move(mid), down(mid), up(dst), up(dst)],             # a second press mid-drag
        [down(src), move(mid), down(mid, 3), up(mid, 3), move(dst)],     # another button mid-drag
        [down(src), E(pygame.WINDOWLEAVE), move((-9, -9)), E(pygame.WINDOWFOCUSLOST)],
        [down(button), move(dst), up(dst)],                              # starts on a button
        [down(src), move(button), up(button)],                           # ends on a button
        [up(dst)],                                                        # a release never pressed
    ]


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
@pytest.mark.parametrize("game", ["dice", "zoo"])
def test_hostile_drags_on_the_table_never_raise_nor_make_an_illegal_move(size, game):
    seats = [Seat("Ana"), Seat("Bot", "bot", "easy")]
    options = dict(game="dice") if game == "dice" else dict(expansions=list(EXPANSIONS))
    table = Table.open(session=GameSession.new(seats, seed=3, **options), size=size)
    try:
        for turn in range(4):
            table.bots_move()
            legal = table.legal()
            if not legal:
                break
            src, dst = table.where(legal[turn % len(legal)])
            buttons = [e.rect.center for e in table.scene.elements
                       if getattr(e, "visible", False) and hasattr(e, "rect")] or [(5, 5)]
            for events in _hostile(src, dst, size, buttons[turn % len(buttons)]):
                _post(table, events)
                if table.app.top is not table.scene:       # a button opened the pause menu
                    table.app.stack[:] = [table.scene]
                # the bot may move in the middle of a person's gesture
                if table.scene.is_bot(table.state.current):
                    table.scene.turns.step()
                record = table.scene.session.record
                assert record.replay().to_json() == record.state.to_json()
            table.bots_move()
            legal = table.legal()
            if legal:      # the table still answers an ordinary drag afterwards
                assert table.drag(*table.where(legal[0])), table.refusal
    finally:
        table.close()


@pytest.mark.parametrize("stored, expected", [
    ({"last_game": 3, "last_expansions": {"polar-bear": 1}}, ("zoo", set())),
    ({"last_game": ["dice"], "last_expansions": "polar-bear"}, ("zoo", set())),
    ({"last_game": "chess", "last_expansions": ["unicorns", None, [[]], {}, 10**30]}, ("zoo", set())),
    ({"last_game": "zoo", "last_expansions": ["polar-bear"] * 4000}, ("zoo", {"polar-bear"})),
    ({"last_game": "dice", "last_expansions": ["x" * 1000] * 100}, ("zoo", set())),   # too large: kept aside
    ({"last_game": "dice", "last_expansions": None}, ("dice", set())),
])
def test_garbage_in_the_remembered_game_choice_gives_sane_defaults(tmp_path, monkeypatch, stored, expected):
    from zooloretto import paths
    from zooloretto.ui.scenes.new_game_form import remembered_game
    from zooloretto.ui.settings import Settings
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path)
    (tmp_path / "settings.json").write_text(json.dumps(stored))
    settings = Settings.load()
    settings.told()
    assert remembered_game(settings) == expected


def test_a_setup_naming_an_expansion_twice_is_saved_again_naming_it_once(tmp_path):
    from zooloretto.zoo.rules.record import GameRecord
    record = GameRecord.new(3, 5, expansions=["polar-bear", "savings-book"])
    path = saves.write(record, tmp_path / "twice.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["expansions"] = data["setup"]["expansions"] * 2
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = saves.read(path)
    assert sorted(loaded.setup["expansions"]) == ["polar-bear", "savings-book"]
    again = json.loads(saves.write(loaded, tmp_path / "again.json").read_text(encoding="utf-8"))
    assert sorted(again["setup"]["expansions"]) == ["polar-bear", "savings-book"]


@pytest.mark.parametrize("claim", [["unicorns"], "polar-bear", ["polar-bear"], []])
def test_a_dice_save_claiming_expansions_opens_and_is_saved_again_without_them(tmp_path, claim):
    from zooloretto.dice.rules.record import DiceRecord
    path = saves.write(DiceRecord.new(2, 9), tmp_path / "dice.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["expansions"] = claim
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = saves.read(path)
    again = json.loads(saves.write(loaded, tmp_path / "again.json").read_text(encoding="utf-8"))
    assert "expansions" not in again["setup"] and again["game"] == "dice"


def test_every_game_makes_its_record_alike_and_refuses_a_choice_it_does_not_have():
    """games.get(game).new_record: one shape for every game (the session, the host and the
    command line ask it so); the board game's own choices reach its set-up."""
    from zooloretto import games
    board = games.get("zoo").new_record(3, 5, ["Ana", "Bo", "Cy"], 1, {"x": 1},
                                        removed=["zebra", "camel"], expansions=["polar-bear"])
    assert sorted(board.setup["removed"]) == ["camel", "zebra"] and board.state.options == ("polar-bear",)
    assert board.state.current == 1 and board.meta == {"x": 1}
    for name in ("dice", "zoomaka"):
        record = games.get(name).new_record(2, 7, ["Ana", "Bo"], 1, None, removed=None, expansions=[])
        assert record.game == name and record.setup["start_player"] == 1
        assert record.setup["names"] == ["Ana", "Bo"]
        with pytest.raises(ValueError, match="expansions"):
            games.get(name).new_record(2, 7, expansions=["polar-bear"])
