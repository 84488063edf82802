// @ts-check
// Service worker build (decision 0025): Serwist's "configurator mode", which works with Turbopack because it runs
// after `next build` instead of inside the bundler. `npm run build` = `next build && serwist build serwist.config.mjs`.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { serwist } from "@serwist/next/config";

// The offline page is plain HTML in public/; Serwist's Next transform would turn "public/offline.html" into the page
// route "/public/offline", so it is listed by hand, versioned by its content.
const offlinePage = {
  url: "/offline.html",
  revision: createHash("sha256").update(readFileSync("public/offline.html")).digest("hex").slice(0, 16),
};

export default await serwist({
  swSrc: "src/service-worker/sw.ts",
  swDest: "public/sw.js",
  // personal pages are kept per user at runtime, never precached; prerendered pages are at /it/… and /en/… paths
  // that users never request (decision 0007), so they would only weigh on the install
  precachePrerendered: false,
  globIgnores: ["public/robots.txt", "public/offline.html"],
  additionalPrecacheEntries: [offlinePage],
});
