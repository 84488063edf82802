// A league of its own for tests/e2e/fair-tables.spec.ts: an organiser, nine players and an active RisiKo! season whose
// objectives and rules are copied from the demo league's running season. Beside it, as at a club that plays several
// games, an active Julius Caesar (edition 2) and Nero (edition 3, the newest) season, and tonight's night scheduled in
// the RisiKo! one; the last three players are guests (no account: their cards go by reveal link). Six colours for nine
// players: each has the colour of their turn in the list, so Anna and Gina (and two more pairs) share one. With the
// argument `julius-caesar`, four players with accounts and a Julius Caesar season alone (decision 0062). Run with
// `tsx --conditions=react-server` against the e2e server's DATABASE_URL; prints the league as JSON (a guest's e-mail
// is null).
import { presetFor } from "@/scoring";
import { createPrisma } from "@/server/db";
import { hashPassword } from "@/server/auth/passwords";

const NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo", "Vera"];
const GUESTS = new Set(["Gina", "Ugo", "Vera"]);
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
    const players: { name: string; email: string | null }[] = [];
    for (const [i, name] of (risiko ? NAMES : NAMES.slice(0, 4)).entries()) {
      const user =
        risiko && GUESTS.has(name)
          ? null
          : await tx.user.create({
              data: { email: `${name.toLowerCase()}-${n}@tables.test`, name, passwordHash: hash },
            });
      if (user) await tx.membership.create({ data: { userId: user.id, leagueId: league.id, role: "player" } });
      await tx.player.create({
        data: {
          leagueId: league.id,
          displayName: name,
          armyColor: ["blu", "rosso", "verde", "giallo", "viola", "nero"][i % 6],
          userId: user?.id ?? null,
        },
      });
      players.push({ name, email: user?.email ?? null });
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
    if (risiko) {
      for (const [edition, other, name] of [
        [2, "julius-caesar", "Cesare del circolo"],
        [3, "nero", "Nero del circolo"],
      ] as const) {
        await tx.season.create({
          data: {
            leagueId: league.id,
            edition,
            name,
            year: 2026,
            status: "active",
            rules: JSON.stringify(presetFor(other, "placement")),
            systemId: other,
          },
        });
      }
      // tonight, as the schedule page writes it: the tables page opens on this night's season
      await tx.scheduledNight.create({
        data: { leagueId: league.id, seasonId: season.id, startsAt: new Date(), place: "Circolo" },
      });
    }
    return { slug: league.slug, organiser: organiser.email, players };
  });
  console.log(JSON.stringify(out));
  await db.$disconnect();
}

void main();
