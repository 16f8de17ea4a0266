#!/usr/bin/env python3
"""Plant small defects (mutants) in the three rules packages and see whether the tests notice.

    nice -n 10 python3 tools/mutate.py --package dice [--per-package 200]   (one at a time)
    python3 tools/mutate.py --report          the figures and the survivors so far
    python3 tools/mutate.py --package dice --recheck tests/test_mutants_dice.py
                                              each survivor again, against the new tests only

Each mutant changes one spot of one file: a comparison flipped (< into >=, == into !=, in into
not in), a number zeroed (0 becomes 1), an `if`'s branch dropped (its test made False), an
`and` swapped with `or`, a `+` with a `-`. It is planted in a COPY of one commit (git archive of
HEAD when the package's first run began, pinned in pins.json under --work, so a resumed run
plants in the same code; never the working tree, where others' edits may be half done). One
clean run of the package's rules tests, traced (tools/mutate_cover.py), says which tests run
which lines; each mutant then runs only those tests (every test for a line run at import), the
quickest first, stopping at the first failure, with a time limit; the file is put back. One
line per mutant goes to results.jsonl: a second run skips the mutants already there.

"killed": a test failed (or the run passed its time limit: a defect that hangs the game is
noticed too); "survived": every test passed; "uncovered": no test runs that line, so it
survives without a run. The choice of mutants is a fixed shuffle (--seed): the same command
plants the same defects again, and a run stopped early has done a random sample."""
from __future__ import annotations

import argparse
import ast
import json
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"

# The survivors judged by reading them: {mutant key: {"verdict": equivalent | dead | gap,
# "why": one line, "test": the test that now kills it}}.
VERDICTS = ROOT / "tools" / "mutate_verdicts.json"
PACKAGES = {
    "zoo": "zooloretto/zoo/rules",
    "dice": "zooloretto/dice/rules",
    "zoomaka": "zooloretto/zoomaka/rules",
}
# The tests that speak for each package's rules: no screen, a few seconds each.
TESTS = {
    "zoo": ["tests/test_engine.py", "tests/test_rulebook.py", "tests/test_scoring_totals.py",
            "tests/test_legal_reference.py", "tests/test_expansions.py", "tests/test_places.py",
            "tests/test_saves.py", "tests/test_chance.py",
            # the Exotic expansion and the later minis (skunk, specials, visitors, polar bear)
            "tests/test_exotic_rules.py", "tests/test_exotic_minis.py"],
    "dice": ["tests/test_dice_rules.py", "tests/test_dice_games.py", "tests/test_dice_endgame.py",
             "tests/test_dice_places.py"],
    "zoomaka": ["tests/test_zoomaka_rules.py", "tests/test_zoomaka_rulings.py",
                "tests/test_zoomaka_games.py", "tests/test_zoomaka_answers.py",
                "tests/test_zoomaka_fees_in_full.py", "tests/test_zoomaka_secrets_view.py",
                "tests/test_zoomaka_secrets_saves.py"],
}
# Left out of the clean run (so of every mutant's): the largest games of a check that the
# same test makes on smaller ones too, half the zoo's time, on a machine shared with others.
DESELECT = {
    "zoo": [f"tests/test_engine.py::test_refusal_is_none_exactly_for_the_legal_actions[{p}]"
            for p in ("4-3", "5-4", "5-6")],
}
FLIP = {ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE, ast.LtE: ast.Gt,
        ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
        ast.Is: ast.IsNot, ast.IsNot: ast.Is}
SWAP_BIN = {ast.Add: ast.Sub, ast.Sub: ast.Add}
SWAP_BOOL = {ast.And: ast.Or, ast.Or: ast.And}


@dataclass(frozen=True)
class Mutant:
    path: str          # relative to the tree
    line: int
    col: int
    end_line: int
    end_col: int
    kind: str          # compare, constant, branch, boolop, arith
    new: str           # the text planted in place of the span
    # inside a function's or a lambda's body: the line's run at import (a lambda's line, a
    # def's defaults) does not run the mutant, so only the tests that ran the line need to
    in_function: bool = field(default=False, compare=False)

    @property
    def key(self) -> str:
        return f"{self.path}:{self.line}:{self.col}:{self.kind}:{self.new}"


def _skipped_spans(tree: ast.AST) -> list[ast.AST]:
    """Nodes whose insides are not mutated: docstrings, annotations, f-strings, __all__."""
    out: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            out.append(node)
        elif isinstance(node, (ast.AnnAssign, ast.arg)) and node.annotation is not None:
            out.append(node.annotation)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns:
            out.append(node.returns)
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            out.append(node)
    return out


def _inside(node: ast.AST, spans: list[ast.AST]) -> bool:
    start = (node.lineno, node.col_offset)
    for s in spans:
        if (s.lineno, s.col_offset) <= start and start < (s.end_lineno, s.end_col_offset):
            return True
    return False


def _text(node: ast.AST) -> str:
    return "(" + ast.unparse(node) + ")"


def _variants(node: ast.AST):
    """(kind, the replacing node's text, the node whose span is replaced) for one node."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in FLIP:
                ops = list(node.ops)
                ops[i] = FLIP[type(op)]()
                yield "compare", _text(ast.Compare(node.left, ops, node.comparators)), node
    elif isinstance(node, ast.Constant) and type(node.value) in (int, float):
        yield "constant", "1" if node.value == 0 else "0", node
    elif isinstance(node, ast.If) and not _is_guard(node.test):
        yield "branch", "False", node.test
    elif isinstance(node, ast.IfExp):
        yield "branch", "False", node.test
    elif isinstance(node, ast.BoolOp):
        yield "boolop", _text(ast.BoolOp(SWAP_BOOL[type(node.op)](), node.values)), node
    elif isinstance(node, ast.BinOp) and type(node.op) in SWAP_BIN:
        yield "arith", _text(ast.BinOp(node.left, SWAP_BIN[type(node.op)](), node.right)), node


def _is_guard(test: ast.AST) -> bool:
    """`if TYPE_CHECKING:` and `if __name__ == "__main__":` are not rules."""
    names = {n.id for n in ast.walk(test) if isinstance(n, ast.Name)}
    return bool(names & {"TYPE_CHECKING", "__name__"})


def mutants_of(tree_root: Path, rel: str) -> list[Mutant]:
    source = (tree_root / rel).read_text(encoding="utf-8")
    tree = ast.parse(source)
    spans = _skipped_spans(tree)
    bodies = [b for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
              for b in n.body] + [n.body for n in ast.walk(tree) if isinstance(n, ast.Lambda)]
    found = []
    for node in ast.walk(tree):
        if not hasattr(node, "lineno") or _inside(node, spans):
            continue
        for kind, new, span in _variants(node):
            found.append(Mutant(rel, span.lineno, span.col_offset, span.end_lineno,
                                span.end_col_offset, kind, new, _inside(span, bodies)))
    return found


def planted(source: str, m: Mutant) -> str:
    """The source with the mutant's span replaced (ast columns count UTF-8 bytes)."""
    lines = source.encode("utf-8").splitlines(keepends=True)
    head = b"".join(lines[:m.line - 1]) + lines[m.line - 1][:m.col]
    tail = lines[m.end_line - 1][m.end_col:] + b"".join(lines[m.end_line:])
    return (head + m.new.encode("utf-8") + tail).decode("utf-8")


def choose(tree_root: Path, package: str, count: int, seed: int) -> list[Mutant]:
    base = tree_root / PACKAGES[package]
    every = []
    for file in sorted(base.rglob("*.py")):
        every += mutants_of(tree_root, file.relative_to(tree_root).as_posix())
    random.Random(f"{seed}:{package}").shuffle(every)
    return every[:count]


def head_commit() -> str:
    return subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()


def pinned_commit(work: Path, package: str) -> str:
    """The commit a package's mutants are planted in: HEAD when its first run began, kept for
    the runs that resume it (a mutant's place is a line and column of that commit's file)."""
    pins_file = work / "pins.json"
    pins = json.loads(pins_file.read_text(encoding="utf-8")) if pins_file.exists() else {}
    if package not in pins:
        pins[package] = head_commit()
        pins_file.write_text(json.dumps(pins, indent=1), encoding="utf-8")
    return pins[package]


def copy_tree(work: Path, commit: str) -> Path:
    """That commit's tree (not the working tree, where others' edits may be half done), its
    code and tests written afresh at every start: a run stopped hard cannot leave a mutant."""
    tree = work / f"tree-{commit[:10]}"
    if tree.exists():
        archive = subprocess.run(["git", "archive", commit, "zooloretto", "tests"], cwd=ROOT,
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
        (work / "planted.json").unlink(missing_ok=True)
    else:
        part = work / f"tree-{commit[:10]}.part"
        subprocess.run(["rm", "-rf", str(part)], check=True)
        part.mkdir(parents=True)
        archive = subprocess.run(["git", "archive", commit], cwd=ROOT, capture_output=True,
                                 check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(part)], input=archive, check=True)
        part.rename(tree)
    return tree


def run_tests(tree: Path, tests: list[str], timeout: float, extra_env: dict | None = None,
              first_failure: bool = True, plugin: bool = False) -> tuple[str, float, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONDONTWRITEBYTECODE="1",
               PYTHONPATH=f"{tree}{os.pathsep}{ROOT / 'tools'}", HOME=str(tree.parent / "home"),
               XDG_DATA_HOME=str(tree.parent / "home" / "data"),
               XDG_CONFIG_HOME=str(tree.parent / "home" / "config"), **(extra_env or {}))
    env.pop("PYTHONPYCACHEPREFIX", None)
    # xdist and hypothesis's plugin cost two thirds of a start (no rules test uses either)
    cmd = [str(PYTHON), "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:hypothesispytest",
           "-p", "no:cacheprovider", "-rf", "--no-header", "-p", "mutate_cover", *tests]
    if not plugin:
        env["MUTATE_KEEP_ORDER"] = "1"
    if first_failure:
        cmd.append("-x")
    started = time.monotonic()
    try:
        done = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - started, ""
    took = time.monotonic() - started
    if done.returncode == 0:
        return "survived", took, done.stdout
    if done.returncode in (1, 2):  # 2: the mutant broke an import, so collection failed
        return "killed", took, done.stdout
    if done.returncode == 4:    # the clean copy collects these tests: only an import the
        return "killed", took, done.stdout + done.stderr    # mutant broke ends so (conftest's too)
    return f"error {done.returncode}", took, done.stdout + done.stderr


def failed_ids(output: str) -> list[str]:
    return [line.split()[1] for line in output.splitlines() if line.startswith("FAILED ")]


def imports(tree: Path, package: str, file: Path, source: str) -> bool:
    """Whether the package still imports with the mutant planted (a line no test was seen to
    run may still run at import, in a decorator say, before tracing began)."""
    original = file.read_text(encoding="utf-8")
    file.write_text(source, encoding="utf-8")
    try:
        env = dict(os.environ, PYTHONPATH=str(tree), PYTHONDONTWRITEBYTECODE="1")
        return subprocess.run([str(PYTHON), "-c", f"import zooloretto.{package}.rules"], cwd=tree,
                              env=env, capture_output=True, timeout=120).returncode == 0
    finally:
        file.write_text(original, encoding="utf-8")


def check_copy_is_used(tree: Path, package: str) -> None:
    """The copy's package, not the working tree's, must be the one imported."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONDONTWRITEBYTECODE="1")
    code = f"import zooloretto.{package}.rules as r; print(r.__file__)"
    where = subprocess.run([str(PYTHON), "-c", code], cwd=tree, env=env, capture_output=True,
                           text=True, check=True).stdout.strip()
    if not where.startswith(str(tree)):
        sys.exit(f"mutate: the tests would import {where}, not the copy under {tree}")


def coverage(work: Path, tree: Path, package: str, commit: str) -> dict:
    """Which tests run which lines of the package (tools/mutate_cover.py), from one clean run
    of the unmutated copy; its time sets the mutants' time limit. Kept for resumed runs."""
    out = work / f"cover-{package}-{commit[:10]}.json"
    if not out.exists():
        base = tree / PACKAGES[package]
        deselect = [arg for test in DESELECT.get(package, []) for arg in ("--deselect", test)]
        status, took, _ = run_tests(tree, TESTS[package] + deselect, 3600, first_failure=False,
                                    plugin=True,
                                    extra_env={"MUTATE_COVER_PREFIX": str(base),
                                               "MUTATE_COVER_OUT": str(out) + ".part"})
        data = json.loads(Path(str(out) + ".part").read_text(encoding="utf-8"))
        data["seconds"] = took
        out.write_text(json.dumps(data), encoding="utf-8")
        Path(str(out) + ".part").unlink()
    data = json.loads(out.read_text(encoding="utf-8"))
    if not data.get("durations"):     # a cover file written before they were kept
        cached = ROOT / ".pytest_cache" / "v" / "zooloretto" / "durations"
        data["durations"] = json.loads(cached.read_text()) if cached.exists() else {}
    print(f"{package}: clean run (traced) {data['seconds']:.0f} s, {len(data['tests'])} tests; "
          f"left out (fail unmutated): {data['failed']}", flush=True)
    return data


def quick_set(tree: Path, package: str, seconds: float) -> dict:
    """The package's tests that took under `seconds` in the last run of the suite (pytest's
    cache of the working tree), as a cover with no lines: every mutant runs them all,
    quickest first. For a machine too busy for the traced run: the long random games are
    left out, so the figures are of this set (--quick says its bound)."""
    cached = ROOT / ".pytest_cache" / "v" / "zooloretto" / "durations"
    known = json.loads(cached.read_text()) if cached.exists() else {}
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONDONTWRITEBYTECODE="1",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    listed = subprocess.run([str(PYTHON), "-m", "pytest", "-o", "addopts=", "-q", "--collect-only",
                             "-p", "no:xdist",
                             "-p", "no:hypothesispytest", "-p", "no:cacheprovider",
                             *TESTS[package]], cwd=tree, env=env, capture_output=True,
                            text=True).stdout.splitlines()
    ids = [t for t in listed if "::" in t]
    if not ids:
        sys.exit(f"mutate: no tests listed for {package}")
    quick = sorted((t for t in ids if known.get(t, seconds) < seconds), key=known.__getitem__)
    if not quick:
        sys.exit(f"mutate: no test of {package} under {seconds} s in pytest's cache")
    print(f"{package}: quick set {len(quick)} of {len(ids)} tests, under {seconds} s each "
          f"({sum(known[t] for t in quick):.1f} s in all)", flush=True)
    return {"tests": quick, "lines": {}, "import": {}, "failed": [], "quick": seconds,
            "seconds": 150.0}     # a busy machine runs these in 20-70 s: a hang stops at 300 s


def tests_for(cover: dict, package: str, m: Mutant) -> list[str] | None:
    """The tests that ran the mutant's lines, in the suite's order; every test when a line
    runs at import; None when no test runs them (the mutant survives without a run)."""
    if cover.get("quick"):
        return cover["tests"]
    rel = m.path[len(PACKAGES[package]):].lstrip("/")
    span = range(m.line, m.end_line + 1)
    if not m.in_function and any(line in span for line in cover["import"].get(rel, [])):
        seconds = cover.get("durations", {})
        return sorted((t for t in cover["tests"] if t not in cover["failed"]),
                      key=lambda t: seconds.get(t, 0.0))
    by_line = cover["lines"].get(rel, {})
    picked = {i for line in span for i in by_line.get(str(line), [])}
    seconds = cover.get("durations", {})
    return sorted((cover["tests"][i] for i in picked if cover["tests"][i] not in cover["failed"]),
                  key=lambda t: seconds.get(t, 0.0)) or None


def _restore(work: Path, tree: Path) -> None:
    """Put back a file a stopped run left with its mutant planted."""
    marker = work / "planted.json"
    if marker.exists():
        left = json.loads(marker.read_text(encoding="utf-8"))
        Path(left["path"]).write_text(left["original"], encoding="utf-8")
        marker.unlink()


def mutate(args) -> None:
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    results = work / "results.jsonl"
    done = {json.loads(line)["key"] for line in results.open()} if results.exists() else set()
    for package in args.package:
        commit = pinned_commit(work, package)
        tree = copy_tree(work, commit)
        _restore(work, tree)
        check_copy_is_used(tree, package)
        cover = (quick_set(tree, package, args.quick) if args.quick
                 else coverage(work, tree, package, commit))
        limit = max(60.0, 2 * cover["seconds"])
        for m in choose(tree, package, args.per_package, args.seed):
            if m.key in done:
                continue
            file = tree / m.path
            original = file.read_text(encoding="utf-8")
            source = planted(original, m)
            try:
                compile(source, m.path, "exec")
            except SyntaxError:
                continue
            tests = tests_for(cover, package, m)
            if tests is None and imports(tree, package, file, source):
                status, took, out = "uncovered", 0.0, ""
            elif tests is None:     # the traced run starts after the package's import
                status, took, out = "killed", 0.0, "FAILED import of the package\n"
            else:
                (work / "planted.json").write_text(
                    json.dumps({"path": str(file), "original": original}), encoding="utf-8")
                file.write_text(source, encoding="utf-8")
                try:
                    status, took, out = run_tests(tree, tests, limit)
                finally:
                    _restore(work, tree)
            row = dict(asdict(m), key=m.key, package=package, commit=commit, status=status,
                       quick=args.quick,
                       tests=len(tests or []), seconds=round(took, 1),
                       killer=(failed_ids(out) or [""])[0],
                       line_text=original.splitlines()[m.line - 1].strip())
            with results.open("a") as f:
                f.write(json.dumps(row) + "\n")
            print(f"{package} {status:9} {m.path}:{m.line} {m.kind} -> {m.new} "
                  f"({len(tests or [])} tests, {took:.0f} s)", flush=True)


def recheck(args) -> None:
    """Each survivor of the named packages planted again, with only the given test files (the
    tests written for the survivors, copied into the tree): its `after` is killed or not."""
    work = Path(args.work)
    results = work / "results.jsonl"
    rows = [json.loads(line) for line in results.open()]
    for row in rows:
        if (row["package"] not in args.package or row["status"] in KILLED
                or row.get("after") in KILLED):
            continue
        tree = copy_tree(work, row["commit"])
        for rel in args.recheck:
            (tree / rel).write_bytes((ROOT / rel).read_bytes())
        m = Mutant(*(row[k] for k in ("path", "line", "col", "end_line", "end_col", "kind",
                                      "new")))
        file = tree / m.path
        original = file.read_text(encoding="utf-8")
        (work / "planted.json").write_text(json.dumps({"path": str(file), "original": original}),
                                           encoding="utf-8")
        file.write_text(planted(original, m), encoding="utf-8")
        try:
            status, took, out = run_tests(tree, args.recheck, 120)
        finally:
            _restore(work, tree)
        row["after"] = status
        row["after_killer"] = (failed_ids(out) or [""])[0]
        print(f"{row['package']} {status:9} {m.path}:{m.line} {m.kind} -> {m.new} "
              f"{row['after_killer']}", flush=True)
        results.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


KILLED = ("killed", "timeout")


def report(args) -> None:
    rows = [json.loads(line) for line in (Path(args.work) / "results.jsonl").open()]
    verdicts = json.loads(VERDICTS.read_text(encoding="utf-8")) if VERDICTS.exists() else {}
    for package in PACKAGES:
        mine = [r for r in rows if r["package"] == package]
        if not mine:
            continue
        killed = sum(r["status"] in KILLED for r in mine)
        after = sum(r["status"] in KILLED or r.get("after") in KILLED for r in mine)
        uncovered = sum(r["status"] == "uncovered" for r in mine)
        kinds = {v: sum(verdicts.get(r["key"], {}).get("verdict") == v for r in mine)
                 for v in ("equivalent", "dead", "gap")}
        commits = sorted({r.get("commit", "?")[:10] for r in mine})
        print(f"{package}: {len(mine)} mutants (commit {', '.join(commits)}): killed {killed} "
              f"({100 * killed / len(mine):.0f}%), survived {len(mine) - killed} "
              f"(of which run by no test {uncovered}; judged equivalent {kinds['equivalent']}, "
              f"dead code {kinds['dead']}, gap {kinds['gap']}); killed with the new tests "
              f"{after} ({100 * after / len(mine):.0f}%)")
    print("\nsurvivors:")
    for r in sorted(rows, key=lambda r: (r["path"], r["line"])):
        if r["status"] not in KILLED:
            v = verdicts.get(r["key"], {})
            print(f"  {r['status']:9} {r.get('after', ''):9} {v.get('verdict', '?'):10} "
                  f"{r['path']}:{r['line']}:{r['col']} {r['kind']} -> {r['new']}"
                  f"    | {r['line_text']}")


def _stopped(signum, frame):
    raise SystemExit(f"mutate: stopped by signal {signum}")    # so `finally` puts the file back


def main() -> None:
    signal.signal(signal.SIGTERM, _stopped)
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--package", nargs="+", choices=list(PACKAGES), default=list(PACKAGES))
    p.add_argument("--per-package", type=int, default=80)
    p.add_argument("--seed", type=int, default=39)
    p.add_argument("--work", default="/tmp/zooloretto-mutants-39")
    p.add_argument("--quick", type=float, metavar="SECONDS",
                   help="no traced run: every mutant runs the tests quicker than this")
    p.add_argument("--report", action="store_true")
    p.add_argument("--recheck", nargs="+", metavar="TEST_FILE",
                   help="plant each survivor again and run only these test files")
    args = p.parse_args()
    (report if args.report else recheck if args.recheck else mutate)(args)


if __name__ == "__main__":
    main()
