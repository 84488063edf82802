import Link from "next/link";
import { getTranslations } from "next-intl/server";

/**
 * The way to the players page from the new-night form: the next action when there are too few players to seat, a
 * small link under the form otherwise ("someone missing?").
 */
export async function AddPlayersLink({ href, count, min }: { href: string; count: number; min: number }) {
  const t = await getTranslations("night.newGame");
  if (count >= min) {
    return (
      <p className="text-sm">
        <Link href={href} className="text-brand-800 underline" data-testid="add-players-link">
          {t("missingPlayer")}
        </Link>
      </p>
    );
  }
  return (
    <div className="card space-y-3" data-testid="no-players">
      <p>{count === 0 ? t("noPlayers") : t("fewPlayers")}</p>
      <Link href={href} className="btn-primary w-full" data-testid="add-players-link">
        {t("addPlayers")}
      </Link>
    </div>
  );
}
