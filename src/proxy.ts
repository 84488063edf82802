import { type NextRequest, NextResponse } from "next/server";
import {
  actionBodyKind,
  checkFormPost,
  checkMultipartReply,
  checkOrigin,
  checkTextReply,
  type Verdict,
} from "@/lib/forms/server-action-request";

/**
 * Server-action requests are checked before Next decodes them (decision 0011): Next answers 500 to a body React cannot
 * decode and to a cross-origin POST; here they get 400/403/413 and never reach an action. Only POSTs that carry a
 * `Next-Action` header or a multipart body run this (see `config.matcher`): page views, cached or not, never do.
 */
export async function proxy(request: NextRequest) {
  if (request.method !== "POST") return NextResponse.next();
  const verdict = await check(request);
  if (verdict.ok) return NextResponse.next();
  return new NextResponse(
    verdict.status === 403 ? "Forbidden" : verdict.status === 413 ? "Payload Too Large" : "Bad Request",
    {
      status: verdict.status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    },
  );
}

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
    { source: "/((?!_next/|api/).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!_next/|api/).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
  ],
};
