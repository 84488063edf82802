import "server-only";
import { parseEnv as parseConfig, type Env } from "@/config/env.mjs";

export type { Env };

/** Parses the whole environment through the one schema (src/config/env.mjs); the error is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseConfig(source);
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
