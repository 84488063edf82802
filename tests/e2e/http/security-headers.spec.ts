// Security headers on every kind of answer, session cookie flags, and Next's cross-origin refusal of server actions
// (decision 0012), over HTTP only; that the pages still work under the CSP is csp.spec.ts's, in a browser.
import { expect, test } from "../fixtures";
import { action, person, signIn } from "../support/http";
import { specLeague } from "../support/spec-league";

const LEAGUE = specLeague("security-headers"); // its own copy of the demo league (support/spec-league.ts)

const league = `/l/${LEAGUE.leagueSlug}`;

test("pages, cached pages and files carry the security headers", async ({ request }) => {
  // the leaderboard twice: the second answer may come from the server's page cache (decision 0010)
  for (const url of [
    "/login",
    league,
    `${league}/seasons/4`,
    `${league}/seasons/4`,
    "/robots.txt",
    `${league}/admin/members`,
  ]) {
    const res = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
    const h = res.headers();
    expect(h["content-security-policy"], url).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"], url).toContain("object-src 'none'");
    expect(h["content-security-policy"], url).not.toContain("unsafe-eval");
    expect(h["x-frame-options"], url).toBe("DENY");
    expect(h["x-content-type-options"], url).toBe("nosniff");
    expect(h["referrer-policy"], url).toBe("same-origin");
    expect(h["permissions-policy"], url).toContain("camera=()");
  }
});

test("the session cookie is httpOnly and SameSite=Lax", async ({ playwright, baseURL }) => {
  const player = await person(playwright, baseURL!);
  await signIn(player, baseURL!, LEAGUE.players.greenPanzer);
  const { cookies } = await player.storageState();
  const session = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session).toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  // over plain http (this test server) it cannot be Secure; next-auth sets Secure and the __Secure- prefix when
  // NEXTAUTH_URL is https (decision 0012)
  expect(session!.name.startsWith("__Secure-")).toBe(session!.secure);
});

test("a cross-origin POST to a server action is refused, even with the victim's session cookie", async ({
  playwright,
  baseURL,
}) => {
  const setLocale = action("locale", "setLocale").id;
  const organiser = await person(playwright, baseURL!);
  await signIn(organiser, baseURL!, LEAGUE.organiser);
  const res = await organiser.post("/", {
    headers: { "next-action": setLocale, "content-type": "text/plain;charset=UTF-8", origin: "http://evil.example" },
    data: '["en"]',
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(res.headers()["set-cookie"] ?? "").not.toContain("NEXT_LOCALE");
  // the same call from the app's own origin goes through
  const own = await organiser.post("/", {
    headers: {
      "next-action": setLocale,
      "content-type": "text/plain;charset=UTF-8",
      origin: baseURL!,
    },
    data: '["en"]',
    failOnStatusCode: false,
  });
  expect(own.status()).toBe(200);
  expect(own.headers()["set-cookie"] ?? "").toContain("NEXT_LOCALE=en");
});
