/** Where in an input file something is wrong: a line (and column) for text, a JSON path for JSON. */
export interface SourcePlace {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly path?: string;
}

/** An input file benchgate cannot read. The message names the file, the place and what was expected. */
export class ParseError extends Error {
  override readonly name = 'ParseError';
  constructor(
    readonly place: SourcePlace,
    readonly detail: string,
  ) {
    super(`${formatPlace(place)}: ${detail}`);
  }
}

/** A bad option or action input: names the option, the bad value and what is accepted. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

export function formatPlace(place: SourcePlace): string {
  let text = place.file;
  if (place.line !== undefined) text += `:${place.line}${place.column !== undefined ? `:${place.column}` : ''}`;
  if (place.path !== undefined) text += ` at ${place.path}`;
  return text;
}

/** The message of anything thrown, for the one-line error output. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
