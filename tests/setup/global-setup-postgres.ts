// PostgreSQL half: migrates one template database for the whole run; each test file gets its own database,
// created from it with CREATE DATABASE … TEMPLATE (tests/setup/vitest.setup.ts). All are dropped at the end.
import { randomBytes } from "node:crypto";
import { migrateUrl } from "../../scripts/migrate.mjs";
import { databaseUrl, dropDatabases, postgresMissingMessage, postgresUnavailable, withAdmin } from "./postgres";

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  // Without a server this project fails the run (decision 0054); TEST_POSTGRES_URL=off leaves the project out.
  const why = await postgresUnavailable();
  if (why) throw new Error(postgresMissingMessage("test:postgres", why));
  const run = `iwl_test_${randomBytes(4).toString("hex")}`;
  const base = `${run}_base`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${base}"`));
  await migrateUrl(databaseUrl(base)); // the same runner and reference map as npm start; closes its connections
  provide("pgBaseDb", base);
  provide("pgRunPrefix", `${run}_`);
  return () => dropDatabases(`${run}_`);
}

declare module "vitest" {
  export interface ProvidedContext {
    pgBaseDb: string;
    pgRunPrefix: string;
  }
}
