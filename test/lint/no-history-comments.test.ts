import { Linter } from 'eslint';
import type { ESLint } from 'eslint';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/repo-root.js';

// The local lint rule against comments that narrate history (eslint-rules/no-history-comments.js).
const RULE_FILE = pathToFileURL(join(REPO_ROOT, 'eslint-rules', 'no-history-comments.js')).href;
const plugin = ((await import(RULE_FILE)) as { default: ESLint.Plugin }).default;

function narrations(code: string): { line: number; column: number; message: string }[] {
  const config: Linter.Config[] = [{ plugins: { local: plugin }, rules: { 'local/no-history-comments': 'error' } }];
  return new Linter({ configType: 'flat' }).verify(code, config).map(({ line, column, message }) => ({ line, column, message }));
}

describe('the rule against comments that narrate history', () => {
  it.each([
    ['// A GC pause no longer moves a run.', 'no longer'],
    ['/* The first line used to come after the first pair. */', 'used to'],
    ['// Previously the median of medians.', 'Previously'],
    ['// The test across runs, as before.', 'as before'],
    ['// The reader now uses a port.', 'now uses'],
    ['/** A string per field was 16 MB at 10,000 rows. */', 'was 16'],
    ['// The parse was replaced by a scan.', 'was replaced'],
    ['// Unlike the old implementation, one pass.', 'the old implementation'],
  ])('flags %s', (code, phrase) => {
    const found = narrations(code);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain(`"${phrase}"`);
    // At the phrase itself, not the comment's start.
    expect(found[0]?.column).toBe(code.indexOf(phrase) + 1);
  });

  it('finds the line of the phrase in a block comment', () => {
    expect(narrations('/**\n * Reads the chunk.\n * A view per run was 800,000 objects.\n */').map((found) => found.line)).toEqual([3]);
  });

  it('leaves comments that say why, and strings, alone', () => {
    const code = [
      '// The seed is used to draw the samples; the oldest runs go first.',
      '// Whether any were dropped, and the old level of a step.',
      '// Half the variance of a difference per side (was it 5 runs? then 3 pairs).',
      "const text = 'this series is no longer measured';",
    ].join('\n');
    expect(narrations(code)).toEqual([]);
  });
});
