// Number cells of every CSV import (the RisiKo! season CSV, the season CSV of the other systems): one reader,
// src/schemas/numbers.ts, and one wording of its refusals (docs/decisions/0038-every-number-bounded.md).
import { readNumber, type Bounds } from "@/schemas/numbers";

export type CellProblem = { code: string; message: string; params?: Record<string, string | number> };

/**
 * A number cell through the one reader (src/schemas/numbers.ts): plain digits only, within the bounds. The cell
 * is not trimmed: ` 5`, `+5`, `0x10`, `1e3` and `5.0` in a whole-number column are refused, not guessed.
 */
export function numberCell(
  text: string,
  bounds: Bounds,
  kind: "int" | "decimal" = "int",
): { value: number } | { problem: CellProblem } {
  const r = readNumber(text, bounds, kind);
  if ("value" in r) return r;
  if (r.problem === "belowMin" || r.problem === "aboveMax")
    return {
      problem: {
        code: "outOfRange",
        message: `"${text}" is out of range: must be a ${kind === "int" ? "whole " : ""}number from ${bounds.min} to ${bounds.max}`,
        params: { min: bounds.min, max: bounds.max },
      },
    };
  return kind === "int"
    ? { problem: { code: "notWholeNumber", message: `"${text}" is not a whole number (plain digits, e.g. 12)` } }
    : { problem: { code: "notANumber", message: `"${text}" is not a number (plain digits, e.g. 12.5)` } };
}
