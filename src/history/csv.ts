// A small RFC 4180 CSV codec: quoted fields, doubled quotes, CRLF/LF/CR line ends, a UTF-8 BOM.
// Pure: bytes or text in, rows out. Errors name the line (1-based, physical lines of the file).

/** 10 MB: larger files are refused before anything is decoded. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

export class CsvError extends Error {
  constructor(
    readonly code: "tooLarge" | "encoding" | "empty" | "unterminatedQuote" | "strayQuote" | "delimiter",
    message: string,
    readonly line: number | null = null,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = "CsvError";
  }
}

/** One record of the file and the physical line it starts on. */
export type CsvRecord = { line: number; fields: string[] };

/**
 * Bytes → text. Refuses files over `maxBytes` and anything that is not valid UTF-8 (a file saved
 * as Latin-1/Windows-1252 by Excel would otherwise turn "Sì" into garbage silently). Strips a BOM.
 */
export function decodeCsvBytes(bytes: Uint8Array, maxBytes = MAX_CSV_BYTES): string {
  if (bytes.byteLength > maxBytes) {
    const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
    throw new CsvError("tooLarge", `the file is ${mb(bytes.byteLength)} MB; the limit is ${mb(maxBytes)} MB`, null, {
      size: mb(bytes.byteLength),
      limit: mb(maxBytes),
    });
  }
  if (bytes.byteLength >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    throw new CsvError("encoding", "the file is UTF-16: save it as CSV UTF-8");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const line = lineOfFirstInvalidByte(bytes);
    throw new CsvError("encoding", `the file is not valid UTF-8 (line ${line}): save it as CSV UTF-8`, line, { line });
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function lineOfFirstInvalidByte(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return line;
}

/**
 * Parses CSV text with the given delimiter. Empty lines (outside quotes) are skipped. A field that
 * formatCsvField neutralised (`'=…`) comes back as written (`=…`).
 * Throws CsvError for an unterminated quoted field or a quote inside an unquoted field.
 */
export function parseCsv(text: string, delimiter = ","): CsvRecord[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // the current field was quoted (only the delimiter or a line end may follow)
  let quoteLine = 1;
  const n = text.length;

  const endField = () => {
    fields.push(restoreFormulaCell(field));
    field = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < n; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          wasQuoted = true;
        }
      } else {
        if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) line++;
        field += c;
      }
      continue;
    }
    if (c === delimiter) {
      endField();
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (wasQuoted) {
      // A quoted field that ran over line breaks and is then followed by text almost always means its
      // opening quote was never closed (a later quote closed it by accident): report where it opened.
      if (quoteLine !== line) throw unterminated(quoteLine);
      throw new CsvError("strayQuote", `line ${line}: unexpected text after a closing quote`, line, { line });
    } else if (c === '"') {
      if (field !== "")
        throw new CsvError(
          "strayQuote",
          `line ${line}: a quote inside an unquoted field (quote the whole field and double the quote)`,
          line,
          { line },
        );
      quoted = true;
      quoteLine = line;
    } else {
      field += c;
    }
  }
  if (quoted) throw unterminated(quoteLine);
  if (field !== "" || fields.length > 0 || wasQuoted) endRecord();
  return records;
}

const unterminated = (line: number) =>
  new CsvError("unterminatedQuote", `line ${line}: a quoted field is never closed`, line, { line });

const CANDIDATE_DELIMITERS = [",", ";", "\t", "|"] as const;

/**
 * Picks the delimiter from the header line: the accepted one (`,` or `;`) that splits it into the
 * most columns. A header that only splits on a tab or `|` is reported as a wrong delimiter.
 */
export function detectDelimiter(text: string, accepted: readonly string[] = [",", ";"]): string {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? "";
  if (header.trim() === "") throw new CsvError("empty", "the file is empty or its first line is blank", 1, { line: 1 });
  const count = (d: string) => header.split(d).length - 1;
  const best = [...CANDIDATE_DELIMITERS].sort((a, b) => count(b) - count(a))[0];
  if (count(best) === 0) return accepted[0]; // a single column: let the column check report it
  if (!accepted.includes(best)) {
    const name = best === "\t" ? "tab" : `"${best}"`;
    throw new CsvError("delimiter", `the columns are separated by ${name}; use a comma (or a semicolon)`, 1, {
      delimiter: name,
      line: 1,
    });
  }
  return best;
}

const NEEDS_QUOTES = /[",;\r\n\t]|^\s|\s$/;

/**
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell starting with = + - @ tab or CR.
 * Such a text cell is written with a leading `'`; so that the reverse is exact, a text that already is
 * `'`s followed by one of those characters gets one more `'`. Numbers are typed and never touched.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;
export const neutraliseFormulaCell = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);
/** The reverse of neutraliseFormulaCell, applied by parseCsv to every field it reads. */
export const restoreFormulaCell = (s: string) => (NEUTRALISED.test(s) ? s.slice(1) : s);

/** One field, quoted when needed (a delimiter, quote, line break or leading/trailing space). Text that a spreadsheet would run as a formula is neutralised. */
export function formatCsvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const s = typeof value === "string" ? neutraliseFormulaCell(value) : String(value);
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows → CSV text with CRLF line ends (RFC 4180), ending with a line break. */
export function serializeCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return rows.map((r) => r.map(formatCsvField).join(",")).join("\r\n") + (rows.length ? "\r\n" : "");
}
