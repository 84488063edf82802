// A spec file's own copy of the demo league (decision 0058): the specs run in several workers against the same two
// servers, so a spec that writes (a game, a member, a season) must not write where another spec reads. Before the
// file's first test, scripts/seed-demo.ts --tag <tag> adds the whole demo league to the running server's database
// under /l/italy-war-<tag>, with the demo's accounts as <tag>.<e-mail> and the demo's passwords; the data is the
// demo's (same seasons, games and standings). The tag is the spec file's name, checked when it runs; a retry in a new
// worker finds the league there and keeps it (the seed leaves an existing slug alone), as it found the shared one.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO, test } from "../fixtures";
import { databaseUrl } from "./database";

type Account = { email: string; password: string };
export type SpecLeague = {
  organiser: Account;
  players: Record<keyof typeof DEMO.players, Account>;
  leagueSlug: string;
};

const run = promisify(execFile);
/** Seeding takes a few seconds; on a loaded 2-core machine running two suites at once, many more. */
const SEED_TIMEOUT = 180_000;

const tagged = (tag: string, account: Account): Account => ({ ...account, email: `${tag}.${account.email}` });

/**
 * The league of the spec file `<tag>.spec.ts`, shaped like DEMO: call once at the top of the file.
 * Its names are known at once (a module-level `const slug = LEAGUE.leagueSlug` works); the rows are written by a
 * `beforeAll` this registers.
 */
export function specLeague(tag: string): SpecLeague {
  const league: SpecLeague = {
    organiser: tagged(tag, DEMO.organiser),
    players: Object.fromEntries(
      Object.entries(DEMO.players).map(([key, account]) => [key, tagged(tag, account)]),
    ) as SpecLeague["players"],
    leagueSlug: `${DEMO.leagueSlug}-${tag}`,
  };
  test.beforeAll(async () => {
    const info = test.info();
    const file = path.basename(info.file).replace(/\.spec\.ts$/, "");
    if (file !== tag) throw new Error(`specLeague: tag "${tag}" in ${file}.spec.ts; use the file's name`);
    info.setTimeout(SEED_TIMEOUT);
    await run(
      process.execPath,
      [
        "node_modules/tsx/dist/cli.mjs",
        "--conditions=react-server",
        "scripts/seed-demo.ts",
        "--tag",
        tag,
        "--slug",
        league.leagueSlug,
      ],
      { env: { ...process.env, DATABASE_URL: databaseUrl(), NODE_OPTIONS: "" }, timeout: SEED_TIMEOUT },
    );
  });
  return league;
}
