// @ts-check (type-checked by `npm run typecheck` like the TypeScript around it)
// The one configuration schema: every environment variable the README documents, validated here and nowhere else.
// Plain JavaScript so that src/runtime/serve.ts, scripts/migrate.mjs and the TypeScript app (src/server/env.ts) read the
// same schema and defaults (docs/decisions/0040-service-operations.md).
import { z } from "zod";

/** The SQLite database when DATABASE_URL is unset. */
export const DEFAULT_DATABASE_URL = "file:./data/league.db";

/**
 * True when `url` names a PostgreSQL database (`postgres://` or `postgresql://`), false for SQLite's `file:` URLs: the
 * one test of the dialect, used by the schema below, the app's client, migrations, backups and the cache bus.
 * @param {unknown} url
 * @returns {boolean}
 */
export function isPostgresUrl(url) {
  return typeof url === "string" && /^postgres(?:ql)?:\/\//i.test(url);
}

/** Unset and "" both mean "use the default" (a .env line `PORT=` leaves the variable empty). */
const blankIsUnset = (/** @type {unknown} */ v) => (v === "" ? undefined : v);

/** A whole number from `min` to `max` (unset: `fallback`); every refusal says `message`. */
const wholeIn = (
  /** @type {number} */ min,
  /** @type {number} */ max,
  /** @type {number} */ fallback,
  /** @type {string} */ message,
) =>
  z.preprocess(
    blankIsUnset,
    z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message }).default(fallback),
  );

/** @param {number} fallback @param {string} message */
const seconds = (fallback, message) => wholeIn(0, Number.MAX_SAFE_INTEGER, fallback, message);

export const envSchema = z.object({
  DATABASE_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine((url) => url.startsWith("file:") || isPostgresUrl(url), {
        message: `must be a SQLite file URL such as "${DEFAULT_DATABASE_URL}" or a PostgreSQL URL such as "postgres://user:password@host:5432/league"`,
      })
      .default(DEFAULT_DATABASE_URL),
  ),
  NEXTAUTH_SECRET: z
    .string({ message: "is required (at least 32 characters)" })
    .min(32, { message: "must be at least 32 characters" }),
  NEXTAUTH_URL: z.preprocess(
    blankIsUnset,
    z.url({ message: 'must be the public URL of the app, e.g. "http://localhost:3000"' }).optional(),
  ),
  PORT: wholeIn(0, 65535, 3000, "must be a port number (0-65535)"),
  /** optional: "smtp(s)://user:pass@host:port" sends password-reset links by e-mail; unset = no e-mail at all */
  SMTP_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, {
        message: 'must be an SMTP URL such as "smtps://user:password@mail.example.com:465"',
      })
      .optional(),
  ),
  /** sender of those e-mails */
  MAIL_FROM: z.preprocess(
    blankIsUnset,
    z.string().min(3, { message: 'must be an e-mail sender such as "League <no-reply@example.com>"' }).optional(),
  ),
  /** "1" when a reverse proxy sets X-Forwarded-For (its first hop is then the client's address) */
  TRUST_PROXY: z.preprocess(
    blankIsUnset,
    z
      .enum(["0", "1", "true", "false"], { message: 'must be "1" (behind a reverse proxy) or "0"' })
      .optional()
      .transform((v) => v === "1" || v === "true"),
  ),
  /** seconds a statically rendered page is answered from memory by `npm start` (0 = off, decision 0010) */
  PAGE_CACHE_SECONDS: seconds(5, "must be a number of seconds, 0 or more"),
  /** seconds a member page is answered from memory by `npm start` when nothing was written (0 = off, decision 0029) */
  MEMBER_CACHE_SECONDS: seconds(60, "must be a number of seconds, 0 or more"),
  /** Web Push (VAPID, RFC 8292): the key pair `npm start` writes to .env on first run; unset = no push, e-mail only */
  VAPID_PUBLIC_KEY: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, {
        message: "must be a P-256 public key, 65 bytes in base64url (npm start makes one)",
      })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, {
        message: "must be a P-256 private key, 32 bytes in base64url (npm start makes one)",
      })
      .optional(),
  ),
  /** the contact push services may use (RFC 8292): a mailto: or https: URL; unset = mailto:no-reply@<host of NEXTAUTH_URL> */
  VAPID_SUBJECT: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'must be a "mailto:" or "https:" URL' })
      .optional(),
  ),
  /** comma-separated https origins of push services beyond the browsers' own (a test's local push service) */
  PUSH_SERVICE_ORIGINS: z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine((v) => v.split(",").every((o) => /^https:\/\/[^/\s]+$/.test(o.trim())), {
        message: 'must be comma-separated https origins such as "https://push.example.com"',
      })
      .optional(),
  ),
  /** bcrypt cost of new password hashes (2^cost rounds); the test servers lower it, a club never needs to */
  PASSWORD_HASH_COST: wholeIn(4, 15, 11, "must be a bcrypt cost from 4 to 15"),
});

/** @typedef {z.infer<typeof envSchema>} Env */
/** @typedef {keyof Env} EnvName */

/**
 * Parses the environment; throws one line naming the first offending variable. `names` checks only those variables
 * (a migration needs DATABASE_URL, not the session secret); the others keep their defaults or stay undefined.
 * @template {EnvName} K
 * @param {Record<string, string | undefined>} source
 * @param {readonly K[]} [names]
 * @returns {Pick<Env, K>}
 */
export function parseEnv(source, names) {
  const schema = names
    ? envSchema.pick(/** @type {Partial<Record<EnvName, true>>} */ (Object.fromEntries(names.map((n) => [n, true]))))
    : envSchema;
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue.path.join(".")} ${issue.message}`);
  }
  return /** @type {Pick<Env, K>} */ (/** @type {unknown} */ (result.data));
}

/**
 * DATABASE_URL, validated, or the SQLite default.
 * @param {Record<string, string | undefined>} [source]
 * @returns {string}
 */
export function databaseUrl(source = process.env) {
  return parseEnv(source, ["DATABASE_URL"]).DATABASE_URL;
}

/** The README's default public URL, when NEXTAUTH_URL is unset (a local `npm start`). */
export const DEFAULT_PUBLIC_URL = "http://localhost:3000";

/**
 * NEXTAUTH_URL, validated, without a trailing slash (links, metadata, cookie flags); the local default when unset.
 * @param {Record<string, string | undefined>} [source]
 * @returns {string}
 */
export function publicUrl(source = process.env) {
  return (parseEnv(source, ["NEXTAUTH_URL"]).NEXTAUTH_URL ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, "");
}
