"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { browserStore, useOfflineOwner } from "@/components/offline/owner";
import { OfflineStatus } from "@/components/offline/offline-status";
import { useOfflineSubmit } from "@/components/offline/use-offline-submit";
import { clearDraftSubmissionId } from "@/lib/offline/outbox";
import { FormMessage } from "@/components/ui/form-error";
import { useFeatureErrorText } from "@/components/objectives/use-feature-error";
import type { Board, CardData } from "./board";
import type { ActionResult } from "@/server/action";

/**
 * The end of the game on the holder's own phone: the territories of their card, big touch targets, ticked and sent
 * (issue 13). The recorder's form then counts them without seeing them; the holder can correct and resend until the
 * result is saved. A player without an account does the same on their reveal-link page (issue 22 §3).
 * Exactly once (decision 0048): the report carries its draft's key (`form`), kept across retaps, reloads and the
 * outbox's resend until the server accepts it; a send without an answer waits on the phone and goes when the connection
 * returns. Other territories sent under a key already saved get "already saved", and the next tap goes under a new key.
 */
export function ReportHeld(props: {
  card: CardData;
  board: Board;
  initial: string[] | null;
  /** a result save found another player's report holding one of the territories sent: check them and send again */
  recheck?: boolean;
  /** the draft's name, e.g. `report:<slug>:<gameId>`: its idempotency key is kept under it */
  form: string;
  send: (territoryIds: string[], submissionId: string) => Promise<ActionResult<{ count: number; points: number }>>;
}) {
  const t = useTranslations("gameNight.mine");
  const err = useFeatureErrorText("gameNight");
  const locale = useLocale();
  const [held, setHeld] = useState<string[]>(props.initial ?? []);
  const [sent, setSent] = useState<{ count: number; points: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const owner = useOfflineOwner() ?? "anonymous";
  const offline = useOfflineSubmit({
    form: props.form,
    send: props.send,
    onAnswer: (res) => {
      if (res.ok) {
        setSent(res.data);
        setError(null);
        return;
      }
      setError(res.formError ?? "unexpected");
      // an earlier send under this key was saved: the next tap sends what is ticked now as a new report
      const store = browserStore();
      if (res.formError === "reportAlreadySaved" && store) clearDraftSubmissionId(store, owner, props.form);
    },
  });
  const pending = offline.pending;
  const names = new Map(props.board.territories.map((x) => [x.id, locale === "en" ? x.nameEn : x.nameIt]));
  const points = props.card.territories
    .filter((x) => held.includes(x.territoryId))
    .reduce((sum, x) => sum + x.value, 0);
  const toggle = (id: string, on: boolean) => {
    setHeld((all) => (on ? [...all, id] : all.filter((h) => h !== id)));
    setSent(null);
  };
  const send = () => void offline.submit(held);
  return (
    <section className="card space-y-3" aria-labelledby="report-held-title" data-testid="report-held">
      <h3 id="report-held-title" className="h2">
        {t("reportTitle")}
      </h3>
      {props.recheck && !sent ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("reportRecheck")}
        </p>
      ) : (
        <p className="text-sm text-stone-600">{props.initial && !sent ? t("reportSaved") : t("reportIntro")}</p>
      )}
      <fieldset>
        <legend className="sr-only">{t("reportTitle")}</legend>
        <ul className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
          {props.card.territories.map((x) => (
            <li key={x.territoryId}>
              <label className="flex min-h-12 items-center gap-3 border-b border-stone-100">
                <input
                  type="checkbox"
                  className="size-6"
                  checked={held.includes(x.territoryId)}
                  onChange={(e) => toggle(x.territoryId, e.target.checked)}
                />
                <span className="flex-1">{names.get(x.territoryId) ?? x.territoryId}</span>
                <span className="tabular-nums text-stone-500">{x.value}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-right text-sm font-semibold" aria-live="polite">
        {t("reportPoints", { points, total: props.card.total })}
      </p>
      <FormMessage message={err(error)} />
      {sent && <FormMessage tone="success" message={t("reportSent", sent)} />}
      <button type="button" className="btn-primary w-full" onClick={send} disabled={pending}>
        {pending ? "…" : t("reportSend")}
      </button>
      <OfflineStatus status={offline.status} />
    </section>
  );
}
