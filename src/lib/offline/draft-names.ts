/**
 * Names of the play form's draft (issue 22 §4): a draft belongs to its league, its season and its game system, so a
 * Nero night kept or sent from one season never opens in another season's form (a Julius Caesar form with Nero's
 * 3 seats). A correction of a stored play is keyed by its game (which fixes the season).
 */
export function playDraftName(args: {
  slug: string;
  systemId: string;
  seasonEdition?: number;
  gameId?: string;
}): string {
  if (args.gameId) return `play:${args.slug}:${args.gameId}`;
  return `play:${args.slug}:s${args.seasonEdition ?? "?"}:${args.systemId}:new`;
}
