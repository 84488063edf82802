"use client";
// One result form for every game system but RisiKo!, generated from the definition's FieldDefs (decision 0020):
// seats with identity pickers, game and seat fields with the rulebook's terms, bounds and hints, a live preview
// of ranks and tournament points (rankPlay + the season's formula, in the browser), the server's refusal at the field
// and, for the whole form, right above Save. The draft and what is sent are in src/lib/plays/play-draft.ts.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useState } from "react";
import { SaveBar } from "@/components/forms/save-bar";
import { useDraft } from "@/components/offline/use-draft";
import { useOfflineSubmit } from "@/components/offline/use-offline-submit";
import { useErrorText } from "@/components/ui/use-error-text";
import { playDraftName } from "@/lib/offline/draft-names";
import {
  blankDraft,
  emptySeat,
  playSubmission,
  type ExistingPlay,
  type PlayDraft,
  type PlayDraftKey,
  type PlaySubmission,
} from "@/lib/plays/play-draft";
import { playFromForm, type PlayFormState } from "@/lib/plays/play-form";
import { getSystem, type PlaySettings } from "@/scoring";
import { recordResult } from "@/server/actions/record-result";
import { HowRanked } from "./how-ranked";
import { PlayDateFields } from "./play-date-fields";
import { PlayGameFields } from "./play-game-fields";
import { PlayNoteFields } from "./play-note-fields";
import { PlayPreview } from "./play-preview";
import { PlaySeatFields } from "./play-seat-fields";
import { usePlayText } from "./use-play-text";

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
  existing?: ExistingPlay;
};

type Answer = { formError?: string; fieldErrors?: Record<string, string[]> };

export function PlayForm(props: PlayFormProps) {
  const { slug, season, systemId, rulesHref, rules, settings, players, today, existing } = props;
  const t = useTranslations("plays");
  const err = useErrorText();
  const router = useRouter();
  const system = getSystem(systemId);
  // What is typed is kept on this phone until the server accepts it (decision 0025).
  const draftName = playDraftName({ slug, systemId, seasonEdition: season, gameId: existing?.gameId });
  const [draft, setDraft, clearDraft] = useDraft<PlayDraft>(draftName, () => blankDraft(system, existing, today));
  const { state } = draft;
  const setState = (change: (s: PlayFormState) => PlayFormState) => setDraft((d) => ({ ...d, state: change(d.state) }));
  const setField = (key: PlayDraftKey) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sentGameId, setSentGameId] = useState<string | null>(null);
  const offline = useOfflineSubmit({
    form: draftName,
    send: (input: PlaySubmission, submissionId: string) => recordResult({ ...input, submissionId }),
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
        if (!existing) setDraft(blankDraft(system, existing, today));
      }
    },
  });
  const correcting = Boolean(existing && !existing.planned);
  const names = new Map(players.map((p) => [p.id, p.displayName]));
  const play = useMemo(() => playFromForm(system, state), [system, state]);
  const fieldErrors = answer?.fieldErrors ?? {};
  const text = usePlayText(system, state.seats.length, fieldErrors);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSentGameId(null);
    const built = playSubmission(draft, play, { slug, season, existing });
    if ("fieldErrors" in built) return setAnswer(built);
    void offline.submit(built.submission);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="play-form">
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
      <PlayDateFields draft={draft} set={setField} text={text} />
      <HowRanked system={system} settings={settings} />
      <p className="text-sm">
        <Link href={rulesHref} className="underline" data-testid="play-rules-link">
          {t("rulebookLink")}
        </Link>
      </p>
      <PlayGameFields system={system} state={state} play={play} setState={setState} text={text} />
      {Object.entries(fieldErrors)
        .filter(([k]) => k.startsWith("table."))
        .map(([k, messages]) => (
          <p key={k} className="field-error" data-testid={`error-${k}`}>
            {messages.map(text.say).join(" ")}
          </p>
        ))}
      <h2 className="h2">{t("players")}</h2>
      {state.seats.map((_, i) => (
        <PlaySeatFields
          key={i}
          system={system}
          seats={state.seats}
          index={i}
          players={players}
          names={names}
          fixedSeats={Boolean(existing)}
          onChange={(change) => setState((s) => ({ ...s, seats: s.seats.map((x, j) => (j === i ? change(x) : x)) }))}
          onRemove={
            !existing && state.seats.length > system.players.min
              ? () => setState((s) => ({ ...s, seats: s.seats.filter((_, j) => j !== i) }))
              : null
          }
          text={text}
        />
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
      <PlayPreview system={system} play={play} rules={rules} settings={settings} names={names} text={text} />
      <PlayNoteFields draft={draft} set={setField} correcting={correcting} text={text} />
      <SaveBar
        refusal={answer?.formError ? err(answer.formError) : null}
        pending={offline.pending}
        label={correcting ? t("saveEdit") : t("save")}
        status={offline.status}
        testId="play-save"
      />
    </form>
  );
}
