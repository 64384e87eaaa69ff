// `npm run graph`: the import graph of src/, folder by folder, as a Mermaid chart (GitHub renders it
// in docs/design.md), with its circles and its wrong-way arrows against the layers of docs/design.md
// (Architecture). Read with the TypeScript compiler's parser: every import, `export … from` and
// `import()` of a module of ours; an arrow whose imports are all type-only is dashed (types vanish
// from the bundles, but a reader still follows them). `--check` exits 1 when there is a circle or a
// wrong-way arrow.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * What each room may import besides itself (docs/design.md, Architecture). The base (model/,
 * units/, stats/, errors.ts, json-text.ts) is open to the engine; a stage reads the model, not the code of the
 * stage beside it; only report/ words facts; the faces and the run session take the engine through
 * pipeline.ts; the shells (github/, fs/, threads/) implement ports and word nothing. A room not
 * listed may import nothing: a new room says here what it may import.
 */
const BASE = ['model/', 'units/', 'stats/', 'errors.ts', 'json-text.ts'];
const STAGES = ['formats/', 'load/', 'compare/', 'history/', 'bisect/', 'report/'];
/** The door's floor: pipeline.ts, its rooms and the settings' declarations (eslint.config.js: FACES_ONLY). */
const DOOR = [...BASE, ...STAGES, 'pipeline/', 'options.ts', 'options/', 'settings.ts', 'suggest.ts', 'version.ts', 'threads/'];
/** A face or the run session: the door, the model and the shells below it. */
const FACE = ['model/', 'errors.ts', 'pipeline.ts', 'options.ts', 'settings.ts', 'suggest.ts', 'version.ts', 'fs/', 'github/', 'threads/', 'interleaved/'];
const ALLOWED = {
  'model/': [],
  'units/': ['model/'],
  'stats/': [],
  'errors.ts': [],
  // JSON text read with the file and line named in its errors: the formats and the config read it.
  'json-text.ts': ['model/', 'errors.ts'],
  'version.ts': [],
  'suggest.ts': [],
  'formats/': BASE,
  'load/': [...BASE, 'formats/'],
  'compare/': BASE,
  'history/': BASE,
  'bisect/': BASE,
  'report/': [...BASE, 'version.ts'],
  'threads/': ['stats/'],
  // fs/machine-port.ts is the pipeline's port on this machine: it starts the helper thread.
  'fs/': [...BASE, 'threads/'],
  // The artifacts' zips are files: github/ unpacks them with fs/'s reader.
  'github/': [...BASE, 'version.ts', 'fs/'],
  'options.ts': DOOR.filter((room) => room !== 'pipeline/'),
  // The declarations by concern, which options.ts assembles: one floor with it.
  'options/': DOOR.filter((room) => room !== 'pipeline/'),
  'settings.ts': DOOR.filter((room) => room !== 'pipeline/'),
  'pipeline/': DOOR.filter((room) => room !== 'pipeline/'),
  'pipeline.ts': DOOR,
  'interleaved/': FACE.filter((room) => room !== 'interleaved/'),
  'cli/': FACE,
  'action/': FACE,
  'main.ts': [...FACE, 'action/'],
  'index.ts': ['main.ts'],
};

/**
 * What a room may name for its types only: the port it implements (`PipelinePort`), not the code
 * behind it; the history's report and issue decision, which report/ words (docs/design.md, The import graph).
 */
const TYPES_ONLY = {
  'fs/': ['pipeline/'],
  'report/': ['history/'],
};

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** The room of a module: its folder under src/ (`compare/`), or the file itself at the top (`pipeline.ts`, beside `pipeline/`). */
function roomOf(module) {
  const [first, ...rest] = module.split('/');
  return rest.length === 0 ? first : `${first}/`;
}

/** Each import of a module of ours in `file`: its target (src-relative) and whether it is type-only. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  const add = (specifier, typeOnly) => {
    if (!specifier.startsWith('.')) return;
    const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
    if (existsSync(target)) found.push({ target: relative(SRC, target), typeOnly });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const everyNameTyped = bindings !== undefined && ts.isNamedImports(bindings) && clause.name === undefined && bindings.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier.text, clause !== undefined && (clause.isTypeOnly || everyNameTyped));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const everyNameTyped = clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier.text, node.isTypeOnly || everyNameTyped);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? node)) {
      add(node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The arrows between rooms: `from → to` with how many imports, and how many of them carry values. */
function roomGraph() {
  const arrows = new Map();
  const rooms = new Set();
  for (const file of sources(SRC)) {
    const module = relative(SRC, file);
    const from = roomOf(module);
    rooms.add(from);
    for (const { target, typeOnly } of importsOf(file)) {
      const to = roomOf(target);
      if (to === from) continue;
      const key = `${from}\u0000${to}`;
      const arrow = arrows.get(key) ?? { from, to, imports: 0, values: 0, examples: [] };
      arrow.imports += 1;
      if (!typeOnly) arrow.values += 1;
      if (arrow.examples.length < 3) arrow.examples.push(`${module} → ${target}${typeOnly ? ' (type)' : ''}`);
      arrows.set(key, arrow);
    }
  }
  return { rooms: [...rooms].sort(), arrows: [...arrows.values()].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`)) };
}

/** The circles: strongly connected groups of two rooms or more (Tarjan), types included. */
function circles(rooms, arrows) {
  const next = new Map(rooms.map((room) => [room, arrows.filter((a) => a.from === room).map((a) => a.to)]));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const connect = (room) => {
    index.set(room, counter);
    low.set(room, counter);
    counter += 1;
    stack.push(room);
    onStack.add(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(room, Math.min(low.get(room), low.get(to)));
      } else if (onStack.has(to)) low.set(room, Math.min(low.get(room), index.get(to)));
    }
    if (low.get(room) !== index.get(room)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== room);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const room of rooms) if (!index.has(room)) connect(room);
  return groups;
}

const wrongWay = (arrow) => !(ALLOWED[arrow.from] ?? []).includes(arrow.to) && !(arrow.values === 0 && (TYPES_ONLY[arrow.from] ?? []).includes(arrow.to));
const nodeId = (room) => room.replace(/\/$/, '').replace(/[^a-z]/gi, '_');

function mermaid(rooms, arrows) {
  const lines = ['```mermaid', 'flowchart TD'];
  for (const room of rooms) lines.push(`  ${nodeId(room)}["${room}"]`);
  const red = [];
  arrows.forEach((arrow, i) => {
    const label = arrow.values === arrow.imports ? `${arrow.imports}` : `${arrow.imports}, ${arrow.imports - arrow.values} type`;
    lines.push(`  ${nodeId(arrow.from)} ${arrow.values === 0 ? '-.->' : '-->'}|${label}| ${nodeId(arrow.to)}`);
    if (wrongWay(arrow)) red.push(i);
  });
  if (red.length > 0) lines.push(`  linkStyle ${red.join(',')} stroke:#d00,stroke-width:2px`);
  lines.push('```');
  return lines.join('\n');
}

const { rooms, arrows } = roomGraph();
const found = circles(rooms, arrows);
const wrong = arrows.filter(wrongWay);
const out = [
  mermaid(rooms, arrows),
  '',
  `Rooms: ${rooms.length}; arrows: ${arrows.length} (dashed: type-only; red: wrong-way). Circles: ${found.length}. Wrong-way arrows: ${wrong.length}.`,
  '',
  ...found.map((group) => `- circle: ${group.join(' ↔ ')}`),
  ...wrong.map(
    (arrow) =>
      `- wrong way: ${arrow.from} → ${arrow.to} (${arrow.imports} import${arrow.imports === 1 ? '' : 's'}${arrow.values === 0 ? ', types only' : ''}; ${arrow.examples.join(', ')})`,
  ),
];
console.log(out.join('\n'));
if (process.argv.includes('--check') && (found.length > 0 || wrong.length > 0)) process.exitCode = 1;
