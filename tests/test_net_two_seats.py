"""A computer with two seats at a table keeps both (issue 35): the tokens in the user's
folder (network.json) hold every seat this computer took there, so after its program is
closed and opened again, joining the same table takes both seats back, without picking
and without taking the seat still free. On 127.0.0.1 only; bounded waits."""
import json

import pytest

from test_net_screens import LOOPBACK, TRIES, join_by_invite, net_app, screen_name
from zooloretto import paths
from zooloretto.ui.net import hosting, memory
from zooloretto.ui.session import GameSession, Seat


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from net_app(tmp_path, monkeypatch)


def _away(hosted, seats):
    for _ in range(TRIES):
        if all(hosted.net.presence()[s] == "away" for s in seats):
            return True
        hosted.net.pump(timeout=0.02)
    return False


def test_two_seats_taken_at_one_computer_both_come_back_after_a_restart(app):
    seats = [Seat("Anna", "human")] + [Seat(n, "remote") for n in ("Grandpa", "Kid", "Aunt")]
    base = GameSession.new(seats, seed=3, start_player=0, game="dice")
    hosted = hosting.host_table(base, "Anna's table", port=0, bind=LOOPBACK)
    try:
        join_by_invite(app, hosted, "Grandpa", pick=(1, 2))
        assert screen_name(app) == "dice_table" and app.top.session.net.seats == [1, 2]
        tokens = [hosted.net.core.seats[s].token for s in (1, 2)]
        kept = json.loads((paths.saves_dir() / memory.FILE).read_text(encoding="utf-8"))
        assert all(t in json.dumps(kept) for t in tokens), "both seats' tokens are on disk"
        app.open("title", how="reset")              # the program closed (its link ends)
        assert _away(hosted, (1, 2))
        join_by_invite(app, hosted, "Grandpa", pick=())     # opened again: nothing picked
        assert screen_name(app) == "dice_table"
        assert app.top.session.net.seats == [1, 2], "both seats back, by their tokens"
        assert [hosted.net.core.seats[s].token for s in (1, 2)] == tokens
        assert hosted.net.presence()[1:] == ["joined", "joined", "waiting"]
        assert [s.kind for s in app.top.session.seats][1:3] == ["human", "human"]
    finally:
        hosted.net.stop()


def test_the_kept_seats_file_reads_an_old_single_seat_entry_and_keeps_eight_tables(folders):
    old = {"seats": [{"where": "10.0.0.2:47123/K7QXM2PA", "seat": 2, "token": "abc"}]}
    memory.save(old)
    assert memory.seats_for("10.0.0.2", 47123, "K7QXM2PA") == [(2, "abc")]
    for k in range(10):
        memory.remember_seats("10.0.0.3", 47000 + k, "K7QXM2PA", {1: f"t{k}", 3: f"u{k}"})
    assert memory.seats_for("10.0.0.3", 47009, "K7QXM2PA") == [(1, "t9"), (3, "u9")]
    assert memory.seats_for("10.0.0.3", 47000, "K7QXM2PA") == []       # the oldest forgotten
    assert len(memory.load()["seats"]) == memory.KEPT_SEATS
    memory.save({"seats": [{"where": "h:1/C", "taken": [{"seat": "1", "token": 5}, 7]}]})
    assert memory.seats_for("h", 1, "C") == [], "a damaged entry is no seat"
