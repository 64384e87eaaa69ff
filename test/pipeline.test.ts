import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../src/compare/policy.js';
import type { SourceText } from '../src/formats/parsed-file.js';
import { compareWithPort, POOL_MIN_SIDE_INPUT, readSide, runPipeline, type SideRequest } from '../src/pipeline.js';
import { mulberry32 } from '../src/stats/rng.js';
import { SubselectionPool } from '../src/threads/subselection-pool.js';

// The one pipeline the CLI and the action share, with a port that hands in texts instead of files.
const csv = (centre: number, run: number): string =>
  `a [s],b [s]\n${[0, 1, 2, 3, 4].map((i) => `${centre * (1 + 0.003 * Math.sin(i + run))},${0.5 * (1 + 0.003 * Math.cos(i + run))}`).join('\n')}\n`;

describe('runPipeline', () => {
  it('reads each side through the port, compares, and renders only the faces asked for', () => {
    const asked: string[] = [];
    const files: Record<string, SourceText[]> = {
      'base/*.csv': [1, 2, 3].map((run) => ({ name: `base/${run}.csv`, text: csv(1, run) })),
      'head/*.csv': [1, 2, 3].map((run) => ({ name: `head/${run}.csv`, text: csv(1.3, run) })),
    };
    const { report, rendered } = runPipeline(
      {
        baselines: [{ files: { patterns: ['base/*.csv'], option: '--baseline' }, format: 'auto', label: 'main' }],
        current: { files: { patterns: ['head/*.csv'], option: '--current' }, format: 'csv' },
        policy: DEFAULT_POLICY,
        config: { rules: [] },
        // Made up with no machine effect, as runs of one job (across jobs 2 rows against one
        // baseline job are left untested).
        sameJob: true,
        faces: { json: true, markdown: [{ title: 'x', maxChars: 65_000 }, {}] },
      },
      {
        readFiles: (patterns, option) => {
          asked.push(`${option} ${patterns.join(' ')}`);
          return patterns.flatMap((pattern) => files[pattern] ?? []);
        },
      },
    );
    expect(asked).toEqual(['--baseline base/*.csv', '--current head/*.csv']);
    expect([report.baselines[0]?.label, report.current.label]).toEqual(['main', 'head']);
    expect(report.comparisons.map((row) => [row.benchmark, row.verdict])).toEqual([
      ['a', 'regression'],
      ['b', 'unchanged'],
    ]);
    expect(rendered.markdown).toHaveLength(2);
    expect(rendered.markdown[0]).toMatch(/^### x: ❌ 1 regression · 1 unchanged/);
    expect(JSON.parse(rendered.json ?? '')).toMatchObject({ summary: { regressions: 1 } });
    expect(rendered.html).toBeUndefined();
    expect(rendered.terminal).toBeUndefined();
  });
});

describe('the helper thread, through the port', () => {
  // A side of 6,000 benchmarks × 5 runs × 20 samples: 600,000 samples over both sides, in 8.9
  // million characters a side, enough for both thresholds.
  const side = (shift: number): SourceText => {
    const next = mulberry32(shift === 0 ? 1 : 2);
    const benchmarks = Array.from({ length: 6000 }, (_, b) => ({
      name: `b${b}`,
      metrics: [
        {
          name: 'time',
          unit: 's',
          runs: Array.from({ length: 5 }, () => Array.from({ length: 20 }, () => (1 + (b % 600 === 0 ? shift : 0)) * (1 + 0.02 * next()))),
        },
      ],
    }));
    return { name: shift === 0 ? 'base.json' : 'head.json', text: JSON.stringify({ benchgate: 1, benchmarks }) };
  };
  const base = side(0);
  const head = side(0.1);
  const request = {
    baselines: [{ files: { sources: [base] }, format: 'benchgate' }],
    current: { files: { sources: [head] }, format: 'benchgate' },
    policy: DEFAULT_POLICY,
    config: { rules: [] },
    faces: { json: true },
  };

  it('is started once for large sides by runPipeline and by compareWithPort, and changes nothing in the report', () => {
    expect(base.text.length).toBeGreaterThan(POOL_MIN_SIDE_INPUT);
    const started: SubselectionPool[] = [];
    // Without a worker script (src/ has none) the pool computes on the caller: the wiring is what is tested here;
    // test/threads and test/smoke test the worker itself.
    const port = { readFiles: () => [], startPool: () => started[started.push(new SubselectionPool({ threads: 1 })) - 1] as SubselectionPool };
    const alone = runPipeline(request, { readFiles: () => [] });
    const pooled = runPipeline(request, port);
    expect(started).toHaveLength(1);
    expect(pooled.rendered.json).toBe(alone.rendered.json);
    const sides = [readSide(request.baselines[0] as SideRequest, port), readSide(request.current, port)] as const;
    expect(compareWithPort([sides[0]], sides[1], DEFAULT_POLICY, { rules: [] }, port)).toEqual(alone.report);
    expect(started).toHaveLength(2);
  });

  it('is not started for small sides', () => {
    let starts = 0;
    const port = {
      readFiles: () => [],
      startPool: () => {
        starts++;
        return new SubselectionPool({ threads: 1 });
      },
    };
    const small = {
      ...request,
      baselines: [{ files: { sources: [{ name: 'b.csv', text: csv(1, 1) }] }, format: 'csv' }],
      current: { files: { sources: [{ name: 'h.csv', text: csv(1, 2) }] }, format: 'csv' },
    };
    runPipeline(small, port);
    compareWithPort([readSide(small.baselines[0] as SideRequest, port)], readSide(small.current, port), DEFAULT_POLICY, { rules: [] }, port);
    expect(starts).toBe(0);
  });
});
