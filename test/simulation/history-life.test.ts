import { describe, expect, it } from 'vitest';
import { simulateLives } from './history-life.js';

// A small slice of `npm run simulate -- history-life` (docs/history.md, "The issue over a suite's
// life"): the action's issue decided after every commit of seeded lives, so that issue 42's
// targets are checked on every run.

describe("the history issue over a suite's life (issue 42, item 6)", () => {
  it('opens no issue in quiet suites, lists steps within 5 commits, never a spike as standing', () => {
    const quiet = simulateLives(1, false, 21);
    expect(quiet.everOpened).toBe(0);
    expect(quiet.falseEntries).toBe(0);
    const changed = simulateLives(1, true, 22);
    expect(changed.steps).toBe(2);
    expect(changed.stepsListedIn5).toBe(2);
    expect(changed.spikes).toBe(2);
    expect(changed.spikesListedStanding).toBe(0);
  });

  // The rate over many lives is the simulation's table (docs/history.md); two lives check the runner's part (in the
  // first, without the fingerprint, the suite's noise takes the slower jobs' stretches in: no false level either).
  it('reads a runner of two CPU models, recorded, as no change at all; without the fingerprint it makes false levels', () => {
    const quiet = simulateLives(2, false, 23, 'bimodal-cpu');
    expect(quiet.series).toBe(80);
    expect(quiet.falseChanges).toBe(0);
    expect(quiet.falseChangesWithoutRunner).toBeGreaterThan(10);
  });
});
