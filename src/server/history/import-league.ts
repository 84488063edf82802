import "server-only";
import { parseExportDocument, type ExportDocument } from "@/history/export-document";
import { risikoGameErrors } from "@/history/risiko-checks";
import {
  columnsPlay,
  dealsObjectives,
  getSystem,
  parseRules,
  parseSystemSettings,
  rankPlay,
  ScoringInputError,
  seasonPlaySettings,
  seatInputOf,
  unpackGameValues,
  type Play,
  type PlaySettings,
} from "@/scoring";
import type { Tx } from "@/server/db";

/**
 * Stored instead of a password hash when an export carried no credentials: no password matches it
 * (bcrypt hashes are 60 characters), so the account needs a new password before it can sign in.
 */
export const PASSWORD_RESET_REQUIRED = "!password-reset-required";

export type LeagueImportResult =
  | { ok: true; leagueId: string; slug: string; counts: Record<string, number>; usersNeedingPassword: string[] }
  | { ok: false; errors: string[] };

const d = (s: string) => new Date(s);
function without<T extends object, K extends keyof T>(o: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...o };
  for (const k of keys) delete copy[k];
  return copy;
}
const dOrNull = (s: string | null) => (s === null ? null : new Date(s));

/** A game of a system that deals objectives as the play its columns hold (the export keeps RisiKo!'s columns). */
function columnPlay(game: ExportDocument["seasons"][number]["games"][number]): Play {
  const fields: Record<string, number> = {};
  if (game.sdadataRound !== null) fields.endedRound = game.sdadataRound;
  if (game.sdadataThreshold !== undefined) fields.sdadataThreshold = game.sdadataThreshold;
  return { ...columnsPlay(game.seats.map(seatInputOf), game.endReason), game: fields };
}

/** Where a problem of a column-kept play is in the document: the seat's column, the game's ending or sdadata. */
function columnPath(path: string): string {
  const seat = /^seats\[(\d+)\]\.values\.(\w+)$/.exec(path);
  if (seat) return `seats.${seat[1]}.${seat[2] === "eliminatedBy" ? "eliminatedById" : seat[2]}`;
  if (path === "endedBy") return "endReason";
  if (path === "game.endedRound") return "sdadataRound";
  return path.replace(/^game\./, "");
}

/**
 * Every finished play of every season, checked by rankPlay with the season's settings (RisiKo!'s from its rules), the
 * one check a result gets when it is recorded. A stored rank that disagrees is refused too, except RisiKo!'s: its
 * standings rank its games again with the rules as they are, so a stored rank may be from earlier rules. Messages name
 * the season, the game and the field path.
 */
function playErrors(doc: ExportDocument): string[] {
  const errors: string[] = [];
  doc.seasons.forEach((season, si) => {
    const systemId = season.systemId ?? "risiko";
    try {
      getSystem(systemId);
    } catch (e) {
      errors.push(`seasons.${si}.systemId: ${e instanceof ScoringInputError ? e.issues[0].message : "unknown"}`);
      return;
    }
    const columns = dealsObjectives(systemId);
    let settings: PlaySettings | undefined;
    try {
      settings = columns
        ? seasonPlaySettings(systemId, parseRules(season.rules ?? {}), null)
        : parseSystemSettings(systemId, season.systemSettings ?? null);
    } catch (e) {
      if (!(e instanceof ScoringInputError)) throw e;
      errors.push(
        ...e.issues.map((i) => `seasons.${si}.${columns ? "rules" : "systemSettings"}: ${i.path} ${i.message}`),
      );
      return;
    }
    season.games.forEach((game, gi) => {
      if (game.status !== "finished" && game.status !== "void") return;
      if (
        columns
          ? game.status !== "finished"
          : game.values === undefined && game.seats.every((s) => s.values === undefined)
      )
        return; // a game never recorded
      // the variants played are kept with the game values (decision 0044); older exports have none
      const { game: fields, variants } = unpackGameValues(game.values ?? {});
      const play: Play = columns
        ? columnPlay(game)
        : {
            ...(game.endedBy ? { endedBy: game.endedBy } : {}),
            ...(game.endedAt ? { endedAt: game.endedAt } : {}),
            game: fields,
            ...(variants.length > 0 ? { variants } : {}),
            seats: game.seats.map((s) => ({
              playerId: s.playerId,
              seatOrder: s.turnOrder,
              identity: s.identity ?? {},
              values: s.values ?? {},
            })),
          };
      const at = `seasons.${si}.games.${gi}`;
      try {
        // history: a play recorded before a rule gained fields is read as it was (decision 0063)
        const result = rankPlay(systemId, play, settings, { olderRecords: true });
        if (columns) return;
        const rankOf = new Map(result.seats.map((s) => [s.playerId, s.rank]));
        game.seats.forEach((s, k) => {
          if (s.rank !== null && s.rank !== rankOf.get(s.playerId))
            errors.push(
              `${at}.seats.${k}.rank: is ${s.rank} but the rules of ${systemId} give ${rankOf.get(s.playerId)}`,
            );
        });
      } catch (e) {
        if (!(e instanceof ScoringInputError)) throw e;
        errors.push(...e.issues.map((i) => `${at}.${columns ? columnPath(i.path) : i.path}: ${i.message}`));
      }
    });
  });
  return errors;
}

/** What the rules of each game system refuse in a document (plays of every system, RisiKo! games): [] when none. */
export function documentErrors(doc: ExportDocument): string[] {
  return [...playErrors(doc), ...risikoGameErrors(doc)];
}

/**
 * Recreates a league from a full export, keeping every id and timestamp, in the caller's transaction.
 * Meant for an empty database (a restore or a move): refused when the league, a user id or an e-mail
 * address is already there, or when an objective names a territory the reference map lacks.
 */
export async function importLeague(tx: Tx, raw: unknown): Promise<LeagueImportResult> {
  const parsed = parseExportDocument(raw);
  if (!parsed.ok) return parsed;
  const doc: ExportDocument = parsed.doc;

  const errors: string[] = [];
  const clash = await tx.league.findFirst({
    where: { OR: [{ id: doc.league.id }, { slug: doc.league.slug }] },
    select: { slug: true },
  });
  if (clash) errors.push(`a league "${clash.slug}" already exists: import into an empty database`);
  const users = await tx.user.findMany({
    where: { OR: [{ id: { in: doc.users.map((u) => u.id) } }, { email: { in: doc.users.map((u) => u.email) } }] },
    select: { email: true },
  });
  for (const u of users) errors.push(`the user ${u.email} already exists: import into an empty database`);
  const territoryIds = new Set((await tx.territory.findMany({ select: { id: true } })).map((t) => t.id));
  const referenced = new Set(
    doc.seasons.flatMap((s) => [
      ...s.objectives.flatMap((o) => o.territories.map((t) => t.territoryId)),
      ...s.games.flatMap((g) => g.seats.flatMap((x) => x.held ?? [])),
    ]),
  );
  const missing = [...referenced].filter((t) => !territoryIds.has(t));
  if (missing.length)
    errors.push(`unknown territories in the reference map: ${missing.join(", ")} (run npm run db:migrate first)`);
  errors.push(...documentErrors(doc));
  const playerIds = new Set(doc.players.map((p) => p.id));
  doc.seasons.forEach((s, si) =>
    s.playerComments?.forEach((c, ci) => {
      if (!playerIds.has(c.playerId))
        errors.push(`seasons.${si}.playerComments.${ci}.playerId: ${c.playerId} is not a player of the league`);
    }),
  );
  if (errors.length) return { ok: false, errors };

  const leagueId = doc.league.id;
  await tx.user.createMany({
    data: doc.users.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      createdAt: d(u.createdAt),
      passwordHash: u.passwordHash ?? PASSWORD_RESET_REQUIRED,
    })),
  });
  await tx.league.create({
    data: { id: leagueId, slug: doc.league.slug, name: doc.league.name, createdAt: d(doc.league.createdAt) },
  });
  await tx.membership.createMany({ data: doc.memberships.map((m) => ({ ...m, leagueId, createdAt: d(m.createdAt) })) });
  await tx.player.createMany({ data: doc.players.map((p) => ({ ...p, leagueId, createdAt: d(p.createdAt) })) });

  const seasons = doc.seasons;
  await tx.season.createMany({
    data: seasons.map(({ rules, systemId, systemSettings, ...season }) => ({
      ...without(season, "objectives", "games", "playerComments"),
      systemId: systemId ?? "risiko",
      systemSettings: systemSettings === undefined || systemSettings === null ? null : JSON.stringify(systemSettings),
      leagueId,
      rules: typeof rules === "string" ? rules : JSON.stringify(rules),
      createdAt: d(season.createdAt),
      closedAt: dOrNull(season.closedAt),
    })),
  });
  await tx.seasonPlayerComment.createMany({
    data: seasons.flatMap((s) =>
      (s.playerComments ?? []).map((c) => ({ seasonId: s.id, playerId: c.playerId, text: c.text })),
    ),
  });
  const objectives = seasons.flatMap((s) => s.objectives.map((o) => ({ ...o, seasonId: s.id })));
  await tx.objective.createMany({
    data: objectives.map((o) => ({ ...without(o, "territories"), createdAt: d(o.createdAt) })),
  });
  await tx.objectiveTerritory.createMany({
    data: objectives.flatMap((o) => o.territories.map((t) => ({ objectiveId: o.id, ...t }))),
  });

  const games = seasons.flatMap((s) => s.games.map((g) => ({ ...g, seasonId: s.id })));
  await tx.game.createMany({
    data: games.map((g) => ({
      ...without(g, "seats", "values"),
      values: g.values === undefined ? null : JSON.stringify(g.values),
      playedOn: d(g.playedOn),
      dealtAt: dOrNull(g.dealtAt),
      finishedAt: dOrNull(g.finishedAt),
      createdAt: d(g.createdAt),
      updatedAt: d(g.updatedAt),
    })),
  });
  const seats = games.flatMap((g) => g.seats.map((s) => ({ ...s, gameId: g.id })));
  await tx.seat.createMany({
    data: seats.map((s) => ({
      ...without(s, "held", "views", "identity", "values"),
      identity: s.identity === undefined ? null : JSON.stringify(s.identity),
      values: s.values === undefined ? null : JSON.stringify(s.values),
      firstViewedAt: dOrNull(s.firstViewedAt),
    })),
  });
  await tx.seatTerritory.createMany({
    data: seats.flatMap((s) => (s.held ?? []).map((territoryId) => ({ seatId: s.id, territoryId }))),
  });
  await tx.objectiveView.createMany({
    data: seats.flatMap((s) => s.views.map((v) => ({ ...v, seatId: s.id, viewedAt: d(v.viewedAt) }))),
  });
  await tx.auditEvent.createMany({ data: doc.auditEvents.map((a) => ({ ...a, leagueId, createdAt: d(a.createdAt) })) });

  return {
    ok: true,
    leagueId,
    slug: doc.league.slug,
    counts: {
      users: doc.users.length,
      players: doc.players.length,
      seasons: seasons.length,
      games: games.length,
      seats: seats.length,
      auditEvents: doc.auditEvents.length,
    },
    usersNeedingPassword: doc.users.filter((u) => !u.passwordHash).map((u) => u.email),
  };
}
