/** A standard normal draw from a seeded uniform (Box–Muller), for the tests' simulated data. */
export function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
