import { compareSampleSets, type LabelledSet } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Report } from '../../src/model/report.js';
import type { Better, SampleSet, Series } from '../../src/model/series.js';
import type { ReportSamples } from '../../src/report/html.js';
import { mulberry32 } from '../../src/stats/rng.js';

// Reports that between them reach every part of the table the faces lay out: changed rows and
// others, several metrics and references, runners that differ, row reasons and warnings
// (footnotes), added and removed rows, hostile names. Seeded: the same reports on every run.

export interface Scenario {
  readonly name: string;
  readonly report: Report;
  readonly samples: ReportSamples;
}

interface SeriesOptions {
  readonly metric?: string;
  readonly unit?: string;
  readonly better?: Better;
  readonly runs?: number;
  readonly samples?: number;
  readonly summary?: boolean;
}

function series(benchmark: string, centre: number, seed: number, options: SeriesOptions = {}): Series {
  const random = mulberry32(seed);
  const runs = Array.from({ length: options.runs ?? 4 }, () => {
    const shift = 1 + 0.01 * (random() - 0.5);
    const samples = Float64Array.from({ length: options.samples ?? 6 }, () => centre * shift * (1 + 0.01 * (random() - 0.5)));
    if (options.summary !== true) return { kind: 'samples' as const, samples };
    return { kind: 'summary' as const, summary: { mean: centre * shift, sd: centre * 0.003, n: samples.length } };
  });
  return { benchmark, metric: options.metric ?? 'time', unit: options.unit ?? 's', better: options.better ?? 'lower', runs };
}

function side(label: string, all: Series[], context?: SampleSet['context']): LabelledSet {
  return { label, set: { runCount: 4, series: all, ...(context !== undefined && { context }) } };
}

const ONE_JOB = { sameJob: true };
const THROUGHPUT = { metric: 'throughput', unit: 'B/s', better: 'higher' } as const;

function scenario(name: string, baselines: LabelledSet[], current: LabelledSet, sameJob = true): Scenario {
  const report = compareSampleSets(baselines, current, DEFAULT_POLICY, undefined, sameJob ? ONE_JOB : undefined);
  return { name, report, samples: { baselines: baselines.map((one) => one.set), current: current.set } };
}

const pooled = (one: Series): Series => ({ ...one, jobs: one.runs.map((_, job) => job) });

const HOSTILE = [
  'a|b|c',
  '`rm -rf /`',
  '<script>alert(1)</script>',
  '"quoted" & \'single\'',
  '@octocat fixes #123',
  'line\nbreak',
  'x'.repeat(300),
  'naïve µ ✓',
];

export function scenarios(): Scenario[] {
  const base = [series('parse/small', 1.2e-6, 1), series('parse/large', 3.4e-4, 2), series('encode', 1.1e9, 3, THROUGHPUT)];
  return [
    scenario(
      'several-metrics',
      [side('main', [...base, series('parse/small', 100, 4, { metric: 'allocs', unit: 'allocs' })].map(pooled), { runner: 'ubuntu-22.04, Xeon (2 cores)' })],
      side(
        'head',
        [
          series('parse/small', 1.5e-6, 11),
          series('parse/large', 2.9e-4, 12),
          series('encode', 0.8e9, 13, THROUGHPUT),
          series('parse/small', 120, 14, { metric: 'allocs', unit: 'allocs' }),
        ],
        { runner: 'ubuntu-24.04, EPYC (4 cores)' },
      ),
      false,
    ),
    scenario(
      'inconclusive',
      [side('main', [...base, series('single', 2e-6, 17, { runs: 1, samples: 1 }), series('summaries', 3e-6, 18, { summary: true })])],
      side('head', [
        series('parse/small', 1.2e-6, 11),
        series('single', 2e-6, 16, { runs: 1, samples: 1 }),
        series('parse/large', 3.4e-4, 12),
        series('brand-new', 5e-6, 15),
        series('summaries', 3.6e-6, 19, { summary: true }),
      ]),
    ),
    scenario(
      'several-baselines',
      [side('main', base), side('v1.0', [series('parse/small', 1.0e-6, 5), series('parse/large', 3.4e-4, 6), series('encode', 1.1e9, 7, THROUGHPUT)])],
      side('head', [series('parse/small', 1.2e-6, 11), series('parse/large', 3.9e-4, 12), series('encode', 1.1e9, 13, THROUGHPUT)]),
    ),
    scenario(
      'hostile-names',
      [
        side(
          'main"<b>',
          HOSTILE.map((name, i) => series(name, 1e-6, 20 + i)),
          { runner: '<i>runner</i>' },
        ),
      ],
      side(
        'head&amp;',
        HOSTILE.map((name, i) => series(name, i === 0 ? 2e-6 : 1e-6, 40 + i)),
        { runner: 'other "runner"' },
      ),
      false,
    ),
  ];
}
