# strucchange's segmentation of the simulated histories (test/simulation/history-table.ts, run by
# npm run simulate -- history): each line of the input is "id,v1,v2,...", the commit means
# benchgate's engine analysed; each line of the output is "id,i;j;..." with the 0-based first
# point of every new level (strucchange's breakpoint, the last point of a segment counted from 1,
# is the same number). breakpoints(y ~ 1, h = 3) as in test/history/reference/gen_history.R, the
# number of breaks chosen by BIC among 0 to 8 (breaks = 8: the default allows floor(n / 3) - 1,
# 32 at 100 commits, and takes 0.37 s a series against 0.15 s; no series here has more than 3).
# Run: Rscript test/simulation/history-strucchange.R series.csv breaks.csv
suppressMessages(library(strucchange))
suppressMessages(library(parallel))
args <- commandArgs(trailingOnly = TRUE)
lines <- readLines(args[1])
segment <- function(line) {
  fields <- strsplit(line, ",", fixed = TRUE)[[1]]
  y <- as.numeric(fields[-1])
  bp <- suppressWarnings(breakpoints(y ~ 1, h = 3, breaks = min(8, floor(length(y) / 3) - 1))$breakpoints)
  paste0(fields[1], ",", if (all(is.na(bp))) "" else paste(bp, collapse = ";"))
}
out <- unlist(mclapply(lines, segment, mc.cores = max(1, detectCores()), mc.preschedule = TRUE))
writeLines(out, args[2])
