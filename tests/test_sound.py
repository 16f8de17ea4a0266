"""Sound effects: built in code, chosen by event, silent when off or when the mixer fails."""
from __future__ import annotations

import os
import wave

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto import paths
from zooloretto.zoo.rules.events import EVENT_TYPES
from zooloretto.ui import sound
from zooloretto.ui.app import App
from zooloretto.ui.zoo.scene import TableScene
from zooloretto.ui.kit.turns import SyncRunner
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.settings import Settings

from zooloretto.zoo.rules import Loc

from helpers import game, load_truck, set_zoo
from ui_events import at, pending


def ev(kind, **fields):
    """An event of a registered type, its fields filled with what the sound looks at."""
    from types import SimpleNamespace
    assert kind in EVENT_TYPES or kind == "unknown"
    return SimpleNamespace(type=kind, **fields)


@pytest.fixture(autouse=True)
def fresh_sound():
    sound.reset()
    sound.set_enabled(True)
    yield
    sound.reset()
    sound.set_enabled(True)


@pytest.fixture
def started(monkeypatch):
    """Record every sound that starts instead of playing it."""
    names = []
    monkeypatch.setattr(sound, "_start", lambda name, snd: names.append(name))
    return names


@pytest.fixture
def mixer():
    pygame.mixer.init()
    assert pygame.mixer.get_init() is not None, "the dummy audio driver should open a mixer"
    yield pygame.mixer.get_init()


# ---------------------------------------------------------------- the sounds themselves

def test_every_effect_is_built_short_for_the_open_mixer(mixer):
    for name in sound.NAMES:
        assert sound.play(name)
        length = sound._sounds[name].get_length()
        limit = 1.5 if name == "fanfare" else 0.6
        assert 0.05 < length < limit, (name, length)
    assert sound._sounds["fanfare"].get_length() > sound._sounds["tock"].get_length() * 3


def test_effects_are_quiet_and_not_silent():
    for name in sound.NAMES:
        samples = sound.render(name, 22050)
        peak = max(abs(v) for v in samples)
        assert 0.1 < peak <= sound.LEVEL + 1e-9, (name, peak)
        assert abs(samples[0]) < 0.01 and abs(samples[-1]) < 0.01, f"{name} starts or ends with a click"


def test_the_refusal_bump_is_lower_than_the_coin_ding():
    def crossings(samples):
        return sum(1 for a, b in zip(samples, samples[1:]) if a < 0 <= b) / len(samples)
    assert crossings(sound.render("bump")) * 4 < crossings(sound.render("ding"))


def test_an_effect_written_to_wav_reads_back(tmp_path):
    path = tmp_path / "ding.wav"
    sound.write_wav("ding", path, rate=22050)
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        frames = w.readframes(w.getnframes())
        seconds = w.getnframes() / w.getframerate()
    import array
    peak = max(abs(v) for v in array.array("h", frames)) / 32767
    assert 0.3 < seconds < 0.6
    assert 0.2 < peak <= sound.LEVEL + 0.001


def test_stereo_encoding_puts_the_same_signal_on_both_sides():
    import array
    data = array.array("h", sound._encode([0.0, 0.25, -0.25], -16, 2))
    assert list(data) == [0, 0, 8192, 8192, -8192, -8192]
    assert sound._encode([0.5], 32, 2) is None          # a format we do not write: silence


# ---------------------------------------------------------------- which sound for which events

def test_events_map_to_their_sounds():
    assert sound.sounds_for_events([ev("tile_placed", player=0)]) == ["tock"]
    assert sound.sounds_for_events([ev("tile_drawn", player=0)]) == ["tock"]
    assert sound.sounds_for_events([ev("tile_loaded", player=0)]) == ["tock"]
    assert sound.sounds_for_events([ev("truck_taken"), ev("coins_collected", amount=1)]) \
        == ["ding", "tock"]
    assert sound.sounds_for_events([ev("paid", amount=1), ev("round_ended")]) == []
    assert sound.sounds_for_events([]) == []


def test_offspring_beats_placement_and_game_end_beats_all():
    born = [ev("tile_placed"), ev("offspring_born"), ev("tile_placed")]
    assert sound.sounds_for_events(born)[0] == "babies"
    assert len(sound.sounds_for_events(born)) <= 2
    everything = [ev(t, amount=2) for t in ("tile_placed", "offspring_born", "bonus_paid",
                                                      "round_ended", "game_ended", "end_triggered")]
    assert sound.sounds_for_events(everything) == ["fanfare"]


def test_an_empty_bank_pays_no_ding():
    assert sound.sounds_for_events([ev("tile_placed"), ev("bonus_paid", amount=0)]) == ["tock"]


# ---------------------------------------------------------------- off, and broken

def test_sound_off_plays_nothing(mixer, started):
    assert sound.play("tock", False) is False
    assert sound.play_for_events([ev("game_ended")], False) == []
    sound.set_enabled(False)
    assert sound.play("tock") is False
    assert sound.play_for_events([ev("tile_placed")]) == []
    assert started == []
    sound.set_enabled(True)
    assert sound.play_for_events([ev("tile_placed")]) == ["tock"]
    assert started == ["tock"]


def test_a_mixer_that_will_not_start_makes_everything_silent(monkeypatch):
    pygame.init()
    tries = []

    def refuse(*a, **k):
        tries.append(1)
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    assert sound.play("tock") is False
    assert sound.play_for_events([ev("game_ended")]) == []
    assert sound.play("bump") is False
    assert len(tries) == 1          # tried once, then quiet: no error spam on every move


def test_a_sound_the_mixer_rejects_makes_everything_silent(mixer, monkeypatch):
    def reject(*a, **k):
        raise pygame.error("bad buffer")
    monkeypatch.setattr(pygame.mixer, "Sound", reject)
    assert sound.play("ding") is False
    assert sound.play_for_events([ev("tile_placed")]) == []


def test_unknown_names_and_odd_events_are_ignored(mixer, started):
    assert sound.play("trumpet") is False
    assert sound.play_for_events([None, {"no": "type"}, ev("unknown")]) == []
    assert sound.play_for_events(None) == []
    assert started == []


# ---------------------------------------------------------------- through the game screen

@pytest.fixture
def table(tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")

    def build(state, sound_on=True, seats=None):
        session = GameSession.new(seats or [Seat(f"P{i + 1}") for i in range(3)], seed=11)
        session.record.state = state
        app = App(size=(1280, 800), settings=Settings(animation_speed="off", language="en",
                                                      sound=sound_on))
        scene = TableScene(app, session, runner=SyncRunner, hand_overs=False)   # no "your turn" question
        app.push(scene)
        app.step([])
        return app, scene, session

    yield build
    paths.set_saves_dir(None)


def _drag(app, a, b):
    a, b = tuple(a), tuple(b)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)])


def test_placing_a_tile_on_the_screen_sounds_and_a_refused_drop_bumps(table, started):
    s = game(3, seed=2)
    set_zoo(s, 0, pens={0: ["camel"]})
    load_truck(s, 0, ["camel", "flamingo"])
    app, scene, session = table(s)
    _drag(app, scene.layout.trucks[0].center, scene.layout.zoo_area.center)
    assert session.state.pending and started == ["tock"]           # the truck came to the zoo
    k = session.state.pending.index("flamingo")
    _drag(app, at(scene, pending(scene, k)), at(scene, Loc("enclosure", 0, 0)))
    assert "flamingo" in session.state.pending and scene.overlays.message is not None
    assert started == ["tock", "bump"]
    k = session.state.pending.index("camel")
    _drag(app, at(scene, pending(scene, k)), at(scene, Loc("enclosure", 0, 0)))
    assert session.state.zoos[0].pens[0] == ["camel", "camel"]
    assert started == ["tock", "bump", "tock"]


def test_with_sound_off_the_screen_is_silent(table, started):
    s = game(3, seed=2)
    set_zoo(s, 0, pens={0: ["camel"]})
    load_truck(s, 0, ["flamingo"])
    app, scene, session = table(s, sound_on=False)
    _drag(app, scene.layout.trucks[0].center, scene.layout.zoo_area.center)
    _drag(app, at(scene, pending(scene, 0)), at(scene, Loc("enclosure", 0, 0)))
    assert scene.overlays.message is not None and session.state.pending == ["flamingo"]
    assert started == []
    app.settings.sound = True             # switched on in the settings: heard at once
    _drag(app, at(scene, pending(scene, 0)), scene.layout.zoo.barn.center)
    assert started == ["tock"]


def test_a_bots_move_is_heard_too(table, started):
    s = game(3, seed=2)
    seats = [Seat("P1", kind="bot", level="easy"), Seat("P2"), Seat("P3")]
    app, scene, session = table(s, seats=seats)
    scene.turns.runner.cancel()
    from zooloretto.zoo.rules import Load, Reveal
    scene.play_bot(Reveal())
    assert started == ["tock"]                # the tile turned over
    scene.play_bot(Load(0))
    assert started == ["tock", "tock"]        # and put on its truck


def test_every_event_type_has_its_sound_or_silence():
    assert set(sound.EVENT_SOUNDS) == set(EVENT_TYPES)
    assert all(v is None or v[0] in sound.NAMES for v in sound.EVENT_SOUNDS.values())
