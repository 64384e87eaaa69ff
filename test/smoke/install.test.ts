import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { scratchDir } from '../helpers/scratch.js';

// The CLI as a user installs it (README, "Installing the CLI"): the packed tarball, installed
// globally into an empty prefix. The bundles are self-contained, so nothing else comes along,
// and nothing is fetched: the test runs offline.
describe('npm install -g of the packed tarball', () => {
  it('installs one package and gives a working benchgate command', () => {
    const dir = scratchDir('install');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const quiet = {
      cwd: REPO_ROOT,
      encoding: 'utf8' as const,
      env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
    };
    const packed = execFileSync(npm, ['pack', '--silent', '--pack-destination', dir], quiet).trim().split('\n').pop() ?? '';
    const prefix = join(dir, 'prefix');
    const installed = execFileSync(npm, ['install', '-g', '--offline', '--prefix', prefix, join(dir, packed)], quiet);
    expect(installed).toMatch(/added 1 package/);
    expect(readdirSync(join(prefix, 'lib', 'node_modules'))).toEqual(['benchgate']);
    const bin = join(prefix, 'bin', 'benchgate');
    expect(execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const compared = execFileSync(bin, ['compare', '--baseline', 'examples/hyperfine/baseline/*.csv', '--current', 'examples/hyperfine/same/*.csv'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(compared).toMatch(/^sort\s+time\s/m);
  }, 60_000);

  // The README's other way: `npm install -g .` in a clone links it, and npm makes the bin
  // executable; the committed dist/cli.js is 755 already, so the clone stays clean.
  it('npm install -g . in a fresh clone leaves git status clean', () => {
    const dir = scratchDir('install-clone');
    const clone = join(dir, 'benchgate');
    // The last commit alone: what git status compares against, without copying the whole history (2.4 s → 1.0 s).
    execFileSync('git', ['clone', '--quiet', '--depth', '1', pathToFileURL(REPO_ROOT).href, clone]);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(npm, ['install', '-g', '.', '--offline', '--prefix', join(dir, 'prefix')], {
      cwd: clone,
      encoding: 'utf8',
      env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
    });
    expect(execFileSync(join(dir, 'prefix', 'bin', 'benchgate'), ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: clone, encoding: 'utf8' })).toBe('');
  }, 60_000);
});
