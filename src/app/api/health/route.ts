import { checkHealth } from "@/server/health";

// For load balancers and uptime checks (README, several instances): 200 {"status":"ok"} when the database answers and
// every migration is applied, 503 with the reason otherwise. Never cached: an API route is outside both caches of
// src/runtime/serve.ts (they keep pages only) and outside the locale rewrites.
export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth();
  return Response.json(health.ok ? { status: "ok" } : { status: "unavailable", reason: health.reason }, {
    status: health.ok ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
