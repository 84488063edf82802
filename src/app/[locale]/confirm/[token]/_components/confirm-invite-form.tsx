"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useSubmitThenSignIn } from "@/components/ui/use-submit-then-sign-in";
import { confirmInvite } from "@/server/actions/confirm-invite";

/** A new account confirms with the password it chose (then signed in); an existing account just joins, then signs in. */
export function ConfirmInviteForm({ token, newAccount }: { token: string; newAccount: boolean }) {
  const t = useTranslations("account");
  const { state, pending, onSubmit, formError, errors } = useSubmitThenSignIn(confirmInvite, (data) =>
    data.signIn ? data.next : null,
  );
  const joined = state?.ok && !state.data.signIn ? state.data : null;
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage message={formError} />
      <input type="hidden" name="token" value={token} />
      {newAccount && (
        <Field
          name="password"
          type="password"
          label={t("password")}
          autoComplete="current-password"
          required
          errors={errors("password")}
        />
      )}
      {joined ? (
        <>
          <FormMessage tone="success" message={t("confirmJoined")} />
          <Link
            className="btn-primary block w-full text-center"
            href={`/login?callbackUrl=${encodeURIComponent(joined.next)}`}
          >
            {t("signInNow")}
          </Link>
        </>
      ) : (
        <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>
          {t("confirmButton")}
        </button>
      )}
    </form>
  );
}
