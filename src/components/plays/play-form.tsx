"use client";
// The result form of a system that deals nothing, its part generated from the definition's FieldDefs (decision
// 0020): seats with identity pickers, game and seat fields with the rulebook's terms, bounds and hints, a live
// preview of ranks and tournament points (rankPlay + the season's formula, in the browser) and the server's refusal
// at the field, inside the one ResultForm. The draft and what is sent are in src/lib/plays/play-draft.ts.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useState } from "react";
import { ResultForm, type ResultPart } from "@/components/results/result-form";
import { useErrorText } from "@/components/ui/use-error-text";
import { playDraftName } from "@/lib/offline/draft-names";
import {
  blankDraft,
  emptySeat,
  playSubmission,
  type ExistingPlay,
  type PlayDraft,
  type PlayDraftKey,
} from "@/lib/plays/play-draft";
import { playFromForm, type PlayFormState } from "@/lib/plays/play-form";
import { getSystem, type PlaySettings } from "@/scoring";
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

export function PlayForm(props: PlayFormProps) {
  const { slug, season, systemId, today, existing } = props;
  const t = useTranslations("plays");
  const err = useErrorText();
  const router = useRouter();
  const system = getSystem(systemId);
  const [sentGameId, setSentGameId] = useState<string | null>(null);
  const correcting = Boolean(existing && !existing.planned);
  return (
    <ResultForm<PlayDraft>
      draftName={playDraftName({ slug, systemId, seasonEdition: season, gameId: existing?.gameId })}
      initial={() => blankDraft(system, existing, today)}
      submission={(draft) => {
        setSentGameId(null);
        return playSubmission(draft, playFromForm(system, draft.state), { slug, season, existing });
      }}
      onSaved={(gameId, live, reset) => {
        if (live) {
          router.push(`/l/${slug}/games/${gameId}`);
          router.refresh();
        } else {
          // sent from the outbox: say so here, with the way to the game, and leave a clean form
          setSentGameId(gameId);
          if (!existing) reset(blankDraft(system, existing, today));
        }
      }}
      refusal={(answer) => (answer.formError ? (err(answer.formError) ?? null) : null)}
      label={correcting ? t("saveEdit") : t("save")}
      testIds={{ form: "play-form", save: "play-save" }}
    >
      {(part) => <PlayFields {...props} part={part} sentGameId={sentGameId} correcting={correcting} />}
    </ResultForm>
  );
}

/** The definition's part of the form: date, game fields, seats with identity pickers and values, preview, notes. */
function PlayFields(
  props: PlayFormProps & { part: ResultPart<PlayDraft>; sentGameId: string | null; correcting: boolean },
) {
  const { slug, systemId, rulesHref, rules, settings, players, existing, part, sentGameId, correcting } = props;
  const t = useTranslations("plays");
  const system = getSystem(systemId);
  const { draft, setDraft, fieldErrors } = part;
  const { state } = draft;
  const setState = (change: (s: PlayFormState) => PlayFormState) => setDraft((d) => ({ ...d, state: change(d.state) }));
  const setField = (key: PlayDraftKey) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const names = new Map(players.map((p) => [p.id, p.displayName]));
  const play = useMemo(() => playFromForm(system, state), [system, state]);
  const text = usePlayText(system, state.seats.length, fieldErrors);

  return (
    <>
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
    </>
  );
}
