import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  PermissionError,
  statusOf
} from "./chunk-UNVU4KIN.js";
import "./chunk-IAWXRHK4.js";

// src/github/baseline.ts
var MAX_ANCESTOR_CHECKS = 10;
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
    const { data: comparison } = await guarded(() => client.rest.repos.compareCommitsWithBasehead({ owner: context.owner, repo: context.repo, basehead: `${pr.baseRef}...${context.sha}` }));
    return comparison.merge_base_commit.sha;
  }
  return data.parents[0]?.sha ?? context.sha;
}
async function findBaseline(client, context, name, target, branch, count = 1) {
  const { owner, repo } = context;
  const notes = [];
  const found = [];
  const { data: current } = await guarded(() => client.rest.actions.getWorkflowRun({ owner, repo, run_id: context.runId }));
  const workflowId = current.workflow_id;
  const sameRepository = (run) => run.head_repository?.id === void 0 || run.repository?.id === void 0 || run.head_repository.id === run.repository.id;
  const artifactOf = async (run, match) => {
    const { data } = await guarded(() => client.rest.actions.listWorkflowRunArtifacts({ owner, repo, run_id: run.id, name, per_page: 100 }));
    const candidates = data.artifacts.filter((artifact) => artifact.name === name);
    const live = candidates.filter((artifact) => !artifact.expired).sort((a, b) => b.id - a.id)[0];
    if (live === void 0) {
      if (candidates.length > 0) notes.push(`the artifact ${name} of run ${run.id} (${run.head_sha.slice(0, 7)}) has expired`);
      return void 0;
    }
    return { runId: run.id, headSha: run.head_sha, artifactId: live.id, digest: live.digest ?? void 0, match, runUrl: run.html_url };
  };
  const { data: exact } = await guarded(
    () => client.rest.actions.listWorkflowRuns({ owner, repo, workflow_id: workflowId, head_sha: target, event: "push", status: "success", exclude_pull_requests: true, per_page: 20 })
  );
  for (const run of exact.workflow_runs.filter(sameRepository)) {
    if (found.length >= count) break;
    const artifact = await artifactOf(run, "exact");
    if (artifact !== void 0) found.push(artifact);
  }
  if (found.length < count) {
    const { data: recent } = await guarded(
      () => client.rest.actions.listWorkflowRuns({ owner, repo, workflow_id: workflowId, branch, event: "push", status: "success", exclude_pull_requests: true, per_page: Math.min(100, 30 + count) })
    );
    const used = new Set(found.map((artifact) => artifact.runId));
    const ancestry = /* @__PURE__ */ new Map();
    let checks = 0;
    for (const run of recent.workflow_runs.filter(sameRepository)) {
      if (found.length >= count) break;
      if (run.head_sha === target || used.has(run.id)) continue;
      let known = ancestry.get(run.head_sha);
      if (known === void 0) {
        if (checks++ >= MAX_ANCESTOR_CHECKS + count) break;
        const { data: comparison } = await guarded(() => client.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${run.head_sha}...${target}` }));
        known = { ancestor: comparison.status === "ahead" || comparison.status === "identical", aheadBy: comparison.ahead_by };
        ancestry.set(run.head_sha, known);
      }
      if (!known.ancestor) continue;
      const artifact = await artifactOf(run, "ancestor");
      if (artifact === void 0) continue;
      if (found.length === 0) notes.push(`no baseline at ${target.slice(0, 7)}; using ${run.head_sha.slice(0, 7)}, ${known.aheadBy} commit${known.aheadBy === 1 ? "" : "s"} earlier on ${branch}`);
      found.push(artifact);
    }
  }
  const [first, ...rest] = found;
  if (first !== void 0) return { found: [first, ...rest], notes };
  return {
    found: void 0,
    reason: `no successful push run of this workflow on ${branch} at ${target.slice(0, 7)} or an ancestor has an unexpired artifact ${name}; the next push to ${branch} will store one`,
    notes
  };
}
export {
  baselineCommit,
  findBaseline
};
