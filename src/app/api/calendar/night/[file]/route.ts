import { getCurrentUser } from "@/server/auth/current-user";
import { feedLocale, nightIcs } from "@/server/schedule/feed";
import { icsResponse, withoutIcs } from "@/server/schedule/ics-response";

/** One night as an .ics download, `/api/calendar/night/<id>.ics`: members, or anyone for a public season. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = withoutIcs((await params).file);
  const lang = new URL(request.url).searchParams.get("lang");
  const user = id ? await getCurrentUser() : null;
  const body = id ? await nightIcs(id, user?.id ?? null, feedLocale(lang)) : null;
  return icsResponse(body, "night.ics");
}
