import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { scenarios } from './report-scenarios.js';

// The HTML report, the markdown and the terminal table of the same reports, as golden files reviewed in diffs
// (test/report/golden/faces-*): the table model lays the rows out once, and these hold each
// face's formatting of it. Only UPDATE_GOLDENS=1 writes them.

function golden(name: string, text: string): void {
  const path = new URL(`./golden/${name}`, import.meta.url);
  if (process.env.UPDATE_GOLDENS === '1') writeFileSync(path, text);
  expect(existsSync(path), `golden ${name} is missing: run UPDATE_GOLDENS=1 npx vitest run test/report and review the diff`).toBe(true);
  expect(text).toBe(readFileSync(path, 'utf8'));
}

describe('the HTML, markdown and terminal faces of the same reports', () => {
  for (const { name, report, samples } of scenarios()) {
    it(`${name}: HTML`, () => golden(`faces-${name}.html`, renderHtml(report, samples, `benchgate <${name}>`)));
    it(`${name}: markdown`, () => golden(`faces-${name}.md`, renderMarkdown(report)));
    it(`${name}: terminal`, () => golden(`faces-${name}.txt`, renderTerminal(report, { colour: true, width: 100 })));
  }
});
