"""The project's size budgets, read from the source with `ast`:

- no module under zooloretto/ longer than 400 lines,
- no class longer than 300 lines,
- no import cycle among the project's modules, counting imports made inside
  functions (a lazy import is still a dependency).

DEBTS lists what is over budget today, with its size then: an entry may only
shrink, and must be removed once paid (the test says so).
"""
from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "zooloretto"
MAX_MODULE_LINES = 400
MAX_CLASS_LINES = 300

# path (relative to the repository) or "path::Class" -> lines when the debt was written down
DEBTS: dict = {}      # paid off: every module and class is within budget


def modules():
    """{dotted name: path} for every module of the package."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _is_package(name, mods):
    return mods[name].name == "__init__.py"


def imports_of(name, path, mods):
    """Project modules that `name` imports anywhere in its source (also inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if _is_package(name, mods) else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in mods:
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                if node.level > 1:
                    base = base[:-(node.level - 1)]
                base = ".".join(base)
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in mods:               # `from package import module`
                    found.add(sub)
                elif target in mods:          # `from module import name`
                    found.add(target)
    found.discard(name)
    return found


@functools.cache        # read by two tests: the package parsed once per test process
def import_graph():
    mods = modules()
    return {name: imports_of(name, path, mods) for name, path in mods.items()}


def find_cycles(graph):
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


@functools.cache
def sizes():
    """{key: lines} for every module and every class (key as in DEBTS)."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        out[rel] = len(text.splitlines())
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                start = min([node.lineno] + [d.lineno for d in node.decorator_list])
                out[f"{rel}::{node.name}"] = node.end_lineno - start + 1
    return out


def _limit(key):
    return MAX_CLASS_LINES if "::" in key else MAX_MODULE_LINES


def test_no_import_cycle_among_the_project_modules():
    cycles = find_cycles(import_graph())
    assert not cycles, "import cycles (counting imports inside functions): " + "; ".join(
        " <-> ".join(c) for c in cycles)


def test_no_module_over_400_lines_and_no_class_over_300():
    over = {k: n for k, n in sizes().items() if n > _limit(k)}
    new = {k: n for k, n in over.items() if k not in DEBTS}
    grown = {k: (DEBTS[k], n) for k, n in over.items() if k in DEBTS and n > DEBTS[k]}
    assert not new, f"over budget: {new}"
    assert not grown, f"over budget and grown since written down (then, now): {grown}"


def test_paid_debts_are_struck_off():
    current = sizes()
    paid = [k for k in DEBTS if current.get(k, 0) <= _limit(k)]
    assert not paid, f"within budget now (or gone): remove from DEBTS: {paid}"


def test_the_cycle_finder_finds_a_lazy_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycles(graph) == [["a", "b", "c"]]
    mods = modules()
    # a function-level import is seen: app.py imports crash inside App.run
    assert "zooloretto.crash" in imports_of("zooloretto.ui.app", mods["zooloretto.ui.app"], mods)


GAME_SCREENS = ("zooloretto.ui.zoo", "zooloretto.ui.dice", "zooloretto.ui.zoomaka")


def _in(name, package):
    return name == package or name.startswith(package + ".")


def test_each_games_screens_import_no_other_games_screens_and_the_kit_none():
    """ui/zoo, ui/dice and ui/zoomaka are three games' screens side by side, sharing ui/kit:
    none reaches into another game's folder, and the kit into none (imports inside functions
    count)."""
    crossings = []
    for name, deps in import_graph().items():
        own = next((g for g in GAME_SCREENS if _in(name, g)), None)
        if own is None and not _in(name, "zooloretto.ui.kit"):
            continue
        for dep in deps:
            other = next((g for g in GAME_SCREENS if _in(dep, g)), None)
            if other is not None and other != own:
                crossings.append(f"{name} -> {dep}")
    assert not crossings, "a game's screens or the kit import another game's screens:\n" + \
        "\n".join(sorted(crossings))
