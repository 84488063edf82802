import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import importPlugin from "eslint-plugin-import";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "src/generated/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
    "public/sw.js",
    "dist/**",
  ]), // dist/: built by scripts/build-runtime.mjs; public/sw.js: built by `serwist build` (decision 0025)
  {
    // The scoring core is pure: plain data in, plain data out (docs/decisions/0003-pure-scoring-core.md).
    files: ["src/scoring/**", "src/planning/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "next",
                "next/*",
                "next-*",
                "react",
                "react-*",
                "react/*",
                "@prisma/*",
                "prisma",
                "@/*",
                "server-only",
              ],
              message: "src/scoring and src/planning must stay framework-free.",
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules (issue 24 §6): a promise is awaited or handed on, never dropped or passed where a void
    // callback is expected; type-only imports say so (they vanish from the bundle, and a server-only module
    // imported for its types stays out of client code).
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // a JSX handler may be async (React ignores its promise; errors are handled inside), as create-t3-app configures it
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ], // typeof import("…") in vi.mock stays
    },
  },
  {
    // Every package a file imports is a declared dependency of package.json, not one that happens to be installed
    // through another package. Import cycles (a cycle makes module initialisation order matter) are found by
    // `npm run lint:cycles` (dpdm, part of `npm run lint`): import/no-cycle did the same at 70 % of lint's time.
    files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
    plugins: { import: importPlugin },
    rules: {
      "import/no-extraneous-dependencies": ["error", { includeTypes: true }],
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
