// Issue 24 §2-3, run like a service, over HTTP: the health endpoint for load balancers, the error check's ordinary
// 404, and a server log without a secret in it after a signed-in error. The app's error and not-found pages are drawn
// in the browser from the RSC payload (error-pages.spec.ts).
import fs from "node:fs";
import { DEMO, expect, test } from "../fixtures";
import { serverOfTest } from "../support/database";
import { person, signIn } from "../support/http";
import { logFileOf, SESSION_JWE_HEADER, secretsInLog } from "../support/log-secrets";

test("GET /api/health answers 200 ok, never from a cache", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["x-page-cache"]).toBeUndefined();
  }
});

test("the error check page is an ordinary 404 unless it is asked to fail", async ({ request }) => {
  expect((await request.get("/error-check", { failOnStatusCode: false })).status()).toBe(404);
});

test("a signed-in session leaves no password, cookie or secret in the server log", async ({ playwright, baseURL }) => {
  const { port } = serverOfTest();
  const organiser = await person(playwright, baseURL!);
  const session = await signIn(organiser, baseURL!, DEMO.organiser);
  expect(session.split(".")[0]).toBe(SESSION_JWE_HEADER); // what the whole-run check looks for (global-teardown.ts)
  const errors = () => fs.readFileSync(logFileOf(port), "utf8").split("error page check (IWL_ERROR_CHECK)").length;
  const before = errors();
  // an error while signed in: the server logs it, with the request's cookies at hand
  expect((await organiser.get("/error-check?fail=1", { failOnStatusCode: false })).status()).toBe(500);
  await expect.poll(errors).toBeGreaterThan(before);
  expect(secretsInLog(port, [session])).toEqual([]);
});
