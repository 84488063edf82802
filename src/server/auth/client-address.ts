import "server-only";
import { parseEnv } from "@/config/env.mjs";

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined | null;

function header(source: HeaderSource, name: string): string | undefined {
  if (!source) return undefined;
  if (typeof (source as Headers).get === "function") return (source as Headers).get(name) ?? undefined;
  const v = (source as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The client's address, for per-client limits. Behind a reverse proxy (TRUST_PROXY=1) the first hop of
 * X-Forwarded-For; otherwise the socket address, which src/runtime/serve.ts writes into X-Client-Address (replacing
 * whatever the client sent). Null when unknown (`next dev`, tests): per-client limits are then skipped.
 * An IPv6 address counts as its /64 (one subscriber gets a whole /64, so single addresses would be free budgets);
 * an IPv4-mapped one ("::ffff:192.0.2.1", what a dual-stack socket reports) as the IPv4 address.
 */
export function clientAddressFrom(
  headers: HeaderSource,
  trustProxy = parseEnv(process.env, ["TRUST_PROXY"]).TRUST_PROXY,
): string | null {
  const raw = trustProxy ? header(headers, "x-forwarded-for")?.split(",")[0] : header(headers, "x-client-address");
  const address = raw?.trim().toLowerCase();
  return address ? clientOf(address).slice(0, 64) : null;
}

function clientOf(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1];
  if (!bare.includes(":") || !/^[0-9a-f:]+$/.test(bare)) return address;
  const [head, tail, ...more] = bare.split("::");
  if (more.length) return address;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return address;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (groups.some((g) => g.length < 1 || g.length > 4)) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
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
