"""Hidden stays hidden on the wire (zooloretto/net/audit.py): two hosts whose games differ
only in what a joiner may not know (the stacks' order, the dice seed, other Zoomaka hands)
send that joiner byte-identical frames until a move reveals something to it; no frame
holds a seed or another seat's token. tools/bench_network.py --secrets runs 200 games of
each kind; here a few, and the audit is shown to catch a leak."""
import pytest

from zooloretto.net import audit, rules as net_rules


@pytest.mark.parametrize("game,players,seeds,moves", [
    ("zoo", 3, (1, 2), 3000), ("zoo", 5, (3,), 3000), ("dice", 3, (1, 2, 3), 3000),
    ("zoomaka", 3, (4,), 400)])
def test_twin_hosts_send_the_joiner_the_same_bytes_until_something_is_revealed(game, players, seeds,
                                                                               moves):
    for seed in seeds:
        counts = audit.audit_game(game, players, seed, seat=1, max_moves=moves)
        assert counts["finished"] or counts["moves"] == moves
        assert counts["same"] > counts["revealed"] > 0      # most moves reveal nothing


@pytest.mark.parametrize("game", ["zoo", "dice", "zoomaka"])
def test_the_audit_catches_a_host_that_sends_the_whole_state(game, monkeypatch):
    monkeypatch.setattr(net_rules.NetRules, "view", lambda self, state, seat: state)
    with pytest.raises(AssertionError):
        audit.audit_game(game, 3, 1, seat=1, max_moves=60)


def test_the_audit_catches_a_zoomaka_card_drawn_by_another_player_told_to_all(monkeypatch):
    rules = net_rules.get("zoomaka")
    monkeypatch.setattr(rules, "_for_viewer", None)          # events no longer redacted
    with pytest.raises(AssertionError):
        audit.audit_game("zoomaka", 3, 1, seat=1, max_moves=400)
