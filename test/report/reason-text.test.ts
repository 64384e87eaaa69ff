import { describe, expect, it } from 'vitest';
import { GATE_REASON_FIELDS, ROW_REASON_FIELDS, type GateReason, type ReasonField, type RowReason } from '../../src/model/reason.js';
import { gateReasonText, rowReasonText } from '../../src/report/reason-text.js';

// Reasons are values made where the engine decides (issue 27, item 9); report/reason-text.ts alone
// words them. Each code, filled with sample values of its fields' kinds, reads as a whole sentence.
const SAMPLE: Readonly<Record<ReasonField, unknown>> = {
  number: 3,
  'number?': 4,
  string: 'ns/op',
  'string?': 'octocat',
  unit: 'ns/op',
  boolean: true,
  side: 'baseline',
  better: 'lower',
  accepted: 'regressions',
};

function filled(code: string, fields: Readonly<Record<string, ReasonField>>): Record<string, unknown> {
  return { code, ...Object.fromEntries(Object.entries(fields).map(([key, kind]) => [key, SAMPLE[kind]])) };
}

describe('the words of reasons', () => {
  it('words every row reason code, with its numbers and names in the sentence', () => {
    for (const [code, fields] of Object.entries(ROW_REASON_FIELDS)) {
      const text = rowReasonText(filled(code, fields) as RowReason);
      expect([code, text]).toEqual([code, expect.stringMatching(/^\S.*\S$/)]);
      expect([code, text]).not.toEqual([code, expect.stringMatching(/undefined|NaN|\[object/)]);
    }
    expect(rowReasonText({ code: 'undecided', noise: 0.02, bounded: true })).toBe('the interval of the change is not inside ±2% and not beyond it');
    expect(rowReasonText({ code: 'one-run', baseline: false, current: true })).toMatch(/^the current side has one run/);
    expect(rowReasonText({ code: 'not-decided-after', pairs: 5, noise: 0.02 })).toBe(
      'not decided after 5 pairs: the interval of the change reaches beyond ±2%',
    );
  });

  it('words every gate reason code', () => {
    for (const [code, fields] of Object.entries(GATE_REASON_FIELDS)) {
      const text = gateReasonText(filled(code, fields) as GateReason);
      expect([code, text]).not.toEqual([code, expect.stringMatching(/undefined|NaN|\[object/)]);
    }
    expect(gateReasonText({ code: 'accepted', what: 'regression', label: 'perf-ok', by: 'octocat' })).toBe(
      'the regression was accepted with the label "perf-ok" by octocat',
    );
    expect(gateReasonText({ code: 'could-hide', rows: 1 })).toBe('1 undecided row could hide a regression above the noise threshold (fail-on: undecided)');
  });
});
