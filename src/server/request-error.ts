import "server-only";
import type { Instrumentation } from "next";
import type { LogFields } from "@/server/log";

type RequestErrorArgs = Parameters<Instrumentation.onRequestError>;

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value || undefined;

/**
 * Where a request failed, for its log line: the request id (X-Request-Id, set by src/runtime/serve.ts), the method,
 * the route's pattern (`/[locale]/invite/[token]`: never the requested path, whose segments can be secrets) and the
 * kind of render. The error's digest ties the line to the error page the user saw.
 */
export function requestErrorFields(
  error: unknown,
  request: RequestErrorArgs[1],
  context: RequestErrorArgs[2],
): LogFields {
  const digest = error instanceof Error && "digest" in error ? String(error.digest) : undefined;
  return {
    digest,
    requestId: header(request.headers["x-request-id"]),
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
  };
}
