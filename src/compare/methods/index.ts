import { bootstrap } from './bootstrap.js';
import { mannWhitney } from './mann-whitney.js';
import type { TestMethodSpec } from './method.js';
import { welch } from './welch.js';

export type { TestMethodSpec } from './method.js';

/** Every statistical method, by the name users give it: adding one is a file here and a line below. */
export const METHODS = { welch, 'mann-whitney': mannWhitney, bootstrap } as const satisfies Readonly<Record<string, TestMethodSpec>>;

export type TestMethod = keyof typeof METHODS;
export const TESTS = Object.keys(METHODS) as readonly TestMethod[];

export function methodOf(id: TestMethod): TestMethodSpec {
  return METHODS[id];
}
