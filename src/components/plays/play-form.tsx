"use client";
// One result form for every game system but RisiKo!, generated from the definition's FieldDefs (decision 0020):
// seats with identity pickers, game and seat fields with the rulebook's terms, bounds and hints, a live preview
// of ranks and tournament points (rankPlay + the season's formula, in the browser), the server's refusal at the field.
import { useRouter } from "next/navigation";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useState } from "react";
import { OfflineStatus } from "@/components/offline/offline-status";
import { useDraft } from "@/components/offline/use-draft";
import { useOfflineSubmit } from "@/components/offline/use-offline-submit";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import {
  fieldsAt,
  formFromPlay,
  issuesByField,
  playFromForm,
  type PlayFormSeat,
  type PlayFormState,
  type RawValue,
} from "@/lib/plays/play-form";
import { labelIn } from "@/lib/plays/label-in";
import { decodeIssue, issueText } from "@/lib/plays/play-issues";
import { fieldHint } from "@/lib/plays/field-hint";
import {
  getSystem,
  parseRules,
  playedVariants,
  ScoringInputError,
  scorePlay,
  type FieldDef,
  type Play,
  type PlaySettings,
  type ScoredPlay,
} from "@/scoring";
import { NUMBER_BOUNDS, parseNumberText } from "@/schemas/numbers";
import type { RecordPlayInput } from "@/schemas/play";
import { recordPlay } from "@/server/actions/record-play";
import { FieldInput } from "./field-input";
import { HowRanked } from "./how-ranked";
import { playDraftName } from "@/lib/offline/draft-names";

export type PlayFormProps = {
  slug: string;
  /** a new play: the edition of the active season it is recorded in (several may be active); its draft (and the
   * draft's key) belong to it */
  season?: number;
  systemId: string;
  /** the season's page where its rules are read: the form's one link to them (no rulebook section under each field) */
  rulesHref: string;
  /** the season's rules (JSON text) and club-rule settings, for the preview */
  rules: string;
  settings: PlaySettings | undefined;
  players: { id: string; displayName: string }[];
  today: string;
  /** a stored play to correct, or a planned one (fair tables) to record: its seats are fixed */
  existing?: {
    gameId: string;
    version: number;
    playedOn: string;
    durationMinutes: number | null;
    notes: string | null;
    play: Play;
    /** a planned play's first result (decision 0062): recorded, so no reason is asked */
    planned?: boolean;
  };
};

type PlaySubmission = Omit<RecordPlayInput, "play" | "submissionId"> & { play: Play };
type PlayDraft = { state: PlayFormState; playedOn: string; duration: string; notes: string; reason: string };

const emptySeat = (i: number): PlayFormSeat => ({ playerId: "", seatOrder: i + 1, identity: {}, values: {} });

export function PlayForm({
  slug,
  season,
  systemId,
  rulesHref,
  rules,
  settings,
  players,
  today,
  existing,
}: PlayFormProps) {
  const t = useTranslations("plays");
  const format = useFormatter();
  const locale = useLocale();
  const err = useErrorText();
  const ti = useTranslations("plays.issues");
  const router = useRouter();
  const system = getSystem(systemId);
  // What is typed is kept on this phone until the server accepts it (decision 0025).
  const draftName = playDraftName({ slug, systemId, seasonEdition: season, gameId: existing?.gameId });
  const blank = (): PlayDraft => ({
    state: existing
      ? formFromPlay(existing.play)
      : {
          endedBy: "",
          endedAt: "",
          game: {},
          seats: Array.from({ length: system.players.min }, (_, i) => emptySeat(i)),
        },
    playedOn: existing?.playedOn ?? today,
    duration: existing?.durationMinutes?.toString() ?? "",
    notes: existing?.notes ?? "",
    reason: "",
  });
  const [draft, setDraft, clearDraft] = useDraft<PlayDraft>(draftName, blank);
  const { state, playedOn, duration, notes, reason } = draft;
  const setState = (change: PlayFormState | ((s: PlayFormState) => PlayFormState)) =>
    setDraft((d) => ({ ...d, state: typeof change === "function" ? change(d.state) : change }));
  const setField = (key: "playedOn" | "duration" | "notes" | "reason") => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const [setPlayedOn, setDuration, setNotes, setReason] = [
    setField("playedOn"),
    setField("duration"),
    setField("notes"),
    setField("reason"),
  ];
  const [answer, setAnswer] = useState<{ formError?: string; fieldErrors?: Record<string, string[]> } | null>(null);
  const [sentGameId, setSentGameId] = useState<string | null>(null);
  const offline = useOfflineSubmit({
    form: draftName,
    send: (input: PlaySubmission, submissionId: string) => recordPlay({ ...input, submissionId }),
    onAnswer: (res, { live }) => {
      if (!res.ok) return setAnswer(res);
      setAnswer(null);
      clearDraft();
      if (live) {
        router.push(`/l/${slug}/games/${res.data.gameId}`);
        router.refresh();
      } else {
        // sent from the outbox: say so here, with the way to the game, and leave a clean form
        setSentGameId(res.data.gameId);
        if (!existing) setDraft(blank());
      }
    },
  });
  const pending = offline.pending;
  const correcting = Boolean(existing && !existing.planned);
  const names = new Map(players.map((p) => [p.id, p.displayName]));
  const L = (l: { it: string; en: string }) => labelIn(l, locale);

  const play = useMemo(() => playFromForm(system, state), [system, state]);
  // ticked by hand, or following from a game field as typed (CotE II: seasons 5 is the fifth season; decision 0063)
  const shownVariants = playedVariants(system, play.game, play.variants);
  const fieldLabel = (key: string) => {
    const def = system.gameFields.find((d) => d.key === key);
    return def ? L(def.label) : key;
  };
  // fields of one table size only (HOTRE's second group with 2 players, §15.1) are shown at that size
  const identityFields = fieldsAt(system.identity, state.seats.length);
  const seatFields = fieldsAt(system.seatFields, state.seats.length);
  const preview = useMemo((): { scored: ScoredPlay | null; issues: Record<string, string[]> } => {
    if (state.seats.some((s) => !s.playerId)) return { scored: null, issues: {} };
    try {
      return { scored: scorePlay(systemId, play, parseRules(JSON.parse(rules)), settings), issues: {} };
    } catch (e) {
      if (e instanceof ScoringInputError) return { scored: null, issues: issuesByField(play, e.issues) };
      return { scored: null, issues: {} };
    }
  }, [systemId, play, rules, settings, state.seats]);

  const fieldErrors = answer?.fieldErrors ?? {};
  // the scoring library's problems (encoded by issuesByField) in the reader's language; the app's own error keys as before
  const say = (k: string) => (decodeIssue(k) ? issueText(k, system, locale, ti) : (err(k) ?? k));
  const errorsAt = (key: string) => fieldErrors[key]?.map(say);
  /** where a problem of the preview is: the player and the field, by their names */
  const where = (key: string) => {
    const parts = key.split(".");
    const label = (k: string | undefined) => {
      const def = [...system.gameFields, ...system.seatFields, ...system.identity].find((d) => d.key === k);
      return def ? L(def.label) : (k ?? "");
    };
    if (parts[0] === "game" || parts[0] === "table") return label(parts.at(-1));
    if (parts[0] === "seats") {
      const name = names.get(parts[1]) ?? "";
      return parts[2] === "values" || parts[2] === "identity"
        ? `${name}: ${label(parts[3])}`
        : parts[2] === "seatOrder"
          ? `${name}: ${t("seatOrder")}`
          : name;
    }
    if (parts[0] === "endedBy") return t("endedBy");
    if (parts[0] === "endedAt") return t("endedAt", { unit: system.length.unit });
    if (parts[0] === "variants") return t("variants");
    return t("game");
  };

  const setSeat = (i: number, change: (s: PlayFormSeat) => PlayFormSeat) =>
    setState((s) => ({ ...s, seats: s.seats.map((x, j) => (j === i ? change(x) : x)) }));
  /** values of an identity key taken by other seats (distinct at the table), or by either group of a seat (HOTRE start areas) */
  const takenBy = (def: FieldDef, i: number) => {
    const group = identityFields.filter((d) => d !== def && (d.tallyAs ?? d.key) === (def.tallyAs ?? def.key));
    if (!def.table?.distinct && group.length === 0) return new Set<string>();
    const keys = [def.key, ...group.map((d) => d.key)];
    return new Set(
      state.seats
        .flatMap((s, j) => keys.filter((k) => j !== i || k !== def.key).map((k) => s.identity[k]))
        .filter(Boolean),
    );
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSentGameId(null);
    // a duration that is not plain digits is refused here: the outbox would store NaN as null (JSON) and drop it
    if (duration.trim() !== "" && parseNumberText(duration) === null)
      return setAnswer({ fieldErrors: { durationMinutes: ["notAnInteger"] } });
    void offline.submit({
      slug,
      playedOn,
      durationMinutes: duration.trim() === "" ? null : parseNumberText(duration),
      notes: notes.trim() || null,
      reason: correcting ? reason.trim() || null : null,
      ...(existing ? { gameId: existing.gameId, version: existing.version } : { season }),
      play,
    });
  };

  const hintWords = { clubRule: t("clubRule"), optional: t("optional") };
  const hint = (def: FieldDef) => fieldHint(def, state.seats.length, locale, hintWords);
  const lengthField = system.length.gameField;

  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="play-form">
      <FormMessage message={answer?.formError ? err(answer.formError) : null} />
      {sentGameId && (
        <p>
          <Link href={`/l/${slug}/games/${sentGameId}`} className="underline" data-testid="play-sent-link">
            {t("openSent")}
          </Link>
        </p>
      )}
      {fieldErrors.play && (
        <p className="field-error" data-testid="error-play">
          {fieldErrors.play.join(" ")}
        </p>
      )}

      <div className="grid grid-cols-2 gap-3">
        <div>
          <label className="label" htmlFor="play-date">
            {t("date")}
          </label>
          <input
            id="play-date"
            type="date"
            className="input"
            value={playedOn}
            onChange={(e) => setPlayedOn(e.target.value)}
          />
          {errorsAt("playedOn") && <p className="field-error">{errorsAt("playedOn")!.join(" ")}</p>}
        </div>
        <div>
          <label className="label" htmlFor="play-duration">
            {t("duration")}
          </label>
          <input
            id="play-duration"
            type="number"
            inputMode="numeric"
            min={0}
            max={NUMBER_BOUNDS.durationMinutes.max}
            className="input"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
          {errorsAt("durationMinutes") && (
            <p className="field-error" data-testid="error-durationMinutes">
              {errorsAt("durationMinutes")!.join(" ")}
            </p>
          )}
        </div>
      </div>

      <HowRanked system={system} settings={settings} />
      <p className="text-sm">
        <Link href={rulesHref} className="underline" data-testid="play-rules-link">
          {t("rulebookLink")}
        </Link>
      </p>

      <fieldset className="card space-y-3">
        <legend className="h2">{t("game")}</legend>
        <div>
          <label className="label" htmlFor="play-endedBy">
            {t("endedBy")}
          </label>
          <select
            id="play-endedBy"
            className="input"
            value={state.endedBy}
            onChange={(e) => setState((s) => ({ ...s, endedBy: e.target.value }))}
            data-testid="play-endedBy"
          >
            <option value="">{t("endedByDerived")}</option>
            {system.endings.map((end) => (
              <option key={end.value} value={end.value}>
                {L(end.label)}
                {end.clubDefault ? ` (${t("clubRule")})` : ""}
              </option>
            ))}
          </select>
          {errorsAt("endedBy") && (
            <p className="field-error" data-testid="error-endedBy">
              {errorsAt("endedBy")!.join(" ")}
            </p>
          )}
        </div>
        {lengthField === null && system.length.max !== null && (
          <div>
            <label className="label" htmlFor="play-endedAt">
              {t("endedAt", { unit: system.length.unit })}
            </label>
            <input
              id="play-endedAt"
              type="number"
              inputMode="numeric"
              min={1}
              max={system.length.max}
              className="input"
              value={state.endedAt}
              onChange={(e) => setState((s) => ({ ...s, endedAt: e.target.value }))}
            />
          </div>
        )}
        {system.gameFields.map((def) => (
          <FieldInput
            key={def.key}
            id={`play-game-${def.key}`}
            def={def}
            label={L(def.label)}
            hint={hint(def)}
            optionLabel={L}
            value={state.game[def.key]}
            onChange={(v) => setState((s) => ({ ...s, game: { ...s.game, [def.key]: v } }))}
            errors={errorsAt(`game.${def.key}`)}
            yes={t("yes")}
            no={t("no")}
          />
        ))}
        {system.variants.length > 0 && (
          <fieldset data-testid="play-variants">
            <legend className="label">{t("variants")}</legend>
            {system.variants.map((v) => (
              <label key={v.id} className="flex items-center gap-2">
                {/* a variant that follows from a game field is shown as that field says, not ticked (decision 0063) */}
                <input
                  type="checkbox"
                  data-testid={`play-variant-${v.id}`}
                  checked={shownVariants.includes(v.id)}
                  disabled={v.when !== undefined}
                  onChange={(e) =>
                    setState((s) => ({
                      ...s,
                      variants: e.target.checked
                        ? [...(s.variants ?? []).filter((x) => x !== v.id), v.id]
                        : (s.variants ?? []).filter((x) => x !== v.id),
                    }))
                  }
                />
                {L(v.label)}
                {v.when && (
                  <span className="text-xs opacity-70">
                    {" "}
                    {t("variantFollows", {
                      field: fieldLabel(v.when.gameField),
                      value: String(v.when.equals),
                    })}
                  </span>
                )}
              </label>
            ))}
            {errorsAt("variants") && (
              <p className="field-error" data-testid="error-variants">
                {errorsAt("variants")!.join(" ")}
              </p>
            )}
          </fieldset>
        )}
      </fieldset>

      {Object.entries(fieldErrors)
        .filter(([k]) => k.startsWith("table."))
        .map(([k, messages]) => (
          <p key={k} className="field-error" data-testid={`error-${k}`}>
            {messages.map(say).join(" ")}
          </p>
        ))}

      <h2 className="h2">{t("players")}</h2>
      {state.seats.map((seat, i) => (
        <fieldset key={i} className="card space-y-3" data-testid={`seat-${i}`}>
          <legend className="font-semibold">
            {seat.playerId ? names.get(seat.playerId) : `${t("playerLabel")} ${i + 1}`}
          </legend>
          {!existing && (
            <div>
              <label className="label" htmlFor={`seat-${i}-player`}>
                {t("playerLabel")}
              </label>
              <select
                id={`seat-${i}-player`}
                className="input"
                value={seat.playerId}
                onChange={(e) => setSeat(i, (s) => ({ ...s, playerId: e.target.value }))}
                data-testid={`seat-${i}-player`}
              >
                <option value="">—</option>
                {players.map((p) => (
                  <option key={p.id} value={p.id} disabled={state.seats.some((s, j) => j !== i && s.playerId === p.id)}>
                    {p.displayName}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label className="label" htmlFor={`seat-${i}-order`}>
              {t("seatOrder")}
            </label>
            <input
              id={`seat-${i}-order`}
              type="number"
              inputMode="numeric"
              min={1}
              max={state.seats.length}
              className="input"
              value={seat.seatOrder}
              onChange={(e) => setSeat(i, (s) => ({ ...s, seatOrder: Number(e.target.value) }))}
              aria-describedby={`seat-${i}-order-hint`}
            />
            <p id={`seat-${i}-order-hint`} className="mt-1 text-xs text-stone-500">
              {t("seatOrderHint", { meaning: system.seatOrder.meaning })}
            </p>
            {errorsAt(`seats.${seat.playerId}.seatOrder`) && (
              <p className="field-error">{errorsAt(`seats.${seat.playerId}.seatOrder`)!.join(" ")}</p>
            )}
          </div>
          {identityFields.map((def) => {
            const taken = takenBy(def, i);
            return (
              <FieldInput
                key={def.key}
                id={`seat-${i}-identity-${def.key}`}
                def={def}
                label={L(def.label)}
                hint={hint(def)}
                optionLabel={L}
                disabledOptions={taken}
                value={seat.identity[def.key]}
                onChange={(v) => setSeat(i, (s) => ({ ...s, identity: { ...s.identity, [def.key]: String(v) } }))}
                errors={errorsAt(`seats.${seat.playerId}.identity.${def.key}`)}
                yes={t("yes")}
                no={t("no")}
              />
            );
          })}
          {seatFields.map((def) => (
            <FieldInput
              key={def.key}
              id={`seat-${i}-values-${def.key}`}
              def={def}
              label={L(def.label)}
              hint={hint(def)}
              optionLabel={L}
              value={seat.values[def.key]}
              onChange={(v: RawValue) => setSeat(i, (s) => ({ ...s, values: { ...s.values, [def.key]: v } }))}
              errors={errorsAt(`seats.${seat.playerId}.values.${def.key}`)}
              yes={t("yes")}
              no={t("no")}
            />
          ))}
          {!existing && state.seats.length > system.players.min && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setState((s) => ({ ...s, seats: s.seats.filter((_, j) => j !== i) }))}
            >
              {t("remove")}
            </button>
          )}
        </fieldset>
      ))}
      {!existing && state.seats.length < system.players.max && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => setState((s) => ({ ...s, seats: [...s.seats, emptySeat(s.seats.length)] }))}
          data-testid="add-seat"
        >
          {t("addPlayer")}
        </button>
      )}

      <section className="card space-y-2" aria-labelledby="play-preview-title" data-testid="play-preview">
        <h2 id="play-preview-title" className="h2">
          {t("preview")}
        </h2>
        <p className="text-xs text-stone-500">{t("previewHint")}</p>
        {preview.scored && (
          <>
            <p data-testid="preview-result">{t("resultOf", { result: t(`result.${preview.scored.result.result}`) })}</p>
            <table className="w-full text-sm">
              <caption className="sr-only">{t("preview")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="text-left">
                    {t("rank")}
                  </th>
                  <th scope="col" className="text-left">
                    {t("playerLabel")}
                  </th>
                  <th scope="col" className="text-right">
                    {t("points")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...preview.scored.seats]
                  .sort((a, b) => a.rank - b.rank)
                  .map((s) => (
                    <tr key={s.playerId}>
                      <td>
                        {s.rank}
                        {s.isWinner
                          ? ` · ${t("winner")}`
                          : preview.scored!.result.result === "draw" && s.rank === 1
                            ? ` · ${t("draw")}`
                            : ""}
                      </td>
                      <td>{names.get(s.playerId)}</td>
                      <td className="text-right">{format.number(s.points, { maximumFractionDigits: 2 })}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </>
        )}
        {Object.keys(preview.issues).length > 0 && (
          <div>
            <p className="text-sm font-semibold">{t("previewIssues")}</p>
            <ul className="list-disc pl-5 text-sm text-red-800" data-testid="preview-issues">
              {Object.entries(preview.issues).map(([k, messages]) => (
                <li key={k}>
                  {where(k)}: {messages.map(say).join(" ")}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <div>
        <label className="label" htmlFor="play-notes">
          {t("notes")}
        </label>
        <textarea id="play-notes" className="input" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      {correcting && (
        <div>
          <label className="label" htmlFor="play-reason">
            {t("reason")}
          </label>
          <input id="play-reason" className="input" value={reason} onChange={(e) => setReason(e.target.value)} />
          {errorsAt("reason") && (
            <p className="field-error" data-testid="error-reason">
              {errorsAt("reason")!.join(" ")}
            </p>
          )}
        </div>
      )}
      <button type="submit" className="btn-primary w-full" disabled={pending} data-testid="play-save">
        {correcting ? t("saveEdit") : t("save")}
      </button>
      {/* next to Save, where the eye is after tapping it (issue 22 §4) */}
      <OfflineStatus status={offline.status} />
    </form>
  );
}
