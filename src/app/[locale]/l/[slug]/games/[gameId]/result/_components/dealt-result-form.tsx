"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { FormMessage } from "@/components/ui/form-error";
import { markResultSaved } from "@/components/recap/saved-banner";
import { ResultForm, type ResultPart } from "@/components/results/result-form";
import { ResultPreview } from "@/components/results/result-preview";
import { useResultErrorText } from "@/components/results/error-text";
import { decodeIssue, issueText } from "@/lib/plays/play-issues";
import { getSystem } from "@/scoring";
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
  type ResultDraft,
} from "./result-draft";
import { SeatFields, type SeatState } from "./seat-fields";

/**
 * The result of a game whose objectives were dealt, in the one ResultForm: each seat's card (chosen with the
 * territories held, or left to its holder's report) with its live points, the ending, a live preview.
 */
export function DealtResultForm({ entry, slug }: { entry: ResultEntry; slug: string }) {
  const t = useTranslations("results");
  const err = useResultErrorText();
  const router = useRouter();
  const editing = entry.game.status === "finished";
  // The players' reports count for every dealt seat or for none (the server refuses a mix: it would let a recorder
  // check one hand-entered card on its own): once all the dealt seats have sent theirs, nothing of a card is entered.
  const dealtSeats = entry.seats.filter((s) => s.dealt);
  const reportsComplete = !editing && dealtSeats.length > 0 && dealtSeats.every((s) => s.selfReported);
  const fromReport = (draft: ResultDraft) => (i: number) => reportsComplete && !draft.manual && entry.seats[i].dealt;
  // the refusals of the whole form: the app's by key, a list's (seats, the play) in words
  const say = useSay(entry);
  return (
    <ResultForm<ResultDraft>
      // kept per game and loaded version: a resend of a result that did reach the server is refused by the
      // optimistic concurrency on Game.version ("resultAlreadySaved"), and nothing is written twice
      draftName={`result:${slug}:${entry.game.id}:${entry.game.version}`}
      initial={() => initialDraft(entry)}
      submission={(draft) => ({ submission: resultInput(slug, entry, draft, fromReport(draft), editing) })}
      onSaved={(gameId) => {
        // a new result goes on to the night's recap (the last step); a correction stays here with its confirmation
        if (!editing) {
          markResultSaved(gameId);
          router.push(`/l/${slug}/recap/${gameId}`);
        } else router.refresh();
      }}
      refusal={(answer) =>
        [err(answer.formError), ...[...(answer.fieldErrors?.seats ?? []), ...(answer.fieldErrors?.play ?? [])].map(say)]
          .filter(Boolean)
          .join(" ") || null
      }
      label={t("save")}
    >
      {(part) => (
        <DealtFields
          entry={entry}
          slug={slug}
          part={part}
          editing={editing}
          fromReport={fromReport(part.draft)}
          say={say}
        />
      )}
    </ResultForm>
  );
}

/** The app's refusals by key; the definition's (a value out of bounds, an elimination order with a gap…) in words. */
function useSay(entry: ResultEntry) {
  const err = useResultErrorText();
  const ti = useTranslations("plays.issues");
  const locale = useLocale();
  const system = getSystem(entry.season.systemId);
  return (k: string) => (decodeIssue(k) ? issueText(k, system, locale, ti) : err(k)!);
}

function DealtFields(props: {
  entry: ResultEntry;
  slug: string;
  part: ResultPart<ResultDraft>;
  editing: boolean;
  fromReport: (i: number) => boolean;
  say: (key: string) => string;
}) {
  const { entry, slug, part, editing, fromReport, say } = props;
  const t = useTranslations("results");
  const router = useRouter();
  const { draft, setDraft, fieldErrors } = part;
  const { seats } = draft;
  const setSeats = (change: (all: SeatState[]) => SeatState[]) => setDraft((d) => ({ ...d, seats: change(d.seats) }));
  const setField = (key: EndingKey) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
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
  const seatErrors = (playerId: string) =>
    Object.entries(fieldErrors)
      .filter(([k]) => k === `seats.${playerId}` || k.startsWith(`seats.${playerId}.`))
      .flatMap(([, keys]) => keys.map(say));
  const gameError = (name: string) => fieldErrors[name]?.map(say).join(" ");

  return (
    <>
      {part.saved && (
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
    </>
  );
}
