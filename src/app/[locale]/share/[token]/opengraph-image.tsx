import { notFound } from "next/navigation";
import { isLocale } from "@/i18n/config";
import { recapImage } from "@/components/recap/recap-image";
import { getSharedRecap } from "@/server/queries/recap-share";

export const dynamic = "force-dynamic";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Italy War League";

type Props = { params: Promise<{ locale: string; token: string }> };

/**
 * The podium picture of a shared recap, drawn like the members' recap picture. A revoked or dead link has none (404);
 * the picture may be kept five minutes by whoever fetched it, never by shared caches.
 */
export default async function SharedRecapImage({ params }: Props) {
  const { locale: raw, token } = await params;
  const recap = await getSharedRecap(token);
  if (!recap) notFound();
  return recapImage({
    locale: isLocale(raw) ? raw : "it",
    heading: recap.leagueName,
    recap,
    headers: { "cache-control": "private, max-age=300" },
  });
}
