import "server-only";
import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { type CurrentUser, getCurrentUser } from "@/server/auth/current-user";
import { ForbiddenError, NotFoundError } from "@/server/auth/access";
import { db, type Db, type Tx } from "@/server/db";
import { fieldErrorsOf } from "@/lib/forms/field-errors";
import { locales } from "@/i18n/config";
import { clearPageCache, leagueOf } from "@/runtime/front-cache";
import { bumpDataVersions } from "@/server/data-version";
import { log, requestContext } from "@/server/log";

/** What every server action answers; forms show fieldErrors next to fields and formError above them. */
export type ActionResult<T = null> =
  { ok: true; data: T; message?: string } | { ok: false; formError?: string; fieldErrors?: Record<string, string[]> };

/** Thrown by a write step for an expected, user-facing refusal (message is an i18n key or text). */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** What `prepare` answers: the plan `write` carries out, or the action's answer when there is nothing to write. */
export type Prepared<P, T> = { plan: P } | { answer: T };

/** Handed to `write`: what, beyond the leagues the action names, its caches must forget. */
export type WriteCaches = {
  /** The write ended every session of this account (password change or reset, removal): no cache vouches for it. */
  endSessionsOf: (userId: string) => void;
};

type Config<S extends z.ZodType, A, T, P = undefined> = {
  schema: S;
  /** Load the object and check the user's rights on it; throw ForbiddenError/NotFoundError to refuse. */
  authorize: (args: { user: CurrentUser; input: z.infer<S>; db: Db }) => Promise<A>;
  /**
   * Reading and checking that need no write lock (parsing an upload, planning an import), outside any transaction:
   * `{ plan }` goes on to `write`, `{ answer }` answers without a transaction and drops no cache (a dry run, a plan
   * with problems). Whatever `write` relies on must be checked again there, cheaply: it runs later.
   */
  prepare?: (args: { user: CurrentUser; input: z.infer<S>; auth: A; db: Db }) => Promise<Prepared<P, T>>;
  /** All writes happen here, inside one transaction. */
  write: (args: { user: CurrentUser; input: z.infer<S>; auth: A; plan: P; tx: Tx; caches: WriteCaches }) => Promise<T>;
  /** Paths to revalidate after a successful write (besides the leagues the input or result names, see writeLeagues). */
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
 * A server action as its one exported endpoint: called with the input (`action(formData)`, `<form action>`), or the way
 * React's useActionState calls it, with the previous answer first (`useActionState(action, null)`). The previous answer
 * is never read: a client can send anything in its place. The input is a FormData or a plain object (anything else is
 * refused at run time too); `object` also keeps the one-argument call from matching useActionState's overload for
 * actions without a payload, whose state (`| null`) is no object.
 */
export type Action<T> = {
  (input: object): Promise<ActionResult<T>>;
  // last: TypeScript infers useActionState's state and payload from an overloaded function's last signature
  (previous: ActionResult<T> | null, input: object): Promise<ActionResult<T>>;
};

/**
 * authenticate → read the argument → validate → authorize → prepare (no lock) → write (one transaction) → revalidate.
 * Every action is a public endpoint: whatever arrives over HTTP (no argument, three, a string, a FormData with odd
 * field names), the caller gets an ActionResult, never an exception (which Next would answer with a 500).
 */
export function defineAction<S extends z.ZodType, A, T, P = undefined>(config: Config<S, A, T, P>): Action<T> {
  async function run(input: object): Promise<ActionResult<T>>;
  async function run(previous: ActionResult<T> | null, input: object): Promise<ActionResult<T>>;
  async function run(...args: unknown[]): Promise<ActionResult<T>> {
    try {
      const user = (await getCurrentUser()) ?? (config.anonymous ? ANONYMOUS : null);
      if (!user) return { ok: false, formError: "signInRequired" };
      // (input) or useActionState's (previous, input): the previous answer is the client's to send, so it is dropped
      // unread; any other number of arguments is not a call any form makes
      if (args.length !== 1 && args.length !== 2) return BAD_REQUEST;
      const argument = readArgument(args[args.length - 1]);
      if (argument === INVALID) return BAD_REQUEST;
      const parsed = await config.schema.safeParseAsync(argument); // async: a schema may read an uploaded file
      if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), formError: "checkFields" };
      const input = parsed.data;
      const auth = await config.authorize({ user, input, db });
      let plan = undefined as P;
      if (config.prepare) {
        const prepared = await config.prepare({ user, input, auth, db });
        if ("answer" in prepared) return { ok: true, data: prepared.answer };
        plan = prepared.plan;
      }
      const endedSessions = new Set<string>();
      const caches: WriteCaches = { endSessionsOf: (userId) => void endedSessions.add(userId) };
      // maxWait: how long a write may wait for a pooled connection (Prisma's default, 2 s, failed saves as "unexpected"
      // under the federation load test on PostgreSQL: bench/federation.mjs, docs/decisions/0030-federation-load-test.md)
      const { result, paths, scope } = await db.$transaction(
        async (tx) => {
          const result = await config.write({ user, input, auth, plan, tx, caches });
          const paths = config.revalidate?.({ input, auth, result }) ?? [];
          const scope = { leagues: writeLeagues(input, result, paths), users: [...endedSessions] };
          // in the same transaction: once the write is visible, no cache anywhere serves what it made stale (0055),
          // and no derived season data computed before it is reused (src/server/derived.ts, decision 0056)
          await bumpDataVersions(tx, scope);
          return { result, paths, scope };
        },
        { maxWait: TX_MAX_WAIT_MS, timeout: 20_000 },
      );
      await revalidate(paths, scope);
      return { ok: true, data: result };
    } catch (e) {
      if (e instanceof ActionError) return { ok: false, formError: e.message, fieldErrors: e.fieldErrors };
      if (e instanceof ForbiddenError) return { ok: false, formError: "forbidden" };
      if (e instanceof NotFoundError) return { ok: false, formError: "notFound" };
      log.error("action.unexpected", e, await requestContext()); // message and stack, never the input
      return { ok: false, formError: "unexpected" };
    }
  }
  return run;
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
  return Object.keys(value).some(
    (k) => FORBIDDEN_KEYS.has(k) || hasForbiddenKey((value as Record<string, unknown>)[k], depth + 1),
  );
}

/** A league slug as URLs and the cache bus carry it. */
const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * The leagues a write was in: those its input names (`slug` or `leagueSlug`, which every league action carries for
 * authorization), the one its result names (a created league, an accepted invite's) and those of the paths it
 * revalidates. Only these leagues' caches are dropped: a new action cannot forget its league, and no write empties
 * every league's caches (issue 20 §7).
 */
export function writeLeagues(input: unknown, result: unknown, paths: string[]): string[] {
  const named = (v: unknown) => {
    if (v === null || typeof v !== "object") return [];
    const o = v as Record<string, unknown>;
    return [o.slug, o.leagueSlug];
  };
  const slugs = [...named(input), ...named(result), ...paths.map(leagueOf)];
  return [...new Set(slugs.filter((s): s is string => typeof s === "string" && SLUG.test(s)))];
}

/**
 * URLs have no locale prefix, but routes live under /[locale] (next.config.ts rewrites), so each path is revalidated
 * per locale. A write may change what any cached page of its league shows (standings, home), so the pages of the
 * leagues it was in are dropped too, with those outside every league (the home page, account pages); in a federation,
 * a result saved (or a league created) in one club does not empty the caches of the 499 others. A write that ends an
 * account's sessions names it (`caches.endSessionsOf`): every membership vouched for that account goes, in every
 * league; the pages themselves stay (a cached member page is served only to a session vouched for).
 */
async function revalidate(paths: string[], scope: { leagues: string[]; users: string[] }) {
  for (const p of paths) for (const locale of locales) revalidatePath(`/${locale}${p === "/" ? "" : p}`);
  for (const slug of scope.leagues) for (const locale of locales) revalidatePath(`/${locale}/l/${slug}`, "layout");
  // frees the copies this process keeps in front of Next (src/runtime/front-cache.ts); they, and those of every other
  // instance, are already unusable: the transaction bumped the data versions they were made at (decision 0055)
  await clearPageCache(scope);
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
