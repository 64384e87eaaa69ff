/**
 * "Did you mean": the closest of `candidates` to a mistyped `word`, when it is close enough to be
 * a typo (Damerau–Levenshtein distance of at most a third of the word, at least 1), else the one
 * candidate the word begins (`pytest` for `pytest-benchmark`, `--fail` for `--fail-on`; none
 * when several do), else undefined. Ties go to the earlier candidate.
 */
function closest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best ?? onlyExtension(word, candidates);
}

/** The one candidate that starts with `word` (of 3 characters or more), if only one does. */
function onlyExtension(word: string, candidates: readonly string[]): string | undefined {
  const start = word.toLowerCase().replace(/^-+/, '');
  if (start.length < 3) return undefined;
  const found = candidates.filter((candidate) => candidate.toLowerCase().replace(/^-+/, '').startsWith(start));
  return found.length === 1 ? found[0] : undefined;
}

/** The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((d[(i - 1) * cols + j] as number) + 1, (d[i * cols + j - 1] as number) + 1, (d[(i - 1) * cols + j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (d[(i - 2) * cols + j - 2] as number) + 1);
      d[i * cols + j] = value;
    }
  }
  return d[rows * cols - 1] as number;
}

/** ` (did you mean "x"?)`, or nothing. */
export function didYouMean(word: string, candidates: readonly string[], quote = (text: string) => `"${text}"`): string {
  const match = closest(word, candidates);
  return match === undefined ? '' : ` (did you mean ${quote(match)}?)`;
}
