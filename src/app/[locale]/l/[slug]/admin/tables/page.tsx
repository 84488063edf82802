import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Forbidden } from "@/components/ui/forbidden";
import { ClientMessages } from "@/i18n/client-messages";
import type { BalanceFigures } from "@/planning";
import { dealsObjectives } from "@/scoring";
import { getTablesPage } from "@/server/queries/table-plan";
import { loadOrganiserPage } from "../../_lib/page-access";
import { CheckInForm } from "./_components/check-in-form";
import { InView } from "./_components/in-view";
import { AcceptButton, DrawButton, LockForm, SwapForm } from "./_components/plan-forms";

const FIGURES = ["pairRepeats", "repeatedPairs", "firstPlayerRepeats", "samePositionAsLast", "strengthGap"] as const;

/**
 * Fair tables at the night (issue 23 §2, decision 0052): check-in → the seed's hash → the draw (seed revealed) →
 * locks and swaps with what they cost → accept (one game per table: dealt for RisiKo!, a planned play otherwise). Organisers only, checked here and in
 * every query and action.
 */
export default async function TablesPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadOrganiserPage(slug, "/admin/tables");
  if (!ctx) return <Forbidden />;
  const [t, format, page] = await Promise.all([getTranslations("tables"), getFormatter(), getTablesPage(ctx)]);
  const names = new Map(page.players.map((p) => [p.id, p.displayName]));
  const name = (id: string) => names.get(id) ?? "?";
  const num = (n: number | null | undefined) => (n == null ? "—" : format.number(n, { maximumFractionDigits: 1 }));
  const plan = page.plan;
  const seated = plan?.tables
    ? plan.tables
        .flat()
        .map((id) => ({ id, name: name(id) }))
        .sort((a, b) => a.name.localeCompare(b.name))
    : [];
  const recentAccepted = page.accepted;
  return (
    <ClientMessages namespaces={["tables"]}>
      <section className="space-y-4" aria-labelledby="tables-title">
        <h1 id="tables-title" className="h1">
          {t("title")}
        </h1>
        <p className="text-sm text-stone-600">{t("intro")}</p>
        {recentAccepted && !plan && (
          <section className="card space-y-2" aria-labelledby="accepted-title" data-testid="tables-accepted">
            <h2 id="accepted-title" className="h2">
              {t("accepted.title")}
            </h2>
            <ol className="space-y-1">
              {recentAccepted.tables.map((table, i) => (
                <li key={i}>
                  {recentAccepted.gameIds[i] ? (
                    <Link href={`/l/${slug}/games/${recentAccepted.gameIds[i]}`} className="underline">
                      {t("plan.table", { table: i + 1 })}
                    </Link>
                  ) : (
                    t("plan.table", { table: i + 1 })
                  )}
                  {": "}
                  {table.map(name).join(", ")}
                </li>
              ))}
            </ol>
          </section>
        )}
        {plan && (
          <section className="card space-y-3" aria-labelledby="plan-title" data-testid="table-plan">
            <h2 id="plan-title" className="h2">
              {t("plan.title", { season: plan.season.name, count: plan.input.playerIds.length })}
            </h2>
            <p className="text-sm">
              {t("plan.seedHash")}{" "}
              <code className="break-all text-xs" data-testid="seed-hash">
                {plan.seedHash}
              </code>
            </p>
            <p className="text-xs text-stone-600">
              {t("plan.membersSee")}{" "}
              <Link href={`/l/${slug}/tables`} className="underline">
                {t("plan.membersLink")}
              </Link>
            </p>
            {plan.status === "committed" ? (
              <>
                <InView targetId="plan-title" />
                <p className="text-sm text-stone-600">{t("plan.committedHint")}</p>
                <DrawButton slug={slug} planId={plan.id} />
              </>
            ) : (
              <>
                <p className="text-sm">
                  {t("plan.seed")}{" "}
                  <code className="break-all text-xs" data-testid="seed">
                    {plan.seed}
                  </code>
                </p>
                <p className="text-xs text-stone-600">{t("plan.verify", { nights: plan.historyNights })}</p>
                {plan.locked.length > 0 && (
                  <p className="text-sm" data-testid="locks">
                    {t("plan.locked", {
                      list: plan.locked
                        .map((l) => t("plan.lockedOne", { name: name(l.playerId), table: l.table + 1 }))
                        .join(", "),
                    })}
                  </p>
                )}
                <div className="grid gap-3 sm:grid-cols-2">
                  {plan.tables!.map((table, i) => (
                    <section
                      key={i}
                      className="rounded-lg border border-stone-200 p-3"
                      aria-labelledby={`table-${i + 1}`}
                      data-testid={`table-${i + 1}`}
                    >
                      <h3 id={`table-${i + 1}`} className="font-semibold">
                        {t("plan.tableOf", { table: i + 1, count: table.length })}
                      </h3>
                      <ol className="list-decimal pl-5">
                        {table.map((id) => (
                          <li key={id}>{name(id)}</li>
                        ))}
                      </ol>
                    </section>
                  ))}
                </div>
                <BalanceTable t={t} num={num} drawn={plan.drawnBalance} now={plan.balance} />
                <SwapForm slug={slug} planId={plan.id} players={seated} />
                <LockForm slug={slug} planId={plan.id} players={seated} tables={plan.tables!.length} />
                <AcceptButton slug={slug} planId={plan.id} deals={dealsObjectives(plan.season.systemId)} />
              </>
            )}
          </section>
        )}
        {page.seasons.length === 0 ? (
          <p className="card">{t("noSeason")}</p>
        ) : (
          // An open plan keeps its check-in: a latecomer is one more tick and a new seed, not the whole list again.
          // The form starts afresh (key) when a new plan replaces it.
          <CheckInForm
            key={plan?.id ?? "none"}
            slug={slug}
            seasons={page.seasons}
            season={plan?.season.edition ?? page.nightSeason}
            players={page.players}
            coming={plan?.input.playerIds ?? page.coming}
            kept={plan !== null}
            today={plan?.playedOn ?? page.today}
          />
        )}
      </section>
    </ClientMessages>
  );
}

function BalanceTable({
  t,
  num,
  drawn,
  now,
}: {
  t: Awaited<ReturnType<typeof getTranslations<"tables">>>;
  num: (n: number | null) => string;
  drawn: BalanceFigures | null;
  now: BalanceFigures | null;
}) {
  if (!drawn || !now) return null;
  const rows = FIGURES.filter((f) => f !== "strengthGap" || now.strengthGap !== null);
  return (
    <table className="w-full text-sm" data-testid="balance">
      <caption className="text-left font-semibold">{t("balance.caption")}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-left">
            {t("balance.figure")}
          </th>
          <th scope="col" className="text-right">
            {t("balance.drawn")}
          </th>
          <th scope="col" className="text-right">
            {t("balance.now")}
          </th>
          <th scope="col" className="text-right">
            {t("balance.change")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => {
          const delta = (now[f] ?? 0) - (drawn[f] ?? 0);
          return (
            <tr key={f} data-testid={`balance-${f}`}>
              <th scope="row" className="text-left font-normal">
                {t(`balance.${f}`)}
              </th>
              <td className="text-right">{num(drawn[f])}</td>
              <td className="text-right">{num(now[f])}</td>
              <td className={`text-right ${delta > 0 ? "text-red-700" : ""}`}>
                {delta > 0 ? `+${num(delta)}` : num(delta)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
