"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, startTransition, useActionState, useState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { importSeason } from "@/server/actions/import-season";
import { ImportReportView } from "./import-report";

const MAX_BYTES = 10 * 1024 * 1024;

/** Upload → dry-run report (line, column, problem) → confirm. The same file is sent again to import it. */
export function ImportForm({
  slug,
  seasons,
}: {
  slug: string;
  seasons: { edition: number; name: string; year: number }[];
}) {
  const t = useTranslations("history");
  const err = useErrorText();
  const [state, dispatch, pending] = useActionState(importSeason, null);
  const [target, setTarget] = useState(seasons[0] ? String(seasons[0].edition) : "new");
  // The import button only follows a clean dry run of exactly the file and options now in the form.
  const [version, setVersion] = useState(0);
  const [sentVersion, setSentVersion] = useState(-1);
  const [tooLarge, setTooLarge] = useState(false);
  const report = state?.ok ? state.data : null;
  const canConfirm = Boolean(report && report.dryRun && report.ok && sentVersion === version);
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const text = (k: string) => (t.has(`errors.${k}`) ? t(`errors.${k}`) : err(k)!);
  const errors = (name: string) => fe?.[name]?.map(text);
  const nextEdition = Math.max(0, ...seasons.map((s) => s.edition)) + 1;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const formData = new FormData(e.currentTarget);
    formData.set("dryRun", submitter?.value === "import" ? "0" : "1");
    const file = formData.get("file");
    if (file instanceof File && file.size > MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    setSentVersion(version);
    startTransition(() => dispatch(formData));
  };
  const onChange = () => setVersion((v) => v + 1);

  return (
    <section className="card space-y-4" aria-labelledby="import-title">
      <h2 id="import-title" className="h2">
        {t("import.title")}
      </h2>
      <p className="text-sm text-stone-600">
        {t.rich("import.help", { code: (name) => <code>{name}</code> })}{" "}
        <a className="underline" href={`/l/${slug}/admin/history/template.csv`} download>
          {t("import.template")}
        </a>
      </p>
      <form onSubmit={onSubmit} onChange={onChange} className="space-y-4" noValidate>
        <input type="hidden" name="slug" value={slug} />
        <FormMessage
          message={tooLarge ? text("fileTooLarge") : state && !state.ok ? text(state.formError ?? "unexpected") : null}
        />
        <Field
          name="file"
          type="file"
          accept=".csv,text/csv"
          label={t("import.file")}
          required
          errors={errors("file")}
        />
        <div>
          <label htmlFor="field-target" className="label">
            {t("import.target")}
          </label>
          <select
            id="field-target"
            name="target"
            className="input"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            {seasons.map((s) => (
              <option key={s.edition} value={s.edition}>
                {s.name} ({s.year})
              </option>
            ))}
            <option value="new">{t("import.newSeason")}</option>
          </select>
        </div>
        {target === "new" && (
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="sr-only">{t("import.newSeason")}</legend>
            <Field
              name="newEdition"
              type="number"
              inputMode="numeric"
              label={t("import.newEdition")}
              defaultValue={nextEdition}
              errors={errors("newEdition")}
            />
            <Field
              name="newYear"
              type="number"
              inputMode="numeric"
              label={t("import.newYear")}
              errors={errors("newYear")}
            />
            <div className="col-span-2">
              <Field name="newName" label={t("import.newName")} errors={errors("newName")} />
            </div>
          </fieldset>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="createMissing" defaultChecked />
          {t("import.createMissing")}
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="check" className="btn-secondary" disabled={pending}>
            {pending ? t("import.checking") : t("import.check")}
          </button>
          {canConfirm && report && (
            <button type="submit" name="intent" value="import" className="btn-primary" disabled={pending}>
              {t("import.confirm", { games: report.summary.games })}
            </button>
          )}
        </div>
      </form>
      {report && <ImportReportView report={report} slug={slug} />}
    </section>
  );
}
