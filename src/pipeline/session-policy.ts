import { methodOf, TESTS } from '../compare/methods/index.js';
import type { Policy } from '../compare/policy.js';
import { InputError } from '../errors.js';

// What a paired comparison asks of the settings: a run session's, and compare --paired's.

/**
 * A session's settings, checked before the first command runs: `run` tests pairs, by Bonferroni's
 * sequence. The correction is checked when the face names its option (the action's default, bh,
 * stands for the sequence's Bonferroni there).
 */
export function checkSessionPolicy(policy: Policy, option: { readonly test: string; readonly correction?: string }): void {
  if (methodOf(policy.test).paired === undefined)
    throw new InputError(
      `${option.test} ${policy.test}: pairs are tested by their log ratios, and ${policy.test} has no paired form; use ${TESTS.flatMap((id) => {
        const paired = methodOf(id).paired;
        return paired === undefined ? [] : [`${id} (the ${paired.name === 't' ? 'paired t' : 'signed-rank test'})`];
      }).join(' or ')}`,
    );
  if (option.correction !== undefined && (policy.correction === 'bh' || policy.correction === 'holm'))
    throw new InputError(
      `${option.correction} ${policy.correction}: run looks after every pair, and its confidence sequence holds over the rows by Bonferroni; ` +
        'use bonferroni (the default) or none (each row at the full level)',
    );
}
