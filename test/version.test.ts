import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../src/version.js';
import { runSourceCli } from './helpers/run-cli.js';

describe('version', () => {
  it('is the same in package.json, the source and the CLI', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
    expect(runSourceCli(['--version']).stdout.trim()).toBe(pkg.version);
  });
});

describe('action.yml', () => {
  it('runs the committed action bundle on node24', () => {
    const action = readFileSync(new URL('../action.yml', import.meta.url), 'utf8');
    expect(action).toMatch(/^ {2}using: node24$/m);
    expect(action).toMatch(/^ {2}main: dist\/index\.mjs$/m);
  });
});

describe('npm run example', () => {
  it('runs the CLI on bundled example data and finds the planted regression', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    const words = (pkg.scripts.example ?? '').split(' ').map((word) => word.replace(/^'|'$/g, ''));
    expect(words.slice(0, 2)).toEqual(['node', 'dist/cli.js']);
    const result = runSourceCli(words.slice(2));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/compress\s+time\s.*\*\+\d+\.\d+%\*/);
  });
});
