import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Forbidden } from "@/components/ui/forbidden";
import { RulesPlayground } from "@/components/rules/rules-playground";
import { ForbiddenError } from "@/server/auth/access";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getRulesPlayground } from "@/server/queries/rules-playground";
import { SeasonHeader } from "../_components/season-header";

type Props = { params: Promise<{ slug: string; edition: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("rules.playground");
  return { title: t("title") };
}

/** Rules playground: replay a season's finished games under other rules, read-only (decision 0026). */
export default async function RulesPlaygroundPage({ params }: Props) {
  const { slug, edition } = await params;
  const n = Number(edition);
  if (!Number.isInteger(n)) notFound();
  const ctx = await loadLeagueContext(slug);
  let data;
  try {
    data = await getRulesPlayground(ctx, n);
  } catch (e) {
    if (!(e instanceof ForbiddenError)) throw e;
    if (!ctx.user) redirect(`/login?callbackUrl=/l/${slug}/seasons/${n}/playground`);
    return <Forbidden />;
  }
  if (!data) notFound();
  const t = await getTranslations("rules.playground");
  return (
    <section className="space-y-4">
      <SeasonHeader slug={slug} season={data.season} played={data.games.length} current="playground" />
      <h2 className="h2">{t("title")}</h2>
      <p className="text-sm text-stone-700">{t("intro")}</p>
      <p className="text-sm text-stone-700" data-testid="playground-games">
        {t("games", { n: data.games.length })}
      </p>
      {data.seasons.length > 1 && (
        <nav aria-label={t("pick")} className="text-sm">
          <ul className="flex flex-wrap gap-2">
            {data.seasons.map((s) => (
              <li key={s.edition}>
                <Link
                  href={`/l/${slug}/seasons/${s.edition}/playground`}
                  aria-current={s.edition === n ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 aria-[current=page]:border-brand-700 aria-[current=page]:font-semibold"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.games.length === 0 ? (
        <p className="card">{t("noGames")}</p>
      ) : (
        <RulesPlayground systemId={data.season.systemId} rules={data.rules} games={data.games} players={data.players} />
      )}
    </section>
  );
}
