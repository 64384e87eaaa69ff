/** Where in an input file something is wrong: a line (and column) for text, a JSON path for JSON. */
export interface SourcePlace {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly path?: string;
}

/**
 * A user's error, as benchstat has one type of it: a file, an option, a command, the token's
 * permissions or the baseline. Its message says what to fix; a face says it in one line (the
 * CLI's exit 2, the action's failed step), where any other error is a bug.
 */
export class UserError extends Error {
  override readonly name: string = 'UserError';
}

/** An input file benchgate cannot read. The message names the file, the place and what was expected. */
export class ParseError extends UserError {
  override readonly name = 'ParseError';
  constructor(
    readonly place: SourcePlace,
    readonly detail: string,
  ) {
    super(`${formatPlace(place)}: ${detail}`);
  }
}

/** A bad option or action input: names the option, the bad value and what is accepted. */
export class InputError extends UserError {
  override readonly name: string = 'InputError';
}

/**
 * A benchmark command that failed (`benchgate run`; the action's baseline-command and
 * current-command). The message names the command and ends with its last stderr lines, for the
 * terminal and the step's log; `summary` says only which side failed and how (its exit status or
 * signal), for what others read, a PR comment: what a command is given or prints may be a secret.
 */
export class CommandError extends InputError {
  override readonly name: string = 'CommandError';
  constructor(
    message: string,
    readonly summary: string,
  ) {
    super(message);
  }
}

function formatPlace(place: SourcePlace): string {
  let text = place.file;
  if (place.line !== undefined) text += `:${place.line}${place.column !== undefined ? `:${place.column}` : ''}`;
  if (place.path !== undefined) text += ` at ${place.path}`;
  return text;
}

/** The message of anything thrown, for the one-line error output. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
