"""Reference p-values for the Mann-Whitney U test at benchmark sizes, from SciPy.

Run: python3 test/stats/reference/gen_mann_whitney.py > test/stats/reference/mann-whitney-vectors.json
(SciPy 1.17). Without ties and both n <= 50: SciPy's exact distribution. With ties, or beyond 50:
SciPy's asymptotic p with the tie and continuity corrections (benchstat's normal approximation).
U is the baseline's count of pairs (baseline > candidate), ties ½.
"""
import json

import numpy as np
from scipy.stats import mannwhitneyu

rng = np.random.default_rng(20261123)
cases = []


def add(case_id, baseline, candidate, method):
    result = mannwhitneyu(baseline, candidate, alternative="two-sided", method=method, use_continuity=True)
    cases.append({
        "id": case_id,
        "baseline": [float(x) for x in baseline],
        "candidate": [float(x) for x in candidate],
        "u": float(result.statistic),
        "method": method,
        "p": float(result.pvalue),
    })


for n1, n2, shift in [(5, 5, 0.5), (10, 12, 0.3), (20, 20, 0.2), (40, 40, 0.0), (40, 40, 0.15), (40, 40, 0.4), (50, 50, 0.1), (3, 40, 1.0)]:
    base = rng.normal(1.0, 0.3, n1)
    cand = rng.normal(1.0 + shift, 0.3, n2)
    add(f"exact-{n1}v{n2}-shift{shift}", base, cand, "exact")

for n1, n2, shift in [(60, 60, 0.1), (40, 40, 0.2)]:
    # Values rounded to a coarse grid: many ties, so the normal approximation with its tie term.
    base = np.round(rng.normal(10, 1, n1))
    cand = np.round(rng.normal(10 + shift * 3, 1, n2))
    add(f"asymptotic-ties-{n1}v{n2}", base, cand, "asymptotic")

add("asymptotic-60v70-no-ties", rng.normal(0, 1, 60), rng.normal(0.3, 1, 70), "asymptotic")
print(json.dumps({"scipy": __import__("scipy").__version__, "cases": cases}, indent=1))
