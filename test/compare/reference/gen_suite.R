# Reference values of the suite model (src/compare/suite-model.ts, fitSuite) for suites of 5 to
# 19 rows in one job (no between-job term), written from docs/design.md independently of the
# TypeScript: the whole-suite shift between the sides' run offsets (t.test, or a prediction
# interval with one run on a side), per-run drift removal, the rows' variances moderated by
# limma's squeezeVar, and each row judged net of the other rows' median where the shift is within
# the drift of the runs (its t.test p >= alpha / (rows + 1)), else raw (the shift is then the code's): its own
# change, with the variance of the shift (pooled over the sides' run offsets) added to its
# variance and Welch-Satterthwaite's df. `raw` and `net` are both reported.
# Run: Rscript test/compare/reference/gen_suite.R > test/compare/reference/suite-vectors.json
suppressMessages(library(limma))
set.seed(20261125)
num <- function(x) if (is.infinite(x)) (if (x > 0) "\"Infinity\"" else "\"-Infinity\"") else sprintf("%.17g", x)
vec <- function(x) paste0("[", paste(sapply(x, num), collapse = ", "), "]")
mat <- function(m) paste0("[", paste(apply(m, 1, vec), collapse = ", "), "]")

suite <- function(rows, kb, kc, common = 0, planted = 0.1, alpha = 0.05) {
  centre <- exp(runif(rows, 0, 5))
  noise <- 0.015 * exp(rnorm(rows, 0, 0.3))
  B <- outer(centre, exp(rnorm(kb, 0, 0.02))) * exp(matrix(rnorm(rows * kb), rows) * noise)
  C <- outer(centre, exp(log(1 + common) + rnorm(kc, 0, 0.02))) * exp(matrix(rnorm(rows * kc), rows) * noise)
  C[1, ] <- C[1, ] * (1 + planted)
  lB <- log(B); lC <- log(C)
  mB <- rowMeans(lB); mC <- rowMeans(lC)
  offB <- apply(lB - mB, 2, median); offC <- apply(lC - mB, 2, median)
  q <- 1 - alpha / 2
  if (kb >= 2 && kc >= 2) {
    t <- t.test(offC, offB, conf.level = 1 - alpha)
    shift <- c(mean(offC) - mean(offB), t$stderr, t$parameter, t$p.value, t$conf.int)
  } else {
    runs <- if (kb >= 2) offB else offC
    single <- if (kb >= 2) offC[1] else offB[1]
    diff <- if (kb >= 2) single - mean(runs) else mean(runs) - single
    se <- sd(runs) * sqrt(1 + 1 / length(runs)); df <- length(runs) - 1
    shift <- c(diff, se, df, 2 * pt(-abs(diff / se), df), diff - qt(q, df) * se, diff + qt(q, df) * se)
  }
  drift <- function(l, m, k) { if (k < 2) return(rep(0, k)); d <- apply(l - m, 2, median); d - mean(d) }
  dB <- drift(lB, mB, kb); dC <- drift(lC, mC, kc)
  df <- kb + kc - 2
  resid <- rowSums((sweep(lB, 2, dB) - mB)^2) + rowSums((sweep(lC, 2, dC) - mC)^2)
  v <- resid / (df * (1 - 1 / rows))
  sq <- squeezeVar(v, df)
  rowDf <- sq$df.prior + df
  effects <- mC - mB
  # The row net of the median of the other rows' effects (out of sample).
  relative <- effects - sapply(seq_len(rows), function(r) median(effects[-r]))
  netSe <- sqrt(sq$var.post * (1 / kb + 1 / kc) * (1 + pi / (2 * rows)))
  # Judged raw: the row's own variance plus that of the shift (the sides' run offsets' variance
  # pooled, kb + kc - 2 df), Welch-Satterthwaite df.
  own <- sq$var.post * (1 / kb + 1 / kc)
  offDf <- kb + kc - 2
  shiftVar <- (sum((offB - mean(offB))^2) + sum((offC - mean(offC))^2)) / offDf * (1 / kb + 1 / kc)
  se <- sqrt(own + shiftVar)
  ownDf <- pmin(rowDf, 1e6)
  df <- pmin(1e6, (own + shiftVar)^2 / (own^2 / ownDf + shiftVar^2 / offDf))
  netted <- shift[4] >= alpha / (rows + 1)
  if (netted) { judged <- relative; se <- netSe; df <- rep(rowDf, rows) } else judged <- effects
  p <- 2 * pt(-abs(judged / se), df)
  half <- qt(q, df) * se
  sprintf('{"baseline": %s, "current": %s, "shift": %s, "netted": %s, "effect": %s, "raw": %s, "net": %s, "se": %s, "df": %s, "p": %s, "low": %s, "high": %s}',
    mat(B), mat(C), vec(shift), if (netted) "true" else "false", vec(judged), vec(effects), vec(relative), vec(se), vec(df), vec(p), vec(judged - half), vec(judged + half))
}
cases <- c(suite(6, 3, 3), suite(8, 5, 5, common = 0.03), suite(10, 4, 1), suite(7, 1, 3, common = -0.05), suite(12, 2, 3),
  suite(9, 4, 4, common = 0.12))
cat(sprintf('{"R": "%s", "limma": "%s",\n "cases": [\n  %s]}\n', paste(R.version$major, R.version$minor, sep = "."),
  as.character(packageVersion("limma")), paste(cases, collapse = ",\n  ")))
