import type { ActionContext } from './context.js';

// @actions/artifact (with the Azure SDK) is most of the bundle; it is loaded only by the runs
// that store or fetch a baseline, not by a same-job comparison.
async function artifactClient() {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  return new DefaultArtifactClient();
}

export type UploadResult = { readonly stored: true; readonly id: number | undefined } | { readonly stored: false; readonly reason: string };

/**
 * Uploads one file as the artifact `name`, kept `retentionDays`. An artifact of that name
 * already in this run (HTTP 409: a re-run attempt, or another matrix leg without its own key)
 * is not an error: the first one stays, and the caller says so.
 */
export async function uploadArtifactFile(name: string, file: string, rootDirectory: string, retentionDays = 90): Promise<UploadResult> {
  return uploadArtifactFiles(name, [file], rootDirectory, retentionDays);
}

export async function uploadArtifactFiles(name: string, files: readonly string[], rootDirectory: string, retentionDays = 90): Promise<UploadResult> {
  const client = await artifactClient();
  try {
    const { id } = await client.uploadArtifact(name, [...files], rootDirectory, { retentionDays });
    return { stored: true, id };
  } catch (error) {
    // @actions/artifact reports the service's status only in its message: "(409) Conflict".
    if (error instanceof Error && /\(409\)/.test(error.message)) return { stored: false, reason: `this workflow run already has an artifact ${name}` };
    throw error;
  }
}

/** Downloads an artifact of another run into `directory`; fails on a digest mismatch. */
export async function downloadArtifactOfRun(
  context: ActionContext,
  token: string,
  artifactId: number,
  runId: number,
  directory: string,
  digest: string | undefined,
): Promise<void> {
  const client = await artifactClient();
  const result = await client.downloadArtifact(artifactId, {
    path: directory,
    ...(digest !== undefined && { expectedHash: digest }),
    findBy: { token, workflowRunId: runId, repositoryOwner: context.owner, repositoryName: context.repo },
  });
  if (result.digestMismatch === true) throw new Error(`the baseline artifact ${artifactId} does not match its digest; it was not used`);
}
