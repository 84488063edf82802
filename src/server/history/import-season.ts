import "server-only";
import { bumpDataVersions } from "@/server/data-version";
import { readSeasonCsv } from "@/history/season-csv";
import { HISTORY, readPlayCsv } from "@/history/play-csv";
import { planSeasonImport, type PlannedGame, type Ref } from "@/history/season-plan";
import { problem, type ImportProblem } from "@/history/problems";
import {
  columnsPlay,
  getSystem,
  parseRules,
  presets,
  dealsObjectives,
  roundPoints,
  scorePlay,
  ScoringInputError,
  type Play,
  type ScoredPlay,
  type ScoringRules,
} from "@/scoring";
import { playColumns, seasonSettings } from "@/server/plays/play-store";
import { NUMBER_BOUNDS } from "@/schemas/numbers";
import { MAX_PLAYERS_PER_LEAGUE } from "@/schemas/player";
import { audit } from "@/server/audit";
import { lockLeague } from "@/server/league-lock";
import { insertRows, newId } from "./bulk-insert";
import type { Db } from "@/server/db";
import type { Tx } from "@/server/db";

export type SeasonTarget =
  { edition: number } | { edition: number; create: { name: string; year: number; rules?: string } };

export type SeasonImportInput = {
  leagueId: string;
  season: SeasonTarget;
  /** the raw bytes of the CSV file */
  bytes: Uint8Array;
  createMissing: boolean;
  dryRun: boolean;
  actorUserId: string | null;
};

export type SeasonImportReport = {
  /** true when there is no problem (a dry run that could be imported, or a done import) */
  ok: boolean;
  dryRun: boolean;
  imported: boolean;
  problems: ImportProblem[];
  season: { edition: number; name: string; create: boolean } | null;
  summary: {
    games: number;
    seats: number;
    newPlayers: { name: string; armyColor: string; line: number }[];
    newObjectives: { number: number; name: string; line: number }[];
    preview: { game: number; date: string; seats: number; winners: string[] }[];
  };
};

const emptySummary = (): SeasonImportReport["summary"] => ({
  games: 0,
  seats: 0,
  newPlayers: [],
  newObjectives: [],
  preview: [],
});

/** What a check reads with: a transaction, or the plain client (no transaction, no lock). */
type Reader = Db | Tx;

/**
 * A checked import: its report, and `apply` when it is to be written (no problem, not a dry run). Checking reads and
 * plans outside any transaction (issue 20 §7: a 9,999-game file took 2.4–2.7 s to parse and plan, inside the write
 * lock, dry runs included); `apply(tx)` reads again, in the transaction, only the rows the plan depends on (the
 * season, the league's players, the season's objectives and game numbers), writes the plan if they are unchanged,
 * and checks again from scratch, inside the transaction, if someone changed them meanwhile.
 */
export type CheckedSeasonImport = {
  report: SeasonImportReport;
  apply: ((tx: Tx) => Promise<SeasonImportReport>) | null;
};

/**
 * Checks a season CSV and, unless it is a dry run, writes it — on the transaction it is given, so a caller's rollback
 * undoes everything. Nothing is written while any problem remains: the plan is complete (players, objectives, games,
 * seats, ranks and points) before the first insert.
 */
export async function importSeasonCsv(tx: Tx, input: SeasonImportInput): Promise<SeasonImportReport> {
  const checked = await checkSeasonCsv(tx, input);
  return checked.apply ? checked.apply(tx) : checked.report;
}

/** Reads what the import depends on, parses and plans: no write, no transaction needed (see CheckedSeasonImport). */
export async function checkSeasonCsv(db: Reader, input: SeasonImportInput): Promise<CheckedSeasonImport> {
  const state = await readState(db, input);
  const planned = state.plays ? planPlays(state, input) : planGames(state, input);
  if (!planned.write) return { report: planned.report, apply: null };
  const seen = fingerprint(state);
  const apply = async (tx: Tx): Promise<SeasonImportReport> => {
    const slug = await lockLeague(tx, input.leagueId);
    const now = await readState(tx, input);
    let report: SeasonImportReport;
    if (fingerprint(now) !== seen) {
      // changed since the check (another import, a new player or game): check again, in the transaction this time
      const again = now.plays ? planPlays(now, input) : planGames(now, input);
      if (!again.write) return again.report;
      report = await again.write(tx);
    } else report = await planned.write!(tx);
    // the CLI's import is not an action: it bumps the league's data version itself, after its rows (decision 0056)
    await bumpDataVersions(tx, { leagues: [slug], users: [] });
    return report;
  };
  return { report: planned.report, apply };
}

/** The game of a season the import creates: the schema's default (Season.systemId), whose CSV this is. */
const CREATED_SEASON_SYSTEM = "risiko";

type State = Awaited<ReturnType<typeof readState>>;
type Planned = { report: SeasonImportReport; write: ((tx: Tx) => Promise<SeasonImportReport>) | null };

async function readState(db: Reader, input: SeasonImportInput) {
  const season = await db.season.findUnique({
    where: { leagueId_edition: { leagueId: input.leagueId, edition: input.season.edition } },
    select: { id: true, name: true, edition: true, rules: true, systemId: true, systemSettings: true },
  });
  const plays = season !== null && !("create" in input.season) && !dealsObjectives(season.systemId);
  const [players, objectives, games] = await Promise.all([
    db.player.findMany({
      where: { leagueId: input.leagueId },
      select: { id: true, displayName: true, nickname: true, armyName: true, armyColor: true },
    }),
    season && !plays
      ? db.objective.findMany({
          where: { seasonId: season.id },
          select: { id: true, number: true, name: true, territories: { select: { value: true } } },
        })
      : Promise.resolve([]),
    season ? db.game.findMany({ where: { seasonId: season.id }, select: { sequence: true } }) : Promise.resolve([]),
  ]);
  return { season, plays, players, objectives, sequences: games.map((g) => g.sequence) };
}

/** The rows a plan depends on, in an order that does not depend on how the database returned them. */
function fingerprint(state: State) {
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return JSON.stringify([
    state.season,
    state.plays,
    sorted(state.players),
    sorted(state.objectives),
    [...state.sequences].sort((a, b) => a - b),
  ]);
}

function failed(
  input: SeasonImportInput,
  problems: ImportProblem[],
  season: SeasonImportReport["season"] = null,
): Planned {
  return {
    report: { ok: false, dryRun: input.dryRun, imported: false, problems, season, summary: emptySummary() },
    write: null,
  };
}

/** The RisiKo! season CSV: parse, plan (players, objectives, games, seats, ranks, points); pure once `state` is read. */
function planGames(state: State, input: SeasonImportInput): Planned {
  const parsed = readSeasonCsv(input.bytes);
  if (parsed.problems.length && !parsed.rows.length) return failed(input, parsed.problems);

  const edition = input.season.edition;
  const existing = state.season;
  const create = "create" in input.season ? input.season.create : null;
  if (existing && create)
    return failed(input, [problem(null, null, "seasonExists", `season ${edition} already exists`, { edition })]);
  if (!existing && !create)
    return failed(input, [
      problem(null, null, "seasonNotFound", `there is no season ${edition} in this league`, { edition }),
    ]);
  const seasonInfo = { edition, name: existing?.name ?? create!.name, create: Boolean(create) };

  let rules: ScoringRules;
  try {
    rules = parseRules(existing?.rules ?? create?.rules ?? presets.placement);
  } catch (e) {
    if (!(e instanceof ScoringInputError)) throw e;
    return failed(
      input,
      [problem(null, null, "badRules", `the season's scoring rules are invalid: ${e.message}`, { detail: e.message })],
      seasonInfo,
    );
  }

  const plan = planSeasonImport(parsed.rows, {
    players: state.players,
    objectives: state.objectives.map((o) => ({
      id: o.id,
      number: o.number,
      name: o.name,
      total: o.territories.length ? o.territories.reduce((s, t) => s + t.value, 0) : null,
    })),
    existingSequences: new Set(state.sequences),
    systemId: existing?.systemId ?? CREATED_SEASON_SYSTEM,
    rules,
    createMissing: input.createMissing,
  });
  const problems = [
    ...parsed.problems,
    ...plan.problems,
    ...rosterProblems(state.players.length, plan.newPlayers),
  ].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const summary: SeasonImportReport["summary"] = {
    games: plan.games.length,
    seats: plan.games.reduce((s, g) => s + g.seats.length, 0),
    newPlayers: plan.newPlayers.map((p) => ({ name: p.displayName, armyColor: p.armyColor, line: p.firstLine })),
    newObjectives: plan.newObjectives.map((o) => ({ number: o.number, name: o.name, line: o.firstLine })),
    preview: plan.games.map((g) => ({
      game: g.sequence,
      date: g.playedOn,
      seats: g.seats.length,
      winners: g.seats.filter((s) => s.rank === 1).map((s) => s.playerName),
    })),
  };
  const report: SeasonImportReport = {
    ok: problems.length === 0,
    dryRun: input.dryRun,
    imported: false,
    problems,
    season: seasonInfo,
    summary,
  };
  if (!report.ok || input.dryRun) return { report, write: null };
  return {
    report,
    write: async (tx) => {
      await writePlan(tx, input, existing ?? null, create, plan);
      return { ...report, imported: true };
    },
  };
}

/** New players beyond the league's roster bound (MAX_PLAYERS_PER_LEAGUE): refused at the first row of each. */
function rosterProblems(existing: number, newPlayers: { displayName: string; firstLine: number }[]): ImportProblem[] {
  return newPlayers
    .slice(Math.max(0, MAX_PLAYERS_PER_LEAGUE - existing))
    .map((p) =>
      problem(
        p.firstLine,
        "player",
        "tooManyPlayers",
        `the league would have more than ${MAX_PLAYERS_PER_LEAGUE} players`,
        { max: MAX_PLAYERS_PER_LEAGUE, name: p.displayName },
      ),
    );
}

type PlayedGame = {
  sequence: number;
  /** YYYY-MM-DD */
  playedOn: string;
  durationMinutes: number | null;
  notes: string | null;
  play: Play;
  scored: ScoredPlay;
  /** per player of the play: the colour shown, and the card of a game that deals objectives */
  seats: { playerId: string; armyColor: string; objectiveId: string | null }[];
};

/**
 * The one writer of imported games, finished: two multi-row INSERTs whatever their number (bulk-insert.ts), each game
 * and seat in the columns a result recorded on a phone fills (playColumns).
 */
async function insertPlayed(tx: Tx, seasonId: string, systemId: string, played: PlayedGame[]) {
  if (!played.length) return;
  const now = new Date();
  const games = played.map((g) => ({
    g,
    id: newId(),
    playedOn: new Date(`${g.playedOn}T00:00:00Z`),
    columns: playColumns(systemId, g.play, g.scored, roundPoints),
  }));
  const gameColumns = Object.keys(games[0].columns.game);
  await insertRows(
    tx,
    "Game",
    [
      "id",
      "seasonId",
      "sequence",
      "playedOn",
      "status",
      "durationMinutes",
      "notes",
      "version",
      "finishedAt",
      "createdAt",
      "updatedAt",
      ...gameColumns,
    ],
    games.map(({ g, id, playedOn, columns }) => [
      id,
      seasonId,
      g.sequence,
      playedOn,
      "finished",
      g.durationMinutes,
      g.notes,
      0,
      playedOn,
      now,
      now,
      ...gameColumns.map((c) => columns.game[c]),
    ]),
  );
  const seatColumns = Object.keys(games[0].columns.seats.values().next().value!);
  await insertRows(
    tx,
    "Seat",
    ["id", "gameId", "playerId", "turnOrder", "armyColor", "objectiveId", ...seatColumns],
    games.flatMap(({ g, id, columns }) =>
      g.seats.map((seat) => {
        const kept = columns.seats.get(seat.playerId)!;
        const order = g.play.seats.find((s) => s.playerId === seat.playerId)!.seatOrder!;
        return [
          newId(),
          id,
          seat.playerId,
          order,
          seat.armyColor,
          seat.objectiveId,
          ...seatColumns.map((c) => kept[c]),
        ];
      }),
    ),
  );
}

async function writePlan(
  tx: Tx,
  input: SeasonImportInput,
  existing: { id: string; systemId: string } | null,
  create: { name: string; year: number; rules?: string } | null,
  plan: ReturnType<typeof planSeasonImport>,
) {
  const systemId = existing?.systemId ?? CREATED_SEASON_SYSTEM;
  const seasonId =
    existing?.id ??
    (
      await tx.season.create({
        data: {
          leagueId: input.leagueId,
          edition: input.season.edition,
          name: create!.name,
          year: create!.year,
          status: "closed",
          rules: create!.rules ?? JSON.stringify({ formula: { kind: "placement" } }),
          plannedGames: Math.min(Math.max(plan.games.length, 1), NUMBER_BOUNDS.plannedGames.max),
          closedAt: new Date(),
        },
        select: { id: true },
      })
    ).id;

  // Ids are made here so games and seats can go in as a few multi-row inserts (bulk-insert.ts).
  const playerIds = new Map(plan.newPlayers.map((p) => [p.key, newId()]));
  const objectiveIds = new Map(plan.newObjectives.map((o) => [o.key, newId()]));
  await tx.player.createMany({
    data: plan.newPlayers.map((p) => ({
      id: playerIds.get(p.key)!,
      leagueId: input.leagueId,
      displayName: p.displayName,
      armyColor: p.armyColor,
    })),
  });
  await tx.objective.createMany({
    data: plan.newObjectives.map((o) => ({ id: objectiveIds.get(o.key)!, seasonId, number: o.number, name: o.name })),
  });
  const player = (r: Ref) => ("existing" in r ? r.existing : playerIds.get(r.create)!);
  const objective = (r: Ref | null) => (r === null ? null : "existing" in r ? r.existing : objectiveIds.get(r.create)!);

  // each planned game as the play it is, with the ids the import gives its new players and objectives
  await insertPlayed(
    tx,
    seasonId,
    systemId,
    plan.games.map((g: PlannedGame) => {
      const seats = g.seats.map((s) => ({
        playerId: player(s.player),
        turnOrder: s.turnOrder,
        objectivePoints: s.objectivePoints,
        objectiveTotal: s.objectiveTotal,
        objectiveCompleted: s.completed,
        eliminatedOrder: s.eliminatedOrder,
        armies: s.armies,
        eliminatedBy: s.eliminatedBy ? player(s.eliminatedBy) : null,
      }));
      const play = {
        ...columnsPlay(seats, g.endReason),
        game: Object.fromEntries(
          [
            ["endedRound", g.sdadataRound],
            ["sdadataThreshold", g.sdadataThreshold],
          ].filter(([, v]) => v !== null),
        ),
      };
      return {
        sequence: g.sequence,
        playedOn: g.playedOn,
        durationMinutes: g.durationMinutes,
        notes: g.notes,
        play,
        scored: {
          result: { result: g.outcome, seats: [] },
          seats: g.seats.map((s, i) => ({ ...s, playerId: seats[i].playerId })),
        },
        seats: g.seats.map((s, i) => ({
          playerId: seats[i].playerId,
          armyColor: s.armyColor,
          objectiveId: objective(s.objective),
        })),
      };
    }),
  );
  await audit(tx, {
    leagueId: input.leagueId,
    actorUserId: input.actorUserId,
    action: "season.import",
    entityType: "Season",
    entityId: seasonId,
    after: {
      games: plan.games.length,
      seats: plan.games.reduce((s, g) => s + g.seats.length, 0),
      newPlayers: plan.newPlayers.map((p) => p.displayName),
      newObjectives: plan.newObjectives.map((o) => o.number),
      createdSeason: Boolean(create),
    },
  });
}

/**
 * The season CSV of a season of another system (docs/import-format.md, "Other game systems"): columns from the
 * definition, every play checked by rankPlay with the season's settings, ranks and points from the season's
 * rules. Players must exist (matched by display name, case-insensitively). All or nothing, like the RisiKo! import.
 */
function planPlays(state: State, input: SeasonImportInput): Planned {
  const season = state.season!;
  const seasonId = season.id;
  const info = { edition: season.edition, name: season.name, create: false };
  const system = getSystem(season.systemId);
  const settings = seasonSettings(season.systemId, season.systemSettings, season.rules);
  const players = state.players;
  const colour = new Map(players.map((x) => [x.id, x.armyColor]));
  const byName = new Map(players.map((p) => [p.displayName.trim().toLowerCase(), p]));
  const taken = new Set(state.sequences);
  const { plays, problems } = readPlayCsv(
    system,
    input.bytes,
    settings,
    (name) => byName.get(name.trim().toLowerCase())?.id ?? null,
  );
  for (const p of plays)
    if (taken.has(p.sequence))
      problems.push(
        problem(p.lines[0], "game", "gameExists", `game ${p.sequence} already exists in this season`, {
          game: p.sequence,
        }),
      );
  const rules = parseRules(JSON.parse(season.rules));
  const scored: Scored[] = [];
  for (const p of plays) {
    try {
      scored.push({ p, s: scorePlay(season.systemId, p.play, rules, settings, undefined, HISTORY) });
    } catch (e) {
      if (!(e instanceof ScoringInputError)) throw e;
      problems.push(
        problem(
          p.lines[0],
          null,
          "badRules",
          `the season's scoring rules cannot score game ${p.sequence}: ${e.message}`,
          { detail: e.message },
        ),
      );
    }
  }
  const names = new Map(players.map((x) => [x.id, x.displayName]));
  const summary: SeasonImportReport["summary"] = {
    games: plays.length,
    seats: plays.reduce((n, p) => n + p.play.seats.length, 0),
    newPlayers: [],
    newObjectives: [],
    preview: scored.map(({ p, s }) => ({
      game: p.sequence,
      date: p.date,
      seats: p.play.seats.length,
      winners: s.seats.filter((x) => x.isWinner).map((x) => names.get(x.playerId) ?? x.playerId),
    })),
  };
  const report: SeasonImportReport = {
    ok: problems.length === 0,
    dryRun: input.dryRun,
    imported: false,
    problems,
    season: info,
    summary,
  };
  if (!report.ok || input.dryRun) return { report, write: null };
  return {
    report,
    write: (tx) => writePlays(tx, input, { id: seasonId, systemId: season.systemId }, scored, colour, report),
  };
}

type Scored = { p: ReturnType<typeof readPlayCsv>["plays"][number]; s: ReturnType<typeof scorePlay> };

async function writePlays(
  tx: Tx,
  input: SeasonImportInput,
  { id: seasonId, systemId }: { id: string; systemId: string },
  scored: Scored[],
  colour: Map<string, string>,
  report: SeasonImportReport,
): Promise<SeasonImportReport> {
  await insertPlayed(
    tx,
    seasonId,
    systemId,
    scored.map(({ p, s }) => ({
      sequence: p.sequence,
      playedOn: p.date,
      durationMinutes: p.durationMinutes,
      notes: p.notes,
      play: p.play,
      scored: s,
      seats: p.play.seats.map((seat) => ({
        playerId: seat.playerId,
        armyColor: colour.get(seat.playerId)!,
        objectiveId: null,
      })),
    })),
  );
  await audit(tx, {
    leagueId: input.leagueId,
    actorUserId: input.actorUserId,
    action: "season.import",
    entityType: "Season",
    entityId: seasonId,
    after: { games: scored.length, seats: report.summary.seats, system: systemId },
  });
  return { ...report, imported: true };
}
