import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
