import "server-only";
import { EXPORT_FORMAT, EXPORT_VERSION, exportDocumentSchema, type ExportDocument } from "@/history/export-document";
import { NotFoundError } from "@/server/auth/access";
import type { Db } from "@/server/db";
import type { Tx } from "@/server/db";

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const byString =
  <T>(key: (x: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // kept as the stored string: the export never loses data
  }
}

/**
 * The whole league as one JSON document, in a fixed order so that two exports of the same data are
 * byte-identical. Secrets: objectiveId, salt, held territories and the view log only for seats of finished games
 * (read with an explicit opt-out of the global omit, restricted to status "finished"); reveal token
 * hashes never; password hashes only when includeCredentials is set.
 */
export async function exportLeague(
  db: Db | Tx,
  leagueId: string,
  opts: { includeCredentials?: boolean } = {},
): Promise<ExportDocument> {
  const league = await db.league.findUnique({ where: { id: leagueId } });
  if (!league) throw new NotFoundError();
  const [
    memberships,
    players,
    seasons,
    objectives,
    games,
    seats,
    finishedSecrets,
    held,
    views,
    auditEvents,
    playerComments,
  ] = await Promise.all([
    db.membership.findMany({ where: { leagueId } }),
    db.player.findMany({ where: { leagueId } }),
    db.season.findMany({ where: { leagueId } }),
    db.objective.findMany({ where: { season: { leagueId } }, include: { territories: true } }),
    db.game.findMany({ where: { season: { leagueId } } }),
    db.seat.findMany({ where: { game: { season: { leagueId } } } }),
    // The only read of secret columns here: seats of FINISHED games, whose objectives are public.
    db.seat.findMany({
      where: { game: { season: { leagueId }, status: "finished" } },
      select: { id: true, objectiveId: true, salt: true },
    }),
    db.seatTerritory.findMany({ where: { seat: { game: { season: { leagueId }, status: "finished" } } } }),
    // The view log of a game in play says who has looked at a secret and when: it waits for the game to end.
    db.objectiveView.findMany({ where: { seat: { game: { season: { leagueId }, status: "finished" } } } }),
    db.auditEvent.findMany({ where: { leagueId } }),
    db.seasonPlayerComment.findMany({
      where: { season: { leagueId } },
      select: { seasonId: true, playerId: true, text: true },
    }),
  ]);

  const userIds = new Set<string>([
    ...memberships.map((m) => m.userId),
    ...players.flatMap((p) => (p.userId ? [p.userId] : [])),
    ...auditEvents.flatMap((a) => (a.actorUserId ? [a.actorUserId] : [])),
    ...views.flatMap((v) => (v.userId ? [v.userId] : [])),
  ]);
  const users = await db.user.findMany({ where: { id: { in: [...userIds] } } });

  const secrets = new Map(finishedSecrets.map((s) => [s.id, s]));
  const heldBySeat = group(held, (h) => h.seatId);
  const viewsBySeat = group(views, (v) => v.seatId);
  const seatsByGame = group(seats, (s) => s.gameId);
  const gamesBySeason = group(games, (g) => g.seasonId);
  const commentsBySeason = group(playerComments, (c) => c.seasonId);
  const objectivesBySeason = group(objectives, (o) => o.seasonId);

  const doc: ExportDocument = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    includesCredentials: Boolean(opts.includeCredentials),
    league: { id: league.id, slug: league.slug, name: league.name, createdAt: iso(league.createdAt) },
    users: users.sort(byString((u) => u.email)).map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      createdAt: iso(u.createdAt),
      ...(opts.includeCredentials ? { passwordHash: u.passwordHash } : {}),
    })),
    memberships: memberships.sort(byString((m) => m.userId)).map((m) => ({
      id: m.id,
      userId: m.userId,
      role: m.role as "organiser" | "player",
      canRecordResults: m.canRecordResults,
      createdAt: iso(m.createdAt),
    })),
    players: players.sort(byString((p) => `${p.displayName}\u0000${p.id}`)).map((p) => ({
      id: p.id,
      displayName: p.displayName,
      nickname: p.nickname,
      armyName: p.armyName,
      armyColor: p.armyColor,
      active: p.active,
      userId: p.userId,
      createdAt: iso(p.createdAt),
    })),
    seasons: seasons
      .sort((a, b) => a.edition - b.edition)
      .map((s) => ({
        id: s.id,
        edition: s.edition,
        name: s.name,
        year: s.year,
        plannedGames: s.plannedGames,
        status: s.status as "draft" | "active" | "closed",
        rules: parseStoredJson(s.rules),
        // other systems only: a RisiKo! season exports as before
        ...(s.systemId !== "risiko" ? { systemId: s.systemId } : {}),
        ...(s.systemSettings !== null ? { systemSettings: parseStoredJson(s.systemSettings) } : {}),
        isPublic: s.isPublic,
        comments: s.comments,
        // only when there are some: an export without them stays as before (decision 0045)
        ...(commentsBySeason.get(s.id)?.length
          ? {
              playerComments: commentsBySeason
                .get(s.id)!
                .sort(byString((c) => c.playerId))
                .map((c) => ({ playerId: c.playerId, text: c.text })),
            }
          : {}),
        createdAt: iso(s.createdAt),
        closedAt: isoOrNull(s.closedAt),
        objectives: (objectivesBySeason.get(s.id) ?? [])
          .sort((a, b) => a.number - b.number)
          .map((o) => ({
            id: o.id,
            number: o.number,
            name: o.name,
            createdAt: iso(o.createdAt),
            territories: o.territories
              .sort(byString((t) => t.territoryId))
              .map((t) => ({ territoryId: t.territoryId, value: t.value })),
          })),
        games: (gamesBySeason.get(s.id) ?? [])
          .sort((a, b) => a.sequence - b.sequence)
          .map((g) => {
            const finished = g.status === "finished";
            return {
              id: g.id,
              sequence: g.sequence,
              playedOn: iso(g.playedOn),
              status: g.status as "planned" | "dealt" | "finished" | "void",
              endReason: g.endReason,
              sdadataRound: g.sdadataRound,
              ...(g.sdadataThreshold !== null ? { sdadataThreshold: g.sdadataThreshold } : {}),
              durationMinutes: g.durationMinutes,
              notes: g.notes,
              version: g.version,
              dealtAt: isoOrNull(g.dealtAt),
              finishedAt: isoOrNull(g.finishedAt),
              createdAt: iso(g.createdAt),
              updatedAt: iso(g.updatedAt),
              ...(g.endedBy !== null ? { endedBy: g.endedBy } : {}),
              ...(g.endedAt !== null ? { endedAt: g.endedAt } : {}),
              ...(g.values !== null
                ? { values: parseStoredJson(g.values) as Record<string, string | number | boolean | null> }
                : {}),
              ...(g.outcome !== null ? { outcome: g.outcome as "win" | "sharedWin" | "draw" } : {}),
              seats: (seatsByGame.get(g.id) ?? [])
                .sort((a, b) => a.turnOrder - b.turnOrder)
                .map((seat) => {
                  const secret = finished ? secrets.get(seat.id) : undefined;
                  return {
                    id: seat.id,
                    playerId: seat.playerId,
                    turnOrder: seat.turnOrder,
                    armyColor: seat.armyColor,
                    ...(finished ? { objectiveId: secret?.objectiveId ?? null, salt: secret?.salt ?? null } : {}),
                    commitment: seat.commitment,
                    objectiveTotal: seat.objectiveTotal,
                    objectivePoints: seat.objectivePoints,
                    objectiveCompleted: seat.objectiveCompleted,
                    eliminatedOrder: seat.eliminatedOrder,
                    eliminatedById: seat.eliminatedById,
                    armies: seat.armies,
                    rank: seat.rank,
                    points: seat.points,
                    firstViewedAt: finished ? isoOrNull(seat.firstViewedAt) : null,
                    ...(finished ? { held: (heldBySeat.get(seat.id) ?? []).map((h) => h.territoryId).sort() } : {}),
                    views: (viewsBySeat.get(seat.id) ?? [])
                      .sort(byString((v) => `${iso(v.viewedAt)}\u0000${v.id}`))
                      .map((v) => ({
                        id: v.id,
                        userId: v.userId,
                        via: v.via,
                        device: v.device,
                        viewedAt: iso(v.viewedAt),
                      })),
                    // a seat of a play (other systems): its identity, fields and result flags
                    ...(seat.values !== null
                      ? {
                          identity: parseStoredJson(seat.identity ?? "{}") as Record<string, string>,
                          values: parseStoredJson(seat.values) as Record<string, string | number | boolean | null>,
                          isWinner: seat.isWinner,
                          decidedBy: seat.decidedBy,
                        }
                      : {}),
                  };
                }),
            };
          }),
      })),
    auditEvents: auditEvents.sort(byString((a) => `${iso(a.createdAt)}\u0000${a.id}`)).map((a) => ({
      id: a.id,
      actorUserId: a.actorUserId,
      action: a.action,
      entityType: a.entityType,
      entityId: a.entityId,
      before: a.before,
      after: a.after,
      reason: a.reason,
      createdAt: iso(a.createdAt),
    })),
  };
  // The schema re-checks the secret rule (no objective on a seat of an unfinished game) before anything leaves.
  return exportDocumentSchema.parse(doc);
}

function group<T>(items: T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (!out.has(k)) out.set(k, []);
    out.get(k)!.push(item);
  }
  return out;
}

/** The document as the file is written: 2-space JSON with a final newline. */
export const serializeExport = (doc: ExportDocument) => `${JSON.stringify(doc, null, 2)}\n`;
