import type { Calibration } from '../model/calibration.js';
import { markup, shorten } from './markdown-escape.js';
import { showControls } from './visible-controls.js';

function percent(fraction: number): string {
  return `${+(fraction * 100).toFixed(2)}%`;
}

// Both halves are drawn from the same runs, so they are compared as one job's (calibrate.ts).
const DESIGN_NOTE =
  'The halves are compared as runs of one job: this measures run-to-run noise, not how far another machine moves a baseline from another job.';

/**
 * What the calibration advises of the noise threshold. The threshold is the smallest change that
 * matters as much as a guard against false alarms: a row is shown unchanged only inside it, so
 * "±0% would do" is never the advice (no row could then be shown unchanged).
 */
function thresholdAdvice(calibration: Calibration): { readonly lead: string; readonly value: string; readonly tail: string } {
  const needed = calibration.suiteNoiseNeeded;
  if (needed === 0)
    return {
      lead: 'The false alarms stay at or under alpha with no threshold at all, so ',
      value: `±${percent(calibration.noise)}`,
      tail: ' (or the smallest change that matters to you) is a choice of what counts, not a guard.',
    };
  if (needed <= calibration.noise)
    return { lead: 'The threshold of ', value: `±${percent(calibration.noise)}`, tail: ` keeps that at or under alpha (±${percent(needed)} would be enough).` };
  return { lead: 'A noise threshold of ', value: `±${percent(needed)}`, tail: ' would keep that at or under alpha.' };
}

export function renderCalibration(calibration: Calibration): string {
  const rows = [...calibration.rows]
    .sort((a, b) => b.falseAlarmRate - a.falseAlarmRate || b.noiseNeeded - a.noiseNeeded)
    .slice(0, 20)
    .map((row) => ({ ...row, benchmark: showControls(row.benchmark), metric: showControls(row.metric) }));
  const clip = (text: string, width: number): string => ([...text].length <= width ? text : `…${[...text].slice(-(width - 1)).join('')}`);
  const nameWidth = Math.min(48, Math.max(9, ...rows.map((row) => [...row.benchmark].length)));
  const metricWidth = Math.min(16, Math.max(6, ...rows.map((row) => [...row.metric].length)));
  const lines = [`${'benchmark'.padEnd(nameWidth)}  ${'metric'.padEnd(metricWidth)}  false alarms  noise needed`];
  for (const row of rows) {
    const name = `${clip(row.benchmark, nameWidth).padEnd(nameWidth)}  ${clip(row.metric, metricWidth).padEnd(metricWidth)}`;
    lines.push(`${name}  ${`${row.falseAlarms}/${calibration.splits}`.padStart(12)}  ${percent(row.noiseNeeded).padStart(12)}`);
  }
  if (calibration.rows.length > rows.length) lines.push(`(${calibration.rows.length - rows.length} more rows in --json)`);
  lines.push(
    '',
    `${calibration.splits} random splits of ${calibration.runs} runs into halves, alpha ${calibration.alpha}, noise threshold ±${percent(calibration.noise)}.`,
    `The gate failed for nothing in ${percent(calibration.suiteFalseAlarmRate)} of the splits (alpha: ${percent(calibration.alpha)}).`,
    ((advice) => `${advice.lead}${advice.value}${advice.tail}`)(thresholdAdvice(calibration)),
    DESIGN_NOTE,
  );
  return `${lines.join('\n')}\n`;
}

/** The calibration as markdown, for the action's job summary. */
export function renderCalibrationMarkdown(calibration: Calibration, title: string): string {
  const rows = [...calibration.rows].sort((a, b) => b.falseAlarmRate - a.falseAlarmRate || b.noiseNeeded - a.noiseNeeded).slice(0, 50);
  const advice = thresholdAdvice(calibration);
  const settings = markup`(alpha ${percent(calibration.alpha)}, noise threshold ±${percent(calibration.noise)})`;
  const splits = markup`${calibration.splits} random splits of ${calibration.runs} runs`;
  const failed = markup`The gate failed for nothing in **${percent(calibration.suiteFalseAlarmRate)}** of ${splits}`;
  const lines = [
    markup`### ${shorten(title)}: A/A calibration`,
    markup``,
    markup`${failed} ${settings}. ${advice.lead}**${advice.value}**${advice.tail} ${DESIGN_NOTE}`,
    markup``,
    markup`| Benchmark | Metric | False alarms | Noise needed |`,
    markup`| :-- | :-- | --: | --: |`,
    ...rows.map(
      (row) => markup`| ${shorten(row.benchmark)} | ${shorten(row.metric)} | ${`${row.falseAlarms}/${calibration.splits}`} | ${percent(row.noiseNeeded)} |`,
    ),
  ];
  if (calibration.rows.length > rows.length) lines.push(markup``, markup`${calibration.rows.length - rows.length} more rows are not listed.`);
  return `${lines.map((line) => line.source).join('\n')}\n`;
}
