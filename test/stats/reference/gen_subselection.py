"""Reference values for benchgate's robust per-run summary (src/stats/subselection.ts,
src/compare/side.ts), computed with NumPy on the same seeded draws.

The draws are random, so the reference replays benchgate's generator: mulberry32 seeded from
the FNV-1a hash of "benchmark\\0metric" plus (run index + 1) * 0x9e3779b9, a partial
Fisher-Yates shuffle that drops n - floor(4n/5) samples per subselection, 100 subselections;
each 32-bit output yields two indices floor(h * m / 65536) from its 16-bit halves, high first.
Everything else is computed independently: a sample beyond Tukey's severe fences (3 IQR from
the quartiles) is clamped to its fence (numpy.clip); each subselection's mean is NumPy's mean of the
*kept* samples (benchgate subtracts the dropped ones from a total), the run value is
numpy.median, the side's centre is the mean over runs (Hmean-consistent for rates: the test
runs on 1/x), and the Welch test across runs is scipy.stats.ttest_ind(equal_var=False).

Run: python3 gen_subselection.py > subselection-vectors.json   (SciPy 1.17, NumPy 2.4)
"""
import json
import numpy as np
from scipy import stats

M32 = 0xFFFFFFFF


def imul(a, b):
    return (a * b) & M32


def mulberry32_words(seed):
    """benchgate's generator (src/stats/rng.ts): successive 32-bit outputs of mulberry32."""
    state = seed & M32

    def next_word():
        nonlocal state
        state = (state + 0x6D2B79F5) & M32
        z = state
        z = imul(z ^ (z >> 15), z | 1)
        z = (z ^ ((z + imul(z ^ (z >> 7), z | 61)) & M32)) & M32
        return (z ^ (z >> 14)) & M32

    return next_word


def fnv1a(text):
    h = 0x811C9DC5
    data = text.encode("utf-16-le")
    for i in range(0, len(data), 2):
        h ^= data[i] | (data[i + 1] << 8)
        h = imul(h, 0x01000193)
    return h


def run_seed(benchmark, metric, run_index):
    return (fnv1a(benchmark + "\0" + metric) + imul(run_index + 1, 0x9E3779B9)) & M32


def subselection_median(values, seed, draws=100):
    n = len(values)
    if n < 5:
        return float(np.mean(values))
    # Tukey's severe fences (3 IQR from the type-7 quartiles, NumPy's default): a sample beyond
    # them counts at its fence in every subselection mean.
    q1, q3 = np.quantile(values, [0.25, 0.75])
    values = list(np.clip(values, q1 - 3 * (q3 - q1), q3 + 3 * (q3 - q1)))
    keep = (4 * n) // 5
    drop = n - keep
    rng = mulberry32_words(seed)
    order = list(range(n))
    means = []
    spare = None
    for _ in range(draws):
        for i in range(drop):
            m = n - i
            if n <= 65536:
                # two 16-bit indices per 32-bit output, high half first
                if spare is None:
                    word = rng()
                    half, spare = word >> 16, word & 0xFFFF
                else:
                    half, spare = spare, None
                j = i + (half * m) // 65536
            else:
                j = i + int(np.floor(rng() / 4294967296.0 * m))
            order[i], order[j] = order[j], order[i]
        kept = [values[k] for k in order[drop:]]
        means.append(float(np.mean(kept)))
    return float(np.median(means))


def side(benchmark, metric, runs, rate):
    per_run = []
    for index, run in enumerate(runs):
        test_values = [1.0 / v for v in run] if rate else list(run)
        per_run.append(subselection_median(test_values, run_seed(benchmark, metric, index)))
    return per_run


rng = np.random.default_rng(20261122)
cases = []


def add_case(case_id, benchmark, metric, rate, base_runs, cur_runs, note, test_tolerance=1e-9):
    b = side(benchmark, metric, base_runs, rate)
    c = side(benchmark, metric, cur_runs, rate)
    welch = stats.ttest_ind(c, b, equal_var=False)
    ci = welch.confidence_interval(0.95)
    centre = (lambda ys: 1.0 / float(np.mean(ys))) if rate else (lambda ys: float(np.mean(ys)))
    cases.append({
        "id": case_id, "note": note, "benchmark": benchmark, "metric": metric,
        "better": "higher" if rate else "lower",
        "baseline_runs": base_runs, "current_runs": cur_runs,
        "run_seeds": [run_seed(benchmark, metric, i) for i in range(max(len(base_runs), len(cur_runs)))],
        "baseline_per_run_test_scale": b, "current_per_run_test_scale": c,
        "baseline_centre": centre(b), "current_centre": centre(c),
        # One ULP at 1.2e9 is 2.4e-7: means there round differently in NumPy and in benchgate (which
        # sums deviations), and a difference of 0.4 between sides amplifies that in t and p.
        "tolerance_rel_test": test_tolerance,
        "welch": {"t": float(welch.statistic), "df": float(welch.df), "p": float(welch.pvalue),
                  "ci95": [float(ci.low), float(ci.high)]},
    })


def runs_of(count, size, loc, scale, shift_sd=0.0):
    out = []
    for _ in range(count):
        offset = rng.normal(0, shift_sd) if shift_sd else 0.0
        out.append([float(x) for x in rng.normal(loc + offset, scale, size)])
    return out


add_case("time-5x20-shift", "parse/small", "time", False,
         runs_of(5, 20, 1.0e-4, 2e-6, 1e-6), runs_of(5, 20, 1.05e-4, 2e-6, 1e-6),
         "5 runs of 20 samples per side, 5% slower current, run-to-run drift")
add_case("time-3x7-odd", "odd/sizes", "time", False,
         runs_of(3, 7, 12.5, 0.4), runs_of(4, 9, 12.6, 0.4), "odd run sizes (7 and 9 samples), 3 vs 4 runs")
add_case("time-small-runs", "tiny", "time", False,
         [[1.0, 1.2, 1.1, 0.9], [1.05, 1.1, 0.95], [1.0, 1.3]], [[1.4, 1.5, 1.3, 1.45], [1.5, 1.35, 1.42]],
         "runs under 5 samples use their plain mean")
add_case("rate-4x25", "encode", "throughput", True,
         [[float(x) for x in rng.lognormal(np.log(1.2e9), 0.03, 25)] for _ in range(4)],
         [[float(x) for x in rng.lognormal(np.log(1.1e9), 0.03, 25)] for _ in range(4)],
         "rates (B/s): subselection on 1/x, centre is the Hmean-consistent 1/mean(1/x)")
add_case("large-magnitude", "big/ns", "time", False,
         runs_of(3, 12, 1.2345678e9, 0.3), runs_of(3, 12, 1.2345678e9 + 0.4, 0.3),
         "values near 1.2e9 with a sub-unit spread: digits must survive the subselection means", 1e-4)
add_case("unicode-name", "naïve/µ-bench ✓", "time", False,
         runs_of(2, 30, 5.0, 0.2), runs_of(2, 30, 5.0, 0.2), "a name outside ASCII seeds the same way (UTF-16 code units)")

add_case("gc-pause", "alloc/gc", "time", False,
         [[10.0, 10.1, 9.9, 10.05, 25.0], [10.02, 9.95, 10.1, 10.0, 9.98], [9.97, 10.03, 31.0, 10.0, 10.1]],
         [[10.5, 10.4, 10.6, 10.45, 10.55], [10.5, 40.0, 10.4, 10.6, 10.5], [10.45, 10.55, 10.5, 10.4, 10.6]],
         "a GC pause or scheduler hiccup in a run of 5 samples: clamped to the severe fence, it no longer moves the run's value")

print(json.dumps({
    "generator": "gen_subselection.py with SciPy " + __import__("scipy").__version__ + ", NumPy " + np.__version__,
    "draws": 100, "tolerance_rel": 1e-12, "tolerance_rel_p_and_ci": 1e-6, "cases": cases}, indent=1))
