import { InputError } from '../errors.js';
import { writeFileFrom, writeTextFile } from '../fs/write-output.js';
import type { Settings } from '../options.js';
import type { Executor } from '../interleaved/session.js';

export interface Io {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly colour: boolean;
  /** The terminal's width; undefined when stdout is not a terminal (logs keep full names). */
  readonly columns: number | undefined;
  /** True once Ctrl-C was pressed: `benchgate run` stops after the current run and reports. */
  readonly interrupted?: () => boolean;
  /** What runs `benchgate run`'s commands: the shell by default (tests hand in a stand-in). */
  readonly executor?: Executor;
  /** The environment `benchgate run`'s commands start from, less what command-env.ts keeps from them (default: this process's). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The directory `benchgate bisect` finds its repository in: the current one by default (tests make one). */
  readonly cwd?: string;
}

/** Writes a report to stdout ('-') or to the file named. */
export function emit(text: string, target: string, option: string, io: Io): void {
  if (target === '-') io.stdout(text);
  else writeTextFile(target, text, option);
}

/** Where the reports go: files, or one of them to stdout in place of the table. */
export interface ReportTargets {
  readonly json: string | undefined;
  readonly markdown: string | undefined;
  readonly html: string | undefined;
  /** No report goes to stdout: the terminal table does. */
  readonly terminal: boolean;
}

export function reportTargets(settings: Pick<Settings, 'json' | 'markdown' | 'html'>): ReportTargets {
  const toStdout = (['json', 'markdown', 'html'] as const).filter((name) => settings[name] === '-');
  if (toStdout.length > 1)
    throw new InputError(`${toStdout.map((name) => `--${name} -`).join(' and ')}: only one report can go to stdout; write the others to files`);
  return { json: settings.json, markdown: settings.markdown, html: settings.html, terminal: toStdout.length === 0 };
}

/**
 * --markdown's budget (--markdown-budget): a PR comment's by default, so that `gh pr comment
 * --body-file` takes it, kept by the renderer's own budget (parts left out, said where to read them).
 */
export function markdownBudget(settings: Pick<Settings, 'markdownBudget'>): { maxChars?: number } {
  return settings.markdownBudget === undefined ? {} : { maxChars: settings.markdownBudget };
}

/**
 * The faces rendered, each written where asked, the table last. A report that can be written a
 * piece at a time (`writeJson`) goes so to a `--json FILE`, never made whole; the rendered JSON
 * goes to stdout only.
 */
export function deliver(
  targets: ReportTargets,
  rendered: {
    readonly json?: string;
    readonly writeJson?: (sink: (chunk: string) => void) => void;
    readonly markdown: readonly string[];
    readonly html?: string;
    readonly terminal?: string;
  },
  io: Io,
): void {
  const { writeJson } = rendered;
  if (targets.json !== undefined && targets.json !== '-' && writeJson !== undefined) writeFileFrom(targets.json, '--json', writeJson);
  else if (targets.json !== undefined) emit(rendered.json ?? '', targets.json, '--json', io);
  if (targets.markdown !== undefined) emit(rendered.markdown[0] ?? '', targets.markdown, '--markdown', io);
  if (targets.html !== undefined) emit(rendered.html ?? '', targets.html, '--html', io);
  if (rendered.terminal !== undefined) io.stdout(rendered.terminal);
}
