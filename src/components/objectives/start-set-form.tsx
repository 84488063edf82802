"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useFormAction } from "@/components/ui/use-form-action";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { useFeatureErrorText } from "./use-feature-error";

type Source = "empty" | "previous" | "official" | "generator";

/** Start an empty season set from a copy, the official 16, or the generator. */
export function StartSetForm({
  slug,
  edition,
  previous,
}: {
  slug: string;
  edition: number;
  previous: { edition: number; name: string; objectives: number }[];
}) {
  const t = useTranslations("objectives.start");
  const err = useFeatureErrorText("objectives");
  const [state, onSubmit, pending] = useFormAction(startObjectiveSet);
  const [source, setSource] = useState<Source>("official");
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (n: string) => fe?.[n]?.map((k) => err(k)!);
  const sources: Source[] = ["empty", ...(previous.length ? (["previous"] as const) : []), "official", "generator"];
  return (
    <form onSubmit={onSubmit} className="card space-y-3" noValidate>
      <h2 className="h2">{t("title")}</h2>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      <FormMessage
        message={state?.ok ? t("done", { count: state.data.count }) : err(state?.formError)}
        tone={state?.ok ? "success" : "error"}
      />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="edition" value={edition} />
      <fieldset className="space-y-1">
        <legend className="label">{t("source")}</legend>
        {sources.map((s) => (
          <label key={s} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="source"
              value={s}
              checked={source === s}
              onChange={() => setSource(s)}
              className="size-5"
            />
            {t(s)}
          </label>
        ))}
      </fieldset>
      {source === "previous" && (
        <div>
          <label htmlFor="from-edition" className="label">
            {t("fromEdition")}
          </label>
          <select id="from-edition" name="fromEdition" className="input">
            {previous.map((p) => (
              <option key={p.edition} value={p.edition}>
                {t("editionOption", { name: p.name, count: p.objectives })}
              </option>
            ))}
          </select>
          {errors("fromEdition") && <p className="field-error">{errors("fromEdition")!.join(" ")}</p>}
        </div>
      )}
      {source === "official" && <p className="text-xs text-stone-500">{t("officialNote")}</p>}
      {source === "generator" && (
        <div className="grid grid-cols-2 gap-3">
          <Field name="count" label={t("count")} inputMode="numeric" defaultValue="20" errors={errors("count")} />
          <Field name="size" label={t("size")} inputMode="numeric" defaultValue="21" errors={errors("size")} />
          <Field name="total" label={t("total")} inputMode="numeric" defaultValue="95" errors={errors("total")} />
          <Field name="seed" label={t("seed")} defaultValue={`torneo-${edition}`} errors={errors("seed")} />
        </div>
      )}
      {source !== "empty" && (
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {t("submit")}
        </button>
      )}
    </form>
  );
}
