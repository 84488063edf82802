import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { mailEnabled } from "@/server/accounts/mail";
import { ForgotPasswordForm } from "./_components/forgot-password-form";

export const dynamic = "force-dynamic";

/** With SMTP configured: a reset link by e-mail. Without (the default): ask the organiser for a reset link. */
export default async function ForgotPasswordPage() {
  const t = await getTranslations("account");
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("forgotTitle")}</h1>
      {mailEnabled() ? <ForgotPasswordForm /> : <p className="card">{t("forgotNoMail")}</p>}
      <p className="text-center text-sm">
        <Link className="font-semibold text-brand-800 underline" href="/login">
          {t("backToLogin")}
        </Link>
      </p>
    </section>
  );
}
