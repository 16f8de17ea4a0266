#!/usr/bin/env python3
"""Plant small defects (mutants) in the three rules packages and see whether the tests notice.

    nice -n 19 python3 tools/mutate.py [--package zoo dice zoomaka] [--per-package 120]
    python3 tools/mutate.py --report          the figures and the survivors so far

Each mutant changes one spot of one file: a comparison flipped (< into >=, == into !=, in into
not in), a number zeroed (0 becomes 1), an `if`'s branch dropped (its test made False), an
`and` swapped with `or`, a `+` with a `-`. It is planted in a COPY of the tree (under --work,
never in the working tree), the package's rules tests run there with a time limit, stopping at
the first failure, and the file is put back. One line per mutant goes to a results file
(JSON lines): a second run skips the mutants already there, so an interrupted run resumes.

"killed": a test failed (or the run passed its time limit: a defect that hangs the game is
noticed too); "survived": every test passed, so no test guards that spot. The choice of
mutants is a fixed shuffle (--seed), so the same command plants the same defects again."""
from __future__ import annotations

import argparse
import ast
import json
import os
import random
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"

PACKAGES = {
    "zoo": "zooloretto/zoo/rules",
    "dice": "zooloretto/dice/rules",
    "zoomaka": "zooloretto/zoomaka/rules",
}
# The tests that speak for each package's rules: no screen, a few seconds each.
TESTS = {
    "zoo": ["tests/test_engine.py", "tests/test_rulebook.py", "tests/test_scoring_totals.py",
            "tests/test_legal_reference.py", "tests/test_expansions.py", "tests/test_places.py",
            "tests/test_saves.py", "tests/test_chance.py"],
    "dice": ["tests/test_dice_rules.py", "tests/test_dice_games.py", "tests/test_dice_endgame.py",
             "tests/test_dice_places.py"],
    "zoomaka": ["tests/test_zoomaka_rules.py", "tests/test_zoomaka_rulings.py",
                "tests/test_zoomaka_games.py"],
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
    found = []
    for node in ast.walk(tree):
        if not hasattr(node, "lineno") or _inside(node, spans):
            continue
        for kind, new, span in _variants(node):
            found.append(Mutant(rel, span.lineno, span.col_offset, span.end_lineno,
                                span.end_col_offset, kind, new))
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


def copy_tree(work: Path) -> Path:
    """The last commit's tree (not the working tree, where others' edits may be half done)."""
    tree = work / "tree"
    if not tree.exists():
        tree.mkdir(parents=True)
        archive = subprocess.run(["git", "archive", "HEAD"], cwd=ROOT, capture_output=True,
                                 check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    return tree


def run_tests(tree: Path, tests: list[str], timeout: float, deselect: list[str],
              first_failure: bool = True) -> tuple[str, float, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONDONTWRITEBYTECODE="1",
               PYTHONPATH=str(tree), HOME=str(tree.parent / "home"),
               XDG_DATA_HOME=str(tree.parent / "home" / "data"),
               XDG_CONFIG_HOME=str(tree.parent / "home" / "config"))
    env.pop("PYTHONPYCACHEPREFIX", None)
    cmd = [str(PYTHON), "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", "-rf",
           "--no-header", *tests]
    if first_failure:
        cmd.append("-x")
    for d in deselect:
        cmd += ["--deselect", d]
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
    return f"error {done.returncode}", took, done.stdout + done.stderr


def failed_ids(output: str) -> list[str]:
    return [line.split()[1] for line in output.splitlines() if line.startswith("FAILED ")]


def check_copy_is_used(tree: Path, package: str) -> None:
    """The copy's package, not the working tree's, must be the one imported."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONDONTWRITEBYTECODE="1")
    code = f"import zooloretto.{package}.rules as r; print(r.__file__)"
    where = subprocess.run([str(PYTHON), "-c", code], cwd=tree, env=env, capture_output=True,
                           text=True, check=True).stdout.strip()
    if not where.startswith(str(tree)):
        sys.exit(f"mutate: the tests would import {where}, not the copy under {tree}")


def _restore(work: Path, tree: Path) -> None:
    """Put back a file a stopped run left with its mutant planted."""
    marker = work / "planted.json"
    if marker.exists():
        left = json.loads(marker.read_text(encoding="utf-8"))
        (tree / left["path"]).write_text(left["original"], encoding="utf-8")
        marker.unlink()


def _interleaved(tree: Path, args) -> list:
    """The packages' mutants taken in turn, so a run stopped early has figures for each."""
    lists = [[(p, m) for m in choose(tree, p, args.per_package, args.seed)] for p in args.package]
    return [pair for group in zip(*lists) for pair in group] + \
        [pair for lst in lists for pair in lst[min(map(len, lists)):]]


def mutate(args) -> None:
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    tree = copy_tree(work)
    _restore(work, tree)
    results = work / "results.jsonl"
    done = {json.loads(line)["key"] for line in results.open()} if results.exists() else set()
    broken, limit = {}, {}
    for package in args.package:
        check_copy_is_used(tree, package)
        status, took, out = run_tests(tree, TESTS[package], 1800, [], first_failure=False)
        broken[package] = failed_ids(out) if status != "survived" else []
        limit[package] = max(60.0, 3 * took)
        print(f"{package}: clean run {status} in {took:.0f} s; left out (fail unmutated): "
              f"{broken[package]}", flush=True)
    for package, m in _interleaved(tree, args):
        if m.key in done:
            continue
        file = tree / m.path
        original = file.read_text(encoding="utf-8")
        source = planted(original, m)
        try:
            compile(source, m.path, "exec")
        except SyntaxError:
            continue
        (work / "planted.json").write_text(json.dumps({"path": m.path, "original": original}),
                                           encoding="utf-8")
        file.write_text(source, encoding="utf-8")
        try:
            status, took, out = run_tests(tree, TESTS[package], limit[package], broken[package])
        finally:
            _restore(work, tree)
        row = dict(asdict(m), key=m.key, package=package, status=status,
                   seconds=round(took, 1), killer=(failed_ids(out) or [""])[0],
                   line_text=original.splitlines()[m.line - 1].strip())
        with results.open("a") as f:
            f.write(json.dumps(row) + "\n")
        print(f"{package} {status:8} {m.path}:{m.line} {m.kind} -> {m.new}", flush=True)


def report(args) -> None:
    rows = [json.loads(line) for line in (Path(args.work) / "results.jsonl").open()]
    for package in PACKAGES:
        mine = [r for r in rows if r["package"] == package]
        if not mine:
            continue
        killed = sum(r["status"] in ("killed", "timeout") for r in mine)
        print(f"{package}: {killed} of {len(mine)} mutants killed "
              f"({100 * killed / len(mine):.0f}%)")
    print("\nsurvivors:")
    for r in sorted(rows, key=lambda r: (r["path"], r["line"])):
        if r["status"] not in ("killed", "timeout"):
            print(f"  {r['status']:8} {r['path']}:{r['line']} {r['kind']} -> {r['new']}"
                  f"    | {r['line_text']}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--package", nargs="+", choices=list(PACKAGES), default=list(PACKAGES))
    p.add_argument("--per-package", type=int, default=80)
    p.add_argument("--seed", type=int, default=39)
    p.add_argument("--work", default="/tmp/zooloretto-mutants")
    p.add_argument("--report", action="store_true")
    args = p.parse_args()
    report(args) if args.report else mutate(args)


if __name__ == "__main__":
    main()
