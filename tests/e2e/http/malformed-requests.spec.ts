// Every server action of the build, called over HTTP with bodies no client sends: never a 5xx, never a stack trace,
// nothing written (decision 0011). The action ids come from the build, so a new action is covered automatically.
// Anonymous only: the proxy and React's decoder answer before any session is read; each action's answer to malformed
// arguments as a player, as another league's organiser and signed out is tests/integration/malformed-actions.test.ts.
import type { APIRequestContext } from "@playwright/test";
import { databaseDigest } from "../support/database";
import { expect, test } from "../fixtures";
import { actionManifest } from "../support/http";
import { specLeague } from "../support/spec-league";

const LEAGUE = specLeague("malformed-requests"); // its own copy of the demo league (support/spec-league.ts)

const actionIds = Object.keys(actionManifest());
const paths = ["/", `/l/${LEAGUE.leagueSlug}/admin/members`];

type Body = { label: string; headers?: Record<string, string>; data?: string; multipart?: Record<string, string> };
const bodies: Body[] = [
  { label: "text/plain garbage", headers: { "content-type": "text/plain;charset=UTF-8" }, data: "garbage{\u0000" },
  { label: "a number", headers: { "content-type": "text/plain;charset=UTF-8" }, data: "42" },
  { label: "a reference to a missing row", headers: { "content-type": "text/plain;charset=UTF-8" }, data: '["$1"]' },
  { label: "a server reference", headers: { "content-type": "text/plain;charset=UTF-8" }, data: '["$h1"]' },
  {
    label: "an argument with __proto__",
    headers: { "content-type": "text/plain;charset=UTF-8" },
    data: `[{"__proto__":{"role":"organiser"},"leagueSlug":"${LEAGUE.leagueSlug}"}]`,
  },
  {
    label: "JSON",
    headers: { "content-type": "application/json" },
    data: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}',
  },
  { label: "an empty body", data: "" },
  { label: "an empty text body", headers: { "content-type": "text/plain" }, data: "" },
  {
    label: "multipart with prototype fields",
    multipart: { __proto__: "x", constructor: "y", prototype: "z" } as Record<string, string>,
  },
  // React sends a FormData argument's entries as `_<ref>_<name>` (the `$K1` row's entries are `_1_…`)
  {
    label: "multipart FormData argument with __proto__",
    multipart: { "0": '[null,"$K1"]', _1___proto__: "x", _1_leagueSlug: LEAGUE.leagueSlug },
  },
  { label: "multipart without a boundary", headers: { "content-type": "multipart/form-data" }, data: "garbage" },
  {
    label: "multipart with a wrong boundary",
    headers: { "content-type": "multipart/form-data; boundary=zzz" },
    data: "--yyy\r\ngarbage",
  },
];

/** What must never be in an answer: a stack frame, a file path, an error name. */
const STACK = /\bat \S+ \(|node_modules|\.tsx?:\d+|\bTypeError\b|\bSyntaxError\b|Error: /;

async function post(request: APIRequestContext, url: string, actionId: string | null, body: Body) {
  const headers = { ...(actionId ? { "next-action": actionId } : {}), ...body.headers };
  // Playwright builds multipart bodies from an object; a __proto__ key must be an own property, hence defineProperty.
  const multipart =
    body.multipart &&
    Object.entries(body.multipart).reduce(
      (o, [k, v]) => Object.defineProperty(o, k, { value: v, enumerable: true }),
      {} as Record<string, string>,
    );
  return request.post(url, { headers, data: body.data, multipart, maxRedirects: 0, failOnStatusCode: false });
}

async function expectCleanRefusals(request: APIRequestContext) {
  const problems: string[] = [];
  for (const url of paths) {
    for (const id of [...actionIds, null]) {
      for (const body of bodies) {
        if (id === null && !body.multipart && !body.headers?.["content-type"]?.startsWith("multipart")) continue; // a plain POST to a page
        const res = await post(request, url, id, body);
        const text = await res.text();
        if (res.status() >= 500 || STACK.test(text))
          problems.push(`${url} ${id ?? "(form post)"} ${body.label}: ${res.status()} ${text.slice(0, 120)}`);
      }
    }
  }
  expect(problems).toEqual([]);
}

test.describe.configure({ timeout: 240_000 });

test("the build has server actions to call", () => {
  expect(actionIds.length).toBeGreaterThan(15);
});

test("anonymous malformed action requests are refused cleanly and write nothing", async ({ request }) => {
  const before = await databaseDigest(LEAGUE);
  await expectCleanRefusals(request);
  expect(await databaseDigest(LEAGUE)).toEqual(before);
});

test("a FormData argument with a prototype entry is refused by the proxy (400), before React decodes it", async ({
  request,
}) => {
  const body = bodies.find((b) => b.label === "multipart FormData argument with __proto__")!;
  for (const id of actionIds) expect((await post(request, "/", id, body)).status(), id).toBe(400);
  // the same body without the prototype entry is a well-formed reply: the proxy lets it through to the action
  const clean = { ...body, multipart: { "0": '[null,"$K1"]', _1_leagueSlug: LEAGUE.leagueSlug } };
  expect((await post(request, "/", actionIds[0], clean)).status()).not.toBe(400);
});

test("a body React cannot decode gets 400 before reaching Next's decoder", async ({ request }) => {
  const res = await post(request, "/", actionIds[0], bodies[0]);
  expect(res.status()).toBe(400);
});
