"""The board table's "At the table" panel tells the game from its record: a saved game opens
with the talk of the table it was saved at (Continue and Load alike), an undo takes its lines
back, a finished game says it is over and offers the results (never whose turn it is), and
the talk is in the player's language. Headless tables, real saves."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from helpers import drawn_texts
from zooloretto.zoo.rules import legal_actions, saves
from zooloretto.zoo.rules.actions import Place, Take
from zooloretto.ui.game_log import sentences
from zooloretto.ui.headless import Table
from zooloretto.ui.record_talk import RecordTalk
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoo import render
from zooloretto.ui.text import tr

NAMES = ["Ana", "Bruno", "Clara", "Dörte"]
COLOURS = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167)]


def seats(n, bots=()):
    return [Seat(NAMES[i], "bot" if i in bots else "human", "easy" if i in bots else None, COLOURS[i])
            for i in range(n)]


def play_at(t, rng, moves):
    """People drag random legal moves; the bots answer between."""
    for _ in range(moves):
        if t.state.game_over:
            return
        if t.scene.is_bot(t.state.current):
            t.bots_move()
        else:
            assert t.drag(*t.where(rng.choice(t.legal())))


def sentences_of(lines):
    return [sentence for sentence, _ in lines]


def test_a_saved_game_opens_with_the_talk_of_the_table_it_was_saved_at(tmp_path):
    session = GameSession.new(seats(3, bots=(2,)), seed=8)
    t = Table.open(session=session, size=(1280, 800), saves_dir=tmp_path)
    try:
        play_at(t, random.Random(3), 45)
        said = t.scene.log.lines()
        path = session.save_as("talk")
        whose = NAMES[t.state.current]
    finally:
        t.close()
    assert len(said) > 40 and sum(NAMES[2] in s for s, _ in said) > 3      # the bot's moves too
    assert said[0][0] == tr("game.log.start", name=NAMES[0])
    again = Table.open(path, size=(1024, 640), saves_dir=tmp_path)      # as Load and Continue do
    try:
        lines = again.scene.log.lines()
        assert lines[:-1] == said                   # the same sentences, in the same colours
        assert lines[-1][0] == tr("game.log.resume", name=whose)
    finally:
        again.close()


def test_the_talk_of_a_loaded_game_is_said_in_the_players_language(tmp_path):
    session = GameSession.new(seats(2), seed=4)
    play_randomly(session, 30)
    path = saves.write(session.record, tmp_path / "game.json")
    english = Table.open(path, saves_dir=tmp_path)
    try:
        in_english = sentences_of(english.scene.log.lines())
    finally:
        english.close()
    german = Table.open(path, saves_dir=tmp_path, language="de")
    try:
        in_german = sentences_of(german.scene.log.lines())
        assert in_german[0] == tr("game.log.start", name=NAMES[0], locale="de")
        assert len(in_german) == len(in_english) > 20
        assert not set(in_german) & set(in_english)
    finally:
        german.close()


def play_randomly(session, steps, seed=1):
    rng = random.Random(seed)
    for _ in range(steps):
        if session.state.game_over:
            return
        session.play(rng.choice(legal_actions(session.state)))


def test_an_undo_takes_its_lines_back_and_says_so(tmp_path):
    session = GameSession.new(seats(2), seed=6)
    t = Table.open(session=session, saves_dir=tmp_path)
    rng = random.Random(5)
    try:
        while len(t.state.pending) < 2:             # until someone unloads two tiles or more
            full = [a for a in t.legal() if isinstance(a, Take) and len(t.state.trucks[a.truck].tiles) > 1]
            assert t.drag(*t.where(full[0] if full else rng.choice(t.legal())))
        seat = t.state.current
        before = sentences_of(t.scene.log.lines())
        place = next(a for a in t.legal() if isinstance(a, Place))
        assert t.drag(*t.where(place))
        assert len(t.scene.log.lines()) > len(before)
        t.key(pygame.K_u)
        assert sentences_of(t.scene.log.lines()) == before + [tr("game.log.undo", name=NAMES[seat])]
        talk = RecordTalk(sentences)                # the record's own talk, from its setup
        assert [s for _, s in talk.lines(session.record, NAMES[:2])] == before[1:]
    finally:
        t.close()


def test_a_finished_game_that_is_loaded_says_it_is_over_and_offers_the_results(tmp_path, monkeypatch):
    session = GameSession.new(seats(3, bots=(1,)), seed=5)
    play_randomly(session, 3000)
    assert session.state.game_over
    path = saves.write(session.record, tmp_path / "over.json")
    drawn = drawn_texts(monkeypatch, render, "blit_text")
    t = Table.open(path, saves_dir=tmp_path)
    try:
        t.app.step([])
        lines = sentences_of(t.scene.log.lines())
        over = next(s for s in lines if s.startswith(tr("game.log.game_ended", names="")[:12]))
        assert lines[-1] == over                    # the last word: who won
        assert tr("game.status.game_over") in drawn
        turns = {tr(key, name=name) for name in NAMES[:3]
                 for key in ("game.status.turn", "game.status.thinking", "game.log.resume")}
        assert not turns & set(drawn + lines)       # never "It is Ana's turn"
        assert t.scene.flow.mode() == "look"        # the bar: a last look, and the results
        assert t.press("results") and t.app.top.screen_name == "results"
    finally:
        t.close()


def test_a_failed_autosave_is_told_in_the_language_of_the_moment(tmp_path, monkeypatch):
    from zooloretto import paths
    from zooloretto.ui.text import set_language
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")   # settings stay here
    session = GameSession.new(seats(2), seed=8)
    t = Table.open(session=session, size=(1280, 800), saves_dir=tmp_path)
    try:
        monkeypatch.setattr(saves.os, "replace", lambda *a: (_ for _ in ()).throw(OSError(13, "no")))
        play_at(t, random.Random(2), 3)
        t.app.step([])
        folder_said = [s for s, _ in t.scene.log.lines() if "autosave" in s or "Automatisch" in s]
        assert folder_said and folder_said[-1].startswith("The game could not be autosaved")
        t.app.set_language("de")
        german = [s for s, _ in t.scene.log.lines() if s.startswith("Automatisches Speichern")]
        assert german and not any(s.startswith("The game could not") for s, _ in t.scene.log.lines())
    finally:
        set_language("en")
        t.close()
