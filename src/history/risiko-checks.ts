// What a finished RisiKo! game of a league export must keep beyond its play (which the JSON import checks like every
// game's, by its definition): one of the five endings, a threshold only for the sdadata, a territory held by one
// seat, and a completion the held territories (its cards' part) do not contradict. Messages name the document path.
import { holdsWholeObjective, territoriesHeldTwice } from "@/scoring";
import { END_REASONS } from "@/schemas/result";
import type { ExportDocument } from "./export-document";

type Season = ExportDocument["seasons"][number];
type Game = Season["games"][number];

function gameErrors(season: Season, game: Game, at: string): string[] {
  const errors: string[] = [];
  // the five endings of the definition (docs/game-systems.md §1.2); the threshold is the sdadata's
  if (game.endReason !== null && !(END_REASONS as readonly string[]).includes(game.endReason))
    errors.push(`${at}.endReason: "${game.endReason}" is not one of ${END_REASONS.join(", ")}`);
  if (game.sdadataThreshold !== undefined && game.endReason !== "sdadata")
    errors.push(`${at}.sdadataThreshold: a sdadata threshold needs endReason "sdadata"`);
  for (const clash of territoriesHeldTwice(game.seats.map((s) => ({ playerId: s.playerId, held: s.held ?? [] })))) {
    const [first, ...others] = clash.playerIds.map((p) => game.seats.findIndex((s) => s.playerId === p));
    for (const k of others)
      errors.push(
        `${at}.seats.${k}.held: territory ${clash.territoryId} is also held by seat ${first} (a territory is held by one player)`,
      );
  }
  const territories = new Map(season.objectives.map((o) => [o.id, o.territories.map((t) => t.territoryId)]));
  game.seats.forEach((s, k) => {
    const objective = s.objectiveId ? territories.get(s.objectiveId) : undefined;
    const held = s.held ?? [];
    if (!objective?.length || s.eliminatedOrder !== null) return;
    const whole = holdsWholeObjective(objective, held);
    // games imported from a CSV carry no territories: only held territories on record can contradict the flag
    if (whole && !s.objectiveCompleted)
      errors.push(`${at}.seats.${k}.objectiveCompleted: holds every territory of its objective, which completes it`);
    if (!whole && s.objectiveCompleted && held.length > 0)
      errors.push(
        `${at}.seats.${k}.held: a completed objective holds all its territories (${held.length} of ${objective.length})`,
      );
  });
  return errors;
}

/** Every finished RisiKo! game of the document, checked; [] when all keep the rules. */
export function risikoGameErrors(doc: ExportDocument): string[] {
  const errors: string[] = [];
  doc.seasons.forEach((season, si) => {
    if ((season.systemId ?? "risiko") !== "risiko") return;
    season.games.forEach((game, gi) => {
      if (game.status === "finished") errors.push(...gameErrors(season, game, `seasons.${si}.games.${gi}`));
    });
  });
  return errors;
}
