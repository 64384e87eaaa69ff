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

// The release process (docs/development.md, Releasing): what scripts/release.mjs checks on a tag
// push holds for the version in the tree, and the README pins what the process makes.
describe('the release', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');

  it("has a CHANGELOG entry for package.json's version, newest first", () => {
    const versions = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+[^\]]*)\] - \d{4}-\d{2}-\d{2}$/gm)].map((match) => match[1]);
    expect(versions[0]).toBe(pkg.version);
  });

  it('is made by the release workflow on a version tag, through scripts/release.mjs', () => {
    const workflow = readFileSync(new URL('../.github/workflows/release.yml', import.meta.url), 'utf8');
    expect(workflow).toMatch(/^ {4}tags: \['v\[0-9\]\+\.\[0-9\]\+\.\[0-9\]\+'/m);
    expect(workflow).toContain('node scripts/release.mjs "$GITHUB_REF_NAME"');
    expect(workflow).toMatch(/^ {2}contents: write/m);
  });

  it('pins as the README says: the moving v1, a release tag with its CHANGELOG entry, a commit SHA', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.split('### Pinning the action\n')[1]?.split('\n## ')[0] ?? '';
    expect(section).toContain('[CHANGELOG.md](CHANGELOG.md)');
    expect(section).toContain('`@v1`');
    const tags = [...section.matchAll(/`@?v(\d+\.\d+\.\d+)`|# v(\d+\.\d+\.\d+)`/g)].map((match) => match[1] ?? match[2]);
    expect(tags.length).toBeGreaterThan(0);
    for (const version of tags) expect(changelog).toContain(`## [${version}]`);
    expect(section).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+/);
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
