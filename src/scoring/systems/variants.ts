// Variants played in a game (docs/game-systems.md, "variants"; decision 0044). A play names the ids of its
// system's `variants` it used; they are stored with the game fields in the game's values JSON, under one reserved
// key whose value is the ids in definition order joined by ";" (a plain string: older readers and exports keep working).
import { holds } from "./check-fields";
import type { GameSystem, Label, Value } from "./types";

/** The reserved key of a game's stored values that holds its variants; no game field of any system may use it. */
export const VARIANTS_KEY = "variants";
/** How variant ids are joined in storage and in the CSV column. */
export const VARIANT_SEPARATOR = ";";

/** The ids given, split from "a;b" text (blanks dropped); [] for nothing. */
export function splitVariants(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(VARIANT_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/** The ids in the definition's order (unknown ids last, as given), for storage and display. */
export function orderVariants(system: Pick<GameSystem, "variants">, ids: readonly string[]): string[] {
  const at = (id: string) => {
    const i = system.variants.findIndex((d) => d.id === id);
    return i === -1 ? system.variants.length : i;
  };
  return [...ids].sort((a, b) => at(a) - at(b));
}

/**
 * The values to store for a game: its fields, plus the variants as given when any was played (callers put them in
 * definition order first, orderVariants, so one set is always stored as one text).
 */
export function packGameValues(
  game: Record<string, Value> | undefined,
  variants: readonly string[] | undefined,
): Record<string, Value> {
  const out: Record<string, Value> = { ...(game ?? {}) };
  delete out[VARIANTS_KEY];
  if (variants && variants.length > 0) out[VARIANTS_KEY] = variants.join(VARIANT_SEPARATOR);
  return out;
}

/** A game's stored values split into its fields and the variants played (older games: none). */
export function unpackGameValues(stored: Record<string, Value>): { game: Record<string, Value>; variants: string[] } {
  if (!(VARIANTS_KEY in stored)) return { game: stored, variants: [] };
  const game = { ...stored };
  const raw = game[VARIANTS_KEY];
  delete game[VARIANTS_KEY];
  return { game, variants: typeof raw === "string" ? splitVariants(raw) : [String(raw)] };
}

/** The labels of the variants played, in definition order (an unknown id shown as itself). */
export function variantLabels(
  system: Pick<GameSystem, "variants">,
  ids: readonly string[],
): { id: string; label: Label }[] {
  return orderVariants(system, ids).map((id) => ({
    id,
    label: system.variants.find((d) => d.id === id)?.label ?? { it: id, en: id },
  }));
}

/** Whether a variant follows from a game field (`when`: CotE II's fifth season is seasons 5) instead of being ticked. */
export const isDerivedVariant = (variant: GameSystem["variants"][number]) => variant.when !== undefined;

/**
 * The variants a play used, in definition order: those named, and those that follow from its game fields (CotE II:
 * seasons 5 is the fifth season, named or not; decision 0063). For statistics and display; storage keeps what was
 * recorded (packGameValues), so older exports round-trip as they were.
 */
export function playedVariants(
  system: Pick<GameSystem, "variants">,
  game: Record<string, Value> | null | undefined,
  named: readonly string[] | null | undefined,
): string[] {
  const ids = new Set(named ?? []);
  for (const v of system.variants) if (v.when && holds(v.when, game ?? {})) ids.add(v.id);
  return orderVariants(system, [...ids]);
}
