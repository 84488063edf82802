"use client";
import { useFormatter, useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import type { ImportProblem } from "@/history/problems";
import type { SeasonImportReport } from "@/server/history/import-season";
import { TableHead } from "@/components/ui/table-head";

/** The answer of a dry run or an import: problems with line and column, or what is (to be) created. */
export function ImportReportView({ report, slug }: { report: SeasonImportReport; slug: string }) {
  const t = useTranslations("history");
  const format = useFormatter();
  const s = report.summary;
  const describe = (p: ImportProblem) => {
    const key = `problem.${p.code}`;
    if (!t.has(key)) return p.message; // e.g. the scoring library's own explanation
    try {
      return t(key, p.params);
    } catch {
      return p.message;
    }
  };

  if (!report.ok)
    return (
      <div className="space-y-2" data-testid="import-problems">
        <FormMessage message={t("import.refused", { count: report.problems.length })} />
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("import.problems")}</caption>
            <TableHead cell="pr-2" className="" columns={[t("import.line"), t("import.column"), t("import.problem")]} />
            <tbody>
              {report.problems.map((p, i) => (
                <tr key={i} className="border-t border-stone-200 align-top">
                  <td className="pr-2 tabular-nums">{p.line ?? t("import.wholeFile")}</td>
                  <td className="pr-2 font-mono text-xs">{p.column ?? "—"}</td>
                  <td>{describe(p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {s.newPlayers.length > 0 && <NameList title={t("import.newPlayers")} names={s.newPlayers.map((p) => p.name)} />}
      </div>
    );

  return (
    <div className="space-y-3" data-testid={report.imported ? "import-done" : "import-dry-run"}>
      <FormMessage
        tone="success"
        message={
          report.imported
            ? t("import.imported", { games: s.games, seats: s.seats, season: report.season?.name ?? "" })
            : t("import.ok")
        }
      />
      <h3 className="font-semibold">{t("import.summary")}</h3>
      <p className="text-sm">{t("import.games", { games: s.games, seats: s.seats })}</p>
      {s.newPlayers.length > 0 && (
        <NameList title={t("import.newPlayers")} names={s.newPlayers.map((p) => `${p.name} (${p.armyColor})`)} />
      )}
      {s.newObjectives.length > 0 && (
        <NameList title={t("import.newObjectives")} names={s.newObjectives.map((o) => `${o.number}. ${o.name}`)} />
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold">{t("import.preview")}</caption>
          <TableHead
            cell="pr-2"
            className=""
            columns={[t("import.game"), t("import.date"), t("import.seats"), t("import.winners")]}
          />
          <tbody>
            {s.preview.map((g) => (
              <tr key={g.game} className="border-t border-stone-200">
                <td className="pr-2 tabular-nums">{g.game}</td>
                <td className="pr-2">{format.dateTime(new Date(`${g.date}T12:00:00Z`), { dateStyle: "medium" })}</td>
                <td className="pr-2 tabular-nums">{g.seats}</td>
                <td>{g.winners.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.imported && report.season && (
        <a className="underline" href={`/l/${slug}/seasons/${report.season.edition}`}>
          {report.season.name}
        </a>
      )}
    </div>
  );
}

function NameList({ title, names }: { title: string; names: string[] }) {
  return (
    <div className="text-sm">
      <p className="font-medium">{title}</p>
      <p>{names.join(", ")}</p>
    </div>
  );
}
