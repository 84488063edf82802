// DEMO DATA — opt-in only (`npm run db:seed:demo`). Fills an EMPTY database with a fictional Italy War league:
// the four Italy War armies plus one more player, the 2009 season (20 objectives × 21 territories = 95 points,
// 40 finished games), an active 2010 season with a few games, and one short closed season of each Roman war
// game (scripts/seed-demo-systems.ts: editions 5–9). Deterministic: same data on every run.
// Run with `tsx --conditions=react-server` so server modules ("server-only") load outside Next.
import { createHash } from "node:crypto";
import { databaseUrl } from "../src/config/env.mjs";
import { loadEnv } from "./load-env.mjs";
import { migrateUrl } from "./migrate.mjs";
import { redactUrl } from "./migrate-postgres.mjs";
import { commitmentOf, generateBalancedObjectives, seededRng, shuffle } from "../src/dealing";
import { parseRules, presets, rankGame, type GameInput } from "../src/scoring";
import { createPrisma } from "../src/server/db";
import { hashPassword } from "../src/server/auth/passwords";
import { seedSystemSeasons } from "./seed-demo-systems";

export const DEMO_ACCOUNTS = {
  organiser: { email: "organizzatore@demo.risiko", password: "demo-organiser", name: "Organizzatore (demo)" },
  playerPassword: "demo-player",
};

const PLAYERS = [
  {
    displayName: "Andrea",
    nickname: "il Generale",
    armyName: "BRIGATE NERE",
    armyColor: "nero",
    email: "brigate.nere@demo.risiko",
  },
  {
    displayName: "Luca",
    nickname: "Giallo",
    armyName: "YELLOW INVADERS",
    armyColor: "giallo",
    email: "yellow.invaders@demo.risiko",
  },
  {
    displayName: "Paolo",
    nickname: "Panzer",
    armyName: "GREEN PANZER",
    armyColor: "verde",
    email: "green.panzer@demo.risiko",
  },
  {
    displayName: "Stefano",
    nickname: "Viola",
    armyName: "FALANGE VIOLA",
    armyColor: "viola",
    email: "falange.viola@demo.risiko",
  },
  // a player without a login: sees their objective through a per-seat reveal link
  { displayName: "Giorgio", nickname: "l'Ammiraglio", armyName: "FLOTTA BLU", armyColor: "blu", email: null },
] as const;

/** The app's own seeded PRNG (never used for real deals): same data on every run. */
function prng(seed: number) {
  const int = seededRng(seed);
  return { int, next: () => int(1_000_000) / 1_000_000, shuffle: <T>(xs: readonly T[]) => shuffle(xs, int) };
}

async function main() {
  loadEnv();
  const url = databaseUrl();
  await migrateUrl(url); // SQLite file or PostgreSQL database, with the reference map

  const db = createPrisma(url);
  try {
    if ((await db.league.count()) > 0 || (await db.user.count()) > 0) {
      console.error(
        `[demo] ${redactUrl(url)} is not empty: the demo seed only fills an empty database (point DATABASE_URL at a new file or database).`,
      );
      process.exitCode = 1;
      return;
    }
    const rnd = prng(2009);
    const territories = await db.territory.findMany({ orderBy: { sortOrder: "asc" } });

    const organiserHash = await hashPassword(DEMO_ACCOUNTS.organiser.password);
    const playerHash = await hashPassword(DEMO_ACCOUNTS.playerPassword);

    await db.$transaction(
      async (tx) => {
        const league = await tx.league.create({ data: { name: "Italy War", slug: "italy-war" } });
        const organiser = await tx.user.create({
          data: {
            email: DEMO_ACCOUNTS.organiser.email,
            name: DEMO_ACCOUNTS.organiser.name,
            passwordHash: organiserHash,
          },
        });
        await tx.membership.create({ data: { userId: organiser.id, leagueId: league.id, role: "organiser" } });

        const players = [];
        for (const p of PLAYERS) {
          const user = p.email
            ? await tx.user.create({
                data: { email: p.email, name: `${p.displayName} (${p.armyName})`, passwordHash: playerHash },
              })
            : null;
          if (user)
            await tx.membership.create({
              data: {
                userId: user.id,
                leagueId: league.id,
                role: "player",
                canRecordResults: p.armyName === "BRIGATE NERE",
              },
            });
          players.push(
            await tx.player.create({
              data: {
                leagueId: league.id,
                displayName: p.displayName,
                nickname: p.nickname,
                armyName: p.armyName,
                armyColor: p.armyColor,
                userId: user?.id ?? null,
              },
            }),
          );
        }

        // 20 objectives × 21 territories, 95 points each: the catalogue's own generator ("genera" in the app).
        const objectiveSpecs = generateBalancedObjectives(territories, {
          count: 20,
          size: 21,
          total: 95,
          seed: 2009,
        }).map((o) => ({ ...o, name: `Obiettivo ${o.number}` }));

        const seasonSpecs = [
          {
            edition: 3,
            name: "Torneo 2009 — 3ª edizione",
            year: 2009,
            status: "closed",
            games: 40,
            start: Date.UTC(2009, 0, 9),
          },
          {
            edition: 4,
            name: "Torneo 2010 — 4ª edizione",
            year: 2010,
            status: "active",
            games: 3,
            start: Date.UTC(2010, 0, 8),
          },
        ];
        const rules = presets.placement;
        for (const spec of seasonSpecs) {
          const season = await tx.season.create({
            data: {
              leagueId: league.id,
              edition: spec.edition,
              name: spec.name,
              year: spec.year,
              plannedGames: 40,
              status: spec.status,
              rules: JSON.stringify(parseRules(rules)),
              isPublic: true,
              closedAt: spec.status === "closed" ? new Date(Date.UTC(spec.year, 11, 18)) : null,
              comments: spec.status === "closed" ? "Stagione dimostrativa: dati inventati." : null,
            },
          });
          const objectives = [];
          for (const o of objectiveSpecs) {
            const objective = await tx.objective.create({
              data: { seasonId: season.id, number: o.number, name: o.name, territories: { create: o.territories } },
              include: { territories: true },
            });
            // A relation comes back in whatever order the database likes (SQLite: the key's, PostgreSQL: not said), and
            // the board below picks from it: sort by code unit, never by a collation, so both databases seed the same demo.
            objective.territories.sort((a, b) =>
              a.territoryId < b.territoryId ? -1 : a.territoryId > b.territoryId ? 1 : 0,
            );
            objectives.push(objective);
          }
          for (let g = 0; g < spec.games; g++) {
            const table = rnd.next() < 0.25 ? rnd.shuffle(players).slice(0, 4) : rnd.shuffle(players);
            const dealt = rnd.shuffle(objectives).slice(0, table.length);
            const completer = rnd.next() < 0.08 ? rnd.int(table.length) : -1;
            const eliminations = completer >= 0 ? 0 : [0, 0, 1, 1, 2][rnd.int(5)];
            const eliminatedIdx = rnd.shuffle(table.map((_, i) => i)).slice(0, eliminations);
            // The board at the end: every territory has one owner among the survivors (a territory is held by one
            // player), the completer owning its whole objective; nobody else ends holding a whole objective (that would
            // have completed it and ended the game: issue 21).
            const skill = table.map(
              (player, i) =>
                0.35 +
                0.08 * PLAYERS.findIndex((p) => p.displayName === player.displayName) * (i % 2 ? 1 : -1) +
                0.25 * rnd.next(),
            );
            const alive = table.map((_, i) => i).filter((i) => !eliminatedIdx.includes(i));
            const owner = new Map<string, number>();
            if (completer >= 0) for (const t of dealt[completer].territories) owner.set(t.territoryId, completer);
            for (const t of territories) {
              if (owner.has(t.id)) continue;
              const weights = alive.map((i) => Math.max(0.1, skill[i]));
              let pick = rnd.next() * weights.reduce((a, b) => a + b, 0);
              const k = weights.findIndex((w) => (pick -= w) < 0);
              owner.set(t.id, alive[k < 0 ? alive.length - 1 : k]);
            }
            for (const i of alive) {
              const mine = dealt[i].territories;
              if (i === completer || !mine.every((t) => owner.get(t.territoryId) === i)) continue;
              owner.set(
                mine[0].territoryId,
                alive.find((j) => j !== i && j !== completer) ?? alive.find((j) => j !== i)!,
              );
            }
            const seats = table.map((player, i) => {
              const objective = dealt[i];
              const elimOrder = eliminatedIdx.indexOf(i);
              const held = elimOrder >= 0 ? [] : objective.territories.filter((t) => owner.get(t.territoryId) === i);
              return {
                player,
                objective,
                held,
                completed: i === completer,
                eliminatedOrder: elimOrder >= 0 ? elimOrder + 1 : null,
                armies: elimOrder >= 0 ? null : 8 + rnd.int(40),
              };
            });
            const survivors = seats.filter((s) => s.eliminatedOrder === null);
            const playedOn = new Date(spec.start + g * 7 * 86_400_000 + (g % 3) * 86_400_000);
            const input: GameInput = {
              id: `demo-${spec.edition}-${g + 1}`,
              playedAt: playedOn.toISOString(),
              seats: seats.map((s, i) => ({
                playerId: s.player.id,
                turnOrder: i + 1,
                objectivePoints: s.held.reduce((sum, t) => sum + t.value, 0),
                objectiveTotal: 95,
                objectiveCompleted: s.completed,
                eliminatedOrder: s.eliminatedOrder,
                armies: s.armies,
              })),
            };
            const outcomes = rankGame(input, rules);
            const endReason =
              completer >= 0
                ? "objective"
                : (["sdadata", "sdadata", "sdadata", "time", "agreement"] as const)[rnd.int(5)];
            await tx.game.create({
              data: {
                seasonId: season.id,
                sequence: g + 1,
                playedOn,
                status: "finished",
                endReason,
                sdadataRound: endReason === "sdadata" ? 1 + rnd.int(4) : null,
                durationMinutes: 90 + rnd.int(70),
                dealtAt: playedOn,
                finishedAt: playedOn,
                notes: g === 0 ? "Prima gara della stagione (dati dimostrativi)." : null,
                seats: {
                  create: seats.map((s, i) => {
                    const salt = createHash("sha256")
                      .update(`demo-salt-${spec.edition}-${g}-${i}`)
                      .digest("hex")
                      .slice(0, 32);
                    const killer = s.eliminatedOrder ? survivors[rnd.int(survivors.length)] : null;
                    return {
                      playerId: s.player.id,
                      turnOrder: i + 1,
                      armyColor: s.player.armyColor,
                      objectiveId: s.objective.id,
                      salt,
                      commitment: commitmentOf(s.objective.id, salt),
                      objectiveTotal: 95,
                      objectivePoints: outcomes[i].objectivePoints,
                      objectiveCompleted: s.completed,
                      eliminatedOrder: s.eliminatedOrder,
                      eliminatedById: killer?.player.id ?? null,
                      armies: s.armies,
                      rank: outcomes[i].rank,
                      points: outcomes[i].points,
                      held: { create: s.held.map((t) => ({ territoryId: t.territoryId })) },
                    };
                  }),
                },
              },
            });
            void survivors;
          }
        }
        await seedSystemSeasons(tx, league.id, players);
      },
      { timeout: 60_000 },
    );

    console.log('[demo] Demo league "Italy War" created (fictional data). Accounts:');
    console.log(`[demo]   organiser: ${DEMO_ACCOUNTS.organiser.email} / ${DEMO_ACCOUNTS.organiser.password}`);
    for (const p of PLAYERS)
      if (p.email) console.log(`[demo]   player ${p.armyName}: ${p.email} / ${DEMO_ACCOUNTS.playerPassword}`);
    console.log("[demo]   (Giorgio / FLOTTA BLU has no login: use a reveal link)");
  } finally {
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(`[demo] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
