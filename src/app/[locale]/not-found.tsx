import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { LeagueFallbackChrome } from "@/components/layout/site-chrome";
import { SiteHeader } from "@/components/layout/site-header";

export default async function NotFound() {
  const t = await getTranslations("common");
  // an unknown league: its layout did not draw the header and <main>, so this page does (site-chrome.tsx)
  return (
    <LeagueFallbackChrome header={<SiteHeader locale={await getLocale()} />}>
      <section className="card space-y-2">
        <h1 className="h1">{t("notFoundTitle")}</h1>
        <p>
          <Link href="/" className="text-brand-800 underline">
            {t("backHome")}
          </Link>
        </p>
      </section>
    </LeagueFallbackChrome>
  );
}
