import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { fixture } from '../helpers/fixture.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';
import { scratchDir } from '../helpers/scratch.js';

// hyperfine's peak memory (`memory_usage_byte`, hyperfine 1.16 and later; Debian 12 has 1.15, so
// the arrays are added here to its real runs, examples/hyperfine/raw/, as 1.16 writes them: one
// value per timing) and its exit codes (test/fixtures/hyperfine-failing/, hyperfine 1.15 -i).

interface HyperfineResult {
  command: string;
  times: number[];
  memory_usage_byte?: number[];
}

const RAW = 'examples/hyperfine/raw';
let dir = '';

/** A real run of examples/hyperfine/raw with peak memory per timing: `compress` uses `scale` × the others' 20 MB. */
function withMemory(side: string, run: number, scale: number): string {
  const file = JSON.parse(readFileSync(`${RAW}/${side}-run${run}.json`, 'utf8')) as { results: HyperfineResult[] };
  for (const result of file.results)
    result.memory_usage_byte = result.times.map((_, i) =>
      Math.round((result.command === 'compress' ? scale : 1) * 20_000_000 + ((run * 7 + i * 13) % 17) * 4096),
    );
  const path = join(dir, `${side}-run${run}.json`);
  writeFileSync(path, JSON.stringify(file, null, 2));
  return path;
}

const sideOf = (side: string, scale = 1): string[] => [1, 2, 3, 4, 5].map((run) => withMemory(side, run, scale));

beforeAll(() => {
  dir = scratchDir('hyperfine-memory');
});

describe('hyperfine memory_usage_byte', () => {
  it('keeps the peak memory of every timing as a sample of `memory`, in bytes, lower is better', () => {
    const path = withMemory('baseline', 1, 1);
    const series = parseSource({ name: path, text: readFileSync(path, 'utf8') }, 'auto').parsed.series;
    const memory = seriesOf(series, 'sort', 'memory');
    expect(memory).toMatchObject({ unit: 'B', better: 'lower' });
    const file = JSON.parse(readFileSync(path, 'utf8')) as { results: HyperfineResult[] };
    expect(samplesOf(memory)).toEqual(file.results[0]?.memory_usage_byte);
    expect(samplesOf(seriesOf(series, 'sort', 'time'))).toEqual(file.results[0]?.times);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(withMemory('same', 2, 1), 'hyperfine');
  });

  it('flags no memory change A/A and finds the planted one A/B, beside the times', () => {
    const baseline = sideOf('baseline');
    expect(flaggedRows(compareFiles(baseline, sideOf('same'), ['--same-job']))).toEqual([]);
    const slower = compareFiles(baseline, sideOf('slower', 1.2), ['--same-job']);
    expect(rowOf(slower, 'compress', 'memory').verdict).toBe('regression');
    expect(rowOf(slower, 'compress', 'time').verdict).toBe('regression');
    expect(flaggedRows(slower).every(([benchmark]) => benchmark === 'compress')).toBe(true);
  });
});

describe('hyperfine exit codes', () => {
  it('refuses a command whose runs failed (hyperfine -i), naming it and the fix', () => {
    const message = messageOf(() => parseFixture('test/fixtures/hyperfine-failing/failing.json', 'hyperfine'), ParseError);
    expect(message).toMatch(
      /failing\.json at results\[0\]\.exit_codes: expected every run of "flaky" to exit 0, but 2 of 5 failed \(code 1; hyperfine -i kept them\)/,
    );
    expect(message).toMatch(/fix the command, or append "\|\| true"/);
  });

  it('reads runs that all exited 0, and says "a signal" for a run ended by one', () => {
    expect(parseSource(fixture(`${RAW}/baseline-run1.json`), 'hyperfine').parsed.series.length).toBeGreaterThan(0);
    const killed = JSON.stringify({ results: [{ command: 'x', times: [0.1, 0.2], exit_codes: [0, null] }] });
    expect(messageOf(() => parseSource({ name: 'k.json', text: killed }, 'auto'), ParseError)).toMatch(/1 of 2 failed \(a signal;/);
  });
});
