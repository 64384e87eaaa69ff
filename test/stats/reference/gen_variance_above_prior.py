# Reference values for varianceAbovePriorP (src/stats/moderated.ts): the upper tail of the F
# distribution, P(F(df, d0) > s2 / s0^2), and chi2(df)/df when d0 is infinite, from SciPy.
# Run: python3 test/stats/reference/gen_variance_above_prior.py > test/stats/reference/variance-above-prior-vectors.json
import json
import math
from scipy import stats

cases = []
for df in (1, 2, 4, 7.5):
    for d0 in (0.8, 1.5, 4, 13.2, 60, math.inf):
        for ratio in (0.05, 0.5, 1, 3, 10, 46, 400):
            p = stats.chi2.sf(df * ratio, df) if math.isinf(d0) else stats.f.sf(ratio, df, d0)
            cases.append({"df": df, "d0": None if math.isinf(d0) else d0, "ratio": ratio, "p": float(p)})
print(json.dumps({"cases": cases}, indent=1))
