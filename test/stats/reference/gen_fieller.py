"""Reference vectors for src/stats/fieller.ts: Fieller's interval of mu_c / mu_b from two
independent samples, with Welch's df, solved as the roots of the quadratic with numpy.roots
(an independent route from the closed form in the source). Run:
python3 test/stats/reference/gen_fieller.py > test/stats/reference/fieller-vectors.json"""
import json
import numpy as np
from scipy import stats

rng = np.random.default_rng(20261123)
cases = []
for nb, nc, mb, mc, cv in [(5, 5, 100.0, 150.0, 0.1), (3, 4, 10.0, 10.5, 0.05), (10, 8, 2.0, 1.2, 0.2), (4, 4, 1.0, 3.0, 0.3), (6, 6, 1.0, 1.0, 0.8), (3, 3, 1.0, 1.2, 2.5)]:
    b = rng.normal(mb, cv * mb, nb)
    c = rng.normal(mc, cv * mc, nc)
    vb = b.var(ddof=1) / nb
    vc = c.var(ddof=1) / nc
    df = (vb + vc) ** 2 / (vb ** 2 / (nb - 1) + vc ** 2 / (nc - 1))
    q = stats.t.ppf(0.975, df)
    # (m_b^2 - q^2 v_b) rho^2 - 2 m_b m_c rho + (m_c^2 - q^2 v_c) = 0
    a2 = b.mean() ** 2 - q * q * vb
    roots = np.roots([a2, -2 * b.mean() * c.mean(), c.mean() ** 2 - q * q * vc]) if a2 > 0 else []
    bounded = a2 > 0 and np.all(np.isreal(roots))
    cases.append({
        "baselineMean": b.mean(), "baselineVariance": vb, "currentMean": c.mean(), "currentVariance": vc, "quantile": q,
        "interval": sorted(float(np.real(r)) for r in roots) if bounded else None,
    })
print(json.dumps({"cases": cases}, indent=1))
