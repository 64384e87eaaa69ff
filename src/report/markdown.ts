import type { Comparison, Report, SideLabel, Verdict } from '../model/report.js';
import { gateReasonText } from './reason-text.js';
import type { Warning } from '../model/warning.js';
import { CHANGE_LEGEND, plural, valueChange } from './cells.js';
import { codeSpan, joinMarkdown, markup, shorten, type Markdown } from './markdown-escape.js';
import { chart } from './mermaid-chart.js';
import { sideTitles } from './side-titles.js';
import { suiteRegressions, suiteSentences } from './suite-lines.js';
import { certifyPhrase, decidedPhrases, outlierPhrase, settingsPhrase, undecidedPhrase, verdictPhrases } from './summary-line.js';
import { tableLines, type ReferenceCells, type TableLine } from './table-model.js';
import { leadsTheReport, warningText } from './warning-text.js';

// Every line here is Markdown made by `markup` (markdown-escape.ts): the literal parts are our markup,
// every string put into them is escaped there. No line is made by joining strings.

export interface MarkdownOptions {
  readonly title?: string;
  /**
   * Lines for the footer: where the baseline came from, notes of the search. A string is text
   * (escaped); markdown made with `markup` keeps its markup (a link to the baseline's run).
   */
  readonly notes?: readonly (string | Markdown)[];
  /** Upper bound on the length in UTF-16 units (a PR comment: 65,000). */
  readonly maxChars?: number;
  /** Where what the budget leaves out can be read, for the line that says so (default: the JSON report). */
  readonly fullReport?: string;
}

type Line = TableLine;

/**
 * The markdown of a PR comment at most: GitHub refuses a comment over 65,536 characters; 65,000
 * leaves room for what it counts differently, less 100 for the marker line github/comments.ts
 * puts first. The action's comments keep it, and so does the CLI's --markdown by default, so
 * that `gh pr comment --body-file` takes it.
 */
export const COMMENT_BUDGET_CHARS = 65_000 - 100;

const CHANGED = new Set(['regression', 'improvement']);

// What a reader needs first when the budget forces parts out, lowest rank kept longest: the
// regressions (rows and whole-suite lines), the improvements, where the baseline came from and
// the warnings about the comparison as a whole, the other rows and suite lines by verdict, the
// footer's details of the references beyond the first; last the config rules that matched
// nothing, which say nothing about this change.
const VERDICT_RANK: Readonly<Record<Verdict, number>> = { regression: 0, improvement: 1, inconclusive: 3, noise: 4, added: 5, removed: 6, unchanged: 7 };
const NOTE_RANK = 2;
const REPORT_WARNING_RANK = 2;
const REFERENCE_RANK = 8;
const UNUSED_RULE_RANK = 9;
/**
 * The parts always shown (the gate's reason, the settings) keep this many characters: a report
 * read back from an artifact may hold 10,000 in each, and the comment must always fit.
 */
const MAX_SENTENCE_CHARS = 500;

/** The parts the budget may leave out, by what the line that counts them calls them. */
type PartKind = 'row' | 'whole-suite line' | 'note' | 'warning' | 'baseline description';
const PART_KINDS: readonly PartKind[] = ['row', 'whole-suite line', 'note', 'warning', 'baseline description'];

interface Part {
  readonly kind: PartKind;
  readonly rank: number;
}

function lineRank(line: Line): number {
  return Math.min(...line.rows.map((row) => (row === undefined ? 9 : VERDICT_RANK[row.verdict])));
}

function isChanged(line: Line): boolean {
  return line.rows.some((row) => row !== undefined && CHANGED.has(row.verdict));
}

function warningRank(warning: Warning): number {
  return warning.code === 'unused-rule' ? UNUSED_RULE_RANK : REPORT_WARNING_RANK;
}

function changeWithInterval(cells: ReferenceCells | undefined): string {
  if (cells === undefined) return '';
  // An unchanged or inconclusive row says so; its interval would only add noise to the comment.
  const quiet = cells.row.verdict === 'unchanged' || cells.row.verdict === 'inconclusive';
  return cells.interval === undefined || quiet ? cells.change.text : `${cells.change.text} ${cells.interval}`;
}

/** The verdict in words, so the table reads without knowing what the stars mean. */
const VERDICT_WORDS: Readonly<Record<Comparison['verdict'], string>> = {
  regression: '❌ regression',
  improvement: '✅ improvement',
  unchanged: 'unchanged',
  noise: 'within noise',
  inconclusive: '❔ inconclusive',
  added: 'added',
  removed: 'removed',
};

/** A table cell: text, shortened in the middle so that one name cannot widen the table without end. */
function cell(text: string): Markdown {
  return markup`${shorten(text)}`;
}

function sideFooter(word: string, side: SideLabel): Markdown {
  const commit = side.commit === undefined ? markup`` : markup`, commit ${codeSpan(side.commit.slice(0, 12))}`;
  const runner = side.runner === undefined ? markup`` : markup`, runner ${shorten(side.runner)}`;
  return markup`${word} ${shorten(side.label)}: ${plural(side.runs, 'run')}${commit}${runner}`;
}

/** "3 rows, 2 warnings and 1 note". */
function listOf(phrases: readonly string[]): string {
  return phrases.length < 2 ? (phrases[0] ?? '') : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1] ?? ''}`;
}

/**
 * The comment's parts, each made once: the budget renders the body again for every number of
 * parts it tries, from these, so a try costs a join, not an escaping of every cell.
 */
class CommentBody {
  readonly parts: Part[] = [];
  private readonly heading: Markdown;
  private readonly suites: { readonly part: number; readonly line: Markdown }[] = [];
  /** Lines in the order shown: the changed ones by importance and size, the others grouped by benchmark. */
  private readonly changed: Line[];
  private readonly others: Line[];
  private readonly rowPart = new Map<Line, number>();
  /** A row's markdown up to its last cell's end, without the footnote marks, which depend on the rows kept. */
  private readonly rowStart = new Map<Line, Markdown>();
  private readonly tableHead: readonly Markdown[];
  /** How many rows carry each row warning, over the whole report. */
  private readonly warningRows = new Map<string, number>();
  private readonly notes: { readonly part: number; readonly line: Markdown }[] = [];
  private readonly warnings: { readonly part: number; readonly line: Markdown }[] = [];
  private readonly leading: Markdown[] = [];
  private readonly references: { readonly part: number; readonly side: Markdown }[] = [];
  private readonly fixedFooter: Markdown[] = [];
  private readonly firstSide: Markdown | undefined;
  private readonly currentSide: Markdown;

  constructor(
    private readonly report: Report,
    private readonly options: MarkdownOptions,
  ) {
    this.heading = markup`### ${shorten(options.title ?? 'benchgate')}: ${renderVerdictLine(report)}`;
    suiteSentences(report).forEach((sentence, i) => {
      const line = report.suites[i];
      this.suites.push({
        part: this.add('whole-suite line', line === undefined ? VERDICT_RANK.inconclusive : VERDICT_RANK[line.verdict]),
        line: markup`${sentence}  `,
      });
    });

    const lines = tableLines(report);
    for (const line of lines) this.rowPart.set(line, this.add('row', lineRank(line)));
    this.changed = lines
      .filter(isChanged)
      .sort((a, b) => lineRank(a) - lineRank(b) || Math.abs(valueChange(b.first) ?? 0) - Math.abs(valueChange(a.first) ?? 0) || a.order - b.order);
    // The rest grouped by benchmark (its first appearance), rows of one benchmark together.
    const firstSeen = new Map<string, number>();
    for (const line of lines) if (!firstSeen.has(line.first.benchmark)) firstSeen.set(line.first.benchmark, line.order);
    this.others = lines
      .filter((line) => !isChanged(line))
      .sort((a, b) => (firstSeen.get(a.first.benchmark) ?? 0) - (firstSeen.get(b.first.benchmark) ?? 0) || a.order - b.order);
    for (const line of lines) {
      for (const warning of new Set(line.references.flatMap((cells) => cells?.warnings ?? [])))
        this.warningRows.set(warning, (this.warningRows.get(warning) ?? 0) + 1);
    }
    this.tableHead = this.header();

    for (const note of options.notes ?? []) this.notes.push({ part: this.add('note', NOTE_RANK), line: markup`${note}  ` });
    if (report.runnersDiffer)
      this.fixedFooter.push(
        markup`⚠️ The baseline and the current runs come from different machines (OS, CPU model or cores); part of any change may be the machine.  `,
      );
    if (report.gateReason !== undefined) this.fixedFooter.push(markup`Gate: ${shorten(gateReasonText(report.gateReason), MAX_SENTENCE_CHARS)}.  `);
    // A warning on how the runs were made leads the report (above the table, never left out); the
    // others qualify it, in the footer.
    for (const warning of report.warnings)
      if (leadsTheReport(warning)) this.leading.push(markup`⚠️ ${warningText(warning)}.  `);
      else this.warnings.push({ part: this.add('warning', warningRank(warning)), line: markup`⚠️ ${warningText(warning)}.  ` });
    const [first, ...more] = report.baselines;
    this.firstSide = first === undefined ? undefined : sideFooter('baseline', first);
    for (const side of more) this.references.push({ part: this.add('baseline description', REFERENCE_RANK), side: sideFooter('baseline', side) });
    this.currentSide = sideFooter('current', report.current);
  }

  private add(kind: PartKind, rank: number): number {
    this.parts.push({ kind, rank });
    return this.parts.length - 1;
  }

  /** The parts' numbers, the one a reader needs most first (ties: in the order they are shown). */
  ranked(): number[] {
    return this.parts.map((_, i) => i).sort((a, b) => (this.parts[a]?.rank ?? 0) - (this.parts[b]?.rank ?? 0) || a - b);
  }

  private header(): Markdown[] {
    const report = this.report;
    const several = report.baselines.length > 1;
    const titles = sideTitles(report);
    const header = [
      markup`Benchmark`,
      markup`Metric`,
      ...titles.baselines.map(cell),
      cell(titles.current),
      ...titles.baselines.map((title) => (several ? markup`vs ${shorten(title)}` : markup`Change [CI]`)),
      ...(several ? [] : [markup`Verdict`, markup`p (adj.) · note`]),
    ];
    const align = header.map((_, column) => (column < 2 ? markup`:--` : markup`--:`));
    return [markup`| ${joinMarkdown(header, markup` | `)} |`, markup`| ${joinMarkdown(align, markup` | `)} |`];
  }

  private start(line: Line): Markdown {
    let start = this.rowStart.get(line);
    if (start === undefined) {
      const several = this.report.baselines.length > 1;
      const only = line.references[0];
      const cells = [
        cell(line.name.text),
        cell(line.metric.text),
        ...line.references.map((reference) => cell(reference?.centre.text ?? '')),
        cell(line.current.text),
        ...line.references.map((reference) => cell(changeWithInterval(reference))),
        ...(several ? [] : [cell(only === undefined ? '' : VERDICT_WORDS[only.row.verdict]), cell(only?.note.text ?? '')]),
      ];
      start = markup`| ${joinMarkdown(cells, markup` | `)}`;
      this.rowStart.set(line, start);
    }
    return start;
  }

  private table(lines: readonly Line[], footnotes: ReadonlyMap<string, number>): Markdown[] {
    const out = [...this.tableHead];
    for (const line of lines) {
      const marks = new Set<number>();
      for (const cells of line.references) for (const warning of cells?.warnings ?? []) marks.add(footnotes.get(warning) ?? 0);
      const sup = [...marks].filter((index) => index > 0).map((index) => markup`<sup>${index}</sup>`);
      out.push(sup.length === 0 ? markup`${this.start(line)} |` : markup`${this.start(line)} ${joinMarkdown(sup, markup``)} |`);
    }
    return out;
  }

  /** The body with the parts whose numbers are set in `kept`. */
  render(kept: Uint8Array): string {
    const report = this.report;
    const isKept = (part: number | undefined) => part !== undefined && kept[part] === 1;
    let out: Markdown[] = [this.heading, markup``];
    const suites = this.suites.filter((suite) => isKept(suite.part));
    if (suites.length > 0) out.push(...suites.map((suite) => suite.line), markup``);
    if (this.leading.length > 0) out.push(...this.leading, markup``);

    const changed = this.changed.filter((line) => isKept(this.rowPart.get(line)));
    const others = this.others.filter((line) => isKept(this.rowPart.get(line)));
    // Row warnings numbered once for the whole comment: the table points to them, the notes below say them.
    const footnotes = new Map<string, number>();
    for (const line of changed.concat(others))
      for (const cells of line.references) for (const warning of cells?.warnings ?? []) if (!footnotes.has(warning)) footnotes.set(warning, footnotes.size + 1);
    // concat, not push(...rows): spreading 100,000 rows as arguments overflows the stack.
    if (changed.length > 0)
      out = out.concat(
        this.table(changed, footnotes),
        markup``,
        chart(
          report,
          changed.flatMap((line) => line.rows),
        ),
      );
    if (others.length > 0)
      out = out.concat(
        markup`<details><summary>${plural(others.length, changed.length > 0 ? 'other row' : 'row')}</summary>`,
        markup``,
        this.table(others, footnotes),
        markup``,
        markup`</details>`,
        markup``,
      );
    if (footnotes.size > 0) {
      for (const [text, index] of footnotes) out.push(markup`<sup>${index}</sup> ${text} (${plural(this.warningRows.get(text) ?? 0, 'row')}).  `);
      out.push(markup``);
    }
    const leftOut = this.leftOut(kept);
    if (leftOut !== undefined) out.push(leftOut, markup``);

    for (const note of this.notes) if (isKept(note.part)) out.push(note.line);
    out = out.concat(this.fixedFooter);
    for (const warning of this.warnings) if (isKept(warning.part)) out.push(warning.line);
    const sides = [
      ...(this.firstSide === undefined ? [] : [this.firstSide]),
      ...this.references.filter((reference) => isKept(reference.part)).map((reference) => reference.side),
      this.currentSide,
    ];
    const outliers = outlierPhrase(report);
    out.push(
      markup`<sub>${shorten(settingsPhrase(report), MAX_SENTENCE_CHARS)} · ${joinMarkdown(sides, markup` · `)}${outliers === undefined ? markup`` : markup` · ${outliers}`} · ${CHANGE_LEGEND}</sub>`,
      markup``,
    );
    return out.map((line) => line.source).join('\n');
  }

  /** The line that says what the budget left out and where to read it; undefined when nothing was. */
  private leftOut(kept: Uint8Array): Markdown | undefined {
    const counts = new Map<PartKind, number>();
    this.parts.forEach((part, i) => {
      if (kept[i] !== 1) counts.set(part.kind, (counts.get(part.kind) ?? 0) + 1);
    });
    if (counts.size === 0) return undefined;
    const phrases = PART_KINDS.filter((kind) => counts.has(kind)).map((kind) => plural(counts.get(kind) ?? 0, kind));
    const one = phrases.length === 1 && [...counts.values()][0] === 1;
    return markup`${listOf(phrases)} ${one ? 'is' : 'are'} left out here for size: see ${this.options.fullReport ?? 'the JSON report'}.`;
  }
}

/** The verdict line a reviewer reads first: `❌ 1 regression · ✅ 2 improvements · 37 unchanged`. */
export function renderVerdictLine(report: Report): string {
  const suiteWide = suiteRegressions(report);
  const undecided = undecidedPhrase(report);
  // ✔️ when the headline certifies every benchmark within the limit; ❔ names what keeps it open.
  const certified = certifyPhrase(report);
  if (certified?.certified === true) return [`✔️ ${certified.text}`, ...verdictPhrases(report.summary)].join(' · ');
  if (certified !== undefined)
    return [`❔ no regression found; ${certified.text}${undecided === '' ? '' : `; ${undecided}`}`, ...decidedPhrases(report.summary)].join(' · ');
  // A report of an earlier version, without a headline: ✔️ only when every row is decided.
  if (report.summary.regressions === 0 && suiteWide === 0 && undecided !== '')
    return ['❔ no regression found; ' + undecided, ...decidedPhrases(report.summary)].join(' · ');
  const icon = report.summary.regressions > 0 || suiteWide > 0 ? '❌' : report.summary.improvements > 0 ? '✅' : '✔️';
  const prefix = suiteWide > 0 ? ['whole suite slower'] : [];
  return `${icon} ${[...prefix, ...verdictPhrases(report.summary)].join(' · ')}`;
}

/**
 * Markdown for the PR comment and the job summary (docs/design.md, Reports): the verdict line,
 * the whole-suite lines, the regressions and improvements with a chart, every other row
 * collapsed and grouped by benchmark, the row warnings, then the footer (notes, report
 * warnings, settings and sides). Over `maxChars`, whole parts are left out, the least needed
 * first (never a string cut), and a line says how many and where they are.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const body = new CommentBody(report, options);
  const kept = new Uint8Array(body.parts.length).fill(1);
  const full = body.render(kept);
  if (options.maxChars === undefined || full.length <= options.maxChars) return full;
  const ranked = body.ranked();
  const keep = (count: number): string => {
    kept.fill(0);
    for (let i = 0; i < count; i++) kept[ranked[i] as number] = 1;
    return body.render(kept);
  };
  // The most parts that fit, by bisection: each render is linear in the parts kept. The heading,
  // the gate's reason, the settings and the first baseline and current side are always there;
  // shortened as they are, and escaped (a character becomes at most 5), they take at most about
  // 9,000 characters, far below the budgets the action uses.
  let low = 0;
  let high = ranked.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (keep(middle).length <= options.maxChars) low = middle;
    else high = middle - 1;
  }
  return keep(low);
}

/** The summary of a run that compared nothing: why, and what was stored. */
export function renderNoComparison(title: string, lines: readonly (string | Markdown)[]): string {
  return `${[markup`### ${shorten(title)}: no comparison`, ...lines.map((line) => markup`${line}`)].map((line) => line.source).join('\n\n')}\n`;
}

// A notice goes above the earlier report it folds away (github/comments.ts), which may fill the
// whole budget: 65,536 − 65,000 leaves about 500 characters, so a long message is shortened
// (the step's log has it whole).
const MAX_NOTICE_CHARS = 400;

/** The comment's head when the run ended in an error: the message, at which commit. */
export function renderErrorNotice(title: string, message: string, commit: string): string {
  return markup`### ${shorten(title)}: error\n\n${shorten(message, MAX_NOTICE_CHARS)} (at ${codeSpan(commit.slice(0, 7))}).`.source;
}

/** The comment's head when the run found no baseline: why, at which commit. */
export function renderNoBaselineNotice(title: string, reason: string, commit: string): string {
  return markup`### ${shorten(title)}: no baseline\n\nNo verdict for ${codeSpan(commit.slice(0, 7))}: ${shorten(reason, MAX_NOTICE_CHARS)}.`.source;
}
