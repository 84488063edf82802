// Runs once when the server starts: refuse to start with a bad configuration, in one clear line.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}
