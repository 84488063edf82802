import { type NextRequest, NextResponse } from "next/server";
import { leagueShownTo } from "@/server/auth/league-gate";
import {
  actionBodyKind,
  checkFormPost,
  checkMultipartReply,
  checkOrigin,
  checkTextReply,
  type Verdict,
} from "@/lib/forms/server-action-request";

/**
 * Two jobs, before any page or action runs:
 * - Server-action requests are checked before Next decodes them (decision 0011): Next answers 500 to a body React
 *   cannot decode and to a cross-origin POST; here they get 400/403/413 and never reach an action. Only POSTs that
 *   carry a `Next-Action` header or a multipart body.
 * - A league's pages (`/l/<slug>/…`, HTML, RSC and actions) are served only when the league is shown to the asker
 *   (`leagueShownTo`: public, or the asker is a member). Otherwise, and for a slug that names no league, the request is
 *   rewritten to the same path of a league that cannot exist (`unknownLeague`), so a members-only league answers a
 *   non-member byte for byte what an unknown league answers: the league layout never runs for it (decision 0033).
 */
export async function proxy(request: NextRequest) {
  if (isActionPost(request)) {
    const verdict = await check(request);
    if (!verdict.ok) return refusal(verdict.status);
  }
  const league = LEAGUE_PATH.exec(request.nextUrl.pathname);
  if (league && !(await leagueShownTo(league[2], request.cookies))) {
    const url = request.nextUrl.clone();
    url.pathname = `${league[1] ?? ""}/l/${unknownLeague(league[2])}${league[3] ?? ""}`;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

/** A page of a league, with or without the locale prefix: [, "/it" | "/en" | undefined, slug, rest of the path]. */
const LEAGUE_PATH = /^(\/(?:it|en))?\/l\/([^/]+)(\/.*)?$/;
/**
 * The slug made one no league can have (src/lib/display/slug.ts: the layout answers 404 without reading the database),
 * still one per slug: a statically rendered 404 (the season leaderboard's) is kept per path, and names the path it was
 * first asked for.
 */
const unknownLeague = (slug: string) => `_${slug}`;

const isActionPost = (request: NextRequest) =>
  request.method === "POST" &&
  (request.headers.has("next-action") || /^multipart\/form-data/.test(request.headers.get("content-type") ?? ""));

const refusal = (status: 400 | 403 | 413) =>
  new NextResponse(status === 403 ? "Forbidden" : status === 413 ? "Payload Too Large" : "Bad Request", {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** The body limit of server actions (next.config.ts `serverActions.bodySizeLimit`, 11 MB). */
const MAX_BODY_BYTES = 11 * 1024 * 1024;

async function check(request: NextRequest): Promise<Verdict> {
  const headers = request.headers;
  const origin = checkOrigin(headers.get("origin"), headers.get("host"), headers.get("x-forwarded-host"));
  if (!origin.ok) return origin;
  if (Number(headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return { ok: false, status: 413, reason: "size" };
  const kind = actionBodyKind(headers.get("content-type"));
  const isAction = headers.has("next-action");
  if (isAction && kind === null) return { ok: false, status: 400, reason: "content-type" };
  try {
    if (kind === "text") return checkTextReply(await request.text());
    if (kind === "multipart") {
      const fields = [...(await request.formData()).entries()];
      return isAction ? checkMultipartReply(fields) : checkFormPost(fields);
    }
  } catch {
    return { ok: false, status: 400, reason: "body" }; // unreadable multipart (no boundary, truncated, garbage)
  }
  return { ok: true };
}

export const config = {
  matcher: [
    "/l/:path*",
    "/(it|en)/l/:path*",
    { source: "/((?!_next/|api/).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!_next/|api/).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
  ],
};
