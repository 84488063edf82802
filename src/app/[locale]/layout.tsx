import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SiteHeader } from "@/components/layout/site-header";
import { OfflineSupport } from "@/components/offline/offline-support";
import { SessionProvider } from "@/components/layout/session-provider";
import { SiteChrome } from "@/components/layout/site-chrome";
import { isLocale, locales } from "@/i18n/config";
import { publicUrl } from "@/config/env.mjs";
import "./globals.css";

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "it", namespace: "common" });
  return {
    // Absolute URLs for Open Graph images and links shared in chats (recap pages, leaderboards).
    metadataBase: new URL(publicUrl()),
    title: { default: t("appName"), template: `%s · ${t("appName")}` },
    description: t("tagline"),
    applicationName: t("appName"),
    // Installable app (decision 0019): src/app/manifest.ts, icons from scripts/generate-icons.mjs.
    manifest: "/manifest.webmanifest",
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "48x48" },
        { url: "/icons/icon.svg", type: "image/svg+xml" },
        { url: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      ],
      apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180" }],
    },
    appleWebApp: { capable: true, title: "Italy War", statusBarStyle: "default" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#991b1b",
  viewportFit: "cover",
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("common");
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        {/* No NextIntlClientProvider here: pages whose client components translate wrap themselves in ClientMessages. */}
        <SessionProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {t("skipToContent")}
          </a>
          {/* inside a league, the league's layout draws header and <main> (the header shows the league's name) */}
          <OfflineSupport copyLabel={t("offlineCopy")} liveLabel={t("offlineLive")} />
          <SiteChrome header={<SiteHeader locale={locale} />}>{children}</SiteChrome>
        </SessionProvider>
      </body>
    </html>
  );
}
