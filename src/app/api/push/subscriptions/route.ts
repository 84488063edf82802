import { deletePushSubscription } from "@/server/actions/delete-push-subscription";
import { savePushSubscription } from "@/server/actions/save-push-subscription";
import { actionResponse, readJsonRequest, refuseStranger } from "@/server/notify/http";

/**
 * The browser's push subscription contract: POST the PushSubscription JSON (`endpoint`, `keys.p256dh`, `keys.auth`)
 * signed in, same origin → 201; DELETE `{ endpoint }` → 200. A request without a session is refused before its body is
 * read; both then go through the app's action wrapper (session, validation, one transaction).
 */
export async function POST(request: Request) {
  const refused = await refuseStranger();
  if (refused) return refused;
  const read = await readJsonRequest(request);
  if ("response" in read) return read.response;
  return actionResponse(await savePushSubscription(read.body), 201);
}

export async function DELETE(request: Request) {
  const refused = await refuseStranger();
  if (refused) return refused;
  const read = await readJsonRequest(request);
  if ("response" in read) return read.response;
  return actionResponse(await deletePushSubscription(read.body));
}
