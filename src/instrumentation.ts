import type { Instrumentation } from "next";

// Runs once when the server starts: refuse to start with a bad configuration, in one clear line.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}

/**
 * Every error Next catches while rendering a page or answering a route handler or action, as one JSON line
 * (decision 0040): the request id the server set, the route's pattern (never the path itself, which can hold a link
 * token), what kind of render, and the error's message and stack, scrubbed by the same rules as every other line.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { requestErrorFields } = await import("./server/request-error");
  const { log } = await import("./server/log");
  log.error("request.error", error, requestErrorFields(error, request, context));
};
