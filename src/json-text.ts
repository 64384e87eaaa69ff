import { ParseError } from './errors.js';
import type { SourceText } from './model/source-text.js';

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < position && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: position - lineStart + 1 };
}

/**
 * JSON.parse with an error that names the file and the line. V8's message sometimes quotes the
 * whole input, so only its first clause is kept.
 */
export function parseJsonText(source: SourceText): unknown {
  try {
    return JSON.parse(source.text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    const reason = (message.split(/, "|\. |(?= in JSON at)/)[0] ?? message).replace(/^Unexpected/, 'unexpected');
    if (position?.[1] !== undefined && Number(position[1]) >= source.text.trimEnd().length) {
      throw new ParseError(
        { file: source.name, ...lineAndColumn(source.text, source.text.length) },
        'not valid JSON: the file ends in the middle of a value (truncated?)',
      );
    }
    if (position?.[1] !== undefined) {
      throw new ParseError({ file: source.name, ...lineAndColumn(source.text, Number(position[1])) }, `not valid JSON: ${reason}`);
    }
    if (/end of JSON input/.test(message)) {
      throw new ParseError(
        { file: source.name, ...lineAndColumn(source.text, source.text.length) },
        'not valid JSON: the file ends in the middle of a value (truncated?)',
      );
    }
    throw new ParseError({ file: source.name }, `not valid JSON: ${reason}`);
  }
}

/** Small readers for validating parsed JSON with errors that carry the JSON path. */
export class JsonReader {
  constructor(readonly file: string) {}

  fail(path: string, expected: string): never {
    throw new ParseError({ file: this.file, path }, `expected ${expected}`);
  }

  object(value: unknown, path: string): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(path, 'an object');
    return value as Record<string, unknown>;
  }

  array(value: unknown, path: string): unknown[] {
    if (!Array.isArray(value)) this.fail(path, 'an array');
    return value;
  }

  string(value: unknown, path: string): string {
    if (typeof value !== 'string') this.fail(path, 'a string');
    return value;
  }

  optionalString(value: unknown, path: string): string | undefined {
    return value === undefined ? undefined : this.string(value, path);
  }

  number(value: unknown, path: string): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(path, 'a finite number');
    return value;
  }
}
