import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_SHA, HEAD_SHA, MERGE_SHA, pooledBaselineZips } from '../helpers/action-fixture.js';
import { FakeGitHub, OWNER, REPO, REPOSITORY_ID } from '../helpers/fake-github.js';
import { ACTION_NODE, NODE24, runBundledAction, runBundledCli } from './bundled.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { POOL_MIN_SIDE_INPUT } from '../../src/pipeline.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { SubselectionPool } from '../../src/threads/subselection-pool.js';
import { jobsOf } from '../helpers/subselection-jobs.js';
import { makeZip, readZip } from '../helpers/zip.js';
import { scratchDir } from '../helpers/scratch.js';

// The only tests that run the committed bundles: everything else runs src/. They prove that
// dist/cli.js and dist/index.mjs start, read their inputs and exit as the sources do.

let fake: FakeGitHub;

beforeAll(async () => {
  fake = new FakeGitHub();
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

describe('dist/cli.js', () => {
  it('prints the version of package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(runBundledCli(['--version']).stdout.trim()).toBe(pkg.version);
  });

  // `npm install -g .` links the clone and makes its bin executable: a 644 dist/cli.js in git would
  // show as modified after it (scripts/build.mjs writes 755, git records it).
  it('is executable, on disk and in git, so that npm install -g . leaves the clone clean', () => {
    expect(statSync(join(REPO_ROOT, 'dist', 'cli.js')).mode & 0o777).toBe(0o755);
    const staged = spawnSync('git', ['ls-files', '--stage', 'dist/cli.js'], { cwd: REPO_ROOT, encoding: 'utf8' });
    if (staged.status === 0 && staged.stdout !== '') expect(staged.stdout).toMatch(/^100755 /);
  });

  it('starts as CommonJS, so that Node 20 does not set up its ES module loader for it', () => {
    // A module preloaded with -r looks at the exit: process.mainModule is the entry only when
    // Node ran it as CommonJS (undefined for an ES module entry).
    const probe = join(scratchDir('cli-entry-kind'), 'probe.cjs');
    writeFileSync(probe, "process.on('exit', () => require('node:fs').writeSync(2, `main: ${process.mainModule?.filename ?? 'none'}\\n`));\n");
    const result = runBundledCli(['--version'], { NODE_OPTIONS: `--require=${probe}` });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain(`main: ${join(REPO_ROOT, 'dist', 'cli.js')}`);
  });

  it('exits 1 on the example with a planted regression, and 0 on the A/A pair', () => {
    // The example's sides ran in one job (examples/hyperfine/make.sh), as `npm run example` says.
    const slower = runBundledCli(['compare', '--same-job', '--baseline', 'examples/hyperfine/baseline/*.csv', '--current', 'examples/hyperfine/slower/*.csv']);
    expect(slower.status, slower.stderr).toBe(1);
    expect(slower.stdout).toMatch(/compress/);
    const same = runBundledCli(['compare', '--same-job', '--baseline', 'examples/hyperfine/baseline/*.csv', '--current', 'examples/hyperfine/same/*.csv']);
    expect(same.status, same.stderr).toBe(0);
  });

  it('hears SIGINT between the runs of benchgate run: it finishes the current run, reports the pairs it has and exits 130', async () => {
    const print = "sleep 0.2; printf 'BenchmarkA-2 1000 1000 ns/op\\nBenchmarkB-2 1000 2000 ns/op\\n'";
    const child = spawn(process.execPath, ['dist/cli.js', 'run', '--baseline-cmd', print, '--current-cmd', print, '--min-runs', '30', '--max-runs', '30'], {
      cwd: REPO_ROOT,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    // The signal goes to benchgate alone (as a runner's cancel or `kill -INT` does), once pair 3 is in.
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('pair 3:')) child.kill('SIGINT');
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(status, stderr).toBe(130);
    expect(stdout).toMatch(
      /; [34] interleaved pairs \(random order\), paired test after every pair \(alpha holds however early it stops: a confidence sequence over up to 1 look\), stopped: interrupted \(Ctrl-C\)/,
    );
  });

  it('shares a large comparison with its helper thread (dist/subselection-worker.js) and reports exactly what one thread does', () => {
    const dir = scratchDir('threads');
    try {
      const next = mulberry32(11);
      for (const [name, shift] of [
        ['base', 0],
        ['head', 0.05],
      ] as const) {
        const benchmarks = Array.from({ length: 3000 }, (_, b) => ({
          name: `suite/b${b}`,
          metrics: [
            {
              name: 'time',
              unit: 's',
              runs: Array.from({ length: 5 }, () =>
                Array.from({ length: 20 }, () => +((1 + (b % 300 === 0 ? shift : 0)) * (1 + 0.02 * next())).toPrecision(12)),
              ),
            },
          ],
        }));
        // Indented, 12 digits a value, as some harnesses write it: past the pool's size threshold at 3,000 rows, a third of the work compact JSON needs.
        writeFileSync(join(dir, `${name}.json`), JSON.stringify({ benchgate: 1, benchmarks }, null, 2));
      }
      expect(statSync(join(dir, 'base.json')).size).toBeGreaterThan(POOL_MIN_SIDE_INPUT);
      // In one job: across one other job, 10 rows +5% among 3,000 lie within the heavy tail of a VM's effects (issue 40, item 2).
      const args = (out: string): string[] => [
        'compare',
        '--same-job',
        '--baseline',
        join(dir, 'base.json'),
        '--current',
        join(dir, 'head.json'),
        '--json',
        join(dir, out),
      ];
      const bundled = runBundledCli(args('bundled.json'));
      const source = runSourceCli(args('source.json'));
      expect(bundled.status, bundled.stderr).toBe(1);
      expect(source.status).toBe(1);
      expect(readFileSync(join(dir, 'bundled.json'), 'utf8')).toBe(readFileSync(join(dir, 'source.json'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('computes subselections in its committed helper thread (dist/subselection-worker.js), as Node loads it there', async () => {
    // The caller leaves every chunk to the helper: a helper that failed to load would show here as
    // 0 jobs done by it (the caller finishes a stalled helper's chunks), not only as a slower run.
    const { shared, expected } = jobsOf(3000, 7);
    const pool = new SubselectionPool({ threads: 2, workerPath: join(REPO_ROOT, 'dist', 'subselection-worker.js'), callerWaits: true });
    expect(pool.finish(shared)).toBe(3000);
    await pool.close();
    expect(Array.from(shared.results)).toEqual(expected);
  });

  it('finds the change points planted in the example history, and writes its HTML view', () => {
    const html = join(scratchDir('smoke-history'), 'history.html');
    const result = runBundledCli(['history', 'examples/history/*.json', '--html', html]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^benchgate history example: 3 change points in 30 commits/);
    expect(result.stdout).toMatch(/\nrender\/table +\+10\.\d% slower/);
    expect(readFileSync(html, 'utf8')).toMatch(/<svg/);
  });

  it('exits 2 with one line on a missing file', () => {
    const result = runBundledCli(['compare', '--baseline', 'no-such-file.json', '--current', 'no-such-file.json']);
    expect(result.status).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('quits quietly with the verdict when the reader of its output stops early (| head)', async () => {
    // 2,000 rows of JSON (about 2 MB) to stdout: far more than a pipe holds, so writes outlive the reader.
    const dir = scratchDir('epipe');
    const lines = Array.from({ length: 2000 }, (_, b) => `BenchmarkCase${b}-8 \t1000\t${100 + (b % 50)}.5 ns/op`);
    writeFileSync(join(dir, 'run.txt'), `${lines.join('\n')}\n`);
    writeFileSync(join(dir, 'again.txt'), `${lines.join('\n')}\n`);
    const result = await new Promise<{ status: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['dist/cli.js', 'compare', '--baseline', join(dir, 'run.txt'), '--current', join(dir, 'again.txt'), '--json', '-'],
        {
          cwd: REPO_ROOT,
        },
      );
      let stderr = '';
      child.stdout.once('data', () => child.stdout.destroy());
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stderr }));
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

/** The files a bundle loads at its start: itself and what its static imports reach (dynamic import() left out). */
function loadedAtStart(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s*"(\.\.?\/[^"]+)";/gms)) visit(join(file, '..', path ?? ''));
  };
  visit(join(REPO_ROOT, entry));
  return [...seen];
}

describe('dist/index.mjs as the Actions runner starts it', () => {
  it('loads neither Octokit nor undici nor the artifact client at its start, only in the runs that call GitHub', () => {
    const atStart = loadedAtStart('dist/index.mjs');
    // esbuild heads each module with its path: the package is the one after the last node_modules/.
    const modules = (files: readonly string[]): string[] =>
      files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^\/\/ (?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map((match) => match[1] ?? ''));
    const started = new Set(modules(atStart));
    expect(started.has('@actions/core')).toBe(true);
    for (const lazy of ['undici', '@actions/http-client', '@octokit/core', '@actions/artifact']) expect(started.has(lazy), lazy).toBe(false);
    // They are still in the bundle, behind import(): the session chunk (src/github) reaches them.
    const session = readFileSync(join(REPO_ROOT, 'dist/index.mjs'), 'utf8').match(/import\("(\.\/chunks\/session-[^"]+)"\)/)?.[1];
    expect(session).toBeDefined();
    const behind = new Set(modules(loadedAtStart(join('dist', session ?? ''))));
    for (const lazy of ['undici', '@actions/http-client', '@octokit/core']) expect(behind.has(lazy), lazy).toBe(true);
  });

  it.runIf(NODE24 === '')('notes that Node 24 was not installed, so the bundle runs on this Node', () => {
    console.warn(`BENCHGATE_NODE24 is not set: the action bundle runs on ${process.version} (.ci/run installs Node 24).`);
    expect(ACTION_NODE).toBe(process.execPath);
  });

  it('stores the baseline on a push, finds it from a PR and comments, and fails a same-job comparison with a regression', async () => {
    const push = await runBundledAction({
      apiUrl: fake.url,
      eventName: 'push',
      event: { ref: 'refs/heads/main', after: BASE_SHA, repository: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main' } },
      sha: BASE_SHA,
      ref: 'refs/heads/main',
      inputs: { files: 'examples/hyperfine/baseline/*.csv', 'github-token': 'ghs_faketoken' },
    });
    expect(push.status, push.stdout + push.stderr).toBe(0);
    expect(push.outputs.verdict).toBe('no-baseline');
    expect(fake.state.uploads[0]?.finalized).toBe(true);
    const stored = JSON.parse(readZip(Buffer.concat(fake.state.uploads[0]?.blocks ?? []))['benchgate.json'] ?? '{}') as { context: { runner: string } };
    expect(stored.context.runner).toMatch(NODE24 === '' ? /Node v\d+\./ : /Node v24\./);

    // Against one other job the example's 3 rows would be undecided, against 3 (the action pools up
    // to baseline-runs: 5) each is judged: three base-branch jobs' artifacts, made as the action
    // stores them (test/action shows src/ storing them; the push above, this bundle).
    const zips = pooledBaselineZips();

    // The PR finds those artifacts through the API (Octokit and the artifact client, both lazy chunks) and comments once.
    fake.reset({
      runs: zips.map((_, i) => ({ id: 501 + i, headSha: BASE_SHA, branch: 'main' })),
      artifacts: zips.map((zip, i) => ({ id: 7001 + i, runId: 501 + i, name: 'benchgate-default', zip })),
      commits: { [MERGE_SHA]: [BASE_SHA, HEAD_SHA] },
    });
    const repository = { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}` };
    const pr = await runBundledAction({
      apiUrl: fake.url,
      eventName: 'pull_request',
      event: {
        number: 42,
        pull_request: {
          number: 42,
          labels: [],
          head: { sha: HEAD_SHA, ref: 'feature', repo: repository },
          base: { sha: BASE_SHA, ref: 'main', repo: repository },
        },
        repository: { ...repository, default_branch: 'main' },
      },
      sha: MERGE_SHA,
      ref: 'refs/pull/42/merge',
      inputs: { files: 'examples/hyperfine/slower/*.csv', 'github-token': 'ghs_faketoken' },
    });
    expect(pr.status, pr.stdout + pr.stderr).toBe(1);
    expect(pr.outputs).toMatchObject({ verdict: 'fail', 'baseline-sha': BASE_SHA });
    expect(fake.state.comments).toHaveLength(1);
    expect(fake.state.comments[0]?.body).toMatch(/compress/);

    const same = await runBundledAction({
      apiUrl: fake.url,
      eventName: 'push',
      event: {},
      sha: BASE_SHA,
      ref: 'refs/heads/feature',
      inputs: {
        files: 'examples/hyperfine/slower/*.csv',
        baseline: 'examples/hyperfine/baseline/*.csv',
        comment: 'never',
        upload: 'never',
        'github-token': 'ghs_faketoken',
      },
    });
    expect(same.status, same.stdout + same.stderr).toBe(1);
    expect(same.outputs).toMatchObject({ verdict: 'fail', regressions: '1' });
    expect(same.stdout).toMatch(/::error::benchgate: 1 significant regression: compress time/);
    expect(same.summary).toMatch(/compress/);
  });

  it('runs mode: history on a schedule: reads the stored baselines, opens the suite issue for the planted step', async () => {
    const files = Array.from({ length: 30 }, (_, i) => readFileSync(join(REPO_ROOT, `examples/history/run-${String(i + 1).padStart(2, '0')}.json`), 'utf8'));
    const commits = files.map((text) => (JSON.parse(text) as { context: { commit: string } }).context.commit);
    fake.reset({
      runs: commits.map((commit, i) => ({ id: 600 + i, headSha: commit, branch: 'main' })),
      artifacts: files.map((text, i) => ({ id: 8000 + i, runId: 600 + i, name: 'benchgate-default', zip: makeZip({ 'benchgate.json': text }) })),
    });
    const nightly = await runBundledAction({
      apiUrl: fake.url,
      eventName: 'schedule',
      event: { schedule: '0 3 * * *', repository: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main', fork: false } },
      sha: commits[29] ?? '',
      ref: 'refs/heads/main',
      inputs: { mode: 'history', 'github-token': 'ghs_faketoken' },
    });
    expect(nightly.status, nightly.stdout + nightly.stderr).toBe(0);
    expect(nightly.outputs).toMatchObject({ verdict: 'pass', 'change-points': '2', regressions: '2' });
    expect(nightly.summary).toMatch(/3 change points in 30 commits/);
    expect(fake.state.issues).toHaveLength(1);
    expect(fake.state.issues[0]?.body).toMatch(/render\/table/);
    const upload = fake.state.uploads.find((one) => one.name === 'benchgate-history-default');
    expect(upload?.finalized).toBe(true);
    expect(readZip(Buffer.concat(upload?.blocks ?? []))['history.html']).toMatch(/^<!doctype html>/i);
  });
});
