/**
 * Where a game night stands in the guided flow (decision 0024): plain data, read by the step indicator and by the
 * "one next action" at the top of the game page.
 */
export type NightStep = "create" | "seat" | "deal" | "cards" | "result" | "recap";

const DEALT_NIGHT: NightStep[] = ["create", "seat", "deal", "cards", "result", "recap"];
/** Game systems without a secret-objective deal are seated and scored in one form. */
const PLAY: NightStep[] = ["create", "seat", "result", "recap"];

export type NightFlow = { steps: NightStep[]; current: NightStep } | null;

/** Null for a voided game: it is out of the flow. */
export function nightFlow(game: { status: string; deals: boolean; seats: { viewed: boolean }[] }): NightFlow {
  const steps = game.deals ? DEALT_NIGHT : PLAY;
  switch (game.status) {
    case "planned":
      return { steps, current: game.seats.length === 0 ? "seat" : game.deals ? "deal" : "result" };
    case "dealt":
      return { steps, current: game.seats.every((s) => s.viewed) ? "result" : "cards" };
    case "finished":
      return { steps, current: "recap" };
    default:
      return null;
  }
}
