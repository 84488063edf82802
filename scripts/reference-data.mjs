// Loads the reference RisiKo! map (continents, territories, borders) into an empty database.
// Runs after migrations on every start; does nothing once the map is there, so organiser edits survive.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const mapFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "prisma", "reference", "risiko-map.json");
const CONTINENT_EN = {
  "america-del-nord": "North America",
  "america-del-sud": "South America",
  europa: "Europe",
  africa: "Africa",
  asia: "Asia",
  oceania: "Oceania",
};

/** @param {import("better-sqlite3").Database} db @returns {boolean} true when the map was loaded now */
export function seedReferenceData(db) {
  const row = /** @type {{ n: number }} */ (db.prepare('SELECT count(*) AS n FROM "Continent"').get());
  if (row.n > 0) return false;
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
  const insertContinent = db.prepare('INSERT INTO "Continent" ("id","nameIt","nameEn","sortOrder") VALUES (?,?,?,?)');
  const insertTerritory = db.prepare('INSERT INTO "Territory" ("id","nameIt","nameEn","continentId","value","sortOrder") VALUES (?,?,?,?,?,?)');
  const insertBorder = db.prepare('INSERT INTO "TerritoryBorder" ("fromId","toId") VALUES (?,?)');
  db.transaction(() => {
    map.continents.forEach((/** @type {any} */ c, /** @type {number} */ i) => insertContinent.run(c.id, c.it, CONTINENT_EN[/** @type {keyof typeof CONTINENT_EN} */ (c.id)] ?? c.it, i + 1));
    map.territories.forEach((/** @type {any} */ t, /** @type {number} */ i) => insertTerritory.run(t.id, t.it, t.en, t.continent, t.value, i + 1));
    for (const t of map.territories) for (const b of t.borders) insertBorder.run(t.id, b);
  })();
  return true;
}
