// The release of a version tag (docs/development.md, Releasing), run by .github/workflows/release.yml
// on the tag's push: checks that the tag names a version package.json and CHANGELOG.md agree on,
// that the committed dist/ is what `npm run build` makes of the tagged source, then moves the
// major tag (v1) to this tag when it is newer than the release v1 names, and writes the notes.
//
//   node scripts/release.mjs v1.2.3 [--remote origin] [--notes FILE] [--no-push]
//
// Exit 0: released (or a pre-release: checked, the major tag left alone); 1: a check failed, with
// one line saying which and what to do; 2: bad usage.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A release tag: v, then major.minor.patch, and an optional pre-release (semver.org, item 9). */
const TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?$/;

class ReleaseError extends Error {}

/** The tag's numbers, or undefined when it is no release tag. */
function parseTag(tag) {
  const match = TAG.exec(tag);
  if (match === null) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4], version: tag.slice(1) };
}

/** Orders two parsed release tags by major.minor.patch. */
function compareVersions(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** The newest release tag of `major`'s line at the commit the major tag names, or undefined (no major tag yet). */
function majorRelease(major, cwd) {
  let commit;
  try {
    commit = git(['rev-parse', '--verify', '--quiet', `refs/tags/v${major}^{commit}`], cwd);
  } catch {
    return undefined;
  }
  const releases = git(['tag', '--list', '--points-at', commit, `v${major}.*`], cwd)
    .split('\n')
    .map((tag) => ({ tag, parsed: parseTag(tag) }))
    .filter(({ parsed }) => parsed !== undefined && parsed.prerelease === undefined && parsed.major === major);
  releases.sort((a, b) => compareVersions(b.parsed, a.parsed));
  return releases[0]?.tag;
}

/** The CHANGELOG's entry for a version: the lines under `## [1.2.3]` (or `## 1.2.3`) up to the next `## `. */
function changelogEntry(changelog, version) {
  const lines = changelog.split('\n');
  const heading = new RegExp(`^## \\[?${version.replace(/\./g, '\\.')}\\]?(?:\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const body = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
  return body === '' ? undefined : body;
}

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The checks that must all hold before anything is moved. */
function check(tag, parsed, cwd) {
  const tagged = git(['rev-parse', `${tag}^{commit}`], cwd);
  const head = git(['rev-parse', 'HEAD'], cwd);
  if (tagged !== head) throw new ReleaseError(`${tag} is ${tagged.slice(0, 12)}, but the checkout is ${head.slice(0, 12)}: check out the tag first`);
  const pkg = JSON.parse(readFileSync(`${cwd}/package.json`, 'utf8'));
  if (pkg.version !== parsed.version)
    throw new ReleaseError(`package.json says version ${pkg.version}, the tag ${tag}: set "version": "${parsed.version}", commit, and tag that commit`);
  let changelog;
  try {
    changelog = readFileSync(`${cwd}/CHANGELOG.md`, 'utf8');
  } catch {
    throw new ReleaseError(`CHANGELOG.md is missing: add it, with an entry "## [${parsed.version}]"`);
  }
  const notes = changelogEntry(changelog, parsed.version);
  if (notes === undefined) throw new ReleaseError(`CHANGELOG.md has no entry for ${parsed.version}: add "## [${parsed.version}] - date" with what changed`);
  if (git(['status', '--porcelain'], cwd) !== '') throw new ReleaseError('the checkout has changes before the build: release from a clean checkout of the tag');
  // The action runs the committed dist/, never the source: it must be the build of this very commit.
  execFileSync('npm', ['run', 'build', '--silent'], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  const stale = git(['status', '--porcelain', '--', 'dist'], cwd).split('\n').filter(Boolean);
  if (stale.length > 0) {
    const more = stale.length > 1 ? `, and ${stale.length - 1} more` : '';
    throw new ReleaseError(`dist/ is not the build of ${tag} (after npm run build: ${stale[0]?.trim()}${more}): run npm run build, commit dist/, tag again`);
  }
  return notes;
}

/**
 * Points the major tag (v1) at `tag` when it is newer than the release v1 names, and pushes it;
 * returns where v1 points. Only the tag just checked is ever a target: a newer tag whose own
 * release was refused (a stale dist/) is never where v1 goes.
 */
function moveMajor(tag, parsed, remote, push, cwd) {
  const major = `v${parsed.major}`;
  const current = majorRelease(parsed.major, cwd);
  // A fix of an older minor (v1.0.1 after v1.1.0) is released, but v1 stays with the newer.
  if (current !== undefined && compareVersions(parseTag(current), parsed) >= 0) return current;
  git(['tag', '--force', major, `${tag}^{commit}`], cwd);
  if (push) git(['push', '--force', remote, `refs/tags/${major}`], cwd);
  return tag;
}

function main(argv) {
  const args = [...argv];
  const tag = args.shift();
  let remote = 'origin';
  let notesFile;
  let push = true;
  while (args.length > 0) {
    const option = args.shift();
    if (option === '--remote') remote = args.shift();
    else if (option === '--notes') notesFile = args.shift();
    else if (option === '--no-push') push = false;
    else {
      process.stderr.write(`release: unknown option ${option}; expected --remote NAME, --notes FILE or --no-push\n`);
      return 2;
    }
  }
  const parsed = tag === undefined ? undefined : parseTag(tag);
  if (parsed === undefined) {
    process.stderr.write(`release: expected a version tag such as v1.2.3 (or v1.2.3-rc.1); got ${JSON.stringify(tag ?? '')}\n`);
    return 2;
  }
  const cwd = process.cwd();
  const notes = check(tag, parsed, cwd);
  if (notesFile !== undefined) writeFileSync(notesFile, `${notes}\n`);
  if (parsed.prerelease !== undefined) {
    process.stdout.write(`release: ${tag} checked; a pre-release, so v${parsed.major} stays where it is\n`);
    return 0;
  }
  const newest = moveMajor(tag, parsed, remote, push, cwd);
  process.stdout.write(
    `release: ${tag} checked; v${parsed.major} -> ${newest}${newest === tag ? '' : ` (a newer release of v${parsed.major}, not ${tag})`}${push ? '' : ' (not pushed)'}\n`,
  );
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    process.stderr.write(`release: ${error.message}\n`);
    process.exitCode = 1;
  }
}
