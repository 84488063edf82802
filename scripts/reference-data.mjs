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

/** The map's rows, table by table, in insertion order. */
function referenceRows() {
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
  return [
    {
      sql: 'INSERT INTO "Continent" ("id","nameIt","nameEn","sortOrder")',
      rows: map.continents.map((/** @type {any} */ c, /** @type {number} */ i) => [
        c.id,
        c.it,
        CONTINENT_EN[/** @type {keyof typeof CONTINENT_EN} */ (c.id)] ?? c.it,
        i + 1,
      ]),
    },
    {
      sql: 'INSERT INTO "Territory" ("id","nameIt","nameEn","continentId","value","sortOrder")',
      rows: map.territories.map((/** @type {any} */ t, /** @type {number} */ i) => [
        t.id,
        t.it,
        t.en,
        t.continent,
        t.value,
        i + 1,
      ]),
    },
    {
      sql: 'INSERT INTO "TerritoryBorder" ("fromId","toId")',
      rows: map.territories.flatMap((/** @type {any} */ t) => t.borders.map((/** @type {string} */ b) => [t.id, b])),
    },
  ];
}

/** SQLite. @param {import("better-sqlite3").Database} db @returns {boolean} true when the map was loaded now */
export function seedReferenceData(db) {
  const row = /** @type {{ n: number }} */ (db.prepare('SELECT count(*) AS n FROM "Continent"').get());
  if (row.n > 0) return false;
  const tables = referenceRows().map((t) => ({
    insert: db.prepare(`${t.sql} VALUES (${t.rows[0].map(() => "?").join(",")})`),
    rows: t.rows,
  }));
  db.transaction(() => {
    for (const t of tables) for (const r of t.rows) t.insert.run(...r);
  })();
  return true;
}

/**
 * PostgreSQL, one transaction; ON CONFLICT DO NOTHING because two instances starting at once may both see an empty map.
 * @param {import("pg").Client} client @returns {Promise<boolean>} true when the map was loaded now
 */
export async function seedReferenceDataPg(client) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM "Continent"');
  if (rows[0].n > 0) return false;
  await client.query("BEGIN");
  try {
    for (const t of referenceRows()) {
      let n = 0;
      const values = t.rows.map((r) => `(${r.map(() => `$${++n}`).join(",")})`).join(",");
      await client.query(`${t.sql} VALUES ${values} ON CONFLICT DO NOTHING`, t.rows.flat());
    }
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK");
    throw e;
  }
  return true;
}
