"""The quick run's sample of the long matrices (tests/sampling.py): the same on every run and
in every test process, meeting every language, size and player count at least once, and
everything under --full."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import sampling

LANGUAGES = ["en", "de", "fr", "ru"]
SIZES = [(1024, 640), (1280, 800), (2560, 1440)]
PLAYERS = [2, 3, 4, 5]
GRID = [(lang, size, n) for lang in LANGUAGES for size in SIZES for n in PLAYERS]


def test_the_sample_meets_every_value_of_every_parameter_and_is_smaller(monkeypatch):
    monkeypatch.setattr(sampling, "FULL", False)
    kept = sampling.sample(GRID)
    assert {c[0] for c in kept} == set(LANGUAGES)
    assert {c[1] for c in kept} == set(SIZES)
    assert {c[2] for c in kept} == set(PLAYERS)
    assert len(kept) == 4                   # the fewest that meet 4 languages, 4 player counts
    assert len(sampling.sample(GRID, k=10)) == 10
    assert sampling.sample(GRID) == kept    # the same every time (a hash, not random())


def test_another_seed_another_sample_and_cover_limits_what_must_be_met(monkeypatch):
    monkeypatch.setattr(sampling, "FULL", False)
    samples = {tuple(sampling.sample(GRID, seed=seed)) for seed in range(5)}
    assert len(samples) > 1
    only_sizes = sampling.sample(GRID, cover=(1,))
    assert len(only_sizes) == 3 and {c[1] for c in only_sizes} == set(SIZES)
    assert len(sampling.sample(range(30), k=2, cover=())) == 2


def test_the_full_run_keeps_every_case(monkeypatch):
    monkeypatch.setattr(sampling, "FULL", True)
    assert sampling.sample(GRID) == GRID
    assert sampling.quick(150, 20) == 150
    monkeypatch.setattr(sampling, "FULL", False)
    assert sampling.quick(150, 20) == 20


MODULE = textwrap.dedent("""
    import pytest

    @pytest.mark.matrix
    @pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
    @pytest.mark.parametrize("lang", ["en", "de", "fr", "ru"])
    def test_fits(lang, size):
        pass

    @pytest.mark.matrix(k=1, cover=())
    @pytest.mark.parametrize("seed", range(3))
    def test_seeds(seed):
        pass

    @pytest.mark.parametrize("n", [2, 3, 4, 5])
    def test_plain(n):
        pass
""")


def _collected(folder, *args):
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parent))
    env.pop("ZOOLORETTO_TEST_FULL", None)
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "sampling",
                           "-p", "no:cacheprovider", "-p", "no:xdist", *args],
                          cwd=folder, env=env, capture_output=True, text=True, timeout=120)
    return sorted(line for line in done.stdout.splitlines() if "::" in line)


def test_the_marker_samples_the_quick_run_and_full_runs_all_in_every_process_alike(tmp_path):
    (tmp_path / "test_m.py").write_text(MODULE)
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    quick = _collected(tmp_path)
    assert quick == _collected(tmp_path)                        # another process, the same
    fits = [line for line in quick if "test_fits" in line]
    assert len(fits) == 4 and all(lang in " ".join(fits) for lang in ("en", "de", "fr", "ru"))
    assert any("1024x640" in f or "size0" in f for f in fits)
    assert any("2560x1440" in f or "size1" in f for f in fits)
    assert len([line for line in quick if "test_seeds" in line]) == 1
    assert len([line for line in quick if "test_plain" in line]) == 4     # no marker: all
    full = _collected(tmp_path, "--full")
    assert len(full) == 8 + 3 + 4
    left_out = next(f"test_m.py::test_seeds[{seed}]" for seed in range(3)
                    if f"test_m.py::test_seeds[{seed}]" not in quick)
    assert _collected(tmp_path, left_out) == [left_out]       # named on the command line: run


AXES_MODULE = textwrap.dedent("""
    import pytest

    @pytest.mark.matrix(k=1, cover=())
    @pytest.mark.parametrize("lang", ["en", "de", "fr", "ru"])
    def test_words(lang):
        pass

    @pytest.mark.matrix(k=1, cover=())
    @pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)], ids=["small", "large"])
    @pytest.mark.parametrize("language", ["en", "de"])
    def test_sizes(language, size):
        pass
""")


def test_a_language_or_size_a_test_leaves_out_is_met_by_another_test_of_the_quick_run(tmp_path):
    (tmp_path / "test_a.py").write_text(AXES_MODULE)
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    quick = _collected(tmp_path)
    assert len(quick) < 4 + 4                  # a sample, not every case
    assert quick == _collected(tmp_path)        # the same in every process
    said = " ".join(quick)
    assert all(f"{lang}]" in said or f"{lang}-" in said for lang in ("en", "de", "fr", "ru"))
    assert "small" in said and "large" in said  # each size, though each test keeps one case
    assert len(_collected(tmp_path, "--full")) == 8
