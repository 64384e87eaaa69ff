/**
 * Seeded randomness for every random step (subselection, bootstrap), so the same input gives the
 * same output. mulberry32 is tiny, fast and easy to reproduce in the SciPy reference scripts
 * (test/stats/reference/*.py carry a line-for-line Python port).
 */
export type Random = () => number;

/** A generator of uniform numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit FNV-1a of a string's UTF-16 code units: a stable seed from a benchmark's name. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
