import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extractZip, ZipError, type ZipLimits } from '../fs/extract-zip.js';
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

/** GitHub's listing of an artifact of another run: what to download and what it should be. */
export interface ListedArtifact {
  readonly id: number;
  readonly runId: number;
  readonly digest: string | undefined;
  /** The zip's size as listed, checked before any download. */
  readonly sizeInBytes: number;
}

/** An artifact's zip and what may be extracted from it. */
export interface ArtifactLimits extends ZipLimits {
  readonly maxZipBytes: number;
}

/** An artifact's zip as listed, checked before a download (the native JSON compresses about tenfold). */
export const MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
/** benchgate's artifacts hold one file (a baseline) or three (a report); a few more for what comes. */
export const MAX_ARTIFACT_ENTRIES = 16;

/**
 * Downloads the zip of an artifact of another run and extracts it into `directory` within
 * `limits`; throws with the reason when the artifact is refused (the folder is then removed).
 * The zip is saved as it is (skipDecompress) and extracted here, bounded while inflating:
 * @actions/artifact's own extraction has no limit, and retries a zip it cannot read 5 times,
 * 5 s apart. Only the download itself is retried (by @actions/artifact), where a retry can help.
 */
export async function downloadArtifactOfRun(
  context: ActionContext,
  token: string,
  artifact: ListedArtifact,
  directory: string,
  limits: ArtifactLimits,
): Promise<void> {
  if (artifact.sizeInBytes > limits.maxZipBytes) throw new Error(`its zip has ${artifact.sizeInBytes} bytes, more than the ${limits.maxZipBytes} allowed`);
  const zipFolder = `${directory}-zip`;
  mkdirSync(zipFolder, { recursive: true });
  mkdirSync(directory, { recursive: true });
  try {
    const client = await artifactClient();
    const result = await client.downloadArtifact(artifact.id, {
      path: zipFolder,
      skipDecompress: true,
      ...(artifact.digest !== undefined && { expectedHash: artifact.digest }),
      findBy: { token, workflowRunId: artifact.runId, repositoryOwner: context.owner, repositoryName: context.repo },
    });
    if (result.digestMismatch === true) throw new Error(`the artifact ${artifact.id} does not match its digest`);
    // The one file @actions/artifact saved, named from the blob's Content-Disposition.
    const [zip, ...others] = readdirSync(zipFolder, { withFileTypes: true });
    if (zip === undefined || others.length > 0 || !zip.isFile()) throw new Error('the download did not leave one zip file');
    const zipPath = join(zipFolder, zip.name);
    const size = statSync(zipPath).size;
    if (size > limits.maxZipBytes) throw new Error(`its zip has ${size} bytes, more than the ${limits.maxZipBytes} allowed`);
    await extractZip(zipPath, directory, limits);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    if (error instanceof ZipError) throw new Error(`${error.message} (${error.written} bytes written)`, { cause: error });
    throw error;
  } finally {
    rmSync(zipFolder, { recursive: true, force: true });
  }
}
