// Runs once when the server starts: refuse to start with a bad configuration, in one clear line.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { parseEnv } = await import("@/server/env");
  try {
    parseEnv(process.env);
  } catch (e) {
    console.error(`[config] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
