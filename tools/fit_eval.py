"""Fit the learned evaluation (issue 36) on self-play positions; report how well it predicts.

    python tools/fit_eval.py [--data data/selfplay.jsonl] [--l2 1.0] [--write]

Reads the games tools/selfplay.py wrote, computes each position's features with
zooloretto.zoo.bots.learned (public facts only), and fits a conditional logit: the
chance that seat s wins is softmax over the seats of w . features(s), the target a
seat's share of the win (1/k when k players share it). Games are split, not
positions: games whose number is a multiple of --holdout-every are held out.

Prints, on the held-out games, the log-loss (of the winner's share, over the seats of
a position), the Brier score and the binary log-loss (per seat: will this seat win?)
of the fitted model, of the hand-written chance the hard bot used (a logistic of the
medium estimate's margin over the strongest rival) and of a uniform guess, and
calibration tables; with --write it refits on every game and saves the weights to
zooloretto/zoo/bots/learned_weights.json (or --out). --players fits on games of those
numbers of players only (e.g. the game for two, whose rules differ); the shipped
weights are then also scored on its held-out games, for comparison, and --write with
one number of players (--players 2) writes the weights as that table size's own section
of --out ("players": {"2": ...}), keeping the file's other weights. --extra adds the
games of other files to the training games only (the held-out games stay --data's);
--prior pulls the weights towards the shipped ones for every table instead of zero, and
--pin keeps some of them there (the zoo's counts, which a search can exploit: docs/bots.md).
numpy is needed here only (`pip install -e .[dev]`); the game reads the weights in pure
Python.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from zooloretto.zoo.bots import evaluate as E                  # noqa: E402
from zooloretto.zoo.bots import learned                        # noqa: E402
from zooloretto.zoo.bots.hard import logistic_width            # noqa: E402
from zooloretto.zoo.rules.state import GameState               # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import read_games                                # noqa: E402

MAX_SEATS = 5


def hand_chances(state, ctx, values) -> list:
    """The hard bot's hand-written chance for each seat (without its margin share)."""
    width = logistic_width(state)
    out = []
    for s, v in enumerate(values):
        m = v - max(x for q, x in enumerate(values) if q != s)
        out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, m / width)))))
    return out


def load(path: str, limit: int | None, players=None, first: int = 0):
    """Arrays X (positions x 5 seats x features), mask, Y (win shares), hand chances,
    phase, game numbers + `first` (of the games with one of `players` players, if given)."""
    X, M, Y, H, P, G = [], [], [], [], [], []
    k = len(learned.FEATURES)
    for game in read_games(path):
        if limit is not None and game["g"] >= limit:
            continue
        if players and game["players"] not in players:
            continue
        n = game["players"]
        y = [1.0 / len(game["winners"]) if s in game["winners"] else 0.0 for s in range(n)]
        for position in game["positions"]:
            state = GameState.from_json(position)
            ctx = E.Context(state)
            values = E.seat_values(state, ctx)
            rows = learned.features(state, ctx, values)
            pad = MAX_SEATS - n
            X.append(rows + [[0.0] * k] * pad)
            M.append([1.0] * n + [0.0] * pad)
            Y.append(y + [0.0] * pad)
            H.append(hand_chances(state, ctx, values) + [0.0] * pad)
            P.append(learned.phase(state, ctx))
            G.append(game["g"] + first)
    return (np.array(X), np.array(M), np.array(Y), np.array(H), np.array(P), np.array(G))


def probabilities(X, M, w):
    s = X @ w
    s = np.where(M > 0, s, -np.inf)
    s = s - s.max(axis=1, keepdims=True)
    e = np.exp(s) * M
    return e / e.sum(axis=1, keepdims=True)


def fit(X, M, Y, l2, steps: int = 30, prior=None):
    """Newton's method on the penalised conditional-logit log-likelihood; the penalty
    (one number, or one per feature) pulls the weights towards `prior` (default zero)."""
    k = X.shape[2]
    w0 = np.zeros(k) if prior is None else np.asarray(prior, dtype=float)
    l2 = np.broadcast_to(np.asarray(l2, dtype=float), (k,))
    w = w0.copy()
    for _ in range(steps):
        p = probabilities(X, M, w)
        mean = np.einsum("ns,nsk->nk", p, X)                       # expected features
        grad = np.einsum("ns,nsk->k", Y - p, X) - l2 * (w - w0)
        hess = np.einsum("ns,nsk,nsj->kj", p, X, X) - mean.T @ mean + np.diag(l2)
        step = np.linalg.solve(hess, grad)
        w = w + step
        if np.abs(step).max() < 1e-8:
            break
    return w


def metrics(p, M, Y) -> dict:
    """Per position: log-loss of the winner's share; per seat: Brier and binary log-loss."""
    eps = 1e-6
    pc = np.clip(p, eps, 1 - eps)
    cross = -(Y * np.log(pc)).sum(axis=1).mean()
    seats = M > 0
    brier = ((p - Y) ** 2)[seats].mean()
    binary = -(Y * np.log(pc) + (1 - Y) * np.log(1 - pc))[seats].mean()
    return {"log_loss": round(float(cross), 4), "brier": round(float(brier), 4),
            "binary_log_loss": round(float(binary), 4)}


def calibration(p, M, Y, edges=(0, .05, .1, .2, .3, .4, .5, .6, .7, .8, .9, 1.0001)) -> list:
    seats = M > 0
    pv, yv = p[seats], Y[seats]
    rows = []
    for lo, hi in zip(edges, edges[1:]):
        sel = (pv >= lo) & (pv < hi)
        if sel.any():
            rows.append((lo, min(hi, 1.0), int(sel.sum()), float(pv[sel].mean()), float(yv[sel].mean())))
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default="data/selfplay.jsonl")
    parser.add_argument("--l2", type=float, default=1.0, help="penalty on the standardised weights")
    parser.add_argument("--holdout-every", type=int, default=5)
    parser.add_argument("--limit", type=int, default=None, help="use games numbered below this only")
    parser.add_argument("--players", default="",
                        help="fit on games with these numbers of players only (e.g. 2)")
    parser.add_argument("--extra", default="",
                        help="more self-play files (comma-separated), for training only")
    parser.add_argument("--prior", action="store_true",
                        help="pull the weights towards the shipped ones for every table, not zero")
    parser.add_argument("--pin", default="",
                        help="with --prior: features (e.g. empty,starved, at every phase) kept at the prior")
    parser.add_argument("--write", action="store_true", help="save the weights into the package")
    parser.add_argument("--out", default=str(learned.WEIGHTS_FILE), help="where --write saves them")
    args = parser.parse_args(argv)
    players = {int(x) for x in args.players.split(",") if x.strip()}
    t0 = time.time()
    X, M, Y, H, P, G = load(args.data, args.limit, players)
    test = G % args.holdout_every == 0
    for i, extra in enumerate(x for x in args.extra.split(",") if x):
        # game numbers of their own (a multiple of every hold-out step apart), never held out
        more = load(extra, args.limit, players, first=(i + 1) * 10 ** 7)
        X, M, Y, H, P, G = (np.concatenate([a, b]) if len(b) else a
                            for a, b in zip((X, M, Y, H, P, G), more))
        test = np.concatenate([test, np.zeros(len(more[0]), dtype=bool)])
    games = len(set(G.tolist()))
    print(f"{games} games, {len(X)} positions, {int(M.sum())} seat rows "
          f"({time.time() - t0:.0f} s to read and compute features)")
    train = ~test
    scale = X[train][M[train] > 0].std(axis=0)
    scale[scale == 0] = 1.0
    shipped = np.array(learned.shipped().weights)     # what the game plays with, for comparison
    pinned = {x for x in args.pin.split(",") if x}
    l2 = np.array([1e6 if name.split("@")[0] in pinned else args.l2 for name in learned.FEATURES])
    w_std = fit(X[train] / scale, M[train], Y[train], l2, prior=shipped * scale if args.prior else None)
    w = w_std / scale
    uniform = M / M.sum(axis=1, keepdims=True)
    hand_norm = H / H.sum(axis=1, keepdims=True)
    results = {}
    for name, p in (("learned", probabilities(X[test], M[test], w)),
                    ("shipped (every table)", probabilities(X[test], M[test], shipped)),
                    ("hand-written", H[test]),
                    ("hand-written, normalised", hand_norm[test]), ("uniform", uniform[test])):
        results[name] = metrics(p, M[test], Y[test])
    print(f"held out: {int(test.sum())} positions of {len(set(G[test].tolist()))} games")
    print(f"{'model':28} {'log-loss':>9} {'Brier':>7} {'binary log-loss':>16}")
    for name, r in results.items():
        if name == "hand-written":
            r["log_loss"] = None    # its chances do not sum to 1: only per seat is it a forecast
        cross = "-" if r["log_loss"] is None else f"{r['log_loss']:.4f}"
        print(f"{name:28} {cross:>9} {r['brier']:7.4f} {r['binary_log_loss']:16.4f}")
    p_test = probabilities(X[test], M[test], w)
    for label, sel in (("early (phase > 0.6)", P[test] > 0.6),
                       ("middle", (P[test] > 0.3) & (P[test] <= 0.6)), ("late (phase <= 0.3)", P[test] <= 0.3)):
        if sel.any():
            a = metrics(p_test[sel], M[test][sel], Y[test][sel])
            b = metrics(H[test][sel], M[test][sel], Y[test][sel])
            print(f"  {label:22} learned log-loss {a['log_loss']:.4f} Brier {a['brier']:.4f}"
                  f" | hand-written Brier {b['brier']:.4f} ({int(sel.sum())} positions)")
    print("calibration (held out, learned): predicted range, seats, mean predicted, share won")
    for lo, hi, count, pred, won in calibration(p_test, M[test], Y[test]):
        print(f"  {lo:.2f}-{hi:.2f} {count:7d} {pred:8.3f} {won:8.3f}")
    print("calibration (held out, hand-written):")
    for lo, hi, count, pred, won in calibration(H[test], M[test], Y[test]):
        print(f"  {lo:.2f}-{hi:.2f} {count:7d} {pred:8.3f} {won:8.3f}")
    print("weights:")
    for name, v, vs in zip(learned.FEATURES, w, w_std):
        print(f"  {name:26} {v:+.4f}  (standardised {vs:+.3f})")
    if args.write:
        # Refit on every game for the shipped weights; the figures above are the held-out ones.
        scale_all = X[M > 0].std(axis=0)
        scale_all[scale_all == 0] = 1.0
        w_all = fit(X / scale_all, M, Y, l2,
                    prior=shipped * scale_all if args.prior else None) / scale_all
        weights = [round(float(v), 6) for v in w_all]
        meta = {"games": games, "positions": int(len(X)), "l2": args.l2,
                "held_out": results["learned"], "hand_written": results["hand-written"],
                "shipped_held_out": results["shipped (every table)"],
                "fitted_by": "python tools/fit_eval.py --write " + " ".join(
                    a for a in (argv or sys.argv[1:]) if a != "--write")}
        if len(players) == 1:
            # a section of its own in the file, which keeps its weights for every table
            with open(args.out, encoding="utf-8") as f:
                data = json.load(f)
            data.setdefault("players", {})[str(next(iter(players)))] = {"weights": weights, "meta": meta}
        else:
            data = {"features": list(learned.FEATURES), "weights": weights, "meta": meta}
            if os.path.exists(args.out):        # the table sizes' own sets stay
                with open(args.out, encoding="utf-8") as f:
                    kept = json.load(f).get("players")
                if kept:
                    data["players"] = kept
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
        print(f"weights written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
