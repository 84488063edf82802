"use client";
import { type FormEvent, startTransition, useActionState } from "react";

/**
 * useActionState wired through onSubmit instead of <form action>: React resets a form after an
 * action, which would wipe what the user typed when the server answers with field errors.
 */
export function useFormAction<S>(action: (prev: S | null, formData: FormData) => Promise<S>) {
  const [state, dispatch, pending] = useActionState(action, null);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formData = new FormData(e.currentTarget);
    startTransition(() => dispatch(formData));
  };
  return [state, onSubmit, pending] as const;
}
