import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/**
 * Sent with every response (docs/decisions/0012). Scripts allow 'unsafe-inline' because the App Router writes its
 * RSC payload as inline <script> tags and nonces would make every page dynamic, including the statically rendered,
 * cached public leaderboard; everything else is same-origin only. Dev mode also needs eval (React refresh).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Not "no-referrer": browsers then send `Origin: null` on same-origin POSTs, which Next's server-action CSRF check refuses.
  { key: "Referrer-Policy", value: "same-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The test command (scripts/test-all.mjs) runs `npm run typecheck` before the build and sets BUILD_SKIP_TYPECHECK=1
  // for it, so the build does not check the same program again; any other `npm run build` still checks types.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // Lets parallel builds (e.g. two e2e runs) use separate output folders: NEXT_DIST_DIR=.next-a.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Next's caches (ISR pages, unstable_cache/fetch data) answer only entries made at the current data versions:
  // src/runtime/next-cache-handler.ts, built into dist/runtime/ by scripts/build-runtime.mjs before `next build`/
  // `next dev` (docs/decisions/0028-several-instances.md, 0055). Cache components ("use cache") are off.
  cacheHandler: path.resolve("dist/runtime/next-cache-handler.mjs"),
  // Season CSV imports up to 10 MB go through a server action; the importer itself refuses anything larger.
  // URLs carry no locale: the NEXT_LOCALE cookie picks /en/…, anything else /it/… (docs/decisions/0007).
  // Plain rewrites, not a proxy function: they cost almost nothing on cached pages.
  async rewrites() {
    const page = "/:path((?!it(?:/|$)|en(?:/|$)|api/|_next/|.*\\.[a-z0-9]+$).*)";
    const en = [{ type: "cookie" as const, key: "NEXT_LOCALE", value: "en" }];
    return {
      beforeFiles: [],
      afterFiles: [
        { source: "/", has: en, destination: "/en" },
        { source: "/", destination: "/it" },
        // a league's files (its CSV downloads) too: every address under /l/ is the app's, extension or not
        { source: "/l/:path*", has: en, destination: "/en/l/:path*" },
        { source: "/l/:path*", destination: "/it/l/:path*" },
        { source: page, has: en, destination: "/en/:path" },
        { source: page, destination: "/it/:path" },
      ],
      fallback: [],
    };
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  // src/proxy.ts reads action bodies (decision 0011): it must see all of an 11 MB import, or Next would cut it short.
  experimental: { serverActions: { bodySizeLimit: "11mb" }, proxyClientMaxBodySize: "11mb" },
};

export default withNextIntl(nextConfig);
