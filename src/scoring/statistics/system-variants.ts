// The statistics of one system split by the variants played (decision 0044): how many plays used each of the
// definition's variants (and how many the standard rules), how they ended, and each player's wins there. A play
// with two variants counts under both; a variant that follows from a game field counts wherever the field says so.
// Read from the definition's `variants`: no per-system code.
import type { GameSystem, Label } from "../systems/types";
import { playedVariants } from "../systems/variants";
import { byText, ratio } from "./shared";
import { GroupTally, seatResult, type RecordedPlay, type ResultRecord } from "./system-shared";

export type VariantPlayerRow = ResultRecord & { playerId: string };
/** variant: a definition id, or null for the plays under the standard rules (no variant) */
export type VariantRow = {
  variant: string | null;
  label: Label | null;
  source: string | null;
  plays: number;
  share: number;
  draws: number;
  players: VariantPlayerRow[];
};

/** One row per variant of the definition (played or not) and one for the standard rules; [] when the system has no variants. */
export function variantStats(system: GameSystem, plays: readonly RecordedPlay[]): VariantRow[] {
  if (system.variants.length === 0) return [];
  const keys: (string | null)[] = [null, ...system.variants.map((v) => v.id)];
  const tally = new Map(keys.map((k) => [k, { plays: 0, draws: 0, players: new GroupTally<string>() }]));
  for (const play of plays) {
    // named or following from a game field (CotE II: seasons 5 is the fifth season; decision 0063)
    const used = playedVariants(system, play.game, play.variants).filter((v) => tally.has(v));
    for (const key of used.length > 0 ? [...new Set(used)] : [null]) {
      const t = tally.get(key)!;
      t.plays++;
      if (play.result === "draw") t.draws++;
      for (const seat of play.seats) t.players.add(seat.playerId, seatResult(play, seat), seat.rank, null);
    }
  }
  return keys.map((key) => {
    const t = tally.get(key)!;
    const def = system.variants.find((v) => v.id === key);
    const players = [...t.players.groups].map(([playerId, g]) => ({ playerId, ...g.record() }));
    players.sort((a, b) => b.wins - a.wins || b.seats - a.seats || byText(a.playerId, b.playerId));
    return {
      variant: key,
      label: def?.label ?? null,
      source: def?.source ?? null,
      plays: t.plays,
      share: ratio(t.plays, plays.length),
      draws: t.draws,
      players,
    };
  });
}
