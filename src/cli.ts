import { runCli } from './cli-commands.js';

// Entry of the command-line tool. exitCode (not process.exit) lets stdout drain first.
const noColour = (process.env.NO_COLOR ?? '') !== '';
process.exitCode = runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  colour: process.stdout.isTTY && !noColour,
});
