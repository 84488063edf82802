import { getFormatter, getTranslations } from "next-intl/server";
import type { DrawEntry } from "@/server/queries/table-draws";

/**
 * The commitments of a night in order, each with its time, status and SHA-256, and its seed once revealed: what the
 * members compare with the hash shown at the table before the draw (decision 0052).
 */
export async function DrawList({ draws, testId }: { draws: DrawEntry[]; testId: string }) {
  const [t, format] = await Promise.all([getTranslations("tables.draws"), getFormatter()]);
  const time = (d: Date) => format.dateTime(d, { timeStyle: "short", timeZone: "Europe/Rome" });
  const when = (d: Date) => format.dateTime(d, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Rome" });
  return (
    <ol className="space-y-2" data-testid={testId}>
      {draws.map((d, i) => (
        <li
          key={d.id}
          className="rounded-lg border border-stone-200 p-2 text-sm"
          data-testid="draw-entry"
          data-status={d.status}
        >
          <p className="font-semibold">
            {t("entry", { number: i + 1, time: when(d.createdAt), players: d.players })}
            {" · "}
            <span className={d.status === "discarded" ? "text-red-700" : ""}>
              {t(`status.${d.status === "discarded" && d.drawnAt ? "discardedDrawn" : d.status}`, {
                drawnAt: d.drawnAt ? time(d.drawnAt) : "",
                discardedAt: d.discardedAt ? time(d.discardedAt) : "",
              })}
            </span>
          </p>
          <p>
            {t("hash")}{" "}
            <code className="break-all text-xs" data-testid="draw-hash">
              {d.seedHash}
            </code>
          </p>
          {d.seed ? (
            <p>
              {t("seed")}{" "}
              <code className="break-all text-xs" data-testid="draw-seed">
                {d.seed}
              </code>
            </p>
          ) : (
            <p className="text-stone-600">{t("seedHidden")}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
