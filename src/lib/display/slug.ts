/** "Italy War" → "italy-war" (accents removed). */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "league"
  );
}

/**
 * What a league's address can be: what slugify makes, and what a league import accepts (src/history/export-document.ts).
 * Anything else names no league, so the proxy and the league queries answer it without a read.
 */
export const LEAGUE_SLUG = /^[a-z0-9-]{1,100}$/;

export const isLeagueSlug = (text: string): boolean => LEAGUE_SLUG.test(text);
