import "server-only";
import { ForbiddenError, type LeagueAccess, requireMember, requireOrganiser } from "@/server/auth/access";

/** Who asks, for query functions that serve organiser-only or member-only data. */
export type Caller = { league: { id: string; slug: string; name: string }; access: LeagueAccess };

/**
 * The league id for an organiser-only read; ForbiddenError for anyone else. Queries check the caller themselves:
 * a layout's check does not stop Next from rendering and serialising the page below it (decision 0011).
 */
export function organiserLeagueId(ctx: Caller): string {
  if (ctx.access.leagueId !== ctx.league.id) throw new ForbiddenError();
  requireOrganiser(ctx.access);
  return ctx.league.id;
}

/** The league id for a member-only read; ForbiddenError for visitors. */
export function memberLeagueId(ctx: Caller): string {
  if (ctx.access.leagueId !== ctx.league.id) throw new ForbiddenError();
  requireMember(ctx.access);
  return ctx.league.id;
}
