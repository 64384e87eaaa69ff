import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** The system's Chromium (Debian's package); the browser tests skip without it, except in CI (.ci/run installs it). */
const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_MISSING = !existsSync(CHROMIUM) && process.env.CI !== 'true';

/**
 * Headless Chromium with nothing that reaches out on its own (updates, sync, background requests);
 * `args` adds switches (a test's `--host-resolver-rules`).
 */
export function launchChromium(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * A fresh context (its own pages, storage and routes) of one Chromium shared by the browser tests
 * of a worker: the engine's files share their worker's imports, this among them, and a launch
 * costs about 1 CPU-second. The test closes the context; the worker's exit ends the browser.
 */
export async function sharedChromiumContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  shared ??= launchChromium();
  return (await shared).newContext(options);
}
