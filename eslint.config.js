// Lint rules, including the architecture: which folder may import which (docs/design.md, Architecture).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ioModules = [
  { group: ['@actions/*', '@octokit/*'], message: 'Only src/github/, src/action/ and src/main.ts talk to GitHub or the Actions runtime.' },
  { group: ['fs', 'node:fs', 'fs/*', 'node:fs/*', 'tinyglobby'], message: 'Only src/fs/ reads files.' },
  { group: ['**/github/*', '**/fs/*', '**/main.js', '**/cli.js'], message: 'Pure layers never reach into the I/O shell.' },
];
const pureGlobals = [
  { name: 'process', message: 'Pure layers take their inputs as arguments; only cli-main.ts and main.ts read the environment.' },
  { name: 'Date', message: 'Pure layers never read the clock; pass dates in.' },
  { name: 'console', message: 'Pure layers return warnings as values.' },
];

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
  {
    files: ['src/stats/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ioModules, { group: ['../*'], message: 'stats/ imports nothing of ours outside stats/.' }] }],
      'no-restricted-globals': ['error', ...pureGlobals],
    },
  },
  {
    files: ['src/model/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ioModules, { group: ['../*'], message: 'model/ holds types only and imports nothing.' }] }],
      'no-restricted-globals': ['error', ...pureGlobals],
    },
  },
  {
    files: ['src/formats/**', 'src/units/**', 'src/compare/**', 'src/report/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ioModules }],
      'no-restricted-globals': ['error', ...pureGlobals],
    },
  },
  {
    files: ['src/fs/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ioModules[0]] }],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/cli.ts', 'src/cli-main.ts', 'src/main.ts', 'src/index.ts'],
    rules: { 'no-console': 'error' },
  },
);
