import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import { scratchDir } from '../helpers/scratch.js';

// A pattern outside the working folder is globbed from its fixed folders (fs/read-inputs.ts
// globOutside): the same files, named as tinyglobby names them from the working folder.
describe('readInputFiles, patterns outside the working folder', () => {
  const dir = scratchDir('glob');
  for (const name of ['a/run1.txt', 'a/run2.txt', 'a/.hidden.txt', 'a/b/run3.txt', 'a/b/c/run4.txt', 'a/{x}/run5.txt', 'd/run6.txt', 'a b/run7.txt'])
    mkdirSync(join(dir, name, '..'), { recursive: true });
  for (const name of ['a/run1.txt', 'a/run2.txt', 'a/.hidden.txt', 'a/b/run3.txt', 'a/b/c/run4.txt', 'd/run6.txt', 'a b/run7.txt'])
    writeFileSync(join(dir, name), 'x\n');
  const fromCwd = relative(process.cwd(), dir);

  const patterns = [
    `${dir}/a/*.txt`,
    `${dir}/a/**/*.txt`,
    `${dir}/*/run*.txt`,
    `${dir}/{a,d}/*.txt`,
    `${dir}/a/run?.txt`,
    `${dir}/a/run[12].txt`,
    `${dir}/a/b/../*.txt`,
    `${dir}//a/*.txt`,
    `${dir}/a b/*.txt`,
    `${fromCwd}/a/*.txt`,
    `./${fromCwd}/d/*.txt`,
  ];
  it.each(patterns)('%s: the files tinyglobby finds, named alike', (pattern) => {
    const expected = globSync(pattern, { onlyFiles: false, expandDirectories: false }).sort();
    expect(expected.length).toBeGreaterThan(0);
    const names = readInputFiles([pattern], '--baseline').map((source) => source.name);
    expect(names).toEqual(expected);
  });

  // A folder is an input only as a Criterion.rs tree: the error names the first folder matched.
  it.each([`${dir}/a/*`, `${dir}/a/*/`, `${dir}/a/**`])('%s: folders named alike', (pattern) => {
    const expected = globSync(pattern, { onlyFiles: false, expandDirectories: false }).sort();
    expect(expected[0]).toMatch(/\/$/);
    expect(() => readInputFiles([pattern], '--baseline')).toThrow(`"${expected[0]}" is a directory`);
  });
});
