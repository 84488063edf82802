import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { normaliseRevealToken } from "@/dealing/commitment";
import { toBoard } from "@/components/objectives/board";
import { getMapData } from "@/server/queries/objectives";
import { RevealByLink } from "./_components/reveal-by-link";

export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

/**
 * A per-seat reveal link. Opening the page reads nothing secret: the card is fetched when the player taps
 * "show" (so link previews and prefetches never count as views), and that tap is recorded.
 */
export default async function RevealPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [t, map] = await Promise.all([getTranslations("gameNight"), getMapData()]);
  const normalised = normaliseRevealToken(decodeURIComponent(token));
  return (
    <section className="mx-auto max-w-xl space-y-4" aria-labelledby="reveal-title">
      <h1 id="reveal-title" className="h1">
        {t("reveal.title")}
      </h1>
      {normalised ? (
        <>
          <p className="text-sm text-stone-600">{t("reveal.intro")}</p>
          <RevealByLink token={normalised} board={toBoard(map)} />
        </>
      ) : (
        <p className="card" role="status">
          {t("errors.linkInvalid")}
        </p>
      )}
    </section>
  );
}
