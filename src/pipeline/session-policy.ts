import { methodOf, TESTS } from '../compare/methods/index.js';
import type { Policy } from '../compare/policy.js';
import { InputError } from '../errors.js';
import type { PairedForm, SessionRefusal } from '../model/session-refusal.js';
import { sessionRefusalText } from '../report/session-refusal-text.js';

// What a paired comparison asks of the settings: a run session's, and compare --paired's.

/** Why the settings cannot be a paired comparison's, or undefined when they can. */
function sessionRefusal(policy: Policy, option: { readonly test: string; readonly correction?: string }): SessionRefusal | undefined {
  if (methodOf(policy.test).paired === undefined) {
    const forms = TESTS.flatMap((test): PairedForm[] => {
      const paired = methodOf(test).paired;
      return paired === undefined ? [] : [{ test, paired: paired.name }];
    });
    return { code: 'no-paired-form', option: option.test, test: policy.test, forms };
  }
  if (option.correction !== undefined && (policy.correction === 'bh' || policy.correction === 'holm'))
    return { code: 'sequence-correction', option: option.correction, correction: policy.correction };
  return undefined;
}

/**
 * A session's settings, checked before the first command runs: `run` tests pairs, by Bonferroni's
 * sequence. The correction is checked when the face names its option (the action's default, bh,
 * stands for the sequence's Bonferroni there).
 */
export function checkSessionPolicy(policy: Policy, option: { readonly test: string; readonly correction?: string }): void {
  const refusal = sessionRefusal(policy, option);
  if (refusal !== undefined) throw new InputError(sessionRefusalText(refusal));
}
