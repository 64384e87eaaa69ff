import { colourWanted, runCli } from './commands.js';

// Entry of the command-line tool. exitCode (not process.exit) lets stdout drain first.
const tty = process.stdout.isTTY;
// Ctrl-C: `benchgate run` finishes the current run and reports what it has; a second one quits.
let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) process.exit(130);
  interrupted = true;
});
// A reader that stops early (`benchgate compare ... | head`) closes the pipe: the rest of the
// output has nowhere to go, which is no error of ours. Quit quietly with the verdict's status
// rather than a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});
const status = runCli(process.argv.slice(2), {
  interrupted: () => interrupted,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  colour: colourWanted(tty, process.env),
  columns: tty ? process.stdout.columns || 80 : undefined,
});
if (typeof status === 'number') process.exitCode = status;
else void status.then((code) => (process.exitCode = code));
