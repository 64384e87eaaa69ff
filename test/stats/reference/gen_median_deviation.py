"""Reference values for medianDeviationSorted (src/stats/subselection.ts): the unscaled median
absolute deviation from the median, scipy.stats.median_abs_deviation(x, scale=1.0), of samples
shaped like benchmark runs (normal, bimodal GC rounds, ties, even and odd sizes).

Run: python3 gen_median_deviation.py > median-deviation-vectors.json   (SciPy 1.17, NumPy 2.4)
"""
import json

import numpy as np
from scipy.stats import median_abs_deviation

rng = np.random.default_rng(20261129)
cases = []
for name, x in [
    ("normal-10", rng.normal(1.0, 0.02, 10)),
    ("normal-11", rng.normal(5.0, 0.3, 11)),
    ("gc-40", np.where(rng.random(40) < 0.35, rng.normal(2.5, 0.25, 40), rng.normal(1.0, 0.01, 40))),
    ("skewed-25", rng.exponential(1.0, 25)),
    ("ties-12", np.round(rng.normal(10, 1, 12))),
    ("two-5", np.array([1.0, 1.0, 1.0, 9.0, 9.0])),
]:
    s = np.sort(x)
    cases.append({"id": name, "sorted": [float(v) for v in s], "median": float(np.median(s)), "mad": float(median_abs_deviation(s, scale=1.0))})
print(json.dumps({"cases": cases}, indent=1))
