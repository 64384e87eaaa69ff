import { describe, expect, it } from 'vitest';
import { RowSettingsResolver } from '../src/compare/config.js';
import { DEFAULT_POLICY } from '../src/compare/policy.js';
import { parseDirections } from '../src/settings.js';

describe('parseDirections', () => {
  it('turns --better into configuration rules that match the metric name literally', () => {
    const rules = parseDirections(['B/op=higher', 'allocs*=higher'], '--better');
    const resolver = new RowSettingsResolver({ rules }, DEFAULT_POLICY);
    expect(resolver.resolve('BenchmarkX-8', 'B/op').better).toBe('higher');
    expect(resolver.resolve('BenchmarkX-8', 'allocs*').better).toBe('higher');
    expect(resolver.resolve('BenchmarkX-8', 'allocs/op').better).toBeUndefined();
  });

  it('rejects a value without a direction', () => {
    expect(() => parseDirections(['time'], '--better')).toThrow(/--better: expected METRIC=lower or METRIC=higher/);
  });
});
