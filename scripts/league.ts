// League history from the command line (docs/import-format.md, docs/decisions/0006-import-export.md):
//   npm run league -- import <file.csv> --season <edition> [--league <slug>] [--dry-run] [--create-missing]
//                                       [--new-season "<name>" --year <year>]
//   npm run league -- export [--league <slug>] [--out <file.json>] [--include-credentials]
//   npm run league -- import-league <file.json>
//   npm run league -- reset-link <email>
//   npm run league -- release-address <email>
//   npm run league -- export-season <edition> [--kind results|standings] [--format csv] [--league <slug>] [--out <file.csv>]
// Exit codes: 0 done; 1 refused (problems listed on stderr, nothing written); 2 wrong usage or setup.
//
// The shared logic lives in src/server/** which starts with `import "server-only"`. That package
// throws unless it is resolved with the "react-server" export condition (its exports map sends
// that condition to an empty module), so this script re-runs itself once under
// `tsx --conditions react-server` when started without it (as `npm run league` does).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { databaseUrl, publicUrl } from "../src/config/env.mjs";

const REEXEC_FLAG = "LEAGUE_CLI_REACT_SERVER";

class UsageError extends Error {}
class Refused extends Error {}

type Args = { positional: string[]; flags: Map<string, string | true> };
const BOOLEAN_FLAGS = new Set(["dry-run", "create-missing", "include-credentials", "help"]);

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") continue;
    if (!a.startsWith("--")) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
    if (BOOLEAN_FLAGS.has(name)) flags.set(name, true);
    else if (inline !== undefined) flags.set(name, inline);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith("--")) flags.set(name, argv[++i]);
    else throw new UsageError(`--${name} needs a value`);
  }
  return { positional, flags };
}

const flag = (args: Args, name: string) => {
  const v = args.flags.get(name);
  return typeof v === "string" ? v : undefined;
};
/** --season and --year: whole numbers within the bounds every other path uses (src/schemas/numbers.ts). */
const int = async (value: string | undefined, what: string, field: "edition" | "year") => {
  if (value === undefined || !/^\d+$/.test(value))
    throw new UsageError(`${what} must be a whole number (got ${value ?? "nothing"})`);
  const { NUMBER_BOUNDS, wholeNumber } = await import("@/schemas/numbers");
  const { min, max } = NUMBER_BOUNDS[field];
  if (!wholeNumber(field).safeParse(Number(value)).success)
    throw new UsageError(`${what} must be a whole number from ${min} to ${max} (got ${value})`);
  return Number(value);
};

const USAGE = `usage:
  npm run league -- import <file.csv> --season <edition> [--league <slug>] [--dry-run] [--create-missing] [--new-season "<name>" --year <year>]
  npm run league -- export [--league <slug>] [--out <file.json>] [--include-credentials]
  npm run league -- import-league <file.json>
  npm run league -- reset-link <email>
  npm run league -- release-address <email>
  npm run league -- export-season <edition> [--kind results|standings] [--format csv] [--league <slug>] [--out <file.csv>]`;

async function serverOnlyResolves(): Promise<boolean> {
  try {
    await import("server-only");
    return true;
  } catch {
    return false;
  }
}

async function main(argv: string[]): Promise<number> {
  if (!(await serverOnlyResolves())) {
    if (process.env[REEXEC_FLAG]) throw new UsageError('"server-only" still throws under --conditions react-server');
    const tsx = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
    const child = spawnSync(process.execPath, [tsx, "--conditions", "react-server", __filename, ...argv], {
      stdio: "inherit",
      env: { ...process.env, [REEXEC_FLAG]: "1" },
    });
    return child.status ?? 1;
  }

  const args = parseArgs(argv);
  const [command, ...rest] = args.positional;
  if (!command || args.flags.has("help")) {
    console.log(USAGE);
    return command ? 0 : 2;
  }

  const { loadEnv } = await import("./load-env.mjs");
  loadEnv();
  const url = databaseUrl();
  if (url.startsWith("file:") && !fs.existsSync(path.resolve(url.slice(5))))
    throw new UsageError(`no database at ${url.slice(5)} (check DATABASE_URL, or run npm run db:migrate)`);
  const { createPrisma } = await import("@/server/db");
  const db = createPrisma(url);
  try {
    switch (command) {
      case "import":
        return await importCommand(db, rest, args);
      case "export":
        return await exportCommand(db, args);
      case "import-league":
        return await importLeagueCommand(db, rest);
      case "export-season":
        return await exportSeasonCommand(db, rest, args);
      case "reset-link":
        return await resetLinkCommand(db, rest);
      case "release-address":
        return await releaseAddressCommand(db, rest);
      default:
        throw new UsageError(`unknown command "${command}"\n${USAGE}`);
    }
  } finally {
    await db.$disconnect();
  }
}

type Db = Awaited<ReturnType<(typeof import("@/server/db"))["createPrisma"]>>;

async function resolveLeague(db: Db, slug: string | undefined) {
  if (slug) {
    const league = await db.league.findUnique({ where: { slug }, select: { id: true, slug: true } });
    if (!league) throw new UsageError(`no league "${slug}"`);
    return league;
  }
  const leagues = await db.league.findMany({ select: { id: true, slug: true }, take: 2 });
  if (leagues.length === 0) throw new UsageError("the database has no league yet");
  if (leagues.length > 1) throw new UsageError("the database has several leagues: name one with --league <slug>");
  return leagues[0];
}

function output(text: string, out: string | undefined, what: string) {
  if (!out) {
    process.stdout.write(text);
    return;
  }
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, text);
  console.error(`${what} written to ${out}`);
}

async function importCommand(db: Db, rest: string[], args: Args): Promise<number> {
  const file = rest[0];
  if (!file) throw new UsageError(`which file?\n${USAGE}`);
  if (!fs.existsSync(file)) throw new UsageError(`no file ${file}`);
  const edition = await int(flag(args, "season"), "--season", "edition");
  const year = flag(args, "new-season") ? await int(flag(args, "year"), "--year", "year") : 0;
  const newSeason = flag(args, "new-season");
  const league = await resolveLeague(db, flag(args, "league"));
  const { MAX_CSV_BYTES } = await import("@/history/csv");
  const { formatProblem } = await import("@/history/problems");
  const { importSeasonCsv } = await import("@/server/history/import-season");
  const { inTransaction } = await import("@/server/history/tx");
  // A huge file is refused from its size, without reading it into memory.
  const size = fs.statSync(file).size;
  if (size > MAX_CSV_BYTES) {
    console.error(
      `${file}: the file is ${(size / 1024 / 1024).toFixed(1)} MB; the limit is 10 MB. Nothing was imported.`,
    );
    throw new Refused();
  }
  const bytes = fs.readFileSync(file);
  // importSeasonCsv bumps the league's data version when it writes: a running server serves no page and no derived
  // data made before these games (decisions 0055, 0056), as after an import in the app
  const report = await inTransaction(db, (tx) =>
    importSeasonCsv(tx, {
      leagueId: league.id,
      season: newSeason ? { edition, create: { name: newSeason, year } } : { edition },
      bytes,
      createMissing: args.flags.has("create-missing"),
      dryRun: args.flags.has("dry-run"),
      actorUserId: null,
    }),
  );
  const s = report.summary;
  if (report.problems.length) {
    console.error(`${file}: ${report.problems.length} problem(s), nothing was imported:`);
    for (const p of report.problems) console.error(`  ${formatProblem(p)}`);
    if (s.newPlayers.length) console.error(`unknown players: ${s.newPlayers.map((p) => p.name).join(", ")}`);
    if (s.newObjectives.length)
      console.error(`unknown objectives: ${s.newObjectives.map((o) => `${o.number} ${o.name}`).join(", ")}`);
    throw new Refused();
  }
  const verb = report.dryRun ? "would import" : "imported";
  console.log(
    `${verb} ${s.games} games (${s.seats} seats) into season ${edition}${report.season?.create ? ` (new season "${report.season.name}")` : ""}`,
  );
  if (s.newPlayers.length)
    console.log(`${report.dryRun ? "would create" : "created"} players: ${s.newPlayers.map((p) => p.name).join(", ")}`);
  if (s.newObjectives.length)
    console.log(
      `${report.dryRun ? "would create" : "created"} objectives: ${s.newObjectives.map((o) => `${o.number} ${o.name}`).join(", ")}`,
    );
  if (report.dryRun) console.log("dry run: nothing was written");
  return 0;
}

async function exportCommand(db: Db, args: Args): Promise<number> {
  const league = await resolveLeague(db, flag(args, "league"));
  const { exportLeague, serializeExport } = await import("@/server/history/export-league");
  const doc = await exportLeague(db, league.id, { includeCredentials: args.flags.has("include-credentials") });
  output(serializeExport(doc), flag(args, "out"), "export");
  return 0;
}

async function importLeagueCommand(db: Db, rest: string[]): Promise<number> {
  const file = rest[0];
  if (!file) throw new UsageError(`which file?\n${USAGE}`);
  if (!fs.existsSync(file)) throw new UsageError(`no file ${file}`);
  const { importLeagueJson } = await import("@/server/history/import-league-json");
  const result = await importLeagueJson(db, fs.readFileSync(file, "utf8"));
  if (!result.ok) {
    console.error(`${file}: nothing was imported:`);
    for (const e of result.errors) console.error(`  ${e}`);
    throw new Refused();
  }
  console.log(
    `imported league "${result.slug}": ${Object.entries(result.counts)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ")}`,
  );
  if (result.usersNeedingPassword.length) {
    console.log(
      "the export had no credentials: each account sets its own password through its link (24 hours, single use;",
    );
    console.log("a new one any time with: npm run league -- reset-link <email>):");
    for (const email of result.usersNeedingPassword) console.log(`  ${email}  ${await resetLinkFor(db, email)}`);
  }
  return 0;
}

/** A reset link printed for the server's administrator (decision 0013): the CLI runs with full access anyway. */
async function resetLinkFor(db: Db, email: string): Promise<string> {
  const { issueResetToken } = await import("@/server/accounts/tokens");
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) throw new UsageError(`no account with the e-mail ${email}`);
  const { token } = await db.$transaction((tx) =>
    issueResetToken(tx, { userId: user.id, leagueId: null, createdById: null }),
  );
  const base = publicUrl();
  return `${base}/reset/${token}`;
}

async function resetLinkCommand(db: Db, rest: string[]): Promise<number> {
  const { email } = await import("@/schemas/auth");
  const parsed = email.safeParse(rest[0] ?? "");
  if (!parsed.success) throw new UsageError(`which account? reset-link <email>\n${USAGE}`);
  console.log(await resetLinkFor(db, parsed.data));
  console.error("valid for 24 hours, single use; earlier reset links of this account stop working");
  return 0;
}

/** Gives an address back to its owner (decision 0035): the account holding it keeps its history under a dead address. */
async function releaseAddressCommand(db: Db, rest: string[]): Promise<number> {
  const { email } = await import("@/schemas/auth");
  const parsed = email.safeParse(rest[0] ?? "");
  if (!parsed.success) throw new UsageError(`which address? release-address <email>\n${USAGE}`);
  const { releaseAddress } = await import("@/server/accounts/release-address");
  const released = await db.$transaction((tx) => releaseAddress(tx, parsed.data));
  if (!released) throw new UsageError(`no account with the e-mail ${parsed.data}`);
  console.log(`${parsed.data} is free: its owner can accept an invite with it`);
  console.error(
    `the account "${released.name}" (created ${released.createdAt.toISOString()}, leagues: ${released.leagues.join(", ") || "none"}) is now ${released.releasedAs};`,
  );
  console.error(
    "it cannot sign in and its sessions have ended (npm run league -- reset-link <that address> gives it a new password)",
  );
  return 0;
}

async function exportSeasonCommand(db: Db, rest: string[], args: Args): Promise<number> {
  const edition = await int(rest[0], "the season edition", "edition");
  const format = flag(args, "format") ?? "csv";
  if (format !== "csv") throw new UsageError(`unknown format "${format}" (only csv)`);
  const kind = flag(args, "kind") ?? "results";
  if (kind !== "results" && kind !== "standings")
    throw new UsageError(`--kind must be results or standings (got ${kind})`);
  const league = await resolveLeague(db, flag(args, "league"));
  const { exportSeasonCsv } = await import("@/server/history/export-season-csv");
  const { NotFoundError } = await import("@/server/auth/access");
  try {
    output(await exportSeasonCsv(db, league.id, edition, kind), flag(args, "out"), `season ${edition} ${kind}`);
  } catch (e) {
    if (e instanceof NotFoundError) throw new UsageError(`no season ${edition} in league "${league.slug}"`);
    throw e;
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    if (e instanceof Refused) process.exit(1);
    if (e instanceof UsageError) {
      console.error(`error: ${e.message}`);
      process.exit(2);
    }
    console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
