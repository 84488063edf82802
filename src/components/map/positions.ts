/** Where each territory sits on the schematic map (viewBox 1000 × 560). Unknown territories are laid out in a row below. */
export const TERRITORY_POSITIONS: Record<string, [number, number]> = {
  alaska: [55, 85],
  "territori-del-nord-ovest": [145, 75],
  groenlandia: [320, 45],
  alberta: [130, 140],
  ontario: [205, 145],
  quebec: [280, 135],
  "stati-uniti-occidentali": [145, 210],
  "stati-uniti-orientali": [230, 215],
  "america-centrale": [175, 285],
  venezuela: [245, 330],
  peru: [240, 410],
  brasile: [320, 385],
  argentina: [275, 480],
  islanda: [405, 95],
  "gran-bretagna": [415, 165],
  scandinavia: [485, 85],
  "europa-settentrionale": [490, 165],
  "europa-occidentale": [425, 240],
  "europa-meridionale": [510, 235],
  ucraina: [570, 130],
  "africa-del-nord": [455, 330],
  egitto: [535, 300],
  "africa-orientale": [585, 375],
  congo: [515, 405],
  "africa-del-sud": [540, 480],
  madagascar: [625, 475],
  urali: [660, 110],
  siberia: [730, 75],
  jacuzia: [815, 55],
  cita: [805, 125],
  kamchatka: [905, 70],
  giappone: [945, 180],
  mongolia: [835, 185],
  afghanistan: [650, 190],
  "medio-oriente": [610, 270],
  india: [700, 295],
  cina: [765, 235],
  siam: [785, 320],
  indonesia: [790, 405],
  "nuova-guinea": [885, 395],
  "australia-occidentale": [815, 485],
  "australia-orientale": [910, 480],
};

export const CONTINENT_COLORS: Record<string, string> = {
  "america-del-nord": "#ca8a04",
  "america-del-sud": "#dc2626",
  europa: "#2563eb",
  africa: "#a16207",
  asia: "#16a34a",
  oceania: "#9333ea",
};
export const continentColor = (id: string) => CONTINENT_COLORS[id] ?? "#57534e";

/**
 * The same hues dark enough for text (headings, labels): at least 4.5:1 on white and on the page's stone-50
 * (tests/unit/map/continent-contrast.test.ts). The map keeps the brighter fills above.
 */
export const CONTINENT_TEXT_COLORS: Record<string, string> = {
  "america-del-nord": "#854d0e",
  "america-del-sud": "#b91c1c",
  europa: "#1d4ed8",
  africa: "#92400e",
  asia: "#15803d",
  oceania: "#7e22ce",
};
export const continentTextColor = (id: string) => CONTINENT_TEXT_COLORS[id] ?? "#57534e";
