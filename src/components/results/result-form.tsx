"use client";
// The one result form of every game system: the draft kept on this phone until the server accepts it (decision
// 0025), one recordResult call through the outbox (saved twice, stored once), the server's answer and, for the whole
// form, its refusal right above Save. What is typed in between is the system's part, plugged in as `children`: the
// definition's fields (PlayFields) or, for a system that deals objectives, the seats' cards and the ending
// (DealtResultFields).
import { useState, type ReactNode } from "react";
import { SaveBar } from "@/components/forms/save-bar";
import { useDraft } from "@/components/offline/use-draft";
import { useOfflineSubmit } from "@/components/offline/use-offline-submit";
import type { RecordResultInput } from "@/schemas/play";
import type { ActionResult } from "@/server/action";
import { recordResult } from "@/server/actions/record-result";

/** What the form sends before the outbox gives it its submission id (the play in the definition's types). */
export type ResultSubmission = Omit<RecordResultInput, "play" | "submissionId"> & { play: object };
type ResultAnswer = ActionResult<{ gameId: string }>;
export type Refusal = { formError?: string; fieldErrors?: Record<string, string[]> };

/** What the system's part reads and changes: the draft, and the refusals by field of the last answer. */
export type ResultPart<D> = {
  draft: D;
  setDraft: (change: (d: D) => D) => void;
  fieldErrors: Record<string, string[]>;
  /** the last answer was a save */
  saved: boolean;
};

export function ResultForm<D>(props: {
  /** the draft's name on this phone: one per form and the object it records */
  draftName: string;
  initial: () => D;
  /** what is sent for the draft, or the refusals that keep it here without sending */
  submission: (draft: D) => { submission: ResultSubmission } | { fieldErrors: Record<string, string[]> };
  /** the server kept it: `live` when answered at once, not from the outbox; `reset` leaves a blank draft */
  onSaved: (gameId: string, live: boolean, reset: (draft: D) => void) => void;
  /** the refusal for the whole form, in words, right above Save */
  refusal: (answer: Refusal) => string | null;
  label: string;
  /** the form's and its Save button's test ids */
  testIds?: { form: string; save: string };
  children: (part: ResultPart<D>) => ReactNode;
}) {
  const [draft, setDraft, clearDraft] = useDraft<D>(props.draftName, props.initial);
  const [answer, setAnswer] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState(false);
  const offline = useOfflineSubmit({
    form: props.draftName,
    send: (input: ResultSubmission, submissionId: string) =>
      recordResult({ ...(input as RecordResultInput), submissionId }) as Promise<ResultAnswer>,
    onAnswer: (res, { live }) => {
      setSaved(res.ok);
      if (!res.ok) return setAnswer(res);
      setAnswer(null);
      clearDraft();
      props.onSaved(res.data.gameId, live, setDraft);
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const built = props.submission(draft);
    if ("fieldErrors" in built) return setAnswer(built);
    void offline.submit(built.submission);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid={props.testIds?.form}>
      {props.children({ draft, setDraft, fieldErrors: answer?.fieldErrors ?? {}, saved })}
      <SaveBar
        refusal={answer ? props.refusal(answer) : null}
        pending={offline.pending}
        label={props.label}
        status={offline.status}
        testId={props.testIds?.save}
      />
    </form>
  );
}
