// A spec file's own copy of the demo league (decision 0058): the specs run in several workers against the same two
// servers, so a spec that writes (a game, a member, a season) must not write where another spec reads. The e2e server
// starts with a copy for every `specLeague("<tag>")` call it finds in tests/e2e/*.spec.ts (scripts/e2e-server.mjs,
// scripts/seed-demo-copies.ts): /l/italy-war-<tag>, the demo's seasons, games and standings, the demo's accounts as
// <tag>.<e-mail> with the demo's passwords. Written before the server starts: a process writing into a running SQLite
// server's database makes the server's write transactions fail.
import path from "node:path";
import { DEMO, test } from "../fixtures";
import { query } from "./database";

type Account = { email: string; password: string };
export type SpecLeague = {
  organiser: Account;
  players: Record<keyof typeof DEMO.players, Account>;
  leagueSlug: string;
};

const tagged = (tag: string, account: Account): Account => ({ ...account, email: `${tag}.${account.email}` });

/**
 * The league of the spec file `<tag>.spec.ts`, shaped like DEMO: call once at the top of the file, with the file's
 * name written out (the server finds it by reading the file). A `beforeAll` checks that the league is there.
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
    const file = path.basename(test.info().file).replace(/\.spec\.ts$/, "");
    if (file !== tag) throw new Error(`specLeague("${tag}") in ${file}.spec.ts: use the file's name`);
    const found = await query('SELECT "id" FROM "League" WHERE "slug" = ?', league.leagueSlug);
    if (found.length === 0)
      throw new Error(`no league ${league.leagueSlug}: the e2e server was started before this spec asked for it`);
  });
  return league;
}
