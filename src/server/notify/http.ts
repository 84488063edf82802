import "server-only";
import type { ActionResult } from "@/server/action";
import { checkOrigin } from "@/lib/forms/server-action-request";
import { getCurrentUser } from "@/server/auth/current-user";

/** The push endpoints' JSON bodies are small: a subscription is under 1 KB (its endpoint at most 2 KB). */
const MAX_BODY = 8 * 1024;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

/**
 * Reads a JSON request to one of the notification endpoints, or answers it: 403 from another site (the check server
 * actions get, decision 0011; a JSON body also needs a CORS preflight no origin passes), 415 for anything but JSON,
 * 413 for a body too large, 400 for one that does not parse.
 */
export async function readJsonRequest(request: Request): Promise<{ body: object } | { response: Response }> {
  const h = request.headers;
  if (!checkOrigin(h.get("origin"), h.get("host"), h.get("x-forwarded-host")).ok)
    return { response: json(403, { error: "forbidden" }) };
  if (!/^application\/json\s*(;|$)/i.test(h.get("content-type") ?? ""))
    return { response: json(415, { error: "unsupportedMediaType" }) };
  if (Number(h.get("content-length") ?? 0) > MAX_BODY) return { response: json(413, { error: "tooLarge" }) };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { response: json(400, { error: "badRequest" }) };
  }
  if (text.length > MAX_BODY) return { response: json(413, { error: "tooLarge" }) };
  try {
    const body: unknown = JSON.parse(text);
    if (body !== null && typeof body === "object" && !Array.isArray(body)) return { body };
  } catch {
    // answered below
  }
  return { response: json(400, { error: "badRequest" }) };
}

const STATUS: Record<string, number> = {
  signInRequired: 401,
  forbidden: 403,
  tokenInvalid: 403,
  notMember: 403,
  notFound: 404,
  unexpected: 500,
};

/** An action's answer over HTTP: `okStatus` with its data, or the refusal's status with its key and field errors. */
export function actionResponse<T>(result: ActionResult<T>, okStatus = 200): Response {
  if (result.ok) return json(okStatus, { ok: true, data: result.data });
  return json(STATUS[result.formError ?? ""] ?? 400, {
    ok: false,
    error: result.formError,
    fieldErrors: result.fieldErrors,
  });
}

/** A request without a session, refused before its body is read (the action checks the session again, with the rest). */
export async function refuseStranger(): Promise<Response | null> {
  return (await getCurrentUser()) ? null : actionResponse({ ok: false, formError: "signInRequired" });
}
