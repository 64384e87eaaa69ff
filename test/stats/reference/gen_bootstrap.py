"""Reference values for benchgate's bootstrap test (src/stats/bootstrap.ts), computed with NumPy
on the same seeded draws.

The resampling is random, so the reference replays benchgate's generator: mulberry32 floats
(u = word / 2^32), index floor(u * n). First the null ("mixed") resamples: for each of R, n_c
then n_b indices into the pool candidate ++ baseline; t* is Welch's t computed by NumPy
(ddof=1); non-finite t* dropped; p = 2 * min(hits, N - hits) / N with hits = #(t* < t). Then R
independent resamples of each side (candidate first) for the difference of means; the interval
is numpy.percentile (linear) at alpha/2 and 1 - alpha/2. The percentile p is the smallest level
at which that interval excludes 0: twice the smaller of the probabilities at which the linear
percentile of the differences crosses 0 from either side (percentile_p). The observed t is checked
against scipy.stats.ttest_ind(equal_var=False).

Run: python3 gen_bootstrap.py > bootstrap-vectors.json   (SciPy 1.17, NumPy 2.4)
"""
import json
import math
import numpy as np
from scipy import stats

M32 = 0xFFFFFFFF


def imul(a, b):
    return (a * b) & M32


def mulberry32(seed):
    state = seed & M32

    def nxt():
        nonlocal state
        state = (state + 0x6D2B79F5) & M32
        z = state
        z = imul(z ^ (z >> 15), z | 1)
        z = (z ^ ((z + imul(z ^ (z >> 7), z | 61)) & M32)) & M32
        return ((z ^ (z >> 14)) & M32) / 4294967296.0

    return nxt


def welch_t(b, c):
    b = np.asarray(b)
    c = np.asarray(c)
    se = math.sqrt(np.var(b, ddof=1) / len(b) + np.var(c, ddof=1) / len(c))
    with np.errstate(divide="ignore", invalid="ignore"):
        return (np.mean(c) - np.mean(b)) / se if se > 0 else (math.copysign(math.inf, np.mean(c) - np.mean(b)) if np.mean(c) != np.mean(b) else math.nan)


def bootstrap(baseline, candidate, alpha, seed, resamples):
    rng = mulberry32(seed)
    pool = list(candidate) + list(baseline)
    t = welch_t(baseline, candidate)
    hits = finite = 0
    for _ in range(resamples):
        pc = [pool[int(math.floor(rng() * len(pool)))] for _ in candidate]
        pb = [pool[int(math.floor(rng() * len(pool)))] for _ in baseline]
        ts = welch_t(pb, pc)
        if not math.isfinite(ts):
            continue
        finite += 1
        if ts < t:
            hits += 1
    p = 1.0 if finite == 0 else 2 * min(hits, finite - hits) / finite
    diffs = []
    for _ in range(resamples):
        c = [candidate[int(math.floor(rng() * len(candidate)))] for _ in candidate]
        b = [baseline[int(math.floor(rng() * len(baseline)))] for _ in baseline]
        diffs.append(np.mean(c) - np.mean(b))
    lo, hi = np.percentile(diffs, [100 * alpha / 2, 100 * (1 - alpha / 2)])
    return t, p, [float(lo), float(hi)], percentile_p(diffs)


def percentile_p(diffs):
    s = sorted(diffs)
    n = len(s)
    # q_below: the largest probability whose linear percentile is <= 0; q_above: the smallest >= 0.
    below = [i for i in range(n) if s[i] <= 0]
    if not below:
        q_below = 0.0
    elif below[-1] == n - 1:
        q_below = 1.0
    else:
        i = below[-1]
        q_below = (i + (0 - s[i]) / (s[i + 1] - s[i])) / (n - 1)
    above = [j for j in range(n) if s[j] >= 0]
    if not above:
        q_above = 1.0
    elif above[0] == 0:
        q_above = 0.0
    else:
        j = above[0]
        q_above = (j - 1 + (0 - s[j - 1]) / (s[j] - s[j - 1])) / (n - 1)
    # numpy.percentile at each end reproduces 0 (checked below).
    for q in (q_below, q_above):
        if 0 < q < 1:
            assert abs(np.percentile(s, 100 * q)) < 1e-9 * max(1.0, abs(s[0]), abs(s[-1]))
    return min(1.0, 2 * min(q_below, 1 - q_above))


cases = []
rng = np.random.default_rng(8)
inputs = [
    ("shift-n8", [float(x) for x in rng.normal(10, 0.5, 8)], [float(x) for x in rng.normal(10.8, 0.5, 8)], 0.05, 12345),
    ("nochange-n10", [float(x) for x in rng.normal(100, 2, 10)], [float(x) for x in rng.normal(100, 2, 10)], 0.05, 777),
    ("skewed-n12-n9", [float(x) for x in rng.lognormal(0, 0.6, 12)], [float(x) for x in rng.lognormal(0.3, 0.6, 9)], 0.01, 4242),
]
for case_id, b, c, alpha, seed in inputs:
    t, p, ci, pct_p = bootstrap(b, c, alpha, seed, 2000)
    scipy_t = stats.ttest_ind(c, b, equal_var=False).statistic
    assert abs(t - scipy_t) < 1e-9 * max(1, abs(t))
    cases.append({"id": case_id, "baseline": b, "candidate": c, "alpha": alpha, "seed": seed, "resamples": 2000, "t": float(t), "p": p, "ci": ci, "percentileP": pct_p})
print(json.dumps({"generator": "gen_bootstrap.py with SciPy " + __import__("scipy").__version__ + ", NumPy " + np.__version__, "cases": cases}, indent=1))
