import { stopNotificationMail } from "@/server/actions/stop-notification-mail";
import { actionResponse } from "@/server/notify/http";

/** RFC 8058 one-click unsubscribe: the mail client POSTs to the List-Unsubscribe URL, whose query holds the token. */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return actionResponse(await stopNotificationMail({ token }));
}
