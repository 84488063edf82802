import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { LoginForm } from "./_components/login-form";

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string }>;
}) {
  const [{ callbackUrl, error }, t, ta] = await Promise.all([
    searchParams,
    getTranslations("auth"),
    getTranslations("account"),
  ]);
  // Only same-site paths are followed after sign-in.
  const next = callbackUrl?.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : "/";
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("loginTitle")}</h1>
      <ClientMessages>
        <LoginForm callbackUrl={next} initialError={error ?? null} />
      </ClientMessages>
      <p className="text-center text-sm">
        <Link className="font-semibold text-brand-800 underline" href="/forgot-password">
          {ta("forgotLink")}
        </Link>
      </p>
    </section>
  );
}
