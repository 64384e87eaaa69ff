// jstat ships no type declarations; these cover the functions benchgate uses.
declare module 'jstat' {
  interface JStat {
    /** Regularised incomplete beta I_x(a, b). */
    ibeta(x: number, a: number, b: number): number;
    /** Regularised lower incomplete gamma P(a, x). */
    lowRegGamma(a: number, x: number): number;
    studentt: {
      inv(p: number, dof: number): number;
      cdf(x: number, dof: number): number;
    };
    normal: {
      inv(p: number, mean: number, sd: number): number;
      cdf(x: number, mean: number, sd: number): number;
    };
  }
  const jStat: JStat;
  export default jStat;
}
