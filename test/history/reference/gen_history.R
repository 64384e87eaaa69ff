# Reference values for the history engine (src/history/), from R's energy and strucchange
# packages, written independently of the TypeScript:
#  - energy: energy::edist and energy::eqdist.e of two samples, and E-divisive's divergence as
#    Matteson & James (2014) define it with U-statistics, computed here from dist(); and the
#    best (tau, kappa) of a stretch by brute force over every pair (E-divisive's search).
#  - strucchange: breakpoints(y ~ 1, h = 3), the number of breaks chosen by BIC (the default
#    breaks = NULL), on series with clear steps, a bump, noise only and tiny steps.
# Run: Rscript test/history/reference/gen_history.R > test/history/reference/history-vectors.json
suppressMessages(library(energy))
suppressMessages(library(strucchange))
set.seed(20261207)
num <- function(x) sprintf("%.17g", x)
vec <- function(x) paste0("[", paste(sapply(x, num), collapse = ", "), "]")
ivec <- function(x) paste0("[", paste(x, collapse = ", "), "]")
str <- function(x) paste0('"', x, '"')

# E-divisive's divergence with alpha = 1: mn/(m+n) * (2 mean|x-y| - mean|x-x'| - mean|y-y'|), the
# within means over the m(m-1) pairs i != k (U-statistics).
within_u <- function(x) { d <- as.matrix(dist(x)); sum(d) / (length(x) * (length(x) - 1)) }
between <- function(x, y) mean(abs(outer(x, y, "-")))
q_u <- function(x, y) { m <- length(x); n <- length(y); m * n / (m + n) * (2 * between(x, y) - within_u(x) - within_u(y)) }

energy_case <- function(name, x, y) {
  z <- c(x, y); sizes <- c(length(x), length(y))
  sprintf('{"name": %s, "x": %s, "y": %s, "edist": %s, "eqdistE": %s, "divergenceU": %s, "withinX": %s, "withinY": %s, "between": %s}',
    str(name), vec(x), vec(y), num(as.numeric(edist(z, sizes))), num(as.numeric(eqdist.e(z, sizes))), num(q_u(x, y)),
    num(within_u(x)), num(within_u(y)), num(between(x, y)))
}
energy_cases <- c(
  energy_case("normal 8 v 8", rnorm(8), rnorm(8, 1)),
  energy_case("unequal 3 v 17", rnorm(3, 2), rnorm(17)),
  energy_case("ties", c(1, 1, 2, 2, 2, 3), c(2, 2, 4, 4, 5)),
  energy_case("all equal on one side", c(5, 5, 5, 5), c(5, 6, 7)),
  energy_case("2 v 2", c(0.1, 0.4), c(3, 2.5)),
  energy_case("heavy tail 12 v 5", rt(12, 2), rt(5, 2) + 3)
)

# E-divisive's search: the (tau, kappa) of largest divergence of [start, tau) against [tau, kappa)
# in [start, end), sides of at least `least` points, the first of equals (tau, then kappa, ascending).
best_split <- function(v, start, end, least) {
  best <- c(NA, NA, 0)
  for (tau in (start + least):(end - least)) for (kappa in (tau + least):end) {
    q <- q_u(v[(start + 1):tau], v[(tau + 1):kappa])
    if (q > best[3]) best <- c(tau, kappa, q)
  }
  best
}
search_case <- function(name, v, start, end, least) {
  b <- best_split(v, start, end, least)
  sprintf('{"name": %s, "values": %s, "start": %d, "end": %d, "least": %d, "tau": %d, "kappa": %d, "divergence": %s}',
    str(name), vec(v), start, end, least, b[1], b[2], num(b[3]))
}
search_cases <- c(
  search_case("step at 15 of 24", c(rnorm(15), rnorm(9, 2)), 0, 24, 3),
  search_case("bump 10..18 of 30", c(rnorm(10), rnorm(8, 3), rnorm(12)), 0, 30, 4),
  search_case("inner stretch of a noise series", rnorm(26), 3, 23, 2),
  search_case("ties", c(1, 1, 1, 2, 1, 1, 3, 3, 3, 3, 2, 3), 0, 12, 3)
)

# strucchange: a series of relative levels with noise sd 1% (commit means of one run each).
series <- function(n, steps = list(), sd = 0.01) {
  level <- rep(1, n)
  for (s in steps) level[(s[1] + 1):n] <- level[(s[1] + 1):n] * (1 + s[2])
  level * (1 + sd * rnorm(n))
}
bump <- function(n, from, to, size, sd = 0.01) { level <- rep(1, n); level[(from + 1):to] <- 1 + size; level * (1 + sd * rnorm(n)) }
struc_case <- function(name, y, kind, planted) {
  bp <- suppressWarnings(breakpoints(y ~ 1, h = 3))
  b <- bp$breakpoints
  sprintf('{"name": %s, "kind": %s, "planted": %s, "values": %s, "breakpoints": %s}',
    str(name), str(kind), ivec(planted), vec(y), ivec(if (all(is.na(b))) integer(0) else b))
}
struc_cases <- c(
  struc_case("+5% (5 sd) at 20 of 40", series(40, list(c(20, 0.05))), "clear", 20),
  struc_case("+3% (3 sd) at 25 of 50", series(50, list(c(25, 0.03))), "clear", 25),
  struc_case("-8% at 10 of 30", series(30, list(c(10, -0.08))), "clear", 10),
  struc_case("+20% at 45 of 60", series(60, list(c(45, 0.2))), "clear", 45),
  struc_case("+10% 6 commits before the end of 50", series(50, list(c(44, 0.1))), "clear", 44),
  struc_case("two steps: +5% at 15, +5% at 35 of 50", series(50, list(c(15, 0.05), c(35, 0.05))), "clear", c(15, 35)),
  struc_case("-5% at 20 then +10% at 40 of 60", series(60, list(c(20, -0.05), c(40, 0.1))), "clear", c(20, 40)),
  struc_case("bump: +6% from 12 to 24 of 40", bump(40, 12, 24, 0.06), "clear", c(12, 24)),
  struc_case("noise only, 40", series(40), "noise", integer(0)),
  struc_case("noise only, 100", series(100), "noise", integer(0)),
  struc_case("+1% (1 sd) at 20 of 40", series(40, list(c(20, 0.01))), "tiny", 20),
  struc_case("+1.5% (1.5 sd) at 30 of 60", series(60, list(c(30, 0.015))), "tiny", 30)
)
cat(sprintf('{"R": "%s", "energy": "%s", "strucchange": "%s",\n "energy_cases": [\n  %s],\n "search_cases": [\n  %s],\n "strucchange_cases": [\n  %s]}\n',
  paste(R.version$major, R.version$minor, sep = "."), as.character(packageVersion("energy")), as.character(packageVersion("strucchange")),
  paste(energy_cases, collapse = ",\n  "), paste(search_cases, collapse = ",\n  "), paste(struc_cases, collapse = ",\n  ")))
