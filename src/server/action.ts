import "server-only";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { type CurrentUser, getCurrentUser } from "@/server/auth/current-user";
import { ForbiddenError, NotFoundError } from "@/server/auth/access";
import { db, type Db } from "@/server/db";
import { fieldErrorsOf } from "@/lib/field-errors";
import { locales } from "@/i18n/config";
import { clearPageCache } from "../../scripts/page-cache.mjs";

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

/** authenticate → validate → authorize → write (one transaction) → revalidate. */
export function defineAction<S extends z.ZodType, A, T>(config: Config<S, A, T>) {
  return async function run(raw: unknown): Promise<ActionResult<T>> {
    const user = (await getCurrentUser()) ?? (config.anonymous ? ANONYMOUS : null);
    if (!user) return { ok: false, formError: "signInRequired" };
    const parsed = config.schema.safeParse(raw);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), formError: "checkFields" };
    const input = parsed.data;
    try {
      const auth = await config.authorize({ user, input, db });
      const result = await db.$transaction((tx) => config.write({ user, input, auth, tx }), { timeout: 20_000 });
      revalidate(config.revalidate?.({ input, auth, result }) ?? []);
      return { ok: true, data: result };
    } catch (e) {
      if (e instanceof ActionError) return { ok: false, formError: e.message, fieldErrors: e.fieldErrors };
      if (e instanceof ForbiddenError) return { ok: false, formError: "forbidden" };
      if (e instanceof NotFoundError) return { ok: false, formError: "notFound" };
      console.error("[action] unexpected error:", e instanceof Error ? e.message : "unknown");
      return { ok: false, formError: "unexpected" };
    }
  };
}

/**
 * URLs have no locale prefix, but routes live under /[locale] (next.config.ts rewrites), so each path is revalidated
 * per locale. Any write may change what cached league pages show (standings, home), so those are dropped too:
 * writes happen a few times per game night, reads all the time.
 */
function revalidate(paths: string[]) {
  if (!paths.length) return;
  for (const p of paths) for (const locale of locales) revalidatePath(`/${locale}${p === "/" ? "" : p}`);
  revalidatePath("/[locale]/l/[slug]", "layout");
  clearPageCache(); // the copies the server keeps in front of Next (scripts/page-cache.mjs)
}

/** Adapts an action to useActionState: (previousState, formData) => result. */
export function formDataToObject(formData: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const all = formData.getAll(key);
    out[key] = key.endsWith("[]") ? all : all[0];
  }
  return out;
}

/** The league slug travels with every form for authorization; it is not a column to write. */
export function omitSlug<T extends { leagueSlug: string }>(input: T): Omit<T, "leagueSlug"> {
  const { leagueSlug, ...rest } = input;
  void leagueSlug;
  return rest;
}
