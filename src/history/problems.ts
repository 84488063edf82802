/**
 * One problem of an import, with where it is. `code` + `params` are translated by the UI
 * (messages/<locale>/history.json, "problem.<code>"); `message` is the English text the CLI prints.
 */
export type ImportProblem = {
  /** 1-based line of the file; null for the file as a whole */
  line: number | null;
  /** column name as written in the template (e.g. "objective_points"); null for the whole line */
  column: string | null;
  code: string;
  params: Record<string, string | number>;
  message: string;
};

export function problem(
  line: number | null,
  column: string | null,
  code: string,
  message: string,
  params: Record<string, string | number> = {},
): ImportProblem {
  return { line, column, code, params, message };
}

/** "line 12, objective_points: must be a whole number" — for terminals and logs. */
export function formatProblem(p: ImportProblem): string {
  const where = [p.line === null ? null : `line ${p.line}`, p.column].filter(Boolean).join(", ");
  return where ? `${where}: ${p.message}` : p.message;
}

/** Problems sorted by line, then column; file-level problems first. */
export function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  return [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? "").localeCompare(b.column ?? ""));
}
