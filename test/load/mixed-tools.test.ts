import { messageOf } from '../helpers/error-message.js';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { renderNative } from '../../src/formats/native.js';
import { loadSide } from '../../src/load/load-side.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';

// A side is the runs of one suite from one tool: under --format auto, files read as different
// tools' output are refused, naming the odd ones (a Google Benchmark file in a pytest-benchmark
// glob was a run of 6 rows of its own, compared as "removed" with exit 1).
const PYTEST = 'test/fixtures/pytest-benchmark/baseline/*.json';
const GOOGLE = 'test/fixtures/google-benchmark/baseline/run1.json';

const errorOf = (action: () => unknown): string => messageOf(action, InputError);

describe('a side of several tools', () => {
  it('is refused, naming the odd file and its format against the format of the others, wherever the file comes', () => {
    const last = errorOf(() => loadSide(readInputFiles([PYTEST, GOOGLE], '--baseline'), 'auto', '--baseline'));
    expect(last).toBe(
      "--baseline: test/fixtures/google-benchmark/baseline/run1.json is google-benchmark output, but the other 5 files are pytest-benchmark output: a side's files must be runs of one suite from one tool; leave that file out",
    );
    // The odd file first: the others, read after it, make the majority.
    expect(errorOf(() => loadSide(readInputFiles([GOOGLE, PYTEST], '--current'), 'auto', '--current'))).toBe(last.replace('--baseline', '--current'));
  });

  it('names every tool when none has most of the files', () => {
    expect(errorOf(() => loadSide(readInputFiles(['test/fixtures/pytest-benchmark/baseline/run1.json', GOOGLE], 'convert'), 'auto', 'convert'))).toBe(
      "convert: the files come from different tools (test/fixtures/pytest-benchmark/baseline/run1.json is pytest-benchmark output; test/fixtures/google-benchmark/baseline/run1.json is google-benchmark output): a side's files must be runs of one suite from one tool",
    );
  });

  it('takes one tool in two shapes (go text and go test -json) and native files beside any tool', () => {
    const go = loadSide(readInputFiles(['test/fixtures/go-json/run1.json', 'test/fixtures/go/baseline/run1.txt'], '--baseline'), 'auto', '--baseline');
    expect(go.formats.map(({ format }) => format)).toEqual(['go-json', 'go']);
    const converted = renderNative(loadSide(readInputFiles([GOOGLE], '--baseline'), 'auto').set);
    const withNative = loadSide(
      [{ name: 'converted.json', text: converted }, ...readInputFiles(['test/fixtures/google-benchmark/baseline/run2.json'], '--baseline')],
      'auto',
      '--baseline',
    );
    expect(withNative.formats.map(({ format }) => format)).toEqual(['benchgate', 'google-benchmark']);
    expect(withNative.set.runCount).toBe(2);
  });
});
