"""Reference p-values of Wilcoxon's signed-rank test (exact, two-sided) from SciPy, and the
Hodges-Lehmann estimate (median of the Walsh averages) with NumPy.

Run: python3 test/stats/reference/gen_signed_rank.py > test/stats/reference/signed-rank-vectors.json
"""
import json

import numpy as np
from scipy.stats import wilcoxon

rng = np.random.default_rng(20261124)
cases = [
    [0.012, -0.003, 0.021, 0.008, 0.015, 0.004, -0.006, 0.019],
    [0.1, 0.2, 0.3],
    [0.05, -0.01, 0.02, 0.03, 0.04, 0.06, 0.07, -0.02, 0.01, 0.08, 0.09, 0.11],
]
for n, shift in [(16, 0.0), (16, 0.01), (30, 0.005)]:
    cases.append([float(x) for x in np.round(rng.normal(shift, 0.01, n), 6)])
out = []
for d in cases:
    result = wilcoxon(d, method="exact")
    walsh = sorted((d[i] + d[j]) / 2 for i in range(len(d)) for j in range(i, len(d)))
    out.append({"d": d, "p": float(result.pvalue), "hodges_lehmann": float(np.median(walsh))})
print(json.dumps({"scipy": __import__("scipy").__version__, "cases": out}, indent=1))
