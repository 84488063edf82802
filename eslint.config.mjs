import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", "src/generated/**", "next-env.d.ts", "playwright-report/**", "test-results/**", "public/sw.js", "dist/**"]), // dist/: built by scripts/build-runtime.mjs; public/sw.js: built by `serwist build` (decision 0025)
  {
    // The scoring core is pure: plain data in, plain data out (docs/decisions/0003-pure-scoring-core.md).
    files: ["src/scoring/**", "src/planning/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "next-*", "react", "react-*", "react/*", "@prisma/*", "prisma", "@/*", "server-only"], message: "src/scoring and src/planning must stay framework-free." },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["scripts/**/*.{mjs,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
