import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/server/auth/current-user";
import { LanguageSwitch } from "./language-switch";
import { SignOutButton } from "./sign-out-button";

export async function SiteHeader() {
  const [user, t, locale] = await Promise.all([getCurrentUser(), getTranslations("common"), getLocale()]);
  return (
    <header className="border-b border-stone-200 bg-brand-800 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-6">
        <Link href="/" className="mr-auto text-lg font-bold tracking-tight">
          {t("appName")}
        </Link>
        <LanguageSwitch current={locale} label={t("language")} />
        {user ? (
          <div className="flex items-center gap-2 text-sm">
            <span className="max-w-32 truncate" data-testid="signed-in-as">
              {user.name}
            </span>
            <SignOutButton label={t("signOut")} />
          </div>
        ) : (
          <Link href="/login" className="rounded-md bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20">
            {t("signIn")}
          </Link>
        )}
      </div>
    </header>
  );
}
