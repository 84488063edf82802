import "server-only";
import { headers } from "next/headers";

/** The request's user agent, recorded with each view of a card (absent outside a request, e.g. in tests). */
export async function requestUserAgent(): Promise<string | null> {
  try {
    return (await headers()).get("user-agent");
  } catch {
    return null;
  }
}
