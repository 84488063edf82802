import { parseEnv } from "@/server/env";

try {
  parseEnv(process.env);
} catch (e) {
  console.error(`[config] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
