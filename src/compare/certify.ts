import { worstNotRuledOut, type Comparison, type Headline, type SuiteLine } from '../model/report.js';

/**
 * A row whose baseline centre is under this share of the largest centre of its benchmark's rows
 * in the same unit is negligible beside it (a 2 ms `system` beside a 150 ms `user`): it never
 * drives the headline's bound, and is listed apart.
 */
const NEGLIGIBLE_SHARE = 0.05;

/** How many of the rows that keep the headline open it names. */
const NAMED_ROWS = 3;

function rowName(row: Comparison): string {
  return `${row.benchmark} ${row.metric}`;
}

/** Rows negligible beside another row of their benchmark and unit, against the same reference (times and sizes only: rates do not add up). */
function negligibleRows(rows: readonly Comparison[]): Set<Comparison> {
  const largest = new Map<string, number>();
  const keyOf = (row: Comparison): string => `${row.reference}\u0000${row.benchmark}\u0000${row.unit}`;
  for (const row of rows) {
    if (row.better !== 'lower' || row.baseline === null) continue;
    const key = keyOf(row);
    largest.set(key, Math.max(largest.get(key) ?? 0, Math.abs(row.baseline.centre)));
  }
  const negligible = new Set<Comparison>();
  for (const row of rows) {
    if (row.better !== 'lower' || row.baseline === null) continue;
    const top = largest.get(keyOf(row)) ?? 0;
    if (top > 0 && Math.abs(row.baseline.centre) < NEGLIGIBLE_SHARE * top) negligible.add(row);
  }
  return negligible;
}

/**
 * What the headline certifies (docs/statistics.md, The headline): the largest slowdown the
 * comparison does not rule out over the rows that matter — each row's interval at the verdict's
 * level (its upper end; unbounded, or no interval at all, is no bound), and each whole-suite line's
 * — and whether it is within `limit` with no regression found. A row only on the baseline's side
 * (not measured now) bounds nothing and keeps it open; a row only on the current side is left out;
 * rows negligible beside their benchmark's main metric are listed apart. The noise threshold
 * says what is too small to be a regression; the limit what the headline promises.
 */
export function certify(comparisons: readonly Comparison[], suites: readonly SuiteLine[], limit: number): Headline {
  const compared = comparisons.filter((row) => row.verdict !== 'added' && row.verdict !== 'removed');
  const negligible = negligibleRows(compared);
  const reaches: { name: string; reach: number }[] = [];
  for (const row of compared) if (!negligible.has(row)) reaches.push({ name: rowName(row), reach: row.changeCI === null ? Infinity : worstNotRuledOut(row) });
  // A benchmark the baseline had and this side lacks (it crashed, or was left out) is not known to
  // be within anything: it keeps the headline open. A new one has no baseline to be slower than.
  for (const row of comparisons) if (row.verdict === 'removed') reaches.push({ name: rowName(row), reach: Infinity });
  for (const line of suites) reaches.push({ name: `whole suite ${line.metric}`, reach: line.changeCI === null ? Infinity : worstNotRuledOut(line) });
  const bound = reaches.reduce((worst, item) => Math.max(worst, item.reach), -Infinity);
  const open = reaches.filter((item) => item.reach > limit).sort((a, b) => b.reach - a.reach);
  const regression = comparisons.some((row) => row.verdict === 'regression') || suites.some((line) => line.verdict === 'regression');
  return {
    limit,
    // No row at all to bound: nothing is certified.
    bound: reaches.length === 0 || !Number.isFinite(bound) ? null : Math.max(0, bound),
    certified: !regression && reaches.length > 0 && open.length === 0,
    open: open.slice(0, NAMED_ROWS).map((item) => item.name),
    openCount: open.length,
    negligible: [...negligible].map(rowName),
  };
}
