// The browserless side of the e2e suite (the "http" project, tests/e2e/http/): a person is an APIRequestContext with
// its own cookies, signed in through next-auth's credentials endpoint as the login form does, and a server action is
// called over HTTP as Next's client calls it (Next-Action header, the arguments as a JSON reply). The action ids come
// from the build, like the malformed-requests spec's.
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from "@playwright/test";

type Account = { email: string; password: string };

/** The served build's action manifest (NEXT_DIST_DIR, as the e2e server serves it). */
export function actionManifest(): Record<string, { filename?: string; exportedName?: string; workers: object }> {
  const file = path.join(process.env.NEXT_DIST_DIR ?? ".next", "server", "server-reference-manifest.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { node: ReturnType<typeof actionManifest> }).node;
}

export type Action = { id: string; page: string };

/** The id of `src/server/actions/<file>.ts`'s action and a page of the build that serves it. */
export function action(file: string, name: string): Action {
  const entry = Object.entries(actionManifest()).find(
    ([, v]) => v.filename === `src/server/actions/${file}.ts` && v.exportedName === name,
  );
  if (!entry) throw new Error(`action ${file}:${name} not in the build`);
  const page = Object.keys(entry[1].workers)[0]
    .replace(/^app/, "")
    .replace(/\/page$/, "");
  return { id: entry[0], page };
}

/** A new person (no cookies) on the server at `baseURL`. */
export const person = (playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) =>
  playwright.request.newContext({ baseURL });

/** Signs `request` in with the credentials form's endpoint; fails unless a session cookie comes back. */
export async function signIn(request: APIRequestContext, baseURL: string, account: Account): Promise<string> {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: `${baseURL}/`, json: "true" },
    headers: { origin: baseURL },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const session = (await request.storageState()).cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session, `a session for ${account.email}`).toBeDefined();
  return session!.value;
}

/** Calls `action` as `request`'s person, on its page with `params` filled in; returns the action's answer. */
export async function callAction(
  request: APIRequestContext,
  baseURL: string,
  { id, page }: Action,
  params: Record<string, string>,
  arg: unknown,
): Promise<{ ok: boolean; formError: string | null; text: string }> {
  const url = page.replace("[locale]", "it").replace(/\[(\w+)\]/g, (_m, k: string) => params[k]);
  const res = await request.post(url, {
    headers: {
      "next-action": id,
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      origin: baseURL,
    },
    data: JSON.stringify([arg]),
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  const text = await res.text();
  const ok = /"ok":true/.test(text);
  const formError = /"formError":"([^"]+)"/.exec(text)?.[1] ?? null;
  expect(ok || formError, `an action's answer from ${url} (${res.status()}): ${text.slice(0, 300)}`).toBeTruthy();
  return { ok, formError, text };
}
