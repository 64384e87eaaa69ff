import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  BaselineError,
  GITHUB_PACING,
  PermissionError,
  artifactProblem,
  statusOf
} from "./chunk-OUSRDIKV.mjs";
import {
  getOctokit,
  require_light,
  retry
} from "./chunk-K7CRT5EC.mjs";
import {
  __toESM,
  warning
} from "./chunk-22LFHGU3.mjs";

// src/github/session.ts
import { mkdirSync as mkdirSync3, writeFileSync } from "node:fs";
import { join as join6 } from "node:path";

// src/github/artifacts.ts
import { mkdirSync as mkdirSync2, readdirSync, rmSync, statSync } from "node:fs";
import { join as join2 } from "node:path";

// src/fs/extract-zip.ts
import { closeSync, createReadStream, createWriteStream, fstatSync, mkdirSync, openSync, readSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { PassThrough, Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32, createInflateRaw } from "node:zlib";
var ZipError = class extends Error {
  constructor(message, written = 0) {
    super(message);
    this.written = written;
  }
  written;
  name = "ZipError";
};
var END = 101010256;
var END64_LOCATOR = 117853008;
var END64 = 101075792;
var CENTRAL = 33639248;
var LOCAL = 67324752;
var STORED = 0;
var DEFLATED = 8;
var END_SEARCH_BYTES = 22 + 65535;
var MAX_CENTRAL_DIRECTORY_BYTES = 1024 * 1024;
var S_IFMT = 61440;
var S_IFREG = 32768;
var S_IFDIR = 16384;
var S_IFLNK = 40960;
function readAt(fd, position, length) {
  const buffer = Buffer.alloc(length);
  const read = readSync(fd, buffer, 0, length, position);
  if (read !== length) throw new ZipError("it is not a zip: it ends early");
  return buffer;
}
function uint64(buffer, at) {
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError("it is not a zip: a 64-bit size is out of range");
  return Number(value);
}
function centralDirectory(fd, fileSize) {
  const tailLength = Math.min(fileSize, END_SEARCH_BYTES);
  const tail = readAt(fd, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END && i + 22 + tail.readUInt16LE(i + 20) === tail.length) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipError("it is not a zip: no end of central directory record");
  const end = fileSize - tailLength + at;
  if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0 || tail.readUInt16LE(at + 8) !== tail.readUInt16LE(at + 10))
    throw new ZipError("it is a zip of several parts");
  const entries = tail.readUInt16LE(at + 10);
  const size = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  if (entries !== 65535 && size !== 4294967295 && offset !== 4294967295) return { entries, offset, size, end };
  if (end < 20) throw new ZipError("it is not a zip: no ZIP64 end record");
  const locator = readAt(fd, end - 20, 20);
  if (locator.readUInt32LE(0) !== END64_LOCATOR) throw new ZipError("it is not a zip: no ZIP64 end record");
  const recordAt = uint64(locator, 8);
  if (recordAt + 56 > end - 20) throw new ZipError("it is not a zip: its ZIP64 end record is out of place");
  const record = readAt(fd, recordAt, 56);
  if (record.readUInt32LE(0) !== END64) throw new ZipError("it is not a zip: no ZIP64 end record");
  if (record.readUInt32LE(16) !== 0 || record.readUInt32LE(20) !== 0 || uint64(record, 24) !== uint64(record, 32))
    throw new ZipError("it is a zip of several parts");
  return { entries: uint64(record, 32), size: uint64(record, 40), offset: uint64(record, 48), end: recordAt };
}
function unsafeName(name) {
  if (name === "" || name.includes("\0")) return "an empty name or a NUL";
  if (name.includes("\\")) return "a backslash";
  if (name.startsWith("/") || /^[a-z]:/i.test(name)) return "an absolute path";
  const parts = name.replace(/\/$/, "").split("/");
  if (parts.includes("..")) return "a parent folder (..)";
  if (parts.some((part) => part === "" || part === ".")) return 'an empty or "." folder';
  return void 0;
}
function zip64Values(extra, wanted) {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 1) {
      const values = [];
      let field = at + 4;
      for (const needed of wanted) {
        if (!needed) continue;
        if (field + 8 > at + 4 + length || field + 8 > extra.length) throw new ZipError("it is not a zip: a ZIP64 field is short");
        values.push(uint64(extra, field));
        field += 8;
      }
      return values;
    }
    at += 4 + length;
  }
  throw new ZipError("it is not a zip: a ZIP64 size has no ZIP64 field");
}
function readEntries(fd, fileSize, limits) {
  const directory = centralDirectory(fd, fileSize);
  if (directory.entries > limits.maxEntries) throw new ZipError(`it holds ${directory.entries} entries, more than the ${limits.maxEntries} allowed`);
  if (directory.size > MAX_CENTRAL_DIRECTORY_BYTES)
    throw new ZipError(`its central directory has ${directory.size} bytes, more than the ${MAX_CENTRAL_DIRECTORY_BYTES} allowed`);
  if (directory.offset + directory.size > directory.end) throw new ZipError("it is not a zip: its central directory is out of place");
  const buffer = readAt(fd, directory.offset, directory.size);
  const entries = [];
  const names = /* @__PURE__ */ new Set();
  let at = 0;
  for (let i = 0; i < directory.entries; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL) throw new ZipError("it is not a zip: its central directory is damaged");
    const madeBy = buffer.readUInt16LE(at + 4);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength + commentLength > buffer.length) throw new ZipError("it is not a zip: its central directory is damaged");
    const name = buffer.toString("utf8", at + 46, at + 46 + nameLength);
    const unsafe = unsafeName(name);
    if (unsafe !== void 0) throw new ZipError(`its entry "${name}" has ${unsafe}`);
    if (names.has(name)) throw new ZipError(`it has two entries "${name}"`);
    names.add(name);
    const mode = buffer.readUInt32LE(at + 38) >>> 16;
    const type = mode & S_IFMT;
    if (type === S_IFLNK) throw new ZipError(`its entry "${name}" is a symbolic link`);
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) throw new ZipError(`its entry "${name}" is not a file or a folder (made by ${madeBy >>> 8})`);
    let compressedSize = buffer.readUInt32LE(at + 20);
    let size = buffer.readUInt32LE(at + 24);
    let localOffset = buffer.readUInt32LE(at + 42);
    const wide = [size === 4294967295, compressedSize === 4294967295, localOffset === 4294967295];
    if (wide.some(Boolean)) {
      const values = zip64Values(buffer.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), wide);
      if (wide[0] === true) size = values.shift() ?? size;
      if (wide[1] === true) compressedSize = values.shift() ?? compressedSize;
      if (wide[2] === true) localOffset = values.shift() ?? localOffset;
    }
    entries.push({
      name,
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      crc: buffer.readUInt32LE(at + 16),
      compressedSize,
      size,
      localOffset
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, dataEnd: directory.offset };
}
var Bounded = class extends Transform {
  constructor(room, tooMuch) {
    super();
    this.room = room;
    this.tooMuch = tooMuch;
  }
  room;
  tooMuch;
  bytes = 0;
  crc = 0;
  _transform(chunk, _encoding, done) {
    if (this.bytes + chunk.length > this.room) {
      done(this.tooMuch());
      return;
    }
    this.bytes += chunk.length;
    this.crc = crc32(chunk, this.crc);
    done(null, chunk);
  }
};
async function extractZip(zipPath, directory, limits) {
  const fd = openSync(zipPath, "r");
  let entries;
  let dataEnd;
  try {
    ({ entries, dataEnd } = readEntries(fd, fstatSync(fd).size, limits));
  } finally {
    closeSync(fd);
  }
  const files = entries.filter((entry) => !entry.name.endsWith("/") && (limits.only === void 0 || limits.only.has(entry.name)));
  for (const entry of files) {
    if ((entry.flags & 1) !== 0) throw new ZipError(`its entry "${entry.name}" is encrypted`);
    if (entry.method !== STORED && entry.method !== DEFLATED) throw new ZipError(`its entry "${entry.name}" uses compression method ${entry.method}`);
  }
  const declared = files.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limits.maxBytes) throw new ZipError(`its files would extract to ${declared} bytes, more than the ${limits.maxBytes} allowed`);
  const root = resolve(directory);
  if (limits.only === void 0) {
    for (const entry of entries) if (entry.name.endsWith("/")) mkdirSync(join(root, entry.name), { recursive: true });
  }
  let written = 0;
  for (const entry of files) {
    const target2 = join(root, entry.name);
    if (!target2.startsWith(root + sep)) throw new ZipError(`its entry "${entry.name}" would leave the folder`, written);
    const dataStart = localDataStart(zipPath, entry);
    if (dataStart + entry.compressedSize > dataEnd) throw new ZipError(`it is not a zip: the data of "${entry.name}" overruns the archive`, written);
    const room = Math.min(entry.size, limits.maxBytes - written);
    const bounded = new Bounded(
      room,
      () => room === entry.size ? new ZipError(`its entry "${entry.name}" inflates beyond the ${entry.size} bytes it declares; stopped`) : new ZipError(`its files inflate beyond the ${limits.maxBytes} bytes allowed; stopped`)
    );
    const source = entry.compressedSize === 0 ? Readable.from([]) : createReadStream(zipPath, { start: dataStart, end: dataStart + entry.compressedSize - 1 });
    try {
      mkdirSync(dirname(target2), { recursive: true });
      await pipeline(source, entry.method === DEFLATED ? createInflateRaw() : new PassThrough(), bounded, createWriteStream(target2, { flags: "wx" }));
    } catch (error) {
      const why = error instanceof ZipError ? error.message : `its entry "${entry.name}" could not be extracted (${error instanceof Error ? error.message : String(error)})`;
      throw new ZipError(why, written + bounded.bytes);
    }
    written += bounded.bytes;
    if (bounded.bytes !== entry.size) throw new ZipError(`its entry "${entry.name}" has ${bounded.bytes} bytes, not the ${entry.size} it declares`, written);
    if (bounded.crc >>> 0 !== entry.crc) throw new ZipError(`its entry "${entry.name}" is damaged (CRC-32 mismatch)`, written);
  }
  return { files: files.map((entry) => entry.name), bytes: written };
}
function localDataStart(zipPath, entry) {
  const fd = openSync(zipPath, "r");
  try {
    const header = readAt(fd, entry.localOffset, 30);
    if (header.readUInt32LE(0) !== LOCAL) throw new ZipError(`it is not a zip: no local header for "${entry.name}"`);
    const nameLength = header.readUInt16LE(26);
    const name = readAt(fd, entry.localOffset + 30, nameLength).toString("utf8");
    if (name !== entry.name) throw new ZipError(`its entry "${entry.name}" has another name ("${name}") in its local header`);
    return entry.localOffset + 30 + nameLength + header.readUInt16LE(28);
  } finally {
    closeSync(fd);
  }
}

// src/github/artifacts.ts
async function artifactClient() {
  const { DefaultArtifactClient } = await import("./artifact-HDQUVBTH.mjs");
  return new DefaultArtifactClient();
}
async function uploadArtifactFile(name, file, rootDirectory, retentionDays = 90) {
  return uploadArtifactFiles(name, [file], rootDirectory, retentionDays);
}
async function uploadArtifactFiles(name, files, rootDirectory, retentionDays = 90) {
  const client = await artifactClient();
  try {
    const { id } = await client.uploadArtifact(name, [...files], rootDirectory, { retentionDays });
    return { stored: true, id };
  } catch (error) {
    if (error instanceof Error && /\(409\)/.test(error.message)) return { stored: false, reason: `this workflow run already has an artifact ${name}` };
    throw error;
  }
}
var MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
var MAX_ARTIFACT_ENTRIES = 16;
async function downloadArtifactOfRun(context, token, artifact, directory, limits) {
  if (artifact.sizeInBytes > limits.maxZipBytes) throw new Error(`its zip has ${artifact.sizeInBytes} bytes, more than the ${limits.maxZipBytes} allowed`);
  const zipFolder = `${directory}-zip`;
  mkdirSync2(zipFolder, { recursive: true });
  mkdirSync2(directory, { recursive: true });
  try {
    const client = await artifactClient();
    const result = await client.downloadArtifact(artifact.id, {
      path: zipFolder,
      skipDecompress: true,
      ...artifact.digest !== void 0 && { expectedHash: artifact.digest },
      findBy: { token, workflowRunId: artifact.runId, repositoryOwner: context.owner, repositoryName: context.repo }
    });
    if (result.digestMismatch === true) throw new Error(`the artifact ${artifact.id} does not match its digest`);
    const [zip, ...others] = readdirSync(zipFolder, { withFileTypes: true });
    if (zip === void 0 || others.length > 0 || !zip.isFile()) throw new Error("the download did not leave one zip file");
    const zipPath = join2(zipFolder, zip.name);
    const size = statSync(zipPath).size;
    if (size > limits.maxZipBytes) throw new Error(`its zip has ${size} bytes, more than the ${limits.maxZipBytes} allowed`);
    await extractZip(zipPath, directory, limits);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    if (error instanceof ZipError) throw new Error(`${error.message} (${error.written} bytes written)`, { cause: error });
    throw error;
  } finally {
    rmSync(zipFolder, { recursive: true, force: true });
  }
}

// src/github/run-reports.ts
import { existsSync, readFileSync } from "node:fs";
import { join as join3 } from "node:path";

// src/github/leg-key.ts
function sanitizeKey(text) {
  const key = text.toLowerCase().replace(/[^a-z0-9._-]+/g, "-");
  let start = 0;
  let end = key.length;
  while (start < end && key[start] === "-") start++;
  end = Math.min(end, start + 60);
  while (end > start && key[end - 1] === "-") end--;
  return key.slice(start, end);
}
async function matrixKey(client, context) {
  if (context.runnerName === "") return "";
  try {
    const { data } = await client.rest.actions.listJobsForWorkflowRunAttempt({
      owner: context.owner,
      repo: context.repo,
      run_id: context.runId,
      attempt_number: context.runAttempt,
      per_page: 100
    });
    const job = data.jobs.find((candidate) => candidate.runner_name === context.runnerName && candidate.status === "in_progress") ?? data.jobs.find((candidate) => candidate.runner_name === context.runnerName);
    const name = (job?.name ?? "").trimEnd();
    const open = name.indexOf("(");
    return open < 0 || !name.endsWith(")") ? "" : sanitizeKey(name.slice(open + 1, -1));
  } catch {
    return "";
  }
}

// src/github/run-reports.ts
var REPORT_FILE = "report.json";
var COMMENT_FILE = "comment.json";
var REPORT_ARTIFACT_PREFIX = "benchgate-report-";
var MAX_REPORTS = 20;
var MAX_ARTIFACT_PAGES = 10;
var MAX_REPORT_BYTES = 64 * 1024 * 1024;
var REPORT_LIMITS = {
  maxZipBytes: MAX_ARTIFACT_BYTES,
  maxEntries: MAX_ARTIFACT_ENTRIES,
  maxBytes: MAX_REPORT_BYTES,
  only: /* @__PURE__ */ new Set([REPORT_FILE, COMMENT_FILE])
};
function readingsOfName(name, suites) {
  if (!name.startsWith(REPORT_ARTIFACT_PREFIX)) return [];
  const rest = name.slice(REPORT_ARTIFACT_PREFIX.length);
  return suites.flatMap((suite) => {
    if (rest === suite) return [{ suite, key: "" }];
    const key = rest.slice(suite.length + 1);
    return rest.startsWith(`${suite}-`) && key !== "" && sanitizeKey(key) === key ? [{ suite, key }] : [];
  });
}
function claimedSlot(directory) {
  const path = join3(directory, COMMENT_FILE);
  if (!existsSync(path)) return void 0;
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8"));
    const fields = typeof parsed === "object" && parsed !== null ? parsed : {};
    return { suite: fields.suite, key: fields.key ?? "" };
  } catch {
    return { suite: void 0, key: void 0 };
  }
}
async function reportsOfRun(client, token, context, workDir, suites) {
  const run = context.workflowRun;
  const none = { reports: [], pullRequest: void 0, refused: [], notes: [] };
  if (run === void 0) return none;
  const { owner, repo } = context;
  const notes = [];
  const refused = [];
  const newest = /* @__PURE__ */ new Map();
  let pages = 0;
  for await (const page of client.paginate.iterator(client.rest.actions.listWorkflowRunArtifacts, { owner, repo, run_id: run.id, per_page: 100 })) {
    for (const artifact of page.data) {
      if (!artifact.name.startsWith(REPORT_ARTIFACT_PREFIX) || artifact.expired) continue;
      if ((newest.get(artifact.name)?.id ?? -1) < artifact.id) newest.set(artifact.name, artifact);
    }
    if (++pages >= MAX_ARTIFACT_PAGES) {
      if (page.headers.link?.includes('rel="next"') === true) notes.push({ code: "first-artifacts", runId: run.id, read: pages * 100 });
      break;
    }
  }
  const artifacts = [...newest.values()].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  if (artifacts.length === 0) return none;
  const { data: pulls } = await client.rest.pulls.list({ owner, repo, state: "open", head: `${run.headOwner}:${run.headBranch}`, per_page: 100 });
  const pullRequest = pulls.find((pull) => pull.head.sha === run.headSha)?.number;
  const readable = artifacts.filter((artifact) => {
    if (readingsOfName(artifact.name, suites).length > 0) return true;
    refused.push(
      `artifact ${artifact.name} of run ${run.id}: its name is not benchgate-report-SUITE[-KEY] for a suite of the input suites (${suites.join(", ")})`
    );
    return false;
  });
  if (readable.length > MAX_REPORTS) notes.push({ code: "too-many-reports", runId: run.id, found: readable.length, read: MAX_REPORTS });
  const reports = [];
  for (const artifact of readable.slice(0, MAX_REPORTS)) {
    const directory = join3(workDir, `run-report-${artifact.id}`);
    try {
      await downloadArtifactOfRun(
        context,
        token,
        { id: artifact.id, runId: run.id, digest: artifact.digest ?? void 0, sizeInBytes: artifact.size_in_bytes },
        directory,
        REPORT_LIMITS
      );
      const reportPath = join3(directory, REPORT_FILE);
      if (!existsSync(reportPath)) throw new Error(`it holds no ${REPORT_FILE}`);
      const readings = readingsOfName(artifact.name, suites);
      const claimed = claimedSlot(directory);
      const slot = claimed === void 0 ? readings.sort((a, b) => b.suite.length - a.suite.length)[0] : readings.find((reading) => reading.suite === claimed.suite && reading.key === claimed.key);
      if (slot === void 0) throw new Error(`its ${COMMENT_FILE} does not name the suite and key its name does`);
      reports.push({ artifact: artifact.name, suite: slot.suite, key: slot.key, reportJson: readFileSync(reportPath, "utf8") });
    } catch (error) {
      const problem = artifactProblem(error);
      const why = problem.gone ? `it ${problem.text}` : problem.text;
      refused.push(`artifact ${artifact.name} of run ${run.id}: ${why}`);
    }
  }
  return { reports, pullRequest, refused, notes };
}

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck2, common) {
  groups.global = new Bottleneck2.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck2.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck2.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck2.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck2.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck2 = import_light.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck2, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;

// src/github/client.ts
var import_light2 = __toESM(require_light(), 1);
function unspacedGroups() {
  return {
    write: new import_light2.default.Group({ maxConcurrent: 1, minTime: 0 }),
    search: new import_light2.default.Group({ maxConcurrent: 1, minTime: 0 }),
    notifications: new import_light2.default.Group({ maxConcurrent: 1, minTime: 0 })
  };
}
function createClient(token, pacing = GITHUB_PACING) {
  const apiUrl = process.env.GITHUB_API_URL;
  return getOctokit(
    token,
    {
      ...apiUrl !== void 0 && apiUrl !== "" && { baseUrl: apiUrl },
      // Only 5xx are retried here (no request.retries: it would retry every 4xx, octokit/plugin-retry.js#576);
      // rate limits (403/429 with their headers) are the throttling plugin's.
      retry: { retries: 3, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451], retryAfterBaseValue: pacing.waitUnitMs },
      throttle: {
        retryAfterBaseValue: pacing.waitUnitMs,
        ...!pacing.spaceWrites && unspacedGroups(),
        onRateLimit: (after, options, _octokit, retryCount) => {
          warning(`GitHub rate limit on ${options.method} ${options.url}; ${retryCount < 1 && after <= 60 ? `retrying in ${after} s` : "giving up"}`);
          return retryCount < 1 && after <= 60;
        },
        onSecondaryRateLimit: (after, options, _octokit, retryCount) => {
          warning(
            `GitHub secondary rate limit on ${options.method} ${options.url}; ${retryCount < 1 && after <= 60 ? `retrying in ${after} s` : "giving up"}`
          );
          return retryCount < 1 && after <= 60;
        }
      }
    },
    retry,
    throttling
  );
}

// src/github/comments.ts
function commentMarker(suite, key = "") {
  return `<!-- benchgate:${suite}${key === "" ? "" : `:${key}`} -->`;
}
var STALE_HEADING = "<details><summary>The earlier report (from an earlier commit)</summary>";
var logins = /* @__PURE__ */ new WeakMap();
function tokenLogin(client) {
  let login = logins.get(client);
  if (login === void 0) {
    login = client.graphql("query { viewer { login } }").then((result) => result.viewer.login).catch(() => "github-actions[bot]");
    logins.set(client, login);
  }
  return login;
}
async function ourComments(client, context, issueNumber, marker, login) {
  const ours = [];
  for await (const page of client.paginate.iterator(client.rest.issues.listComments, {
    owner: context.owner,
    repo: context.repo,
    issue_number: issueNumber,
    per_page: 100
  })) {
    for (const comment of page.data) {
      if (comment.user?.login === login && (comment.body ?? "").startsWith(`${marker}
`))
        ours.push({ id: comment.id, body: comment.body ?? "", url: comment.html_url });
    }
  }
  return ours.sort((a, b) => a.id - b.id);
}
function refusal(error, fromFork) {
  const status = statusOf(error);
  const raw = error.response?.data?.message;
  const message = typeof raw === "string" ? raw : "";
  if (/locked/i.test(message)) return `GitHub refused the comment (HTTP ${status}): the pull request is locked; the job summary has the report`;
  if (fromFork)
    return `GitHub refused the comment (HTTP ${status}): the token is read-only in pull requests from forks; the job summary has the report. See the README for the workflow_run recipe.`;
  if (status === 404) return `GitHub refused the comment (HTTP 404): the pull request or the comment is gone, or the token cannot see it`;
  return `GitHub refused the comment (HTTP ${status}): the token lacks "pull-requests: write" (${message || "no message"}); the job summary has the report`;
}
async function upsertComment(client, context, issueNumber, marker, body, mayCreate) {
  const { owner, repo } = context;
  const login = await tokenLogin(client);
  const full = `${marker}
${body}`;
  const fromFork = context.pullRequest?.fromFork ?? false;
  try {
    const existing = (await ourComments(client, context, issueNumber, marker, login))[0];
    if (existing === void 0) {
      if (!mayCreate) return { url: void 0, skipped: "nothing to report under the comment setting", refused: false };
      const { data: data2 } = await client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: full });
      const [oldest, ...newer] = await ourComments(client, context, issueNumber, marker, login);
      if (oldest === void 0 || oldest.id === data2.id) return { url: data2.html_url, action: "created" };
      for (const duplicate of newer) await client.rest.issues.deleteComment({ owner, repo, comment_id: duplicate.id });
      const { data: kept } = await client.rest.issues.updateComment({ owner, repo, comment_id: oldest.id, body: full });
      return { url: kept.html_url, action: "updated" };
    }
    if (existing.body === full) return { url: existing.url, action: "unchanged" };
    const { data } = await client.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: full });
    return { url: data.html_url, action: "updated" };
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 401 || status === 404) return { url: void 0, skipped: refusal(error, fromFork), refused: true };
    throw error;
  }
}
async function markCommentStale(client, context, issueNumber, marker, heading) {
  const login = await tokenLogin(client);
  try {
    const existing = (await ourComments(client, context, issueNumber, marker, login))[0];
    if (existing === void 0) return { url: void 0, skipped: "no earlier comment to update", refused: false };
    const previous = existing.body.slice(marker.length + 1);
    const earlier = previous.includes(STALE_HEADING) ? previous.slice(previous.indexOf(STALE_HEADING)) : `${STALE_HEADING}

${previous}

</details>`;
    const full = `${marker}
${heading}

${earlier}`;
    if (full === existing.body) return { url: existing.url, action: "unchanged" };
    const { data } = await client.rest.issues.updateComment({ owner: context.owner, repo: context.repo, comment_id: existing.id, body: full });
    return { url: data.html_url, action: "updated" };
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 401 || status === 404)
      return { url: void 0, skipped: refusal(error, context.pullRequest?.fromFork ?? false), refused: true };
    throw error;
  }
}

// src/github/carried-history.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { join as join4 } from "node:path";

// src/github/baseline.ts
var BASELINE_EVENTS = /* @__PURE__ */ new Set(["push", "schedule", "workflow_dispatch"]);
var MAX_RUN_PAGES = 5;
var MAX_ANCESTOR_CHECKS = 100;
var SPARE_CANDIDATES = 5;
function permissionHint(error) {
  throw new PermissionError(
    `benchgate could not read this repository's workflow runs or artifacts (HTTP ${statusOf(error) ?? "?"}): give the job "permissions: actions: read" (and "contents: read") so it can find the baseline`
  );
}
async function guarded(call) {
  try {
    return await call();
  } catch (error) {
    if (statusOf(error) === 403 || statusOf(error) === 401) permissionHint(error);
    throw error;
  }
}
async function baselineCommit(client, context) {
  const pr = context.pullRequest;
  const { data } = await guarded(() => client.rest.repos.getCommit({ owner: context.owner, repo: context.repo, ref: context.sha }));
  if (data.parents.length >= 2 && data.parents[0] !== void 0) return data.parents[0].sha;
  if (pr !== void 0 && pr.baseRef !== "") {
    const { data: comparison } = await guarded(
      () => client.rest.repos.compareCommitsWithBasehead({ owner: context.owner, repo: context.repo, basehead: `${pr.baseRef}...${context.sha}` })
    );
    return comparison.merge_base_commit.sha;
  }
  return data.parents[0]?.sha ?? context.sha;
}
function eligible(run) {
  const sameRepository = run.head_repository?.id === void 0 || run.repository?.id === void 0 || run.head_repository.id === run.repository.id;
  return sameRepository && BASELINE_EVENTS.has(run.event ?? "push");
}
async function currentRun(search) {
  const { owner, repo, runId } = search.context;
  return (await guarded(() => search.client.rest.actions.getWorkflowRun({ owner, repo, run_id: runId }))).data;
}
function newestArtifact(run, name, artifacts) {
  const candidates = artifacts.filter((artifact2) => artifact2.name === name);
  const live = candidates.filter((artifact2) => !artifact2.expired).sort((a, b) => b.id - a.id)[0];
  if (live === void 0) return { artifact: void 0, expired: candidates.length > 0 };
  const artifact = {
    runId: run.id,
    headSha: run.head_sha,
    artifactId: live.id,
    digest: live.digest ?? void 0,
    sizeInBytes: live.size_in_bytes,
    runUrl: run.html_url,
    runCreatedAt: run.created_at
  };
  return { artifact, expired: false };
}
async function runArtifacts(search, run, name) {
  const { client, context } = search;
  const { data } = await guarded(
    () => client.rest.actions.listWorkflowRunArtifacts({
      owner: context.owner,
      repo: context.repo,
      run_id: run.id,
      ...name !== void 0 && { name },
      per_page: 100
    })
  );
  return data;
}
function noted(search, run, listed) {
  if (listed.expired) search.notes.push({ code: "expired", artifact: search.name, runId: run.id, sha: run.head_sha });
  return listed.artifact;
}
async function artifactOf(search, run) {
  return noted(search, run, newestArtifact(run, search.name, (await runArtifacts(search, run, search.name)).artifacts));
}
async function* branchRuns(search, workflowId, branch) {
  const { client, context } = search;
  let pages = 0;
  for await (const page of client.paginate.iterator(client.rest.actions.listWorkflowRuns, {
    owner: context.owner,
    repo: context.repo,
    workflow_id: workflowId,
    branch,
    status: "success",
    exclude_pull_requests: true,
    per_page: 100
  })) {
    yield* page.data.filter(eligible);
    if (++pages >= MAX_RUN_PAGES) return;
  }
}
async function* otherRuns(runs, currentId) {
  for await (const run of runs) if (run.id !== currentId) yield run;
}
async function findBaseline(client, context, name, target2, branch, count = 1) {
  const { owner, repo } = context;
  const search = { client, context, name, notes: [] };
  const { notes } = search;
  const found = [];
  const workflowId = (await currentRun(search)).workflow_id;
  const artifactOfRun = async (run, match) => {
    const artifact = await artifactOf(search, run);
    return artifact === void 0 ? void 0 : { ...artifact, match };
  };
  const { data: exact } = await guarded(
    () => client.rest.actions.listWorkflowRuns({
      owner,
      repo,
      workflow_id: workflowId,
      head_sha: target2,
      status: "success",
      exclude_pull_requests: true,
      per_page: 20
    })
  );
  const wanted = count + SPARE_CANDIDATES;
  for (const run of exact.workflow_runs.filter(eligible)) {
    if (found.length >= wanted) break;
    const artifact = await artifactOfRun(run, "exact");
    if (artifact !== void 0) found.push(artifact);
  }
  if (found.length < wanted) {
    const used = new Set(found.map((artifact) => artifact.runId));
    const ancestry = /* @__PURE__ */ new Map();
    let checks = 0;
    for await (const run of branchRuns(search, workflowId, branch)) {
      if (found.length >= wanted) break;
      if (run.head_sha === target2 || used.has(run.id)) continue;
      let known = ancestry.get(run.head_sha);
      if (known === void 0) {
        if (checks++ >= MAX_ANCESTOR_CHECKS) {
          notes.push({ code: "ancestry-limit", checks: MAX_ANCESTOR_CHECKS });
          break;
        }
        const { data: comparison } = await guarded(
          () => client.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${run.head_sha}...${target2}` })
        );
        known = { ancestor: comparison.status === "ahead" || comparison.status === "identical", aheadBy: comparison.ahead_by };
        ancestry.set(run.head_sha, known);
      }
      if (!known.ancestor) continue;
      const artifact = await artifactOfRun(run, "ancestor");
      if (artifact !== void 0) found.push(artifact);
    }
  }
  const [first, ...rest] = found;
  if (first !== void 0) return { found: [first, ...rest], notes };
  return {
    found: void 0,
    reason: `no successful push, schedule or workflow_dispatch run of this workflow on ${branch} at ${target2.slice(0, 7)} or an ancestor has an unexpired artifact ${name}; the next push to ${branch} will store one`,
    notes
  };
}

// src/github/reads-in-order.ts
var CONCURRENT_READS = 5;
async function readInOrder(items, wanted, read, take) {
  let batch = [];
  const readBatch = async () => {
    const results = await Promise.all(batch.map(read));
    batch = [];
    for (const result of results) take(result);
  };
  for await (const item of items) {
    if (wanted() <= 0) break;
    batch.push(item);
    if (batch.length >= Math.min(CONCURRENT_READS, wanted())) await readBatch();
  }
  if (batch.length > 0) await readBatch();
}

// src/github/history-search.ts
async function foundInRun(search, run, names) {
  const found = /* @__PURE__ */ new Map();
  const all = await runArtifacts(search, run);
  for (const name of names) {
    const artifacts = all.total_count > all.artifacts.length ? (await runArtifacts(search, run, name)).artifacts : all.artifacts;
    found.set(name, newestArtifact(run, name, artifacts));
  }
  return found;
}
async function findHistories(client, context, branch, wanted) {
  const searches = [...wanted].map(([name, count]) => ({
    search: { client, context, name, notes: [] },
    count,
    found: []
  }));
  const reader = { client, context };
  const names = searches.map(({ search }) => search.name);
  const take = (run, listed) => {
    for (const { search, count, found } of searches) {
      const one = listed.get(search.name);
      if (found.length >= count || one === void 0) continue;
      const artifact = noted(search, run, one);
      if (artifact !== void 0) found.push(artifact);
    }
  };
  const current = await currentRun(reader);
  if (eligible(current)) take(current, await foundInRun(reader, current, names));
  await readInOrder(
    otherRuns(branchRuns(reader, current.workflow_id, branch), current.id),
    () => Math.max(0, ...searches.map(({ count, found }) => count - found.length)),
    async (run) => ({ run, listed: await foundInRun(reader, run, names) }),
    ({ run, listed }) => take(run, listed)
  );
  return new Map(searches.map(({ search, found }) => [search.name, { found, notes: search.notes }]));
}
var CARRIED_CANDIDATES = 3;
async function searchHistory(client, context, branch, names, runs) {
  try {
    const wanted = /* @__PURE__ */ new Map([
      [names.carried, CARRIED_CANDIDATES],
      [names.baselines, runs + SPARE_CANDIDATES]
    ]);
    const found = await findHistories(client, context, branch, wanted);
    const none = { found: [], notes: [] };
    return { carried: found.get(names.carried) ?? none, baselines: found.get(names.baselines) ?? none };
  } catch (error) {
    if (error instanceof PermissionError) throw error;
    return { carried: { failed: error }, baselines: { failed: error } };
  }
}

// src/github/carried-history.ts
var CARRIED_FILE = "history-carried.json";
var CARRIED_LIMITS = {
  maxZipBytes: MAX_ARTIFACT_BYTES,
  maxEntries: MAX_ARTIFACT_ENTRIES,
  maxBytes: 192 * 1024 * 1024,
  only: /* @__PURE__ */ new Set([CARRIED_FILE])
};
async function fetchCarried(token, context, name, search, workDir) {
  const notes = [];
  if ("failed" in search) {
    notes.push({ code: "skipped", artifact: name, runId: context.runId, sha: context.sha, gone: false, problem: artifactProblem(search.failed).text });
    return { found: void 0, notes };
  }
  for (const artifact of search.found.slice(0, CARRIED_CANDIDATES)) {
    const directory = join4(workDir, `carried-${artifact.runId}`);
    try {
      await downloadArtifactOfRun(context, token, { ...artifact, id: artifact.artifactId }, directory, CARRIED_LIMITS);
      const file = join4(directory, CARRIED_FILE);
      if (!existsSync2(file)) throw new Error(`it holds no ${CARRIED_FILE}`);
      return { found: { runId: artifact.runId, text: readFileSync2(file, "utf8") }, notes };
    } catch (error) {
      const problem = artifactProblem(error);
      notes.push({ code: "skipped", artifact: name, runId: artifact.runId, sha: artifact.headSha, gone: problem.gone, problem: problem.text });
    }
  }
  return { found: void 0, notes };
}

// src/github/fetch-baseline.ts
import { existsSync as existsSync3, readFileSync as readFileSync3 } from "node:fs";
import { join as join5 } from "node:path";
var BASELINE_FILE = "benchgate.json";
var MAX_BASELINE_FILE_BYTES = 256 * 1024 * 1024;
var BASELINE_LIMITS = {
  maxZipBytes: MAX_ARTIFACT_BYTES,
  maxEntries: MAX_ARTIFACT_ENTRIES,
  maxBytes: MAX_BASELINE_FILE_BYTES,
  only: /* @__PURE__ */ new Set([BASELINE_FILE])
};
async function downloadStored(context, token, name, candidates, wanted, workDir, notes) {
  const used = [];
  const download = async (artifact) => {
    const directory = join5(workDir, `baseline-${artifact.runId}`);
    try {
      await downloadArtifactOfRun(context, token, { ...artifact, id: artifact.artifactId }, directory, BASELINE_LIMITS);
      const file = join5(directory, BASELINE_FILE);
      if (!existsSync3(file)) throw new Error(`it holds no ${BASELINE_FILE}`);
      return { artifact, text: readFileSync3(file, "utf8") };
    } catch (error) {
      return { artifact, problem: error };
    }
  };
  await readInOrder(
    candidates,
    () => wanted - used.length,
    download,
    (result) => {
      const { artifact } = result;
      if ("text" in result) {
        used.push({ artifact, source: { name: `artifact ${name} (run ${artifact.runId})`, text: result.text } });
        return;
      }
      const problem = artifactProblem(result.problem);
      notes.push({ code: "skipped", artifact: name, runId: artifact.runId, sha: artifact.headSha, gone: problem.gone, problem: problem.text });
    }
  );
  return used;
}
async function target(client, context) {
  if (context.mergeGroup !== void 0) return { sha: context.mergeGroup.baseSha, branch: context.mergeGroup.baseRef };
  if (context.pullRequest !== void 0) return { sha: await baselineCommit(client, context), branch: context.pullRequest.baseRef };
  return void 0;
}
async function fetchBaseline(client, token, context, name, runs, workDir) {
  let where;
  let search;
  try {
    where = await target(client, context);
    if (where === void 0) return "this run is neither a pull request nor a merge queue run, and no local baseline files were given";
    search = await findBaseline(client, context, name, where.sha, where.branch, runs);
  } catch (error) {
    if (error instanceof PermissionError) throw error;
    throw new BaselineError(`the baseline could not be searched: ${error instanceof Error ? error.message : String(error)}`);
  }
  const notes = [...search.notes];
  if (search.found === void 0) return search.reason;
  const used = await downloadStored(context, token, name, search.found, runs, workDir, notes);
  const [first, ...rest] = used.map((item) => item.artifact);
  if (first === void 0) throw new BaselineError(`baseline artifacts ${name} exist but none could be used`, notes);
  if (first.match === "ancestor") notes.push({ code: "ancestor", wanted: where.sha, used: first.headSha, branch: where.branch });
  return { sources: used.map((item) => item.source), artifacts: [first, ...rest], notes };
}
async function fetchHistory(token, context, name, branch, search, runs, workDir, held = /* @__PURE__ */ new Set()) {
  if ("failed" in search) {
    const { failed } = search;
    throw new BaselineError(`the stored baselines could not be searched: ${failed instanceof Error ? failed.message : String(failed)}`);
  }
  const notes = [...search.notes];
  if (search.found.length === 0)
    return `no successful push, schedule or workflow_dispatch run of this workflow on ${branch} has an unexpired artifact ${name}; each push to ${branch} stores one`;
  const wanted = search.found.filter((artifact) => !held.has(artifact.runId));
  if (wanted.length === 0) return { stored: [], notes };
  const stored = await downloadStored(context, token, name, wanted, runs, workDir, notes);
  if (stored.length === 0) throw new BaselineError(`baseline artifacts ${name} exist but none could be used`, notes);
  return { stored, notes };
}

// src/github/history-issue.ts
function issueRefusal(error) {
  const status = statusOf(error);
  const raw = error.response?.data?.message;
  const message = typeof raw === "string" && raw !== "" ? `: ${raw}` : "";
  if (status === 410) return `issues are disabled in this repository (HTTP 410${message}): the history is in the job summary only`;
  if (status === 403 || status === 401)
    return `GitHub refused the issue (HTTP ${status}${message}): give the job "permissions: issues: write" so benchgate can keep one`;
  if (status === 404) return `GitHub refused the issue (HTTP 404): the token cannot see this repository's issues`;
  return void 0;
}
async function markedIssues(client, context, marker) {
  const login = await tokenLogin(client);
  const found = [];
  for await (const page of client.paginate.iterator(client.rest.issues.listForRepo, {
    owner: context.owner,
    repo: context.repo,
    state: "all",
    creator: login,
    per_page: 100
  })) {
    for (const issue of page.data) {
      const body = (issue.body ?? "").replace(/\r\n?/g, "\n");
      if (issue.pull_request === void 0 && issue.user?.login === login && body.startsWith(`${marker}
`))
        found.push({ number: issue.number, state: issue.state === "open" ? "open" : "closed", body, url: issue.html_url });
    }
  }
  return found.sort((a, b) => a.number - b.number);
}
async function write(client, context, change, found) {
  const { owner, repo } = context;
  switch (change.kind) {
    case "none":
      return found.find((issue) => issue.number === change.issue)?.url;
    case "create": {
      const { data } = await client.rest.issues.create({
        owner,
        repo,
        title: change.title,
        body: change.body,
        ...change.labels.length > 0 && { labels: [...change.labels] },
        ...change.assignees.length > 0 && { assignees: [...change.assignees] }
      });
      return data.html_url;
    }
    case "update": {
      const { data } = await client.rest.issues.update({ owner, repo, issue_number: change.issue, body: change.body });
      return data.html_url;
    }
    case "close": {
      await client.rest.issues.createComment({ owner, repo, issue_number: change.issue, body: change.comment });
      const closed = { body: change.body, state: "closed", state_reason: "completed" };
      const { data } = await client.rest.issues.update({ owner, repo, issue_number: change.issue, ...closed });
      return data.html_url;
    }
  }
}
async function keepIssue(client, context, marker, decide) {
  let found;
  try {
    found = await markedIssues(client, context, marker);
    const change = decide(found);
    return { done: change.kind, url: await write(client, context, change, found), found };
  } catch (error) {
    const reason = issueRefusal(error);
    if (reason === void 0) throw error;
    return { refused: reason, found };
  }
}

// src/github/bisect-comment.ts
function bisectCommentMarker(suite, key) {
  return `<!-- benchgate-bisect suite=${encodeURIComponent(suite)}${key === "" ? "" : ` key=${encodeURIComponent(key)}`} -->`;
}
async function commentOnSuiteIssue(client, context, issueMarker, marker, body) {
  try {
    const found = await markedIssues(client, context, issueMarker);
    const issue = found.filter((candidate) => candidate.state === "open").at(-1) ?? found.at(-1);
    if (issue === void 0) return { url: void 0, skipped: "the suite has no history issue (mode: history opens one) to comment on", refused: false };
    return await upsertComment(client, context, issue.number, marker, body, true);
  } catch (error) {
    const reason = issueRefusal(error);
    if (reason === void 0) throw error;
    return { url: void 0, skipped: reason, refused: true };
  }
}

// src/github/labels.ts
async function labelAddedBy(client, context, issueNumber, label) {
  let login;
  try {
    for await (const page of client.paginate.iterator(client.rest.issues.listEvents, {
      owner: context.owner,
      repo: context.repo,
      issue_number: issueNumber,
      per_page: 100
    })) {
      for (const event of page.data) {
        const named = event.label?.name;
        if (event.event === "labeled" && named === label) login = event.actor?.login ?? login;
      }
    }
  } catch {
    return void 0;
  }
  return login;
}

// src/github/session.ts
var GitHubSession = class {
  constructor(token, context, workDir, pacing) {
    this.token = token;
    this.context = context;
    this.workDir = workDir;
    this.pacing = pacing;
  }
  token;
  context;
  workDir;
  pacing;
  client;
  api() {
    this.client ??= createClient(this.token, this.pacing);
    return this.client;
  }
  /** The leg key: the input when given, else the matrix part of this job's name (stable across pushes). */
  async legKey(input) {
    if (input !== "") return sanitizeKey(input);
    return matrixKey(this.api(), this.context);
  }
  /** Stores the native JSON of this run as the baseline artifact `name`. */
  async storeBaseline(name, json, retentionDays) {
    const directory = join6(this.workDir, "upload");
    mkdirSync3(directory, { recursive: true });
    writeFileSync(join6(directory, BASELINE_FILE), json);
    return uploadArtifactFile(name, join6(directory, BASELINE_FILE), directory, retentionDays);
  }
  fetchBaseline(name, runs) {
    return fetchBaseline(this.api(), this.token, this.context, name, runs, this.workDir);
  }
  /** mode: history: the runs of this workflow on `branch` with the history carried forward and with the newest `runs` baselines, listed once for both. */
  searchHistory(names, branch, runs) {
    return searchHistory(this.api(), this.context, branch, names, runs);
  }
  /** mode: history: the baseline artifact `name` of the newest `runs` runs `search` found on `branch`, but for the runs in `held`. */
  fetchHistory(name, branch, search, runs, held) {
    return fetchHistory(this.token, this.context, name, branch, search, runs, this.workDir, held);
  }
  /** mode: history: the history carried by the newest run `search` found whose artifact `name` holds one. */
  fetchCarried(name, search) {
    return fetchCarried(this.token, this.context, name, search, this.workDir);
  }
  /**
   * The history report as the artifact `name`: history.html for people, history.json and
   * history.md, and the history carried to the next run (history-carried.json); kept as long as
   * the baselines.
   */
  async uploadHistory(name, files, retentionDays) {
    const directory = join6(this.workDir, "history");
    mkdirSync3(directory, { recursive: true });
    const texts = { "history.html": files.html, "history.json": files.json, "history.md": files.markdown, [CARRIED_FILE]: files.carried };
    const written = Object.entries(texts).map(([file, text]) => {
      writeFileSync(join6(directory, file), text);
      return join6(directory, file);
    });
    return uploadArtifactFiles(name, written, directory, retentionDays);
  }
  /** mode: history: the suite's one issue, found by `marker`, written as `decide` says. */
  keepHistoryIssue(marker, decide) {
    return keepIssue(this.api(), this.context, marker, decide);
  }
  /** mode: bisect: the report as one comment on the suite's issue (found by `issueMarker`), updated by a later bisect. */
  commentBisect(issueMarker, suite, key, body) {
    return commentOnSuiteIssue(this.api(), this.context, issueMarker, bisectCommentMarker(suite, key), body);
  }
  /**
   * The report of this run as the artifact `name`: report.html for people, report.json and
   * comment.json (suite and key) for a workflow_run workflow that comments on fork PRs.
   */
  async uploadReport(name, files) {
    const directory = join6(this.workDir, "report");
    mkdirSync3(directory, { recursive: true });
    writeFileSync(join6(directory, "report.html"), files.html);
    writeFileSync(join6(directory, REPORT_FILE), files.json);
    writeFileSync(join6(directory, COMMENT_FILE), JSON.stringify({ suite: files.suite, key: files.key }));
    return uploadArtifactFiles(name, [join6(directory, "report.html"), join6(directory, REPORT_FILE), join6(directory, COMMENT_FILE)], directory);
  }
  /** mode: comment: the reports of the finished run for the allowed suites, and the PR they belong to (found by head branch and sha). */
  reportsOfFinishedRun(suites) {
    return reportsOfRun(this.api(), this.token, this.context, this.workDir, suites);
  }
  comment(issue, suite, key, body, mayCreate) {
    return upsertComment(this.api(), this.context, issue, commentMarker(suite, key), body, mayCreate);
  }
  markStale(issue, suite, key, heading) {
    return markCommentStale(this.api(), this.context, issue, commentMarker(suite, key), heading);
  }
  acceptedBy(issue, label) {
    return labelAddedBy(this.api(), this.context, issue, label);
  }
};
export {
  GitHubSession
};
