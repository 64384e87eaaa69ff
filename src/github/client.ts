import * as core from '@actions/core';
import * as github from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import { GITHUB_PACING, type ApiPacing } from './pacing.js';

export type GitHubClient = ReturnType<typeof github.getOctokit>;

// Octokit's throttling plugin spaces writes, searches and notifying writes through module-wide
// groups; unspaced groups of our own replace them when the pacing says so.
function unspacedGroups(): Record<'write' | 'search' | 'notifications', Bottleneck.Group> {
  return {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
    search: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
  };
}

/**
 * The one Octokit of the action: retries 5xx with backoff (1, 4, 9 units of the pacing: seconds
 * for GitHub) and waits out rate limits (primary and secondary, honouring retry-after) once when
 * the wait is at most a minute.
 */
export function createClient(token: string, pacing: ApiPacing = GITHUB_PACING): GitHubClient {
  // Read at call time (GitHub Enterprise Server sets its own API URL); @actions/github reads it once at load.
  const apiUrl = process.env.GITHUB_API_URL;
  return github.getOctokit(
    token,
    {
      ...(apiUrl !== undefined && apiUrl !== '' && { baseUrl: apiUrl }),
      // Only 5xx are retried here (no request.retries: it would retry every 4xx, octokit/plugin-retry.js#576);
      // rate limits (403/429 with their headers) are the throttling plugin's.
      retry: { retries: 3, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451], retryAfterBaseValue: pacing.waitUnitMs },
      throttle: {
        retryAfterBaseValue: pacing.waitUnitMs,
        ...(!pacing.spaceWrites && unspacedGroups()),
        onRateLimit: (after: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
          core.warning(`GitHub rate limit on ${options.method} ${options.url}; ${retryCount < 1 && after <= 60 ? `retrying in ${after} s` : 'giving up'}`);
          return retryCount < 1 && after <= 60;
        },
        onSecondaryRateLimit: (after: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
          core.warning(
            `GitHub secondary rate limit on ${options.method} ${options.url}; ${retryCount < 1 && after <= 60 ? `retrying in ${after} s` : 'giving up'}`,
          );
          return retryCount < 1 && after <= 60;
        },
      },
    },
    retry,
    throttling,
  );
}
