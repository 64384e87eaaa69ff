"""Reference values for benchgate's runs-needed estimate (src/stats/sample-size.ts, observationsToDecide).

The least whole n >= 2 with

    q(n)^2 (spread / n + fixed) <= margin^2,   nu = dfPerRun (n - 1),
    q(n) = max(t_{1-u/2,nu} + t_{1-(1-power)/2,nu},  t_{1-c/2,nu} + t_{power,nu}),

from SciPy's t quantiles by a plain upward scan (bisection for large n); none when the fixed part
alone keeps the interval wider than the margin (q at the normal quantiles). Checked independently
where fixed = 0: the probability that a row with no change shows its (1 - u) interval inside
±margin at that n, integrated over the sampling distribution of the variance (scaled chi-square
with nu df) with scipy.integrate.quad, is close to `power` (it is at least power - 0.03: the
closed form is the usual approximation, Chow, Shao & Wang 2008, §3.2), and the probability that
a row changed by 2·margin shows its (1 - c) interval beyond +margin is at least about power.

Run: python3 gen_decide.py > decide-vectors.json   (SciPy 1.17)
"""
import json
import math
import random
from scipy import integrate, stats


def q(n, df, u, c, power):
    t = (lambda p: stats.norm.ppf(p)) if df == math.inf else (lambda p: stats.t.ppf(p, df))
    return max(t(1 - u / 2) + t(1 - (1 - power) / 2), t(1 - c / 2) + t(power))


def n_needed(spread, fixed, margin, u, c, df_per_run, power):
    z = q(2, math.inf, u, c, power)
    if margin * margin - z * z * fixed <= 0:
        return None

    def enough(n):
        f = q(n, df_per_run * (n - 1), u, c, power)
        return f * f * (spread / n + fixed) <= margin * margin

    n = 2
    while n < 256:
        if enough(n):
            return n
        n += 1
    low, high = 256, 512
    while not enough(high):
        if high > 2 ** 41:
            return None
        low, high = high + 1, high * 2
    while low < high:
        middle = (low + high) // 2
        if enough(middle):
            high = middle
        else:
            low = middle + 1
    return high


def decided_probabilities(spread, margin, u, c, df_per_run, n):
    """P(interval inside ±margin | change 0) and P(interval beyond +margin | change 2·margin), variance estimated with nu df."""
    nu = df_per_run * (n - 1)
    sigma = math.sqrt(spread / n)
    tu = stats.t.ppf(1 - u / 2, nu)
    tc = stats.t.ppf(1 - c / 2, nu)

    def inside(w):  # w = s^2 / sigma^2 ~ chi2(nu) / nu
        room = (margin - tu * sigma * math.sqrt(w)) / sigma
        return (2 * stats.norm.cdf(room) - 1 if room > 0 else 0.0) * stats.chi2.pdf(w * nu, nu) * nu

    def beyond(w):
        return stats.norm.cdf((margin - tc * sigma * math.sqrt(w)) / sigma) * stats.chi2.pdf(w * nu, nu) * nu

    upper = stats.chi2.ppf(1 - 1e-12, nu) / nu
    return integrate.quad(inside, 0, upper, limit=200)[0], integrate.quad(beyond, 0, upper, limit=200)[0]


cases = []
for spread, fixed, margin, u, c, dfr, power in [
    (2.0, 0.0, 1.0, 0.05, 0.05, 2, 0.8),
    (2 * 0.015 ** 2, 0.0, math.log1p(0.02), 0.05, 0.05 / 200, 2, 0.8),
    (2 * 0.015 ** 2, 0.0, math.log1p(0.02), 0.05 / 20 / 6, 0.05 / 20 / 6, 1, 0.8),
    (2 * 0.015 ** 2, 0.004 ** 2, math.log1p(0.02), 0.05, 0.05 / 50, 2, 0.8),
    (2 * 0.015 ** 2, 0.006 ** 2, math.log1p(0.02), 0.05, 0.05 / 50, 2, 0.8),
    (8.0, 0.0, 0.5, 0.01, 0.001, 2, 0.9),
    # test/compare/runs-needed.test.ts: runs 100 102 98 101 99 against 101 97 103 100 99 (variances 2.5 and 5),
    # ±2% of 100, one of 3 rows (BH: a lone change at 0.05 / 3).
    (7.5, 0.0, 2.0, 0.05, 0.05 / 3, 2, 0.8),
]:
    n = n_needed(spread, fixed, margin, u, c, dfr, power)
    case = {"spread": spread, "fixed": fixed, "margin": margin, "unchanged_level": u, "change_level": c, "df_per_run": dfr, "power": power, "n": n}
    if n is not None and fixed == 0:
        inside, beyond = decided_probabilities(spread, margin, u, c, dfr, n)
        assert inside > power - 0.03 and beyond > power - 0.03, (case, inside, beyond)
        case["p_unchanged_shown_at_n"] = inside
        case["p_change_shown_at_n"] = beyond
    cases.append(case)

# A seeded sweep over spreads, margins, levels, df and powers (n from 2 to about 10^7).
sweep = []
rng = random.Random(26)
for _ in range(200):
    spread = 10 ** rng.uniform(-8, 1)
    margin = math.sqrt(spread) * 10 ** rng.uniform(-2.5, 0.5)
    fixed = rng.choice([0.0, 0.0, (margin * 10 ** rng.uniform(-2, 0)) ** 2])
    u = rng.choice([0.05, 0.01, 0.05 / 20 / 12])
    c = u / rng.choice([1, 5, 200, 10000])
    dfr = rng.choice([1, 2])
    power = rng.choice([0.8, 0.9])
    sweep.append([spread, fixed, margin, u, c, dfr, power, n_needed(spread, fixed, margin, u, c, dfr, power)])
text = json.dumps({"generator": "gen_decide.py with SciPy " + __import__("scipy").__version__, "cases": cases, "sweep": ["ROWS"]}, indent=1)
print(text.replace('"ROWS"', ",\n  ".join(json.dumps(row) for row in sweep)))
