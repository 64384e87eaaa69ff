import { UserError } from '../errors.js';
import type { BaselineNote } from '../model/reason.js';

/** Thrown when the token may not read Actions data: the fix is a permission in the workflow. */
export class PermissionError extends UserError {
  override readonly name = 'PermissionError';
}

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Why an artifact could not be used, in words: `gone` when GitHub says it was deleted (404) or
 * has expired (410), else the error's first line.
 */
export function artifactProblem(error: unknown): { readonly gone: boolean; readonly text: string } {
  const status = statusOf(error);
  if (status === 404) return { gone: true, text: 'was deleted (HTTP 404)' };
  if (status === 410) return { gone: true, text: 'has expired (HTTP 410)' };
  return { gone: false, text: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
}

/**
 * A baseline exists but could not be used (every candidate failed to download or was
 * unreadable, or GitHub kept failing): an error, never a quiet "no baseline" pass.
 */
export class BaselineError extends UserError {
  override readonly name = 'BaselineError';
  /**
   * @param notes why each candidate could not be used, newest last: report/ words the newest after
   *   the message (baselineErrorText) where the face shows the error.
   */
  constructor(
    message: string,
    readonly notes?: readonly BaselineNote[],
  ) {
    super(message);
  }
}
