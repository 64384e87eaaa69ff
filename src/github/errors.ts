/** Thrown when the token may not read Actions data: the fix is a permission in the workflow. */
export class PermissionError extends Error {
  override readonly name = 'PermissionError';
}

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A baseline exists but could not be used (every candidate failed to download or was
 * unreadable, or GitHub kept failing): an error, never a quiet "no baseline" pass.
 */
export class BaselineError extends Error {
  override readonly name = 'BaselineError';
}
