import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/repo-root.js';
import { scratchDir } from './helpers/scratch.js';

// scripts/release.mjs, the logic of .github/workflows/release.yml, run against a temporary git
// repository shaped like benchgate's (package.json, CHANGELOG.md, a build that writes dist/) whose
// remote is a bare repository beside it: the tags it moves and pushes are read back from there.
// No network.

const SCRIPT = join(REPO_ROOT, 'scripts', 'release.mjs');
const ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  npm_config_update_notifier: 'false',
};

interface Project {
  readonly dir: string;
  readonly remote: string;
  git(...args: string[]): string;
  /** Writes the source, package.json's version and the CHANGELOG; builds dist/ unless `stale`; commits. */
  commit(version: string, source: string, options?: { stale?: boolean; changelog?: string }): void;
  release(...args: string[]): { status: number | null; stdout: string; stderr: string };
  /** The commit a tag names in the remote, or undefined. */
  remoteTag(tag: string): string | undefined;
}

function project(): Project {
  const root = scratchDir('release');
  const dir = join(root, 'work');
  const remote = join(root, 'remote.git');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: ENV, encoding: 'utf8' }).trim();
  mkdirSync(dir);
  execFileSync('git', ['init', '--quiet', '--bare', remote], { env: ENV });
  git('init', '--quiet', '-b', 'main');
  git('remote', 'add', 'origin', remote);
  const changelog: string[] = [];
  // The build: dist/index.js from src/index.js, as scripts/build.mjs bundles src/.
  writeFileSync(
    join(dir, 'build.mjs'),
    "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';\nmkdirSync('dist', { recursive: true });\nwriteFileSync('dist/index.js', '// built\\n' + readFileSync('src/index.js', 'utf8'));\n",
  );
  const build = () => execFileSync(process.execPath, ['build.mjs'], { cwd: dir });
  return {
    dir,
    remote,
    git,
    commit(version, source, options = {}) {
      mkdirSync(join(dir, 'src'), { recursive: true });
      if (options.stale !== true) {
        writeFileSync(join(dir, 'src', 'index.js'), source);
        build();
      }
      writeFileSync(join(dir, 'src', 'index.js'), source);
      writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'tool', version, scripts: { build: 'node build.mjs' } }, null, 2)}\n`);
      changelog.unshift(options.changelog ?? `## [${version}] - 2026-11-29\n\n- ${source.trim()}\n`);
      writeFileSync(join(dir, 'CHANGELOG.md'), `# Changelog\n\n${changelog.join('\n')}`);
      git('add', '-A');
      git('commit', '--quiet', '-m', `version ${version}`);
      git('push', '--quiet', 'origin', 'HEAD');
    },
    release(...args) {
      const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: dir, env: ENV, encoding: 'utf8' });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    remoteTag(tag) {
      const result = spawnSync('git', ['--git-dir', remote, 'rev-parse', '--verify', '--quiet', `${tag}^{commit}`], { env: ENV, encoding: 'utf8' });
      return result.status === 0 ? result.stdout.trim() : undefined;
    },
  };
}

/** Tags HEAD, pushes the tag (the push that starts the workflow), checks it out as actions/checkout does. */
function tagAndCheckOut(p: Project, tag: string): string {
  p.git('tag', tag);
  p.git('push', '--quiet', 'origin', `refs/tags/${tag}`);
  p.git('checkout', '--quiet', '--detach', tag);
  return p.git('rev-parse', 'HEAD');
}

describe('scripts/release.mjs', () => {
  it('checks a release, writes its notes from the CHANGELOG and moves v1 to the newest v1 release, never back to an older line', () => {
    const p = project();
    p.commit('1.0.0', 'export const answer = 1;\n');
    const first = tagAndCheckOut(p, 'v1.0.0');
    const notes = join(p.dir, '..', 'notes.md');
    const released = p.release('v1.0.0', '--notes', notes);
    expect(released.stderr).toBe('');
    expect([released.status, released.stdout]).toEqual([0, 'release: v1.0.0 checked; v1 -> v1.0.0\n']);
    expect(readFileSync(notes, 'utf8')).toBe('- export const answer = 1;\n');
    expect(p.remoteTag('v1')).toBe(first);
    expect(p.git('status', '--porcelain')).toBe('');

    p.git('checkout', '--quiet', 'main');
    p.commit('1.1.0', 'export const answer = 2;\n');
    const second = tagAndCheckOut(p, 'v1.1.0');
    expect(p.release('v1.1.0').status).toBe(0);
    expect(p.remoteTag('v1')).toBe(second);

    // A fix of 1.0 after 1.1: released, and v1 stays with 1.1.
    p.git('checkout', '--quiet', '-b', 'release-1.0', 'v1.0.0');
    p.commit('1.0.1', 'export const answer = 1; // fixed\n');
    tagAndCheckOut(p, 'v1.0.1');
    const fix = p.release('v1.0.1');
    expect([fix.status, fix.stdout]).toEqual([0, 'release: v1.0.1 checked; v1 -> v1.1.0 (a newer release of v1, not v1.0.1)\n']);
    expect(p.remoteTag('v1')).toBe(second);

    // A pre-release is checked, and no major tag moves.
    p.git('checkout', '--quiet', 'main');
    p.commit('2.0.0-rc.1', 'export const answer = 3;\n');
    tagAndCheckOut(p, 'v2.0.0-rc.1');
    const candidate = p.release('v2.0.0-rc.1');
    expect([candidate.status, candidate.stdout]).toEqual([0, 'release: v2.0.0-rc.1 checked; a pre-release, so v2 stays where it is\n']);
    expect(p.remoteTag('v2')).toBeUndefined();
    expect(p.remoteTag('v1')).toBe(second);
  }, 60_000);

  it('moves v1 only to the tag it checked: a refused newer tag is never where v1 goes', () => {
    const p = project();
    p.commit('1.0.0', 'export const answer = 1;\n');
    tagAndCheckOut(p, 'v1.0.0');
    expect(p.release('v1.0.0').status).toBe(0);
    // v1.1.0 is refused: its dist/ is not its build.
    p.git('checkout', '--quiet', 'main');
    p.commit('1.1.0', 'export const answer = 2;\n', { stale: true });
    tagAndCheckOut(p, 'v1.1.0');
    expect(p.release('v1.1.0').status).toBe(1);
    p.git('checkout', '--quiet', '--', '.');
    // A fix of 1.0 passes its checks: v1 goes to it, not to the newer v1.1.0 that nothing checked.
    p.git('checkout', '--quiet', '-b', 'release-1.0', 'v1.0.0');
    p.commit('1.0.1', 'export const answer = 1; // fixed\n');
    const fix = tagAndCheckOut(p, 'v1.0.1');
    const released = p.release('v1.0.1');
    expect([released.status, released.stdout]).toEqual([0, 'release: v1.0.1 checked; v1 -> v1.0.1\n']);
    expect(p.remoteTag('v1')).toBe(fix);
  }, 60_000);

  it('refuses a tag whose package.json version differs, a dist/ not built from the tagged source, a missing CHANGELOG entry, and moves nothing', () => {
    const p = project();
    p.commit('1.0.0', 'export const answer = 1;\n');
    tagAndCheckOut(p, 'v1.0.1');
    const version = p.release('v1.0.1');
    expect([version.status, version.stderr]).toEqual([
      1,
      'release: package.json says version 1.0.0, the tag v1.0.1: set "version": "1.0.1", commit, and tag that commit\n',
    ]);

    p.git('checkout', '--quiet', 'main');
    p.commit('1.1.0', 'export const answer = 2;\n', { stale: true });
    tagAndCheckOut(p, 'v1.1.0');
    const stale = p.release('v1.1.0');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toBe('release: dist/ is not the build of v1.1.0 (after npm run build: M dist/index.js): run npm run build, commit dist/, tag again\n');

    p.git('checkout', '--quiet', '--', '.');
    p.git('checkout', '--quiet', 'main');
    p.commit('1.2.0', 'export const answer = 3;\n', { changelog: '## [Unreleased]\n\n- nothing yet\n' });
    tagAndCheckOut(p, 'v1.2.0');
    expect(p.release('v1.2.0').stderr).toBe('release: CHANGELOG.md has no entry for 1.2.0: add "## [1.2.0] - date" with what changed\n');

    // The checkout is not the tag.
    p.git('checkout', '--quiet', 'main~1');
    expect(p.release('v1.2.0').stderr).toMatch(/^release: v1\.2\.0 is [0-9a-f]{12}, but the checkout is [0-9a-f]{12}: check out the tag first\n$/);
    expect(p.release('1.2').status).toBe(2);
    expect(p.release('1.2').stderr).toBe('release: expected a version tag such as v1.2.3 (or v1.2.3-rc.1); got "1.2"\n');
    expect(p.remoteTag('v1')).toBeUndefined();
  }, 60_000);
});
