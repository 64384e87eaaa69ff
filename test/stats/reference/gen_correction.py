"""Reference values for benchgate's multiple-comparison adjustment (src/stats/correction.ts).

BH comes from scipy.stats.false_discovery_control (SciPy >= 1.11, method="bh"); Holm and
Bonferroni are written out from their definitions (Holm 1979; as R's p.adjust) with NumPy, and
cross-checked against a brute-force loop.

Run: python3 gen_correction.py > correction-vectors.json   (SciPy 1.17, NumPy 2.4)
"""
import json
import numpy as np
from scipy import stats


def holm(p):
    p = np.asarray(p, dtype=float)
    m = len(p)
    order = np.argsort(p, kind="stable")
    adjusted = np.minimum(1.0, np.maximum.accumulate((m - np.arange(m)) * p[order]))
    out = np.empty(m)
    out[order] = adjusted
    return out


def holm_bruteforce(p):
    m = len(p)
    ranked = sorted(range(m), key=lambda i: (p[i], i))
    out = [0.0] * m
    for r, i in enumerate(ranked):
        out[i] = min(1.0, max((m - k) * p[ranked[k]] for k in range(r + 1)))
    return out


def bonferroni(p):
    return np.minimum(1.0, len(p) * np.asarray(p, dtype=float))


rng = np.random.default_rng(11)
inputs = {
    "small-mixed": [0.01, 0.04, 0.03, 0.20, 0.005],
    "ties": [0.02, 0.02, 0.02, 0.5, 0.001, 0.001],
    "all-null-uniform-40": [float(x) for x in rng.uniform(size=40)],
    "few-signals-in-300": [float(x) for x in np.concatenate([rng.uniform(1e-7, 1e-4, 5), rng.uniform(size=295)])],
    "ones-and-zero": [1.0, 1.0, 0.0, 1.0],
    "single": [0.03],
    "tiny-p": [1e-300, 2.5e-12, 0.049, 0.051],
}
cases = []
for case_id, p in inputs.items():
    h = holm(p)
    assert np.allclose(h, holm_bruteforce(p), rtol=0, atol=1e-15), case_id
    cases.append({
        "id": case_id,
        "p": p,
        "bh": [float(x) for x in stats.false_discovery_control(p, method="bh")],
        "holm": [float(x) for x in h],
        "bonferroni": [float(x) for x in bonferroni(p)],
    })
print(json.dumps({"generator": "gen_correction.py with SciPy " + __import__("scipy").__version__, "tolerance_rel": 1e-12, "cases": cases}, indent=1))
