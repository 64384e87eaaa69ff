import { describe, expect, it } from 'vitest';
import { appendSamples, reserveSamples, samplesArray, samplesCount, samplesStart, storeSamples, StoredRun } from '../../src/model/samples.js';
import type { Run } from '../../src/model/series.js';

describe('sample memory', () => {
  it('stores a run in shared memory and reads it back as a view, as a list in JSON, or where it is', () => {
    const run = storeSamples([3, 1, 2]);
    expect(run.chunk.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Array.from(run.samples)).toEqual([3, 1, 2]);
    expect(JSON.stringify(run)).toBe('{"kind":"samples","samples":[3,1,2]}');
    expect([samplesCount(run), Array.from(samplesArray(run).subarray(samplesStart(run), samplesStart(run) + samplesCount(run)))]).toEqual([3, [3, 1, 2]]);
    // A run of a list (a test's, the MAD filter's) is read the same way.
    const listed: Run = { kind: 'samples', samples: Float64Array.of(4, 5) };
    if (listed.kind === 'samples') expect([samplesStart(listed), samplesCount(listed), samplesArray(listed)]).toEqual([0, 2, Float64Array.of(4, 5)]);
  });

  it('appends in place to the last run handed out, and copies a run that is not the last', () => {
    const first = storeSamples([1, 2]);
    const grown = appendSamples(first, [3, 4], 1);
    expect([grown.chunk === first.chunk, grown.start === first.start, Array.from(grown.samples)]).toEqual([true, true, [1, 2, 3]]);
    const other = storeSamples([9]);
    const copied = appendSamples(grown, [4], 1);
    expect(copied.start).not.toBe(grown.start);
    expect([Array.from(copied.samples), Array.from(grown.samples), Array.from(other.samples)]).toEqual([[1, 2, 3, 4], [1, 2, 3], [9]]);
  });

  it('never moves a run: a run larger than what is left of a chunk, or than any chunk, starts new memory', () => {
    const before = storeSamples([7, 8]);
    const large = reserveSamples(1 << 20);
    large.chunk[large.start + (1 << 20) - 1] = 5;
    const huge = reserveSamples((1 << 22) + 1);
    expect(huge.chunk.length).toBeGreaterThanOrEqual((1 << 22) + 1);
    expect([Array.from(before.samples), large.samples[(1 << 20) - 1], huge.samples[0], huge instanceof StoredRun]).toEqual([[7, 8], 5, 0, true]);
  });
});
