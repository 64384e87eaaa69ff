import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the GitHub REST API and the artifact service on 127.0.0.1, answering with
// bodies shaped like GitHub's documented examples (trimmed to the fields clients read).

export const OWNER = 'octo-org';
export const REPO = 'octo-repo';
export const REPOSITORY_ID = 1296269;
const WORKFLOW_ID = 161335;
export const BOT = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

export interface FakeRun {
  readonly id: number;
  readonly headSha: string;
  readonly branch: string;
  readonly event?: string;
  readonly conclusion?: string;
  /** The run was made from a fork (a different head repository). */
  readonly fork?: boolean;
}

export interface FakeArtifact {
  readonly id: number;
  readonly runId: number;
  readonly name: string;
  readonly expired?: boolean;
  /** The size the listing claims (a zip bomb's is small; this tests the listed-size guard). */
  readonly listedSize?: number;
  /** Listed, but deleted before the download: its zip answers 404. */
  readonly deleted?: boolean;
  readonly zip: Buffer;
}

interface FakeComment {
  id: number;
  body: string;
  user: { login: string; id: number; type: string };
  /** The issue or PR it is on; comments given without one show on every issue. */
  issue?: number;
}

interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  stateReason?: string;
  labels: string[];
  assignees: string[];
  user: { login: string; id: number; type: string };
  /** A pull request (the issues listing includes them, with a pull_request field). */
  pullRequest?: boolean;
}

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly authorization: string | undefined;
  readonly body: string;
  /** When it arrived (performance.now(), ms): the gaps show the waits the client asked for. */
  readonly at: number;
}

export interface FakeState {
  runs: FakeRun[];
  artifacts: FakeArtifact[];
  /** commit sha → parent shas */
  commits: Record<string, string[]>;
  /** `base...head` → status and distance */
  comparisons: Record<string, { status: string; aheadBy: number }>;
  comments: FakeComment[];
  /** Comment writes answer 403 as for a fork PR's read-only token. */
  readOnlyToken: boolean;
  /** Answer this many 502s to a route ("GET runs") before answering normally. */
  failures: Record<string, number>;
  /** Answer this many 429s (secondary rate limit, retry-after: 1) to a route before answering normally. */
  rateLimited: Record<string, number>;
  /** Routes ("GET runs") that answer 403, as for a token without actions: read. */
  forbidden: string[];
  /** Issue events of the PR: who added which label. */
  labelEvents: { label: string; actor: string }[];
  uploads: { name: string; blocks: Buffer[]; finalized: boolean; retentionDays?: number }[];
  /** Jobs of the current run, as the jobs API lists them (matrix legs have names like "bench (linux)"). */
  jobs: { name: string; runnerName: string }[];
  /** Open pull requests: number, head owner, branch and sha. */
  pulls: { number: number; headOwner: string; headBranch: string; headSha: string }[];
  /** The repository's issues (mode: history keeps one per suite). */
  issues: FakeIssue[];
  /** Issue writes (create, update, comment on an issue) answer 403, as for a token without issues: write. */
  issuesForbidden: boolean;
  /** Every issues call answers 410, as in a repository with issues disabled. */
  issuesDisabled: boolean;
}

const RATE_HEADERS = {
  'x-ratelimit-limit': '1000',
  'x-ratelimit-remaining': '999',
  'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
  'x-ratelimit-used': '1',
  'x-ratelimit-resource': 'core',
  'x-github-request-id': 'FAKE:0001',
};

function runJson(base: string, run: FakeRun) {
  const headRepo = run.fork === true ? { id: 99, full_name: 'someone/fork' } : { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}` };
  return {
    id: run.id,
    name: 'Benchmarks',
    node_id: `WFR_${run.id}`,
    head_branch: run.branch,
    head_sha: run.headSha,
    path: '.github/workflows/bench.yml',
    run_number: run.id % 1000,
    event: run.event ?? 'push',
    status: 'completed',
    conclusion: run.conclusion ?? 'success',
    workflow_id: WORKFLOW_ID,
    url: `${base}/repos/${OWNER}/${REPO}/actions/runs/${run.id}`,
    html_url: `https://github.com/${OWNER}/${REPO}/actions/runs/${run.id}`,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:05:00Z',
    repository: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}` },
    head_repository: headRepo,
  };
}

function artifactJson(base: string, artifact: FakeArtifact, run: FakeRun | undefined) {
  return {
    id: artifact.id,
    node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
    name: artifact.name,
    size_in_bytes: artifact.listedSize ?? artifact.zip.length,
    url: `${base}/repos/${OWNER}/${REPO}/actions/artifacts/${artifact.id}`,
    archive_download_url: `${base}/repos/${OWNER}/${REPO}/actions/artifacts/${artifact.id}/zip`,
    expired: artifact.expired === true,
    digest: null,
    created_at: '2026-11-20T10:04:00Z',
    expires_at: artifact.expired === true ? '2026-11-21T10:04:00Z' : '2027-02-18T10:04:00Z',
    updated_at: '2026-11-20T10:04:00Z',
    workflow_run: {
      id: artifact.runId,
      repository_id: REPOSITORY_ID,
      head_repository_id: REPOSITORY_ID,
      head_branch: run?.branch ?? 'main',
      head_sha: run?.headSha ?? '',
    },
  };
}

function commentJson(comment: FakeComment, issue: number) {
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `https://api.github.com/repos/${OWNER}/${REPO}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${OWNER}/${REPO}/pull/${issue}#issuecomment-${comment.id}`,
    issue_url: `https://api.github.com/repos/${OWNER}/${REPO}/issues/${issue}`,
    body: comment.body,
    user: comment.user,
    author_association: 'CONTRIBUTOR',
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
  };
}

function issueJson(issue: FakeIssue) {
  return {
    id: 1_000_000 + issue.number,
    node_id: `I_${issue.number}`,
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.stateReason ?? null,
    url: `https://api.github.com/repos/${OWNER}/${REPO}/issues/${issue.number}`,
    html_url: `https://github.com/${OWNER}/${REPO}/${issue.pullRequest === true ? 'pull' : 'issues'}/${issue.number}`,
    user: issue.user,
    labels: issue.labels.map((name, i) => ({ id: 208045946 + i, name, color: 'f29513' })),
    assignees: issue.assignees.map((login, i) => ({ login, id: 1000 + i, type: 'User' })),
    locked: false,
    comments: 0,
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    ...(issue.pullRequest === true && { pull_request: { url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${issue.number}` } }),
  };
}

function emptyState(): FakeState {
  return {
    runs: [],
    artifacts: [],
    commits: {},
    comparisons: {},
    comments: [],
    readOnlyToken: false,
    failures: {},
    forbidden: [],
    labelEvents: [],
    uploads: [],
    jobs: [],
    pulls: [],
    rateLimited: {},
    issues: [],
    issuesForbidden: false,
    issuesDisabled: false,
  };
}

export class FakeGitHub {
  readonly state: FakeState = emptyState();
  readonly requests: LoggedRequest[] = [];

  /** Back to an empty repository with `given` on top, and no requests logged: the start of a test. */
  reset(given: Partial<FakeState> = {}): void {
    Object.assign(this.state, emptyState(), given);
    this.requests.length = 0;
  }

  /** The writes (anything but GET) to the repository's issues and their comments. */
  issueWrites(): LoggedRequest[] {
    return this.requests.filter((request) => request.method !== 'GET' && request.path.startsWith(`/repos/${OWNER}/${REPO}/issues`));
  }
  private server: Server | undefined;
  private nextCommentId = 1000;
  private nextIssueNumber = 100;
  url = '';

  /** Listens on 127.0.0.1 at `port` (0: a free one the system picks). */
  async start(port = 0): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.handle(request, Buffer.concat(chunks), response));
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...RATE_HEADERS, ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  }

  private failing(response: ServerResponse, route: string): boolean {
    if (this.state.forbidden.includes(route)) {
      this.send(response, 403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/actions/workflow-runs',
        status: '403',
      });
      return true;
    }
    const limited = this.state.rateLimited[route] ?? 0;
    if (limited > 0) {
      // A secondary rate limit, as GitHub answers it: 429 with retry-after.
      this.state.rateLimited[route] = limited - 1;
      this.send(
        response,
        429,
        {
          message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
        },
        { 'retry-after': '1' },
      );
      return true;
    }
    const left = this.state.failures[route] ?? 0;
    if (left <= 0) return false;
    this.state.failures[route] = left - 1;
    this.send(response, 502, { message: 'Server Error' });
    return true;
  }

  /**
   * The answers of a repository with issues disabled (410 to every issues call) or of a token
   * without issues: write (403 to a write); comments on pull requests are not issue writes here.
   */
  private issuesRefused(response: ServerResponse, method: string, path: string): boolean {
    const number = /\/issues\/(\d+)/.exec(path)?.[1];
    if (number !== undefined && !this.state.issues.some((issue) => issue.number === Number(number))) return false;
    if (this.state.issuesDisabled) {
      this.send(response, 410, { message: 'Issues are disabled for this repo', documentation_url: 'https://docs.github.com/v3/issues/', status: '410' });
      return true;
    }
    if (this.state.issuesForbidden && method !== 'GET') {
      this.send(
        response,
        403,
        { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/issues/issues#create-an-issue', status: '403' },
        { 'x-accepted-github-permissions': 'issues=write' },
      );
      return true;
    }
    return false;
  }

  private handle(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    const path = url.pathname;
    this.requests.push({ method, path, query: url.searchParams, authorization: request.headers.authorization, body: body.toString(), at: performance.now() });
    const repoPrefix = `/repos/${OWNER}/${REPO}`;
    const text = body.toString();
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/graphql') return this.send(response, 200, { data: { viewer: { login: BOT.login } } });

    if (method === 'GET' && (match = new RegExp(`^${repoPrefix}/actions/runs/(\\d+)$`).exec(path)) !== null) {
      const id = Number(match[1]);
      const run = this.state.runs.find((r) => r.id === id) ?? { id, headSha: 'current', branch: 'feature', event: 'pull_request' };
      return this.send(response, 200, runJson(this.url, run));
    }
    if (method === 'GET' && new RegExp(`^${repoPrefix}/actions/workflows/[^/]+/runs$`).test(path)) {
      if (this.failing(response, 'GET runs')) return;
      const q = url.searchParams;
      const runs = this.state.runs
        .filter((run) => (q.get('head_sha') === null || run.headSha === q.get('head_sha')) && (q.get('branch') === null || run.branch === q.get('branch')))
        .filter(
          (run) =>
            (q.get('event') === null || (run.event ?? 'push') === q.get('event')) &&
            (q.get('status') === null || (run.conclusion ?? 'success') === q.get('status')),
        )
        .sort((a, b) => b.id - a.id);
      return this.send(response, 200, { total_count: runs.length, workflow_runs: runs.map((run) => runJson(this.url, run)) });
    }
    if (method === 'GET' && (match = new RegExp(`^${repoPrefix}/actions/runs/(\\d+)/artifacts$`).exec(path)) !== null) {
      const runId = Number(match[1]);
      const name = url.searchParams.get('name');
      const artifacts = this.state.artifacts.filter((a) => a.runId === runId && (name === null || a.name === name));
      const run = this.state.runs.find((r) => r.id === runId);
      // Pages as GitHub serves them: per_page (30 by default, 100 at most), linked to the next.
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? '30'));
      const page = Number(url.searchParams.get('page') ?? '1');
      const last = Math.max(1, Math.ceil(artifacts.length / perPage));
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      return this.send(
        response,
        200,
        { total_count: artifacts.length, artifacts: artifacts.slice((page - 1) * perPage, page * perPage).map((a) => artifactJson(this.url, a, run)) },
        page < last ? { link: `<${next.toString()}>; rel="next"` } : {},
      );
    }
    if (method === 'GET' && (match = new RegExp(`^${repoPrefix}/actions/artifacts/(\\d+)/zip$`).exec(path)) !== null) {
      const artifact = this.state.artifacts.find((a) => a.id === Number(match?.[1]));
      if (artifact === undefined || artifact.deleted === true) return this.send(response, 404, { message: 'Not Found' });
      if (artifact.expired === true) return this.send(response, 410, { message: 'Artifact has expired' });
      return this.send(response, 302, undefined, { location: `${this.url}/blob/${artifact.id}.zip?sig=fake` });
    }
    if (method === 'GET' && (match = /^\/blob\/(\d+)\.zip$/.exec(path)) !== null) {
      const artifact = this.state.artifacts.find((a) => a.id === Number(match?.[1]));
      response.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(artifact?.zip.length ?? 0) });
      response.end(artifact?.zip);
      return;
    }
    if (method === 'GET' && (match = new RegExp(`^${repoPrefix}/commits/([0-9a-f]+)$`).exec(path)) !== null) {
      const sha = match[1] as string;
      return this.send(response, 200, {
        sha,
        node_id: `C_${sha}`,
        parents: (this.state.commits[sha] ?? []).map((parent) => ({ sha: parent, url: `${this.url}${repoPrefix}/commits/${parent}` })),
      });
    }
    if (method === 'GET' && (match = new RegExp(`^${repoPrefix}/compare/(.+)$`).exec(path)) !== null) {
      const basehead = decodeURIComponent(match[1] as string);
      const comparison = this.state.comparisons[basehead] ?? { status: 'diverged', aheadBy: 0 };
      const base = basehead.split('...')[0] ?? '';
      return this.send(response, 200, {
        status: comparison.status,
        ahead_by: comparison.aheadBy,
        behind_by: 0,
        total_commits: comparison.aheadBy,
        merge_base_commit: { sha: base },
        commits: [],
        files: [],
      });
    }
    if (path === `${repoPrefix}/issues` || new RegExp(`^${repoPrefix}/issues/\\d+(/comments)?$`).test(path)) {
      if (this.issuesRefused(response, method, path)) return;
    }
    if (method === 'GET' && path === `${repoPrefix}/issues`) {
      // GitHub's filters: state (open by default, closed, all), labels (all of them), creator; newest first, in pages.
      const q = url.searchParams;
      const state = q.get('state') ?? 'open';
      const labels = (q.get('labels') ?? '').split(',').filter((label) => label !== '');
      const creator = q.get('creator');
      const issues = this.state.issues
        .filter((issue) => state === 'all' || issue.state === state)
        .filter((issue) => labels.every((label) => issue.labels.includes(label)))
        .filter((issue) => creator === null || issue.user.login === creator)
        .sort((a, b) => b.number - a.number);
      const perPage = Math.min(100, Number(q.get('per_page') ?? '30'));
      const page = Number(q.get('page') ?? '1');
      const last = Math.max(1, Math.ceil(issues.length / perPage));
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      return this.send(
        response,
        200,
        issues.slice((page - 1) * perPage, page * perPage).map(issueJson),
        page < last ? { link: `<${next.toString()}>; rel="next"` } : {},
      );
    }
    if (method === 'POST' && path === `${repoPrefix}/issues`) {
      const given = JSON.parse(text) as { title: string; body?: string; labels?: string[]; assignees?: string[] };
      const issue: FakeIssue = {
        number: this.nextIssueNumber++,
        title: given.title,
        body: given.body ?? '',
        state: 'open',
        labels: given.labels ?? [],
        assignees: given.assignees ?? [],
        user: BOT,
      };
      this.state.issues.push(issue);
      return this.send(response, 201, issueJson(issue));
    }
    if (method === 'PATCH' && (match = new RegExp(`^${repoPrefix}/issues/(\\d+)$`).exec(path)) !== null) {
      const issue = this.state.issues.find((candidate) => candidate.number === Number(match?.[1]));
      if (issue === undefined) return this.send(response, 404, { message: 'Not Found' });
      const given = JSON.parse(text) as { body?: string; title?: string; state?: 'open' | 'closed'; state_reason?: string };
      if (given.body !== undefined) issue.body = given.body;
      if (given.title !== undefined) issue.title = given.title;
      if (given.state !== undefined) issue.state = given.state;
      if (given.state_reason !== undefined) issue.stateReason = given.state_reason;
      return this.send(response, 200, issueJson(issue));
    }
    if ((match = new RegExp(`^${repoPrefix}/issues/(\\d+)/comments$`).exec(path)) !== null) {
      const issue = Number(match[1]);
      if (method === 'GET') {
        // Pages of 2, linked like GitHub does, so the client must paginate.
        const perPage = 2;
        const page = Number(url.searchParams.get('page') ?? '1');
        const comments = this.state.comments.filter((comment) => comment.issue === undefined || comment.issue === issue);
        const items = comments.slice((page - 1) * perPage, page * perPage).map((comment) => commentJson(comment, issue));
        const last = Math.max(1, Math.ceil(comments.length / perPage));
        const link =
          page < last
            ? {
                link: `<${this.url}${path}?per_page=${perPage}&page=${page + 1}>; rel="next", <${this.url}${path}?per_page=${perPage}&page=${last}>; rel="last"`,
              }
            : {};
        return this.send(response, 200, items, link);
      }
      if (method === 'POST') {
        if (this.state.readOnlyToken)
          return this.send(
            response,
            403,
            {
              message: 'Resource not accessible by integration',
              documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
              status: '403',
            },
            { 'x-accepted-github-permissions': 'issues=write; pull_requests=write' },
          );
        const comment = { id: this.nextCommentId++, body: (JSON.parse(text) as { body: string }).body, user: BOT, issue };
        this.state.comments.push(comment);
        return this.send(response, 201, commentJson(comment, issue));
      }
    }
    if (method === 'GET' && new RegExp(`^${repoPrefix}/issues/\\d+/events$`).test(path)) {
      return this.send(
        response,
        200,
        this.state.labelEvents.map((event, i) => ({
          id: 6430295000 + i,
          node_id: `LE_${i}`,
          event: 'labeled',
          actor: { login: event.actor, id: 583231, type: 'User' },
          label: { name: event.label, color: 'fbca04' },
          created_at: '2026-11-21T11:00:00Z',
        })),
      );
    }
    if (method === 'DELETE' && (match = new RegExp(`^${repoPrefix}/issues/comments/(\\d+)$`).exec(path)) !== null) {
      const index = this.state.comments.findIndex((c) => c.id === Number(match?.[1]));
      if (index < 0) return this.send(response, 404, { message: 'Not Found' });
      this.state.comments.splice(index, 1);
      response.writeHead(204);
      response.end();
      return;
    }
    if (method === 'GET' && path === `${repoPrefix}/pulls`) {
      const head = url.searchParams.get('head');
      const pulls = this.state.pulls
        .filter((pull) => head === null || `${pull.headOwner}:${pull.headBranch}` === head)
        .map((pull) => ({
          id: 1000 + pull.number,
          number: pull.number,
          state: 'open',
          title: 'A change',
          head: { ref: pull.headBranch, sha: pull.headSha, label: `${pull.headOwner}:${pull.headBranch}`, repo: { full_name: `${pull.headOwner}/${REPO}` } },
          base: { ref: 'main', sha: 'base' },
        }));
      return this.send(response, 200, pulls);
    }
    if (method === 'GET' && (match = new RegExp(`^${repoPrefix}/actions/runs/(\\d+)/attempts/(\\d+)/jobs$`).exec(path)) !== null) {
      const runId = Number(match[1]);
      const jobs = this.state.jobs.map((job, i) => ({
        id: 399444496 + i,
        run_id: runId,
        run_attempt: Number(match?.[2]),
        name: job.name,
        status: 'in_progress',
        conclusion: null,
        runner_name: job.runnerName,
        workflow_name: 'Benchmarks',
        head_branch: 'main',
      }));
      return this.send(response, 200, { total_count: jobs.length, jobs });
    }
    if (method === 'PATCH' && (match = new RegExp(`^${repoPrefix}/issues/comments/(\\d+)$`).exec(path)) !== null) {
      const comment = this.state.comments.find((c) => c.id === Number(match?.[1]));
      if (comment === undefined) return this.send(response, 404, { message: 'Not Found' });
      if (this.state.readOnlyToken) return this.send(response, 403, { message: 'Resource not accessible by integration' });
      comment.body = (JSON.parse(text) as { body: string }).body;
      return this.send(response, 200, commentJson(comment, 1));
    }
    // The artifact service (Twirp) and its signed blob upload URL.
    if (method === 'POST' && path.endsWith('.ArtifactService/CreateArtifact')) {
      const { name, expires_at: expiresAt } = JSON.parse(text) as { name: string; expires_at?: string };
      // One name per workflow run, as GitHub enforces: a second upload is a 409.
      if (this.state.uploads.some((upload) => upload.name === name && upload.finalized))
        return this.send(response, 409, { code: 'already_exists', msg: 'an artifact with this name already exists on the workflow run' });
      const retentionDays = expiresAt === undefined ? undefined : Math.round((Date.parse(expiresAt) - Date.now()) / 86_400_000);
      this.state.uploads.push({ name, blocks: [], finalized: false, ...(retentionDays !== undefined && { retentionDays }) });
      return this.send(response, 200, { ok: true, signed_upload_url: `${this.url}/upload/${encodeURIComponent(name)}?sig=fake` });
    }
    if (method === 'PUT' && path.startsWith('/upload/')) {
      const upload = this.state.uploads.find((u) => u.name === decodeURIComponent(path.slice('/upload/'.length)));
      if (url.searchParams.get('comp') === 'block') upload?.blocks.push(body);
      response.writeHead(201, { etag: '"0x1"', 'last-modified': new Date().toUTCString(), 'x-ms-request-id': 'fake', 'x-ms-version': '2024-11-04' });
      response.end();
      return;
    }
    if (method === 'POST' && path.endsWith('.ArtifactService/FinalizeArtifact')) {
      const { name } = JSON.parse(text) as { name: string };
      const upload = this.state.uploads.find((u) => u.name === name);
      if (upload !== undefined) upload.finalized = true;
      return this.send(response, 200, { ok: true, artifact_id: '4242' });
    }
    this.send(response, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }
}
