import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";

const ok = { DATABASE_URL: "file:./data/league.db", NEXTAUTH_SECRET: "x".repeat(32), NEXTAUTH_URL: "http://localhost:3000" };

describe("environment check at start-up", () => {
  it("accepts the values of .env.example", () => {
    expect(parseEnv(ok).DATABASE_URL).toBe("file:./data/league.db");
  });
  it("accepts a PostgreSQL URL (docs/decisions/0022-postgresql.md)", () => {
    for (const url of ["postgres://u:p@db:5432/league", "postgresql://u@localhost/league?sslmode=require"]) expect(parseEnv({ ...ok, DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });
  it.each([
    ["missing secret", { NEXTAUTH_SECRET: undefined }, /^Invalid environment: NEXTAUTH_SECRET is required/],
    ["short secret", { NEXTAUTH_SECRET: "short" }, /^Invalid environment: NEXTAUTH_SECRET must be at least 32 characters/],
    ["neither SQLite nor PostgreSQL", { DATABASE_URL: "mysql://x" }, /^Invalid environment: DATABASE_URL must be a SQLite file URL .* or a PostgreSQL URL/],
    ["bad URL", { NEXTAUTH_URL: "localhost" }, /^Invalid environment: NEXTAUTH_URL must be the public URL/],
    ["non-SMTP mail URL", { SMTP_URL: "http://mail.example.com" }, /^Invalid environment: SMTP_URL must be an SMTP URL/],
  ])("stops with one line naming the variable: %s", (_label, patch, message) => {
    expect(() => parseEnv({ ...ok, ...patch })).toThrow(message);
  });
  it("leaves e-mail off unless SMTP_URL is set", () => {
    expect(parseEnv(ok).SMTP_URL).toBeUndefined();
    expect(parseEnv({ ...ok, SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ ...ok, SMTP_URL: "smtps://u:p@mail.example.com:465" }).SMTP_URL).toBe("smtps://u:p@mail.example.com:465");
  });
});
