import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "./language-switch";
import { UserMenu } from "./user-menu";

/** Static per locale: the signed-in part is a client component fed by the session endpoint. */
export async function SiteHeader({ locale }: { locale: string }) {
  const t = await getTranslations("common");
  return (
    <header className="border-b border-stone-200 bg-brand-800 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-6">
        <Link href="/" className="mr-auto text-lg font-bold tracking-tight">
          {t("appName")}
        </Link>
        <LanguageSwitch current={locale} label={t("language")} />
        <UserMenu signInLabel={t("signIn")} signOutLabel={t("signOut")} accountLabel={t("account")} />
      </div>
    </header>
  );
}
