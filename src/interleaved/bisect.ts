import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandError, InputError } from '../errors.js';
import type { BisectOutcome, BisectRequest, BisectResult } from '../model/bisect.js';
import { planBisect, type BenchConfig, type ConfigRule } from '../pipeline.js';
import { runSession, type Executor, type SessionIo, type SessionOptions } from './session.js';

/** What a bisect needs besides a session's settings (each comparison is one `run` session). */
export interface BisectOptions {
  readonly good: string;
  readonly bad: string;
  /** Runs a commit's benchmarks once, in the commit's worktree; `{out}` as in `run`. */
  readonly command: string;
  /** Builds a commit once, in its worktree, before its first run. */
  readonly build?: string | undefined;
  /** Globs over benchmark names: the only rows hunted (empty: all). */
  readonly benchmarks: readonly string[];
  readonly firstParent: boolean;
  /** The whole hunt's time at most. */
  readonly maxSeconds: number;
  readonly session: Omit<SessionOptions, 'commands' | 'labels' | 'maxSeconds' | 'accepted'>;
}

/** The world of a bisect: a session's, with `cwd` the git repository. */
export type BisectIo = SessionIo;

/**
 * A commit's build or command failed: the planner skips it (`reason`, which never holds the
 * command line or its output, is what the reports say); the message, for the terminal, has both.
 */
class CommitFailure extends CommandError {
  constructor(
    message: string,
    readonly commit: number,
    readonly reason: string,
    sha: string,
  ) {
    super(message, `${reason} at ${sha.slice(0, 12)}`);
  }
}

/** Good or bad could not be built or run: the error, and what the hunt had found by then. */
export class BisectFailure extends CommandError {
  constructor(
    failure: CommandError,
    readonly result: BisectResult,
  ) {
    super(failure.message, failure.summary);
  }
}

/** How a command ended, without its output: "exited with status 4". */
const ending = (result: { readonly error?: Error | undefined; readonly status: number | null; readonly signal: string | null }): string =>
  result.error !== undefined ? 'could not start' : result.signal === null ? `exited with status ${result.status ?? '?'}` : `was killed by ${result.signal}`;

/** A text as one shell word. */
const quote = (text: string): string => `'${text.split("'").join("'\\''")}'`;

/** A name as a glob that matches it alone (config rules match rows by globs). */
const literalGlob = (name: string): string => name.replace(/[\\*?[\]{}!(),@+]/g, '\\$&');

/** Runs git through the executor: its trimmed stdout, or an error naming what failed. */
async function git(executor: Executor, cwd: string, args: readonly string[], what: string): Promise<string> {
  const result = await executor.run(`git ${args.map(quote).join(' ')}`, cwd);
  if (result.error !== undefined || result.status !== 0)
    throw new InputError(
      `bisect: ${what}: git ${args.join(' ')} failed${result.stderr.trim() === '' ? '' : `: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`}`,
    );
  return result.stdout.trim();
}

/** good, the commits after it up to bad (oldest first), as full SHAs. */
async function commitsBetween(options: BisectOptions, executor: Executor, cwd: string): Promise<string[]> {
  const good = await git(executor, cwd, ['rev-parse', '--verify', '--quiet', `${options.good}^{commit}`], `--good ${options.good} is not a commit here`);
  const bad = await git(executor, cwd, ['rev-parse', '--verify', '--quiet', `${options.bad}^{commit}`], `--bad ${options.bad} is not a commit here`);
  await git(executor, cwd, ['merge-base', '--is-ancestor', good, bad], `--good ${options.good} is not an ancestor of --bad ${options.bad}`);
  const listed = await git(
    executor,
    cwd,
    ['rev-list', '--reverse', '--topo-order', ...(options.firstParent ? ['--first-parent'] : []), `${good}..${bad}`],
    'listing the commits',
  );
  const after = listed.split('\n').filter((line) => line !== '');
  if (after.length === 0) throw new InputError(`bisect: --good ${options.good} and --bad ${options.bad} are the same commit: nothing to look for`);
  return [good, ...after];
}

/** The configuration of one comparison: the user's rules, then only the rows asked for, each at its margin. */
function configOf(base: BenchConfig, benchmarks: readonly string[], request: BisectRequest): BenchConfig {
  const all: ConfigRule = { benchmark: '**', metric: '**', ignore: true };
  if (request.rows !== undefined)
    return {
      rules: [
        ...base.rules,
        all,
        ...request.rows.map((row) => ({ benchmark: literalGlob(row.benchmark), metric: literalGlob(row.metric), ignore: false, noise: row.margin })),
      ],
    };
  if (benchmarks.length === 0) return base;
  return { rules: [...base.rules, all, ...benchmarks.map((benchmark) => ({ benchmark, metric: '**', ignore: false }))] };
}

/** The worktrees of the commits compared, made (and built) when first needed, removed at the end. */
class Worktrees {
  private readonly root = mkdtempSync(join(tmpdir(), 'benchgate-bisect-'));
  private readonly made = new Map<number, string>();

  constructor(
    private readonly commits: readonly string[],
    private readonly options: BisectOptions,
    private readonly io: BisectIo,
    private readonly executor: Executor,
  ) {}

  async of(index: number): Promise<string> {
    const known = this.made.get(index);
    if (known !== undefined) return known;
    const commit = this.commits[index] as string;
    const directory = join(this.root, `${index}-${commit.slice(0, 12)}`);
    await git(this.executor, this.io.cwd, ['worktree', 'add', '--detach', '--quiet', directory, commit], `a worktree of ${commit.slice(0, 12)}`);
    this.made.set(index, directory);
    const build = this.options.build;
    if (build !== undefined && build.trim() !== '') {
      this.io.progress(`building ${commit.slice(0, 12)}`);
      const result = await this.executor.run(build, directory);
      if (result.error !== undefined || result.status !== 0) {
        const how = result.error?.message ?? `status ${result.status ?? result.signal ?? '?'}`;
        const stderr = result.stderr.trim();
        throw new CommitFailure(
          `--build "${build}" failed at ${commit.slice(0, 12)} (${how})${stderr === '' ? '' : `: ${stderr.split('\n').slice(-3).join(' ')}`}`,
          index,
          'the build failed',
          commit,
        );
      }
    }
    return directory;
  }

  async remove(): Promise<void> {
    for (const directory of this.made.values()) await this.executor.run(`git worktree remove --force ${quote(directory)}`, this.io.cwd);
    rmSync(this.root, { recursive: true, force: true });
    await this.executor.run('git worktree prune', this.io.cwd);
  }
}

/**
 * `benchgate bisect`'s hunt: the planner (src/bisect/plan.ts) asks for comparisons, each one a
 * `run` session of the command in two commits' worktrees, until every step is named or ranged,
 * the time is up or Ctrl-C; what it found so far is the result either way. A commit whose build
 * or command fails is skipped; good or bad failing throws a BisectFailure with what was found.
 */
export async function runBisect(options: BisectOptions, io: BisectIo): Promise<BisectResult> {
  const executor = io.executor;
  const started = io.now();
  const commits = await commitsBetween(options, executor, io.cwd);
  const short = (index: number) => (commits[index] as string).slice(0, 12);
  io.progress(`${commits.length - 1} commits from ${short(0)} (good) to ${short(commits.length - 1)} (bad)`);
  const planner = planBisect(commits, options.session.policy.noise);
  const worktrees = new Worktrees(commits, options, io, executor);
  let stopped: string | undefined;
  let failure: CommitFailure | undefined;
  try {
    for (let request = planner.next(); request !== undefined; request = planner.next()) {
      const left = options.maxSeconds - (io.now() - started) / 1000;
      if (left <= 0) stopped = `the time limit of ${options.maxSeconds} s`;
      if (io.interrupted()) stopped = 'interrupted (Ctrl-C)';
      if (stopped !== undefined) break;
      let outcome;
      try {
        outcome = await compare(request, left, { commits, options, io, executor, worktrees, short });
      } catch (error) {
        if (!(error instanceof CommitFailure)) throw error;
        planner.skip(error.commit, error.reason);
        if (error.commit === 0 || error.commit === commits.length - 1) {
          failure = error;
          break;
        }
        io.progress(`skipping ${short(error.commit)}: ${error.message}`);
        continue;
      }
      const cut = io.interrupted() ? 'interrupted (Ctrl-C)' : `the time limit of ${options.maxSeconds} s`;
      if (outcome === undefined) {
        stopped = cut;
        break;
      }
      // A session cut short still judged its rows by intervals valid at any stop: it counts.
      planner.record({ rows: outcome.rows, pairs: outcome.pairs });
      if (outcome.cut) stopped = cut;
      const said = outcome.rows.map((row) => `${row.benchmark} ${row.metric} ${(row.change * 100).toFixed(1)}%`).join(', ');
      io.progress(`${short(request.from)} → ${short(request.to)}: ${said === '' ? 'no rows' : said} (${outcome.pairs} pairs)`);
      const hunted = planner
        .openRanges()
        .map(
          (range) =>
            `${range.rows.map((row) => row.benchmark).join(', ')} in ${short(range.before)}..${short(range.after)} (${range.after - range.before} commits)`,
        );
      if (hunted.length > 0) io.progress(`now: ${hunted.join('; ')}`);
    }
  } finally {
    await worktrees.remove();
  }
  if (failure !== undefined) throw new BisectFailure(failure, planner.result(stopped));
  return planner.result(stopped);
}

interface Hunt {
  readonly commits: readonly string[];
  readonly options: BisectOptions;
  readonly io: BisectIo;
  readonly executor: Executor;
  readonly worktrees: Worktrees;
  readonly short: (index: number) => string;
}

/**
 * One comparison as a `run` session, and whether the time limit or Ctrl-C cut it short; undefined
 * when they did before it had 2 pairs.
 */
async function compare(request: BisectRequest, seconds: number, hunt: Hunt): Promise<(BisectOutcome & { readonly cut: boolean }) | undefined> {
  const { options, io, short } = hunt;
  const from = await hunt.worktrees.of(request.from);
  const to = await hunt.worktrees.of(request.to);
  const label = `${short(request.from)} → ${short(request.to)}`;
  const session: SessionOptions = {
    ...options.session,
    commands: { baseline: `cd ${quote(from)} && ${options.command}`, current: `cd ${quote(to)} && ${options.command}` },
    labels: { baseline: short(request.from), current: short(request.to) },
    config: configOf(options.session.config, options.benchmarks, request),
    maxSeconds: seconds,
  };
  try {
    const executor = namingFailures(hunt, session.commands, { baseline: request.from, current: request.to });
    const { report } = await runSession(session, { ...io, executor, progress: (line) => io.progress(`${label}: ${line}`) });
    const rows = report.comparisons.flatMap((row) =>
      row.change === null
        ? []
        : [{ benchmark: row.benchmark, metric: row.metric, change: row.change, low: row.changeCI?.[0] ?? null, high: row.changeCI?.[1] ?? null }],
    );
    const stop = report.design?.stopped ?? '';
    return { rows, pairs: report.design?.pairs ?? 0, cut: stop.startsWith('interrupted') || stop.startsWith('the time limit') };
  } catch (error) {
    // Stopped before its second pair: no comparison, and the hunt ends with what it has.
    if (error instanceof InputError && /stopped after \d+ pair/.test(error.message)) return undefined;
    throw error;
  }
}

/**
 * The hunt's executor, with a failing `--command` named as the user wrote it and at which commit
 * (the session would name its own wrapped command, `cd WORKTREE && CMD`, as --baseline-cmd).
 * Ctrl-C is left to the session.
 */
function namingFailures(hunt: Hunt, commands: SessionOptions['commands'], commits: Readonly<Record<'baseline' | 'current', number>>): Executor {
  return {
    async run(command, cwd) {
      const result = await hunt.executor.run(command, cwd);
      if (hunt.io.interrupted() || result.signal === 'SIGINT' || result.status === 130) return result;
      if (result.error === undefined && result.status === 0) return result;
      const commit = command === commands.baseline ? commits.baseline : commits.current;
      const how = result.error?.message ?? ending(result);
      const stderr = result.stderr.trim() === '' ? '' : `: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`;
      throw new CommitFailure(
        `--command "${hunt.options.command}" ${how} at ${hunt.short(commit)}${stderr}`,
        commit,
        `the command ${ending(result)}`,
        hunt.commits[commit] as string,
      );
    },
  };
}
