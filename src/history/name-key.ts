import { createHash } from 'node:crypto';

// How a history issue names a series: by its whole name, never a part of it. A name longer than
// an issue body can afford is written as the hash of the whole name; two names that share any
// prefix stay two keys.

/** Names up to this length are kept as they are; longer ones are keyed by their hash. */
const MAX_KEPT_NAME = 300;
const HASHED = 'sha256:';

/** The whole name, or `sha256:` and the hex digest of the whole name when it is longer than MAX_KEPT_NAME (or looks like a hash key itself). */
export function nameKey(name: string): string {
  if (name.length <= MAX_KEPT_NAME && !name.startsWith(HASHED)) return name;
  return `${HASHED}${createHash('sha256').update(name, 'utf8').digest('hex')}`;
}
