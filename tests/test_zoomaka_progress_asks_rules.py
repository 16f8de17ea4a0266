"""A zoo's progress on the Zoomaka table ("1 of 4 sections complete", "done 1/4", "1/4"),
the viewer's and every opponent's, is the rules' count of complete sections against the
rules' number that wins: a rule changed in the rules package shows at the table as it is,
with nothing worked out again on the screen."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoomaka import words as zoomaka_words, zoo_labels
from zooloretto.zoomaka.rules import rulings, zoo


def test_every_zoo_s_progress_is_the_rules_count_and_the_rules_goal(monkeypatch):
    seats = [Seat("Ana")] + [Seat(f"Bot{i}", "bot", "easy") for i in range(1, 5)]
    t = Table.open(session=GameSession.new(seats, seed=3, game="zoomaka"), size=(1280, 800))
    try:
        monkeypatch.setattr(zoo, "complete_count", lambda player: 2)       # as if the rules said so
        monkeypatch.setattr(rulings, "win_sections", lambda players: 7)
        said = []
        real_tr = zoomaka_words.tr

        def heard(key, **params):
            if key == "zoomaka.complete":
                said.append((params["n"], params["need"]))
            return real_tr(key, **params)
        monkeypatch.setattr(zoomaka_words, "tr", heard)
        L, s = t.scene.layout, t.state
        for seat in L.panels:
            if seat != L.viewer:
                words = [label.words for label in zoo_labels.header_labels(L, s, seat, "Bot")]
                assert any(w.endswith(("2 of 7 sections complete", "done 2/7", "2/7")) for w in words), words
        t.app.draw()                       # the whole window: the viewer's zoo too
        assert said and set(said) == {(2, 7)}
    finally:
        t.close()
