import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets parallel builds (e.g. two e2e runs) use separate output folders: NEXT_DIST_DIR=.next-a.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Season CSV imports up to 10 MB go through a server action; the importer itself refuses anything larger.
  experimental: { serverActions: { bodySizeLimit: "11mb" } },
};

export default withNextIntl(nextConfig);
