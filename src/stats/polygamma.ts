// Digamma, trigamma and tetragamma for positive arguments: the recurrence ψ(x) = ψ(x+1) − 1/x
// up to x ≥ 12, then the asymptotic (Bernoulli) series; relative error below 1e-13 there.
// jStat has the gamma function but no polygamma; limma's prior fit needs all three.

const SHIFT_TO = 12;

export function digamma(x: number): number {
  let result = 0;
  let y = x;
  while (y < SHIFT_TO) {
    result -= 1 / y;
    y += 1;
  }
  const inv2 = 1 / (y * y);
  // ln y − 1/(2y) − Σ B_2k / (2k y^2k)
  const series = inv2 * (1 / 12 - inv2 * (1 / 120 - inv2 * (1 / 252 - inv2 * (1 / 240 - inv2 * (1 / 132)))));
  return result + Math.log(y) - 0.5 / y - series;
}

export function trigamma(x: number): number {
  let result = 0;
  let y = x;
  while (y < SHIFT_TO) {
    result += 1 / (y * y);
    y += 1;
  }
  const inv = 1 / y;
  const inv2 = inv * inv;
  // 1/y + 1/(2y²) + Σ B_2k / y^(2k+1)
  const series = inv + inv2 / 2 + inv * inv2 * (1 / 6 - inv2 * (1 / 30 - inv2 * (1 / 42 - inv2 * (1 / 30 - inv2 * (5 / 66)))));
  return result + series;
}

/** ψ''(x), the derivative of trigamma. */
export function tetragamma(x: number): number {
  let result = 0;
  let y = x;
  while (y < SHIFT_TO) {
    result -= 2 / (y * y * y);
    y += 1;
  }
  const inv = 1 / y;
  const inv2 = inv * inv;
  // −1/y² − 1/y³ − Σ (2k+1) B_2k / y^(2k+2)
  const series = -inv2 - inv2 * inv - inv2 * inv2 * (1 / 2 - inv2 * (1 / 6 - inv2 * (1 / 6 - inv2 * (3 / 10 - inv2 * (5 / 6)))));
  return result + series;
}

/** The y with trigamma(y) = x, by limma's Newton iteration (Smyth 2004, appendix). */
export function trigammaInverse(x: number): number {
  if (x > 1e7) return 1 / Math.sqrt(x);
  if (x < 1e-6) return 1 / x;
  let y = 0.5 + 1 / x;
  for (let iteration = 0; iteration < 50; iteration++) {
    const tri = trigamma(y);
    const step = (tri * (1 - tri / x)) / tetragamma(y);
    y += step;
    if (-step / y < 1e-8) break;
  }
  return y;
}
