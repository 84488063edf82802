// Data of the federation load test (bench/federation.mjs, issue 14 point 6), written straight into a migrated,
// empty PostgreSQL database with set-based SQL: each batch is ONE `INSERT … SELECT FROM unnest($1::text[], …)`,
// one array parameter per column, in the real tables and columns of prisma/migrations-postgres. Ranks and points come
// from the app's own scoring (rankGame), objectives from its generator, commitments from its dealing core, and each
// seat's held territories are real SeatTerritory rows (sent as a 42-bit mask and expanded by the database).
// Then the standings of a few leagues are read back through the app's own query (getLeaderboard) and checked.
// Run by bench/federation.mjs: tsx --conditions=react-server bench/federation-data.ts '<options JSON>' <plan file>
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { commitmentOf, generateBalancedObjectives, seededRng } from "../src/dealing";
import { parseRules, presets, rankGame, roundPoints } from "../src/scoring";
import { hashPassword } from "../src/server/auth/passwords";

type Options = {
  leagues: number;
  playersPerLeague: number;
  gamesPerLeague: number;
  /** league indexes whose members browse during the load, and how many member accounts each of them has */
  browseLeagues: number[];
  membersPerLeague: number;
  /** league indexes that get planned games for the recorder, and how many each */
  writeLeagues: number[];
  plannedPerLeague: number;
  password: string;
};
const options = JSON.parse(process.argv[2]) as Options;
const planFile = process.argv[3];
const url = process.env.DATABASE_URL!;

const COLORS = ["blu", "rosso", "verde", "giallo", "viola", "nero"];
const RULES = JSON.stringify(parseRules(presets.placement));
const SEASON_START = Date.UTC(2026, 0, 9);
const DAY = 86_400_000;

// cuid-shaped ids ("c" + this run + a counter): unique, and cheap for 600,000 rows
const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
let counter = 0;
const newId = () => `c${run}${(counter++).toString(36).padStart(8, "0")}`;
/** TIMESTAMP(3) columns hold UTC without a zone, as Prisma writes them. */
const ts = (ms: number) => new Date(ms).toISOString().slice(0, 23);
const pad = (i: number) => String(i + 1).padStart(4, "0");

type Col = [name: string, type: string];
type Row = unknown[];
class Table {
  rows: Row[] = [];
  constructor(
    readonly name: string,
    readonly cols: Col[],
  ) {}
  add(...values: unknown[]) {
    this.rows.push(values);
  }
}

/** One statement per batch: INSERT INTO t (cols) SELECT * FROM unnest($1::type[], $2::type[], …). */
async function insert(client: pg.PoolClient, table: Table, batch = 20_000) {
  const names = table.cols.map(([n]) => `"${n}"`).join(",");
  const casts = table.cols.map(([, t], i) => `$${i + 1}::${t}[]`).join(",");
  for (let i = 0; i < table.rows.length; i += batch) {
    const slice = table.rows.slice(i, i + batch);
    const columns = table.cols.map((_, c) => slice.map((r) => r[c]));
    await client.query(`INSERT INTO "${table.name}" (${names}) SELECT * FROM unnest(${casts})`, columns);
  }
}

/** Seats' held territories: one (seat, 42-bit mask) pair per seat, expanded against Territory.sortOrder. */
async function insertHeld(client: pg.PoolClient, held: [string, number][], batch = 50_000) {
  for (let i = 0; i < held.length; i += batch) {
    const slice = held.slice(i, i + batch);
    await client.query(
      `INSERT INTO "SeatTerritory" ("seatId","territoryId")
       SELECT u.s, t."id" FROM unnest($1::text[], $2::bigint[]) AS u(s, m) JOIN "Territory" t ON ((u.m >> (t."sortOrder" - 1)) & 1) = 1`,
      [slice.map((h) => h[0]), slice.map((h) => String(h[1]))],
    );
  }
}

type Territory = { id: string; continentId: string; value: number; sortOrder: number };
type CatalogueEntry = {
  number: number;
  name: string;
  territories: { territoryId: string; value: number; bit: number }[];
};

function leagueTables() {
  return {
    league: new Table("League", [
      ["id", "text"],
      ["slug", "text"],
      ["name", "text"],
    ]),
    user: new Table("User", [
      ["id", "text"],
      ["email", "text"],
      ["name", "text"],
      ["passwordHash", "text"],
    ]),
    membership: new Table("Membership", [
      ["id", "text"],
      ["userId", "text"],
      ["leagueId", "text"],
      ["role", "text"],
      ["canRecordResults", "boolean"],
    ]),
    player: new Table("Player", [
      ["id", "text"],
      ["leagueId", "text"],
      ["displayName", "text"],
      ["nickname", "text"],
      ["armyName", "text"],
      ["armyColor", "text"],
      ["userId", "text"],
    ]),
    season: new Table("Season", [
      ["id", "text"],
      ["leagueId", "text"],
      ["edition", "int"],
      ["name", "text"],
      ["year", "int"],
      ["plannedGames", "int"],
      ["status", "text"],
      ["rules", "text"],
      ["systemId", "text"],
      ["isPublic", "boolean"],
    ]),
    objective: new Table("Objective", [
      ["id", "text"],
      ["seasonId", "text"],
      ["number", "int"],
      ["name", "text"],
    ]),
    objectiveTerritory: new Table("ObjectiveTerritory", [
      ["objectiveId", "text"],
      ["territoryId", "text"],
      ["value", "int"],
    ]),
    game: new Table("Game", [
      ["id", "text"],
      ["seasonId", "text"],
      ["sequence", "int"],
      ["playedOn", "timestamp(3)"],
      ["status", "text"],
      ["endReason", "text"],
      ["sdadataRound", "int"],
      ["durationMinutes", "int"],
      ["dealtAt", "timestamp(3)"],
      ["finishedAt", "timestamp(3)"],
      ["updatedAt", "timestamp(3)"],
    ]),
    seat: new Table("Seat", [
      ["id", "text"],
      ["gameId", "text"],
      ["playerId", "text"],
      ["turnOrder", "int"],
      ["armyColor", "text"],
      ["objectiveId", "text"],
      ["salt", "text"],
      ["commitment", "text"],
      ["objectiveTotal", "int"],
      ["objectivePoints", "int"],
      ["objectiveCompleted", "boolean"],
      ["eliminatedOrder", "int"],
      ["eliminatedById", "text"],
      ["armies", "int"],
      ["rank", "int"],
      ["points", "float8"],
      ["isWinner", "boolean"],
    ]),
    held: [] as [string, number][],
  };
}

export type Plan = {
  password: string;
  recorder: { email: string };
  members: {
    email: string;
    slug: string;
    edition: number;
    playerIds: string[];
    gameIds: string[];
    playerNames: string[];
  }[];
  planned: {
    slug: string;
    gameId: string;
    seats: { seatId: string; playerId: string }[];
    objectives: { id: string; territoryIds: string[] }[];
  }[];
  check: { leagueId: string; slug: string; games: number; seatPoints: number; seated: number }[];
};

async function main() {
  const t0 = performance.now();
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const territories = (
    await pool.query<Territory>('SELECT "id","continentId","value","sortOrder" FROM "Territory" ORDER BY "sortOrder"')
  ).rows;
  if (territories.length !== 42)
    throw new Error(`expected the 42 territories of the reference map, found ${territories.length}`);
  const bitOf = new Map(territories.map((t) => [t.id, t.sortOrder - 1]));
  // one catalogue for every league (20 objectives × 21 territories, 95 points each, as the demo season), own ids per league
  const catalogue: CatalogueEntry[] = generateBalancedObjectives(territories, {
    count: 20,
    size: 21,
    total: 95,
    seed: 2026,
  }).map((o) => ({
    number: o.number,
    name: `Obiettivo ${o.number}`,
    territories: o.territories.map((t) => ({ ...t, bit: bitOf.get(t.territoryId)! })),
  }));
  const passwordHash = await hashPassword(options.password); // hashed once, shared by every account

  const plan: Plan = {
    password: options.password,
    recorder: { email: "recorder@federation.bench" },
    members: [],
    planned: [],
    check: [],
  };
  const recorderId = newId();
  await pool.query('INSERT INTO "User" ("id","email","name","passwordHash") VALUES ($1,$2,$3,$4)', [
    recorderId,
    plan.recorder.email,
    "Segreteria federale",
    passwordHash,
  ]);
  const browse = new Set(options.browseLeagues);
  const write = new Set(options.writeLeagues);
  const checkLeagues = new Set([0, Math.floor(options.leagues / 2), options.leagues - 1]);
  let games = 0;
  let seats = 0;
  let heldRows = 0;

  function generateLeague(l: number, t: ReturnType<typeof leagueTables>) {
    const rnd = seededRng(1000 + l);
    const next = () => rnd(1_000_000) / 1_000_000;
    const leagueId = newId();
    const slug = `circolo-${pad(l)}`;
    t.league.add(leagueId, slug, `Circolo ${pad(l)}`);
    const organiserId = newId();
    t.user.add(organiserId, `organiser.${pad(l)}@federation.bench`, `Organizzatore ${pad(l)}`, passwordHash);
    t.membership.add(newId(), organiserId, leagueId, "organiser", true);
    // member accounts, each linked to one of the league's players: one per league, more in the browsing leagues
    const memberIds = Array.from({ length: browse.has(l) ? options.membersPerLeague : 1 }, (_, k) => {
      const id = newId();
      t.user.add(id, `member.${pad(l)}.${k + 1}@federation.bench`, `Socio ${pad(l)}/${k + 1}`, passwordHash);
      t.membership.add(newId(), id, leagueId, "player", false);
      return id;
    });
    if (write.has(l)) t.membership.add(newId(), recorderId, leagueId, "player", true);
    const players = Array.from({ length: options.playersPerLeague }, (_, p) => ({
      id: newId(),
      name: `Giocatore ${l + 1}-${p + 1}`,
      skill: 0.2 + 0.6 * next(),
    }));
    for (const [p, player] of players.entries()) {
      t.player.add(
        player.id,
        leagueId,
        player.name,
        null,
        `ARMATA ${p + 1}`,
        COLORS[p % COLORS.length],
        memberIds[p] ?? null,
      );
    }
    const seasonId = newId();
    const planned = write.has(l) ? options.plannedPerLeague : 0;
    t.season.add(
      seasonId,
      leagueId,
      1,
      "Circuito 2026",
      2026,
      options.gamesPerLeague + planned,
      "active",
      RULES,
      "risiko",
      false,
    );
    const objectives = catalogue.map((o) => ({ ...o, id: newId() }));
    for (const o of objectives) {
      t.objective.add(o.id, seasonId, o.number, o.name);
      for (const tt of o.territories) t.objectiveTerritory.add(o.id, tt.territoryId, tt.value);
    }
    /** n distinct items of xs (partial Fisher–Yates) */
    const pick = <T>(xs: readonly T[], n: number) => {
      const a = [...xs];
      for (let i = 0; i < n; i++) {
        const j = i + rnd(a.length - i);
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a.slice(0, n);
    };
    let seatPoints = 0;
    const seated = new Set<string>();
    const gameIds: string[] = [];
    for (let g = 0; g < options.gamesPerLeague; g++) {
      const n = 4 + rnd(3);
      const table = pick(players, n);
      const dealt = pick(objectives, n);
      const colors = pick(COLORS, n);
      const completer = next() < 0.08 ? rnd(n) : -1;
      const eliminated = pick([...Array(n).keys()], completer >= 0 ? 0 : [0, 0, 1, 1, 2][rnd(5)]);
      // as the rules have it (issue 21): a territory is held by one seat (the completer's first), and a seat that
      // holds every territory of its objective has completed it, so no other seat holds all of its own
      const taken = new Set(completer >= 0 ? dealt[completer].territories.map((tt) => tt.territoryId) : []);
      const result = table.map((player, i) => {
        const objective = dealt[i];
        const order = eliminated.indexOf(i);
        let held =
          i === completer
            ? objective.territories
            : order >= 0
              ? []
              : objective.territories.filter((tt) => !taken.has(tt.territoryId) && next() < player.skill);
        if (i !== completer) {
          if (held.length === objective.territories.length) held = held.slice(1);
          for (const tt of held) taken.add(tt.territoryId);
        }
        return {
          player,
          objective,
          held,
          completed: i === completer,
          eliminatedOrder: order >= 0 ? order + 1 : null,
          armies: order >= 0 ? null : 8 + rnd(40),
        };
      });
      const survivors = result.filter((s) => s.eliminatedOrder === null);
      const playedOn = SEASON_START + Math.floor(g / 5) * DAY + 20 * 3_600_000;
      const outcomes = rankGame(
        {
          id: `g${g}`,
          playedAt: new Date(playedOn).toISOString(),
          seats: result.map((s, i) => ({
            playerId: s.player.id,
            turnOrder: i + 1,
            objectivePoints: s.held.reduce((sum, tt) => sum + tt.value, 0),
            objectiveTotal: 95,
            objectiveCompleted: s.completed,
            eliminatedOrder: s.eliminatedOrder,
            armies: s.armies,
          })),
        },
        presets.placement,
      );
      const gameId = newId();
      if (gameIds.length < 20) gameIds.push(gameId);
      const endReason = completer >= 0 ? "objective" : ["sdadata", "sdadata", "sdadata", "time", "agreement"][rnd(5)];
      t.game.add(
        gameId,
        seasonId,
        g + 1,
        ts(playedOn),
        "finished",
        endReason,
        endReason === "sdadata" ? 1 + rnd(4) : null,
        90 + rnd(70),
        ts(playedOn),
        ts(playedOn + 3 * 3_600_000),
        ts(playedOn + 3 * 3_600_000),
      );
      for (const [i, s] of result.entries()) {
        const seatId = newId();
        const salt = randomBytes(16).toString("hex");
        const killer = s.eliminatedOrder ? survivors[rnd(survivors.length)].player.id : null;
        const points = roundPoints(outcomes[i].points);
        t.seat.add(
          seatId,
          gameId,
          s.player.id,
          i + 1,
          colors[i],
          s.objective.id,
          salt,
          commitmentOf(s.objective.id, salt),
          95,
          outcomes[i].objectivePoints,
          s.completed,
          s.eliminatedOrder,
          killer,
          s.armies,
          outcomes[i].rank,
          points,
          outcomes[i].isWinner,
        );
        if (s.held.length) t.held.push([seatId, s.held.reduce((m, tt) => m + 2 ** tt.bit, 0)]);
        seatPoints += points;
        seated.add(s.player.id);
        seats++;
        heldRows += s.held.length;
      }
      games++;
    }
    for (let g = 0; g < planned; g++) {
      const n = 4 + rnd(3);
      const table = pick(players, n);
      const colors = pick(COLORS, n);
      const gameId = newId();
      const playedOn = SEASON_START + 90 * DAY + g * 3_600_000;
      t.game.add(
        gameId,
        seasonId,
        options.gamesPerLeague + g + 1,
        ts(playedOn),
        "planned",
        null,
        null,
        null,
        null,
        null,
        ts(Date.now()),
      );
      const seatRows = table.map((player, i) => ({ seatId: newId(), playerId: player.id, color: colors[i] }));
      for (const [i, s] of seatRows.entries()) {
        t.seat.add(
          s.seatId,
          gameId,
          s.playerId,
          i + 1,
          s.color,
          null,
          null,
          null,
          null,
          null,
          false,
          null,
          null,
          null,
          null,
          null,
          false,
        );
      }
      plan.planned.push({
        slug,
        gameId,
        seats: seatRows.map((s) => ({ seatId: s.seatId, playerId: s.playerId })),
        objectives: objectives.map((o) => ({ id: o.id, territoryIds: o.territories.map((tt) => tt.territoryId) })),
      });
    }
    if (browse.has(l)) {
      for (const k of memberIds.keys()) {
        plan.members.push({
          email: `member.${pad(l)}.${k + 1}@federation.bench`,
          slug,
          edition: 1,
          playerIds: players.slice(0, 10).map((p) => p.id),
          gameIds,
          playerNames: players.map((p) => p.name),
        });
      }
    }
    if (checkLeagues.has(l))
      plan.check.push({ leagueId, slug, games: options.gamesPerLeague, seatPoints, seated: seated.size });
  }

  async function load(from: number, to: number) {
    const t = leagueTables();
    for (let l = from; l < to; l++) generateLeague(l, t);
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      for (const table of [
        t.league,
        t.user,
        t.membership,
        t.player,
        t.season,
        t.objective,
        t.objectiveTerritory,
        t.game,
        t.seat,
      ])
        await insert(client, table);
      await insertHeld(client, t.held);
      await client.query("COMMIT");
    } catch (e) {
      await client.query("ROLLBACK").catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  // chunks of 10 leagues (2,000 games), two in flight: one is generated while the database writes the other
  const CHUNK = 10;
  const chunks: [number, number][] = [];
  for (let l = 0; l < options.leagues; l += CHUNK) chunks.push([l, Math.min(options.leagues, l + CHUNK)]);
  let done = 0;
  const worker = async () => {
    for (let c = chunks.shift(); c; c = chunks.shift()) {
      await load(...c);
      done += c[1] - c[0];
      if (done % 100 === 0 || done === options.leagues)
        console.log(
          `[federation] ${done}/${options.leagues} leagues written (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
        );
    }
  };
  await Promise.all([worker(), worker()]);
  const tAnalyze = performance.now();
  await pool.query("ANALYZE");
  await pool.end();
  const seconds = (performance.now() - t0) / 1000;
  const accounts = 1 + options.leagues * 2 + browse.size * (options.membersPerLeague - 1);
  console.log(
    `[federation] generated ${options.leagues} leagues, ${options.leagues * options.playersPerLeague} players, ${games} finished games (${seats} seats, ${heldRows} held territories), ${plan.planned.length} planned games, ${accounts} accounts in ${seconds.toFixed(1)} s (ANALYZE ${((performance.now() - tAnalyze) / 1000).toFixed(1)} s)`,
  );

  // Read back through the app's own query code (src/server/queries/standings.ts), as the season leaderboard does.
  const { getLeaderboard } = await import("../src/server/queries/standings");
  const problems: string[] = [];
  for (const c of plan.check) {
    const board = await getLeaderboard(c.leagueId, 1);
    if (!board) {
      problems.push(`${c.slug}: no leaderboard`);
      continue;
    }
    const total = board.rows.reduce((s, r) => s + r.points, 0);
    const ok =
      board.gamesFinished === c.games &&
      board.rows.length === c.seated &&
      Math.abs(total - c.seatPoints) < 0.01 * board.rows.length + 0.01;
    const sorted = board.rows.every(
      (r, i) => i === 0 || board.rows[i - 1].points >= r.points || board.rows[i - 1].rank < r.rank,
    );
    console.log(
      `[federation] standings of ${c.slug} (getLeaderboard): ${board.gamesFinished} games, ${board.rows.length} players, leader ${board.rows[0]?.player.displayName} ${board.rows[0]?.points} pts, ` +
        `points total ${roundPoints(total)} (seats ${roundPoints(c.seatPoints)}) ${ok && sorted ? "ok" : "WRONG"}`,
    );
    if (!ok || !sorted) problems.push(`${c.slug}: standings do not match the generated games`);
  }
  const { db } = await import("../src/server/db");
  await db.$disconnect();
  fs.writeFileSync(planFile, JSON.stringify(plan));
  if (problems.length) {
    console.error(`[federation] ${problems.join("; ")}`);
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(`[federation] generation failed: ${e instanceof Error ? e.stack : String(e)}`);
  process.exit(1);
});
