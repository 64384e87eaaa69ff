import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { InputError } from '../errors.js';

function isSpecialFile(path: string): boolean {
  try {
    return !statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Writes a whole file or nothing: to a temporary name beside it, then renamed, so a reader never
 * sees half a report. Devices and pipes (/dev/null, /dev/stdout) are written to directly: a
 * rename would replace them.
 */
export function writeTextFile(path: string, text: string, option: string): void {
  const temporary = `${path}.benchgate-${process.pid}.tmp`;
  try {
    if (isSpecialFile(path)) {
      writeFileSync(path, text, 'utf8');
      return;
    }
    writeFileSync(temporary, text, 'utf8');
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'its folder does not exist' : code === 'EACCES' ? 'permission denied' : (code ?? (error as Error).message);
    throw new InputError(`${option}: cannot write "${path}": ${why}`);
  }
}
