import { writeTextFile } from '../fs/write-output.js';

export interface Io {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly colour: boolean;
  /** The terminal's width; undefined when stdout is not a terminal (logs keep full names). */
  readonly columns: number | undefined;
  /** True once Ctrl-C was pressed: `benchgate run` stops after the current run and reports. */
  readonly interrupted?: () => boolean;
}

/** Writes a report to stdout ('-') or to the file named. */
export function emit(text: string, target: string, option: string, io: Io): void {
  if (target === '-') io.stdout(text);
  else writeTextFile(target, text, option);
}
