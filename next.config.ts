import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets parallel builds (e.g. two e2e runs) use separate output folders: NEXT_DIST_DIR=.next-a.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
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
        { source: page, has: en, destination: "/en/:path" },
        { source: page, destination: "/it/:path" },
      ],
      fallback: [],
    };
  },
  experimental: { serverActions: { bodySizeLimit: "11mb" } },
};

export default withNextIntl(nextConfig);
