import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/server/auth/current-user";
import { ChangePasswordForm } from "./_components/change-password-form";

export default async function ChangePasswordPage({ searchParams }: { searchParams: Promise<{ changed?: string }> }) {
  const [user, { changed }, t] = await Promise.all([getCurrentUser(), searchParams, getTranslations("account")]);
  if (!user) redirect("/login?callbackUrl=/account/password");
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("changeTitle")}</h1>
      <p className="text-sm text-stone-600">{t("changeIntro")}</p>
      <ChangePasswordForm changed={changed === "1"} />
    </section>
  );
}
