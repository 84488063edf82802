/** Default season rules as stored JSON (kept independent of src/scoring so factories work before it loads). */
export function presetRulesJson(): string {
  return JSON.stringify({ formula: { kind: "placement" } });
}
