# The reference segmentations of the simulated lives of issue 42 (test/simulation/history-life-references.ts,
# run by `npm run simulate -- history-references`): each line of the input is "id,v1,v2,...", one
# series' commit means as measured (the runner not used); each line of the output is
# "id,method,i;j;..." with the 0-based first point of every new level, for
#   pelt-meanvar: changepoint::cpt.meanvar(y, method = "PELT", penalty = "MBIC", minseglen = 4)
#   pelt-mean:    changepoint::cpt.mean(y / s, method = "PELT", penalty = "MBIC", minseglen = 4),
#                 s = mad(diff(y)) / sqrt(2) (cpt.mean's Normal cost takes the variance as 1)
#   strucchange:  strucchange::breakpoints(y ~ 1, h = 4, breaks = 8), the number of breaks by BIC
# (a method's cpts, the last point of a segment counted from 1, is that same number). The series
# are divided by their median first. Run: Rscript scripts/history-references.R series.csv breaks.csv
suppressMessages(library(changepoint))
suppressMessages(library(strucchange))
suppressMessages(library(parallel))
args <- commandArgs(trailingOnly = TRUE)
lines <- readLines(args[1])
joined <- function(points) if (length(points) == 0 || all(is.na(points))) "" else paste(points, collapse = ";")
segment <- function(line) {
  fields <- strsplit(line, ",", fixed = TRUE)[[1]]
  y <- as.numeric(fields[-1])
  y <- y / median(y)
  s <- mad(diff(y)) / sqrt(2)
  if (!is.finite(s) || s <= 0) s <- sd(y)
  meanvar <- cpts(cpt.meanvar(y, method = "PELT", penalty = "MBIC", minseglen = 4))
  mean <- cpts(cpt.mean(y / s, method = "PELT", penalty = "MBIC", minseglen = 4))
  bp <- suppressWarnings(breakpoints(y ~ 1, h = 4, breaks = min(8, floor(length(y) / 4) - 1))$breakpoints)
  c(paste0(fields[1], ",pelt-meanvar,", joined(meanvar)), paste0(fields[1], ",pelt-mean,", joined(mean)), paste0(fields[1], ",strucchange,", joined(bp)))
}
out <- unlist(mclapply(lines, segment, mc.cores = 2, mc.preschedule = TRUE))
writeLines(out, args[2])
