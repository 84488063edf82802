import "server-only";

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined | null;

function header(source: HeaderSource, name: string): string | undefined {
  if (!source) return undefined;
  if (typeof (source as Headers).get === "function") return (source as Headers).get(name) ?? undefined;
  const v = (source as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The client's address, for per-client limits. Behind a reverse proxy (TRUST_PROXY=1) the first hop of
 * X-Forwarded-For; otherwise the socket address, which scripts/serve.mjs writes into X-Client-Address (replacing
 * whatever the client sent). Null when unknown (`next dev`, tests): per-client limits are then skipped.
 */
export function clientAddressFrom(headers: HeaderSource, trustProxy = process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true"): string | null {
  const raw = trustProxy ? header(headers, "x-forwarded-for")?.split(",")[0] : header(headers, "x-client-address");
  const address = raw?.trim().toLowerCase();
  return address ? address.slice(0, 64) : null;
}

/** The same for server actions and pages (outside a request, e.g. in tests: null). */
export async function currentClientAddress(): Promise<string | null> {
  try {
    const { headers } = await import("next/headers");
    return clientAddressFrom(await headers());
  } catch {
    return null;
  }
}
