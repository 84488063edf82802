"use client";
import { type FormEvent, startTransition, useActionState } from "react";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { NIGHT_ANSWERS, type NightAnswer } from "@/schemas/schedule";
import { answerNight } from "@/server/actions/answer-night";
import { useScheduleError } from "./use-schedule-error";

/**
 * Coming / maybe / not coming, one tap each (the pressed one is the current answer). With playerId: the organiser
 * answering for a player without an account (then the player is chosen in the same form).
 */
export function AnswerButtons(props: {
  slug: string;
  nightId: string;
  current: NightAnswer | null;
  label: string;
  children?: React.ReactNode;
  testId?: string;
}) {
  const t = useTranslations("schedule");
  const errorText = useScheduleError();
  const [state, dispatch, pending] = useActionState(answerNight, null);
  const answered = state?.ok ? state.data : null;
  const current = props.children ? null : (answered?.answer ?? props.current);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(data));
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2" data-testid={props.testId ?? `answer-${props.nightId}`}>
      <input type="hidden" name="leagueSlug" value={props.slug} />
      <input type="hidden" name="nightId" value={props.nightId} />
      {props.children}
      <fieldset>
        <legend className="label">{props.label}</legend>
        <div className="grid grid-cols-3 gap-2">
          {NIGHT_ANSWERS.map((a) => (
            <button
              key={a}
              type="submit"
              name="answer"
              value={a}
              disabled={pending}
              aria-pressed={current === a}
              className={current === a ? "btn-primary min-h-11 px-2" : "btn-secondary min-h-11 px-2"}
            >
              {t(`answers.${a}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {state && !state.ok && <FormMessage message={errorText(state.fieldErrors?.playerId?.[0] ?? state.formError)} />}
      {answered && (
        <FormMessage tone="success" message={t("answerSaved", { answer: t(`answers.${answered.answer}`) })} />
      )}
    </form>
  );
}
