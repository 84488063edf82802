"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { OfflineStatus } from "@/components/offline/offline-status";
import { useDraft } from "@/components/offline/use-draft";
import { useOfflineSubmit } from "@/components/offline/use-offline-submit";
import { FormMessage } from "@/components/ui/form-error";
import { markResultSaved } from "@/components/recap/saved-banner";
import { ResultPreview } from "@/components/results/result-preview";
import { useResultErrorText } from "@/components/results/error-text";
import { END_REASONS, SDADATA_THRESHOLDS, type GameResultInput } from "@/schemas/result";
import { deriveCompletion } from "@/scoring/territories";
import type { ActionResult } from "@/server/action";
import { recordGameResult } from "@/server/actions/record-game-result";
import type { ResultEntry } from "@/server/queries/result-entry";
import { SeatFields, type SeatState } from "./seat-fields";
import { parseNumberText } from "@/schemas/numbers";

/**
 * What the server reads: a number through the one reader (src/schemas/numbers.ts), null for an empty field, or
 * the text as typed when it is not plain digits (`0x10`, `1e3`), which the schema refuses at its field (NaN would
 * turn into null in the outbox's JSON and be taken as "not recorded").
 */
const int = (s: string): number | null => (s.trim() === "" ? null : (parseNumberText(s) ?? (s as unknown as number)));
/** The preview's number: text that is not plain digits counts as nothing yet. */
const previewInt = (s: string): number | null => (s.trim() === "" ? null : parseNumberText(s));

function initialSeat(saved: ResultEntry["seats"][number]["saved"]): SeatState {
  return {
    objectiveId: saved?.objectiveId ?? "",
    held: saved?.heldTerritoryIds ?? [],
    objectiveTotal: saved?.objectiveId ? "" : (saved?.objectiveTotal?.toString() ?? ""),
    objectivePoints: saved?.objectiveId ? "" : (saved?.objectivePoints?.toString() ?? ""),
    completed: saved?.objectiveCompleted ?? false,
    eliminated: saved?.eliminatedOrder != null,
    eliminatedOrder: saved?.eliminatedOrder?.toString() ?? "1",
    eliminatedById: saved?.eliminatedById ?? "",
    armies: saved?.armies?.toString() ?? "",
  };
}

/** Phone-first result entry: live objective points per seat, live preview, one submit. */
export function ResultForm({ entry, slug }: { entry: ResultEntry; slug: string }) {
  const t = useTranslations("results");
  const err = useResultErrorText();
  const router = useRouter();
  const editing = entry.game.status === "finished";
  // What is typed is kept on this phone until the server accepts it (decision 0025), per game and loaded version.
  const draftName = `result:${slug}:${entry.game.id}:${entry.game.version}`;
  const [draft, setDraft, clearDraft] = useDraft(draftName, () => ({
    seats: entry.seats.map((s) => initialSeat(s.saved)),
    endReason: entry.game.endReason ?? "",
    sdadataRound: entry.game.sdadataRound?.toString() ?? "",
    sdadataThreshold: entry.game.sdadataThreshold?.toString() ?? "",
    duration: entry.game.durationMinutes?.toString() ?? "",
    notes: entry.game.notes ?? "",
    reason: "",
    /** the recorder enters every card by hand although the players sent their territories */
    manual: false,
  }));
  const { seats, endReason, sdadataRound, duration, notes, reason } = draft;
  // a draft kept on this phone before the threshold was asked has none
  const sdadataThreshold = draft.sdadataThreshold ?? "";
  const setSeats = (change: (all: SeatState[]) => SeatState[]) => setDraft((d) => ({ ...d, seats: change(d.seats) }));
  const setField =
    (key: "endReason" | "sdadataRound" | "sdadataThreshold" | "duration" | "notes" | "reason") => (value: string) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const [setEndReason, setSdadataRound, setSdadataThreshold, setDuration, setNotes, setReason] = [
    setField("endReason"),
    setField("sdadataRound"),
    setField("sdadataThreshold"),
    setField("duration"),
    setField("notes"),
    setField("reason"),
  ];
  const [result, setResult] = useState<ActionResult<{ version: number }> | null>(null);
  // Exactly once without a submission id: a resend of a result that did reach the server is refused by the
  // optimistic concurrency on Game.version ("resultAlreadySaved"), and nothing is written twice.
  const offline = useOfflineSubmit({
    form: draftName,
    send: (input: GameResultInput, submissionId: string) => recordGameResult({ ...input, submissionId }),
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

  const scores = seats.map((s, i) => {
    if (fromReport(i)) return null;
    const objective = entry.catalogue.find((o) => o.id === s.objectiveId);
    const total = objective ? objective.total : (previewInt(s.objectiveTotal) ?? 0);
    const points = s.eliminated
      ? 0
      : s.completed
        ? total
        : objective
          ? objective.territories.filter((tr) => s.held.includes(tr.id)).reduce((sum, tr) => sum + tr.value, 0)
          : (previewInt(s.objectivePoints) ?? 0);
    return { total, points };
  });

  // What each seat entered by hand holds (all of its card when completed): a territory is held by one player, so a
  // territory ticked for one seat cannot be ticked for another (issue 21). Reports stay unseen.
  const holdings = seats.map((s, i) => {
    const objective = fromReport(i) || s.eliminated ? undefined : entry.catalogue.find((o) => o.id === s.objectiveId);
    return objective ? (s.completed ? objective.territories.map((tr) => tr.id) : s.held) : [];
  });
  const heldElsewhere = (i: number) =>
    new Map(holdings.flatMap((ids, j) => (j === i ? [] : ids.map((id) => [id, entry.seats[j].playerName] as const))));

  // the eliminator was still in the game: not a player eliminated before this seat (issue 21)
  const outBefore = (i: number) =>
    new Set(
      seats[i].eliminated
        ? entry.seats
            .filter(
              (_, j) =>
                j !== i && seats[j].eliminated && Number(seats[j].eliminatedOrder) < Number(seats[i].eliminatedOrder),
            )
            .map((o) => o.playerId)
        : [],
    );

  const input = (): GameResultInput => ({
    gameId: entry.game.id,
    version: entry.game.version,
    endReason: endReason as GameResultInput["endReason"],
    sdadataRound: endReason === "sdadata" ? int(sdadataRound) : null,
    sdadataThreshold: endReason === "sdadata" ? int(sdadataThreshold) : null,
    durationMinutes: int(duration),
    notes: notes.trim() || null,
    reason: editing ? reason.trim() || null : null,
    seats: entry.seats.map((seat, i) => {
      const s = seats[i];
      const common = {
        seatId: seat.id,
        objectiveCompleted: s.completed,
        eliminatedOrder: s.eliminated ? Number(s.eliminatedOrder) : null,
        eliminatedById: s.eliminated ? s.eliminatedById || null : null,
        armies: s.eliminated ? null : int(s.armies),
      };
      if (fromReport(i))
        return {
          ...common,
          fromPlayerReport: true,
          objectiveId: null,
          heldTerritoryIds: [],
          objectiveTotal: null,
          objectivePoints: null,
        };
      return {
        ...common,
        objectiveId: s.objectiveId || null,
        heldTerritoryIds: s.objectiveId && !s.eliminated ? s.held : [],
        objectiveTotal: s.objectiveId ? null : int(s.objectiveTotal),
        objectivePoints: s.objectiveId
          ? null
          : s.eliminated
            ? 0
            : s.completed
              ? int(s.objectiveTotal)
              : int(s.objectivePoints),
      };
    }),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void offline.submit(input());
  };

  const fieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const seatErrors = (i: number, seatId: string) =>
    Object.entries(fieldErrors)
      .filter(([k]) => k === `seats.${seatId}` || k.startsWith(`seats.${i}.`))
      .flatMap(([, keys]) => keys.map((k) => err(k)!));
  const gameError = (name: string) => fieldErrors[name]?.map((k) => err(k)!).join(" ");
  const listErrors = (fieldErrors.seats ?? []).map((k) => err(k)!);

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {result?.ok ? (
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
      ) : (
        <FormMessage
          message={result && !result.ok ? [err(result.formError), ...listErrors].filter(Boolean).join(" ") : null}
        />
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
          heldElsewhere={heldElsewhere(i)}
          outBefore={outBefore(i)}
          errors={seatErrors(i, seat.id)}
        />
      ))}
      <fieldset className="card space-y-3">
        <legend className="h2 float-left mb-2 w-full">{t("ending")}</legend>
        <div className="clear-both">
          <label htmlFor="endReason" className="label">
            {t("endReason")}
          </label>
          <select
            id="endReason"
            className="input"
            value={endReason}
            onChange={(e) => setEndReason(e.target.value)}
            aria-invalid={Boolean(gameError("endReason"))}
            aria-describedby={gameError("endReason") ? "endReason-error" : undefined}
          >
            <option value="">—</option>
            {END_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`endReasons.${r}`)}
              </option>
            ))}
          </select>
          {gameError("endReason") && (
            <p id="endReason-error" className="field-error">
              {gameError("endReason")}
            </p>
          )}
        </div>
        {endReason === "sdadata" && (
          <div>
            <label htmlFor="sdadataRound" className="label">
              {t("sdadataRound")}
            </label>
            <input
              id="sdadataRound"
              className="input"
              inputMode="numeric"
              value={sdadataRound}
              onChange={(e) => setSdadataRound(e.target.value)}
              aria-invalid={Boolean(gameError("sdadataRound"))}
            />
            {gameError("sdadataRound") && <p className="field-error">{gameError("sdadataRound")}</p>}
          </div>
        )}
        {endReason === "sdadata" && (
          <div>
            <label htmlFor="sdadataThreshold" className="label">
              {t("sdadataThreshold")}
            </label>
            {/* 4 rising to 7 (domain README): the choices are the bounds */}
            <select
              id="sdadataThreshold"
              className="input"
              value={sdadataThreshold}
              onChange={(e) => setSdadataThreshold(e.target.value)}
              aria-invalid={Boolean(gameError("sdadataThreshold"))}
              aria-describedby="sdadataThreshold-hint"
            >
              <option value="">{t("sdadataThresholdUnknown")}</option>
              {SDADATA_THRESHOLDS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <p id="sdadataThreshold-hint" className="mt-1 text-xs text-stone-500">
              {t("sdadataThresholdHint")}
            </p>
            {gameError("sdadataThreshold") && <p className="field-error">{gameError("sdadataThreshold")}</p>}
          </div>
        )}
        <div>
          <label htmlFor="duration" className="label">
            {t("duration")}
          </label>
          <input
            id="duration"
            className="input"
            inputMode="numeric"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
          {gameError("durationMinutes") && <p className="field-error">{gameError("durationMinutes")}</p>}
        </div>
        <div>
          <label htmlFor="notes" className="label">
            {t("notes")}
          </label>
          <textarea id="notes" className="input" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        {editing && (
          <div>
            <label htmlFor="reason" className="label">
              {t("reason")}
            </label>
            <input id="reason" className="input" value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
      </fieldset>
      {scores.every((x) => x !== null) ? (
        <ResultPreview
          rules={entry.rules}
          seats={entry.seats.map((seat, i) => ({
            name: seat.playerName,
            playerId: seat.playerId,
            turnOrder: seat.turnOrder,
            objectivePoints: scores[i]!.points,
            objectiveTotal: scores[i]!.total,
            // every territory of the objective held completes it, ticked or not (issue 21)
            objectiveCompleted: deriveCompletion({
              objectiveCompleted: seats[i].completed,
              eliminatedOrder: seats[i].eliminated ? 1 : null,
              objectivePoints: scores[i]!.points,
              objectiveTotal: scores[i]!.total,
            }),
            eliminatedOrder: seats[i].eliminated ? Number(seats[i].eliminatedOrder) : null,
            armies: seats[i].eliminated ? null : previewInt(seats[i].armies),
          }))}
        />
      ) : (
        <p className="text-sm text-stone-600" data-testid="preview-after-save">
          {t("previewAfterSave")}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? "…" : t("save")}
      </button>
      {/* next to Save, where the eye is after tapping it (issue 22 §4) */}
      <OfflineStatus status={offline.status} />
    </form>
  );
}
