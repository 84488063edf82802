import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { loadLeagueContext } from "@/server/queries/league-context";

/** Organiser-only area. The actions check again on the server; this only keeps others out of the pages. */
export default async function AdminLayout({ children, params }: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug);
  if (!ctx.user) redirect(`/login?callbackUrl=/l/${slug}/admin`);
  if (ctx.access.role !== "organiser") {
    const t = await getTranslations("errors");
    return <p className="card" role="status">{t("forbidden")}</p>;
  }
  return <ClientMessages namespaces={["admin", "history"]}>{children}</ClientMessages>;
}
