import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { NightDraws } from "@/server/queries/table-draws";

/**
 * The league home's line on tonight's table draws, for members: how many commitments the open round has (each
 * re-check-in adds one, and the members see it) or that the tables were accepted, with the way to the hashes, seeds
 * and the check (decision 0052).
 */
export async function NightDrawsCard({ slug, draws }: { slug: string; draws: NightDraws }) {
  if (draws.open.length === 0 && draws.accepted.length === 0) return null;
  const t = await getTranslations("tables.draws");
  const latest = draws.open[draws.open.length - 1];
  const night = draws.open.length ? draws.open : draws.accepted[0].draws;
  return (
    <section className="card space-y-1" aria-labelledby="night-draws-title" data-testid="night-draws">
      <h2 id="night-draws-title" className="h2">
        {t("homeTitle")}
      </h2>
      <p className={night.length > 1 ? "font-semibold text-red-700" : ""} data-testid="night-draws-count">
        {t("count", { count: night.length })}
      </p>
      {latest && latest.status === "committed" && (
        <p className="text-sm">
          {t("waiting")}{" "}
          <code className="break-all text-xs" data-testid="night-draws-hash">
            {latest.seedHash}
          </code>
        </p>
      )}
      <Link href={`/l/${slug}/tables`} className="underline">
        {t("open")}
      </Link>
    </section>
  );
}
