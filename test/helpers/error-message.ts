import { expect } from 'vitest';

/** The message of the error `action` throws, which must be an instance of `kind`. */
export function messageOf(action: () => unknown, kind: abstract new (...args: never[]) => Error): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return (error as Error).message;
  }
  throw new Error(`expected ${kind.name}`);
}
