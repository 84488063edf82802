import "server-only";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { type CurrentUser, getCurrentUser } from "@/server/auth/current-user";
import { ForbiddenError, NotFoundError } from "@/server/auth/access";
import { db, type Db } from "@/server/db";
import { fieldErrorsOf } from "@/lib/field-errors";
import { locales } from "@/i18n/config";
import { clearPageCache, leagueOf } from "@/lib/page-cache.mjs";

/** What every server action answers; forms show fieldErrors next to fields and formError above them. */
export type ActionResult<T = null> =
  | { ok: true; data: T; message?: string }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string[]> };

/** Thrown by a write step for an expected, user-facing refusal (message is an i18n key or text). */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

type Config<S extends z.ZodType, A, T> = {
  schema: S;
  /** Load the object and check the user's rights on it; throw ForbiddenError/NotFoundError to refuse. */
  authorize: (args: { user: CurrentUser; input: z.infer<S>; db: Db }) => Promise<A>;
  /** All writes happen here, inside one transaction. */
  write: (args: { user: CurrentUser; input: z.infer<S>; auth: A; tx: Tx }) => Promise<T>;
  /** Paths to revalidate after a successful write. */
  revalidate?: (args: { input: z.infer<S>; auth: A; result: T }) => string[];
  /** Allow anonymous callers (first-run only); user is then a placeholder with an empty id. */
  anonymous?: boolean;
};

const ANONYMOUS: CurrentUser = { id: "", email: "", name: "" };
/** A write queued behind others for a database connection waits this long before it fails (decision 0030). */
export const TX_MAX_WAIT_MS = 10_000;

/** Field names that would reach an object's prototype; no form has them, so a request carrying one is refused. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const BAD_REQUEST = { ok: false, formError: "badRequest" } as const;

/**
 * authenticate → read the argument → validate → authorize → write (one transaction) → revalidate.
 * Every action is a public endpoint: whatever arrives over HTTP (no argument, a string, a FormData with odd field
 * names), the caller gets an ActionResult, never an exception (which Next would answer with a 500).
 */
export function defineAction<S extends z.ZodType, A, T>(config: Config<S, A, T>) {
  return async function run(raw: unknown): Promise<ActionResult<T>> {
    try {
      const user = (await getCurrentUser()) ?? (config.anonymous ? ANONYMOUS : null);
      if (!user) return { ok: false, formError: "signInRequired" };
      const argument = readArgument(raw);
      if (argument === INVALID) return BAD_REQUEST;
      const parsed = await config.schema.safeParseAsync(argument); // async: a schema may read an uploaded file
      if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), formError: "checkFields" };
      const input = parsed.data;
      const auth = await config.authorize({ user, input, db });
      // maxWait: how long a write may wait for a pooled connection (Prisma's default, 2 s, failed saves as "unexpected"
      // under the federation load test on PostgreSQL: bench/federation.mjs, docs/decisions/0030-federation-load-test.md)
      const result = await db.$transaction((tx) => config.write({ user, input, auth, tx }), { maxWait: TX_MAX_WAIT_MS, timeout: 20_000 });
      await revalidate(config.revalidate?.({ input, auth, result }) ?? []);
      return { ok: true, data: result };
    } catch (e) {
      if (e instanceof ActionError) return { ok: false, formError: e.message, fieldErrors: e.fieldErrors };
      if (e instanceof ForbiddenError) return { ok: false, formError: "forbidden" };
      if (e instanceof NotFoundError) return { ok: false, formError: "notFound" };
      console.error("[action] unexpected error:", e instanceof Error ? e.name : "unknown");
      return { ok: false, formError: "unexpected" };
    }
  };
}

const INVALID = Symbol("invalid");

/** A FormData becomes a plain object (fields ending in [] keep every value); an object must be a plain one. */
function readArgument(raw: unknown): unknown {
  if (raw instanceof FormData) return formDataToObject(raw);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return INVALID;
  const proto = Object.getPrototypeOf(raw);
  if (proto !== Object.prototype && proto !== null) return INVALID;
  return hasForbiddenKey(raw) ? INVALID : raw;
}

function hasForbiddenKey(value: unknown, depth = 0): boolean {
  if (depth > 20) return true;
  if (Array.isArray(value)) return value.some((v) => hasForbiddenKey(v, depth + 1));
  if (value === null || typeof value !== "object" || value instanceof Blob) return false;
  return Object.keys(value).some((k) => FORBIDDEN_KEYS.has(k) || hasForbiddenKey((value as Record<string, unknown>)[k], depth + 1));
}

/**
 * URLs have no locale prefix, but routes live under /[locale] (next.config.ts rewrites), so each path is revalidated
 * per locale. A write may change what any cached page of its league shows (standings, home), so the league's pages
 * are dropped too. When every path of the write is inside leagues ("/l/<slug>…"), only those leagues' pages (and the
 * pages outside every league) are dropped, on this instance and the others: in a federation, a result saved in one
 * club does not empty the caches of the 499 others. A path outside leagues ("/", an account page) drops everything:
 * writes that end sessions (password, removal) name one, so no cached page outlives them anywhere.
 */
async function revalidate(paths: string[]) {
  if (!paths.length) return;
  for (const p of paths) for (const locale of locales) revalidatePath(`/${locale}${p === "/" ? "" : p}`);
  const leagues = paths.map(leagueOf);
  const scoped = leagues.every((l): l is string => l !== null) ? [...new Set(leagues)] : undefined;
  if (scoped) for (const slug of scoped) for (const locale of locales) revalidatePath(`/${locale}/l/${slug}`, "layout");
  else revalidatePath("/[locale]/l/[slug]", "layout");
  // the copies the server keeps in front of Next (src/lib/page-cache.mjs), here and, through PostgreSQL
  // LISTEN/NOTIFY, on every other instance (src/lib/cache-bus.mjs): resolves once the notification is sent
  await clearPageCache(scoped);
}

/** FormData → plain object; `INVALID` when a field name would reach the prototype. Skips Next's $ACTION fields. */
function formDataToObject(formData: FormData): Record<string, unknown> | typeof INVALID {
  const entries: [string, unknown][] = [];
  for (const key of new Set(formData.keys())) {
    if (FORBIDDEN_KEYS.has(key)) return INVALID;
    if (key.startsWith("$ACTION")) continue;
    const all = formData.getAll(key);
    entries.push([key, key.endsWith("[]") ? all : all[0]]);
  }
  return Object.fromEntries(entries);
}

/** The league slug travels with every form for authorization; it is not a column to write. */
export function omitSlug<T extends { leagueSlug: string }>(input: T): Omit<T, "leagueSlug"> {
  const { leagueSlug, ...rest } = input;
  void leagueSlug;
  return rest;
}
