import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/errors.ts
var UserError = class extends Error {
  name = "UserError";
};
var ParseError = class extends UserError {
  constructor(place, detail) {
    super(`${formatPlace(place)}: ${detail}`);
    this.place = place;
    this.detail = detail;
  }
  place;
  detail;
  name = "ParseError";
};
var InputError = class extends UserError {
  name = "InputError";
};
var CommandError = class extends InputError {
  constructor(message, summary) {
    super(message);
    this.summary = summary;
  }
  summary;
  name = "CommandError";
};
function formatPlace(place) {
  let text = place.file;
  if (place.line !== void 0) text += `:${place.line}${place.column !== void 0 ? `:${place.column}` : ""}`;
  if (place.path !== void 0) text += ` at ${place.path}`;
  return text;
}
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/github/errors.ts
var PermissionError = class extends UserError {
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
var BaselineError = class extends UserError {
  /**
   * @param notes why each candidate could not be used, newest last: report/ words the newest after
   *   the message (baselineErrorText) where the face shows the error.
   */
  constructor(message, notes) {
    super(message);
    this.notes = notes;
  }
  notes;
  name = "BaselineError";
};

// src/github/pacing.ts
var GITHUB_PACING = { waitUnitMs: 1e3, spaceWrites: true };

export {
  UserError,
  ParseError,
  InputError,
  CommandError,
  errorMessage,
  PermissionError,
  statusOf,
  artifactProblem,
  BaselineError,
  GITHUB_PACING
};
