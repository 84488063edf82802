import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/server/auth/current-user";
import { hasOrganiser, listMyLeagues, listVisibleLeagues } from "@/server/queries/leagues";
import { FirstRunSection } from "./setup/_components/first-run-section";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  // A fresh installation opens on the first-run form (also at /setup until an organiser exists).
  if (!(await hasOrganiser())) return <FirstRunSection />;
  const user = await getCurrentUser();
  const [visible, mine, t, tl] = await Promise.all([
    listVisibleLeagues(user?.id ?? null),
    user ? listMyLeagues(user.id) : Promise.resolve([]),
    getTranslations("common"),
    getTranslations("leagues"),
  ]);
  // one club on one deployment: its home is the league's
  if (visible.length === 1) redirect(`/l/${visible[0].slug}`);
  const mineSlugs = new Set(mine.map((l) => l.slug));
  const others = visible.filter((l) => !mineSlugs.has(l.slug));
  const card = "card block font-semibold hover:border-brand-600";
  return (
    <section className="space-y-4">
      <h1 className="h1">{t("appName")}</h1>
      <p className="text-stone-600">{t("tagline")}</p>
      {user && (
        <>
          <h2 className="h2">{tl("myLeagues")}</h2>
          {mine.length ? (
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="my-leagues">
              {mine.map((l) => (
                <li key={l.id}>
                  <Link className={card} href={`/l/${l.slug}`}>
                    {l.name}
                    <span className="block text-sm font-normal text-stone-500">
                      {l.role === "organiser" ? tl("role.organiser") : tl("role.player")}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="card">{tl("noOwnLeagues")}</p>
          )}
        </>
      )}
      <p>
        <Link href="/leagues/new" className="btn-primary inline-block" data-testid="create-league">
          {tl("createLeague")}
        </Link>
      </p>
      {(others.length > 0 || !user) && <h2 className="h2">{user ? tl("publicLeagues") : t("leagues")}</h2>}
      {others.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {others.map((l) => (
            <li key={l.id}>
              <Link className={card} href={`/l/${l.slug}`}>
                {l.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        !user && <p className="card">{t("noLeagues")}</p>
      )}
    </section>
  );
}
