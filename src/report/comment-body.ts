import type { Comparison, Report, SideLabel, Verdict } from '../model/report.js';
import type { WarningCode } from '../model/warning.js';
import { CHANGE_LEGEND, plural, starred } from './cells.js';
import { Footnotes } from './footnotes.js';
import { codeSpan, joinMarkdown, markup, shorten, type Markdown } from './markdown-escape.js';
import { chart } from './mermaid-chart.js';
import { capitalised, type ReportFacts } from './report-facts.js';
import { sideTitles } from './side-titles.js';
import { readingOrder, tableLines, type ReferenceCells, type TableLine } from './table-model.js';

// Every line here is Markdown made by `markup` (markdown-escape.ts): the literal parts are our markup,
// every string put into them is escaped there. No line is made by joining strings.

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

/** A line of the comment that the budget keeps or leaves out as a whole. */
interface PartLine {
  readonly part: number;
  readonly line: Markdown;
}

function lineRank(line: TableLine): number {
  return Math.min(...line.rows.map((row) => (row === undefined ? 9 : VERDICT_RANK[row.verdict])));
}

function warningRank(code: WarningCode): number {
  return code === 'unused-rule' ? UNUSED_RULE_RANK : REPORT_WARNING_RANK;
}

function changeWithInterval(cells: ReferenceCells | undefined): string {
  if (cells === undefined) return '';
  // An unchanged or inconclusive row says so; its interval would only add noise to the comment.
  const quiet = cells.row.verdict === 'unchanged' || cells.row.verdict === 'inconclusive';
  const change = starred(cells.change);
  return cells.interval === undefined || quiet ? change : `${change} ${cells.interval}`;
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

/** What the comment's body is made of beside the report: its heading, the notes of the search, where the full report is. */
export interface CommentInput {
  readonly heading: Markdown;
  readonly facts: ReportFacts;
  readonly notes: readonly (string | Markdown)[];
  readonly fullReport: string | undefined;
}

/**
 * The comment's parts, each made once: the budget renders the body again for every number of
 * parts it tries, from these, so a try costs a join, not an escaping of every cell.
 */
export class CommentBody {
  readonly parts: Part[] = [];
  private readonly suites: PartLine[] = [];
  /** Lines in the table model's reading order: the changed ones first, the others grouped by benchmark. */
  private readonly changed: TableLine[];
  private readonly others: TableLine[];
  private readonly rowPart = new Map<TableLine, number>();
  /** A row's markdown up to its last cell's end, without the footnote marks, which depend on the rows kept. */
  private readonly rowStart = new Map<TableLine, Markdown>();
  private readonly tableHead: readonly Markdown[];
  /** How many rows carry each row warning, over the whole report. */
  private readonly warningRows = new Footnotes();
  private readonly notes: PartLine[] = [];
  private readonly warnings: PartLine[] = [];
  private readonly leading: Markdown[];
  private readonly references: PartLine[] = [];
  private readonly fixedFooter: Markdown[] = [];
  private readonly sides: { readonly first: Markdown | undefined; readonly current: Markdown };
  /** The footer's last line, up to the sides it names and from them to its end. */
  private readonly settings: Markdown;
  private readonly footer: Markdown;

  constructor(
    private readonly report: Report,
    private readonly input: CommentInput,
  ) {
    const facts = input.facts;
    facts.suiteLines.forEach((sentence, i) => {
      const line = report.suites[i];
      const rank = line === undefined ? VERDICT_RANK.inconclusive : VERDICT_RANK[line.verdict];
      this.suites.push({ part: this.add('whole-suite line', rank), line: markup`${sentence}  ` });
    });
    const lines = tableLines(report);
    for (const line of lines) this.rowPart.set(line, this.add('row', lineRank(line)));
    ({ changed: this.changed, others: this.others } = readingOrder(lines));
    for (const line of lines) this.warningRows.mark(line.warnings);
    this.tableHead = this.header();

    for (const note of input.notes) this.notes.push({ part: this.add('note', NOTE_RANK), line: markup`${note}  ` });
    if (facts.differentMachines !== undefined) this.fixedFooter.push(markup`⚠️ ${capitalised(facts.differentMachines)}.  `);
    if (facts.gate !== undefined) this.fixedFooter.push(markup`Gate: ${shorten(facts.gate, MAX_SENTENCE_CHARS)}.  `);
    // A warning on how the runs were made leads the report (above the table, never left out); the
    // others qualify it, in the footer.
    this.leading = facts.leadingWarnings.map((text) => markup`⚠️ ${text}.  `);
    for (const { code, text } of facts.warnings) this.warnings.push({ part: this.add('warning', warningRank(code)), line: markup`⚠️ ${text}.  ` });
    const [first, ...more] = report.baselines;
    for (const side of more) this.references.push({ part: this.add('baseline description', REFERENCE_RANK), line: sideFooter('baseline', side) });
    this.sides = { first: first === undefined ? undefined : sideFooter('baseline', first), current: sideFooter('current', report.current) };
    const outliers = facts.outliers === undefined ? markup`` : markup` · ${facts.outliers}`;
    this.settings = markup`<sub>${shorten(facts.settings, MAX_SENTENCE_CHARS)} · `;
    this.footer = markup`${outliers} · ${CHANGE_LEGEND}</sub>`;
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
    const several = this.report.baselines.length > 1;
    const titles = sideTitles(this.report);
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

  private start(line: TableLine): Markdown {
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

  private table(lines: readonly TableLine[], marks: ReadonlyMap<TableLine, readonly number[]>): Markdown[] {
    const out = [...this.tableHead];
    for (const line of lines) {
      const sup = (marks.get(line) ?? []).map((number) => markup`<sup>${number}</sup>`);
      out.push(sup.length === 0 ? markup`${this.start(line)} |` : markup`${this.start(line)} ${joinMarkdown(sup, markup``)} |`);
    }
    return out;
  }

  /** The body with the parts whose numbers are set in `kept`. */
  render(kept: Uint8Array): string {
    const isKept = (part: number | undefined) => part !== undefined && kept[part] === 1;
    const keptLines = (lines: readonly PartLine[]) => lines.filter((one) => isKept(one.part)).map((one) => one.line);
    let out: Markdown[] = [this.input.heading, markup``];
    const suites = keptLines(this.suites);
    if (suites.length > 0) out.push(...suites, markup``);
    if (this.leading.length > 0) out.push(...this.leading, markup``);
    out = out.concat(this.tables(isKept));
    const leftOut = this.leftOut(kept);
    if (leftOut !== undefined) out.push(leftOut, markup``);
    out = out.concat(keptLines(this.notes), this.fixedFooter, keptLines(this.warnings));
    const sides = [...(this.sides.first === undefined ? [] : [this.sides.first]), ...keptLines(this.references), this.sides.current];
    out.push(markup`${this.settings}${joinMarkdown(sides, markup` · `)}${this.footer}`, markup``);
    return out.map((line) => line.source).join('\n');
  }

  /** The changed rows with their chart, the others collapsed, and the notes the rows kept point to. */
  private tables(isKept: (part: number | undefined) => boolean): Markdown[] {
    const changed = this.changed.filter((line) => isKept(this.rowPart.get(line)));
    const others = this.others.filter((line) => isKept(this.rowPart.get(line)));
    // Row warnings numbered once for the whole comment: the table points to them, the notes below say them.
    const footnotes = new Footnotes();
    const marks = new Map<TableLine, readonly number[]>();
    for (const line of changed.concat(others)) marks.set(line, footnotes.mark(line.warnings));
    let out: Markdown[] = [];
    // concat, not push(...rows): spreading 100,000 rows as arguments overflows the stack.
    const rows = changed.flatMap((line) => line.rows);
    if (changed.length > 0) out = out.concat(this.table(changed, marks), markup``, chart(this.report, rows));
    if (others.length > 0) {
      const summary = markup`<details><summary>${plural(others.length, changed.length > 0 ? 'other row' : 'row')}</summary>`;
      out = out.concat(summary, markup``, this.table(others, marks), markup``, markup`</details>`, markup``);
    }
    if (footnotes.size === 0) return out;
    for (const { text, number } of footnotes.list()) out.push(markup`<sup>${number}</sup> ${text} (${plural(this.warningRows.rowsOf(text), 'row')}).  `);
    out.push(markup``);
    return out;
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
    return markup`${listOf(phrases)} ${one ? 'is' : 'are'} left out here for size: see ${this.input.fullReport ?? 'the JSON report'}.`;
  }
}
