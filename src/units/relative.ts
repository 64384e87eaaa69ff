/** "2%" or "0.02" as a fraction (0.02); NaN when the text is neither. One reading for options, inputs and config files. */
export function fractionFromText(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '%') return Number.NaN;
  return trimmed.endsWith('%') ? Number(trimmed.slice(0, -1)) / 100 : Number(trimmed);
}
