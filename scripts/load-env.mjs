// Loads .env files the way `next start`/`next dev` do, so scripts see the same configuration.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

export function loadEnv() {
  const { loadEnvConfig } = require("@next/env");
  loadEnvConfig(root, process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
}
