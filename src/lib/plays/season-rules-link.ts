// Where a season's rules are read: the season's page, at its rules block. The play form links there once instead of
// naming a rulebook section under every field.

/** The id of the rules block on the season's page (its standings). */
export const SEASON_RULES_ID = "season-rules";

export const seasonRulesHref = (slug: string, edition: number) => `/l/${slug}/seasons/${edition}#${SEASON_RULES_ID}`;
