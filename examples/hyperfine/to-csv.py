"""hyperfine --export-json -> perfcmp-style CSV: a header of command names with their unit,
then one line per timing. Only regroups the numbers hyperfine wrote; computes nothing."""
import csv, json, sys

results = json.load(open(sys.argv[1]))["results"]
writer = csv.writer(sys.stdout, lineterminator="\n")
writer.writerow([f"{r['command']} [s]" for r in results])
for row in zip(*(r["times"] for r in results)):
    writer.writerow([repr(t) for t in row])
