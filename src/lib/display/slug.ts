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

/** Whether `text` can be a league's slug (what slugify makes, or an imported league's): anything else names none. */
export function isLeagueSlug(text: string): boolean {
  return /^[a-z0-9-]{1,100}$/.test(text);
}
