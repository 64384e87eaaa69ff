import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/repo-root.js';

// The import graph of src/ (issue 27): no cycles, and no import from the engine up to the faces
// or the shells. Read from the sources as they are: every `import`/`export ... from` of a module
// of ours that is not type-only (types vanish from the bundles; they may point anywhere).

const SRC = join(REPO_ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Each module (src-relative, `compare/gate.ts`) with the modules of ours it imports for their
 * values; with `types`, for their types too.
 */
function importGraph(types = false): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pattern = types ? /^(?:import|export)\s+[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms : /^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms;
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(pattern)].map((match) => relative(SRC, resolve(dirname(file), (match[1] as string).replace(/\.js$/, '.ts'))));
    graph.set(relative(SRC, file), imports);
  }
  return graph;
}

/** The cycles of a graph, each as its modules in order, the first one again at its end. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (module: string, path: string[]): void => {
    state.set(module, 'open');
    for (const next of graph.get(module) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(module, 'done');
  };
  for (const module of graph.keys()) if (!state.has(module)) visit(module, [module]);
  return cycles;
}

/** The layer of a module: its folder, or the file's own name for the modules at the top of src/. */
const layerOf = (module: string): string => (module.includes('/') ? (module.split('/')[0] as string) : module.replace(/\.ts$/, ''));

/**
 * What each layer of the engine may import (besides itself): the pure core at the bottom, the
 * statistics and the formats on it, compare and history above them, the faces (report) above
 * the engine. The shells (cli-*, main, action, github, fs, run, pipeline, settings, inputs,
 * options) stand above all of these and are not listed: nothing below imports them.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  model: [],
  units: [],
  errors: [],
  // JSON text read with its file and line named: the formats and the config read it.
  'json-text': ['model', 'errors'],
  stats: [],
  formats: ['model', 'units', 'stats', 'errors', 'json-text'],
  // The loading stage: files' texts → sides (parsed, one sample set each).
  load: ['model', 'units', 'stats', 'formats', 'errors'],
  compare: ['model', 'units', 'stats', 'formats', 'errors', 'json-text'],
  history: ['model', 'units', 'stats', 'errors'],
  // The bisect planner: comparisons' outcomes in, the next comparison and the culprits out.
  bisect: ['model', 'errors'],
  // The faces read the report's model, never compare's code (docs/design.md, Architecture).
  report: ['model', 'units', 'history', 'errors'],
  threads: ['stats'],
};

/**
 * What a face may take from a stage without the pipeline: GitHub's session parses a downloaded
 * artifact's zip and names (formats/native's limits, compare's globs), the helper-thread plumbing.
 */
const ALLOWED_AROUND = new Set<string>([]);

describe('the import graph of src/', () => {
  const graph = importGraph();

  it('has no cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no cycle through the pipeline, types counted: its rooms and its door import the port, never each other back', () => {
    const withTypes = importGraph(true);
    const cycles = cyclesOf(withTypes);
    expect(cycles.filter((cycle) => cycle.split(' → ').some((module) => layerOf(module) === 'pipeline'))).toEqual([]);
    // The check sees type imports: the gate's room takes the port's type alone.
    expect(withTypes.get('pipeline/gate.ts')).toContain('pipeline/ports.ts');
    expect(graph.get('pipeline/gate.ts')).not.toContain('pipeline/ports.ts');
  });

  it('runs no import from the engine up to the faces or the shells', () => {
    const upward = [...graph].flatMap(([module, imports]) => {
      const allowed = ALLOWED[layerOf(module)];
      if (allowed === undefined) return [];
      return imports.filter((target) => layerOf(target) !== layerOf(module) && !allowed.includes(layerOf(target))).map((target) => `${module} → ${target}`);
    });
    expect(upward).toEqual([]);
    // The check sees the graph: the engine's layers are there and import one another.
    expect(graph.get('compare/compare.ts')?.some((target) => layerOf(target) === 'stats')).toBe(true);
  });

  it('lets every command into the engine through src/pipeline.ts alone', () => {
    // The faces and shells (the CLI, the action, the run session, the entries) read options,
    // deliver reports and talk to the world; what they ask of the engine's stages they ask the
    // pipeline (types may come from anywhere: they vanish from the bundles).
    const FACES = new Set(['cli', 'action', 'interleaved', 'main', 'index', 'github']);
    const STAGES = new Set(['load', 'formats', 'compare', 'history', 'stats']);
    const faces = [...graph].filter(([module]) => FACES.has(layerOf(module)));
    const around = faces.flatMap(([module, imports]) =>
      imports.filter((target) => STAGES.has(layerOf(target)) && !ALLOWED_AROUND.has(target)).map((target) => `${module} → ${target}`),
    );
    expect(around).toEqual([]);
    // The check sees the graph: the faces do reach the pipeline.
    for (const face of [
      'cli/commands.ts',
      'cli/history.ts',
      'cli/run.ts',
      'action/gate-mode.ts',
      'action/history.ts',
      'action/modes.ts',
      'interleaved/session.ts',
    ])
      expect(graph.get(face), face).toContain('pipeline.ts');
  });

  it('lets the faces (action/, cli/, main.ts) import pipeline.ts, model/ and the shells alone, types included', () => {
    // What a face may name: the door, the model's values, the errors, the settings' declarations
    // (the faces' own), and the shells it drives (GitHub, files, commands, the helper thread).
    const FACE_MAY = new Set(['pipeline', 'model', 'errors', 'options', 'settings', 'version', 'suggest', 'github', 'fs', 'interleaved', 'threads']);
    const FACES = new Set(['action', 'cli', 'main', 'index']);
    const withTypes = importGraph(true);
    const faces = [...withTypes].filter(([module]) => FACES.has(layerOf(module)));
    expect(faces.length).toBeGreaterThan(15);
    const beyond = faces.flatMap(([module, imports]) =>
      imports.filter((target) => !FACES.has(layerOf(target)) && !FACE_MAY.has(layerOf(target))).map((target) => `${module} → ${target}`),
    );
    expect(beyond).toEqual([]);
  });

  it('keeps main.ts a table of contents: it imports from at most 5 of our folders', () => {
    const folders = new Set((graph.get('main.ts') ?? []).map((target) => (target.includes('/') ? (target.split('/')[0] as string) : '.')));
    expect(folders.size).toBeLessThanOrEqual(5);
    expect([...folders].sort((a, b) => a.localeCompare(b))).toEqual(['.', 'action', 'github']);
  });

  it('keeps files, processes and GitHub out of the engine: only the shells import them', () => {
    const reach = (pattern: RegExp): string[] =>
      sources(SRC)
        .filter((file) => pattern.test(readFileSync(file, 'utf8')))
        .map((file) => relative(SRC, file))
        .sort((a, b) => a.localeCompare(b));
    const ENGINE = new Set(['model', 'units', 'stats', 'formats', 'compare', 'history', 'bisect', 'report', 'errors', 'options', 'suggest', 'version']);
    // A module imported, or taken when it is needed (process.getBuiltinModule, as the session takes child_process).
    const io = reach(/(?:from |getBuiltinModule\()'node:(?:fs|child_process|net|http|https)'/);
    expect(io.filter((module) => ENGINE.has(layerOf(module)))).toEqual([]);
    // The shells that do: files read by fs/, the artifacts' files by github/, the action's own
    // files (event, outputs, summary, report) by action/ and main.ts, {out} by the session's shell.
    expect(io.filter((module) => !['fs', 'github', 'action', 'main', 'interleaved', 'threads'].includes(layerOf(module)))).toEqual([]);
    expect(reach(/(?:from |getBuiltinModule\()'node:child_process'/)).toEqual(['interleaved/session.ts']);
    const actions = reach(/from '@(?:actions|octokit)\//);
    expect(actions.filter((module) => !['action', 'github', 'main'].includes(layerOf(module)))).toEqual([]);
    expect(reach(/from '@(?:actions\/github|octokit)/)).toEqual(['github/client.ts']);
  });
});

describe('the tests', () => {
  // src/ is tested in this process, so a change is checked without a rebuild; the bundles have a
  // few smoke tests of their own (test/smoke/), the only tests that start dist/ (a process, a
  // worker thread or an import).
  const TEST = join(REPO_ROOT, 'test');
  // Any path into our dist/, however it is built (a string that starts with dist/, or the folder's
  // name alone, joined), not a package's (mermaid/dist/...).
  const runsBundle = /['"`](?:\.{1,2}\/)*dist(?:\/|['"`])/;
  // The files outside test/smoke/ that name a dist/ without starting benchgate's bundles: the
  // README's command and action.yml's main, compared as text; a temporary project's own dist/
  // (scripts/release.mjs's tests).
  const namesOnly = new Set(['version.test.ts', 'release.test.ts']);

  it('run the bundles in test/smoke/ alone', () => {
    const outside = sources(TEST).filter((file) => !relative(TEST, file).startsWith('smoke/') && !namesOnly.has(relative(TEST, file)));
    expect(outside.length).toBeGreaterThan(50);
    const starting = outside.filter((file) => runsBundle.test(readFileSync(file, 'utf8'))).map((file) => relative(TEST, file));
    expect(starting).toEqual([]);
    const smoke = sources(join(TEST, 'smoke')).map((file) => readFileSync(file, 'utf8'));
    // The pattern does see a bundle started: the smoke tests' helper starts both.
    expect(smoke.some((text) => runsBundle.test(text))).toBe(true);
  });
});
