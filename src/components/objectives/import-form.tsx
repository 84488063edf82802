"use client";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useFormAction } from "@/components/ui/use-form-action";
import { importObjectives } from "@/server/actions/import-objectives";
import { useFeatureErrorText, useIssueText } from "./use-feature-error";

/** Import a JSON or CSV set (file or pasted text); errors are listed by line and nothing changes. */
export function ImportForm({ slug, edition }: { slug: string; edition: number }) {
  const t = useTranslations("objectives.transfer");
  const err = useFeatureErrorText("objectives");
  const issue = useIssueText();
  const [state, onSubmit, pending] = useFormAction(importObjectives);
  const problems = state && !state.ok ? (state.fieldErrors?.content ?? []) : [];
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormMessage
        message={state?.ok ? t("done", { count: state.data.count }) : err(state?.formError)}
        tone={state?.ok ? "success" : "error"}
      />
      {problems.length > 0 && (
        <ul className="field-error list-disc pl-5" data-testid="import-errors">
          {problems.map((p, i) => (
            <li key={i}>{p.includes("|") ? issue(p) : err(p)}</li>
          ))}
        </ul>
      )}
      {state?.ok && state.data.warnings.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-amber-800">
          {state.data.warnings.map((w, i) => (
            <li key={i}>{issue(w)}</li>
          ))}
        </ul>
      )}
      <p className="text-xs text-stone-500">{t("importHint")}</p>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="edition" value={edition} />
      <div>
        <label htmlFor="import-format" className="label">
          {t("format")}
        </label>
        <select id="import-format" name="format" className="input" defaultValue="csv">
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
        </select>
      </div>
      <div>
        <label htmlFor="import-file" className="label">
          {t("file")}
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="input"
        />
      </div>
      <div>
        <label htmlFor="import-content" className="label">
          {t("content")}
        </label>
        <textarea id="import-content" name="content" rows={4} className="input font-mono text-xs" />
      </div>
      <button type="submit" className="btn-secondary w-full" disabled={pending}>
        {t("submit")}
      </button>
    </form>
  );
}
