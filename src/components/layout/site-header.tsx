import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "./language-switch";
import { UserMenu } from "./user-menu";

/** Static per locale: the signed-in part is a client component fed by the session endpoint. */
export async function SiteHeader({ locale }: { locale: string }) {
  const t = await getTranslations("common");
  return (
    <header className="border-b border-stone-200 bg-brand-800 text-white">
      {/* One row of fixed height, signed in or not: the name truncates instead of wrapping (no layout shift). */}
      <div className="mx-auto flex h-14 max-w-5xl flex-nowrap items-center gap-x-3 px-3 sm:px-6">
        <Link href="/" className="mr-auto min-w-0 truncate text-lg font-bold tracking-tight">
          {t("appName")}
        </Link>
        <LanguageSwitch current={locale} label={t("language")} />
        <UserMenu signInLabel={t("signIn")} signOutLabel={t("signOut")} accountLabel={t("account")} />
      </div>
    </header>
  );
}
