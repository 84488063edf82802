import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";

export default async function Layout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("notifications.settings.nav");
  return (
    <ClientMessages namespaces={["account", "notifications"]}>
      <nav aria-label={t("label")} className="mx-auto mb-4 flex max-w-sm gap-4 text-sm">
        <Link href="/account/password" className="underline underline-offset-2">
          {t("password")}
        </Link>
        <Link href="/account/notifications" className="underline underline-offset-2">
          {t("notifications")}
        </Link>
      </nav>
      {children}
    </ClientMessages>
  );
}
