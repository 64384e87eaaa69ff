# Reference values for src/stats/moderated.ts and polygamma.ts, from R's limma (Debian
# r-bioc-limma). Run: Rscript test/stats/reference/gen_moderated.R > test/stats/reference/moderated-vectors.json
suppressMessages(library(limma))
num <- function(x) ifelse(is.finite(x), sprintf("%.17g", x), "null")
vec <- function(x) paste0("[", paste(num(x), collapse = ", "), "]")

set.seed(20261123)
cases <- list()
# fitFDist on variances with known df: a spread prior, a tight prior (d0 large), equal-ish (d0 = Inf).
fit_case <- function(name, x, df) {
  f <- fitFDist(x, df1 = df)
  sprintf('{"name": "%s", "variances": %s, "df": %s, "d0": %s, "s0squared": %s}', name, vec(x), num(df), num(f$df2), num(f$scale))
}
fits <- c(
  fit_case("df4-spread", 0.01 * rchisq(40, 6) / 6 * exp(rnorm(40, 0, 0.6)), 4),
  fit_case("df2-200rows", 0.0004 * rchisq(200, 10) / 10 * rchisq(200, 2) / 2, 2),
  fit_case("df8-tight", 2.5 * rchisq(30, 8) / 8, 8),
  fit_case("df1-small", c(0.3, 0.5, 0.2, 0.9, 0.4, 0.05, 1.3), 1),
  fit_case("identical", rep(0.5, 6), 4)
)

# Moderated two-sample t: rows of log-times, kb baseline and kc current runs, eBayes defaults.
mt_case <- function(name, kb, kc, rows) {
  y <- matrix(rnorm(rows * (kb + kc), 0, 0.03), nrow = rows) * exp(rnorm(rows, 0, 0.5))
  y[1, (kb + 1):(kb + kc)] <- y[1, (kb + 1):(kb + kc)] + 0.1
  group <- factor(c(rep("b", kb), rep("c", kc)), levels = c("b", "c"))
  fit <- eBayes(lmFit(y, model.matrix(~group)))
  rowsJson <- sapply(1:rows, function(i) sprintf('{"baseline": %s, "current": %s, "t": %s, "p": %s, "s2post": %s}',
    vec(y[i, 1:kb]), vec(y[i, (kb + 1):(kb + kc)]), num(fit$t[i, 2]), num(fit$p.value[i, 2]), num(fit$s2.post[i])))
  sprintf('{"name": "%s", "d0": %s, "s0squared": %s, "dfTotal": %s, "rows": [%s]}', name, num(fit$df.prior), num(fit$s2.prior), num(fit$df.total[1]), paste(rowsJson, collapse = ",\n  "))
}
tests <- c(mt_case("3v3-20rows", 3, 3, 20), mt_case("5v5-12rows", 5, 5, 12), mt_case("2v4-15rows", 2, 4, 15))

xs <- c(0.05, 0.5, 1, 2.5, 7.9, 8, 20, 100, 1e4)
poly <- sprintf('{"x": %s, "digamma": %s, "trigamma": %s, "tetragamma": %s}', num(xs), num(digamma(xs)), num(trigamma(xs)), num(psigamma(xs, 2)))
inv <- sapply(c(0.001, 0.1, 1, 5, 100, 1e5), function(v) sprintf('{"x": %s, "y": %s}', num(v), num(trigammaInverse(v))))

cat('{"fitFDist": [', paste(fits, collapse = ",\n"), '],\n"moderatedT": [', paste(tests, collapse = ",\n"), '],\n"polygamma": [', paste(poly, collapse = ",\n"), '],\n"trigammaInverse": [', paste(inv, collapse = ",\n"), ']}\n', sep = "")
