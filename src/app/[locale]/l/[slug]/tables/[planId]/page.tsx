import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { DrawList } from "@/components/tables/draw-list";
import { Forbidden } from "@/components/ui/forbidden";
import { ForbiddenError, NotFoundError } from "@/server/auth/access";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getDrawCheck, type DrawCheck } from "@/server/queries/table-draws";

export async function generateMetadata() {
  const t = await getTranslations("tables.check");
  return { title: t("title") };
}

/**
 * "Verifica" of accepted tables (decision 0052): the draw recomputed by the pure planner from the revealed seed and
 * the inputs stored at the draw, the manual locks and swaps in order, and whether the accepted tables match. For the
 * members seated at them and the organisers; the query checks it.
 */
export default async function DrawCheckPage({ params }: { params: Promise<{ slug: string; planId: string }> }) {
  const { slug, planId } = await params;
  const ctx = await loadLeagueContext(slug);
  if (!ctx.access.role) notFound();
  let check: DrawCheck;
  try {
    check = await getDrawCheck(ctx, planId);
  } catch (e) {
    if (e instanceof NotFoundError) notFound();
    if (e instanceof ForbiddenError) return <Forbidden />;
    throw e;
  }
  const [t, format] = await Promise.all([getTranslations("tables.check"), getFormatter()]);
  const names = new Map(check.players.map((p) => [p.id, p.displayName]));
  const name = (id: string) => names.get(id) ?? "?";
  const time = (iso: string) => format.dateTime(new Date(iso), { timeStyle: "short", timeZone: "Europe/Rome" });
  const sizes = check.sizes.preferred?.length
    ? t("sizesPreferred", {
        min: check.sizes.min,
        max: check.sizes.max,
        from: Math.min(...check.sizes.preferred),
        to: Math.max(...check.sizes.preferred),
      })
    : t("sizes", { min: check.sizes.min, max: check.sizes.max });
  return (
    <section className="space-y-4" aria-labelledby="check-title">
      <h1 id="check-title" className="h1">
        {t("title")}
      </h1>
      <p
        className={`card font-semibold ${check.matches && check.hashMatches ? "text-green-800" : "text-red-700"}`}
        role="status"
        data-testid="check-verdict"
        data-matches={String(check.matches && check.hashMatches)}
      >
        {check.matches && check.hashMatches
          ? t("matches", { changes: check.changes.length })
          : check.hashMatches
            ? t("mismatch")
            : t("hashMismatch")}
      </p>
      <section className="card space-y-2" aria-labelledby="check-seed-title">
        <h2 id="check-seed-title" className="h2">
          {t("seedTitle", { season: check.seasonName })}
        </h2>
        <p className="text-sm">
          {t("seed")}{" "}
          <code className="break-all text-xs" data-testid="check-seed">
            {check.seed}
          </code>
        </p>
        <p className="text-sm">
          {t("hash")} <code className="break-all text-xs">{check.seedHash}</code>
        </p>
        <p className="text-sm">{t("inputs", { players: check.players.length, nights: check.historyNights })}</p>
        <p className="text-sm">
          {sizes}
          {check.balanceStrength ? ` · ${t("balanceStrength")}` : ""}
        </p>
        <p className="text-sm">{check.players.map((p) => p.displayName).join(", ")}</p>
      </section>
      <section className="card space-y-2" aria-labelledby="check-draws-title">
        <h2 id="check-draws-title" className="h2">
          {t("drawsTitle", { count: check.draws.length })}
        </h2>
        <DrawList draws={check.draws} testId="check-draws" />
      </section>
      <section className="card space-y-2" aria-labelledby="check-changes-title">
        <h2 id="check-changes-title" className="h2">
          {t("changesTitle")}
        </h2>
        {check.changes.length ? (
          <ol className="list-decimal space-y-1 pl-5 text-sm" data-testid="check-changes">
            {check.changes.map((c, i) => (
              <li key={i}>
                {c.kind === "swap"
                  ? t("swap", { time: time(c.at), by: c.byName, first: name(c.first), second: name(c.second) })
                  : c.kind === "lock"
                    ? t("lock", { time: time(c.at), by: c.byName, player: name(c.playerId), table: c.table + 1 })
                    : t("unlock", { time: time(c.at), by: c.byName, player: name(c.playerId) })}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm">{t("noChanges")}</p>
        )}
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <Tables title={t("recomputed")} tables={check.expected} name={name} testId="check-expected" t={t} />
        <Tables
          title={t("accepted")}
          tables={check.tables}
          name={name}
          testId="check-accepted"
          t={t}
          href={(i) => (check.gameIds[i] ? `/l/${slug}/games/${check.gameIds[i]}` : null)}
        />
      </div>
      <p className="text-xs text-stone-600">{t.rich("how", { code: (name) => <code>{name}</code> })}</p>
    </section>
  );
}

function Tables({
  title,
  tables,
  name,
  testId,
  t,
  href,
}: {
  title: string;
  tables: string[][] | null;
  name: (id: string) => string;
  testId: string;
  t: Awaited<ReturnType<typeof getTranslations<"tables.check">>>;
  href?: (i: number) => string | null;
}) {
  return (
    <section className="card space-y-2" data-testid={testId}>
      <h2 className="h2">{title}</h2>
      {tables ? (
        tables.map((table, i) => {
          const link = href?.(i);
          return (
            <div key={i}>
              <h3 className="font-semibold">
                {link ? (
                  <Link href={link} className="underline">
                    {t("table", { table: i + 1 })}
                  </Link>
                ) : (
                  t("table", { table: i + 1 })
                )}
              </h3>
              <ol className="list-decimal pl-5 text-sm">
                {table.map((id) => (
                  <li key={id}>{name(id)}</li>
                ))}
              </ol>
            </div>
          );
        })
      ) : (
        <p className="text-sm">{t("impossible")}</p>
      )}
    </section>
  );
}
