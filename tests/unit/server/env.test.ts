import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_PUBLIC_URL,
  databaseUrl,
  envSchema,
  isPostgresUrl,
  publicUrl,
} from "@/config/env.mjs";
import { parseEnv } from "@/server/env";

const ok = {
  DATABASE_URL: "file:./data/league.db",
  NEXTAUTH_SECRET: "x".repeat(32),
  NEXTAUTH_URL: "http://localhost:3000",
};
const names = Object.keys(envSchema.shape);

describe("environment check at start-up", () => {
  it("accepts the values of .env.example", () => {
    expect(parseEnv(ok).DATABASE_URL).toBe("file:./data/league.db");
  });
  it("accepts a PostgreSQL URL (docs/decisions/0022-postgresql.md)", () => {
    for (const url of ["postgres://u:p@db:5432/league", "postgresql://u@localhost/league?sslmode=require"])
      expect(parseEnv({ ...ok, DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });
  it.each([
    ["missing secret", { NEXTAUTH_SECRET: undefined }, /^Invalid environment: NEXTAUTH_SECRET is required/],
    [
      "short secret",
      { NEXTAUTH_SECRET: "short" },
      /^Invalid environment: NEXTAUTH_SECRET must be at least 32 characters/,
    ],
    [
      "neither SQLite nor PostgreSQL",
      { DATABASE_URL: "mysql://x" },
      /^Invalid environment: DATABASE_URL must be a SQLite file URL .* or a PostgreSQL URL/,
    ],
    ["bad URL", { NEXTAUTH_URL: "localhost" }, /^Invalid environment: NEXTAUTH_URL must be the public URL/],
    [
      "non-SMTP mail URL",
      { SMTP_URL: "http://mail.example.com" },
      /^Invalid environment: SMTP_URL must be an SMTP URL/,
    ],
    ["port out of range", { PORT: "70000" }, /^Invalid environment: PORT must be a port number/],
    ["port not a number", { PORT: "http" }, /^Invalid environment: PORT must be a port number/],
    [
      "negative page cache",
      { PAGE_CACHE_SECONDS: "-1" },
      /^Invalid environment: PAGE_CACHE_SECONDS must be a number of seconds/,
    ],
    [
      "member cache not a number",
      { MEMBER_CACHE_SECONDS: "a minute" },
      /^Invalid environment: MEMBER_CACHE_SECONDS must be a number of seconds/,
    ],
    ["proxy flag", { TRUST_PROXY: "yes" }, /^Invalid environment: TRUST_PROXY must be "1"/],
  ])("stops with one line naming the variable: %s", (_label, patch, message) => {
    expect(() => parseEnv({ ...ok, ...patch })).toThrow(message);
    try {
      parseEnv({ ...ok, ...patch });
    } catch (e) {
      expect((e as Error).message).not.toContain("\n");
    }
  });
  it("leaves e-mail off unless SMTP_URL is set", () => {
    expect(parseEnv(ok).SMTP_URL).toBeUndefined();
    expect(parseEnv({ ...ok, SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ ...ok, SMTP_URL: "smtps://u:p@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://u:p@mail.example.com:465",
    );
  });
  it("gives the README's defaults when a variable is unset or empty", () => {
    for (const source of [
      { NEXTAUTH_SECRET: ok.NEXTAUTH_SECRET },
      {
        NEXTAUTH_SECRET: ok.NEXTAUTH_SECRET,
        ...Object.fromEntries(names.filter((n) => n !== "NEXTAUTH_SECRET").map((n) => [n, ""])),
      },
    ]) {
      expect(parseEnv(source)).toMatchObject({
        DATABASE_URL: DEFAULT_DATABASE_URL,
        PORT: 3000,
        PAGE_CACHE_SECONDS: 5,
        MEMBER_CACHE_SECONDS: 60,
        TRUST_PROXY: false,
      });
    }
  });
  it("reads numbers and the proxy flag as values", () => {
    expect(
      parseEnv({ ...ok, PORT: "8080", PAGE_CACHE_SECONDS: "0", MEMBER_CACHE_SECONDS: "30", TRUST_PROXY: "1" }),
    ).toMatchObject({ PORT: 8080, PAGE_CACHE_SECONDS: 0, MEMBER_CACHE_SECONDS: 30, TRUST_PROXY: true });
  });
  it("checks only DATABASE_URL where only the database is needed (migrations, CLI)", () => {
    expect(databaseUrl({})).toBe(DEFAULT_DATABASE_URL);
    expect(databaseUrl({ DATABASE_URL: "postgres://u@h/db" })).toBe("postgres://u@h/db");
    expect(() => databaseUrl({ DATABASE_URL: "league.db" })).toThrow(/^Invalid environment: DATABASE_URL/);
  });
  it("gives the public URL without a trailing slash, the local default when unset", () => {
    expect(publicUrl({})).toBe(DEFAULT_PUBLIC_URL);
    expect(publicUrl({ NEXTAUTH_URL: "https://league.example.com/" })).toBe("https://league.example.com");
    expect(() => publicUrl({ NEXTAUTH_URL: "league.example.com" })).toThrow(/^Invalid environment: NEXTAUTH_URL/);
  });
  it("is the schema of every variable docs/deployment.md documents, and .env.example lists each one", () => {
    const readme = fs.readFileSync("docs/deployment.md", "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Data and backups"));
    const documented = [...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...names].sort());
    const example = fs.readFileSync(".env.example", "utf8");
    for (const name of names) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, "m"));
  });
});

describe("isPostgresUrl: the one test of the dialect (schema, app client, migrations, backups, server)", () => {
  it.each([
    ["postgres://", "postgres://league:secret@db:5432/league", true],
    ["postgresql://", "postgresql://db/league", true],
    ["upper case scheme", "POSTGRES://db/league", true],
    ["SQLite file URL", "file:./data/league.db", false],
    ["a scheme that only starts alike", "postgresx://db", false],
    ["not a string", undefined, false],
  ])("%s", (_label, url, expected) => {
    expect(isPostgresUrl(url)).toBe(expected);
  });
});
