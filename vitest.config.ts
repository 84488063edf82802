import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/vitest.setup.ts"],
    testTimeout: 60_000, // bcrypt-heavy sign-in tests take seconds on a quiet machine, more on a loaded CI one
    hookTimeout: 30_000,
  },
});
