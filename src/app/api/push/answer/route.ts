import { answerNightByToken } from "@/server/actions/answer-night-by-token";
import { actionResponse, readJsonRequest } from "@/server/notify/http";

/** A reminder's "Vengo" / "Non vengo" from the service worker: `{ token, answer }`, the token from the notification. */
export async function POST(request: Request) {
  const read = await readJsonRequest(request);
  if ("response" in read) return read.response;
  return actionResponse(await answerNightByToken(read.body));
}
