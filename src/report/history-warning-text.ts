import type { HistoryWarning } from '../history/warning.js';
import { formatPercent, plural } from './cells.js';

/** A history warning in words, one sentence without its full stop. */
export function historyWarningText(warning: HistoryWarning): string {
  switch (warning.code) {
    case 'commits-cut':
      return `only the newest ${warning.kept} of ${warning.total} commits are analysed`;
    case 'unusable-runs':
      return `${plural(warning.runs, 'run')} without a positive finite mean ${warning.runs === 1 ? 'was' : 'were'} left out`;
    case 'too-few-commits':
      return (
        `${plural(warning.series, 'series', 'series')} ${warning.series === 1 ? 'has' : 'have'} fewer than ${warning.needed} commits measured: ` +
        `no change point is looked for in ${warning.series === 1 ? 'it' : 'them'}`
      );
    case 'cpu-model-moves':
      return (
        `runs on ${warning.model} measure ${plural(warning.series, 'series', 'series')} of the ${warning.of} compared on it beyond the noise threshold ` +
        `against ${warning.reference} (median ${formatPercent(warning.medianChange, 1)}): ` +
        `taken at the speed of ${warning.reference}, never as a change of the code`
      );
    case 'ordered-by-name':
      return 'the files record no dates, so they were put in order by name (run-2 before run-10); give --commits FILE if that is not commit order';
    case 'carried-missing':
      return `no earlier run carried a history (the artifact ${warning.artifact}): it starts afresh from the stored baselines still there`;
    case 'carried-unreadable':
      return (
        `the history carried by run ${warning.runId} (the artifact ${warning.artifact}) could not be read (${warning.problem}): ` +
        'it starts afresh from the stored baselines still there'
      );
  }
}
