import { getFormatter, getTranslations } from "next-intl/server";
import type { AuditEntry, ResultSnapshot } from "@/server/queries/game-result";

/** "game.result.edit" → "edit": message keys cannot contain dots. */
const actionKey = (action: string) => action.split(".").at(-1)!;
const isResult = (s: AuditEntry["before"]): s is ResultSnapshot => s !== null && "seats" in s;

/** Who changed the result, when, why, and what changed per player (before → after). */
export async function AuditTrail({ entries, players }: { entries: AuditEntry[]; players: Record<string, string> }) {
  const [t, format] = await Promise.all([getTranslations("results"), getFormatter()]);
  const n = (v: number | null | undefined) =>
    v === null || v === undefined ? "—" : format.number(v, { maximumFractionDigits: 2 });
  return (
    <section aria-labelledby="audit-title" className="space-y-2" data-testid="audit-trail">
      <h2 id="audit-title" className="h2">
        {t("audit")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">{t("noAudit")}</p>
      ) : (
        <ol className="space-y-2">
          {entries.map((e) => {
            const before = isResult(e.before) ? e.before : null;
            const after = isResult(e.after) ? e.after : null;
            const changes =
              before && after
                ? after.seats.flatMap((a) => {
                    const b = before.seats.find((s) => s.playerId === a.playerId);
                    if (!b || (b.rank === a.rank && b.points === a.points && b.objectivePoints === a.objectivePoints))
                      return [];
                    return [
                      t("change", {
                        name: players[a.playerId] ?? "?",
                        rankBefore: n(b.rank),
                        rankAfter: n(a.rank),
                        pointsBefore: n(b.points),
                        pointsAfter: n(a.points),
                        opBefore: n(b.objectivePoints),
                        opAfter: n(a.objectivePoints),
                      }),
                    ];
                  })
                : [];
            return (
              <li key={e.id} className="card space-y-1 text-sm" data-testid="audit-entry">
                <p className="font-semibold">
                  {t.has(`auditActions.${actionKey(e.action)}`)
                    ? t(`auditActions.${actionKey(e.action)}`)
                    : t("auditActions.other")}
                </p>
                <p className="text-stone-600">
                  {t("auditBy", {
                    who: e.actorName ?? t("someone"),
                    when: format.dateTime(new Date(e.createdAt), { dateStyle: "medium", timeStyle: "short" }),
                  })}
                </p>
                {e.reason && <p>{t("auditReason", { reason: e.reason })}</p>}
                {before &&
                  after &&
                  (changes.length ? (
                    <ul className="list-disc pl-5">
                      {changes.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  ) : (
                    <p>{t("noChangeSeats")}</p>
                  ))}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
