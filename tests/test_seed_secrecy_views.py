"""What the public view and the command line let out (issue #40): a view has no seed and
cannot roll or reveal; `new` without --seed is not the same game every time; `apply --events`
tells the events as the player who acted sees them, `--all` tells everything."""
from __future__ import annotations

import json
import random

import pytest

from zooloretto.cli import main
from zooloretto.zoo.rules.saves import read, write


def test_the_dice_games_public_view_has_no_seed_and_cannot_roll():
    from zooloretto.dice.rules import IllegalAction, Roll, apply, legal_actions, new_game, refusal
    from zooloretto.dice.rules.view import public_view
    for seed in (0, 424242):        # 0 was the placeholder: a view of seed 0 rolled the real roll
        view = public_view(new_game(2, seed=seed))
        assert view.seed is None
        assert Roll() in legal_actions(view)            # the player may roll ...
        assert refusal(view, Roll()).code == "hidden_roll"
        for check in (True, False):                     # ... but the view cannot say how
            with pytest.raises(IllegalAction):
                apply(view.copy(), Roll(), check=check)


def test_the_board_games_public_view_has_no_seed_and_cannot_reveal():
    from zooloretto.zoo.rules import Reveal, legal_actions, new_game, refusal
    from zooloretto.zoo.rules.view import determinize, public_view
    state = new_game(3, seed=0)
    view = public_view(state)
    assert view.seed is None and Reveal() in legal_actions(view)
    assert refusal(view, Reveal()).code == "hidden_tile"
    sample = determinize(view, random.Random(5))        # a bot's imagined deal is whole
    assert isinstance(sample.seed, int) and refusal(sample, Reveal()) is None


def test_new_without_a_seed_deals_a_new_game_and_keeps_its_seed(tmp_path):
    seeds, stacks = set(), set()
    for k in range(3):
        out = tmp_path / f"g{k}.json"
        assert main(["new", "--players", "3", "--out", str(out)]) == 0
        record = read(out)
        seeds.add(record.setup["seed"])
        stacks.add(tuple(record.state.draw_pile))
        assert record.replay().to_json() == record.state.to_json()   # its seed replays it
    assert len(seeds) == 3 and len(stacks) == 3
    out = tmp_path / "fixed.json"
    assert main(["new", "--players", "3", "--seed", "7", "--out", str(out)]) == 0
    assert read(out).setup["seed"] == 7


def _a_card_taken_unseen():
    """A Zoomaka game at a move whose events move a card the mover may not see (a card
    taken by one opponent from another): the record before it, the move, the hidden card."""
    from zooloretto.zoomaka.rules import action_to_json, legal_actions
    from zooloretto.zoomaka.rules.record import ZoomakaRecord
    for seed in range(40):
        record, rng = ZoomakaRecord.new(3, seed), random.Random(seed)
        for _ in range(400):
            if record.state.game_over:
                break
            action, seat = rng.choice(legal_actions(record.state)), record.state.current
            before = record.copy()
            events = record.play(action)
            hidden = [e for e in events if getattr(e, "seen", None) is not None and seat not in e.seen]
            if hidden:
                return before, action_to_json(action), hidden[0].card
    raise AssertionError("no move moved a card its mover may not see")


def test_apply_events_hides_what_the_acting_player_may_not_see(tmp_path, capsys):
    before, action, card = _a_card_taken_unseen()
    told = {}
    for flag in ("--events", "--all"):
        path = tmp_path / f"z{flag}.json"
        write(before, path)
        capsys.readouterr()
        assert main(["apply", str(path), json.dumps(action), flag]) == 0
        told[flag] = capsys.readouterr().out
    assert card not in told["--events"] and card in told["--all"]
    assert len(json.loads(told["--events"])) == len(json.loads(told["--all"]))


def test_apply_help_says_all_reveals_hidden_cards(capsys):
    with pytest.raises(SystemExit):
        main(["apply", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--all" in text and "hidden cards" in text and "reveals" in text
