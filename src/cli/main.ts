import { colourWanted, runCli } from './commands.js';

// Entry of the command-line tool. exitCode, and process.exit only once the output is out, lets stdout drain first.
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
// Made only when written to: the stream costs a start that wrote nothing to it.
let wroteStderr = false;
const status = runCli(process.argv.slice(2), {
  interrupted: () => interrupted,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => {
    wroteStderr = true;
    return process.stderr.write(text);
  },
  colour: colourWanted(tty, process.env),
  env: process.env,
  columns: tty ? process.stdout.columns || 80 : undefined,
});
if (typeof status === 'number') {
  process.exitCode = status;
  // All written has reached the system (files, terminals, and pipes on Linux are written at once;
  // nothing waits in the streams): quit now. Left to end by itself, the process first let V8
  // finish marking a heap about to go (go 1,000 x 1: 10 ms of CPU).
  if (process.stdout.writableLength === 0 && (!wroteStderr || process.stderr.writableLength === 0)) process.exit(status);
} else void status.then((code) => (process.exitCode = code));
