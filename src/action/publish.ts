import * as core from '@actions/core';
import { gateReasonText, rowReasonText } from '../report/reason-text.js';
import { errorMessage } from '../errors.js';
import type { BaselineArtifact } from '../github/baseline.js';
import type { ActionContext } from '../github/context.js';
import type { GitHubSession } from '../github/session.js';
import type { ActionSettings } from './inputs.js';
import type { Acceptance } from '../compare/gate.js';
import type { Report } from '../model/report.js';
import { logSafe } from '../report/log-safe.js';
import { codeSpan, link, markup, type Markdown } from '../report/markdown-escape.js';

// What the action does with a finished report on GitHub: the accept label, the one comment.

/** The PR's accept label and who added it, when the PR carries it: an input of the gate (compare/gate.ts). */
export async function acceptanceOf(inputs: ActionSettings, context: ActionContext, github: () => Promise<GitHubSession>): Promise<Acceptance | undefined> {
  const pr = context.pullRequest;
  if (pr === undefined || !pr.labels.includes(inputs.acceptLabel)) return undefined;
  return { label: inputs.acceptLabel, by: await (await github()).acceptedBy(pr.number, inputs.acceptLabel) };
}

/** The one comment of this suite and leg: written, or marked stale when this run has no verdict. */
export async function publishComment(
  session: GitHubSession,
  inputs: ActionSettings,
  context: ActionContext,
  key: string,
  what: { body: string; mayCreate: boolean } | { stale: string },
): Promise<string> {
  const pr = context.pullRequest;
  if (pr === undefined || inputs.comment === 'never') return '';
  try {
    const result =
      'stale' in what
        ? await session.markStale(pr.number, inputs.suite, key, what.stale)
        : await session.comment(pr.number, inputs.suite, key, what.body, what.mayCreate);
    if (result.url === undefined) {
      if (result.refused) core.warning(`benchgate: ${result.skipped}`);
      else core.info(`benchgate: no comment: ${result.skipped}`);
      return '';
    }
    core.info(`benchgate: comment ${result.action}: ${result.url}`);
    return result.url;
  } catch (error) {
    core.warning(`benchgate could not comment on the pull request: ${errorMessage(error)}; the job summary has the report`);
    return '';
  }
}

/** The footer's line saying which base-branch run the baseline came from, with a link to it. */
export function baselineLine(artifact: BaselineArtifact): Markdown {
  const ancestor = artifact.match === 'ancestor' ? ' (an ancestor of the base commit)' : '';
  return markup`Baseline: ${link(`run ${artifact.runId}`, artifact.runUrl)} at ${codeSpan(artifact.headSha.slice(0, 7))}${ancestor}.`;
}

/** The step's end: failed with the regressions named when the gate fails; a warning when the gate says why it passed. */
export function reportGate(report: Report): void {
  if (report.gate === 'fail') {
    const regressed = report.comparisons.filter((row) => row.verdict === 'regression').map((row) => logSafe(`${row.benchmark} ${row.metric}`));
    const suiteWide = report.suites.filter((line) => line.verdict === 'regression').map((line) => `every ${line.metric} row`);
    const all = [...suiteWide, ...regressed];
    const what =
      all.length === 0
        ? ''
        : `${all.length} significant regression${all.length === 1 ? '' : 's'}: ${all.slice(0, 10).join(', ')}${all.length > 10 ? ', …' : ''}`;
    core.setFailed(`benchgate: ${[what, report.gateReason === undefined ? '' : gateReasonText(report.gateReason)].filter((text) => text !== '').join('; ')}`);
  } else if (report.gateReason !== undefined) {
    core.warning(`benchgate: ${gateReasonText(report.gateReason)}`);
  }
  // A pass that did not decide every row says so where the check is read, not only in the comment.
  const undecided = report.summary.inconclusive;
  if (report.gate === 'pass' && undecided > 0) {
    const first = report.comparisons.find((row) => row.verdict === 'inconclusive');
    core.warning(
      `benchgate: ${undecided} of ${report.summary.rows} rows are inconclusive, so the check passes without knowing them${first?.reason === undefined ? '' : ` (${logSafe(rowReasonText(first.reason))})`}`,
    );
  }
}
