import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { InputError } from '../errors.js';

/**
 * Writes a whole file or nothing: to a temporary name beside it, then renamed, so a reader never
 * sees half a report.
 */
export function writeTextFile(path: string, text: string, option: string): void {
  const temporary = `${path}.benchgate-${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text, 'utf8');
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new InputError(`${option}: cannot write "${path}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
