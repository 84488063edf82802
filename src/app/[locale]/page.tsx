import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/server/auth/current-user";
import { hasOrganiser, listVisibleLeagues } from "@/server/queries/leagues";
import { FirstRunSection } from "./setup/_components/first-run-section";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  // A fresh installation opens on the first-run form (also at /setup until an organiser exists).
  if (!(await hasOrganiser())) return <FirstRunSection />;
  const user = await getCurrentUser();
  const [leagues, t] = await Promise.all([listVisibleLeagues(user?.id ?? null), getTranslations("common")]);
  if (leagues.length === 1) redirect(`/l/${leagues[0].slug}`);
  return (
    <section className="space-y-4">
      <h1 className="h1">{t("appName")}</h1>
      <p className="text-stone-600">{t("tagline")}</p>
      <h2 className="h2">{t("leagues")}</h2>
      {leagues.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {leagues.map((l) => (
            <li key={l.id}>
              <Link className="card block font-semibold hover:border-brand-600" href={`/l/${l.slug}`}>
                {l.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card">{t("noLeagues")}</p>
      )}
    </section>
  );
}
