import { BisectPlanner } from '../bisect/plan.js';
import type { BisectResult } from '../model/bisect.js';
import { bisectHeadline, renderBisectJson, renderBisectMarkdown, renderBisectText } from '../report/bisect.js';
import type { Markdown } from '../report/markdown-escape.js';

// `benchgate bisect`'s result (interleaved/bisect.ts finds it) in the faces asked for.

/** The plan of a hunt among `commits` (good first, bad last): it asks for one comparison at a time. */
export function planBisect(commits: readonly string[], noise: number): BisectPlanner {
  return new BisectPlanner(commits, { noise });
}

export interface BisectFaces {
  readonly json?: boolean;
  readonly terminal?: boolean;
  /** The markdown report's commits linked to their pages. */
  readonly commitUrl?: (sha: string) => string;
}

/** The faces asked for of a bisect's result; the headline (the action's annotation) and the markdown report always. */
export function renderBisectFaces(
  result: BisectResult,
  noise: number,
  faces: BisectFaces,
): { readonly headline: string; readonly markdown: Markdown; readonly json?: string; readonly terminal?: string } {
  return {
    headline: bisectHeadline(result, noise),
    markdown: renderBisectMarkdown(result, noise, faces.commitUrl),
    ...(faces.json === true && { json: renderBisectJson(result, noise) }),
    ...(faces.terminal === true && { terminal: renderBisectText(result, noise) }),
  };
}
