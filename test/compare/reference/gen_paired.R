# Reference values of the paired test (src/compare/paired.ts) from R and limma, written
# independently of the TypeScript: the one-sample t on the pairs' log ratios (t.test), Wilcoxon's
# signed rank with the Hodges-Lehmann interval (wilcox.test, exact), and the common-shift removal
# with the rows' variances moderated by limma's squeezeVar.
# Run: Rscript test/compare/reference/gen_paired.R > test/compare/reference/paired-vectors.json
suppressMessages(library(limma))
set.seed(20261124)
num <- function(x) if (is.infinite(x)) (if (x > 0) '"Infinity"' else '"-Infinity"') else sprintf("%.17g", x)
vec <- function(x) paste0("[", paste(sapply(x, num), collapse = ", "), "]")
mat <- function(m) paste0("[", paste(apply(m, 1, vec), collapse = ", "), "]")

# Run centres of one benchmark: a baseline around 1 and a current side `change` slower, with
# shared pair drift (both members of a pair alike) and run noise.
centres <- function(n, change, noise = 0.01, drift = 0.02) {
  pair <- rnorm(n, 0, drift)
  list(b = exp(pair + rnorm(n, 0, noise)), c = exp(log(1 + change) + pair + rnorm(n, 0, noise)))
}

single <- c()
for (spec in list(c(6, 0.05), c(8, 0), c(12, 0.02))) {
  s <- centres(spec[1], spec[2])
  d <- log(s$c / s$b)
  t <- t.test(d, conf.level = 0.95)
  w <- suppressWarnings(wilcox.test(d, conf.int = TRUE, conf.level = 0.95, exact = TRUE))
  single <- c(single, sprintf(
    '{"baseline": %s, "current": %s, "t": {"mean": %s, "se": %s, "t": %s, "df": %s, "p": %s, "ci": [%s, %s]}, "signedRank": {"p": %s, "estimate": %s, "ci": [%s, %s]}}',
    vec(s$b), vec(s$c), num(unname(t$estimate)), num(unname(t$stderr)), num(unname(t$statistic)), num(unname(t$parameter)),
    num(t$p.value), num(t$conf.int[1]), num(t$conf.int[2]), num(w$p.value), num(unname(w$estimate)), num(w$conf.int[1]), num(w$conf.int[2])))
}

# Several rows sharing the pairs: per pair the median over rows is the common shift c_i; each row
# is tested on its own residual d - c_i (variances moderated over rows) plus the mean of the c_i,
# from 8 pairs on after perfcmp's filter (|c - median| >= 5 MAD dropped, MAD unscaled).
shifted <- function(rows, n, changes, jump = 0) {
  B <- matrix(0, rows, n); C <- matrix(0, rows, n)
  pair <- rnorm(n, 0, 0.02)
  within <- rnorm(n, 0, 0.005)
  within[n %/% 2] <- within[n %/% 2] + jump  # the machine changed speed between the two runs of one pair
  for (r in 1:rows) {
    noise <- 0.01 * exp(rnorm(1, 0, 0.3))
    B[r, ] <- exp(pair + rnorm(n, 0, noise))
    C[r, ] <- exp(log(1 + changes[r]) + pair + within + rnorm(n, 0, noise))
  }
  D <- log(C / B)
  common <- apply(D, 2, median)
  kept <- common
  if (n >= 8) {
    m <- median(common); spread <- median(abs(common - m))
    if (spread > 0) kept <- common[abs(common - m) < 5 * spread]
  }
  centre <- mean(kept); k <- length(kept)
  commonPart <- if (k > 1) var(kept) / k else 0
  commonDf <- max(1, k - 1)
  own <- sweep(D, 2, common)
  df <- n - 1
  ownMean <- rowMeans(own)
  ownVar <- rowSums((own - ownMean)^2) / (df * (1 - 1 / rows))
  sq <- squeezeVar(ownVar, df)
  ownPart <- sq$var.post / n
  ownDf <- sq$df.prior + df
  se <- sqrt(ownPart + commonPart)
  rowDf <- (ownPart + commonPart)^2 / (ownPart^2 / ownDf + commonPart^2 / commonDf)
  effect <- centre + ownMean
  p <- 2 * pt(-abs(effect / se), rowDf)
  half <- qt(0.975, rowDf) * se
  sprintf('{"baseline": %s, "current": %s, "effect": %s, "se": %s, "df": %s, "p": %s, "low": %s, "high": %s, "kept": %d}',
    mat(B), mat(C), vec(effect), vec(se), vec(rowDf), vec(p), vec(effect - half), vec(effect + half), k)
}
suites <- c(
  shifted(6, 5, c(0.08, 0, 0, 0, 0, 0)),
  shifted(8, 9, c(0, 0.05, 0, 0, 0, 0, 0, 0), jump = 0.26),
  shifted(10, 12, rep(0.5, 10)),
  shifted(7, 6, c(0, 0, 0.1, 0, 0, 0, 0))
)
cat(sprintf('{"R": "%s", "limma": "%s",\n "single": [\n  %s],\n "suites": [\n  %s]}\n',
  paste(R.version$major, R.version$minor, sep = "."), as.character(packageVersion("limma")),
  paste(single, collapse = ",\n  "), paste(suites, collapse = ",\n  ")))
