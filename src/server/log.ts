import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Structured logs for operators: one JSON object per line on stderr (docs/decisions/0040-service-operations.md).
 * A line carries what happened, where (request id, action) and the error's message and stack, never a request's input:
 * fields whose name says secret are replaced, and secrets that libraries put into messages (a URL's password, a quoted
 * `password: "…"` in a Prisma error) are scrubbed.
 */
export type LogFields = Record<string, unknown>;

/** Field names whose values never reach a log line (matched anywhere in the name, any case). */
const SECRET_NAME = /pass|token|cookie|secret|salt|objective|card|hash|auth|session|credential|smtp|otp|signature|key/i;
export const REDACTED = "[redacted]";

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5) return REDACTED;
  if (typeof value === "string") return scrub(value);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_NAME.test(k) ? REDACTED : redact(v, depth + 1)]),
  );
}

/** Secrets inside free text: URL credentials and `name: "value"` / `name=value` pairs whose name says secret. */
export function scrub(text: string): string {
  return text
    .replace(/(\/\/)[^/\s:@]+:[^/\s@]+@/g, `$1${REDACTED}@`)
    .replace(
      /(\b\w*(?:pass|token|cookie|secret|salt|objective|card|hash|session)\w*["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&}]+)/gi,
      `$1${REDACTED}`,
    );
}

function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: { message: scrub(String(error)) } };
  const cause =
    error.cause instanceof Error ? { name: error.cause.name, message: scrub(error.cause.message) } : undefined;
  return {
    error: {
      name: error.name,
      message: scrub(error.message),
      stack: error.stack ? scrub(error.stack) : undefined,
      cause,
    },
  };
}

function write(level: "info" | "warn" | "error", event: string, fields: LogFields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...(redact(fields) as LogFields) });
  if (level === "info") console.log(line);
  else console.error(line);
}

export const log = {
  info: (event: string, fields: LogFields = {}) => write("info", event, fields),
  warn: (event: string, fields: LogFields = {}) => write("warn", event, fields),
  /** An unexpected error with its message and stack; `fields` say where (never the request's input). */
  error: (event: string, error: unknown, fields: LogFields = {}) =>
    write("error", event, { ...fields, ...errorFields(error) }),
};

/**
 * Where the current request is, for a log line: its id (X-Request-Id, which src/runtime/serve.ts sets on every request,
 * or a fresh one) and, for a server action, the action's file and export name read from Next's build manifest (the
 * action's id when the manifest cannot be read). Empty outside a request.
 */
export async function requestContext(): Promise<LogFields> {
  try {
    const { headers } = await import("next/headers");
    const h = await headers();
    const actionId = h.get("next-action");
    return { requestId: h.get("x-request-id") || randomUUID(), ...(actionId ? { action: actionName(actionId) } : {}) };
  } catch {
    return { requestId: randomUUID() };
  }
}

type Manifest = { node?: Record<string, { filename?: string; exportedName?: string }> };
let manifest: Manifest | null | undefined;

function actionName(id: string): string {
  if (!/^[0-9a-f]{10,64}$/.test(id)) return "unknown";
  if (manifest === undefined) {
    try {
      const file = path.join(
        process.cwd(),
        process.env.NEXT_DIST_DIR ?? ".next",
        "server",
        "server-reference-manifest.json",
      );
      manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
    } catch {
      manifest = null;
    }
  }
  const entry = manifest?.node?.[id];
  return entry?.filename && entry.exportedName ? `${entry.filename}#${entry.exportedName}` : id;
}
