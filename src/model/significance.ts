/**
 * The significance level and the noise threshold a verdict takes unless told otherwise: the gate's
 * policy and the history's settings start from the same two (docs/design.md, Verdict engine defaults).
 */
export const DEFAULT_SIGNIFICANCE = { alpha: 0.05, noise: 0.02 } as const;
