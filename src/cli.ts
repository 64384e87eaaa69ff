import { colourWanted, runCli } from './cli-commands.js';

// Entry of the command-line tool. exitCode (not process.exit) lets stdout drain first.
const tty = process.stdout.isTTY;
process.exitCode = runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  colour: colourWanted(tty, process.env),
  columns: tty ? process.stdout.columns || 80 : undefined,
});
