// Builds the runtime layer in front of Next (src/runtime/*.ts: the server, its caches, Next's cache handlers) into
// dist/runtime/*.mjs with esbuild, as epic-stack builds its server: one file per entry, packages left to node_modules.
// Part of `npm run build` (and `npm run dev`, whose next.config.ts names the cache handlers). Type-checked by
// `npm run typecheck` like the rest of src/ (esbuild only strips the types).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: ["src/runtime/serve.ts", "src/runtime/next-cache-handler.ts"],
  outdir: "dist/runtime",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  banner: { js: "// Built by scripts/build-runtime.mjs from src/runtime/: edit those files, not this one." },
});
console.log(`[build:runtime] dist/runtime/ in ${Date.now() - started} ms`);
