import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/report/html-escape.js';
import { logSafe } from '../../src/report/log-safe.js';
import { markup } from '../../src/report/markdown-escape.js';
import { showControls } from '../../src/report/visible-controls.js';
import { hostileText } from '../helpers/hostile-text.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// One rule for every text face (src/report/visible-controls.ts): controls, bidi overrides and
// isolates and invisible characters are shown as escapes, never passed on to a terminal, a log,
// a comment or a page.

/** What no text face may pass on: C0 and C1 controls, DEL, bidi marks and overrides, zero-width characters. */
// eslint-disable-next-line no-control-regex -- the controls are what is looked for.
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\u2060\ufeff]/u;

/** The terminal sequences of the attack: a window title (OSC 0), a clear screen (CSI 2J), a clipboard write (OSC 52), a C1 CSI. */
const HOSTILE_REF = 'main\u001b]0;pwned title\u0007\u001b[2J\u001b]52;c;ZWNobyBwd25lZA==\u0007\u009b31m\u202egnp.exe';

function nativeFile(dir: string, name: string, centre: number): string {
  const path = join(dir, name);
  const runs = [0, 1, 2, 3].map((r) => Array.from({ length: 6 }, (_, i) => centre * (1 + 0.002 * Math.sin(3 * r + i))));
  writeFileSync(
    path,
    JSON.stringify({
      benchgate: 1,
      context: { ref: HOSTILE_REF, commit: 'abcdef0123456789abcdef0123456789abcdef01' },
      benchmarks: [
        { name: 'plain', metrics: [{ name: 'time', unit: 's', runs }] },
        { name: 'bidi\u202edcba\u2066x\u2069 zw\u200bj\u200dn\ufeff', metrics: [{ name: 'time', unit: 's', runs }] },
        { name: 'osc\u001b]8;;http://127.0.0.1/\u0007link\u009d', metrics: [{ name: 'time', unit: 's', runs }] },
      ],
    }),
  );
  return path;
}

describe('one control-character rule for every text face', () => {
  const dir = scratchDir('controls');
  const baseline = nativeFile(dir, 'base.json', 1e-3);
  const current = nativeFile(dir, 'head.json', 1.3e-3);
  const compare = ['compare', '--same-job', '--baseline', baseline, '--current', current];

  it.each([
    ['the terminal table', [], RAW],
    // The markdown escaper's own zero-width joiners split mentions and links: every other character of the rule is out.
    ['--markdown -', ['--markdown', '-'], new RegExp(RAW.source.replace('\\u200b-\\u200f', '\\u200b\\u200c\\u200e\\u200f'), 'u')],
    ['--html -', ['--html', '-'], RAW],
  ])('a context.ref with ESC/OSC sequences and names with bidi and zero-width characters: no raw control on stdout of compare, %s', (_, face, raw) => {
    const result = runSourceCli([...compare, ...face]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    // The label reached the output, shown (markdown escapes the backslash once more): a label
    // that vanished would pass the last check alone.
    expect(result.stdout).toMatch(/main\\{1,2}x1b\\?\]0;pwned title\\{1,2}x07/);
    expect(result.stdout).toMatch(/bidi\\{1,2}u202edcba/);
    expect(result.stdout).toMatch(/j\\{1,2}u200dn/);
    expect(result.stdout.match(raw)?.[0]).toBeUndefined();
  });

  it("shows the controls of a bad input on the CLI's error line: a file named with ESC sequences", () => {
    const result = runSourceCli(['compare', '--baseline', join(dir, 'gone\u001b]0;t\u0007\u009b2J.json'), '--current', current]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('gone\\x1b]0;t\\x07\\x9b2J.json');
    expect(result.stderr.match(RAW)?.[0]).toBeUndefined();
  });

  it('the log filter shows C1 controls (U+009B CSI, U+009D OSC), bidi overrides and zero-width characters as escapes', () => {
    expect(logSafe('a\u009b2Jb\u009d0;t\u009c')).toBe('a\\x9b2Jb\\x9d0;t\\x9c');
    expect(logSafe('\u202e\u2066\u200b\ufeff')).toBe('\\u202e\\u2066\\u200b\\ufeff');
    expect(logSafe('::error::x\u001b[2J')).toBe(':\u200b:error::x\\x1b[2J');
  });

  it('shows every character of the rule as its escape in each face, and passes any other character as it is', () => {
    expect(showControls('\u0000\u0007\t\n\r\u001b\u007f\u0080\u009f')).toBe('\\x00\\x07\\t\\n\\r\\x1b\\x7f\\x80\\x9f');
    expect(showControls('\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069')).toBe(
      '\\u061c\\u200e\\u200f\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069',
    );
    expect(showControls('\u200b\u200c\u200d\u2060\ufeff\u2028\u{e0041}')).toBe('\\u200b\\u200c\\u200d\\u2060\\ufeff\\u2028\\u{e0041}');
    expect(showControls('naïve µs ✓ 日本 😀 a\\b')).toBe('naïve µs ✓ 日本 😀 a\\b');
    expect(escapeHtml('<\u001b[31m>')).toBe('&lt;\\x1b[31m&gt;');
    // Markdown shows the characters before it adds its own joiners (a mention still split by one).
    expect(markup`${'\u200d@octocat\u202e'}`.source).toBe('\\\\u200d@\u200doctocat\\\\u202e');
  });

  it('leaves no character of the rule in its output, changes nothing on a second pass, and can be read back, for any text', () => {
    const short: Record<string, string> = { n: '\n', r: '\r', t: '\t' };
    const readBack = (shown: string): string =>
      shown.replace(/\\(?:x([0-9a-f]{2})|u([0-9a-f]{4})|u\{([0-9a-f]+)\}|([nrt]))/g, (_, x?: string, u?: string, braced?: string, letter?: string) =>
        letter === undefined ? String.fromCodePoint(parseInt(x ?? u ?? braced ?? '', 16)) : (short[letter] ?? ''),
      );
    fc.assert(
      fc.property(hostileText(), (text) => {
        const shown = showControls(text);
        expect(shown.match(RAW)?.[0]).toBeUndefined();
        expect(showControls(shown)).toBe(shown);
        // Without a backslash of its own, every escape in the output is one the rule wrote.
        const plain = text.replaceAll('\\', '');
        expect(readBack(showControls(plain))).toBe(plain);
      }),
      { seed: 39, numRuns: 200 },
    );
  });
});
