/** The lines of a text with their 1-based numbers, line endings removed. */
export function numberedLines(text: string): { line: number; text: string }[] {
  return text.split(/\r?\n/).map((content, index) => ({ line: index + 1, text: content }));
}

/** `18,149` → 18149: thousands separators as cargo and benchmark.js print them. */
export function stripThousands(text: string): string {
  return text.replace(/,/g, '');
}
