import * as core from '@actions/core';

/**
 * The action's wiring. Until the action lands (issue 4) it says so and fails the step, so that
 * nobody mistakes it for a passing gate; the CLI (`dist/cli.js`) is complete.
 */
export async function run(): Promise<void> {
  await Promise.resolve();
  core.setFailed('benchgate: the GitHub Action is not implemented yet; run the CLI (node dist/cli.js compare ...) instead');
}
