# Reference values for src/stats/hodges-lehmann.ts: R's wilcox.test(current, baseline,
# conf.int = TRUE) — the Hodges–Lehmann shift, its interval and the two-sided p.
# Run: Rscript test/stats/reference/gen_hodges_lehmann.R > test/stats/reference/hodges-lehmann-vectors.json
# (R 4.2.2). Exact (no ties, both n < 50): the interval is order statistics of the pairwise
# differences (qwilcox). Beyond: the normal approximation with the tie and continuity corrections,
# its interval found by uniroot (tolerance about 1e-4 of the data's scale), and its estimate the
# root of z = 0 rather than the median of the differences. The tied cases (rounded data, both
# sides over 25, where benchgate's rank test takes the normal approximation as benchstat does)
# ask R for it too: exact = FALSE, correct = TRUE (the tie and continuity corrections).
num <- function(x) ifelse(is.finite(x), sprintf("%.17g", x), "null")
vec <- function(x) paste0("[", paste(num(x), collapse = ", "), "]")

set.seed(20261129)
one <- function(name, baseline, current, level, exact = NULL) {
  r <- suppressWarnings(wilcox.test(current, baseline, conf.int = TRUE, conf.level = 1 - level, exact = exact, correct = TRUE))
  exact <- length(baseline) < 50 && length(current) < 50 && length(unique(c(baseline, current))) == length(c(baseline, current))
  sprintf('{"name": "%s", "baseline": %s, "current": %s, "level": %s, "exact": %s, "p": %s, "estimate": %s, "ci": %s}',
    name, vec(baseline), vec(current), num(level), tolower(exact), num(r$p.value), num(r$estimate), vec(r$conf.int))
}
cases <- c(
  one("5v5-shift", rnorm(5, 1, 0.1), rnorm(5, 1.3, 0.1), 0.05),
  one("6v6-none", rnorm(6, 1, 0.1), rnorm(6, 1, 0.1), 0.05),
  one("8v10-small", rnorm(8, 2, 0.2), rnorm(10, 2.1, 0.2), 0.05),
  one("10v10-level-0.01", rnorm(10, 1, 0.1), rnorm(10, 1.1, 0.1), 0.01),
  one("12v7-level-0.2", rexp(12), rexp(7) + 0.3, 0.2),
  one("20v20-lognormal", exp(rnorm(20, 0, 0.3)), exp(rnorm(20, 0.1, 0.3)), 0.05),
  one("30v25-level-0.003", rnorm(30, 5, 1), rnorm(25, 5.8, 1), 0.003),
  one("60v60-normal", rnorm(60, 1, 0.2), rnorm(60, 1.05, 0.2), 0.05),
  one("55v80-normal", rnorm(55, 10, 2), rnorm(80, 9.5, 2), 0.05),
  one("70v70-level-0.01", rexp(70), rexp(70) * 1.3, 0.01),
  one("30v30-ties", round(rnorm(30, 10, 2)), round(rnorm(30, 11.5, 2)), 0.05, FALSE),
  one("40v35-ties-none", round(rnorm(40, 10, 2)), round(rnorm(35, 10, 2)), 0.05, FALSE),
  one("28v45-ties-level-0.01", round(rnorm(28, 5, 1), 1), round(rnorm(45, 5.6, 1), 1), 0.01, FALSE),
  one("60v60-ties", round(rexp(60) * 4), round(rexp(60) * 5), 0.05, FALSE),
  one("26v26-ties-shift", round(rnorm(26, 3, 1)), round(rnorm(26, 5, 1)), 0.05, FALSE)
)
cat("{\"cases\": [\n", paste(cases, collapse = ",\n"), "\n]}\n", sep = "")
