import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import "./chunk-IAWXRHK4.js";

// src/github/artifacts.ts
async function artifactClient() {
  const { DefaultArtifactClient } = await import("./artifact-4MDUK74R.js");
  return new DefaultArtifactClient();
}
async function uploadArtifactFile(name, file, rootDirectory) {
  const client = await artifactClient();
  const { id } = await client.uploadArtifact(name, [file], rootDirectory, { retentionDays: 90 });
  return id;
}
async function downloadArtifactOfRun(context, token, artifactId, runId, directory, digest) {
  const client = await artifactClient();
  const result = await client.downloadArtifact(artifactId, {
    path: directory,
    ...digest !== void 0 && { expectedHash: digest },
    findBy: { token, workflowRunId: runId, repositoryOwner: context.owner, repositoryName: context.repo }
  });
  if (result.digestMismatch === true) throw new Error(`the baseline artifact ${artifactId} does not match its digest; it was not used`);
}
export {
  downloadArtifactOfRun,
  uploadArtifactFile
};
