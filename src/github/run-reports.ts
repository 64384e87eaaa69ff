import { existsSync, readFileSync } from 'node:fs';
import type { BaselineNote } from '../model/reason.js';
import { join } from 'node:path';
import { downloadArtifactOfRun, MAX_ARTIFACT_BYTES, MAX_ARTIFACT_ENTRIES, type ArtifactLimits } from './artifacts.js';
import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';
import { artifactProblem } from './errors.js';
import { sanitizeKey } from './leg-key.js';

export const REPORT_FILE = 'report.json';
export const COMMENT_FILE = 'comment.json';
const REPORT_ARTIFACT_PREFIX = 'benchgate-report-';

/** Reports of one run posted at most: each is a comment, and GitHub throttles comment writes to about one every 3 s. */
const MAX_REPORTS = 20;
/** Pages of 100 artifacts listed at most (@actions/artifact's own listing stops at 1,000 too). */
const MAX_ARTIFACT_PAGES = 10;
/**
 * Only report.json and comment.json are extracted (the HTML report is for people). The JSON
 * report of 10,000 rows has 9.4 MB; one of 1.5 GB took 1.75 GB of memory and failed to read.
 */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;
const REPORT_LIMITS: ArtifactLimits = {
  maxZipBytes: MAX_ARTIFACT_BYTES,
  maxEntries: MAX_ARTIFACT_ENTRIES,
  maxBytes: MAX_REPORT_BYTES,
  only: new Set([REPORT_FILE, COMMENT_FILE]),
};

/** One report of a finished PR run, as untrusted text; its suite and key come from the artifact's listed name. */
interface FinishedRunReport {
  readonly artifact: string;
  readonly suite: string;
  readonly key: string;
  readonly reportJson: string;
}

export interface FinishedRunReports {
  readonly reports: readonly FinishedRunReport[];
  /** The open PR of the run's head owner, branch and sha, found with the pulls API. */
  readonly pullRequest: number | undefined;
  /** Artifacts refused, each with the reason. */
  readonly refused: readonly string[];
  /** What was left out by a cap. */
  readonly notes: readonly BaselineNote[];
}

/** The suite and key an artifact name can be read as, for each allowed suite (`benchgate-report-SUITE[-KEY]`). */
function readingsOfName(name: string, suites: readonly string[]): { suite: string; key: string }[] {
  if (!name.startsWith(REPORT_ARTIFACT_PREFIX)) return [];
  const rest = name.slice(REPORT_ARTIFACT_PREFIX.length);
  return suites.flatMap((suite) => {
    if (rest === suite) return [{ suite, key: '' }];
    const key = rest.slice(suite.length + 1);
    // Keys are made by sanitizeKey (leg-key.ts): a name whose key is not one names no leg.
    return rest.startsWith(`${suite}-`) && key !== '' && sanitizeKey(key) === key ? [{ suite, key }] : [];
  });
}

/** comment.json's suite and key (written by the PR run), when it has them; a claim to check, never to follow. */
function claimedSlot(directory: string): { suite: unknown; key: unknown } | undefined {
  const path = join(directory, COMMENT_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    const fields = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    return { suite: fields.suite, key: fields.key ?? '' };
  } catch {
    return { suite: undefined, key: undefined };
  }
}

/**
 * The report artifacts of the run a workflow_run event reports on. The PR is found from the
 * run's head owner, branch and sha with the pulls API, never from the artifact (a fork writes
 * it). Suite and key come from the artifact's name as GitHub lists it, read against the allowed
 * `suites`; a comment.json that says otherwise refuses the artifact. The listing is paginated,
 * at most MAX_REPORTS reports are downloaded, each bounded in size; an artifact that cannot be
 * used is refused with its reason and the others are still read.
 */
export async function reportsOfRun(
  client: GitHubClient,
  token: string,
  context: ActionContext,
  workDir: string,
  suites: readonly string[],
): Promise<FinishedRunReports> {
  const run = context.workflowRun;
  const none = { reports: [], pullRequest: undefined, refused: [], notes: [] };
  if (run === undefined) return none;
  const { owner, repo } = context;
  const notes: BaselineNote[] = [];
  const refused: string[] = [];
  // Re-run attempts can list a name more than once: the newest counts.
  const newest = new Map<string, { readonly id: number; readonly name: string; readonly digest?: string | null; readonly size_in_bytes: number }>();
  let pages = 0;
  for await (const page of client.paginate.iterator(client.rest.actions.listWorkflowRunArtifacts, { owner, repo, run_id: run.id, per_page: 100 })) {
    for (const artifact of page.data) {
      if (!artifact.name.startsWith(REPORT_ARTIFACT_PREFIX) || artifact.expired) continue;
      if ((newest.get(artifact.name)?.id ?? -1) < artifact.id) newest.set(artifact.name, artifact);
    }
    if (++pages >= MAX_ARTIFACT_PAGES) {
      if (page.headers.link?.includes('rel="next"') === true) notes.push({ code: 'first-artifacts', runId: run.id, read: pages * 100 });
      break;
    }
  }
  const artifacts = [...newest.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (artifacts.length === 0) return none;
  const { data: pulls } = await client.rest.pulls.list({ owner, repo, state: 'open', head: `${run.headOwner}:${run.headBranch}`, per_page: 100 });
  const pullRequest = pulls.find((pull) => pull.head.sha === run.headSha)?.number;

  const readable = artifacts.filter((artifact) => {
    if (readingsOfName(artifact.name, suites).length > 0) return true;
    refused.push(
      `artifact ${artifact.name} of run ${run.id}: its name is not benchgate-report-SUITE[-KEY] for a suite of the input suites (${suites.join(', ')})`,
    );
    return false;
  });
  if (readable.length > MAX_REPORTS) notes.push({ code: 'too-many-reports', runId: run.id, found: readable.length, read: MAX_REPORTS });
  const reports: FinishedRunReport[] = [];
  for (const artifact of readable.slice(0, MAX_REPORTS)) {
    const directory = join(workDir, `run-report-${artifact.id}`);
    try {
      await downloadArtifactOfRun(
        context,
        token,
        { id: artifact.id, runId: run.id, digest: artifact.digest ?? undefined, sizeInBytes: artifact.size_in_bytes },
        directory,
        REPORT_LIMITS,
      );
      const reportPath = join(directory, REPORT_FILE);
      if (!existsSync(reportPath)) throw new Error(`it holds no ${REPORT_FILE}`);
      const readings = readingsOfName(artifact.name, suites);
      const claimed = claimedSlot(directory);
      // Without comment.json, the longest suite the name can be read as.
      const slot =
        claimed === undefined
          ? readings.sort((a, b) => b.suite.length - a.suite.length)[0]
          : readings.find((reading) => reading.suite === claimed.suite && reading.key === claimed.key);
      if (slot === undefined) throw new Error(`its ${COMMENT_FILE} does not name the suite and key its name does`);
      reports.push({ artifact: artifact.name, suite: slot.suite, key: slot.key, reportJson: readFileSync(reportPath, 'utf8') });
    } catch (error) {
      const problem = artifactProblem(error);
      const why = problem.gone ? `it ${problem.text}` : problem.text;
      refused.push(`artifact ${artifact.name} of run ${run.id}: ${why}`);
    }
  }
  return { reports, pullRequest, refused, notes };
}
