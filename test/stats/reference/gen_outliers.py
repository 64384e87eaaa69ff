"""Reference values for benchgate's outlier handling (src/stats/outliers.ts, mad-filter.ts).

Tukey: quartiles with numpy.percentile (linear interpolation, numpy's default = type 7, as
Criterion), mild beyond 1.5 IQR, severe beyond 3 IQR. perfcmp's filter: keep x when
|x - median| / MAD < 5 with the unscaled MAD (numpy.median of absolute deviations), nothing
dropped when MAD = 0.

Run: python3 gen_outliers.py > outlier-vectors.json   (NumPy 2.4)
"""
import json
import numpy as np

rng = np.random.default_rng(3)
inputs = {
    "normal-20": [float(x) for x in rng.normal(100, 1, 20)],
    "two-spikes": [10.0, 10.1, 9.9, 10.05, 9.95, 10.02, 30.0, 10.01, 9.98, 55.0],
    "heavy-tail-50": [float(x) for x in np.concatenate([rng.normal(5, 0.1, 45), rng.normal(5, 0.1, 5) * 3])],
    "constant-with-one": [7.0] * 9 + [8.0],
    "low-outlier": [100.0, 101.0, 99.5, 100.5, 60.0, 100.2, 99.8, 100.1],
}
cases = []
for case_id, values in inputs.items():
    x = np.asarray(values)
    q1, q3 = np.percentile(x, [25, 75])
    iqr = q3 - q1
    severe = int(np.sum((x < q1 - 3 * iqr) | (x > q3 + 3 * iqr)))
    mild = int(np.sum(((x < q1 - 1.5 * iqr) | (x > q3 + 1.5 * iqr)))) - severe
    med = np.median(x)
    mad = np.median(np.abs(x - med))
    kept = values if mad == 0 else [float(v) for v in x if abs(v - med) / mad < 5]
    cases.append({"id": case_id, "values": values, "tukey": {"mild": mild, "severe": severe},
                  "mad": {"kept": kept, "dropped": len(values) - len(kept)}})
print(json.dumps({"generator": "gen_outliers.py with NumPy " + np.__version__, "cases": cases}, indent=1))
