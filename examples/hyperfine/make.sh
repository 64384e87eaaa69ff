#!/usr/bin/env bash
# Regenerates this example with the real tool: hyperfine 1.15 (Debian package `hyperfine`).
# Three builds of a tiny "program" (three shell tools over a generated text file):
#   baseline/  the reference build, 5 runs (5 hyperfine invocations of 10 timings each)
#   same/      the same build measured again: an A/A case, nothing may be flagged
#   slower/    the "compress" step reads 30% more data: a planted regression in one benchmark
# Each hyperfine JSON is kept as the tool wrote it (raw/) and turned into perfcmp-style CSV
# (one column per command, one line per timing) by to-csv.py.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -c "
import random
random.seed(7)
with open('$work/data.txt', 'w') as f:
    for i in range(200000):
        f.write('%08x %s\n' % (random.getrandbits(32), 'x' * random.randint(1, 20)))
"
cat "$work/data.txt" > "$work/big.txt"; head -c "$(( $(stat -c %s "$work/data.txt") * 3 / 10 ))" "$work/data.txt" >> "$work/big.txt"
rm -rf raw baseline same slower
mkdir -p raw baseline same slower
measure() { # side run compress-input
  hyperfine -N --runs 10 --warmup 2 --style none \
    -n sort "sort $work/data.txt" \
    -n compress "gzip -1 -c $3" \
    -n checksum "sha256sum $work/data.txt" \
    --export-json "raw/$1-run$2.json" > /dev/null
  python3 to-csv.py "raw/$1-run$2.json" > "$1/run$2.csv"
}
for run in 1 2 3 4 5; do
  measure baseline "$run" "$work/data.txt"
  measure same "$run" "$work/data.txt"
  measure slower "$run" "$work/big.txt"
done
