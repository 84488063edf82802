// DEMO DATA — one short finished season of each Roman war game (issue 12 §5), added by scripts/seed-demo.ts
// after the RisiKo! seasons (whose data it leaves untouched). The plays come from src/scoring/demo (valid by
// construction, checked by a unit test) and are saved through the data layer the app uses
// (createPlayGame → scoreSeasonPlay → writePlay), so ranks, winners and points are computed the same way.
import { demoPlays, getSystem, parseRules, presets, roundPoints, type DemoSystemId } from "../src/scoring";
import type { Tx } from "../src/server/db";
import { createPlayGame, scoreSeasonPlay, writePlay } from "../src/server/plays/play-store";

type DemoPlayer = { id: string; armyColor: string };

const ARMY_COLOURS = new Set(["blu", "rosso", "verde", "giallo", "viola", "nero"]);

/** edition, system, number of games, first game night (one a week), seed of the generator */
export const DEMO_SYSTEM_SEASONS: readonly {
  edition: number;
  systemId: DemoSystemId;
  games: number;
  start: number;
  seed: number;
}[] = [
  { edition: 5, systemId: "spqr", games: 9, start: Date.UTC(2010, 1, 4), seed: 51 },
  { edition: 6, systemId: "nero", games: 10, start: Date.UTC(2010, 1, 5), seed: 60 },
  { edition: 7, systemId: "hotre", games: 8, start: Date.UTC(2010, 1, 6), seed: 71 },
  { edition: 8, systemId: "julius-caesar", games: 12, start: Date.UTC(2010, 1, 2), seed: 91 },
  { edition: 9, systemId: "cote2", games: 9, start: Date.UTC(2010, 1, 3), seed: 93 },
];

export async function seedSystemSeasons(tx: Tx, leagueId: string, players: readonly DemoPlayer[]): Promise<void> {
  const colourOf = new Map(players.map((p) => [p.id, p.armyColor]));
  for (const spec of DEMO_SYSTEM_SEASONS) {
    const system = getSystem(spec.systemId);
    const season = await tx.season.create({
      data: {
        leagueId,
        edition: spec.edition,
        name: `${system.name.it} 2010`,
        year: 2010,
        plannedGames: spec.games,
        status: "closed",
        systemId: spec.systemId,
        rules: JSON.stringify(parseRules(presets.winsFirst)),
        isPublic: true,
        closedAt: new Date(spec.start + spec.games * 7 * 86_400_000),
        comments: "Stagione dimostrativa: dati inventati.",
      },
    });
    const plays = demoPlays(
      spec.systemId,
      players.map((p) => p.id),
      spec.games,
      spec.seed,
    );
    for (const [g, raw] of plays.entries()) {
      // the seat order stored is the one ranked: the turn order where the play has one, else the seating as listed
      const play = { ...raw, seats: raw.seats.map((s, i) => ({ ...s, seatOrder: s.seatOrder ?? i + 1 })) };
      const playedOn = new Date(spec.start + g * 7 * 86_400_000);
      const game = await createPlayGame(
        tx,
        season.id,
        playedOn,
        play.seats.map((s) => ({
          playerId: s.playerId,
          seatOrder: s.seatOrder,
          armyColor:
            s.identity?.colour && ARMY_COLOURS.has(s.identity.colour) ? s.identity.colour : colourOf.get(s.playerId)!,
          identity: s.identity ?? {},
        })),
      );
      const scored = await scoreSeasonPlay(tx, season.id, play);
      await writePlay(tx, game.id, spec.systemId, play, scored, roundPoints);
      await tx.game.update({
        where: { id: game.id },
        data: { status: "finished", finishedAt: playedOn, durationMinutes: 120 + ((g * 37) % 90) },
      });
    }
  }
}
