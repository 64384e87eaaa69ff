/** The most globs one rule's braces may expand to: each is matched against every row's name. */
export const MAX_BRACE_EXPANSION = 256;
/** The most characters those globs may hold in all: a name's matching time grows with it. */
export const MAX_EXPANDED_LENGTH = 4000;

/** A glob benchgate cannot use; `detail` says why, for an error that names the file and the rule. */
export class GlobError extends Error {
  override readonly name = 'GlobError';
}

/** Where the class opened by the `[` at `open` ends (its `]`), or -1 when it does not close (then `[` is a literal). */
export function classEnd(glob: string, open: number): number {
  let i = open + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  // A `]` first in a class is one of its characters (POSIX).
  if (glob[i] === ']') i++;
  for (; i < glob.length; i++) {
    const char = glob[i];
    if (char === '\\') i++;
    else if (char === ']') return i;
    else if (char === '[' && glob[i + 1] === ':') {
      const close = glob.indexOf(':]', i + 2);
      if (close >= 0) i = close + 1;
    }
  }
  return -1;
}

/**
 * The members of the brace group opened at `open`: the texts between its top-level commas and
 * where it closes; undefined when it does not close or has no comma (`{a}` is literal text).
 */
function braceGroup(glob: string, open: number): { members: string[]; close: number } | undefined {
  const members: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < glob.length; i++) {
    const char = glob[i];
    if (char === '\\') i++;
    else if (char === '[') {
      const end = classEnd(glob, i);
      if (end >= 0) i = end;
    } else if (char === '{') depth++;
    else if (char === '}' && depth > 0) depth--;
    else if (char === ',' && depth === 0) {
      members.push(glob.slice(from, i));
      from = i + 1;
    } else if (char === '}') {
      members.push(glob.slice(from, i));
      return members.length > 1 ? { members, close: i } : rangeGroup(members[0] as string, i);
    }
  }
  return undefined;
}

/** `{1..5}`, `{-2..2}`, `{a..e}`: the values of a range, as bash and picomatch expand them. */
function rangeGroup(body: string, close: number): { members: string[]; close: number } | undefined {
  const numbers = /^(-?\d+)\.\.(-?\d+)$/.exec(body);
  const letters = /^([a-zA-Z])\.\.([a-zA-Z])$/.exec(body);
  if (numbers === null && letters === null) return undefined;
  const from = numbers === null ? (letters?.[1] as string).charCodeAt(0) : Number(numbers[1]);
  const to = numbers === null ? (letters?.[2] as string).charCodeAt(0) : Number(numbers[2]);
  const count = Math.abs(to - from) + 1;
  if (count > MAX_BRACE_EXPANSION) throw new GlobError(`the range {${body}} has ${count} values; at most ${MAX_BRACE_EXPANSION} are allowed`);
  const step = to >= from ? 1 : -1;
  const members = Array.from({ length: count }, (_, k) => (numbers === null ? String.fromCharCode(from + k * step) : String(from + k * step)));
  return { members, close };
}

/**
 * The globs that `{a,b}` groups (nested, and integer or letter ranges) stand for, in order:
 * `bench/{parse,print}*` → `bench/parse*`, `bench/print*`. Braces are expanded before matching
 * because the matcher never backtracks; more than MAX_BRACE_EXPANSION globs, or more than
 * MAX_EXPANDED_LENGTH characters of them, is an error.
 */
export function expandBraces(glob: string): string[] {
  const done: string[] = [];
  let length = 0;
  const pending = [glob];
  while (pending.length > 0) {
    const text = pending.pop() as string;
    let group: { members: string[]; close: number } | undefined;
    let open = -1;
    for (let i = 0; i < text.length && group === undefined; i++) {
      const char = text[i];
      if (char === '\\') i++;
      else if (char === '[') {
        const end = classEnd(text, i);
        if (end >= 0) i = end;
      } else if (char === '{') {
        group = braceGroup(text, i);
        open = i;
      }
    }
    if (group === undefined) {
      done.push(text);
      length += text.length;
      if (length > MAX_EXPANDED_LENGTH)
        throw new GlobError(`the braces expand to more than ${MAX_EXPANDED_LENGTH} characters of globs; write fewer alternatives or use * and ?`);
    } else {
      const { members, close } = group;
      // Reversed, so that pop() takes them in the order written.
      for (let k = members.length - 1; k >= 0; k--) pending.push(text.slice(0, open) + (members[k] as string) + text.slice(close + 1));
    }
    if (done.length + pending.length > MAX_BRACE_EXPANSION)
      throw new GlobError(`the braces expand to more than ${MAX_BRACE_EXPANSION} globs; write fewer alternatives or use * and ?`);
  }
  return done;
}
