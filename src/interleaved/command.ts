import { singleValue, type ParsedArgs } from '../cli-options.js';
import { methodOf } from '../compare/methods/index.js';
import { DEFAULT_POLICY, RUN_CORRECTION, TESTS } from '../compare/policy.js';
import { InputError } from '../errors.js';
import { renderNative } from '../formats/native.js';
import { writeFileFrom, writeTextFile } from '../fs/write-output.js';
import type { Report } from '../model/report.js';
import { renderFaces } from '../pipeline.js';
import { writeJson } from '../report/json.js';
import { parseFailOn, parseFormatId, parsePolicy, readConfigOption } from '../settings.js';
import { runSession, type SessionIo } from './session.js';

/** What `benchgate run` needs of the CLI's world. */
export interface RunCommandIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly colour: boolean;
  readonly columns: number | undefined;
  readonly interrupted?: () => boolean;
  readonly now?: () => number;
}

function whole(args: ParsedArgs, name: string, fallback: number, min: number, max: number): number {
  const text = singleValue(args, name) ?? String(fallback);
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new InputError(`--${name}: expected a whole number from ${min} to ${max}; got "${text}"`);
  return value;
}

/** `90s`, `15m`, `1h` or plain seconds, as seconds. */
export function parseDuration(text: string, option: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h)?\s*$/.exec(text);
  const value = match === null ? Number.NaN : Number(match[1]) * (match[2] === 'h' ? 3600 : match[2] === 'm' ? 60 : 1);
  if (!(value > 0)) throw new InputError(`${option}: expected a duration such as 90s, 15m or 1h; got "${text}"`);
  return value;
}

/**
 * `benchgate run`: runs both commands interleaved on this machine until every row is decided
 * (session.ts), then reports as compare does. Returns the report; the caller sets the exit status.
 */
export async function runCommand(args: ParsedArgs, io: RunCommandIo): Promise<Report> {
  if (args.positionals.length > 0)
    throw new InputError(`run: unexpected argument "${args.positionals[0]}"; quote each command after --baseline-cmd and --current-cmd`);
  const baselineCmd = singleValue(args, 'baseline-cmd');
  const currentCmd = singleValue(args, 'current-cmd');
  if (baselineCmd === undefined || baselineCmd.trim() === '')
    throw new InputError('run: --baseline-cmd is required (the command that runs the baseline build once)');
  if (currentCmd === undefined || currentCmd.trim() === '')
    throw new InputError('run: --current-cmd is required (the command that runs the current build once)');
  const minPairs = whole(args, 'min-runs', 3, 2, 1000);
  const maxPairs = whole(args, 'max-runs', 30, minPairs, 1000);
  const toStdout = (['json', 'markdown', 'html'] as const).filter((name) => singleValue(args, name) === '-');
  if (toStdout.length > 1)
    throw new InputError(`${toStdout.map((name) => `--${name} -`).join(' and ')}: only one report can go to stdout; write the others to files`);
  const policy = {
    ...parsePolicy(
      { alpha: singleValue(args, 'alpha'), noise: singleValue(args, 'noise'), test: singleValue(args, 'test'), correction: singleValue(args, 'correction') },
      { alpha: '--alpha', noise: '--noise', correction: '--correction', failOn: '', outliers: '', onRunnerMismatch: '', test: '--test' },
      { ...DEFAULT_POLICY, correction: RUN_CORRECTION },
    ),
    failOn: parseFailOn(singleValue(args, 'fail-on') ?? DEFAULT_POLICY.failOn, '--fail-on'),
  };
  if (methodOf(policy.test).paired === undefined)
    throw new InputError(
      `--test ${policy.test}: run tests pairs, by their log ratios; use ${TESTS.flatMap((id) => {
        const paired = methodOf(id).paired;
        return paired === undefined ? [] : [`${id} (the ${paired === 't' ? 'paired t' : 'signed-rank test'})`];
      }).join(' or ')}`,
    );
  if (policy.correction === 'bh' || policy.correction === 'holm')
    throw new InputError(
      `--correction ${policy.correction}: run looks after every pair, and its confidence sequence holds over the rows by Bonferroni; use bonferroni (the default) or none (each row at the full level)`,
    );
  const tty = io.columns !== undefined;
  const session: SessionIo = {
    now: io.now ?? (() => performance.now()),
    interrupted: io.interrupted ?? (() => false),
    cwd: '.',
    // A live line on a terminal; one plain line per pair in a log.
    progress: (line) => io.stderr(tty ? `\r\u001b[Kbenchgate run: ${line}` : `benchgate run: ${line}\n`),
  };
  const { report, baseline, current } = await runSession(
    {
      commands: { baseline: baselineCmd, current: currentCmd },
      format: parseFormatId(singleValue(args, 'format') ?? 'auto', '--format'),
      warmup: whole(args, 'warmup', 1, 0, 100),
      minPairs,
      maxPairs,
      maxSeconds: parseDuration(singleValue(args, 'max-time') ?? '15m', '--max-time'),
      seed: whole(args, 'seed', 1, 0, 2 ** 31 - 1),
      policy,
      config: readConfigOption(singleValue(args, 'config'), '--config'),
    },
    session,
  );
  if (tty) io.stderr('\n');
  const sides = [{ set: baseline, label: 'baseline', formats: [] }] as const;
  const currentSide = { set: current, label: 'current', formats: [] };
  const saveBaseline = singleValue(args, 'save-baseline');
  const saveCurrent = singleValue(args, 'save-current');
  if (saveBaseline !== undefined) writeTextFile(saveBaseline, renderNative(baseline), '--save-baseline');
  if (saveCurrent !== undefined) writeTextFile(saveCurrent, renderNative(current), '--save-current');
  const targets = { json: singleValue(args, 'json'), markdown: singleValue(args, 'markdown'), html: singleValue(args, 'html') };
  const rendered = renderFaces(report, sides, currentSide, {
    // A --json FILE is written a piece at a time below, as compare writes it.
    json: targets.json === '-',
    markdown: targets.markdown === undefined ? [] : [{ title: 'benchgate run' }],
    ...(targets.html !== undefined && { html: { title: 'benchgate run' } }),
    ...(toStdout.length === 0 && { terminal: { colour: io.colour, width: io.columns ?? Number.POSITIVE_INFINITY } }),
  });
  const emit = (text: string | undefined, target: string | undefined, option: string) => {
    if (target === undefined || text === undefined) return;
    if (target === '-') io.stdout(text);
    else writeTextFile(target, text, option);
  };
  if (targets.json !== undefined && targets.json !== '-') writeFileFrom(targets.json, '--json', (sink) => writeJson(report, sink));
  emit(rendered.json, targets.json, '--json');
  emit(rendered.markdown[0], targets.markdown, '--markdown');
  emit(rendered.html, targets.html, '--html');
  if (rendered.terminal !== undefined) io.stdout(rendered.terminal);
  return report;
}
