import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { InputError } from '../../src/errors.js';
import { checkSessionPolicy } from '../../src/pipeline.js';

// A paired comparison's settings: decided in pipeline/session-policy.ts, worded in report/session-refusal-text.ts.

describe('a paired comparison refuses what it cannot test', () => {
  it('takes a method with a paired form, and Bonferroni or none across the rows', () => {
    for (const correction of ['bonferroni', 'none'] as const)
      expect(() => checkSessionPolicy({ ...DEFAULT_POLICY, test: 'welch', correction }, { test: '--test', correction: '--correction' })).not.toThrow();
    // Without its option named (the action), the correction stands for the sequence's Bonferroni.
    expect(() => checkSessionPolicy({ ...DEFAULT_POLICY, test: 'mann-whitney', correction: 'bh' }, { test: 'input test' })).not.toThrow();
  });

  it('names the option, the method and the methods that have a paired form', () => {
    const refuse = () => checkSessionPolicy({ ...DEFAULT_POLICY, test: 'bootstrap' }, { test: 'input test' });
    expect(refuse).toThrow(InputError);
    expect(refuse).toThrow(
      'input test bootstrap: pairs are tested by their log ratios, and bootstrap has no paired form; use welch (the paired t) or mann-whitney (the signed-rank test)',
    );
  });

  it('names the correction option and the corrections a confidence sequence takes', () => {
    for (const correction of ['bh', 'holm'] as const)
      expect(() => checkSessionPolicy({ ...DEFAULT_POLICY, test: 'welch', correction }, { test: '--test', correction: '--correction' })).toThrow(
        `--correction ${correction}: run looks after every pair, and its confidence sequence holds over the rows by Bonferroni; ` +
          'use bonferroni (the default) or none (each row at the full level)',
      );
  });
});
