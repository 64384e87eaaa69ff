// The notes below a table, decided once for every face: the same words on 200 rows are one note
// that says how many rows carry it, numbered in the order a reader meets them, each row pointing
// to its notes by number. A face chooses which words of a row are notes (markdown has a note
// column for the reasons, the HTML has none) and how a number and a note look.

export interface Footnote {
  readonly text: string;
  /** 1 for the first note met, and so on. */
  readonly number: number;
  /** How many rows carry it. */
  readonly rows: number;
  /** The names of the first rows that carry it, where the face gave them. */
  readonly names: readonly string[];
}

interface Counting {
  readonly text: string;
  readonly number: number;
  rows: number;
  readonly names: string[];
}

/** How many row names a note keeps: enough to find the rows, not a list of all of them. */
const NAMES_KEPT = 3;

export class Footnotes {
  private readonly byText = new Map<string, Counting>();

  /**
   * Counts a row's notes (each once, however often the row repeats it) and gives their numbers
   * in the order given; a note met for the first time takes the next number.
   */
  mark(notes: Iterable<string>, rowName?: string): number[] {
    const numbers: number[] = [];
    for (const text of new Set(notes)) {
      let note = this.byText.get(text);
      if (note === undefined) {
        note = { text, number: this.byText.size + 1, rows: 0, names: [] };
        this.byText.set(text, note);
      }
      note.rows++;
      if (rowName !== undefined && note.names.length < NAMES_KEPT) note.names.push(rowName);
      numbers.push(note.number);
    }
    return numbers;
  }

  /** How many rows carry the note; 0 for a note no row carries. */
  rowsOf(text: string): number {
    return this.byText.get(text)?.rows ?? 0;
  }

  get size(): number {
    return this.byText.size;
  }

  /** The notes by number. */
  list(): readonly Footnote[] {
    return [...this.byText.values()];
  }
}
