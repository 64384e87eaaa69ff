import type { EntryFinding, EntryKind } from './issue-entries.js';

// The state a suite's issue carries from one analysis to the next: whether it is open, what it
// lists, and what it must never list again. The action keeps it on the issue body's last line
// (hidden); `benchgate history --issue-state FILE` reads and writes the same JSON. Both come from
// outside (an issue body anyone with write access can edit, a file), so reading it checks every
// field and keeps only what is well formed.

/** An entry of the issue: a finding, and the newest commit analysed when it was first listed. */
export interface IssueEntry extends EntryFinding {
  readonly firstListed: string;
}

/** What a closed issue listed: never listed again (closing an issue is how a change is accepted). */
export type AcceptedEntry = Pick<EntryFinding, 'kind' | 'benchmark' | 'metric' | 'before' | 'after'>;

export interface IssueState {
  readonly benchgateIssueState: 1;
  readonly open: boolean;
  readonly entries: readonly IssueEntry[];
  readonly accepted: readonly AcceptedEntry[];
}

export const EMPTY_ISSUE_STATE: IssueState = { benchgateIssueState: 1, open: false, entries: [], accepted: [] };

/** The most accepted entries remembered: the newest; older ones have long left any window of runs. */
const MAX_ACCEPTED = 100;

/**
 * The accepted entries to remember, oldest first: each once (at its newest place), the newest
 * MAX_ACCEPTED. Every run carries the closed issues' entries onto the open one's state, so without
 * this the same few entries would fill the list and the body.
 */
function rememberAccepted(list: readonly AcceptedEntry[]): AcceptedEntry[] {
  const seen = new Set<string>();
  const newestFirst: AcceptedEntry[] = [];
  for (let i = list.length - 1; i >= 0 && newestFirst.length < MAX_ACCEPTED; i--) {
    const one = list[i] as AcceptedEntry;
    const key = JSON.stringify([one.kind, one.benchmark ?? null, one.metric ?? null, one.before, one.after]);
    if (seen.has(key)) continue;
    seen.add(key);
    newestFirst.push(one);
  }
  return newestFirst.reverse();
}

const KINDS: readonly EntryKind[] = ['regression', 'event', 'transient'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 400;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function identity(value: Record<string, unknown>): AcceptedEntry | undefined {
  const { kind, benchmark, metric, before, after } = value;
  if (typeof kind !== 'string' || !KINDS.includes(kind as EntryKind) || !isText(before) || !isText(after)) return undefined;
  const series = kind !== 'event';
  if (series && (!isText(benchmark) || !isText(metric))) return undefined;
  return { kind: kind as EntryKind, ...(series && { benchmark: benchmark as string, metric: metric as string }), before, after };
}

function entry(value: unknown): IssueEntry | undefined {
  if (!isRecord(value)) return undefined;
  const base = identity(value);
  if (base === undefined || !isText(value.firstListed) || !isNumber(value.change)) return undefined;
  const numbers = Object.fromEntries(
    (['low', 'high', 'levelBefore', 'series', 'of'] as const).flatMap((name) => (isNumber(value[name]) ? [[name, value[name]]] : [])),
  ) as Partial<Record<'low' | 'high' | 'levelBefore' | 'series' | 'of', number>>;
  return {
    ...base,
    ...(isText(value.until) && { until: value.until }),
    ...(value.better === 'lower' || value.better === 'higher' ? { better: value.better } : {}),
    change: value.change,
    ...numbers,
    firstListed: value.firstListed,
  };
}

/** The state in `value`, its ill-formed entries left out; undefined when it is not a state at all. */
export function readIssueState(value: unknown): IssueState | undefined {
  if (!isRecord(value) || value.benchgateIssueState !== 1 || typeof value.open !== 'boolean') return undefined;
  const list = (field: unknown): unknown[] => (Array.isArray(field) ? field : []);
  return {
    benchgateIssueState: 1,
    open: value.open,
    entries: list(value.entries).flatMap((one) => entry(one) ?? []),
    accepted: rememberAccepted(list(value.accepted).flatMap((one) => (isRecord(one) ? (identity(one) ?? []) : []))),
  };
}

const STATE_START = '<!-- benchgate-history-state ';
const LEGACY_START = '<!-- benchgate-history-changes ';
const LINE_END = ' -->';

/** The body's last line: the state as JSON inside an HTML comment; `<` and `>` as JSON escapes, so no name can end the comment early. */
export function stateLine(state: IssueState): string {
  return `${STATE_START}${JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}${LINE_END}`;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The state a body carries, as its issue is (`open`). A body written before the state line (a
 * list of regressions: benchmark, metric, before, after, change, low, high) is read as those
 * entries. A body edited beyond reading carries none.
 */
export function stateInBody(body: string, open: boolean): IssueState | undefined {
  // GitHub's web editor saves a body with CRLF line ends.
  const lines = body.split(/\r?\n/).reverse();
  const line = lines.find((text) => text.startsWith(STATE_START) && text.endsWith(LINE_END));
  if (line !== undefined) {
    const state = readIssueState(parsed(line.slice(STATE_START.length, line.length - LINE_END.length)));
    return state === undefined ? undefined : { ...state, open };
  }
  const legacy = lines.find((text) => text.startsWith(LEGACY_START) && text.endsWith(LINE_END));
  if (legacy === undefined) return undefined;
  const listed = parsed(legacy.slice(LEGACY_START.length, legacy.length - LINE_END.length));
  const entries = (Array.isArray(listed) ? listed : []).flatMap((one: unknown) => {
    if (!Array.isArray(one) || one.length !== 7) return [];
    const [benchmark, metric, before, after, change, low, high] = one as unknown[];
    return entry({ kind: 'regression', benchmark, metric, before, after, change, low, high, firstListed: after }) ?? [];
  });
  return { benchgateIssueState: 1, open, entries, accepted: [] };
}

/** An issue of the suite as found on GitHub (ours: created by this token's user, with the marker). */
export interface FoundIssue {
  readonly number: number;
  readonly state: 'open' | 'closed';
  readonly body: string;
}

/**
 * The state of the suite's issues on GitHub: the oldest open issue's (two runs that raced may
 * have opened two), with what every closed one listed or accepted as accepted.
 */
export function stateOfIssues(issues: readonly FoundIssue[]): { state: IssueState; open: number | undefined } {
  const sorted = [...issues].sort((a, b) => a.number - b.number);
  const open = sorted.find((issue) => issue.state === 'open');
  const accepted = sorted
    .filter((issue) => issue.state === 'closed')
    .flatMap((issue) => {
      const state = stateInBody(issue.body, false);
      return state === undefined ? [] : [...state.accepted, ...state.entries.map(acceptedOf)];
    });
  const current = open === undefined ? undefined : stateInBody(open.body, true);
  return {
    state: {
      benchgateIssueState: 1,
      open: open !== undefined,
      entries: current?.entries ?? [],
      accepted: rememberAccepted([...accepted, ...(current?.accepted ?? [])]),
    },
    open: open?.number,
  };
}

const acceptedOf = (one: AcceptedEntry): AcceptedEntry => ({
  kind: one.kind,
  ...(one.benchmark !== undefined && { benchmark: one.benchmark }),
  ...(one.metric !== undefined && { metric: one.metric }),
  before: one.before,
  after: one.after,
});
