import { isLocale } from "@/i18n/config";
import { recapImage } from "@/components/recap/recap-image";
import { getCurrentUser } from "@/server/auth/current-user";
import { getLeagueSummary } from "@/server/queries/leagues";
import { getGameRecap } from "@/server/queries/recap";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Italy War League";

type Props = { params: Promise<{ locale: string; slug: string; gameId: string }> };

/**
 * The picture a chat shows for a recap link. Chat previews fetch it without a session, so a members-only season's
 * recap gets a plain card that names nothing: the same rule as the page (getGameRecap checks visibility). A share
 * link (decision 0050) has its own route, /share/<token>/opengraph-image, with the podium.
 */
export default async function RecapImage({ params }: Props) {
  const { locale: raw, slug, gameId } = await params;
  const locale = isLocale(raw) ? raw : "it";
  const [league, user] = await Promise.all([getLeagueSummary(slug), getCurrentUser().catch(() => null)]);
  const recap = league ? await getGameRecap(league.id, user?.id ?? null, gameId) : null;
  return recapImage({
    locale,
    heading: league && (league.isPublic || recap) ? league.name : "Italy War League",
    recap,
  });
}
