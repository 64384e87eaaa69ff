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
var BaselineError = class extends Error {
  name = "BaselineError";
};

// src/github/pacing.ts
var GITHUB_PACING = { waitUnitMs: 1e3, spaceWrites: true };

export {
  PermissionError,
  statusOf,
  BaselineError,
  GITHUB_PACING
};
