"use client";
import { signIn } from "next-auth/react";
import { type FormEvent, useState, useTransition } from "react";
import { useErrorText } from "@/components/ui/use-error-text";
import type { ActionResult } from "@/server/action";

/**
 * For the forms that end with a password the user just chose (first run, invite, reset, change): send the form to the
 * action, then sign in with that password in the same handler. Once the action succeeded the page may be replaced
 * (the first-run page stops existing, a used link stops working), so an effect after the re-render would never run.
 */
export function useSubmitThenSignIn<T extends { email: string }>(
  action: (formData: FormData) => Promise<ActionResult<T>>,
  /** where to land once signed in; null: the answer is not a sign-in (e.g. "look in your mailbox") */
  callbackUrl: (data: T) => string | null,
) {
  const err = useErrorText();
  const [state, setState] = useState<ActionResult<T> | null>(null);
  const [pending, start] = useTransition();
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formData = new FormData(e.currentTarget);
    start(async () => {
      const res = await action(formData);
      setState(res);
      const landing = res.ok ? callbackUrl(res.data) : null;
      if (res.ok && landing !== null)
        await signIn("credentials", {
          email: res.data.email,
          password: String(formData.get("password")),
          callbackUrl: landing,
        });
    });
  }

  return {
    state,
    pending,
    onSubmit,
    /** the form-level message, translated (null while there is none) */
    formError: state && !state.ok ? (err(state.formError) ?? null) : null,
    /** a field's messages, translated, for <Field errors> */
    errors: (name: string) => fieldErrors?.[name]?.map((k) => err(k)!),
  };
}
