"""The quick run and the full run (a pytest plugin, loaded by conftest.py).

`python3 tools/test.py` (the whole suite, no test named) is the quick run: every test
parametrized over more than one parameter runs a seeded sample of its cases that meets every
value of every parameter at least once (each language, each size, each player count, each
game...), and the long runs (property games, kills, mutations, the monkey) run shorter.
`python3 tools/test.py --full` (CI, `.ci/run`), or naming test files or tests on the command
line, runs every case as written (`--quick` samples those too). The sample is the same on every run, machine and
pytest-xdist worker: cases are ranked by a hash of their test id and a seed, and the quick
run keeps, in that order, the case that meets most values not met yet until all are met,
then more up to `k` cases.

In a test, to say more than the default:
- `@pytest.mark.matrix(k=6, seed=1, cover=("lang", "size"))`: keep at least k cases; another
  seed, another sample; only the values of the parameters in `cover` need be met (`cover=()`:
  none, so `matrix(k=1, cover=())` runs one seed of many); `matrix(k=10**9)` keeps all;
- `sample(cases, k, seed=0, cover=None)` in a `parametrize`: the list itself is sampled (the
  quick run collects fewer cases, so their set-up is never paid);
- `quick(full, small)`: a count (games, kills, examples of a hypothesis test) that is `full`
  in the full run and `small` in the quick one.
A test in a file someone else is editing is given its k, seed, cover in MATRICES below.
"""
from __future__ import annotations

import hashlib
import os

import pytest
from _pytest.mark.structures import ParameterSet

FULL = os.environ.get("ZOOLORETTO_TEST_FULL") == "1"    # set in pytest_configure

# test function name -> (k, seed, cover) as matrix() takes them: the quick run keeps the cases
# that meet every value of the parameters named in cover (None: of all; (): of none), then
# more up to k cases in all.
MATRICES: dict = {
}


def quick(full, small):
    """`full` in the full run, `small` in the quick one (counts of games, kills, examples)."""
    return full if FULL else small


def _key(name, value):
    """A value by its repr, unless that holds an address (a function, say): then by the object
    itself, which groups the cases alike in every test process (the sample depends only on
    which cases share a value and on their ids)."""
    text = repr(sorted(map(repr, value))) if isinstance(value, (set, frozenset)) else repr(value)
    return (name, text if " at 0x" not in text and len(text) < 200 else f"object {id(value)}")


def _rank(text, seed):
    return hashlib.sha256(f"{seed}:{text}".encode()).digest()


def choose(cases, k=0, seed=0):
    """Indices of the cases kept: cases are (id, {(name, value key)...}); in the order of
    their hashes, the case that meets most values not met yet, until all are met; then, in
    hash order, more cases up to k in all. Sorted in the cases' own order."""
    order = sorted(range(len(cases)), key=lambda i: _rank(cases[i][0], seed))
    unmet = set().union(*(values for _, values in cases)) if cases else set()
    kept = []
    while unmet:
        best = max(order, key=lambda i: len(cases[i][1] & unmet))   # max keeps the first best
        kept.append(best)
        order.remove(best)
        unmet -= cases[best][1]
    kept += order[:max(0, k - len(kept))]
    return sorted(kept)


def sample(cases, k=0, seed=0, cover=None):
    """For parametrize: every case under --full, else a seeded sample of `cases` meeting each
    value of each position (a case may be a tuple: (lang, size) pairs), or of the positions
    in `cover` only ((): none), and at least k cases."""
    cases = list(cases)
    if FULL:
        return cases
    described = []
    for case in cases:
        parts = case.values if isinstance(case, ParameterSet) else case
        parts = parts if isinstance(parts, tuple) else (parts,)
        values = {_key(position, value) for position, value in enumerate(parts)}
        described.append(("|".join(sorted(map(str, values))),
                          {v for v in values if cover is None or v[0] in cover}))
    return [cases[i] for i in choose(described, k, seed)]


def pytest_addoption(parser):
    parser.addoption("--full", action="store_true", default=False,
                     help="run every case of the long matrices (CI); without it (and without "
                          "test paths named) a seeded sample that meets every value once")
    parser.addoption("--quick", action="store_true", default=False,
                     help="the quick run's sample also for the tests named on the command line")


def _full(config):
    """--full, or tests named on the command line (a file or a test being worked on runs
    whole); a pytest-xdist worker takes the controller's answer, as its arguments differ."""
    worker = getattr(config, "workerinput", None)
    if worker is not None and "zooloretto_full" in worker:
        return worker["zooloretto_full"]
    if config.getoption("quick", False):
        return False
    return bool(FULL or config.getoption("full", False)
                or config.args_source == pytest.Config.ArgsSource.ARGS)


def pytest_configure(config):
    global FULL
    FULL = _full(config)
    config.addinivalue_line(
        "markers", "matrix(k=0, seed=0, cover=None): the quick run keeps a seeded sample of this "
                   "test's cases that meets every parameter value (tests/sampling.py)")


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    node.workerinput["zooloretto_full"] = FULL


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    if FULL:
        return
    groups: dict = {}
    for item in items:
        spec = getattr(item, "callspec", None)
        if spec is None:
            continue
        marker = item.get_closest_marker("matrix")
        name = getattr(item, "originalname", item.name)
        if marker is not None:
            k = marker.kwargs.get("k", marker.args[0] if marker.args else 0)
            seed, cover = marker.kwargs.get("seed", 0), marker.kwargs.get("cover")
        else:
            k, seed, cover = MATRICES.get(name, (0, 0, None))
        key = (item.nodeid.split("[", 1)[0], k, seed)
        values = {_key(arg, value) for arg, value in spec.params.items()
                  if cover is None or arg in cover}
        groups.setdefault(key, []).append((item, values))
    dropped = set()
    for (_, k, seed), cases in groups.items():
        kept = set(choose([(item.nodeid, values) for item, values in cases], k, seed))
        dropped.update(id(item) for i, (item, _) in enumerate(cases) if i not in kept)
    if dropped:
        config.hook.pytest_deselected(items=[i for i in items if id(i) in dropped])
        items[:] = [i for i in items if id(i) not in dropped]
