"""Nothing lost, nothing crashes: every kind of bad save file, given to the
loader and to each command that reads a file, is refused with one sentence
naming the problem (command line: status 2, no traceback) and no file changes.
Writing fails cleanly too, and autosaves rotate without ever raising.
"""
import copy
import errno
import functools
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from zooloretto import paths
from zooloretto.cli import main
from zooloretto.zoo.rules import legal_actions
from zooloretto.zoo.rules import action_to_json
from zooloretto.zoo.rules import migrations, saves
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import SaveError
from zooloretto.ui import session as session_module
from zooloretto.ui.session import AUTOSAVES_KEPT, GameSession, Seat, latest_autosave

FIXTURES = Path(__file__).resolve().parent / "fixtures"
READING_COMMANDS = ["legal", "show", "score", "apply"]
ANIMAL_NAMES = ("zebra", "camel", "panda", "leopard", "elephant", "flamingo", "kangaroo", "chimpanzee")


@functools.lru_cache(maxsize=None)
def _valid_record():
    seats = [{"name": n, "kind": k, "level": lv, "colour": c} for n, k, lv, c in
             [("Ana", "human", None, [214, 96, 77]), ("Bert", "bot", "hard", [70, 130, 180]),
              ("Claus", "human", None, [240, 180, 60])]]
    record = GameRecord.new(3, 5, ["Ana", "Bert", "Claus"], meta={"seats": seats})
    rng = random.Random(5)
    for _ in range(45):
        record.play(rng.choice(legal_actions(record.state)))
    return record


def valid_save() -> dict:
    """A fresh copy of a 3-player game in its fourth round, as JSON."""
    return copy.deepcopy(_cached_json())


@functools.lru_cache(maxsize=None)
def _cached_json():
    data = saves.to_json(_valid_record())
    # The cases below rely on this position: no expansion open, coins face down.
    assert all(z["expanded"] == 0 for z in data["state"]["zoos"])
    assert "coin" in data["state"]["draw_pile"]
    return data


def edited(change):
    def make():
        data = valid_save()
        change(data)
        return json.dumps(data).encode()
    return make


def raw(content: bytes):
    return lambda: content


def _valid_bytes():
    return json.dumps(valid_save(), indent=1).encode()


def _first_animal(pile, other_than=None):
    return next(t for t in pile if t.split(":")[0] in ANIMAL_NAMES and t.split(":")[0] != other_than)


def _mix_two_types(d):
    pile = d["state"]["draw_pile"]
    a = _first_animal(pile)
    pile.remove(a)
    b = _first_animal(pile, other_than=a.split(":")[0])
    pile.remove(b)
    d["state"]["zoos"][0]["pens"][2] += [a, b]


def _move_from_pile(tile_test, put):
    def change(d):
        pile = d["state"]["draw_pile"]
        tile = next(t for t in pile if tile_test(t))
        pile.remove(tile)
        put(d, tile)
    return change


def _overfill_first_enclosure(d):
    pile = d["state"]["draw_pile"]
    kind = next(t for t in pile if t in ANIMAL_NAMES and pile.count(t) >= 5)
    for _ in range(5):
        pile.remove(kind)
    zoo = d["state"]["zoos"][1]
    zoo["barn"] += zoo["pens"][0]
    zoo["pens"][0] = [kind] * 5


def _set(path, value):
    """Change the value at a dotted path such as state.zoos.0.coins."""
    def change(d):
        *parents, last = path.split(".")
        node = d
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


def _append_legal_action(d):
    d["actions"].append(action_to_json(legal_actions(_valid_record().state)[0]))


def _nested(depth):
    return b'{"format": "zooloretto-save", "version": 1, "meta": ' + b"[" * depth + b"]" * depth + b"}"


# (id, content, words the one-line message must contain)
CONTENT_CASES = [
    # Empty, cut short, not JSON.
    ("empty", raw(b""), "is empty"),
    ("only-whitespace", raw(b"  \n\t \n"), "is empty"),
    ("truncated-half", lambda: _valid_bytes()[: len(_valid_bytes()) // 2], "not valid JSON"),
    ("truncated-last-byte", lambda: _valid_bytes()[:-1], "not valid JSON"),
    ("not-json-text", raw(b"Zooloretto game of Tuesday\n"), "not valid JSON"),
    ("binary", raw(bytes(range(256)) * 4), "not a text file"),
    ("utf16", lambda: json.dumps(valid_save()).encode("utf-16"), "not a text file"),
    # JSON of the wrong shape.
    ("a-list", raw(b"[1, 2, 3]"), "not a Zooloretto save"),
    ("a-number", raw(b"42"), "not a Zooloretto save"),
    ("a-string", raw(b'"zooloretto-save"'), "not a Zooloretto save"),
    ("null", raw(b"null"), "not a Zooloretto save"),
    ("no-format", edited(lambda d: d.pop("format")), "not a Zooloretto save"),
    ("setup-is-a-list", edited(_set("setup", [3, 5])), "'setup' section"),
    ("actions-is-an-object", edited(_set("actions", {"0": {"type": "draw"}})), "'actions' section"),
    ("state-is-a-string", edited(_set("state", "fine")), "'state' section"),
    ("meta-is-null", edited(_set("meta", None)), "'meta' section"),
    ("zoos-is-an-object", edited(_set("state.zoos", {"a": 1})), "state.zoos should be a list"),
    ("zoo-is-a-number", edited(_set("state.zoos.1", 7)), "state.zoos[1] should be an object"),
    ("truck-is-a-list", edited(_set("state.trucks.0", [])), "state.trucks[0] should be an object"),
    ("pens-not-lists", edited(_set("state.zoos.0.pens", "zebra")), "state.zoos[0].pens should be a list of lists"),
    ("pile-holds-numbers", edited(_set("state.draw_pile.0", 3)), "state.draw_pile should be a list of texts"),
    ("offspring-is-a-list", edited(_set("state.offspring", [2, 2])), "state.offspring should be"),
    ("state-key-missing", edited(lambda d: d["state"]["zoos"][2].pop("barn")), "state.zoos[2].barn is missing"),
    ("action-is-a-number", edited(_set("actions.0", 5)), "action 1 cannot be read"),
    ("action-is-a-list", edited(_set("actions.3", ["draw", 0])), "action 4 cannot be read"),
    ("action-is-text", edited(_set("actions.0", "draw 0")), "action 1 cannot be read"),
    ("action-field-wrong-type", edited(_set("actions.2.truck", "1")), "action 3 cannot be read"),
    ("action-unknown-field", edited(lambda d: d["actions"][0].update(hand=1)), "action 1 cannot be read"),
    # Names that are not strings.
    ("setup-names-numbers", edited(_set("setup.names", [1, 2, 3])), "setup.names should be a list of texts"),
    ("zoo-name-null", edited(_set("state.zoos.0.name", None)), "state.zoos[0].name should be a text"),
    ("removed-type-number", edited(_set("setup.removed", [4, 5])), "setup.removed should be a list of texts"),
    ("seat-name-list", edited(_set("meta.seats.0.name", ["Ana"])), "meta.seats[0].name should be a text"),
    # Booleans where numbers go.
    ("bank-true", edited(_set("state.bank", True)), "state.bank should be a whole number"),
    ("coins-false", edited(_set("state.zoos.0.coins", False)), "state.zoos[0].coins should be a whole number"),
    ("players-true", edited(_set("setup.players", True)), "setup.players should be a whole number"),
    ("seed-true", edited(_set("setup.seed", True)), "setup.seed should be a whole number"),
    ("version-true", edited(_set("version", True)), "no format version"),
    ("action-truck-true", edited(_set("actions.1.truck", True)), "must be a whole number"),
    ("flag-is-number", edited(_set("state.game_over", 0)), "state.game_over should be true or false"),
    ("coins-float", edited(_set("state.zoos.1.coins", 2.0)), "state.zoos[1].coins should be a whole number"),
    ("colour-text", edited(_set("meta.seats.1.colour", "red")), "meta.seats[1].colour should be three"),
    ("seat-unknown-kind", edited(_set("meta.seats.0.kind", "alien")), "meta.seats[0].kind should be"),
    ("seat-unknown-level", edited(lambda d: d["meta"]["seats"][0].update(kind="bot", level="god")), "meta.seats[0].level"),
    ("seat-extra-field", edited(lambda d: d["meta"]["seats"][0].update(hat=1)), "unknown field"),
    ("seats-count", edited(lambda d: d["meta"]["seats"].pop()), "one seat per player"),
    # Negative numbers.
    ("bank-negative", edited(_set("state.bank", -1)), "state.bank should be a whole number from 0"),
    ("round-negative", edited(_set("state.round", -3)), "state.round should be a whole number from 1"),
    ("current-negative", edited(_set("state.current", -1)), "state.current should be"),
    ("truck-taken-negative", edited(_set("state.trucks.0.taken_by", -2)), "state.trucks[0].taken_by should be"),
    ("offspring-negative", edited(lambda d: d["state"]["offspring"].update(zebra=-1)), "state.offspring"),
    ("start-player-negative", edited(_set("setup.start_player", -1)), "setup.start_player should be"),
    ("action-truck-negative", edited(_set("actions.1.truck", -1)), "action 2 of the history is illegal"),
    # Huge numbers, NaN, Infinity, broken text.
    ("coins-huge", edited(_set("state.zoos.0.coins", 10**30)), "far too large"),
    ("round-big", edited(_set("state.round", 10**6)), "state.round should be a whole number from 1 to 999"),
    ("action-index-huge", edited(_set("actions.2.truck", 10**40)), "far too large"),
    ("number-of-5000-digits", lambda: _valid_bytes().replace(b'"bank": ', b'"bank": ' + b"7" * 5000, 1),
     "number far too long"),
    ("nan", lambda: _valid_bytes().replace(b'"bank": ', b'"bank": NaN, "x": ', 1), "holds NaN"),
    ("infinity", lambda: _valid_bytes().replace(b'"round": ', b'"round": Infinity, "x": ', 1), "holds Infinity"),
    ("minus-infinity", lambda: _valid_bytes().replace(b'"meta": ', b'"meta": {"x": -Infinity}, "y": ', 1),
     "holds -Infinity"),
    ("float-overflow", lambda: _valid_bytes().replace(b'"meta": {', b'"meta": {"zoom": 1e999, ', 1),
     "infinite number at meta.zoom"),
    ("lone-surrogate", lambda: _valid_bytes().replace(b'"Ana"', b'"\\ud800"'), "not valid Unicode"),
    # Versions.
    ("newer-version", edited(_set("version", saves.VERSION + 1)), "newer version of the game"),
    ("much-newer-version", edited(_set("version", 10**6)), "newer version of the game"),
    ("version-zero", edited(_set("version", 0)), "older than any this game ever wrote"),
    ("version-negative", edited(_set("version", -1)), "older than any this game ever wrote"),
    ("version-text", edited(_set("version", "1")), "no format version"),
    ("version-missing", edited(lambda d: d.pop("version")), "no format version"),
    # States that break the rules.
    ("two-types-one-enclosure", edited(_mix_two_types), "mixes"),
    ("tile-too-many", edited(lambda d: d["state"]["zoos"][1]["barn"].append("stall:drinks")),
     "stall:drinks tile(s) in the game"),
    ("tile-missing", edited(lambda d: d["state"]["draw_pile"].remove(_first_animal(d["state"]["draw_pile"]))),
     "tile(s) in the game, the box holds"),
    ("unknown-tile", edited(lambda d: d["state"]["zoos"][1]["barn"].append("unicorn")), "unknown tile 'unicorn'"),
    ("money-from-nowhere", edited(lambda d: d["state"]["zoos"][2].update(coins=d["state"]["zoos"][2]["coins"] + 1)),
     "money does not add up"),
    ("bank-from-nowhere", edited(lambda d: d["state"].update(bank=d["state"]["bank"] + 5)), "money does not add up"),
    ("coin-tile-in-barn", edited(_move_from_pile(lambda t: t == "coin",
                                                 lambda d, t: d["state"]["zoos"][0]["barn"].append(t))),
     "keeps a coin tile in the barn"),
    ("coin-tile-in-enclosure", edited(_move_from_pile(lambda t: t == "coin",
                                                      lambda d, t: d["state"]["zoos"][1]["pens"][2].append(t))),
     "coin tile in the zoo"),
    ("animal-on-closed-expansion", edited(_move_from_pile(lambda t: t.split(":")[0] in ANIMAL_NAMES,
                                                          lambda d, t: d["state"]["zoos"][0]["pens"][3].append(t))),
     "face-down expansion board"),
    ("stall-on-closed-expansion", edited(_move_from_pile(lambda t: t.startswith("stall:"),
                                                         lambda d, t: d["state"]["zoos"][2]["stalls"][4].append(t))),
     "stall on a face-down expansion board"),
    ("enclosure-over-capacity", edited(_overfill_first_enclosure), "holds 5 tiles, it has 4 spaces"),
    ("wrong-player-count", edited(lambda d: d["state"]["zoos"].pop()), "a 2-player game leaves out 3"),
    # Histories that do not replay to the stored state.
    ("history-one-short", edited(lambda d: d["actions"].pop()), "does not lead to the saved position"),
    ("history-one-too-many", edited(_append_legal_action), "does not lead to the saved position"),
    ("history-emptied", edited(_set("actions", [])), "does not lead to the saved position"),
    ("history-reordered", edited(lambda d: d["actions"].reverse()), "of the history is illegal"),
    ("setup-other-seed", edited(lambda d: d["setup"].update(seed=d["setup"]["seed"] + 1)),
     "of the history is illegal"),
    ("setup-impossible", edited(_set("setup.players", 7)), "impossible setup"),
    # Size and nesting.
    ("several-megabytes-of-spaces", raw(b" " * (5 * 1024 * 1024)), "far too large to be a saved game"),
    ("several-megabytes-of-json", lambda: json.dumps(
        dict(valid_save(), meta={"notes": "z" * (6 * 1024 * 1024)})).encode(), "far too large to be a saved game"),
    ("nested-100000-deep", lambda: _nested(100_000), "nested too deeply"),
    ("nested-500-deep", lambda: _nested(500), "nested too deeply"),
    ("nested-40-deep-in-meta", lambda: _nested(40), "nested too deeply"),
]


def _snapshot(folder: Path) -> dict:
    return {p.name: (p.read_bytes() if p.is_file() else None, p.stat().st_mtime_ns)
            for p in sorted(folder.iterdir())}


def run_cli(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_refused_by_cli(capsys, folder, command, file_arg, words):
    """The command ends with status 2 and one line naming the problem; nothing changes."""
    before = _snapshot(folder)
    argv = [command, file_arg] + (['{"type": "reveal"}'] if command == "apply" else [])
    code, out, err = run_cli(capsys, *argv)
    assert code == 2, err
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("zooloretto: "), err
    assert words in err and "Traceback" not in err
    assert _snapshot(folder) == before
    return err


@pytest.fixture
def folder(tmp_path):
    """A save folder that also holds a good save nobody may touch."""
    saves.write(_valid_record(), tmp_path / "bystander.json")
    return tmp_path


# 1. Every bad file, through the loader and through each command -------------
@pytest.mark.parametrize("case_id, make, words", CONTENT_CASES, ids=[c[0] for c in CONTENT_CASES])
def test_loader_refuses_bad_file_with_a_named_problem(folder, case_id, make, words):
    path = folder / "bad.json"
    path.write_bytes(make())
    before = _snapshot(folder)
    with pytest.raises(SaveError) as refused:
        saves.read(path)
    message = str(refused.value)
    assert words in message
    assert "\n" not in message and len(message) < 300
    assert _snapshot(folder) == before


@pytest.mark.parametrize("command", READING_COMMANDS)
@pytest.mark.parametrize("case_id, make, words", CONTENT_CASES, ids=[c[0] for c in CONTENT_CASES])
def test_every_command_refuses_bad_file_with_status_2(folder, capsys, command, case_id, make, words):
    path = folder / "bad.json"
    path.write_bytes(make())
    assert_refused_by_cli(capsys, folder, command, str(path), words)


def test_the_untouched_save_is_still_good():
    """The cases are edits of a save that loads: each one breaks exactly what it says."""
    assert saves.from_bytes(_valid_bytes()).state.to_json() == _valid_record().state.to_json()


def test_a_real_process_prints_one_line_for_the_nastiest_files(tmp_path):
    """Outside pytest too: deep nesting, giant numbers and binary end in one line and status 2."""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    for content in (_nested(100_000), b'{"version": ' + b"9" * 5000 + b"}", bytes(range(256))):
        path = tmp_path / "nasty.json"
        path.write_bytes(content)
        done = subprocess.run([sys.executable, "-m", "zooloretto", "show", str(path)],
                              env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and done.stdout == ""
        assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


# File names and kinds of file ---------------------------------------------------
ODD_NAMES = ["my game.json", "zoo \u00e9l\u00e9phant \u6e38\u620f.json", "it's \"mine\".json", "-dash.json",
             "--help.json", "semi;colon $HOME.json"]


@pytest.mark.parametrize("name", ODD_NAMES)
def test_odd_file_names_load_and_their_damage_is_named(folder, capsys, name):
    good = folder / name
    saves.write(_valid_record(), good)
    assert saves.read(good).state.to_json() == _valid_record().state.to_json()
    code, out, err = run_cli(capsys, "legal", str(good))
    assert code == 0 and json.loads(out), err
    bad = folder / ("bad " + name)
    bad.write_bytes(b'{"format": "zooloretto-save", ')
    for command in READING_COMMANDS:
        err = assert_refused_by_cli(capsys, folder, command, str(bad), "not valid JSON")
        assert bad.name in err


@pytest.mark.parametrize("command", READING_COMMANDS)
def test_leading_dash_without_double_dash_is_a_usage_error_not_a_crash(folder, capsys, monkeypatch, command):
    monkeypatch.chdir(folder)
    saves.write(_valid_record(), folder / "-game.json")
    before = _snapshot(folder)
    code, out, err = run_cli(capsys, command, "-game.json")
    assert code == 2 and "Traceback" not in err and err.strip().splitlines()[-1].startswith("zooloretto: ")
    assert _snapshot(folder) == before
    code, out, _ = run_cli(capsys, command, "./-game.json", *(['{"type": "load", "truck": 9}'] if command == "apply" else []))
    assert code == (2 if command == "apply" else 0)    # nothing revealed, no truck 9: refused, file kept
    assert _snapshot(folder) == before


@pytest.mark.parametrize("command", READING_COMMANDS)
def test_a_folder_instead_of_a_file(folder, capsys, command):
    (folder / "dir.json").mkdir()
    with pytest.raises(SaveError, match="is a folder, not a save file"):
        saves.read(folder / "dir.json")
    assert_refused_by_cli(capsys, folder, command, str(folder / "dir.json"), "is a folder")


@pytest.mark.parametrize("command", READING_COMMANDS)
def test_a_pipe_is_refused_instead_of_waiting_forever(folder, capsys, command):
    os.mkfifo(folder / "pipe.json")
    with pytest.raises(SaveError, match="not an ordinary file"):
        saves.read(folder / "pipe.json")
    assert_refused_by_cli(capsys, folder, command, str(folder / "pipe.json"), "not an ordinary file")


@pytest.mark.parametrize("command", READING_COMMANDS)
def test_an_unreadable_file(folder, capsys, command):
    """A save the system will not open, for root too (CI runs as root, and root reads a file
    whatever its mode): its path goes through a regular file as if that were a folder."""
    blocker = folder / "notes.txt"
    blocker.write_text("a file, not a folder")
    path = blocker / "locked.json"
    with pytest.raises(SaveError) as refused:
        saves.read(path)
    assert refused.value.kind == "unreadable" and "Not a directory" in str(refused.value)
    assert_refused_by_cli(capsys, folder, command, str(path), "Not a directory")
    assert blocker.read_text() == "a file, not a folder"


@pytest.mark.parametrize("command", READING_COMMANDS)
def test_an_unreadable_file_simulated(folder, capsys, monkeypatch, command):
    """The same refusal where chmod cannot cause it (as root): opening is denied."""
    path = folder / "locked.json"
    saves.write(_valid_record(), path)
    monkeypatch.setattr(saves, "open", _failing(PermissionError(13, "Permission denied")), raising=False)
    with pytest.raises(SaveError, match="cannot read .*locked.json.*: Permission denied"):
        saves.read(path)
    assert_refused_by_cli(capsys, folder, command, str(path), "Permission denied")


# Writing ----------------------------------------------------------------------------
def test_write_into_a_missing_folder_fails_with_the_target_named(tmp_path):
    target = tmp_path / "no such folder" / "g.json"
    with pytest.raises(OSError) as failed:
        saves.write(_valid_record(), target)
    assert failed.value.filename == str(target) and failed.value.strerror
    assert not target.parent.exists()


def test_write_onto_a_folder_fails_and_leaves_no_temporary_file(tmp_path):
    (tmp_path / "g.json").mkdir()
    with pytest.raises(OSError):
        saves.write(_valid_record(), tmp_path / "g.json")
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"] and (tmp_path / "g.json").is_dir()


def _failing(error):
    def fail(*_args, **_kw):
        raise error
    return fail


@pytest.mark.parametrize("where, error", [
    ("tempfile.mkstemp", PermissionError(13, "Permission denied")),    # a read-only folder
    ("os.fsync", OSError(28, "No space left on device")),             # the disk fills mid-write
])
def test_failed_write_keeps_the_old_file_whole(tmp_path, monkeypatch, where, error):
    path = tmp_path / "g.json"
    saves.write(GameRecord.new(2, 1), path)
    before = path.read_bytes()
    module, name = where.split(".")
    monkeypatch.setattr({"tempfile": saves.tempfile, "os": saves.os}[module], name, _failing(error))
    with pytest.raises(OSError) as failed:
        saves.write(_valid_record(), path)
    assert failed.value.errno == error.errno
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_a_write_the_system_cuts_short_keeps_the_old_file(tmp_path):
    """The system refuses the new save's bytes part-way, for root too (CI runs as root, and
    root writes into read-only folders): a child process may write files of 1000 bytes at
    most (RLIMIT_FSIZE binds root). The old save stays whole, no temporary file is left."""
    resource = pytest.importorskip("resource")      # POSIX; Windows has no such limit
    path = tmp_path / "g.json"
    saves.write(GameRecord.new(2, 1), path)
    before = path.read_bytes()
    assert len(before) > 1000
    child = (
        "import resource, signal, sys\n"
        "from zooloretto.zoo.rules import saves\n"
        "from zooloretto.zoo.rules.record import GameRecord\n"
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
        f"resource.setrlimit(resource.RLIMIT_FSIZE, (1000, {resource.RLIM_INFINITY}))\n"
        "try:\n"
        "    saves.write(GameRecord.new(3, 7), sys.argv[1])\n"
        "except OSError as e:\n"
        "    print(e.errno)\n")
    done = subprocess.run([sys.executable, "-c", child, str(path)], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent)),
                          timeout=60)
    assert done.stdout.strip() == str(errno.EFBIG), done.stderr
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_a_save_behind_a_file_fails_with_the_target_named(tmp_path):
    """A folder that cannot be made, by construction, for root too: its name is a file's."""
    blocker = tmp_path / "saves"
    blocker.write_text("a file, not a folder")
    target = blocker / "g.json"
    with pytest.raises(OSError) as failed:
        saves.write(_valid_record(), target)
    assert failed.value.filename == str(target) and failed.value.errno == errno.ENOTDIR
    assert blocker.read_text() == "a file, not a folder" and [p.name for p in tmp_path.iterdir()] == ["saves"]


def test_apply_out_into_a_missing_folder_fails_cleanly(folder, capsys):
    source = folder / "g.json"
    saves.write(GameRecord.new(3, 2), source)
    before = _snapshot(folder)
    target = folder / "missing" / "next.json"
    code, out, err = run_cli(capsys, "apply", str(source), '{"type": "reveal"}', "--out", str(target))
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.strip() == f"zooloretto: cannot write {target}: No such file or directory"
    assert _snapshot(folder) == before and not target.parent.exists()


def test_apply_out_onto_a_folder_fails_cleanly(folder, capsys):
    source = folder / "g.json"
    saves.write(GameRecord.new(3, 2), source)
    (folder / "taken").mkdir()
    before = _snapshot(folder)
    code, out, err = run_cli(capsys, "apply", str(source), '{"type": "reveal"}',
                             "--out", str(folder / "taken"))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "cannot write" in err
    assert _snapshot(folder) == before


def test_new_into_a_missing_folder_fails_cleanly(tmp_path, capsys):
    code, out, err = run_cli(capsys, "new", "--players", "2", "--out", str(tmp_path / "nope" / "g.json"))
    assert code == 2 and "cannot write" in err and "No such file" in err
    assert list(tmp_path.iterdir()) == []


# 2. Migration ------------------------------------------------------------------------
def test_version_1_fixture_still_loads():
    """A save written by format 1. Never regenerate it: when the format changes,
    a migration step must keep this file loading (add a fixture of the new version too)."""
    path = FIXTURES / "save-v1.json"
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
    record = saves.read(path)
    assert record.setup == {"players": 4, "seed": 2026, "names": ["Ana", "Bert", "Claus", "Doris"],
                            "removed": ["camel"], "start_player": 1}
    # Its 60 actions hold 21 draws; each replays as today's two steps, Reveal then Load.
    assert len(record.actions) == 60 + 21 and record.state.round == 4 and record.state.current == 0
    assert [z.name for z in record.state.zoos] == ["Ana", "Bert", "Claus", "Doris"]
    assert record.state.bank == 31 and len(record.state.draw_pile) == 65
    assert record.state.zoos[0].pens == [["chimpanzee"], ["panda:male"], [], [], []]
    assert [action_to_json(a) for a in record.actions[-2:]] == [{"type": "reveal"}, {"type": "load", "truck": 0}]
    assert record.meta["seats"][1] == {"name": "Bert", "kind": "bot", "level": "medium", "colour": [70, 130, 180]}
    assert record.replay().to_json() == record.state.to_json()


def test_every_fixture_loads():
    """Each kept save loads and replays to the position it holds: the board game's and the
    dice game's, each of the format its name says."""
    found = {p.name: p for p in FIXTURES.glob("save-v*.json")}
    assert {"save-v1.json", "save-v1-unloading.json", "save-v1-dice-one-loaded.json"} <= set(found)
    games = set()
    for name, path in sorted(found.items()):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["version"] == int(name.split("-")[1].removeprefix("v").removesuffix(".json")), name
        record = saves.read(path)
        assert record.actions and record.replay().to_json() == record.state.to_json(), name
        games.add(data.get("game", "zoo"))
    assert games == {"zoo", "dice"}


def test_a_migration_step_upgrades_an_older_format(monkeypatch):
    """The machinery of every step, tried on a (synthetic) format 0 that kept the players'
    names in `seats` and had no `meta`: it is upgraded to 1, then on to today's format."""
    def from_0(data):
        data = dict(data, meta={}, version=1)
        data["setup"] = dict(data["setup"], names=data["setup"].pop("seats"))
        return data
    monkeypatch.setattr(migrations, "OLDEST", 0)
    monkeypatch.setattr(migrations, "STEPS", {**migrations.STEPS, 0: from_0})
    old = valid_save()
    old.update(version=0)
    old.pop("meta")
    old["setup"]["seats"] = old["setup"].pop("names")
    record = saves.from_json(old)
    assert record.state.to_json() == _valid_record().state.to_json() and record.meta == {}


def test_a_damaged_old_format_is_refused_by_its_migration(monkeypatch):
    monkeypatch.setattr(migrations, "OLDEST", 0)
    monkeypatch.setattr(migrations, "STEPS", {0: lambda data: data["no such key"]})
    with pytest.raises(SaveError, match="format 0 but damaged"):
        saves.from_json(dict(valid_save(), version=0))


def test_an_old_format_without_a_step_is_refused(monkeypatch):
    monkeypatch.setattr(migrations, "OLDEST", 0)
    with pytest.raises(SaveError, match="format 0, which this version of the game cannot upgrade"):
        saves.from_json(dict(valid_save(), version=0))


def test_bot_levels_in_saves_are_the_bots_levels():
    from zooloretto.zoo.bots import LEVELS
    assert tuple(saves.BOT_LEVELS) == tuple(LEVELS)


def test_the_loader_checks_exactly_the_fields_a_seat_has():
    """A field added to Seat must be added to saves.SEAT_FIELDS, or every new save would be refused."""
    import dataclasses
    assert set(saves.SEAT_FIELDS) == {f.name for f in dataclasses.fields(Seat)}


# 4. Autosaves ------------------------------------------------------------------------
@pytest.fixture
def autosave_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "_saves_override", tmp_path)
    return paths.autosave_dir()


def _session():
    return GameSession.new([Seat("Ana"), Seat("Bert", "bot", "easy")], seed=11)


def _autosave_files(folder):
    return sorted(p.name for p in folder.iterdir())


def test_autosaves_rotate_keeping_the_newest(autosave_dir):
    session = _session()
    written = []
    for _ in range(AUTOSAVES_KEPT + 4):
        # Same second, same number of actions: the order must still be kept.
        written.append(session.autosave())
    assert all(written)
    assert sorted(autosave_dir.iterdir()) == sorted(written[-AUTOSAVES_KEPT:])
    assert latest_autosave() == written[-1]
    session.play(session.legal()[0])
    newest = session.autosave()
    kept = sorted(autosave_dir.iterdir())
    assert len(kept) == AUTOSAVES_KEPT and newest in kept
    assert written[-AUTOSAVES_KEPT] not in kept        # the oldest went first
    assert saves.read(latest_autosave()).actions == session.record.actions


def test_autosaves_follow_the_order_written_not_the_clock(autosave_dir, monkeypatch):
    """A clock set back (or the repeated hour when summer time ends) must not
    make the newest autosave look oldest and delete it."""
    session = _session()
    clock = iter([2_000_000_000 - 3600 * k for k in range(20)])     # each save an hour earlier
    real_gmtime = session_module.time.gmtime
    monkeypatch.setattr(session_module.time, "gmtime", lambda *_: real_gmtime(next(clock)))
    written = [session.autosave() for _ in range(AUTOSAVES_KEPT + 2)]
    assert sorted(autosave_dir.iterdir()) == sorted(written[-AUTOSAVES_KEPT:])
    assert latest_autosave() == written[-1]
    assert written[0].name[18:33] > written[-1].name[18:33]     # the clock did go back


def test_autosaves_of_older_builds_are_rotated_out_first(autosave_dir):
    paths.ensure(autosave_dir)
    session = _session()
    for n in range(3):
        saves.write(session.record, autosave_dir / f"autosave-20260101-12000{n}-00000.json")
    new = [session.autosave() for _ in range(AUTOSAVES_KEPT)]
    assert sorted(autosave_dir.iterdir()) == sorted(new) and latest_autosave() == new[-1]


def test_a_failing_autosave_keeps_the_previous_one_and_does_not_raise(autosave_dir, monkeypatch):
    session = _session()
    while latest_autosave() is None:            # until a turn ends: autosaved
        session.play(session.legal()[0])
    first = latest_autosave()
    played = len(session.record.actions)
    before = _snapshot(autosave_dir)
    for error in (PermissionError(13, "Permission denied"), OSError(28, "No space left on device"),
                  TypeError("not serialisable"), UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogate")):
        monkeypatch.setattr(saves.os, "fsync", _failing(error))      # the durable write
        monkeypatch.setattr(saves.os, "replace", _failing(error))    # the turn's quick one
        assert session.autosave() is None
        session.play(session.legal()[0])        # playing on autosaves again, and fails quietly
    assert len(session.record.actions) == played + 4
    assert latest_autosave() == first and _snapshot(autosave_dir) == before


def test_autosave_with_no_usable_folder_returns_none(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(paths, "_saves_override", blocker)
    assert _session().autosave() is None
    assert latest_autosave() is None
    assert blocker.read_text() == "not a folder"


def test_session_load_refuses_seats_the_screen_cannot_seat(tmp_path):
    """The session builds Seat objects from meta.seats; a damaged seat is a SaveError, not a crash."""
    data = valid_save()
    data["meta"]["seats"][2]["colour"] = [1, 2]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="colour"):
        GameSession.load(path)
    data["meta"]["seats"][2]["colour"] = [1, 2, 3]
    path.write_text(json.dumps(data))
    assert GameSession.load(path).seats[2].colour == (1, 2, 3)


def test_the_load_screen_lists_every_bad_file_with_its_reason_and_loads_the_good_one(tmp_path, monkeypatch):
    """All the bad files above at once in the saves folder: the Load screen opens,
    names a problem for each in the player's words, refuses to load them, and
    still loads the good save beside them."""
    from zooloretto import paths
    from zooloretto.ui.app import App
    from zooloretto.ui.scenes.load import LoadScene
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.text import tr
    from zooloretto.ui.scenes.title import TitleScene

    folder = tmp_path / "saves"
    folder.mkdir()
    paths.set_saves_dir(folder)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    try:
        for case_id, make, _ in CONTENT_CASES:
            (folder / f"{case_id}.json").write_bytes(make())
        (folder / "good.json").write_bytes(_valid_bytes())
        before = _snapshot(folder)
        app = App(size=(1280, 800), settings=Settings(language="en"))
        app.reset(TitleScene(app))
        app.push(LoadScene(app))
        for _ in range(2):
            app.step([])
        entries = {e.path.stem: e for e in app.top.entries if e.path.parent == folder}
        sentences = {tr("saves.problem." + kind) for kind in SaveError.KINDS}
        for case_id, _, _ in CONTENT_CASES:
            entry = entries[case_id]
            assert entry.session is None and entry.error in sentences, case_id
        assert entries["good"].error is None and entries["good"].session is not None
        for entry in entries.values():                 # every row can be selected and drawn
            app.top.selected = entry
            app.step([])
        assert _snapshot(folder) == before
    finally:
        paths.set_saves_dir(None)
