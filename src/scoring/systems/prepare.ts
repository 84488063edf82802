import type { ScoringIssue } from "../errors";
import { compileFields, type FieldSpec } from "./check-fields";
import type { FieldDef, GameSystem, PlaySettings, RankKey } from "./types";

/** `elimination`: whether eliminated seats rank below every survivor (false where the season ranks them by the keys) */
export type ResolvedRanking = { keys: readonly RankKey[]; unresolved: "shareRank" | "draw"; elimination: boolean };

const SETTINGS = ["tieBreak", "unresolved", "eliminated", "edition"] as const;

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** What is fixed per system: computed once. */
export type Prepared = {
  defaults: ResolvedRanking;
  decisiveEndings: readonly string[];
  otherwise: string | null;
  game: FieldSpec;
  seat: FieldSpec;
  identity: FieldSpec;
  tables: { seat: FieldDef[]; identity: FieldDef[] };
  /** fields of one table size only, per seat section (checkTableSize) */
  sized: (readonly ["identity" | "values", FieldDef[]])[];
};
const prepared = new WeakMap<GameSystem, Prepared>();

export function prepare(system: GameSystem): Prepared {
  let p = prepared.get(system);
  if (!p) {
    const decisiveEndings = system.ranking.decisive.map((r) => r.ending);
    const others = system.endings.filter((e) => !decisiveEndings.includes(e.value));
    p = {
      defaults: {
        keys: [...system.ranking.keys, ...(system.ranking.tieBreak?.keys ?? [])],
        unresolved: system.ranking.unresolved.value,
        elimination: system.ranking.elimination !== null,
      },
      decisiveEndings,
      otherwise: others.length === 1 ? others[0].value : null,
      game: compileFields(system.gameFields),
      seat: compileFields(system.seatFields),
      identity: compileFields(system.identity),
      tables: { seat: system.seatFields.filter((d) => d.table), identity: system.identity.filter((d) => d.table) },
      sized: (
        [
          ["identity", system.identity.filter((d) => d.players !== undefined)],
          ["values", system.seatFields.filter((d) => d.players !== undefined)],
        ] as const
      ).filter(([, defs]) => defs.length > 0),
    };
    prepared.set(system, p);
  }
  return p;
}

/** The season settings against what the system lets a club choose. */
export function resolveSettings(
  system: GameSystem,
  defaults: ResolvedRanking,
  settings: PlaySettings | undefined,
  issues: ScoringIssue[],
): ResolvedRanking {
  if (settings === undefined) return defaults;
  const { tieBreak, unresolved, keys } = system.ranking;
  const resolved = { ...defaults };
  if (!isObject(settings)) {
    issues.push({ path: "settings", message: "must be an object" });
    return resolved;
  }
  for (const key of Object.keys(settings))
    if (!(SETTINGS as readonly string[]).includes(key))
      issues.push({ path: `settings.${key}`, message: `is not a setting (known: ${SETTINGS.join(", ")})` });
  if (settings.tieBreak !== undefined) {
    if (!tieBreak)
      issues.push({ path: "settings.tieBreak", message: `${system.name.en} has no tie-break for a club to choose` });
    else if (!Array.isArray(settings.tieBreak))
      issues.push({ path: "settings.tieBreak", message: "must be a list of field keys" });
    else {
      const chosen: RankKey[] = [];
      settings.tieBreak.forEach((field, i) => {
        const key = tieBreak.options.find((o) => o.field === field);
        if (!key || settings.tieBreak?.indexOf(field) !== i)
          issues.push({
            path: `settings.tieBreak[${i}]`,
            message: `must be one of ${tieBreak.options.map((o) => o.field).join(", ")}, each once (got ${String(field)})`,
          });
        else chosen.push(key);
      });
      resolved.keys = [...keys, ...chosen];
    }
  }
  if (settings.unresolved !== undefined) {
    if (!unresolved.setting)
      issues.push({
        path: "settings.unresolved",
        message: `the rulebook fixes what a tie means in ${system.name.en} (${unresolved.source})`,
      });
    else if (settings.unresolved !== "shareRank" && settings.unresolved !== "draw")
      issues.push({ path: "settings.unresolved", message: "must be shareRank or draw" });
    else resolved.unresolved = settings.unresolved;
  }
  if (settings.eliminated !== undefined) {
    const elimination = system.ranking.elimination;
    if (!elimination?.setting)
      issues.push({
        path: "settings.eliminated",
        message: `${system.name.en} has no elimination order for a club to choose`,
      });
    else if (settings.eliminated !== "belowSurvivors" && settings.eliminated !== "byScore")
      issues.push({ path: "settings.eliminated", message: "must be belowSurvivors or byScore" });
    else resolved.elimination = settings.eliminated === "belowSurvivors";
  }
  if (settings.edition !== undefined) {
    const editions = system.editions;
    if (!editions) issues.push({ path: "settings.edition", message: `${system.name.en} has one rules edition` });
    else if (!editions.values.includes(settings.edition))
      issues.push({
        path: "settings.edition",
        message: `must be one of ${editions.values.join(", ")} (got ${String(settings.edition)})`,
      });
  }
  return resolved;
}
