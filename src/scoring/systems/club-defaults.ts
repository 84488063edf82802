// Where the rulebook is silent and the club decides (game-systems.md [default]): every such mark of a definition,
// as one list a page can show and a test can compare with the documentation. Pure.
import type { GameSystem, Label, PlaySettings } from "./types";

export type ClubDefault =
  /** a field the rulebook does not ask for (RisiKo! armies, S.P.Q.R. elimination order) */
  | { kind: "field"; key: string; label: Label; source: string }
  /** a field whose value follows the club's rule at one table size (HOTRE, 2 players) */
  | { kind: "fieldWith"; key: string; label: Label; players: number; rule: Label }
  | { kind: "ending"; value: string; label: Label; source: string }
  /** a ranking key the rulebook does not give (S.P.Q.R.: most VP after a time limit) */
  | { kind: "key"; field: string; source: string }
  | { kind: "tieBreak"; fields: readonly string[]; setting: "tieBreak" }
  /** the rulebook ranks only the winner; the others by the same keys */
  | { kind: "others"; source: string }
  | { kind: "elimination"; source: string; byScore: boolean; setting?: "eliminated" }
  | { kind: "unresolved"; value: "shareRank" | "draw"; source: string; setting?: "unresolved" };

/** The club's rules of a system, with the season's settings applied where it has them. */
export function clubDefaults(system: GameSystem, settings?: PlaySettings): ClubDefault[] {
  const out: ClubDefault[] = [];
  for (const def of [...system.gameFields, ...system.identity, ...system.seatFields]) {
    if (def.clubDefault) out.push({ kind: "field", key: def.key, label: def.label, source: def.source });
    if (def.clubDefaultWith) out.push({ kind: "fieldWith", key: def.key, label: def.label, ...def.clubDefaultWith });
  }
  for (const end of system.endings)
    if (end.clubDefault) out.push({ kind: "ending", value: end.value, label: end.label, source: end.source });
  const r = system.ranking;
  for (const k of r.keys) if (k.origin === "default") out.push({ kind: "key", field: k.field, source: k.source });
  if (r.tieBreak)
    out.push({
      kind: "tieBreak",
      fields: settings?.tieBreak ?? r.tieBreak.keys.map((k) => k.field),
      setting: r.tieBreak.setting,
    });
  if (r.others?.clubDefault) out.push({ kind: "others", source: r.others.source });
  if (r.elimination?.clubDefault)
    out.push({
      kind: "elimination",
      source: r.elimination.source,
      byScore: settings?.eliminated === "byScore",
      setting: r.elimination.setting,
    });
  if (r.unresolved.clubDefault)
    out.push({
      kind: "unresolved",
      value: settings?.unresolved ?? r.unresolved.value,
      source: r.unresolved.source,
      setting: r.unresolved.setting,
    });
  return out;
}
