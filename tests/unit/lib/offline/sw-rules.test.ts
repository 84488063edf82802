// What the service worker may keep (decision 0025): personal pages are kept per user and wiped at sign-out, so
// the rules only decide which requests and answers are pages at all, and keep credentials and tokens out.
import { describe, expect, it } from "vitest";
import { isKeptNavigation, isKeptPageUrl, isStaticAsset, keepsPage } from "@/lib/offline/sw-rules";

const origin = "https://club.example";
const nav = (path: string, extra: Partial<{ method: string; mode: string; url: string }> = {}) => ({
  method: "GET",
  mode: "navigate",
  url: `${origin}${path}`,
  ...extra,
});

describe("navigations kept for offline reading", () => {
  it.each([
    "/",
    "/l/lega",
    "/l/lega/seasons/1",
    "/l/lega/games/g1",
    "/l/lega/players",
    "/it/l/lega",
    "/l/lega/admin/players",
  ])("keeps %s", (path) => {
    expect(isKeptNavigation(nav(path), origin)).toBe(true);
  });

  it.each([
    "/login",
    "/login?next=/l/lega",
    "/reveal/tok123",
    "/invite/tok",
    "/reset/tok",
    "/confirm/tok",
    "/share/tok",
    "/it/share/tok",
    "/setup",
    "/forgot-password",
    "/account/password",
    "/account/notifications",
    "/notifications/unsubscribe/tok",
    "/api/auth/session",
    "/en/login",
    "/it/reveal/tok",
  ])("never keeps %s", (path) => {
    expect(isKeptNavigation(nav(path), origin)).toBe(false);
  });

  it("never keeps a POST (form posts, server actions), a fetch, or another origin", () => {
    expect(isKeptNavigation(nav("/l/lega", { method: "POST" }), origin)).toBe(false);
    expect(isKeptNavigation(nav("/l/lega", { mode: "cors" }), origin)).toBe(false);
    expect(isKeptNavigation(nav("/l/lega", { mode: "same-origin" }), origin)).toBe(false);
    expect(isKeptNavigation({ method: "GET", mode: "navigate", url: "https://evil.example/l/lega" }, origin)).toBe(
      false,
    );
  });

  it("does not let a look-alike path through", () => {
    expect(isKeptNavigation(nav("/loginx"), origin)).toBe(true);
    expect(isKeptNavigation(nav("/l/login"), origin)).toBe(true);
    expect(isKeptNavigation(nav("/api"), origin)).toBe(false);
  });
});

describe("pages a form asks the worker to keep (reached by a client-side navigation)", () => {
  it.each([
    ["the result form", "/l/lega/games/g1/result", true],
    ["the admin players form", "/l/lega/admin/players", true],
    ["a reveal link", "/reveal/tok123", false],
    ["an invitation", "/it/invite/tok", false],
    ["the auth API", "/api/auth/session", false],
  ])("%s: %s → %s", (_label, path, kept) => {
    expect(isKeptPageUrl(`${origin}${path}`, origin)).toBe(kept);
  });
  it("never another origin", () =>
    expect(isKeptPageUrl("https://evil.example/l/lega/games/g1/result", origin)).toBe(false));
});

describe("answers kept", () => {
  const ok = { status: 200, type: "basic", redirected: false, contentType: "text/html; charset=utf-8" };
  it("keeps a page", () => expect(keepsPage(ok)).toBe(true));
  it.each([
    ["an error", { ...ok, status: 500 }],
    ["a not-found page", { ...ok, status: 404 }],
    ["a redirect to sign-in", { ...ok, redirected: true }],
    ["an opaque redirect", { ...ok, status: 0, type: "opaqueredirect" }],
    ["a non-HTML answer", { ...ok, contentType: "application/json" }],
    ["no content type", { ...ok, contentType: null }],
  ])("does not keep %s", (_label, res) => {
    expect(keepsPage(res)).toBe(false);
  });
});

describe("static assets (cache first)", () => {
  it.each([
    ["/_next/static/chunks/app.js", true],
    ["/icons/icon-192.png", true],
    ["/favicon.ico", true],
    ["/_next/image?url=x", false],
    ["/l/lega", false],
    ["/sw.js", false],
  ])("%s → %s", (path, expected) => {
    expect(isStaticAsset(`${origin}${path}`, origin)).toBe(expected);
  });
  it("not another origin's", () => expect(isStaticAsset("https://cdn.example/_next/static/x.js", origin)).toBe(false));
});
