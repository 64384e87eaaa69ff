// Lint rules, including the architecture: which folder may import which (docs/design.md, Architecture).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import local from './eslint-rules/no-history-comments.js';

// Who may import what, folder by folder (docs/design.md, Architecture); test/architecture.test.ts
// checks the import graph's layers and that every command enters the engine through pipeline.ts.
const GITHUB = { group: ['@actions/*', '@octokit/*'], message: 'Only src/github/, src/action/ and src/main.ts talk to GitHub or the Actions runtime.' };
const OCTOKIT = { group: ['@actions/github', '@octokit/*'], message: 'Only src/github/client.ts makes the GitHub client.' };
const FILES = { regex: '^(?:node:)?fs(?:/promises)?$|^tinyglobby$', message: 'Files are read through a port: src/fs/ implements it.' };
const PROCESSES = { regex: '^(?:node:)?child_process$', message: 'Only src/interleaved/session.ts starts processes (its Executor port).' };
const SHELLS = {
  group: ['**/github/*', '**/fs/*', '**/action/*', '**/cli/*', '**/interleaved/*', '**/main.js', '**/threads/*'],
  message: 'The engine never reaches up into the shells or the faces.',
  // Types vanish from the bundles: the pipeline names the helper thread's type it is handed.
  allowTypeImports: true,
};
const FACES_ONLY = {
  group: ['**/pipeline.js', '**/pipeline/*', '**/options.js', '**/settings.js'],
  message: 'The engine is below the pipeline and the settings.',
};
const ioModules = [GITHUB, FILES, PROCESSES, SHELLS];
const clock = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pure layers never read the clock; pass dates in.' },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pure layers never read the clock; pass dates in.' },
];
const pureGlobals = [
  { name: 'process', message: 'Pure layers take their inputs as arguments; only the entries (cli/main.ts, main.ts) and the shells read the environment.' },
  { name: 'console', message: 'Pure layers return warnings as values.' },
];
/** A pure layer: no file, process, environment, clock, console or GitHub; `extra` narrows what of ours it may import. */
const pure = (files, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [...ioModules, ...extra] }],
    'no-restricted-globals': ['error', ...pureGlobals],
    'no-restricted-syntax': ['error', ...clock],
  },
});
/** The size budget and the comment rule: errors, so that `npm run lint` (in .ci/run) keeps them. */
const BUDGET = 'error';
/** A shell: what it may not import. */
const shell = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.bench/', '.stryker-tmp/', 'reports/', 'stryker.config.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'bench/*.mjs', 'bench/*.cjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      eqeqeq: 'error',
      '@typescript-eslint/require-array-sort-compare': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/prefer-nullish-coalescing': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  pure(['src/stats/**'], [{ group: ['../*'], message: 'stats/ imports nothing of ours outside stats/.' }]),
  pure(['src/model/**'], [{ group: ['../*'], message: 'model/ holds types only and imports nothing.' }]),
  pure(['src/units/**', 'src/formats/**', 'src/load/**', 'src/compare/**', 'src/history/**', 'src/report/**', 'src/bisect/**'], [FACES_ONLY]),
  // The door and the option table: pure too; they read files only through the port they are given.
  pure([
    'src/pipeline.ts',
    'src/pipeline/**',
    'src/options.ts',
    'src/options/**',
    'src/settings.ts',
    'src/errors.ts',
    'src/json-text.ts',
    'src/suggest.ts',
    'src/version.ts',
  ]),
  shell(['src/cli/**'], [GITHUB, FILES, PROCESSES]),
  shell(['src/action/**', 'src/main.ts', 'src/index.ts'], [OCTOKIT, PROCESSES]),
  shell(['src/github/**'], [PROCESSES, { group: ['**/cli/*', '**/action/*', '**/main.js'], message: 'github/ is below the faces.' }]),
  shell(['src/fs/**'], [GITHUB, PROCESSES, { group: ['**/cli/*', '**/action/*', '**/main.js'], message: 'fs/ is below the faces.' }]),
  shell(['src/interleaved/**'], [GITHUB, { group: ['**/cli/*', '**/action/*', '**/main.js'], message: 'The session is below the faces.' }]),
  shell(['src/threads/**'], [GITHUB, PROCESSES]),
  {
    files: ['src/**'],
    ignores: ['src/cli/entry.ts', 'src/cli/main.ts', 'src/main.ts', 'src/index.ts'],
    rules: { 'no-console': 'error' },
  },
  // Comments say why; the git log holds what the code was (eslint-rules/no-history-comments.js).
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    plugins: { local },
    rules: { 'local/no-history-comments': BUDGET },
  },
  // The size budget: a room a reader can hold, a function that fits a screen, a line that fits the formatter.
  {
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': [BUDGET, { max: 300 }],
      'max-lines-per-function': [BUDGET, { max: 80 }],
      'max-len': [BUDGET, { code: 160, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
);
