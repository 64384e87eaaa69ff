import type { Report } from '../model/report.js';
import type { WarningCode } from '../model/warning.js';
import { DIFFERENT_MACHINES, gateReasonText } from './reason-text.js';
import { suiteRegressions, suiteSentences } from './suite-lines.js';
import { certifyPhrase, outlierPhrase, settingsPhrase, undecidedPhrase, verdictPhrases } from './summary-line.js';
import { leadsTheReport, warningText } from './warning-text.js';

// What a report says beside its table, worded once for every face: the terminal, the markdown
// and the HTML place these sentences and style them ("warning:", ⚠️, a list item), and never
// word one of their own.

/** The warning of runners that differ. */
const RUNNERS_DIFFER = `${DIFFERENT_MACHINES} (OS, CPU model or cores); part of any change may be the machine`;

export interface ReportFacts {
  /** The verdict counts: `1 regression`, `2 unchanged`. */
  readonly verdicts: readonly string[];
  /** The counts a headline says: `whole suite slower` first when a whole-suite line regressed. */
  readonly headline: readonly string[];
  /** What the headline certifies (compare/certify.ts); undefined with a regression or in an earlier report. */
  readonly certified: { readonly certified: boolean; readonly text: string } | undefined;
  /** The undecided rows and what would decide them; empty when every row is decided. */
  readonly notKnown: string;
  /** Warnings on how the runs were made: they lead the report, above the table. */
  readonly leadingWarnings: readonly string[];
  /** The other report-wide warnings, which qualify the table (the code: the comment's budget weighs them by it). */
  readonly warnings: readonly { readonly code: WarningCode; readonly text: string }[];
  /** One sentence per whole-suite line. */
  readonly suiteLines: readonly string[];
  /** A warning when the runners differ. */
  readonly differentMachines: string | undefined;
  /** Why the gate decided as it did, when it was not the rows alone. */
  readonly gate: string | undefined;
  /** alpha, correction, noise threshold, how the runs were paired. */
  readonly settings: string;
  /** The outliers kept and dropped; undefined when there were none. */
  readonly outliers: string | undefined;
}

export function reportFacts(report: Report): ReportFacts {
  const verdicts = verdictPhrases(report.summary);
  return {
    verdicts,
    headline: suiteRegressions(report) > 0 ? ['whole suite slower', ...verdicts] : verdicts,
    certified: certifyPhrase(report),
    notKnown: undecidedPhrase(report),
    leadingWarnings: report.warnings.filter(leadsTheReport).map(warningText),
    warnings: report.warnings.filter((warning) => !leadsTheReport(warning)).map((warning) => ({ code: warning.code, text: warningText(warning) })),
    suiteLines: suiteSentences(report),
    differentMachines: report.runnersDiffer ? RUNNERS_DIFFER : undefined,
    gate: report.gateReason === undefined ? undefined : gateReasonText(report.gateReason),
    settings: settingsPhrase(report),
    outliers: outlierPhrase(report),
  };
}

/** A sentence that starts a line: its first letter a capital. */
export function capitalised(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
