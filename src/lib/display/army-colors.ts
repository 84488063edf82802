/** The six RisiKo! army colours (Italian names are the stored values). */
export const ARMY_COLORS = ["blu", "rosso", "verde", "giallo", "viola", "nero"] as const;
export type ArmyColor = (typeof ARMY_COLORS)[number];

const ARMY_HEX: Record<ArmyColor, string> = {
  blu: "#1d4ed8",
  rosso: "#dc2626",
  verde: "#15803d",
  giallo: "#eab308",
  viola: "#7e22ce",
  nero: "#171717",
};

export const armyHex = (color: string) => ARMY_HEX[color as ArmyColor] ?? "#6b7280";

/**
 * One colour per seat of a RisiKo! table, all different: each player's own colour (`own`, by player id) unless a
 * player before them at the table took it, then the first colour nobody at the table has.
 */
export function distinctColours(table: readonly string[], own: ReadonlyMap<string, string>): string[] {
  const taken = new Set<string>();
  const colours = table.map((id) => {
    const c = own.get(id);
    if (c === undefined || taken.has(c)) return null;
    taken.add(c);
    return c;
  });
  return colours.map((c) => {
    if (c !== null) return c;
    const free = ARMY_COLORS.find((x) => !taken.has(x)) ?? ARMY_COLORS[0];
    taken.add(free);
    return free;
  });
}
