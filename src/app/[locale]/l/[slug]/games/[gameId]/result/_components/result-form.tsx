"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SaveBar } from "@/components/forms/save-bar";
import { useDraft } from "@/components/offline/use-draft";
import { useOfflineSubmit } from "@/components/offline/use-offline-submit";
import { FormMessage } from "@/components/ui/form-error";
import { markResultSaved } from "@/components/recap/saved-banner";
import { ResultPreview } from "@/components/results/result-preview";
import { useResultErrorText } from "@/components/results/error-text";
import { decodeIssue, issueText } from "@/lib/plays/play-issues";
import type { RecordResultInput } from "@/schemas/play";
import { getSystem } from "@/scoring";
import type { ActionResult } from "@/server/action";
import { recordResult } from "@/server/actions/record-result";
import type { ResultEntry } from "@/server/queries/result-entry";
import { EndingFields } from "./ending-fields";
import {
  heldElsewhere,
  initialDraft,
  outBefore,
  previewSeats,
  resultInput,
  seatScore,
  type EndingKey,
} from "./result-draft";
import { SeatFields, type SeatState } from "./seat-fields";

/** Phone-first result entry: live objective points per seat, live preview, one submit. */
export function ResultForm({ entry, slug }: { entry: ResultEntry; slug: string }) {
  const t = useTranslations("results");
  const err = useResultErrorText();
  const ti = useTranslations("plays.issues");
  const locale = useLocale();
  const system = getSystem(entry.season.systemId);
  const router = useRouter();
  const editing = entry.game.status === "finished";
  // What is typed is kept on this phone until the server accepts it (decision 0025), per game and loaded version.
  const draftName = `result:${slug}:${entry.game.id}:${entry.game.version}`;
  const [draft, setDraft, clearDraft] = useDraft(draftName, () => initialDraft(entry));
  const { seats } = draft;
  const setSeats = (change: (all: SeatState[]) => SeatState[]) => setDraft((d) => ({ ...d, seats: change(d.seats) }));
  const setField = (key: EndingKey) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  // Exactly once without a submission id: a resend of a result that did reach the server is refused by the
  // optimistic concurrency on Game.version ("resultAlreadySaved"), and nothing is written twice.
  const offline = useOfflineSubmit({
    form: draftName,
    send: (input: Omit<RecordResultInput, "submissionId">, submissionId: string) =>
      recordResult({ ...input, submissionId }),
    onAnswer: (res) => {
      setResult(res);
      if (!res.ok) return;
      clearDraft();
      // a new result goes on to the night's recap (the last step); a correction stays here with its confirmation
      if (!editing) {
        markResultSaved(entry.game.id);
        router.push(`/l/${slug}/recap/${entry.game.id}`);
      } else router.refresh();
    },
  });
  const pending = offline.pending;
  // The players' reports count for every dealt seat or for none (the server refuses a mix: it would let a recorder
  // check one hand-entered card on its own): once all the dealt seats have sent theirs, nothing of a card is entered.
  const dealtSeats = entry.seats.filter((s) => s.dealt);
  const reportsComplete = !editing && dealtSeats.length > 0 && dealtSeats.every((s) => s.selfReported);
  const fromReport = (i: number) => reportsComplete && !draft.manual && entry.seats[i].dealt;
  const waitingForReports =
    !editing && entry.game.status === "dealt" && entry.seats.some((s) => s.dealt && !s.selfReported);
  const usesArmies = entry.rules.gameTieBreak.includes("armies");

  // While players are still sending their territories, the recorder sees them arrive without reloading (the typed
  // entry is client state and survives the refresh).
  useEffect(() => {
    if (!waitingForReports) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && navigator.onLine) router.refresh();
    }, 8000);
    return () => window.clearInterval(timer);
  }, [waitingForReports, router]);

  const scores = seats.map((s, i) => seatScore(entry, s, fromReport(i)));
  const elsewhere = heldElsewhere(entry, seats, fromReport);
  const input = () => resultInput(slug, entry, draft, fromReport, editing);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void offline.submit(input());
  };

  // the app's refusals by key; the definition's (a value out of bounds, an elimination order with a gap…) in words
  const say = (k: string) => (decodeIssue(k) ? issueText(k, system, locale, ti) : err(k)!);
  const fieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const seatErrors = (playerId: string) =>
    Object.entries(fieldErrors)
      .filter(([k]) => k === `seats.${playerId}` || k.startsWith(`seats.${playerId}.`))
      .flatMap(([, keys]) => keys.map(say));
  const gameError = (name: string) => fieldErrors[name]?.map(say).join(" ");
  const listErrors = [...(fieldErrors.seats ?? []), ...(fieldErrors.play ?? [])].map(say);

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {result?.ok && (
        <div className="space-y-2">
          <FormMessage tone="success" message={t("saved")} />
          <p className="flex flex-wrap gap-2">
            <Link href={`/l/${slug}/games/${entry.game.id}`} className="btn-secondary">
              {t("backToGame")}
            </Link>
            <Link href={`/l/${slug}/seasons/${entry.season.edition}`} className="btn-secondary">
              {entry.season.name}
            </Link>
          </p>
        </div>
      )}
      <p className="text-sm text-stone-600">{t("intro")}</p>
      {entry.seats.map((seat, i) => (
        <SeatFields
          key={seat.id}
          seat={seat}
          index={i}
          value={seats[i]}
          onChange={(patch) => setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)))}
          catalogue={entry.catalogue}
          others={entry.seats.filter((o) => o.id !== seat.id)}
          score={scores[i]}
          report={editing || !seat.dealt ? null : fromReport(i) ? "used" : seat.selfReported ? "sent" : "waiting"}
          onEnterByHand={() => setDraft((d) => ({ ...d, manual: true }))}
          usesArmies={usesArmies}
          heldElsewhere={elsewhere(i)}
          outBefore={outBefore(entry, seats, i)}
          errors={seatErrors(seat.playerId)}
        />
      ))}
      <EndingFields draft={draft} set={setField} gameError={gameError} editing={editing} />
      {scores.every((x): x is NonNullable<typeof x> => x !== null) ? (
        <ResultPreview
          systemId={entry.season.systemId}
          rules={entry.rules}
          endedBy={draft.endReason || null}
          seats={previewSeats(entry, seats, scores)}
        />
      ) : (
        <p className="text-sm text-stone-600" data-testid="preview-after-save">
          {t("previewAfterSave")}
        </p>
      )}
      <SaveBar
        refusal={result && !result.ok ? [err(result.formError), ...listErrors].filter(Boolean).join(" ") : null}
        pending={pending}
        label={t("save")}
        status={offline.status}
      />
    </form>
  );
}
