// A/A measurement of the tail test (compare/tail.ts, docs/design.md Verdict engine 1a) on the
// real pytest-benchmark fixtures: every split of a fixture's baseline and same runs (made alike)
// into two sides of equal size is compared in one job, and the rows with a changed tail are
// counted. Run after `npm run build`: node scripts/tail-splits.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const FIXTURES = ['test/fixtures/pytest-benchmark', 'test/fixtures/planted/pytest-benchmark'];

function* splits(items, size, start = 0, chosen = []) {
  if (chosen.length === size) {
    yield chosen;
    return;
  }
  for (let i = start; i < items.length; i++) yield* splits(items, size, i + 1, [...chosen, i]);
}

for (const fixture of FIXTURES) {
  const files = ['baseline', 'same'].flatMap((side) =>
    readdirSync(join(fixture, side))
      .filter((name) => name.endsWith('.json'))
      .map((name) => resolve(fixture, side, name)),
  );
  const size = files.length / 2;
  let comparisons = 0;
  let withTail = 0;
  let rows = 0;
  let tailRows = 0;
  for (const chosen of splits(files, size)) {
    // Each split and its mirror are one comparison: keep those with the first file on the baseline side.
    if (!chosen.includes(0)) continue;
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-tail-'));
    for (const side of ['a', 'b']) mkdirSync(join(dir, side));
    files.forEach((file, i) => symlinkSync(file, join(dir, chosen.includes(i) ? 'a' : 'b', `run${i}.json`)));
    const result = spawnSync(
      process.execPath,
      ['dist/cli.js', 'compare', '--same-job', '--baseline', join(dir, 'a', '*.json'), '--current', join(dir, 'b', '*.json'), '--json', '-'],
      {
        encoding: 'utf8',
      },
    );
    rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(result.stdout);
    const tails = report.comparisons.filter((row) => row.reason?.code === 'tail-changed' || row.warnings.some((warning) => warning.code === 'tail-changed'));
    comparisons++;
    rows += report.comparisons.length;
    tailRows += tails.length;
    if (tails.length > 0) withTail++;
  }
  console.log(
    `${fixture}: ${comparisons} A/A splits of ${size} runs a side, ${rows} rows: ${withTail} splits (${((100 * withTail) / comparisons).toFixed(1)}%) and ${tailRows} rows (${((100 * tailRows) / rows).toFixed(2)}%) with a changed tail`,
  );
}
