// The special functions behind Student's t and the normal distribution: jStat 1.9.6's
// (src/special.js and src/distribution.js; Copyright (c) 2013 jStat, MIT licence, whose text
// dist/licenses.txt carries), copied operation for operation, so that every p-value and quantile
// is the one jStat gave to the last bit (test/stats/special-functions.test.ts compares them on a
// sweep). Copied rather than imported: jStat is 138 kB whose set-up ran at every start of the CLI
// for these five functions. The forms are Numerical Recipes' (Press et al., 3rd ed., 6.1, 6.2, 6.4).
// A few constants are written as the shortest decimals of the same doubles: jStat's carry digits a
// double cannot hold.

const GAMMALN_COF = [76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5];

/** ln Γ(x) for x > 0 (Lanczos). */
export function gammaln(x: number): number {
  let ser = 1.000000000190015;
  let y = x;
  const xx = x;
  let tmp = x + 5.5;
  tmp -= (xx + 0.5) * Math.log(tmp);
  for (let j = 0; j < 6; j++) ser += (GAMMALN_COF[j] as number) / ++y;
  return Math.log((2.5066282746310007 * ser) / xx) - tmp;
}

/** The continued fraction of the incomplete beta function, by the modified Lentz method. */
function betacf(x: number, a: number, b: number): number {
  const fpmin = 1e-30;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < fpmin) d = fpmin;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 100; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    // One step (the even one) of the recurrence.
    d = 1 + aa * d;
    if (Math.abs(d) < fpmin) d = fpmin;
    c = 1 + aa / c;
    if (Math.abs(c) < fpmin) c = fpmin;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    // The next step (the odd one).
    d = 1 + aa * d;
    if (Math.abs(d) < fpmin) d = fpmin;
    c = 1 + aa / c;
    if (Math.abs(c) < fpmin) c = fpmin;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1.0) < 3e-7) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b); 0 outside [0, 1] (jStat's false, which arithmetic reads as 0). */
export function ibeta(x: number, a: number, b: number): number {
  // The factors in front of the continued fraction.
  const bt = x === 0 || x === 1 ? 0 : Math.exp(gammaln(a + b) - gammaln(a) - gammaln(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < 0 || x > 1) return 0;
  // The continued fraction directly, or after the symmetry transformation.
  if (x < (a + 1) / (a + b + 2)) return (bt * betacf(x, a, b)) / a;
  return 1 - (bt * betacf(1 - x, b, a)) / b;
}

/** The inverse of the regularised incomplete beta function in x (Newton's method from an approximation). */
export function ibetainv(p: number, a: number, b: number): number {
  const EPS = 1e-8;
  const a1 = a - 1;
  const b1 = b - 1;
  let t: number;
  let u: number;
  let x: number;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  if (a >= 1 && b >= 1) {
    const pp = p < 0.5 ? p : 1 - p;
    t = Math.sqrt(-2 * Math.log(pp));
    x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
    if (p < 0.5) x = -x;
    const al = (x * x - 3) / 6;
    const h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
    const w = (x * Math.sqrt(al + h)) / h - (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
    x = a / (a + b * Math.exp(2 * w));
  } else {
    const lna = Math.log(a / (a + b));
    const lnb = Math.log(b / (a + b));
    t = Math.exp(a * lna) / a;
    u = Math.exp(b * lnb) / b;
    const w = t + u;
    if (p < t / w) x = Math.pow(a * w * p, 1 / a);
    else x = 1 - Math.pow(b * w * (1 - p), 1 / b);
  }
  const afac = -gammaln(a) - gammaln(b) + gammaln(a + b);
  for (let j = 0; j < 10; j++) {
    if (x === 0 || x === 1) return x;
    const err = ibeta(x, a, b) - p;
    t = Math.exp(a1 * Math.log(x) + b1 * Math.log(1 - x) + afac);
    u = err / t;
    x -= t = u / (1 - 0.5 * Math.min(1, u * (a1 / x - b1 / (1 - x))));
    if (x <= 0) x = 0.5 * (x + t);
    if (x >= 1) x = 0.5 * (x + t + 1);
    if (Math.abs(t) < EPS * x && j > 0) break;
  }
  return x;
}

const ERF_COF = [
  -1.3026537197817094, 0.6419697923564902, 1.9476473204185836e-2, -9.561514786808631e-3, -9.46595344482036e-4, 3.66839497852761e-4, 4.2523324806907e-5,
  -2.0278578112534e-5, -1.624290004647e-6, 1.30365583558e-6, 1.5626441722e-8, -8.5238095915e-8, 6.529054439e-9, 5.059343495e-9, -9.91364156e-10,
  -2.27365122e-10, 9.6467911e-11, 2.394038e-12, -6.886027e-12, 8.94487e-13, 3.13092e-13, -1.12708e-13, 3.81e-16, 7.106e-15, -1.523e-15, -9.4e-17, 1.21e-16,
  -2.8e-17,
];

/** The error function erf(x) (Chebyshev coefficients). */
export function erf(x: number): number {
  let isneg = false;
  let d = 0;
  let dd = 0;
  if (x < 0) {
    x = -x;
    isneg = true;
  }
  const t = 2 / (2 + x);
  const ty = 4 * t - 2;
  for (let j = ERF_COF.length - 1; j > 0; j--) {
    const tmp = d;
    d = ty * d - dd + (ERF_COF[j] as number);
    dd = tmp;
  }
  const res = t * Math.exp(-x * x + 0.5 * ((ERF_COF[0] as number) + ty * d) - dd);
  return isneg ? res - 1 : 1 - res;
}

/** The inverse of the complementary error function (two Halley steps from an approximation). */
export function erfcinv(p: number): number {
  if (p >= 2) return -100;
  if (p <= 0) return 100;
  const pp = p < 1 ? p : 2 - p;
  const t = Math.sqrt(-2 * Math.log(pp / 2));
  let x = -0.70711 * ((2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t);
  for (let j = 0; j < 2; j++) {
    const err = 1 - erf(x) - pp;
    x += err / (1.1283791670955126 * Math.exp(-x * x) - x * err);
  }
  return p < 1 ? x : -x;
}

/** The quantile of Student's t with `dof` degrees of freedom (jStat.studentt.inv). */
export function studentTInv(p: number, dof: number): number {
  let x = ibetainv(2 * Math.min(p, 1 - p), 0.5 * dof, 0.5);
  x = Math.sqrt((dof * (1 - x)) / x);
  return p > 0.5 ? x : -x;
}

/** The normal quantile (jStat.normal.inv). */
export function normalInv(p: number, mean: number, std: number): number {
  return -1.4142135623730951 * std * erfcinv(2 * p) + mean;
}

/** The normal distribution function (jStat.normal.cdf). */
export function normalCdf(x: number, mean: number, std: number): number {
  return 0.5 * (1 + erf((x - mean) / Math.sqrt(2 * std * std)));
}
