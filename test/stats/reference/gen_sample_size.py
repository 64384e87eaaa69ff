"""Reference values for benchgate's sample-size advice (src/stats/sample-size.ts).

For each case the expected n is the least whole n >= 2 with
n >= (t_{1-a/2,2n-2} + t_{power,2n-2})^2 (vb + vc) / d^2, from SciPy's t quantiles by a plain
upward scan (or bisection for large n), and checked
independently: the exact power of the two-sided t test at that n, from the noncentral t
distribution (scipy.stats.nct, df = 2n - 2, ncp = d / sqrt((vb + vc) / n)), is at least close to
the target, and the power at n - 1 is below what it is at n.

Run: python3 gen_sample_size.py > sample-size-vectors.json   (SciPy 1.17)
"""
import json
import math
import random
import sys
from scipy import stats


def n_needed(vb, vc, d, alpha, power):
    scale = (vb + vc) / (d * d)

    def enough(n):
        t = stats.t.ppf(1 - alpha / 2, 2 * n - 2) + stats.t.ppf(power, 2 * n - 2)
        return t * t * scale <= n

    n = 2
    while n < 64:
        if enough(n):
            return n
        n += 1
    low, high = 64, 128
    while not enough(high):
        low, high = high + 1, high * 2
    while low < high:
        middle = (low + high) // 2
        if enough(middle):
            high = middle
        else:
            low = middle + 1
    return high


def fixed_point(vb, vc, d, alpha, power):
    """Pilot's iteration, which benchgate used before: it can stop between two values at small n."""
    spread = vb + vc
    z = stats.norm.ppf(1 - alpha / 2) + stats.norm.ppf(power)
    n = max(2.0, z * z * spread / (d * d))
    for _ in range(20):
        df = max(1.0, 2 * n - 2)
        t = stats.t.ppf(1 - alpha / 2, df) + stats.t.ppf(power, df)
        nxt = max(2.0, t * t * spread / (d * d))
        if abs(nxt - n) < 1e-9:
            break
        n = nxt
    return math.ceil(n - 1e-9)


def exact_power(vb, vc, d, alpha, n):
    df = 2 * n - 2
    ncp = d / math.sqrt((vb + vc) / n)
    crit = stats.t.ppf(1 - alpha / 2, df)
    return float(stats.nct.sf(crit, df, ncp) + stats.nct.cdf(-crit, df, ncp))


cases = []
for vb, vc, d, alpha, power in [
    (1.0, 1.0, 1.0, 0.05, 0.8),
    (4.0, 1.0, 0.5, 0.05, 0.8),
    (0.04, 0.05, 0.2, 0.01, 0.9),
    (2.5e-13, 3.1e-13, 1e-6, 0.05, 0.8),
    (1.0, 1.0, 10.0, 0.05, 0.8),
]:
    n = n_needed(vb, vc, d, alpha, power)
    p_n = exact_power(vb, vc, d, alpha, n)
    p_prev = exact_power(vb, vc, d, alpha, n - 1) if n > 2 else None
    assert p_n > power - 0.02, (vb, vc, d, p_n)
    assert p_prev is None or p_prev < p_n
    cases.append({"variance_baseline": vb, "variance_current": vc, "difference": d, "alpha": alpha, "power": power,
                  "n": n, "exact_power_at_n": p_n, "exact_power_at_n_minus_1": p_prev})
# A seeded sweep over spreads, differences, alphas and powers, kept as plain rows for the test to compare against (sizes from 2 to about 10^6).
sweep = []
rng = random.Random(16)
for _ in range(300):
    vb = 10 ** rng.uniform(-14, 2)
    vc = vb * 10 ** rng.uniform(-1, 1)
    d = math.sqrt(vb + vc) * 10 ** rng.uniform(-3, 1)
    alpha = rng.choice([0.05, 0.01, 0.001, 0.05 / 1000, 0.05 / 10000])
    power = rng.choice([0.8, 0.9])
    n = n_needed(vb, vc, d, alpha, power)
    sweep.append([vb, vc, d, alpha, power, n])
    if fixed_point(vb, vc, d, alpha, power) != n:
        print(f"the fixed point differs at {vb, vc, d, alpha, power}: {fixed_point(vb, vc, d, alpha, power)} against {n}", file=sys.stderr)
text = json.dumps({"generator": "gen_sample_size.py with SciPy " + __import__("scipy").__version__, "cases": cases, "sweep": ["ROWS"]}, indent=1)
print(text.replace('"ROWS"', ",\n  ".join(json.dumps(row) for row in sweep)))
