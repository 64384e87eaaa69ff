import { ParseError } from '../errors.js';
import { parseGoBench } from './go-bench.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { numberedLines } from './text-lines.js';

/**
 * `go test -json` (the test2json stream): one JSON event a line. A benchmark's result arrives
 * split across several "output" events, and packages run in parallel interleave theirs, so the
 * output is joined per package, in order, and read as `go test -bench` text.
 */
function parseGoTestJson(source: SourceText): ParsedFile {
  const outputs = new Map<string, string[]>();
  // Benchmarks that failed (`--- FAIL`), and packages that failed with none of their tests named (a build failure).
  const failed: string[] = [];
  const failedPackages: string[] = [];
  for (const { line, text } of numberedLines(source.text)) {
    if (text.trim() === '') continue;
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      throw new ParseError({ file: source.name, line }, 'expected one JSON event of go test -json on every line');
    }
    if (typeof event !== 'object' || event === null) throw new ParseError({ file: source.name, line }, 'expected a JSON object (a go test -json event)');
    const { Action: action, Package: pkg, Output: output, Test: test } = event as { Action?: unknown; Package?: unknown; Output?: unknown; Test?: unknown };
    if (action === 'fail') {
      if (typeof test === 'string') failed.push(test);
      else if (typeof pkg === 'string') failedPackages.push(pkg);
    }
    if (action !== 'output' || typeof output !== 'string') continue;
    const key = typeof pkg === 'string' ? pkg : '';
    const parts = outputs.get(key);
    if (parts === undefined) outputs.set(key, [output]);
    else parts.push(output);
  }
  // A sub-benchmark's name alone on its line (Go prints it before the result) is not a result.
  const text = [...outputs.values()]
    .map((parts) => parts.join(''))
    .join('\n')
    .split('\n')
    .filter((line) => !/^Benchmark\S*\s*$/.test(line))
    .join('\n');
  if (failed.length > 0) {
    const named = `${failed.slice(0, 5).join(', ')}${failed.length > 5 ? ` and ${failed.length - 5} more` : ''}`;
    const them = failed.length === 1 ? 'it' : 'them';
    throw new ParseError(
      { file: source.name },
      `${named} failed (--- FAIL; their messages are the output events before it): ` +
        `fix ${them}, or leave ${them} out with -bench REGEXP; a failed run's results are not compared`,
    );
  }
  if (!/^Benchmark/m.test(text)) {
    if (failedPackages.length > 0)
      throw new ParseError(
        { file: source.name },
        `package ${failedPackages[0] ?? ''} failed before any benchmark ran (a build or setup failure: see its output events); fix it and run again`,
      );
    throw new ParseError({ file: source.name }, 'the go test -json stream holds no benchmark result; run go test with -bench');
  }
  return parseGoBench({ name: source.name, text });
}

export const goTestJsonFormat: Format = {
  id: 'go-json',
  tool: 'go',
  description: 'go test -json -bench (the test2json event stream)',
  detect: (source) => /^\s*\{"(Time|Action)":/.test(headOf(source)) && /"Action":"output"/.test(headOf(source)),
  parse: parseGoTestJson,
};
