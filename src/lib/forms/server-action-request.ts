// What a well-formed server-action request looks like on the wire, checked before Next decodes it (src/proxy.ts,
// decision 0011). Next answers 500 when React cannot decode a reply (garbage text, a missing row, a broken multipart
// body) or when the Origin does not match the Host; those requests are refused here with a 4xx instead.
// Pure: no Next or Node imports, so it is unit-tested directly (tests/unit/lib/forms/server-action-request.test.ts).

/** Keys that would reach an object's prototype; no form or client call sends them. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
/**
 * A multipart field whose name is, or ends in, a prototype key after React's prefix: a FormData argument's entries are
 * sent as `_<ref>_<name>` (React's `$K` rows), older forms as `<id>_<name>`, a no-JavaScript form's bound arguments as
 * `$ACTION_<id>:<n>`; whatever the prefix, the name React hands the action is what follows the last `_` it added, so
 * any name ending in `_<key>` (or equal to it) is refused. No form of this app has such a field.
 */
export function isPrototypeField(name: string): boolean {
  return /(?:^|[_:])(?:__proto__|constructor|prototype)$/.test(name);
}
const MAX_DEPTH = 64;

export type Verdict = { ok: true } | { ok: false; status: 400 | 403 | 413; reason: string };
const refuse = (status: 400 | 403 | 413, reason: string): Verdict => ({ ok: false, status, reason });
const OK: Verdict = { ok: true };

/**
 * Same-origin check as Next's own (Origin host = X-Forwarded-Host or Host), answered with 403 rather than Next's 500.
 * No Origin header (curl, old browsers) is let through as Next does: such a request carries no victim's cookies.
 */
export function checkOrigin(origin: string | null, host: string | null, forwardedHost: string | null): Verdict {
  if (origin === null) return OK;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return refuse(403, "origin");
  }
  const expected = (forwardedHost ?? host)?.split(",")[0].trim();
  return expected && originHost === expected ? OK : refuse(403, "origin");
}

/** The content types React's client sends an action in: a string reply (text/plain) or a FormData one (multipart). */
export function actionBodyKind(contentType: string | null): "text" | "multipart" | null {
  const type = contentType?.split(";")[0].trim().toLowerCase();
  return type === "text/plain" ? "text" : type === "multipart/form-data" ? "multipart" : null;
}

/** Inline values of React's reply format that refer to no other row. */
const INLINE = new Set(["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$T"]);
/**
 * A reference to a row: `$<hex>` (an object, or `$<hex>:key:key` for one met twice), `$@` promise, `$Q` Map, `$W` Set,
 * `$i` iterator, `$B` blob, `$A`… typed arrays.
 */
const ROW_REF = /^\$(?:([0-9a-f]{1,8})(?::[^:]*)*|[@QWiBAOoUSsLlGgMmV]([0-9a-f]{1,8}))$/;

/**
 * Checks one JSON row of a reply: it parses, has no prototype keys, and every `$` reference is one the client can
 * produce and points at a row that exists (`hasRow`). Server references (`$F`, `$h`) and streams are refused: no
 * form of this app sends them.
 */
export function checkReplyRow(text: string, hasRow: (id: string) => boolean, root: boolean): Verdict {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(400, "json");
  }
  if (root && !Array.isArray(value)) return refuse(400, "arguments");
  return walk(value, hasRow, 0) ? OK : refuse(400, "reply");
}

function walk(value: unknown, hasRow: (id: string) => boolean, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (typeof value === "string") return checkString(value, hasRow);
  if (Array.isArray(value)) return value.every((v) => walk(v, hasRow, depth + 1));
  if (value !== null && typeof value === "object") {
    return Object.keys(value).every(
      (k) => !FORBIDDEN_KEYS.has(k) && walk((value as Record<string, unknown>)[k], hasRow, depth + 1),
    );
  }
  return true;
}

function checkString(s: string, hasRow: (id: string) => boolean): boolean {
  if (!s.startsWith("$") || s.startsWith("$$") || INLINE.has(s)) return true;
  if (/^\$D/.test(s) || /^\$n-?\d+$/.test(s) || /^\$K[0-9a-f]{1,8}$/.test(s)) return true;
  const ref = ROW_REF.exec(s);
  return ref !== null && hasRow(String(parseInt(ref[1] ?? ref[2], 16)));
}

/** A string reply (text/plain): one row (row 0), the argument list. */
export function checkTextReply(body: string): Verdict {
  return checkReplyRow(body, (id) => id === "0", true);
}

/**
 * A FormData reply (multipart): row "0" is the argument list; numeric fields are JSON rows; `_<ref>_<name>` fields are
 * the entries of a FormData argument, whose names must not be prototype keys (isPrototypeField).
 */
export function checkMultipartReply(fields: Iterable<[string, unknown]>): Verdict {
  const rows = new Map<string, unknown>();
  for (const [name, value] of fields) {
    if (isPrototypeField(name)) return refuse(400, "field");
    rows.set(name, value);
  }
  if (typeof rows.get("0") !== "string") return refuse(400, "arguments");
  for (const [name, value] of rows) {
    if (!/^\d+$/.test(name) || typeof value !== "string") continue;
    const verdict = checkReplyRow(value, (id) => rows.has(id), name === "0");
    if (!verdict.ok) return verdict;
  }
  return OK;
}

/** A plain HTML form post (no JavaScript): only its field names can be checked here; the action checks the rest. */
export function checkFormPost(fields: Iterable<[string, unknown]>): Verdict {
  for (const [name] of fields) if (isPrototypeField(name)) return refuse(400, "field");
  return OK;
}
