"""Reference values for benchgate's tail test (src/stats/tail-share.ts).

Each case is two sides' per-run shares of samples beyond Tukey's severe fences and the runs'
samples; the test is Welch's on asin(sqrt(share)), each side's variance taken no lower than the
binomial 1/(4n): scipy.stats.ttest_ind_from_stats(equal_var=False) on the transformed shares'
means and floored variances, and scipy.stats.ttest_ind(current, baseline, equal_var=False) where
the floor does not bind. The user's case counts its seeded shares with NumPy's type-7 quartiles.

Run: python3 gen_tail_share.py > tail-share-vectors.json   (SciPy 1.17, NumPy 2.4)
"""
import json
import numpy as np
from scipy import stats


def angular(shares):
    return np.arcsin(np.sqrt(np.asarray(shares, dtype=float)))


def severe_share(samples):
    x = np.asarray(samples, dtype=float)
    q1, q3 = np.quantile(x, [0.25, 0.75])
    iqr = q3 - q1
    return float(np.mean((x < q1 - 3 * iqr) | (x > q3 + 3 * iqr)))


# The user's case: runs of 100 samples, bulk ~1 ms (sd 1%), a share at ~3 ms (sd 5%) that
# grows from 5% to 15%; shares counted here from seeded samples.
rng = np.random.default_rng(2024)


def tail_run(share, n=100):
    bulk = rng.normal(1.0, 0.01, n)
    slow = rng.random(n) < share
    bulk[slow] = rng.normal(3.0, 0.15, slow.sum())
    return bulk


user_base = [severe_share(tail_run(0.05)) for _ in range(5)]
user_current = [severe_share(tail_run(0.15)) for _ in range(5)]

inputs = {
    "user-case-5-to-15": (user_base, 100, user_current, 100),
    "user-case-constant-shares": ([0.05] * 5, 100, [0.15] * 5, 100),
    "aa-like-test-join": ([0.017, 0.11, 0.05], 60, [0.03, 0.08, 0.02], 60),
    "zeros-against-some": ([0.0, 0.0, 0.0, 0.0, 0.0], 20, [0.0, 0.05, 0.0, 0.1, 0.05], 20),
    "zeros-against-one-each": ([0.0, 0.0, 0.0], 20, [0.05, 0.05, 0.05], 20),
    "unequal-runs": ([0.02, 0.04], 200, [0.2, 0.15, 0.25, 0.18], 150),
    "small-shift": ([0.05, 0.06, 0.04, 0.05, 0.07], 100, [0.06, 0.07, 0.05, 0.08, 0.06], 100),
    "one-in-twenty": ([0.05, 0.0, 0.1, 0.05, 0.0], 20, [0.05, 0.05, 0.0, 0.1, 0.05], 20),
}
def welch_df(vb, nb, vc, nc):
    """Welch-Satterthwaite's df, as scipy.stats.ttest_ind(equal_var=False) reports it."""
    return (vb / nb + vc / nc) ** 2 / ((vb / nb) ** 2 / (nb - 1) + (vc / nc) ** 2 / (nc - 1))


cases = []
for case_id, (base, base_n, current, current_n) in inputs.items():
    b = angular(base)
    c = angular(current)
    vb = max(b.var(ddof=1), 1 / (4 * base_n))
    vc = max(c.var(ddof=1), 1 / (4 * current_n))
    result = stats.ttest_ind_from_stats(c.mean(), np.sqrt(vc), len(c), b.mean(), np.sqrt(vb), len(b), equal_var=False)
    if vb == b.var(ddof=1) and vc == c.var(ddof=1):
        direct = stats.ttest_ind(c, b, equal_var=False)
        assert np.isclose(direct.pvalue, result.pvalue, rtol=1e-12), case_id
        assert np.isclose(direct.df, welch_df(vb, len(b), vc, len(c)), rtol=1e-12), case_id
    cases.append(
        {
            "id": case_id,
            "baseline": [float(x) for x in base],
            "baseline_samples_per_run": base_n,
            "current": [float(x) for x in current],
            "current_samples_per_run": current_n,
            "mean_baseline": float(b.mean()),
            "variance_baseline": float(vb),
            "mean_current": float(c.mean()),
            "variance_current": float(vc),
            "t": float(result.statistic),
            "df": float(welch_df(vb, len(b), vc, len(c))),
            "p": float(result.pvalue),
        }
    )
print(json.dumps({"generator": "gen_tail_share.py", "tolerance_rel": 1e-9, "cases": cases}, indent=1))
