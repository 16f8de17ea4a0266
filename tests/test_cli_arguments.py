"""Every bad argument of every subcommand: one sentence on stderr, status 2,
nothing on stdout, no traceback, and no file created or changed."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from zooloretto.cli import main
from zooloretto.zoo.rules import saves
from zooloretto.zoo.rules.record import GameRecord

ROOT = Path(__file__).resolve().parent.parent
DEEP = "[" * 100_000 + "]" * 100_000
HUGE = "9" * 5000
GOOD_ACTION = '{"type": "reveal"}'


def _bad_numbers(option, lowest, highest):
    """Members of the class "not a number this option takes"."""
    return [(option, v) for v in ("", "x", "1.5", "1e3", "0x10", "Ⅻ", "٣", HUGE, "-" + HUGE,
                                  str(lowest - 1), str(highest + 1), str(10 ** 30), "nan", "1_000")]


NEW = ["new", "--players", "3", "--out", "{dir}/new.json"]


def _new_with(option, value):
    argv = list(NEW)
    if option in argv:
        argv[argv.index(option) + 1] = value
    else:
        argv += [option, value]
    return argv


CASES = (
    # new: every number option, names, paths
    [_new_with(o, v) for o, v in _bad_numbers("--players", 2, 5)]
    + [_new_with(o, v) for o, v in _bad_numbers("--start-player", 0, 4)]
    + [_new_with(o, v) for o, v in _bad_numbers("--seed", -(2 ** 63 - 1), 2 ** 63 - 1) if v not in ("-1", "1")]
    + [_new_with("--names", v) for v in ("Ana,,Bert", "Ana\x00,Bert,Claus", "Ana,B\u202eert,Claus",
                                         "Ana,Bert,Cl\u200baus", "a" * 25 + ",Bert,Claus", "Ana,Bert,\t\n",
                                         "Ana,\ud800,Claus", "Ana,Bert", "A,B,C,D,E,F", "x" * 10_000)]
    + [_new_with("--remove", v) for v in ("unicorn", "zebra,zebra", "zebra,camel,panda", "\x00")]
    + [_new_with("--out", v) for v in ("", "   ", "{dir}/a\x00b.json", "{dir}/missing/x.json", "{dir}",
                                       "{dir}/" + "n" * 5000)]
    + [_new_with("--game", v) for v in ("chess", "", "DICE", "\x00", "board,dice")]
    + [_new_with("--expansions", v) for v in ("unicorn", "polar-bear,unicorn", "\x00", "x" * 5000)]
    + [_new_with("--game", "dice") + extra for extra in (["--players", "5"], ["--remove", "zebra"],
                                                         ["--start-player", "3"], ["--expansions", "polar-bear"])]
    + [["bench", "--game", "chess"], ["bench", "--game", "dice", "--games", "0"], ["bench", "--expansions", "xx"],
       ["bench", "--game", "zoomaka", "--expansions", "polar-bear"]]
    + [["new", "--out", "{dir}/x.json"], ["new", "--players", "3"], ["new", "--players"],
       ["new", "--players", "3", "--out", "{dir}/x.json", "--colour", "red"], ["new", "stray"]]
    # the reading commands: file arguments
    + [[c, v] + ([GOOD_ACTION] if c == "apply" else []) for c in ("legal", "show", "score", "apply")
       for v in ("", "{dir}/none.json", "{dir}/a\x00.json", "{dir}", "{dir}/" + "n" * 5000, "{dir}/" + "n" * 300,
                 "{dir}/bad.json")]
    + [[c] for c in ("legal", "show", "score", "apply")]
    + [["show", "{dir}/game.json", "extra"], ["legal", "{dir}/game.json", "--all"]]
    # apply: the action
    + [["apply", "{dir}/game.json", a] for a in (
        "", "{", "null", "[]", "7", '"load"', DEEP, "[" * 2000 + "]" * 2000, "[" * 500 + "]" * 500,
        '{"type": "load", "truck": ' + HUGE + "}", '{"type": "load", "truck": ' + str(10 ** 40) + "}",
        '{"type": "load", "truck": -' + str(10 ** 12) + "}", '{"type": "load", "truck": NaN}',
        '{"type": "load", "truck": Infinity}', '{"type": "load", "truck": 1e999}',
        '{"type": "load", "truck": [[[[[[[[[[0]]]]]]]]]]}', '{"type": "load", "truck": {"a": {"b": 1}}}',
        '{"type": "load", "truck": true}', '{"type": "load", "truck": 0.0}', '{"type": "load", "truck": 99}',
        '{"type": ["load"]}', '{"type": "load", "truck": 0, "extra": 1}', '{"type": "\\ud800"}',
        '{"type": "draw\\u0000"}', "x" * 100_000)]
    + [["apply", "{dir}/game.json", GOOD_ACTION, "--out", v] for v in ("", "{dir}/missing/x.json", "{dir}")]
    # bench
    + [["bench", o, v] for o, v in _bad_numbers("--games", 1, 100_000)]
    + [["bench", o, v] for o, v in _bad_numbers("--seed", -(2 ** 63 - 1), 2 ** 63 - 1) if v not in ("-1", "1")]
    + [["bench", "--games"], ["bench", "--fast"]]
    # the top level
    + [["--saves-dir", "{dir}/game.json"], ["--saves-dir", ""], ["--saves-dir", "a\x00b"], ["--what"],
       ["nosuchcommand"], ["--windowed", "--fullscreen"]]
)


def _fill(argv, folder):
    return [a.replace("{dir}", str(folder)) for a in argv]


def _snapshot(folder: Path) -> dict:
    return {p.name: (p.read_bytes() if p.is_file() else None) for p in sorted(folder.iterdir())}


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cli")
    saves.write(GameRecord.new(3, 4), folder / "game.json")
    (folder / "bad.json").write_bytes(b'{"format": "zooloretto-save", ')
    return folder


def _id(argv):
    text = " ".join(argv)
    return (text if len(text) < 60 else text[:57] + "...").encode("ascii", "backslashreplace").decode()


@pytest.mark.parametrize("argv", CASES, ids=[_id(c) for c in CASES])
def test_a_bad_argument_is_one_sentence_and_status_2(folder, capsys, argv):
    before = _snapshot(folder)
    code = main(_fill(argv, folder))
    out, err = capsys.readouterr()
    assert code == 2, err
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("zooloretto: "), err[:500]
    assert "Traceback" not in err and len(lines[0]) < 400, err[:500]
    assert _snapshot(folder) == before


@pytest.mark.parametrize("option", ["--games", "--jobs", "--seed", "--iterations"])
@pytest.mark.parametrize("value", ["0", "-1", "x", HUGE, "1.5", "10" * 20])
def test_arena_numbers_are_refused_in_one_sentence(capsys, option, value):
    if option == "--seed" and value == "0":
        return
    code = main(["arena", "--quiet", option, value])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and len(err) < 300, err[:300]
    assert option in err and "Traceback" not in err


def test_arena_refuses_endless_budgets_and_armies_of_workers(capsys):
    for argv in (["--time-budget", "1e300"], ["--time-budget", "nan"], ["--time-budget", "inf"],
                 ["--jobs", "100000"], ["--games", str(10 ** 9)]):
        assert main(["arena", "--quiet", *argv]) == 2
        assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_good_arguments_at_the_edges_still_work(tmp_path, capsys):
    out = tmp_path / "g.json"
    assert main(["new", "--players", "5", "--start-player", "4", "--seed", str(2 ** 63 - 1),
                 "--names", " Ana ,Bért,Claus,Dörte,Émile", "--out", str(out)]) == 0
    assert saves.read(out).setup["names"] == ["Ana", "Bért", "Claus", "Dörte", "Émile"]
    assert main(["new", "--players", "2", "--seed", "-5", "--out", str(out)]) == 0
    assert main(["bench", "--games", "1", "--seed", "3"]) == 0
    capsys.readouterr()


def test_bench_measures_every_game(capsys):
    for game, players in (("dice", "2 3 4"), ("zoomaka", "2 3 4 5")):
        assert main(["bench", "--game", game, "--games", "2", "--seed", "4"]) == 0
        rows = [line.split() for line in capsys.readouterr().out.splitlines()[1:]]
        assert " ".join(r[0] for r in rows) == players
        assert all(float(r[1]) > 0 and float(r[2]) > 10 for r in rows)
        if game == "zoomaka":
            assert all(r[4] == "0" for r in rows)     # every random game reached its end


def test_a_real_process_gives_one_line_for_the_nastiest_arguments(tmp_path):
    """Outside pytest: deep nesting and giant numbers in an action, a zero count."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    save = tmp_path / "g.json"
    saves.write(GameRecord.new(2, 1), save)
    before = save.read_bytes()
    for argv in (["apply", str(save), "[" * 60_000 + "]" * 60_000], ["apply", str(save), "[" * 2000 + "]" * 2000],
                 ["apply", str(save), '{"type": "load", "truck": ' + HUGE + "}"],
                 ["bench", "--games", "0"], ["bench", "--games", "-3"], ["new", "--players", HUGE, "--out", "x"]):
        done = subprocess.run([sys.executable, "-m", "zooloretto", *argv], env=env, cwd=tmp_path,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and done.stdout == "", done.stderr[-500:]
        assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert save.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]


def test_a_message_holding_a_newline_stays_on_one_line(tmp_path, capsys):
    odd = tmp_path / "two\nlines" / "g.json"
    assert main(["new", "--players", "2", "--out", str(odd)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_an_unexpected_error_is_one_line_not_a_traceback(monkeypatch, tmp_path, capsys):
    from zooloretto import bench
    monkeypatch.setattr(bench, "main", lambda args: [][1])
    assert main(["bench", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "IndexError" in err and "Traceback" not in err


def test_json_output_of_legal_is_unchanged(tmp_path, capsys):
    save = tmp_path / "g.json"
    saves.write(GameRecord.new(2, 1), save)
    assert main(["legal", str(save)]) == 0
    assert json.loads(capsys.readouterr().out)


def test_names_print_as_json_even_on_an_ascii_terminal(tmp_path):
    save = tmp_path / "g.json"
    saves.write(GameRecord.new(2, 1, ["Bért", "\u52a8\u7269"]), save)
    done = subprocess.run([sys.executable, "-m", "zooloretto", "show", str(save)], capture_output=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="ascii"), timeout=60)
    assert done.returncode == 0, done.stderr
    assert [p["name"] for p in json.loads(done.stdout)["players"]] == ["Bért", "\u52a8\u7269"]


@pytest.mark.parametrize("name", ["CON", "nul.json", "Com1.json", "lpt9", "aux.txt", "CON ."])
def test_on_windows_a_device_name_is_no_file_argument(monkeypatch, name):
    import argparse
    from zooloretto import cli
    monkeypatch.setattr(cli.os, "name", "nt")
    with pytest.raises(argparse.ArgumentTypeError, match="device"):
        cli.file_path(name)
    with pytest.raises(argparse.ArgumentTypeError, match="device"):
        cli.file_path("saves/" + name)
    assert cli.file_path("saves/console.json") == "saves/console.json"
