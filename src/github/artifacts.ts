import type { ActionContext } from './context.js';

// @actions/artifact (with the Azure SDK) is most of the bundle; it is loaded only by the runs
// that store or fetch a baseline, not by a same-job comparison.
async function artifactClient() {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  return new DefaultArtifactClient();
}

/** Uploads one file as the artifact `name` (kept 90 days, the usual maximum). */
export async function uploadArtifactFile(name: string, file: string, rootDirectory: string): Promise<number | undefined> {
  const client = await artifactClient();
  const { id } = await client.uploadArtifact(name, [file], rootDirectory, { retentionDays: 90 });
  return id;
}

/** Downloads an artifact of another run into `directory`; fails on a digest mismatch. */
export async function downloadArtifactOfRun(context: ActionContext, token: string, artifactId: number, runId: number, directory: string, digest: string | undefined): Promise<void> {
  const client = await artifactClient();
  const result = await client.downloadArtifact(artifactId, {
    path: directory,
    ...(digest !== undefined && { expectedHash: digest }),
    findBy: { token, workflowRunId: runId, repositoryOwner: context.owner, repositoryName: context.repo },
  });
  if (result.digestMismatch === true) throw new Error(`the baseline artifact ${artifactId} does not match its digest; it was not used`);
}
