import { InputError } from '../errors.js';
import { writeTextFile } from '../fs/write-output.js';
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
}

/** Writes a report to stdout ('-') or to the file named. */
export function emit(text: string, target: string, option: string, io: Io): void {
  if (target === '-') io.stdout(text);
  else writeTextFile(target, text, option);
}

/** Where the reports go: files, or one of them to stdout in place of the table. */
export function reportTargets(settings: Pick<Settings, 'json' | 'markdown' | 'html'>): {
  readonly json: string | undefined;
  readonly markdown: string | undefined;
  readonly html: string | undefined;
  /** No report goes to stdout: the terminal table does. */
  readonly terminal: boolean;
} {
  const toStdout = (['json', 'markdown', 'html'] as const).filter((name) => settings[name] === '-');
  if (toStdout.length > 1)
    throw new InputError(`${toStdout.map((name) => `--${name} -`).join(' and ')}: only one report can go to stdout; write the others to files`);
  return { json: settings.json, markdown: settings.markdown, html: settings.html, terminal: toStdout.length === 0 };
}
