import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { myCardPath, type ReadyCard } from "@/server/queries/ready-cards";

/**
 * "Your objective is ready", at the top of the league home, for each dealt game still being played where the
 * signed-in user holds a seat. Rendered on the server with the page (no space reserved, none shifting after sign-in);
 * says only that a card is waiting, never which.
 */
export async function ReadyCards({ slug, cards }: { slug: string; cards: ReadyCard[] }) {
  if (!cards.length) return null;
  const [t, format] = await Promise.all([getTranslations("night.home"), getFormatter()]);
  return (
    <ul className="space-y-3" data-testid="ready-cards">
      {cards.map((c) => (
        <li key={c.gameId} className="card space-y-2 border-2 border-amber-500 bg-amber-50" data-testid="ready-card">
          <h2 className="h2">{t("ready")}</h2>
          <p className="text-sm text-stone-700">
            {t("readyGame", { sequence: c.sequence, date: format.dateTime(c.playedOn, { dateStyle: "medium" }) })} ·{" "}
            {c.seasonName}
          </p>
          {c.opened && <p className="text-sm text-stone-700">{t("opened")}</p>}
          <Link href={myCardPath(slug, c.gameId)} className="btn-primary w-full">
            {t("open", { sequence: c.sequence })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
