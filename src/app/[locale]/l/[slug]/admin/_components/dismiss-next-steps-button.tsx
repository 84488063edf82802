"use client";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { dismissNextSteps } from "@/server/actions/dismiss-next-steps";

/** Hides the first steps for the league; the page drawn again after the save has no block. */
export function DismissNextStepsButton({ slug, label }: { slug: string; label: string }) {
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(dismissNextSteps);
  return (
    <form onSubmit={onSubmit}>
      <input type="hidden" name="leagueSlug" value={slug} />
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      <button type="submit" className="btn-secondary" disabled={pending} data-testid="next-steps-dismiss">
        {label}
      </button>
    </form>
  );
}
