import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandError, InputError } from '../errors.js';
import type { Report } from '../model/report.js';
import type { SampleSet } from '../model/series.js';
import { lookAtPairs, parseRunOutput, planSession, type Acceptance, type BenchConfig, type ParsedFile, type Policy, type Side } from '../pipeline.js';
import { shellWord } from './shell-word.js';

export interface SessionOptions {
  readonly commands: Readonly<Record<Side, string>>;
  readonly format: string;
  readonly warmup: number;
  readonly minPairs: number;
  readonly maxPairs: number;
  readonly maxSeconds: number;
  readonly seed: number;
  readonly policy: Policy;
  readonly config: BenchConfig;
  /** The sides' names in the report (default: baseline, current). */
  readonly labels?: Readonly<Record<Side, string>>;
  /** The PR carries the accept label (the action): an input of the gate. */
  readonly accepted?: Acceptance | undefined;
}

/** A command run to its end: how it ended, what it printed, and what it wrote to `{out}`. */
export interface Finished {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Why it could not start. */
  readonly error?: Error;
  /** With `{out}`: the file's text, or undefined when the command wrote none. */
  readonly out?: string;
}

/**
 * What runs the commands (hyperfine's Executor is the model): the shell on this machine, or in
 * tests a fake that answers at once, so the scheduler, the stopping rule, Ctrl-C and failures are
 * tested in milliseconds.
 */
export interface Executor {
  /** Runs `command` in `cwd`; `{out}` in it stands for a fresh file whose text comes back as `out`. */
  run(command: string, cwd: string): Promise<Finished>;
}

/** What a session needs of the world: a clock, progress output, Ctrl-C, and what runs its commands. */
export interface SessionIo {
  readonly now: () => number;
  readonly progress: (line: string) => void;
  readonly interrupted: () => boolean;
  /**
   * Ctrl-C at this process's terminal reaches the commands too (the CLI: one process group), so a
   * command ended by SIGINT or with status 130 was stopped by it. Not so on a runner (the action):
   * there it is a failure like any other.
   */
  readonly commandsHearCtrlC?: boolean;
  /** The directory commands run in. */
  readonly cwd: string;
  /** What runs the commands: the shell with the environment they may see (shellExecutor). */
  readonly executor: Executor;
}

export interface SessionResult {
  readonly report: Report;
  readonly baseline: SampleSet;
  readonly current: SampleSet;
  /** Ctrl-C ended the session: the CLI exits 130 after its report, so that `run ... && next` stops. */
  readonly interrupted: boolean;
}

const OPTION: Readonly<Record<Side, string>> = { baseline: '--baseline-cmd', current: '--current-cmd' };

/** The last lines of a command's stderr, for the error that names it. */
function tail(text: string, lines = 5): string {
  const kept = text.trimEnd().split('\n').slice(-lines);
  return kept.length === 0 || kept[0] === '' ? '' : `; its last stderr lines:\n${kept.map((line) => `  ${line}`).join('\n')}`;
}

/** One shell command to its end, asynchronously: the event loop stays free for Ctrl-C meanwhile. */
function spawnShell(command: string, cwd: string, env: Readonly<Record<string, string>>): Promise<Finished> {
  return new Promise((resolve) => {
    // Taken here, not imported: node:child_process (with net and streams) cost every start of the
    // CLI a millisecond, and only `run` starts processes.
    const child = process.getBuiltinModule('node:child_process').spawn(command, { shell: true, cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    let failed: Error | undefined;
    child.on('error', (error) => (failed = error));
    child.on('close', (status, signal) =>
      resolve({
        status,
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        ...(failed !== undefined && { error: failed }),
      }),
    );
  });
}

/**
 * The shell of this machine, its commands started with `env` and nothing else of this process's
 * environment (command-env.ts says what is kept from them): `{out}` becomes a fresh file in
 * `tempRoot`, quoted for the shell, read after the command exits.
 */
export function shellExecutor(env: Readonly<Record<string, string>>, tempRoot = tmpdir(), platform: NodeJS.Platform = process.platform): Executor {
  return {
    run: (command, cwd) => (command.includes('{out}') ? runWithOut(command, cwd, env, tempRoot, platform) : spawnShell(command, cwd, env)),
  };
}

async function runWithOut(command: string, cwd: string, env: Readonly<Record<string, string>>, tempRoot: string, platform: NodeJS.Platform): Promise<Finished> {
  const directory = mkdtempSync(join(tempRoot, 'benchgate-run-'));
  const out = join(directory, 'out');
  try {
    const result = await spawnShell(command.split('{out}').join(shellWord(out, platform)), cwd, env);
    let text: string | undefined;
    try {
      text = readFileSync(out, 'utf8');
    } catch {
      text = undefined;
    }
    return { ...result, ...(text !== undefined && { out: text }) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * Runs one command: its `{out}` file or else its stdout is the output. A command that fails ends
 * the session (exit 2) with a CommandError; after Ctrl-C (this run finishes first) it returns undefined.
 */
async function execute(command: string, side: Side, run: string, io: SessionIo): Promise<string | undefined> {
  // Ctrl-C between runs: no new run starts.
  if (io.interrupted()) return undefined;
  const result = await io.executor.run(command, io.cwd);
  // Stopped by the user's Ctrl-C, the command ends the session, not in error.
  if (io.interrupted() || (io.commandsHearCtrlC === true && (result.signal === 'SIGINT' || result.status === 130))) return undefined;
  // The command's line and output go in the message only; the summary names the side and how it ended.
  const failed = (how: string, detail = '') => new CommandError(`${OPTION[side]} "${command}" ${how} (${run})${detail}`, `the ${side} command ${how} (${run})`);
  if (result.error !== undefined) throw failed('could not start', `: ${result.error.message}`);
  if (result.status !== 0)
    throw failed(result.signal === null ? `exited with status ${result.status ?? '?'}` : `was killed by ${result.signal}`, tail(result.stderr));
  if (!command.includes('{out}')) return result.stdout;
  if (result.out === undefined) throw failed('wrote nothing to {out}');
  return result.out;
}

/** One run's output, parsed; what cannot be read is the command's failure (its text, like its stderr, stays out of the summary). */
function parseOutput(text: string, side: Side, run: string, options: SessionOptions): ParsedFile {
  try {
    return parseRunOutput({ name: `${OPTION[side]} ${run}`, text }, options.format, OPTION[side], options.commands[side]);
  } catch (error) {
    if (error instanceof InputError) throw new CommandError(error.message, `the output of the ${side} command cannot be read (${run})`);
    throw error;
  }
}

/**
 * A benchmarking session (`benchgate run`): warm-up runs of each side, then pairs of runs in a
 * seeded random order; from `minPairs` on, after every pair, the paired test of every row at the
 * level of this look (a confidence sequence, sequential.ts); it stops when every row is decided,
 * or at `maxPairs`, `maxSeconds` or Ctrl-C, and reports undecided rows as inconclusive.
 */
export async function runSession(options: SessionOptions, io: SessionIo): Promise<SessionResult> {
  const started = io.now();
  const seconds = () => (io.now() - started) / 1000;
  let interrupted = false;
  warmups: for (let i = 1; i <= options.warmup; i++)
    for (const side of ['baseline', 'current'] as const) {
      // A warm-up can take as long as a run: say so before it starts, not after 20 silent seconds.
      io.progress(`warm-up ${i} of ${options.warmup}, ${side} (${seconds().toFixed(1)} s)`);
      if ((await execute(options.commands[side], side, `warm-up ${i}`, io)) === undefined) {
        interrupted = true;
        break warmups;
      }
    }
  const { order, looks } = planSession(options.seed, options.minPairs, options.maxPairs);
  const files: Record<Side, { name: string; parsed: ParsedFile }[]> = { baseline: [], current: [] };
  /** One look at the pairs so far (a request to the pipeline): the report at this look's level, and the sample sets it used. */
  const lookAt = (look: number, stopped?: string) =>
    lookAtPairs({
      baseline: files.baseline,
      current: files.current,
      policy: options.policy,
      config: options.config,
      look,
      looks,
      labels: options.labels,
      accepted: options.accepted,
      minPairs: options.minPairs,
      ...(stopped !== undefined && { stopped }),
    });
  let last: number | undefined;
  let stopped = interrupted ? 'interrupted (Ctrl-C)' : `the limit of ${options.maxPairs} pairs`;
  for (let pair = 0; !interrupted && pair < options.maxPairs; pair++) {
    for (const side of order(pair)) {
      const run = `pair ${pair + 1}, ${side} run`;
      const text = await execute(options.commands[side], side, run, io);
      if (text === undefined) {
        interrupted = true;
        break;
      }
      files[side].push({ name: run, parsed: parseOutput(text, side, run, options) });
    }
    if (interrupted) {
      // Only whole pairs count: the half-made one is dropped.
      files.baseline.length = pair;
      files.current.length = pair;
      stopped = 'interrupted (Ctrl-C)';
      break;
    }
    const pairs = pair + 1;
    if (pairs < Math.max(2, options.minPairs)) {
      io.progress(`pair ${pairs}: ${seconds().toFixed(1)} s, the first look after ${options.minPairs} pairs`);
    } else {
      last = pairs - options.minPairs + 1;
      const rows = lookAt(last).report.comparisons;
      // A look marks every row it cannot decide inconclusive (compare/sequential.ts).
      const undecided = rows.filter((row) => row.verdict === 'inconclusive');
      const needs = Math.max(0, ...undecided.map((row) => row.sampleSize?.perSide ?? 0)) - pairs;
      const more = undecided.length > 0 && needs > 0 ? `, about ${needs} more pair${needs === 1 ? '' : 's'}` : '';
      io.progress(`pair ${pairs}: ${seconds().toFixed(1)} s, ${undecided.length} of ${rows.length} rows undecided${more}`);
      if (undecided.length === 0) {
        stopped = 'all rows decided';
        break;
      }
    }
    if (seconds() >= options.maxSeconds) {
      stopped = `the time limit of ${options.maxSeconds} s`;
      break;
    }
  }
  const pairs = files.current.length;
  if (pairs < 2)
    throw new InputError(`benchgate run stopped after ${pairs} pair${pairs === 1 ? '' : 's'} (${stopped}): a paired test needs at least 2; nothing to report`);
  // Stopped before the first planned look: one look now, at the first look's level; the session
  // ends here, so no more than that share of alpha is spent. Otherwise the last look saw exactly
  // these pairs (a half-made pair is dropped above); it is made again to say why it stopped.
  return { ...lookAt(last ?? 1, stopped), interrupted };
}
