"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { NewPasswordFields } from "@/components/ui/new-password-fields";
import { FormMessage } from "@/components/ui/form-error";
import { useSubmitThenSignIn } from "@/components/ui/use-submit-then-sign-in";
import { acceptInvite } from "@/server/actions/accept-invite";

/**
 * Name, e-mail, password twice → account + membership + player link, then signed in: on their own dealt card when
 * seated in a game being played, else on the league's page. With SMTP configured: "look in your mailbox" instead.
 */
export function AcceptInviteForm({
  token,
  name,
}: {
  token: string;
  /** the invite's player, to start from */ name?: string;
}) {
  const t = useTranslations("account");
  // with SMTP configured the address is confirmed from its mailbox first (decision 0035): no sign-in yet
  const { state, pending, onSubmit, formError, errors } = useSubmitThenSignIn(acceptInvite, (data) =>
    "checkMail" in data ? null : data.next,
  );
  const checkMail = state?.ok && "checkMail" in state.data ? state.data.email : null;
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate aria-labelledby="new-account">
      <h2 id="new-account" className="h2">
        {t("newAccount")}
      </h2>
      <FormMessage message={formError} />
      <FormMessage tone="success" message={checkMail ? t("checkMail", { email: checkMail }) : null} />
      <input type="hidden" name="token" value={token} />
      <Field name="name" label={t("name")} autoComplete="name" required defaultValue={name} errors={errors("name")} />
      <Field name="email" type="email" label={t("email")} autoComplete="email" required errors={errors("email")} />
      <NewPasswordFields errors={errors} fresh />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>
        {t("join")}
      </button>
    </form>
  );
}
