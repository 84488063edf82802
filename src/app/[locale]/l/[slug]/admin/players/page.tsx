import { getTranslations } from "next-intl/server";
import { listPlayersForAdmin } from "@/server/queries/admin";
import { Disclosure } from "@/components/ui/disclosure";
import { Forbidden } from "@/components/ui/forbidden";
import { loadOrganiserPage } from "../../_lib/page-access";
import { PlayerForm } from "./_components/player-form";

export default async function AdminPlayersPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadOrganiserPage(slug, "/admin/players");
  if (!ctx) return <Forbidden />;
  const [players, t] = await Promise.all([listPlayersForAdmin(ctx), getTranslations("admin.players")]);
  return (
    <section className="space-y-4">
      <h1 className="h1">{t("title")}</h1>
      {/* open while the league has no player but (at most) its creator's own, "Gioco anch'io" (issue 22 §5) */}
      <Disclosure className="card" defaultOpen={players.length <= 1} summary={t("add")}>
        <div className="mt-3">
          <PlayerForm leagueSlug={slug} />
        </div>
      </Disclosure>
      <ul className="space-y-3">
        {players.map((p) => (
          <li key={p.id} className="card">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                <span
                  aria-hidden
                  className="inline-block size-4 rounded-full border border-stone-300"
                  style={{ background: `var(--army-${p.armyColor})` }}
                />
                <span className="font-semibold">{p.displayName}</span>
                {p.armyName && <span className="text-sm text-stone-600">{p.armyName}</span>}
                {!p.active && <span className="rounded bg-stone-200 px-2 text-xs">{t("inactive")}</span>}
                <span className="ml-auto text-xs text-stone-500">{p.login ?? t("noLogin")}</span>
              </summary>
              <div className="mt-3">
                <PlayerForm leagueSlug={slug} player={p} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
