// Migrates one base SQLite database for the whole run; each test file copies it (tests/setup/vitest.setup.ts).
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "../../scripts/migrate.mjs";
import { seedReferenceData } from "../../scripts/reference-data.mjs";

export default function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "league-tests-"));
  const base = path.join(dir, "base.db");
  migrate({ dbFile: base });
  const db = new Database(base);
  seedReferenceData(db);
  db.pragma("journal_mode = DELETE"); // a single file that can be copied
  db.close();
  provide("baseDb", base);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseDb: string;
  }
}
