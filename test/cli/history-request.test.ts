import { describe, expect, it } from 'vitest';
import { runSourceCli } from '../helpers/run-cli.js';

// What `benchgate history` hands its request (pipeline/history.ts) and what the request refuses
// before any file is read; the history's own tests are in test/history/cli.test.ts.

describe('benchgate history, its request', () => {
  it('refuses --order and --commits together, naming both, before it reads a file', () => {
    const result = runSourceCli(['history', 'no-such-dir/*.json', '--order', 'time', '--commits', 'commits.txt']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('benchgate: --order and --commits: give one; --commits orders the files by the commits it lists\n');
  });

  it('asks for the files of the runs when none are given', () => {
    const result = runSourceCli(['history']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('benchgate: history: expected the files of the stored runs (one file a run), e.g. "history/*.json"\n');
  });
});
