// The generic result form of a play, as data: what the inputs hold, turned into the Play that rankPlay reads,
// and rankPlay's issues turned into messages per field. Pure: used by the form (preview) and the server action.
import { playedVariants, type FieldDef, type GameSystem, type Play, type ScoringIssue, type Value } from "@/scoring";
import { parseNumberText } from "@/schemas/numbers";
import { encodeIssue } from "./play-issues";

/** Raw input values: text of a number/select input, or a checkbox state. */
export type RawValue = string | boolean;
export type PlayFormSeat = {
  playerId: string;
  seatOrder: number;
  identity: Record<string, string>;
  values: Record<string, RawValue>;
};
/** variants: the ids of the system's variants ticked (absent in drafts saved before variants were recorded) */
export type PlayFormState = {
  endedBy: string;
  endedAt: string;
  game: Record<string, RawValue>;
  variants?: string[];
  seats: PlayFormSeat[];
};

/**
 * One input's value as the definition types it; undefined = left empty (absent). Numbers go through the one
 * reader of src/schemas/numbers.ts (plain digits: `0x10`, `1e3`, `+5`, ` 5` are not numbers; `5.0` is not whole);
 * anything else stays text, so rankPlay words the problem ("must be a number") at the field.
 */
export function fieldValue(def: FieldDef, raw: RawValue | undefined): Value | undefined {
  if (raw === undefined) return undefined;
  if (def.type === "bool") return raw === true || raw === "true" || raw === "on";
  const text = String(raw);
  if (text.trim() === "") return undefined;
  if (def.type === "int" || def.type === "number")
    return parseNumberText(text, def.type === "int" ? "int" : "decimal") ?? text;
  return text.trim();
}

function record(defs: readonly FieldDef[], raw: Record<string, RawValue>): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const def of defs) {
    // an untouched checkbox of a required flag is "no"; an optional one stays absent
    const v = fieldValue(def, raw[def.key] ?? (def.type === "bool" && def.required === true ? false : undefined));
    if (v !== undefined) out[def.key] = v;
  }
  return out;
}

/** The fields of a table of `n` seats: those of one table size only (HOTRE's second group, §15.1) where n is that size. */
export const fieldsAt = (defs: readonly FieldDef[], n: number) =>
  defs.filter((d) => d.players === undefined || d.players === n);

/**
 * The play the form describes, in the definition's types (empty inputs left out, and fields of another table size).
 * A variant that follows from a game field (CotE II's fifth season) is never sent: the field says it (decision 0063).
 */
export function playFromForm(system: GameSystem, state: PlayFormState): Play {
  const n = state.seats.length;
  const endedAt = state.endedAt.trim() === "" ? undefined : (parseNumberText(state.endedAt) ?? Number.NaN);
  const ticked = new Set(state.variants ?? []);
  const variants = system.variants.filter((v) => !v.when && ticked.has(v.id)).map((v) => v.id);
  return {
    ...(state.endedBy ? { endedBy: state.endedBy } : {}),
    ...(endedAt !== undefined ? { endedAt } : {}),
    game: record(system.gameFields, state.game),
    ...(variants.length > 0 ? { variants } : {}),
    seats: state.seats.map((s) => {
      const identity: Record<string, string> = {};
      for (const def of fieldsAt(system.identity, n)) {
        const v = s.identity[def.key]?.trim();
        if (v) identity[def.key] = v;
      }
      return {
        playerId: s.playerId,
        seatOrder: s.seatOrder,
        identity,
        values: record(fieldsAt(system.seatFields, n), s.values),
      };
    }),
  };
}

/** The variants the form shows ticked: those ticked by hand and those its game fields give (decision 0063). */
export function variantsShown(system: GameSystem, state: PlayFormState): string[] {
  const play = playFromForm(system, state);
  return playedVariants(system, play.game, play.variants);
}

/** A stored play back into form inputs (edit). */
export function formFromPlay(play: Play): PlayFormState {
  const raw = (values: Record<string, Value> = {}) =>
    Object.fromEntries(
      Object.entries(values).flatMap(([k, v]) => (v === null ? [] : [[k, typeof v === "boolean" ? v : String(v)]])),
    ) as Record<string, RawValue>;
  return {
    endedBy: play.endedBy ?? "",
    endedAt: play.endedAt === undefined ? "" : String(play.endedAt),
    game: raw(play.game),
    variants: [...(play.variants ?? [])],
    seats: play.seats.map((s, i) => ({
      playerId: s.playerId,
      seatOrder: s.seatOrder ?? i + 1,
      identity: { ...(s.identity ?? {}) },
      values: raw(s.values),
    })),
  };
}

/**
 * rankPlay's issues keyed by the form's input names: "endedBy", "endedAt", "variants", "game.<key>",
 * "seats.<playerId>.values.<key>", "seats.<playerId>.identity.<key>", "seats.<playerId>.seatOrder", or "play" for the rest.
 */
export function issuesByField(play: Play, issues: readonly ScoringIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    let key = "play";
    const seat = /^seats\[(\d+)\](?:\.(values|identity)\.([A-Za-z0-9_]+)|\.(seatOrder))?/.exec(issue.path);
    const table = /^seats\[\*\]\.(values|identity)\.([A-Za-z0-9_]+)/.exec(issue.path);
    const game = /^game\.([A-Za-z0-9_]+)/.exec(issue.path);
    if (table) key = `table.${table[1]}.${table[2]}`;
    else if (seat && play.seats[Number(seat[1])]) {
      const id = play.seats[Number(seat[1])].playerId;
      key = seat[2] ? `seats.${id}.${seat[2]}.${seat[3]}` : seat[4] ? `seats.${id}.seatOrder` : `seats.${id}`;
    } else if (game) key = `game.${game[1]}`;
    else if (issue.path === "endedBy" || issue.path === "endedAt") key = issue.path;
    else if (issue.path.startsWith("variants")) key = "variants";
    (out[key] ??= []).push(encodeIssue(issue)); // translated by the form (src/lib/plays/play-issues.ts)
  }
  return out;
}
