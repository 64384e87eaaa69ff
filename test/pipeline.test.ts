import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../src/compare/policy.js';
import type { SourceText } from '../src/formats/parsed-file.js';
import { runPipeline } from '../src/pipeline.js';

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
