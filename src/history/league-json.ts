// The text of a league JSON file (docs/import-format.md): numbers exactly as written, and every refusal placed at
// its line and column. JSON.parse reads `1e3` as 1000 and `9007199254740993` as 9007199254740992 without a word;
// the scan below sees the tokens as written (decision 0038). Pure: text in, value or problems out.

export type JsonPlace = { line: number; column: number };
type Segment = string | number;
type Frame = { array: boolean; key: Segment; expectKey: boolean };

/** Number tokens as a person writes them: digits, an optional minus and decimals. No exponent. */
const PLAIN_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;
const NUMBER_TOKEN = /-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** 1-based line and column of an offset. */
function placeOf(starts: number[], offset: number): JsonPlace {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

/**
 * Walks JSON text that JSON.parse accepted, calling `visit` at the start of every value with its path
 * (`seasons.0.games.3.sequence`) and offset; for a number, with its token as written. Iterative: a deeply
 * nested file cannot overflow the stack.
 */
function walk(text: string, visit: (path: () => string, offset: number, token: string | null) => void) {
  const stack: Frame[] = [];
  /** built only when asked: a league file holds millions of values */
  const path = () => stack.map((f) => f.key).join(".");
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x3a /* : */) {
      i++;
      continue;
    }
    const top = stack[stack.length - 1];
    if (c === 0x2c /* , */) {
      if (top.array) top.key = (top.key as number) + 1;
      else top.expectKey = true;
      i++;
      continue;
    }
    if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      i++;
      continue;
    }
    if (c === 0x22 /* " */) {
      let end = i + 1;
      let escaped = false;
      while (end < n) {
        const d = text.charCodeAt(end);
        if (d === 0x5c) {
          escaped = true;
          end += 2;
          continue;
        }
        if (d === 0x22) break;
        end++;
      }
      if (top && !top.array && top.expectKey) {
        top.key = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        top.expectKey = false;
      } else visit(path, i, null);
      i = end + 1;
      continue;
    }
    visit(path, i, null);
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      stack.push({ array: c === 0x5b, key: c === 0x5b ? 0 : "", expectKey: c === 0x7b });
      i++;
      continue;
    }
    NUMBER_TOKEN.lastIndex = i;
    const m = NUMBER_TOKEN.exec(text);
    if (m) {
      visit(path, i, m[0]);
      i += m[0].length;
    } else i += c === 0x6e || c === 0x74 ? 4 : 5; // null, true, false
  }
}

/**
 * Where JSON.parse stopped, for the messages that do not say (`Unexpected token '+', "…" is not valid JSON`): the
 * shortest prefix that fails for another reason than ending too early. Only runs on a file already refused.
 */
function syntaxErrorOffset(text: string): number {
  const failsInside = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (e) {
      const message = e instanceof Error ? e.message : "";
      const at = /position (\d+)/.exec(message);
      return at ? Number(at[1]) < length : !/end of (JSON )?input/i.test(message);
    }
  };
  let lo = 1;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (failsInside(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo - 1;
}

/**
 * JSON text → the value, or problems with line and column: a syntax error, or a number not written the way the
 * export writes numbers (String(n)): an exponent (`1e3`), a whole number with decimals (`5.0`), `-0`, or one that
 * cannot be read exactly (`9007199254740993`, beyond 2^53). Bounds are the document schema's job; placeErrors
 * gives its refusals a line and column.
 */
export function readLeagueJson(text: string): { ok: true; value: unknown } | { ok: false; errors: string[] } {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    const { line, column } = placeOf(lineStarts(text), at ? Number(at[1]) : syntaxErrorOffset(text));
    return { ok: false, errors: [`line ${line}, column ${column}: not valid JSON: ${message}`] };
  }
  const errors = jsonNumberProblems(text).map(
    (p) =>
      `line ${p.line}, column ${p.column}: ${p.path || "(document)"}: ${p.token} is not a number as the export writes it: plain digits, an optional minus and decimals, no exponent, exact (it would be read as ${String(Number(p.token))})`,
  );
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/**
 * The number tokens of JSON text (already accepted by JSON.parse) not written exactly as String(n) writes them:
 * `5.0`, `1e3`, `-0`, `9007199254740993`. At most `max`, in file order, with path, line and column.
 */
export function jsonNumberProblems(text: string, max = 20): (JsonPlace & { path: string; token: string })[] {
  const found: (JsonPlace & { path: string; token: string })[] = [];
  let starts: number[] | null = null;
  walk(text, (path, offset, token) => {
    if (token === null || found.length >= max) return;
    if (PLAIN_NUMBER.test(token) && String(Number(token)) === token) return;
    found.push({ path: path(), token, ...placeOf((starts ??= lineStarts(text)), offset) });
  });
  return found;
}

/**
 * The import's refusals ("seasons.0.games.3.seats[1].values.vp: must be at most 9999 (got 10000)") with the line
 * and column of the value in the file. A play's paths are the scoring library's (`seats[1].values.vp`,
 * `game.endedYear`, `seats[0].seatOrder`, `variants[1]`): they are mapped to the document's (`seats.1.values.vp`,
 * `values.endedYear`, `seats.0.turnOrder`, `values.variants`); a path that names no single value (`seats[*].values.cityVp`) is placed at the nearest value
 * that holds it (the game).
 */
export function placeErrors(text: string, errors: readonly string[]): string[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const paths = errors.map((e) => {
    const raw = /^([^\s:]+):/.exec(e)?.[1] ?? "";
    return raw
      .replace(/\[(\d+)\]/g, ".$1")
      .replace(/(games\.\d+)\.game\./, "$1.values.")
      .replace(/(games\.\d+)\.variants(\.\d+)?$/, "$1.values.variants") // kept with the game values (decision 0044)
      .replace(/(seats\.\d+)\.seatOrder$/, "$1.turnOrder");
  });
  const wanted = new Set<string>();
  for (const p of paths) for (let q = p; q; q = q.includes(".") ? q.slice(0, q.lastIndexOf(".")) : "") wanted.add(q);
  const found = new Map<string, number>();
  walk(text, (pathOf, offset) => {
    const path = pathOf();
    if (wanted.has(path) && !found.has(path)) found.set(path, offset);
  });
  const starts = lineStarts(text);
  return errors.map((e, k) => {
    for (let q = paths[k]; q; q = q.includes(".") ? q.slice(0, q.lastIndexOf(".")) : "") {
      const offset = found.get(q);
      if (offset !== undefined) {
        const { line, column } = placeOf(starts, offset);
        return `line ${line}, column ${column}: ${e}`;
      }
    }
    return e;
  });
}
