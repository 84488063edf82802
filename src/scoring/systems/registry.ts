// The one place that lists the game systems. Adding a system is adding its file here.
import { ScoringInputError } from "../errors";
import { cote2 } from "./cote2";
import { hotre } from "./hotre";
import { juliusCaesar } from "./julius-caesar";
import { nero } from "./nero";
import { risiko } from "./risiko";
import { spqr } from "./spqr";
import type { GameSystem } from "./types";

export const gameSystems: readonly GameSystem[] = [risiko, spqr, nero, hotre, juliusCaesar, cote2];

const byId = new Map<string, GameSystem>(gameSystems.map((s) => [s.id, s]));

/** The definition of a system; ScoringInputError for an unknown id. */
export function getSystem(systemId: string): GameSystem {
  const system = byId.get(systemId);
  if (!system)
    throw new ScoringInputError("Unknown game system", [
      { path: "systemId", message: `must be one of ${[...byId.keys()].join(", ")} (got ${String(systemId)})` },
    ]);
  return system;
}
