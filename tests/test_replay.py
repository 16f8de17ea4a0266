"""Replay, as a player meets it: any saved game of either kind on its own table, watched.
Stepping by move, turn and round lands exactly on the rules' states and on the moments
their events begin; nothing can be dragged, no bot moves and no file is written; the chart
is every player's live score after every turn; a point shows its moment; Play from here
starts a practice game the History marks and the statistics leave out; the words fit."""
from __future__ import annotations

import random

import pygame
import pytest

from zooloretto import paths
from zooloretto.dice.rules import legal_actions as dice_legal
from zooloretto.dice.rules.scoring import score_sheet
from zooloretto.history import catalogue, figures
from zooloretto.zoo.rules import live_scores
from zooloretto.zoo.rules.saves import write
from zooloretto.ui import navigation
from zooloretto.ui.app import App
from zooloretto.games import of as rules_of
from zooloretto.ui.replay import chart as chart_module
from zooloretto.ui.session import GameSession
from zooloretto.ui.settings import Settings
from zooloretto.ui.text import LANGUAGES

from history_helpers import play
from menu_helpers import clear_for_a_screen, click, click_at, frames
from sampling import sample

GAMES = ("zoo", "dice")


def saved(game, stop=None, who=("Ana", "bot:easy", "Bert"), seed=3):
    """A game between a person, a bot and a person, written as a save; (path, record)."""
    record = play(who, game=game, seed=seed, stop=stop)
    path = paths.ensure(paths.saves_dir()) / f"{game}-{seed}.json"
    write(record, path, durable=False)
    return path, record


def replay(path, size=(1280, 800), lang="en", speed="off"):
    app = App(size=size, settings=Settings(language=lang, animation_speed=speed), fullscreen=False)
    app.set_language(lang)
    app.open("title", how="reset")
    scene = app.open("replay", GameSession.load(path))
    frames(app)
    return app, scene


def key(app, k, shift=False):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=pygame.KMOD_LSHIFT if shift else 0, unicode="")])
    app.step([])


def shown_state(table):
    """The state the table draws (one event behind the real one while things fly)."""
    return table.choreo.shown if hasattr(table, "choreo") else table.shown.state


def talk(table) -> list:
    """The sentences of the table's talk (the board's panel, the dice game's log)."""
    return [line.text if hasattr(line, "text") else line[0] for line in table.log.lines()]


def moments(record):
    """(actions where a turn begins, where a round begins), read from the rules' events."""
    rules, state = rules_of(record), record.replay(0)
    turns, rounds = [0], [0]
    for n, action in enumerate(record.actions, 1):
        events = rules.apply(state, action)
        if any(type(e).__name__ == "TurnEnded" for e in events):
            turns.append(n)
        if any(type(e).__name__ == "RoundStarted" for e in events):
            rounds.append(n)
    return turns, rounds


def scores(state) -> list:
    if hasattr(state, "sheets"):
        return [score_sheet(s)["total"] for s in state.sheets]
    return [p["total"] for p in live_scores(state)["players"]]


@pytest.mark.parametrize("game", GAMES)
def test_stepping_forward_and_back_shows_exactly_the_records_states(folders, game):
    path, record = saved(game)
    app, scene = replay(path)
    assert navigation.is_screen(app.top, "replay") and scene.at == 0
    table = scene.table
    said = {0: talk(table)}
    for n in range(1, 31):
        key(app, pygame.K_RIGHT)
        assert scene.at == n
        expected = record.replay(n).to_json()
        assert scene.watch.state.to_json() == expected
        assert shown_state(table).to_json() == expected        # what the table draws too
        assert table.session.record.actions == record.actions[:n]
        said[n] = talk(table)
        assert said[n][:len(said[n - 1])] == said[n - 1] and len(said[n]) > len(said[n - 1])
    for n in range(29, 9, -1):
        key(app, pygame.K_LEFT)
        assert scene.at == n and shown_state(table).to_json() == record.replay(n).to_json()
        assert talk(table) == said[n]                          # the talk goes as far as the moment
    key(app, pygame.K_END)
    assert scene.at == len(record.actions) and scene.watch.state.game_over
    assert shown_state(table).to_json() == record.state.to_json()
    key(app, pygame.K_ESCAPE)
    assert navigation.is_screen(app.top, "title")


@pytest.mark.parametrize("game", GAMES)
def test_turn_and_round_jumps_land_where_the_rules_events_begin_them(folders, game):
    path, record = saved(game, stop=90)
    turns, rounds = moments(record)
    end = len(record.actions)
    app, scene = replay(path)
    seen = [scene.at]
    while scene.at < end:
        key(app, pygame.K_RIGHT, shift=True)
        seen.append(scene.at)
    assert seen == turns + ([end] if turns[-1] != end else [])
    back = [scene.at]
    while scene.at > 0:
        key(app, pygame.K_LEFT, shift=True)
        back.append(scene.at)
    assert back == seen[::-1]
    seen = [scene.at]
    while scene.at < end:
        key(app, pygame.K_PAGEDOWN)
        seen.append(scene.at)
    assert seen == rounds + ([end] if rounds[-1] != end else [])
    assert len(rounds) > 2
    key(app, pygame.K_PAGEUP)
    assert scene.at == seen[-2]
    key(app, pygame.K_RIGHT, shift=True)                      # from inside a turn: its end
    key(app, pygame.K_RIGHT)
    inside = scene.at
    key(app, pygame.K_RIGHT, shift=True)
    assert scene.at == min(t for t in turns + [end] if t > inside)
    assert scene.watch.state.to_json() == record.replay(scene.at).to_json()


@pytest.mark.parametrize("game", GAMES)
def test_nothing_can_be_dragged_no_bot_moves_and_no_file_is_written(folders, game):
    path, record = saved(game, stop=60)
    before = path.read_bytes()
    app, scene = replay(path)
    table, rules = scene.table, rules_of(record)
    person = next(n for n in range(len(record.actions)) if record.replay(n).current == 0)
    scene.go(person)
    frames(app)
    state = scene.watch.state
    action = rules.legal(state)[0]
    piece, drop = rules.gesture_of(state, action)
    src, dst = table.hits.point(piece), table.hits.point(drop)
    for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1),
                  pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(1, 1), buttons=(1, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)):
        app.step([event])
    for k in (pygame.K_u, pygame.K_h, pygame.K_RETURN, pygame.K_TAB):
        key(app, k)                   # the table's keys (undo, hint, a piece by keyboard) do nothing
    assert scene.at == person and scene.watch.state.to_json() == record.replay(person).to_json()
    bot = next(n for n in range(len(record.actions)) if record.replay(n).current == 1)
    scene.go(bot)
    for _ in range(10):
        app.step([], dt=1.0)          # a bot's turn on the table: it is never asked to move
    assert scene.at == bot and len(table.session.record.actions) == bot
    key(app, pygame.K_HOME)
    key(app, pygame.K_SPACE)          # played to its end
    assert scene.playing
    for _ in range(len(record.actions) + 5):
        app.step([], dt=1.0)
    assert not scene.playing and scene.at == len(record.actions)
    assert scene.watch.state.to_json() == record.state.to_json()
    key(app, pygame.K_ESCAPE)
    app.open("title", how="reset")
    files = sorted(p.relative_to(paths.saves_dir()) for p in paths.saves_dir().rglob("*") if p.is_file())
    assert [str(f) for f in files] == [path.name] and path.read_bytes() == before


@pytest.mark.parametrize("game", GAMES)
def test_the_chart_is_every_players_live_score_after_every_turn(folders, monkeypatch, game):
    path, record = saved(game)
    rules, state = rules_of(record), record.replay(0)
    after_turns = [(0, scores(state))]
    for n, action in enumerate(record.actions, 1):
        if rules.turn_over(rules.apply(state, action)):
            after_turns.append((n, scores(state)))
    drawn = []
    real = pygame.draw.lines
    monkeypatch.setattr(chart_module.pygame.draw, "lines",
                        lambda surface, colour, closed, points, *a: drawn.append(list(points)) or real(
                            surface, colour, closed, points, *a))
    app, scene = replay(path)
    assert [(p.actions, list(p.totals)) for p in scene.course.points] == after_turns
    assert [p.turn for p in scene.course.points] == list(range(len(after_turns)))
    chart = scene.chart
    plot = chart.plot(app, pygame.Rect((0, 0), scene.chart_rect.size))     # (drawn once, then blitted)
    lines = [points for points in drawn if len(points) == len(after_turns)]
    assert len(lines) == len(record.setup["names"])          # a line per player
    for seat, points in enumerate(lines):
        assert [y for _, y in points] == [chart.y_of(plot, totals[seat]) for _, totals in after_turns]
        assert [x for x, _ in points] == sorted(x for x, _ in points)
    app.open("title", how="reset")


def test_a_point_under_the_pointer_shows_its_moment_and_a_click_stays_there(folders):
    path, record = saved("zoo")
    app, scene = replay(path)
    key(app, pygame.K_RIGHT)
    plot = scene.chart.plot(app, scene.chart_rect)
    point = scene.course.points[12]

    def at(index):
        return (scene.chart.x_of(plot, index), plot.centery)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at(12), rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.at == point.actions and scene.hover == 12
    assert scene.watch.state.to_json() == record.replay(point.actions).to_json()
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(plot.centerx, 10), rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.at == 1 and scene.hover is None                # the pointer left: back where it was
    click_at(app, at(20))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(plot.centerx, 10), rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.at == scene.course.points[20].actions          # clicked: the replay stays there
    app.open("title", how="reset")


def test_play_goes_at_one_two_or_four_times_the_tables_speed(folders):
    path, record = saved("zoo", stop=40)
    app, scene = replay(path, speed="normal")
    table = scene.table
    factor = app.settings.animation_factor()
    assert table.animation_factor() == factor
    made = []
    for speed in (1, 2, 4):
        assert scene.speed == speed and table.animation_factor() == factor / speed
        key(app, pygame.K_HOME)
        key(app, pygame.K_SPACE)
        for _ in range(40):
            app.step([], dt=0.1)      # four simulated seconds
        made.append(scene.at)
        key(app, pygame.K_SPACE)
        assert not scene.playing
        for _ in range(5):
            app.step([], dt=1.0)      # the last move lands
        assert not app.step([])       # a replay standing still is not drawn again
        click(app, "speed")
    assert scene.speed == 1 and made[0] < made[1] < made[2]
    app.open("title", how="reset")


@pytest.mark.parametrize("game", GAMES)
def test_play_from_here_starts_a_practice_game_history_marks_and_statistics_leave_out(folders, game):
    path, record = saved(game, who=("Ana", "Bert"), seed=5)
    app, scene = replay(path)
    turns, _ = moments(record)
    n = turns[-3]                                            # two turns before the end
    scene.go(n)
    frames(app)
    click(app, "play_here")
    table = app.top
    assert navigation.is_screen(table, navigation.table_screen(table.session))
    assert [s.screen_name for s in app.stack] == ["title", table.screen_name]
    practice = table.session
    assert practice.record.actions == record.actions[:n] and practice.record.setup == record.setup
    assert practice.state.to_json() == record.replay(n).to_json()
    assert practice.record.meta["practice"] is True and practice.record.meta["game_id"]
    assert practice.record.meta["seats"] == record.meta["seats"]
    rng = random.Random(1)
    legal = dice_legal if game == "dice" else rules_of(record).legal
    while not practice.state.game_over:                      # played to its end, turn by turn saved
        table.perform(rng.choice(legal(practice.state)))
        frames(app, 1)
    app.open("title", how="reset")
    games = catalogue.scan().games
    assert len(games) == 2
    new = next(g for g in games if g.row["practice"])
    old = next(g for g in games if not g.row["practice"])
    assert new.finished and new.id != old.id and old.path == path
    numbers = figures.statistics(games)
    assert numbers["games"] == 1 and numbers["practice"] == 1
    assert all(p["games"] == 1 for p in numbers["players"])


def test_history_offers_replay_and_opens_it_at_the_games_start(folders):
    from history_helpers import keep
    record = play(("Ana", "bot:easy"), seed=1)
    kept = keep(record)
    app = App(size=(1280, 800), settings=Settings(language="en", animation_speed="off"), fullscreen=False)
    app.open("title", how="reset")
    frames(app)
    click(app, "history")
    app.top.job.wait()
    frames(app)
    click_at(app, app.top.row_rect(0).center)
    click(app, "replay")
    scene = app.top
    assert navigation.is_screen(scene, "replay") and scene.at == 0
    assert scene.course.actions == record.actions and kept.exists()
    key(app, pygame.K_ESCAPE)
    assert navigation.is_screen(app.top, "history")


# Both games' replays show the same ten buttons: the quick run lays each language out once,
# the games taking turns (--full: each game in each language).
GAMES_IN_LANGUAGES = sample([(game, lang) for game in GAMES for lang in LANGUAGES])


def back_to_the_title(app):
    """Between two replays: back to the title (--full) or an empty stack (the quick run)."""
    clear_for_a_screen(app, lambda: app.open("title", how="reset"))


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)], ids=["1024x640", "2560x1440"])
def test_every_word_fits_in_each_language(folders, size):
    from pygame_gui.core.utility import translate
    from pygame_gui.elements import UIButton
    problems = []
    app = App(size=size, settings=Settings(language="en", animation_speed="off"), fullscreen=False)
    for game in GAMES:
        path, _ = saved(game)
        for lang in [lang for g, lang in GAMES_IN_LANGUAGES if g == game]:
            app.set_language(lang)
            back_to_the_title(app)
            scene = app.open("replay", GameSession.load(path))
            scene.go(40)
            frames(app)
            buttons = [e for e in app.ui.get_sprite_group().sprites() if isinstance(e, UIButton)]
            assert len(buttons) == 10
            for b in buttons:
                text = translate(b.text, **b.text_kwargs)
                room = b.rect.w - 2 * b.drawable_shape.text_view_rect.x - 4
                if b.font.size(text)[0] > room:
                    problems.append(f"{game} {lang}: {text!r} in {room} px")
                if not pygame.Rect((0, 0), size).contains(b.rect):
                    problems.append(f"{game} {lang}: {text!r} leaves the window")
            row = sorted(b.rect for b in buttons if b.rect.y > scene.chart_rect.bottom)
            if any(a.right > b.x for a, b in zip(row, row[1:])):
                problems.append(f"{game} {lang}: the row's buttons overlap")
            back_to_the_title(app)
    assert not problems, "\n".join(problems)
