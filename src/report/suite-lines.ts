import type { Report, SuiteLine } from '../model/report.js';
import { rowReasonText } from './reason-text.js';
import { formatInterval, formatPercent, formatPValue, roundsToZero } from './cells.js';

const VERDICT_WORDS: Readonly<Record<SuiteLine['verdict'], string>> = {
  regression: 'a regression of every row',
  improvement: 'an improvement of every row',
  unchanged: 'no common change',
  noise: 'a common change within the noise threshold',
  inconclusive: 'inconclusive',
  added: 'added',
  removed: 'removed',
};

/** A positive spread never printed as 0.0%: a spread that was added is not nothing. */
function spread(fraction: number): string {
  const digits = fraction < 0.0005 ? 2 : 1;
  return fraction > 0 && roundsToZero(fraction, digits) ? '< 0.01%' : formatPercent(fraction, digits).replace('+', '');
}

/** How the rows were judged against the common shift: net of it where it is the machine's, else raw (issue 40). */
function rowsBasis(line: SuiteLine): string {
  if (line.rowsNetted !== false) return "each row is tested net of the other rows' median shift, run drift removed";
  if (line.mixture === true)
    return 'the rows split into a changed and an unchanged group: each row is tested on its own change (the shift left in), run drift removed';
  return "the shift is beyond the machine's: each row is tested on its own change (the shift left in), run drift removed";
}

/** One plain-text sentence per whole-suite line; renderers escape or style it. */
export function suiteSentences(report: Report): string[] {
  const named = report.baselines.length > 1;
  return report.suites.map((line) => {
    const against = named ? `vs ${report.baselines[line.reference]?.label ?? ''}, ` : '';
    const where = `${against}${line.metric}, ${line.rows} rows, ${line.baselineRuns} v ${line.currentRuns} runs`;
    const shift =
      line.change === null || line.changeCI === null
        ? `common shift ${VERDICT_WORDS.inconclusive}: ${line.reason === undefined ? '' : rowReasonText(line.reason)}`
        : `common shift ${formatPercent(line.change)} ${formatInterval(line.changeCI)}, p ${formatPValue(line.pAdjusted)}: ${VERDICT_WORDS[line.verdict]}`;
    const model = [
      rowsBasis(line),
      line.priorSd === null ? '' : `variances moderated (prior sd ${spread(line.priorSd)}, df ${line.priorDf === null ? '∞' : line.priorDf.toFixed(1)})`,
      line.betweenJobSd > 0 ? `between-job spread ${spread(line.betweenJobSd)} added` : '',
      line.rowSpreadJobs > 0 ? `each row also against its own spread over ${line.rowSpreadJobs} baseline jobs` : '',
      line.detectable === null ? '' : `a change of one row ≥ ${formatPercent(line.detectable, 1).replace('+', '')} is detected 4 times in 5`,
    ].filter((part) => part !== '');
    return `Whole suite (${where}): ${shift}; ${model.join('; ')}.`;
  });
}

export function suiteRegressions(report: Report): number {
  return report.suites.filter((line) => line.verdict === 'regression').length;
}
