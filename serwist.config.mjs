// @ts-check
// Service worker build (decision 0025): Serwist's "configurator mode", which works with Turbopack because it runs
// after `next build` instead of inside the bundler. `npm run build` = `next build && serwist build`.
import { serwist } from "@serwist/next/config";

export default await serwist({
  swSrc: "src/service-worker/sw.ts",
  swDest: "public/sw.js",
  // personal pages are kept per user at runtime, never precached; prerendered pages are at /it/… and /en/… paths
  // that users never request (decision 0007), so they would only weigh on the install
  precachePrerendered: false,
  globIgnores: ["public/robots.txt"],
});
