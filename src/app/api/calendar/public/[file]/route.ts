import { feedLocale, publicFeed } from "@/server/schedule/feed";
import { icsResponse, withoutIcs } from "@/server/schedule/ics-response";

/** A public league's calendar feed, `/api/calendar/public/<slug>.ics`: the nights of its public seasons. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const slug = withoutIcs((await params).file);
  const lang = new URL(request.url).searchParams.get("lang");
  const body = slug && /^[a-z0-9-]{1,100}$/.test(slug) ? await publicFeed(slug, feedLocale(lang)) : null;
  return icsResponse(body, `${slug}.ics`);
}
