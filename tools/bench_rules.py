#!/usr/bin/env python3
"""Rules engine benchmark (one core): python3 tools/bench_rules.py [--games N]"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from zooloretto.bench import main  # noqa: E402

p = argparse.ArgumentParser(description=__doc__)
p.add_argument("--games", type=int, default=200)
p.add_argument("--seed", type=int, default=1)
p.add_argument("--expansions", default=None, help="comma-separated expansions (docs/expansions.md)")
sys.exit(main(p.parse_args()))
