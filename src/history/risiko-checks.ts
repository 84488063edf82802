// The rules a finished RisiKo! game of a league export must keep (issue 21), as the JSON import checks them: what
// rankGame refuses (a completion that the points contradict, an eliminator already out …), a territory held by two
// seats, and a completion the held territories contradict. Messages name the document path of the field at fault.
import {
  holdsWholeObjective,
  ScoringInputError,
  seatInputOf,
  territoriesHeldTwice,
  validateGame,
  type GameInput,
} from "@/scoring";
import { END_REASONS } from "@/schemas/result";
import type { ExportDocument } from "./export-document";

type Season = ExportDocument["seasons"][number];
type Game = Season["games"][number];

function seatPath(game: Game, at: string, path: string): string {
  const m = /^seat (\S+)(?: (\w+))?/.exec(path);
  if (!m) return `${at}${path ? `.${path}` : ""}`;
  const k = game.seats.findIndex((s) => s.playerId === m[1]);
  return `${at}.seats.${k}${m[2] ? `.${m[2] === "eliminatedBy" ? "eliminatedById" : m[2]}` : ""}`;
}

function gameErrors(season: Season, game: Game, at: string): string[] {
  const errors: string[] = [];
  // the five endings of the definition (docs/game-systems.md §1.2); the threshold is the sdadata's
  if (game.endReason !== null && !(END_REASONS as readonly string[]).includes(game.endReason))
    errors.push(`${at}.endReason: "${game.endReason}" is not one of ${END_REASONS.join(", ")}`);
  if (game.sdadataThreshold !== undefined && game.endReason !== "sdadata")
    errors.push(`${at}.sdadataThreshold: a sdadata threshold needs endReason "sdadata"`);
  const input: GameInput = {
    id: game.id,
    playedAt: game.playedOn,
    endReason: game.endReason,
    seats: game.seats.map(seatInputOf),
  };
  try {
    validateGame(input);
  } catch (e) {
    if (!(e instanceof ScoringInputError)) throw e;
    errors.push(...e.issues.map((i) => `${seatPath(game, at, i.path)}: ${i.message}`));
  }
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
