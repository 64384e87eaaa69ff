# Reference for test/history/segment.test.ts, "takes a noisier side's own variance (Welch)":
# testStretches(values, 0, 12, 18, 1) where the sd grew after commit 12. The before side takes the
# pooled variance (its neighbourhood, the two sides about their own means, is the same number), the
# after side its own; the df are Welch-Satterthwaite's over them. Run: Rscript gen_welch_stretches.R
before <- c(10.1, 9.9, 10.0, 10.2, 9.8, 10.0, 10.1, 9.9, 10.0, 10.2, 9.8, 10.0)
after <- c(10.9, 9.6, 11.2, 10.1, 11.5, 10.0)
ss <- function(x) sum((x - mean(x))^2)
pooled <- (ss(before) + ss(after)) / (length(before) + length(after) - 2)
neighbourhood_after <- (ss(before[7:12]) + ss(after)) / (5 + 5)
own_after <- var(after)
stopifnot(own_after > neighbourhood_after, own_after > pooled)
term_before <- pooled / length(before)
term_after <- own_after / length(after)
df <- min(16, (term_before + term_after)^2 / (term_before^2 / 16 + term_after^2 / 5))
t <- (mean(after) - mean(before)) / sqrt(term_before + term_after)
cat(sprintf("df %.12g\np %.12g\nstudent p %.12g\nvariance after %.12g\n", df, 2 * pt(-abs(t), df),
            t.test(after, before, var.equal = TRUE)$p.value, own_after))
