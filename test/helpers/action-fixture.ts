import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { FakeGitHub } from './fake-github.js';
import { runSourceCli } from './run-cli.js';
import { makeZip } from './zip.js';
import { scratchDir } from './scratch.js';

// What the action tests share: the commits of a PR (merge, base, head), the hyperfine example's
// sides, and a fake GitHub on 127.0.0.1 whose base-branch run 501 holds the baseline artifact.

export const MERGE_SHA = 'aaaa000000000000000000000000000000000001';
export const BASE_SHA = 'bbbb000000000000000000000000000000000002';
export const OLDER_SHA = 'cccc000000000000000000000000000000000003';
export const HEAD_SHA = 'dddd000000000000000000000000000000000004';
export const SLOWER = 'examples/hyperfine/slower/*.csv';
export const SAME = 'examples/hyperfine/same/*.csv';

export interface GitHubFixture {
  fake: FakeGitHub;
  /** The hyperfine baseline converted to native JSON, zipped as the action stores it. */
  baselineZip: Buffer;
}

/** Starts the fake GitHub for the file's tests and resets it before each to one stored baseline. */
export function useFakeGitHub(): GitHubFixture {
  const fixture = {} as GitHubFixture;
  beforeAll(async () => {
    fixture.fake = new FakeGitHub();
    await fixture.fake.start();
    const converted = join(scratchDir('baseline'), 'benchgate.json');
    expect(runSourceCli(['convert', 'examples/hyperfine/baseline/*.csv', '-o', converted]).status).toBe(0);
    fixture.baselineZip = makeZip({ 'benchgate.json': readFileSync(converted, 'utf8') });
  });
  afterAll(async () => {
    await fixture.fake.stop();
  });
  beforeEach(() => {
    fixture.fake.reset({
      runs: [{ id: 501, headSha: BASE_SHA, branch: 'main' }],
      artifacts: [{ id: 7001, runId: 501, name: 'benchgate-default', zip: fixture.baselineZip }],
      commits: { [MERGE_SHA]: [BASE_SHA, HEAD_SHA] },
    });
  });
  return fixture;
}
