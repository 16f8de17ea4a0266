"""What an enclosure is worth to the evaluation (bots/evaluate.py): its points now, and the
points it may still reach, each step weighted by the chance that enough tiles of its kind
come (a Poisson tail) and by how much less a promised point is worth than a scored one."""
from __future__ import annotations

import math

from ..rules import components as C
from ..rules.scoring import enclosure_points

CAP = C.ENCLOSURE_CAPACITY
FUTURE_WEIGHT = 0.8    # a promised point is worth less than a scored one
# Points by enclosure, count and whether a stall stands beside it.
PTS = [[[enclosure_points(c, i, s)[0] for s in (False, True)]
        for c in range(CAP[i] + 1)] for i in range(len(CAP))]


def poisson_tails(lam: float) -> list:
    """P(X >= j) for j = 0..6, X ~ Poisson(lam)."""
    p = math.exp(-lam)
    cdf = 0.0
    out = []
    for j in range(7):
        out.append(max(0.0, 1.0 - cdf))
        cdf += p
        p *= lam / (j + 1)
    return out


def pen_value(i, count, has_stall, tails):
    table = PTS[i]
    value = table[count][has_stall]
    cap = CAP[i]
    if count < cap:
        future = 0.0
        prev = value
        for j in range(1, cap - count + 1):
            nxt = table[count + j][has_stall]
            future += tails[j] * (nxt - prev)
            prev = nxt
        value += FUTURE_WEIGHT * future
    return value
