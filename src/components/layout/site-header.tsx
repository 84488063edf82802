import { getTranslations } from "next-intl/server";
import { HeaderTitle } from "./header-title";
import { LanguageSwitch } from "./language-switch";
import { LeagueSwitcher } from "./league-switcher";
import { UserMenu } from "./user-menu";

/**
 * Static per locale (and per league): the signed-in part is client components fed by the session endpoint.
 * Inside a league the title is the league's name and links to its home; elsewhere the app's name (site-chrome.tsx).
 */
export async function SiteHeader({
  locale,
  league,
}: {
  locale: string;
  league?: { slug: string; name: string | null };
}) {
  const [t, tl] = await Promise.all([getTranslations("common"), getTranslations("leagues")]);
  return (
    <header className="border-b border-stone-200 bg-brand-800 text-white">
      {/* One row of fixed height, signed in or not: the name truncates instead of wrapping (no layout shift). */}
      <div className="mx-auto flex h-14 max-w-5xl flex-nowrap items-center gap-x-2 px-3 sm:gap-x-3 sm:px-6">
        <HeaderTitle href={league ? `/l/${league.slug}` : "/"} league={league} appName={t("appName")} />
        <LeagueSwitcher
          currentSlug={league?.slug}
          labels={{
            switchLeague: tl("switchLeague"),
            myLeagues: tl("myLeagues"),
            createLeague: tl("createLeague"),
            noOwnLeagues: tl("noOwnLeagues"),
          }}
        />
        <LanguageSwitch current={locale} label={t("language")} />
        <UserMenu signInLabel={t("signIn")} signOutLabel={t("signOut")} accountLabel={t("account")} />
      </div>
    </header>
  );
}
