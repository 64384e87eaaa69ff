import { describe, expect, it } from 'vitest';
import { leaveOneOutMedians, medianByBuckets, medianInPlace, selectInPlace, sortInPlace } from '../../src/stats/selection.js';
import { mulberry32 } from '../../src/stats/rng.js';

describe('order statistics', () => {
  const random = mulberry32(42);
  const arrays = Array.from({ length: 300 }, (_, t) => Float64Array.from({ length: 1 + (t % 130) }, () => Math.floor(random() * (t % 3 === 0 ? 5 : 1000))));

  it('medianInPlace agrees with a full sort, ties and even lengths included', () => {
    for (const values of arrays) {
      const sorted = [...values].sort((a, b) => a - b);
      const n = sorted.length;
      const expected = n % 2 === 1 ? sorted[(n - 1) / 2] : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
      expect(medianInPlace(Float64Array.from(values), n)).toBe(expected);
    }
  });

  it("medianByBuckets gives medianInPlace's value exactly: ties, clusters, far values, zeros, a narrow spread, NaN, Infinity", () => {
    const cases = [
      ...arrays,
      // The subselection's means: a cluster near a value of 1e-6 or 1e9, a few far off, few distinct values.
      ...Array.from({ length: 200 }, (_, t) =>
        Float64Array.from(
          { length: 100 },
          (_, i) => (t % 2 === 0 ? 1e-6 : 1.2e9) * (1 + 0.01 * Math.floor(random() * (t % 5 === 0 ? 3 : 45))) * (i < t % 4 ? 50 : 1),
        ),
      ),
      Float64Array.from({ length: 100 }, (_, i) => (i === 0 ? 1 + Number.EPSILON : 1)),
      Float64Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 5e-324 : 0)),
      Float64Array.from({ length: 100 }, (_, i) => (i === 99 ? 1e308 : i === 0 ? -1e308 : i)),
      Float64Array.from({ length: 100 }, (_, i) => (i === 7 ? Number.NaN : i)),
      Float64Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? -0 : i % 3 === 1 ? 0 : 1)),
      Float64Array.from({ length: 100 }, (_, i) => (i === 50 ? Number.POSITIVE_INFINITY : i === 3 ? Number.NEGATIVE_INFINITY : i + 0.5)),
      Float64Array.from({ length: 100 }, () => 1e308),
      Float64Array.of(3, 3),
      Float64Array.of(2, 1),
    ];
    for (const values of cases) {
      const expected = medianInPlace(Float64Array.from(values), values.length);
      expect(Object.is(medianByBuckets(Float64Array.from(values), values.length), expected)).toBe(true);
    }
  });

  it('selectInPlace finds every order statistic', () => {
    const values = Float64Array.from([5, 3, 9, 1, 1, 7, 2]);
    const sorted = [...values].sort((a, b) => a - b);
    sorted.forEach((expected, k) => expect(selectInPlace(Float64Array.from(values), values.length, k)).toBe(expected));
  });

  it('sortInPlace sorts short and long arrays numerically, and only the first length values', () => {
    for (const values of arrays) {
      const scratch = Float64Array.from([...values, -1, -2]);
      sortInPlace(scratch, values.length);
      expect([...scratch]).toEqual([...[...values].sort((a, b) => a - b), -1, -2]);
    }
  });

  it("leaveOneOutMedians gives each member the others' median and every other index the members' (odd and even counts, ties, subsets)", () => {
    const sortedMedian = (list: number[]): number => {
      const sorted = [...list].sort((a, b) => a - b);
      const n = sorted.length;
      return n % 2 === 1 ? (sorted[(n - 1) / 2] as number) : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
    };
    for (const [t, values] of arrays.entries()) {
      if (values.length < 3) continue;
      // Every index; every other index; a random subset of at least two (members in any order).
      const subsets = [
        Array.from(values, (_, i) => i),
        Array.from(values, (_, i) => i).filter((i) => i % 2 === t % 2),
        Array.from(values, (_, i) => i)
          .filter(() => random() < 0.4)
          .reverse(),
      ].filter((members) => members.length >= 2);
      for (const members of subsets) {
        const medians = leaveOneOutMedians(values, members);
        const everyMember = sortedMedian(members.map((i) => values[i] as number));
        values.forEach((_, i) => {
          const expected = members.includes(i) ? sortedMedian(members.filter((j) => j !== i).map((j) => values[j] as number)) : everyMember;
          expect(medians[i]).toBe(expected);
        });
      }
    }
    // One member: its own value, for every index.
    expect([...leaveOneOutMedians([4, 9, 1], [1])]).toEqual([9, 9, 9]);
  });
});
