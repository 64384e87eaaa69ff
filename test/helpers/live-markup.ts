// An oracle for the markdown benchgate writes (PR comment, job summary): it lists every place
// where text could have become live markup on GitHub. benchgate's own markup is known and small
// (one heading, tables, <details>/<summary>/<sup>/<sub>, the Mermaid block, links to GitHub);
// anything else that GitHub would turn into a mention, a link, an image, an HTML tag, a heading,
// a list or quote, or a broken table is a finding. It reads the text as GitHub's renderer would
// (backslash escapes, code spans), not by the rules of benchgate's own escaper.

/**
 * A Mermaid label of text alone: none of the characters Mermaid reads as a string end, a directive
 * or comment (`%%`, `{`, `}`, `'` read as `"`), an entity, HTML or math (markdown-escape.ts).
 */
const LABEL = String.raw`"(?:[^"[\]{}\`<>#;&\'$
%]|%(?!%))*"`;

/** The Mermaid chart's lines, as the renderer writes them: labels are quoted, the rest is fixed. */
const MERMAID_LINES = [
  // benchgate's own directive, a fixed literal: the bars' colour (red or green) and their values.
  /^%%\{init: \{"xyChart": \{"showDataLabel": true, "showDataLabelOutsideBar": true\}, "themeVariables": \{"xyChart": \{"plotColorPalette": "#(dc2626|16a34a)"\}\}\}\}%%$/,
  /^xychart-beta$/,
  new RegExp(String.raw`^ {2}title ${LABEL}$`),
  new RegExp(String.raw`^ {2}x-axis \[${LABEL}(, ${LABEL})*\]$`),
  /^ {2}y-axis "[^"]*"( [\d.]+ --> [\d.]+)?$/,
  /^ {2}bar \[-?[\d.]+(, -?[\d.]+)*\]$/,
];

/** Characters no face passes on (src/report/visible-controls.ts), U+200D aside. */
// eslint-disable-next-line no-control-regex -- the controls are what is looked for.
const HIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** ASCII punctuation: what a backslash escapes in CommonMark. */
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/** The cells' separators: `|` not escaped by a backslash (GFM splits cells on them even inside code spans). */
function unescapedPipes(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '|') count++;
  }
  return count;
}

/**
 * The line as GitHub's inline parser sees its live characters: a backslash-escaped punctuation
 * character and a code span's content are inert (replaced by U+0000 and a space).
 */
function liveCharacters(line: string): string {
  let plain = '';
  let i = 0;
  while (i < line.length) {
    const char = line[i] as string;
    if (char === '\\' && PUNCTUATION.test(line[i + 1] ?? '')) {
      plain += '\u0000';
      i += 2;
      continue;
    }
    if (char === '`') {
      let run = 1;
      while (line[i + run] === '`') run++;
      // A code span ends at the next run of exactly as many backticks.
      const closing = new RegExp(`(?<!\`)\`{${run}}(?!\`)`, 'g');
      closing.lastIndex = i + run;
      const end = closing.exec(line);
      if (end === null) {
        plain += '\u0000'.repeat(run);
        i += run;
      } else {
        plain += ' ';
        i = end.index + run;
      }
      continue;
    }
    plain += char;
    i++;
  }
  return plain;
}

/** benchgate's own inline markup: links to GitHub (their text is checked like any text) and its tags. */
const OWN_LINK = /\[([^[\]]*)\]\(https:\/\/github\.com\/[A-Za-z0-9\-._~/%]+\)/g;
const OWN_TAGS = /<\/?(details|summary|sub)>|<sup>\d+<\/sup>/g;

function inlineFindings(line: string): string[] {
  const found: string[] = [];
  // The character references benchgate writes itself (&lt; &gt; &amp;) stand for plain characters.
  const text = liveCharacters(line)
    .replace(OWN_LINK, ' $1 ')
    .replace(OWN_TAGS, ' ')
    .replace(/&(lt|gt|amp);/g, ' ');
  const checks: [RegExp, string][] = [
    [/</, 'an HTML tag or autolink'],
    [/@[A-Za-z0-9]/, 'a mention'],
    // A bracket alone is text: it links only before a destination or label, or with a definition
    // (which starts a line, below); a footnote reference starts with ^.
    [/\]\(|\]\[|!\[|\[\^/, 'a link, image or footnote'],
    [/[A-Za-z][A-Za-z0-9+.-]*:\/\//, 'a URL autolink'],
    [/\bwww\./i, 'a www. autolink'],
    [/#\d|\bGH-\d/i, 'an issue reference'],
    [/&(#\d+|#x[0-9a-f]+|[A-Za-z][A-Za-z0-9]*);/i, 'a character reference'],
    [/\$/, 'math'],
    [/[*_]|~~/, 'emphasis or strikethrough'],
  ];
  for (const [pattern, what] of checks) {
    const match = pattern.exec(text);
    if (match !== null) found.push(`${what} (${JSON.stringify(match[0])}) in ${JSON.stringify(line)}`);
  }
  return found;
}

/**
 * Every place in `markdown` where text became markup benchgate does not write itself; empty when
 * none. The first line may be benchgate's heading; tables must keep their header's column count.
 */
export function liveMarkup(markdown: string): string[] {
  const found: string[] = [];
  const lines = markdown.split('\n');
  // The escaper's own zero-width joiners split mentions and links; any other such character is the text's.
  for (const line of lines) {
    const hidden = HIDDEN.exec(line);
    if (hidden !== null) found.push(`a control, bidi or invisible character (${JSON.stringify(hidden[0])}) in ${JSON.stringify(line)}`);
  }
  let columns: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const previous = i === 0 ? '' : (lines[i - 1] as string);
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) {
      if (line !== '```mermaid') found.push(`a code fence: ${JSON.stringify(line)}`);
      const end = lines.indexOf('```', i + 1);
      if (end < 0) {
        found.push('a code fence never closed');
        break;
      }
      for (const inner of lines.slice(i + 1, end))
        if (!MERMAID_LINES.some((pattern) => pattern.test(inner))) found.push(`a Mermaid line: ${JSON.stringify(inner)}`);
      i = end;
      columns = undefined;
      continue;
    }
    const next = lines[i + 1] ?? '';
    if (/^\| (:?-+:? \| )*:?-+:? \|$/.test(next) && line.startsWith('| ')) {
      columns = unescapedPipes(line);
      if (unescapedPipes(next) !== columns) found.push(`a delimiter row unlike its header: ${JSON.stringify(next)}`);
      found.push(...inlineFindings(line));
      i++;
      continue;
    }
    if (columns !== undefined && line.startsWith('|')) {
      if (unescapedPipes(line) !== columns) found.push(`a table row with ${unescapedPipes(line)} cell separators, not ${columns}: ${JSON.stringify(line)}`);
    } else {
      columns = undefined;
      // Outside a table a `|` in a code span is text; elsewhere it could start a row.
      if (unescapedPipes(liveCharacters(line)) > 0 && !line.startsWith('|')) found.push(`a cell separator outside a table: ${JSON.stringify(line)}`);
      if (line.startsWith('|')) found.push(`a table row without a table: ${JSON.stringify(line)}`);
    }
    if (i > 0 && /^ {0,3}#{1,6}([ \t]|$)/.test(line)) found.push(`a heading: ${JSON.stringify(line)}`);
    if (i === 0 && !/^### [^#]/.test(line) && /^ {0,3}#/.test(line)) found.push(`a heading: ${JSON.stringify(line)}`);
    if (previous.trim() !== '' && /^ {0,3}(=+|-+)[ \t]*$/.test(line)) found.push(`a setext heading underline: ${JSON.stringify(line)}`);
    if (/^ {0,3}(>|[-+*]([ \t]|$)|\d{1,9}[.)]([ \t]|$))/.test(line)) found.push(`a quote or list item: ${JSON.stringify(line)}`);
    if (/^ {0,3}\[/.test(liveCharacters(line))) found.push(`a link definition: ${JSON.stringify(line)}`);
    if (previous.trim() === '' && /^( {4}|\t)/.test(line) && line.trim() !== '') found.push(`an indented code block: ${JSON.stringify(line)}`);
    found.push(...inlineFindings(line));
  }
  return found;
}
