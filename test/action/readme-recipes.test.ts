import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/stats/rng.js';
import { BASE_SHA, HEAD_SHA, MERGE_SHA, useFakeGitHub } from '../helpers/action-fixture.js';
import { writeCriterionTree } from '../helpers/criterion-tree.js';
import { OWNER, REPO, REPOSITORY_ID } from '../helpers/fake-github.js';
import { runAction, type ActionEnvironment, type ActionRun } from '../helpers/run-action.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { scratchDir } from '../helpers/scratch.js';

// The README's workflows, one per tool, run as they stand: the loop's file names and the
// benchgate step's inputs are read from the README's YAML, the runs are the planted fixtures of
// each tool (test/fixtures/planted: +3/5/10/20% in w2/w4/w6/w8, 3 interleaved runs a side), and
// the action runs in-process against the fake GitHub: a push stores the baseline artifact, a pull
// request compares with it. Editing a recipe (format, files glob, the loop's file names, fewer
// than 3 runs) breaks this test.

const github = useFakeGitHub();
const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const REPOSITORY = { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main' };

interface Recipe {
  readonly heading: string;
  /** The benchgate step's `with:` inputs (block or flow style). */
  readonly inputs: Readonly<Record<string, string>>;
  /** The loop's values (`for i in 1 2 3 4 5`) and the file each iteration writes (`bench-$i.json`). */
  readonly runs: readonly string[];
  readonly output: string;
}

/** `key: value` with quotes and a trailing comment taken off. */
function inputValue(text: string): string {
  return text
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^'(.*)'$|^"(.*)"$/, '$1$2');
}

/** The inputs of the `uses: benchgate/benchgate@...` step of a workflow. */
function benchgateInputs(yaml: string): Record<string, string> {
  const lines = yaml.split('\n');
  const at = lines.findIndex((line) => /^\s*- uses: benchgate\/benchgate@/.test(line));
  const indent = (lines[at] ?? '').indexOf('-');
  const inputs: Record<string, string> = {};
  for (const line of lines.slice(at + 1)) {
    if (line.search(/\S/) <= indent) break;
    const flow = /^\s*with:\s*\{(.*)\}\s*$/.exec(line);
    const pairs = flow === null ? [line] : (flow[1] ?? '').split(',');
    for (const pair of pairs) {
      const match = /^\s*([a-z-]+):\s*(.*)$/.exec(pair);
      if (match !== null && match[1] !== 'with') inputs[match[1] as string] = inputValue(match[2] ?? '');
    }
  }
  return inputs;
}

/** Every `### heading` of the README whose workflow gives benchgate a `format`, with its loop. */
function recipes(): Recipe[] {
  return readme.split(/^### /m).flatMap((section) => {
    const heading = section.slice(0, section.indexOf('\n'));
    const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
    if (yaml === undefined || !yaml.includes('benchgate/benchgate@')) return [];
    const inputs = benchgateInputs(yaml);
    if (inputs.format === undefined || inputs.files === undefined) return [];
    const loop = /for i in ([^;]+); do (.+?); done/.exec(yaml);
    const outputs = [...new Set([...(loop?.[2] ?? '').matchAll(/[\w./-]*\$i[\w./-]*/g)].map((match) => match[0]))];
    expect(outputs, `${heading}: the loop writes one file per run`).toHaveLength(1);
    return [{ heading, inputs, runs: (loop?.[1] ?? '').trim().split(/\s+/), output: outputs[0] as string }];
  });
}

const RECIPES = recipes();

/** The planted fixtures (test/formats/planted-changes.test.ts): each tool's name of benchmark wN. */
const PLANTED_TOOLS = [
  { format: 'go', ext: 'txt', name: (index: number) => `example.com/planted.BenchmarkW/w${index}-2` },
  { format: 'google-benchmark', ext: 'json', name: (index: number) => `w/${index}` },
  { format: 'pytest-benchmark', ext: 'json', name: (index: number) => `test_work.py::test_w[w${index}]` },
  { format: 'hyperfine', ext: 'json', name: (index: number) => `w${index}` },
] as const;
const PLANTED = [2, 4, 6, 8];

function recipeFor(format: string): Recipe {
  const recipe = RECIPES.find((candidate) => candidate.inputs.format === format);
  if (recipe === undefined) throw new Error(`the README has no workflow with format: ${format}`);
  return recipe;
}

/** A workspace holding the first three runs of the recipe's loop, each made by `make(path, run)`. */
function workspace(recipe: Recipe, make: (path: string, run: number) => void): string {
  const dir = scratchDir('recipe');
  recipe.runs.slice(0, 3).forEach((value, run) => make(join(dir, recipe.output.replaceAll('$i', value)), run));
  return dir;
}

/** The recipe's inputs, its globs rooted at the workspace (the runner's GITHUB_WORKSPACE). */
function inputsIn(recipe: Recipe, dir: string): Record<string, string> {
  const files = recipe.inputs.files
    ?.split('\n')
    .map((glob) => join(dir, glob))
    .join('\n');
  return { ...recipe.inputs, files: files ?? '', 'github-token': 'ghs_faketoken' };
}

/** The recipe's two runs: a push to main stores the baseline, then a pull request compares with it. */
async function pushThenPullRequest(recipe: Recipe, base: string, head: string): Promise<{ push: ActionRun; pr: ActionRun; report: Report }> {
  const push = await runAction({
    apiUrl: github.fake.url,
    eventName: 'push',
    event: { ref: 'refs/heads/main', after: BASE_SHA, repository: REPOSITORY },
    sha: BASE_SHA,
    ref: 'refs/heads/main',
    inputs: inputsIn(recipe, base),
  } satisfies ActionEnvironment);
  const stored = github.fake.state.uploads.find((upload) => upload.name === 'benchgate-default');
  expect(stored?.finalized, push.stdout).toBe(true);
  github.fake.state.artifacts = [{ id: 7001, runId: 501, name: 'benchgate-default', zip: Buffer.concat(stored?.blocks ?? []) }];
  const pr = await runAction({
    apiUrl: github.fake.url,
    eventName: 'pull_request',
    event: {
      action: 'synchronize',
      number: 42,
      pull_request: {
        number: 42,
        labels: [],
        head: { sha: HEAD_SHA, ref: 'feature', repo: REPOSITORY },
        base: { sha: BASE_SHA, ref: 'main', repo: REPOSITORY },
      },
      repository: REPOSITORY,
    },
    sha: MERGE_SHA,
    ref: 'refs/pull/42/merge',
    inputs: inputsIn(recipe, head),
  });
  const report = JSON.parse(readFileSync(pr.outputs.report ?? '', 'utf8')) as Report;
  return { push, pr, report };
}

interface Report {
  readonly baseline: { readonly runs: number };
  readonly current: { readonly runs: number };
  readonly comparisons: readonly { readonly benchmark: string; readonly metric: string; readonly unit: string; readonly verdict: string }[];
}

const flagged = (report: Report, verdict: string): string[] => [
  ...new Set(report.comparisons.filter((row) => row.verdict === verdict).map((row) => row.benchmark)),
];

describe("the README's workflows", () => {
  it('have one per tool, each a loop of at least 3 separate runs, one file each, that its files glob reads', () => {
    expect(RECIPES.map((recipe) => recipe.inputs.format ?? '').sort((a, b) => a.localeCompare(b))).toEqual([
      'criterion',
      'csv-long',
      'go',
      'google-benchmark',
      'hyperfine',
      'pytest-benchmark',
    ]);
    for (const recipe of RECIPES) {
      expect([recipe.heading, recipe.runs.length >= 3]).toEqual([recipe.heading, true]);
      expect([recipe.heading, recipe.inputs.baseline]).toEqual([recipe.heading, undefined]);
      const globs = (recipe.inputs.files ?? '').split('\n');
      for (const value of recipe.runs) {
        const file = recipe.output.replaceAll('$i', value);
        expect([recipe.heading, file, globs.some((glob) => picomatch.isMatch(file, glob))]).toEqual([recipe.heading, file, true]);
      }
    }
  });

  describe.each(PLANTED_TOOLS)('$format, on the planted fixtures', (tool) => {
    const recipe = recipeFor(tool.format);
    const fixtures = (side: string) =>
      workspace(recipe, (path, run) => {
        expect(path.endsWith(`.${tool.ext}`), `${recipe.output} holds ${tool.format} output, a .${tool.ext} file`).toBe(true);
        copyFileSync(join(REPO_ROOT, `test/fixtures/planted/${tool.format}/${side}/run${run + 1}.${tool.ext}`), path);
      });

    // One base-branch run is one other job: with 4 of 10 rows changed, how far another VM moves a
    // benchmark is not measured, so a planted change may stay undecided, but never unchanged.
    it('finds the planted +10% and +20% or leaves them undecided, never unchanged, and flags nothing unchanged (A/B across jobs)', async () => {
      const { pr, report } = await pushThenPullRequest(recipe, fixtures('baseline'), fixtures('slower'));
      expect([report.baseline.runs, report.current.runs]).toEqual([3, 3]);
      const regressions = flagged(report, 'regression');
      const planted = PLANTED.map((index) => tool.name(index));
      expect(regressions.filter((name) => !planted.includes(name))).toEqual([]);
      expect(flagged(report, 'improvement')).toEqual([]);
      for (const index of [6, 8]) {
        const rows = report.comparisons.filter((row) => row.benchmark === tool.name(index) && row.unit === 's');
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(['regression', 'inconclusive'], `${row.benchmark} ${row.metric}`).toContain(row.verdict);
      }
      expect(pr.outputs.verdict, pr.stdout).toBe(regressions.length > 0 ? 'fail' : 'pass');
      if (regressions.length === 0) expect(Number(pr.outputs.undecided)).toBeGreaterThan(0);
    });

    it('fails nothing when the build is the same (A/A)', async () => {
      const { pr, report } = await pushThenPullRequest(recipe, fixtures('baseline'), fixtures('same'));
      expect(pr.outputs.verdict, pr.stdout).toBe('pass');
      expect(pr.status).toBe(0);
      expect([report.baseline.runs, report.current.runs]).toEqual([3, 3]);
      expect([...flagged(report, 'regression'), ...flagged(report, 'improvement')]).toEqual([]);
    });
  });

  // No real fixtures of these two with planted changes: generated runs of the shape the recipe
  // writes (a target/criterion tree per cargo bench, the long CSV of a script), one benchmark +20%.
  const SYNTHETIC = [
    {
      format: 'criterion',
      make: (path: string, run: number, slower: boolean) =>
        writeCriterionTree(
          path,
          ['a', 'b', 'c', 'd', 'e', 'f'].map((fn, i) => ({ group: 'g', fn, nsPerIter: (100 + 10 * i) * (slower && fn === 'c' ? 1.2 : 1) })),
          (slower ? 100 : 0) + run + 1,
        ),
      changed: 'g/c',
    },
    {
      format: 'csv-long',
      make: (path: string, run: number, slower: boolean) => {
        const random = mulberry32((slower ? 100 : 0) + run + 1);
        const drift = 1 + 0.01 * (random() - 0.5);
        const lines = ['benchmark,metric,unit,value'];
        for (const [i, name] of ['parse', 'print', 'sort', 'scan', 'hash', 'zip'].entries())
          for (let sample = 0; sample < 5; sample++)
            lines.push(`${name},time,ms,${((10 + i) * drift * (slower && name === 'sort' ? 1.2 : 1) * (1 + 0.01 * (random() - 0.5))).toFixed(4)}`);
        writeFileSync(path, `${lines.join('\n')}\n`);
      },
      changed: 'sort',
    },
  ] as const;

  describe.each(SYNTHETIC)('$format, on generated runs', (tool) => {
    const recipe = recipeFor(tool.format);
    const runs = (slower: boolean) =>
      workspace(recipe, (path, run) => {
        if (tool.format === 'criterion') mkdirSync(path, { recursive: true });
        tool.make(path, run, slower);
      });

    it('reads every run the loop makes and finds the one change', async () => {
      const { pr, report } = await pushThenPullRequest(recipe, runs(false), runs(true));
      expect([report.baseline.runs, report.current.runs], pr.stdout).toEqual([3, 3]);
      expect(flagged(report, 'regression')).toEqual([tool.changed]);
      expect(pr.outputs.verdict).toBe('fail');
    });
  });
});
