"""Short, quiet sound effects, synthesised in code (no audio files to ship).

Each effect is rendered once as 16-bit-style PCM matching whatever format the
mixer opened with. The game renders them all ahead, in a background thread
started with `prepare()` once the window shows: the pure-Python synthesis
(up to 0.2 s for the fanfare) never runs on the UI thread. An effect asked
for while that thread is still at work is skipped, not waited for; without
`prepare()` (tools, tests) an effect is rendered on its first use.

Nothing here ever raises: without an audio device, or with a mixer that will
not start, every call is a silent no-op. The player's on/off setting is passed
in by the caller at each call, so switching sound off takes effect at once.
"""
from __future__ import annotations

import array
import logging
import math
import threading

log = logging.getLogger("zooloretto")

LEVEL = 0.3                 # peak amplitude of every effect, as a fraction of full scale
NAMES = ("tock", "ding", "babies", "bump", "fanfare")
ORDER = ("tock", "bump", "ding", "babies", "fanfare")     # rendered ahead: the commonest first

# Which effect each event type asks for, and how much it matters (higher wins);
# None: that event makes no sound. Every registered event type is listed.
EVENT_SOUNDS = {
    "game_ended": ("fanfare", 50),
    "offspring_born": ("babies", 40),
    "bonus_paid": ("ding", 30),
    "coins_collected": ("ding", 30),
    "tile_placed": ("tock", 10),
    "tile_drawn": ("tock", 10),
    "tile_loaded": ("tock", 10),
    "truck_taken": ("tock", 10),
    "purchased": ("tock", 10),
    "discarded": ("tock", 10),
    "expanded": ("tock", 10),
    "exchanged": ("tock", 10),
    "paid": None,
    "end_triggered": None,
    "unloaded": None,
    "tiles_removed": None,
    "turn_ended": None,
    "round_ended": None,
    "round_started": None,
    # The expansions' events (rules/expansions/events.py).
    "newborn_waits": ("babies", 40),
    "polar_bear_taken": ("ding", 35),
    "savings_paid_out": ("ding", 30),
    "petting_zoo_paid": ("ding", 30),
    "souvenir_shop_given": ("ding", 30),
    "coin_saved": ("tock", 10),
    "building_built": ("tock", 10),
    "coin_moved_up": None,
    # Exotic's and the minis' (rules/expansions/more_events.py).
    "bonus_board_taken": ("ding", 35),
    "special_taken": ("ding", 35),
    "octopus_revealed": ("ding", 30),
    "site_placed": ("bump", 15),
    "skunk_used": ("bump", 15),
    "visitor_arrived": ("tock", 10),
    "visitor_moved": ("tock", 10),
    "visitor_left": ("tock", 10),
    "octopus_predicted": ("tock", 10),
    "skunk_leftovers": ("tock", 10),
    "skunk_declined": None,
}
MAX_PER_BATCH = 2

_enabled = True             # a master switch above the player's setting
_broken = False             # the mixer failed once: stay silent, do not retry every move
_spec = None                # (frequency, format, channels) the cached sounds were built for
_sounds: dict = {}
_pcm: dict = {}             # (spec, name) -> encoded samples, rendered ahead
_preparing = None           # the thread rendering ahead, while it runs


# ------------------------------------------------------------------ synthesis (pure)

def _tone(rate, duration, freq, partials=((1.0, 1.0),), attack=0.004, decay=0.1,
          glide=0.0, vibrato=0.0):
    """One note: a sum of sine partials (ratio, weight) under an attack/exponential-decay
    envelope. `glide` bends the pitch by that fraction over the note; `vibrato` in semitones."""
    n = int(rate * duration)
    two_pi = 2 * math.pi
    step = two_pi * freq / rate
    if glide or vibrato:
        phases, phase = [], 0.0
        wobble = two_pi * 5.5 / rate
        for i in range(n):
            phase += step * (1 + glide * i / n) * 2 ** (vibrato * math.sin(wobble * i) / 12)
            phases.append(phase)
    else:
        phases = [step * i for i in range(n)]
    attack_n = max(1, int(rate * attack))
    fade_n = max(1, int(rate * 0.01))        # a short fade at the very end: no click
    fall = math.exp(-1 / (rate * decay))
    env = [min(1.0, i / attack_n, (n - i) / fade_n) * fall ** i for i in range(n)]
    out = [0.0] * n
    sin = math.sin
    for ratio, weight in partials:
        out = [o + weight * sin(ratio * p) for o, p in zip(out, phases)]
    return [o * e for o, e in zip(out, env)]


def _mix(rate, total, notes):
    """Lay (start seconds, samples) notes over a silent buffer `total` seconds long."""
    out = [0.0] * int(rate * total)
    for start, samples in notes:
        k = int(rate * start)
        for i, v in enumerate(samples[:len(out) - k]):
            out[k + i] += v
    return out


def _wood(rate):
    # A small wooden block: inharmonic partials that die away almost at once.
    return _tone(rate, 0.12, 540, ((1.0, 1.0), (2.76, 0.35), (5.4, 0.1)), attack=0.002, decay=0.022)


def _ding(rate):
    bell = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
    return _mix(rate, 0.55, [(0.0, _tone(rate, 0.3, 988, bell, decay=0.12)),        # B5
                             (0.1, _tone(rate, 0.45, 1319, bell, decay=0.16))])     # E6


def _babies(rate):
    soft = ((1.0, 1.0), (3.0, 0.12))
    notes = (523, 659, 784, 1047)                                                    # C E G C
    return _mix(rate, 0.55, [(0.075 * k, _tone(rate, 0.3 if k < 3 else 0.32, f, soft,
                                               decay=0.08 if k < 3 else 0.12))
                             for k, f in enumerate(notes)])


def _bump(rate):
    # Low and muted, falling a little in pitch: "no, that does not go there".
    return _tone(rate, 0.2, 150, ((1.0, 1.0), (2.0, 0.3)), attack=0.006, decay=0.06, glide=-0.3)


def _fanfare(rate):
    brass = ((1.0, 1.0), (2.0, 0.45), (3.0, 0.25), (4.0, 0.12))
    short = [(0.0, 392), (0.14, 523), (0.28, 659)]                                   # G4 C5 E5
    notes = [(t, _tone(rate, 0.16, f, brass, attack=0.01, decay=0.12)) for t, f in short]
    notes += [(0.44, _tone(rate, 0.95, f, brass, attack=0.015, decay=0.4, vibrato=0.12))
              for f in (523, 659, 784)]                                              # C major, held
    return _mix(rate, 1.4, notes)


_SYNTHS = {"tock": _wood, "ding": _ding, "babies": _babies, "bump": _bump, "fanfare": _fanfare}
_GAIN = {"bump": 1.0, "fanfare": 0.9}      # relative to LEVEL; the low bump needs all of it


def render(name: str, rate: int = 44100) -> list:
    """The effect as mono samples in [-LEVEL, LEVEL] (floats), at `rate` Hz."""
    samples = _SYNTHS[name](rate)
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = LEVEL * _GAIN.get(name, 0.85) / peak
    return [v * scale for v in samples]


def _encode(samples, fmt, channels) -> bytes | None:
    """Mono floats -> the mixer's sample format, the same signal on every channel."""
    # 32-bit formats are left out: pygame reports float and integer ones alike as -32.
    kinds = {-16: ("h", 32767, 0), 16: ("H", 32767, 32768), -8: ("b", 127, 0), 8: ("B", 127, 128)}
    if fmt not in kinds or channels < 1:
        return None
    code, full, offset = kinds[fmt]
    mono = array.array(code, (int(round(v * full)) + offset for v in samples))
    if channels == 1:
        return mono.tobytes()
    frames = array.array(code, bytes(mono.itemsize * len(mono) * channels))
    for c in range(channels):
        frames[c::channels] = mono
    return frames.tobytes()


def write_wav(name: str, path, rate: int = 44100) -> None:
    """Save an effect as a mono 16-bit WAV (to listen to it, or measure it)."""
    import wave             # only for this tool, not for playing
    data = _encode(render(name, rate), -16, 1)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(data)


# ------------------------------------------------------------------ choosing

def sounds_for_events(events) -> list:
    """The effects a batch of events deserves, most important first, at most two.

    The end of the game drowns everything else; otherwise a reward (coins, an
    offspring) may come with the tock of the tile that earned it.
    """
    best = {}
    for e in events or ():
        found = EVENT_SOUNDS.get(getattr(e, "type", None))
        if found is None or (e.type == "bonus_paid" and not e.amount):
            continue
        name, rank = found
        best[name] = max(rank, best.get(name, 0))
    chosen = sorted(best, key=best.get, reverse=True)[:MAX_PER_BATCH]
    return chosen[:1] if chosen[:1] == ["fanfare"] else chosen


# ------------------------------------------------------------------ playing

def set_enabled(on: bool) -> None:
    """Master switch (e.g. for a headless run); the player's setting is checked per call."""
    global _enabled
    _enabled = bool(on)


def reset() -> None:
    """Forget the mixer and every built sound (tests; after pygame.quit)."""
    global _broken, _spec, _preparing
    if _preparing is not None:
        _preparing.join()
    _preparing = None
    _broken = False
    _spec = None
    _sounds.clear()
    _pcm.clear()


def _pcm_for(spec, name) -> bytes:
    """The effect encoded for the mixer format `spec` (raises on a format we cannot write)."""
    data = _pcm.get((spec, name))
    if data is None:
        freq, fmt, channels = spec
        if _encode([], fmt, channels) is None:
            raise ValueError(f"unsupported mixer format {spec}")
        data = _encode(render(name, freq), fmt, channels)
        if data is None:
            raise ValueError(f"unsupported mixer format {spec}")
        _pcm[(spec, name)] = data
    return data


def prepare(background: bool = True):
    """Render every effect ahead for the open mixer (in a daemon thread unless
    `background` is False). Returns the thread, or None when nothing is to do."""
    global _preparing
    spec = _mixer_spec()
    if spec is None or (_preparing is not None and _preparing.is_alive()):
        return None
    todo = [n for n in ORDER if (spec, n) not in _pcm]
    if not todo:
        return None

    def work():
        for name in todo:
            try:
                _pcm_for(spec, name)
            except Exception as e:       # logged once; play() then stays silent for it
                log.info("sound: could not render '%s' (%s)", name, e)
                return
    if not background:
        work()
        return None
    _preparing = threading.Thread(target=work, name="sound", daemon=True)
    _preparing.start()
    return _preparing


def preparing() -> bool:
    """Is the background rendering still at work?"""
    return _preparing is not None and _preparing.is_alive()


def _mixer_spec():
    """The open mixer's (frequency, format, channels), starting it if need be; None if it won't."""
    global _broken
    if _broken:
        return None
    try:
        import pygame
        spec = pygame.mixer.get_init()
        if spec is None:
            if not pygame.get_init():
                return None     # before the window opens or after it closed: no audio either
            pygame.mixer.init()
            spec = pygame.mixer.get_init()
        return spec
    except Exception as e:      # no device, no driver, no SDL_mixer in a build
        _broken = True
        log.info("sound off: the mixer did not start (%s)", e)
        return None


def _sound(name):
    global _spec, _broken
    spec = _mixer_spec()
    if spec is None:
        return None
    if spec != _spec:            # the mixer was reopened with another format
        _sounds.clear()
        _spec = spec
    if name not in _sounds:
        if (spec, name) not in _pcm and preparing():
            return None          # still being rendered off the UI thread: skip, never wait
        try:
            import pygame
            _sounds[name] = pygame.mixer.Sound(buffer=_pcm_for(spec, name))
        except Exception as e:
            _broken = True
            log.info("sound off: could not build '%s' (%s)", name, e)
            return None
    return _sounds[name]


def _start(name, snd) -> None:
    """The one place a sound starts (tests spy on it)."""
    snd.play()


def play(name: str, on: bool = True) -> bool:
    """Play one effect unless sound is off; True when it was started."""
    if not (on and _enabled) or name not in _SYNTHS:
        return False
    try:
        snd = _sound(name)
        if snd is None:
            return False
        _start(name, snd)
        return True
    except Exception as e:       # sound must never break the game
        log.info("sound '%s' failed (%s)", name, e)
        return False


def play_for_events(events, on: bool = True) -> list:
    """Play what a batch of events deserves; the names started."""
    if not (on and _enabled):
        return []
    try:
        names = sounds_for_events(events)
    except Exception:
        return []
    return [n for n in names if play(n, on)]
