import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/github/errors.ts
var PermissionError = class extends Error {
  name = "PermissionError";
};
function statusOf(error) {
  const status = error.status;
  return typeof status === "number" ? status : void 0;
}
function artifactProblem(error) {
  const status = statusOf(error);
  if (status === 404) return { gone: true, text: "was deleted (HTTP 404)" };
  if (status === 410) return { gone: true, text: "has expired (HTTP 410)" };
  return { gone: false, text: error instanceof Error ? error.message.split("\n")[0] ?? "" : String(error) };
}
var BaselineError = class extends Error {
  name = "BaselineError";
};

// src/github/pacing.ts
var GITHUB_PACING = { waitUnitMs: 1e3, spaceWrites: true };

export {
  PermissionError,
  statusOf,
  artifactProblem,
  BaselineError,
  GITHUB_PACING
};
