// What a benchmark command (benchgate run; the action's baseline-command and current-command) is
// started with: this process's environment without the action's own credentials. A benchmark
// needs none of them, and one that prints its environment (or is made to) would publish them.

/**
 * The runner's tokens and the services they open (artifacts, caches, results, OIDC tokens), and
 * the names a GitHub token usually goes by. Compared in capitals: Windows reads names so.
 */
const WITHHELD_NAMES: ReadonlySet<string> = new Set([
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'GITHUB_TOKEN',
  'GH_TOKEN',
]);

/** The action's inputs (`INPUT_GITHUB-TOKEN` among them) and the variables above. */
export function isWithheld(name: string): boolean {
  const upper = name.toUpperCase();
  return upper.startsWith('INPUT_') || WITHHELD_NAMES.has(upper);
}

/** `env` without the withheld variables, but for those `passed` names (the command-env setting). */
export function commandEnvironment(env: Readonly<Record<string, string | undefined>>, passed: readonly string[]): Record<string, string> {
  const allowed = new Set(passed.map((name) => name.toUpperCase()));
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && (!isWithheld(name) || allowed.has(name.toUpperCase()))) kept[name] = value;
  return kept;
}
