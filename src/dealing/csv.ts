/** RFC 4180 CSV: comma-separated, double quotes around fields with commas, quotes or line breaks, "" for a quote. */

export type CsvRecord = { line: number; fields: string[] };

/** Parses text into records, each with the line number where it starts (1-based). Blank lines are skipped. */
export function parseCsv(text: string): { records: CsvRecord[]; error?: { line: number; code: string } } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let fieldStarted = false;
  const src = text.replace(/^\uFEFF/, "");
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: start, fields });
    fields = [];
    field = "";
    fieldStarted = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === '"') {
      return { records, error: { line, code: "csvQuote" } };
    } else if (c === ",") {
      fields.push(field);
      field = "";
      fieldStarted = false;
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) return { records, error: { line: start, code: "csvUnclosedQuote" } };
  if (field !== "" || fields.length) endRecord();
  return { records };
}

const needsQuotes = /[",\r\n]/;
export const csvField = (v: string | number) => {
  const s = String(v);
  return needsQuotes.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsv = (rows: readonly (readonly (string | number)[])[]) => rows.map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
