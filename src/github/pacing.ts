/**
 * How long the GitHub client waits: between retries of a 5xx, after a rate limit, and between
 * writes. The action uses GitHub's pacing; tests pass a unit of a millisecond and no spacing, so
 * they check the waits requested without sitting through them. No imports: main.ts names the
 * type without loading Octokit.
 */
export interface ApiPacing {
  /**
   * Milliseconds in one unit of waiting. Octokit's retry plugin waits (n + 1)² units before the
   * n-th retry of a 5xx (1, 4, 9); its throttling plugin waits `retry-after` units on a rate limit.
   */
  readonly waitUnitMs: number;
  /** GitHub asks integrators to space content-creating requests about a second apart (Octokit's default). */
  readonly spaceWrites: boolean;
}

export const GITHUB_PACING: ApiPacing = { waitUnitMs: 1000, spaceWrites: true };
