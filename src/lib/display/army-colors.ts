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
