import { feedLocale, privateFeed } from "@/server/schedule/feed";
import { icsResponse, withoutIcs } from "@/server/schedule/ics-response";

/** A member's private calendar feed, `/api/calendar/private/<token>.ics` (decision 0053): checked at every use. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const token = withoutIcs((await params).file);
  const lang = new URL(request.url).searchParams.get("lang");
  return icsResponse(token ? await privateFeed(token, feedLocale(lang)) : null, "calendar.ics");
}
