import type { Executor, Finished } from '../../src/interleaved/session.js';
import { fakeToolOutput } from '../interleaved/fake-tool-core.mjs';

/**
 * The stand-in tool of test/interleaved/fake-tool.mjs run in-process: a command is `KEY=VALUE ...
 * anything [{out}]`, its assignments the tool's environment; the calls of both sides share one
 * count, as the real tool's COUNTER file does. The session's statistics are tested in
 * milliseconds; run.test.ts keeps real processes for what only they show.
 */
export function fakeToolExecutor(): Executor {
  let call = 0;
  return {
    run(command: string): Promise<Finished> {
      const env = Object.fromEntries([...command.matchAll(/(?:^|\s)([A-Z_]+)=(\S+)/g)].map((match) => [match[1] as string, match[2] as string]));
      const text = fakeToolOutput(env, ++call);
      return Promise.resolve(
        command.includes('{out}') ? { status: 0, signal: null, stdout: '', stderr: '', out: text } : { status: 0, signal: null, stdout: text, stderr: '' },
      );
    },
  };
}
