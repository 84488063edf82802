// Loads .env files the way `next start`/`next dev` do, so scripts see the same configuration.
import nextEnv from "@next/env";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

export function loadEnv() {
  nextEnv.loadEnvConfig(root, process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
}
