import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, RUN_CORRECTION } from '../../src/compare/policy.js';
import { CommandError } from '../../src/errors.js';
import { runSession, type Executor, type Finished, type SessionOptions } from '../../src/interleaved/session.js';
import { pairOrder } from '../../src/pipeline/run-schedule.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

// benchgate run's session with a fake executor (issue 27 item 5): the order of the runs, the
// stopping rule, Ctrl-C and failures, in milliseconds. test/interleaved/run.test.ts keeps real processes.

/** go test -bench output of three benchmarks, `slower` times the baseline's level on the current side. */
function fakeTool(slower: number, noise: number, seed = 1): { executor: Executor; calls: string[] } {
  const random = mulberry32(seed);
  const calls: string[] = [];
  const output = (factor: number): string =>
    ['BenchmarkA-2', 'BenchmarkB-2', 'BenchmarkC-2']
      .map((name, i) => `${name} 1000 ${(1000 * (i + 1) * factor * (1 + noise * gaussian(random))).toFixed(1)} ns/op`)
      .join('\n');
  const executor: Executor = {
    run: (command) => {
      calls.push(command);
      const text = output(command.startsWith('current') ? slower : 1);
      const finished: Finished = command.includes('{out}')
        ? { status: 0, signal: null, stdout: '', stderr: '', out: text }
        : { status: 0, signal: null, stdout: text, stderr: '' };
      return Promise.resolve(finished);
    },
  };
  return { executor, calls };
}

const OPTIONS: SessionOptions = {
  commands: { baseline: 'baseline build', current: 'current build' },
  format: 'go',
  warmup: 1,
  minPairs: 3,
  maxPairs: 12,
  maxSeconds: 900,
  seed: 7,
  policy: { ...DEFAULT_POLICY, correction: RUN_CORRECTION },
  config: { rules: [] },
};

const io = (executor: Executor, interrupted: () => boolean = () => false) => {
  let clock = 0;
  return { now: () => (clock += 10), progress: () => undefined, interrupted, cwd: '.', executor };
};

describe('benchgate run with a fake executor', () => {
  it('runs a warm-up of each side, then pairs in the seeded order, and stops once every row is decided', async () => {
    const { executor, calls } = fakeTool(1.2, 0.002);
    const { report } = await runSession(OPTIONS, io(executor));
    expect(calls.slice(0, 2)).toEqual(['baseline build', 'current build']);
    const order = pairOrder(OPTIONS.seed);
    const pairs = (calls.length - 2) / 2;
    expect(calls.slice(2)).toEqual(Array.from({ length: pairs }, (_, pair) => order(pair).map((side) => `${side} build`)).flat());
    // A clear +20% on every row is decided at the first look.
    expect(pairs).toBe(OPTIONS.minPairs);
    expect(report.design).toMatchObject({ kind: 'paired', pairs: 3, stopped: 'all rows decided', interleaved: true });
    expect(report.comparisons.map((row) => row.verdict)).toEqual(['regression', 'regression', 'regression']);
  });

  it('goes on to the limit of pairs while rows stay undecided, and reports them inconclusive', async () => {
    const { executor, calls } = fakeTool(1.0, 0.05);
    const { report } = await runSession(OPTIONS, io(executor));
    expect(calls).toHaveLength(2 + 2 * OPTIONS.maxPairs);
    expect(report.design).toMatchObject({ pairs: 12, stopped: 'the limit of 12 pairs' });
    expect(report.comparisons.some((row) => row.verdict === 'inconclusive')).toBe(true);
    // The marginal interval is at the user's alpha, not at the look's share of it: same centre, narrower by the ratio of t quantiles.
    for (const row of report.comparisons) {
      const [low, high] = row.changeCI ?? [0, 0];
      const [mLow, mHigh] = row.changeCIMarginal ?? [0, 0];
      const half = (Math.log1p(high ?? 0) - Math.log1p(low ?? 0)) / 2;
      const marginalHalf = (Math.log1p(mHigh ?? 0) - Math.log1p(mLow ?? 0)) / 2;
      expect(marginalHalf).toBeGreaterThan(0);
      expect(half / marginalHalf).toBeGreaterThan(1.5);
    }
  });

  it('stops on Ctrl-C after the current run and reports the whole pairs only', async () => {
    const { executor, calls } = fakeTool(1.0, 0.05);
    // Ctrl-C during the second run of pair 5: that pair is dropped.
    const { report } = await runSession(
      OPTIONS,
      io(executor, () => calls.length >= 2 + 2 * 4 + 2),
    );
    expect(report.design).toMatchObject({ pairs: 4, stopped: 'interrupted (Ctrl-C)' });
  });

  it('reads a command ended by SIGINT or with 130 as Ctrl-C only where Ctrl-C reaches the commands (the CLI), else as its failure (the action)', async () => {
    const stopped = (finished: Finished): Executor => ({ run: () => Promise.resolve(finished) });
    const byStatus: Finished = { status: 130, signal: null, stdout: '', stderr: 'ghp_printed' };
    const bySignal: Finished = { status: null, signal: 'SIGINT', stdout: '', stderr: '' };
    // The CLI: the user's Ctrl-C reached the command before this process saw it; nothing to report before 2 pairs.
    await expect(runSession(OPTIONS, { ...io(stopped(byStatus)), commandsHearCtrlC: true })).rejects.toThrow(
      /stopped after 0 pairs \(interrupted \(Ctrl-C\)\)/,
    );
    // The action: no one pressed Ctrl-C on a runner; the command failed.
    await expect(runSession(OPTIONS, io(stopped(byStatus)))).rejects.toMatchObject({ summary: 'the baseline command exited with status 130 (warm-up 1)' });
    await expect(runSession(OPTIONS, io(stopped(bySignal)))).rejects.toMatchObject({ summary: 'the baseline command was killed by SIGINT (warm-up 1)' });
  });

  it('ends with an input error naming the command when it fails, or writes nothing to {out}', async () => {
    const failing: Executor = { run: () => Promise.resolve({ status: 3, signal: null, stdout: '', stderr: 'line 1\nno such target' }) };
    const error = await runSession(OPTIONS, io(failing)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommandError);
    expect((error as CommandError).message).toBe(
      '--baseline-cmd "baseline build" exited with status 3 (warm-up 1); its last stderr lines:\n  line 1\n  no such target',
    );
    // What a comment may show: the side and how it ended, never the command line or its output.
    expect((error as CommandError).summary).toBe('the baseline command exited with status 3 (warm-up 1)');
    const killed: Executor = { run: () => Promise.resolve({ status: null, signal: 'SIGKILL', stdout: '', stderr: 'ghp_printed' }) };
    await expect(runSession(OPTIONS, io(killed))).rejects.toMatchObject({ summary: 'the baseline command was killed by SIGKILL (warm-up 1)' });
    const unreadable: Executor = { run: () => Promise.resolve({ status: 0, signal: null, stdout: 'API_TOKEN=ghp_printed not a benchmark', stderr: '' }) };
    const unread = (await runSession(OPTIONS, io(unreadable)).catch((caught: unknown) => caught)) as CommandError;
    expect(unread.summary).toBe('the output of the baseline command cannot be read (pair 1, baseline run)');
    expect(unread.message).toMatch(/^the output of --baseline-cmd "baseline build" cannot be read: /);
    const silent: Executor = { run: () => Promise.resolve({ status: 0, signal: null, stdout: 'ignored', stderr: '' }) };
    const withOut = { ...OPTIONS, commands: { baseline: 'bench > {out}', current: 'bench > {out}' } };
    await expect(runSession(withOut, io(silent))).rejects.toThrow('--baseline-cmd "bench > {out}" wrote nothing to {out} (warm-up 1)');
    // With {out} written, that is the output.
    const { executor } = fakeTool(1.2, 0.002);
    const { report } = await runSession({ ...withOut, commands: { baseline: 'baseline > {out}', current: 'current > {out}' } }, io(executor));
    expect(report.comparisons).toHaveLength(3);
  });
});
