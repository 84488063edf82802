// A league of its own for tests/e2e/fair-tables.spec.ts: an organiser, nine players with accounts and an active
// RisiKo! season whose objectives and rules are copied from the demo league's running season; with the argument
// `julius-caesar`, four players and a Julius Caesar season instead (decision 0062). Run with
// `tsx --conditions=react-server` against the e2e server's DATABASE_URL; prints the league as JSON.
import { presetFor } from "@/scoring";
import { createPrisma } from "@/server/db";
import { hashPassword } from "@/server/auth/passwords";

const NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo", "Vera"];
export const TABLES_PASSWORD = "tables-password";

async function main() {
  const systemId = process.argv[2] ?? "risiko";
  const risiko = systemId === "risiko";
  const db = createPrisma(process.env.DATABASE_URL!);
  const n = `${Date.now() % 1_000_000}`;
  const hash = await hashPassword(TABLES_PASSWORD);
  const demo = await db.season.findFirstOrThrow({
    where: { league: { slug: "italy-war" }, status: "active" },
    select: {
      rules: true,
      objectives: { select: { number: true, name: true, territories: { select: { territoryId: true, value: true } } } },
    },
  });
  const out = await db.$transaction(async (tx) => {
    const league = await tx.league.create({ data: { name: `Tavoli ${n}`, slug: `tavoli-${n}` } });
    const organiser = await tx.user.create({
      data: { email: `org-${n}@tables.test`, name: "Organizzatore tavoli", passwordHash: hash },
    });
    await tx.membership.create({ data: { userId: organiser.id, leagueId: league.id, role: "organiser" } });
    const players = [];
    for (const [i, name] of (risiko ? NAMES : NAMES.slice(0, 4)).entries()) {
      const user = await tx.user.create({
        data: { email: `${name.toLowerCase()}-${n}@tables.test`, name, passwordHash: hash },
      });
      await tx.membership.create({ data: { userId: user.id, leagueId: league.id, role: "player" } });
      await tx.player.create({
        data: {
          leagueId: league.id,
          displayName: name,
          armyColor: ["blu", "rosso", "verde", "giallo", "viola", "nero"][i % 6],
          userId: user.id,
        },
      });
      players.push({ name, email: user.email });
    }
    const season = await tx.season.create({
      data: {
        leagueId: league.id,
        edition: 1,
        name: risiko ? "Torneo dei tavoli" : "Cesare dei tavoli",
        year: 2026,
        status: "active",
        rules: risiko ? demo.rules : JSON.stringify(presetFor(systemId, "placement")),
        systemId,
      },
    });
    for (const o of risiko ? demo.objectives : []) {
      await tx.objective.create({
        data: { seasonId: season.id, number: o.number, name: o.name, territories: { create: o.territories } },
      });
    }
    return { slug: league.slug, organiser: organiser.email, players };
  });
  console.log(JSON.stringify(out));
  await db.$disconnect();
}

void main();
