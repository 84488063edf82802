import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NewNightLink } from "./new-night-link";
import { dealsObjectives } from "@/scoring";

type Section = "leaderboard" | "games" | "stats" | "objectives" | "recap" | "playground";

/** Season title, progress and its three sections as plain links. */
export async function SeasonHeader(props: {
  slug: string;
  season: { edition: number; name: string; status: string; plannedGames: number; systemId: string };
  played: number;
  current: Section;
}) {
  const t = await getTranslations("standings");
  const base = `/l/${props.slug}/seasons/${props.season.edition}`;
  const sections: Array<[Section, string]> = [
    ["leaderboard", base],
    ["games", `${base}/games`],
    ["stats", `${base}/stats`],
  ];
  // dealt objectives are RisiKo!'s: the other games' seasons have none to show (issue 22 §2)
  if (dealsObjectives(props.season.systemId)) sections.push(["objectives", `${base}/objectives`]);
  // A closed Torneo gets its recap (champion, awards): src/app/[locale]/l/[slug]/seasons/[edition]/recap.
  if (props.season.status === "closed") sections.push(["recap", `${base}/recap`]);
  // Replay the season under other rules (decision 0026).
  sections.push(["playground", `${base}/playground`]);
  return (
    <header className="space-y-2">
      <h1 className="h1">{props.season.name}</h1>
      <p className="text-sm text-stone-600">
        {t(`seasonStatus.${props.season.status}`)} ·{" "}
        {t("gamesCount", { played: props.played, planned: props.season.plannedGames })}
      </p>
      <nav aria-label={props.season.name}>
        <ul className="flex flex-wrap gap-2">
          {sections.map(([key, href]) => (
            <li key={key}>
              <Link
                href={href}
                aria-current={props.current === key ? "page" : undefined}
                className="btn-secondary aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {t(`sections.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {props.season.status === "active" && (
        <NewNightLink slug={props.slug} edition={props.season.edition} label={t("newNight")} />
      )}
    </header>
  );
}
