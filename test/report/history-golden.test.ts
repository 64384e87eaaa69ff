import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderHistoryHtml } from '../../src/report/history-html.js';
import { HOSTILE_HISTORY, historyScenario } from './history-scenario.js';

// The history page of a history whose every outside string is hostile, as a golden file reviewed
// in diffs (test/report/golden/history-hostile-names.html). Only UPDATE_GOLDENS=1 writes it.

describe('the history page', () => {
  it('of hostile names, commits, units, warnings and title: byte for byte the golden', () => {
    const page = renderHistoryHtml(historyScenario(HOSTILE_HISTORY), HOSTILE_HISTORY.title);
    const path = new URL('./golden/history-hostile-names.html', import.meta.url);
    if (process.env.UPDATE_GOLDENS === '1') writeFileSync(path, page);
    expect(existsSync(path), 'golden history-hostile-names.html is missing: run UPDATE_GOLDENS=1 npx vitest run test/report and review the diff').toBe(true);
    expect(page).toBe(readFileSync(path, 'utf8'));
  });
});
