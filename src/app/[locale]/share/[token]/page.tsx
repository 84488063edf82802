import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { RecapArticle, recapMetadata } from "@/components/recap/recap-article";
import { getSharedRecap } from "@/server/queries/recap-share";

// Read on every request: a revoked link (or one whose creator lost the organiser role) is gone at the next view, so
// neither Next nor the page cache in front of it may keep a copy (decision 0050). The recap itself is memoised.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

/** Metadata and page share one lookup per request. */
const load = cache(getSharedRecap);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const recap = await load(token);
  if (!recap) notFound();
  // the picture comes from ./opengraph-image.tsx (file convention); a private link is not for search engines
  return { ...(await recapMetadata(recap, recap.tables)), robots: { index: false, follow: false } };
}

/**
 * A night's recap opened through the organiser's share link (decision 0050): anyone holding the link, no account
 * needed, even in a members-only league. The shared game, then its night's other tables the link may show
 * (`getSharedRecap`). Results only: no objective, no notes, no audit trail.
 */
export default async function SharedRecapPage({ params }: Props) {
  const { token } = await params;
  const recap = await load(token);
  if (!recap) notFound();
  const t = await getTranslations("recap");
  return (
    <RecapArticle
      tables={[recap, ...recap.tables.slice(1)]}
      sharePath={`/share/${token}`}
      before={
        <p className="text-sm text-stone-600" data-testid="shared-recap-note">
          {recap.leagueName} · {t("shareLink.pageNote")}
        </p>
      }
    />
  );
}
