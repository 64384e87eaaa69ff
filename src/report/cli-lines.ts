import { showControls } from './visible-controls.js';

// The command-line tool's own lines on stderr: every name and message from a file or a command
// shown with its controls as escapes (visible-controls.ts), so none can drive the terminal.

/** A message's lines as written, any other control in them shown as its escape (a command's stderr lines are quoted in some). */
const linesShown = (message: string): string => message.split('\n').map(showControls).join('\n');

/** A file read, and the format it was read as. */
export function cliReadLine(file: string, format: string): string {
  return `benchgate: read ${showControls(file)} as ${format}\n`;
}

/** Bad input or usage: its message, the one line a user needs (exit 2). */
export function cliErrorLine(message: string): string {
  return `benchgate: ${linesShown(message)}\n`;
}

/** Anything else is a bug of ours, said as such, never a stack trace. */
export function cliInternalErrorLine(message: string): string {
  return `benchgate: internal error: ${linesShown(message)} (please report it)\n`;
}
