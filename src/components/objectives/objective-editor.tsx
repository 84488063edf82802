"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { continentTextColor } from "@/components/map/positions";
import { FormMessage } from "@/components/ui/form-error";
import { saveObjective } from "@/server/actions/save-objective";
import type { Board } from "./board";
import { useFeatureErrorText, useIssueText } from "./use-feature-error";

type Initial = {
  objectiveId?: string;
  number: number;
  name: string;
  territories: { territoryId: string; value: number }[];
};

/** Create/edit an objective: number, name, and for each of the 42 territories "in or out" plus its value. */
export function ObjectiveEditor({
  slug,
  edition,
  board,
  initial,
}: {
  slug: string;
  edition: number;
  board: Board;
  initial: Initial;
}) {
  const t = useTranslations("objectives");
  const err = useFeatureErrorText("objectives");
  const issue = useIssueText();
  const locale = useLocale();
  const router = useRouter();
  const [pending, start] = useTransition();
  const [number, setNumber] = useState(String(initial.number));
  const [name, setName] = useState(initial.name);
  const [picked, setPicked] = useState<Record<string, string>>(() =>
    Object.fromEntries(initial.territories.map((x) => [x.territoryId, String(x.value)])),
  );
  const [errors, setErrors] = useState<{ form?: string; fields?: Record<string, string[]> } | null>(null);
  const label = (x: { nameIt: string; nameEn: string }) => (locale === "en" ? x.nameEn : x.nameIt);
  const byId = new Map(board.territories.map((x) => [x.id, x]));
  const selected = Object.entries(picked);
  const total = selected.reduce((s, [, v]) => s + (Number(v) || 0), 0);
  const fe = (k: string) => errors?.fields?.[k];

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    start(async () => {
      const res = await saveObjective({
        slug,
        edition,
        objectiveId: initial.objectiveId,
        number,
        name,
        territories: board.territories
          .filter((x) => picked[x.id] !== undefined)
          .map((x) => ({ territoryId: x.id, value: picked[x.id] })),
      });
      if (res.ok) router.push(`/l/${slug}/seasons/${edition}/objectives/${res.data.number}`);
      else setErrors({ form: res.formError, fields: res.fieldErrors });
    });
  };

  return (
    <form onSubmit={submit} className="card space-y-4" noValidate>
      <FormMessage message={err(errors?.form)} />
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <div>
          <label htmlFor="objective-number" className="label">
            {t("number")}
          </label>
          <input
            id="objective-number"
            className="input"
            inputMode="numeric"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            aria-invalid={Boolean(fe("number"))}
            aria-describedby={fe("number") ? "objective-number-error" : undefined}
          />
          {fe("number") && (
            <p id="objective-number-error" className="field-error">
              {fe("number")!
                .map((k) => err(k))
                .join(" ")}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="objective-name" className="label">
            {t("name")}
          </label>
          <input
            id="objective-name"
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(fe("name"))}
            aria-describedby={fe("name") ? "objective-name-error" : undefined}
          />
          {fe("name") && (
            <p id="objective-name-error" className="field-error">
              {fe("name")!
                .map((k) => err(k))
                .join(" ")}
            </p>
          )}
        </div>
      </div>
      <fieldset className="space-y-3">
        <legend className="label">{t("editor.pick")}</legend>
        <p className="text-xs text-stone-500">{t("editor.pickHint")}</p>
        <p
          className="sticky top-0 z-10 rounded bg-stone-100 px-2 py-1 text-sm font-semibold"
          aria-live="polite"
          data-testid="editor-total"
        >
          {t("editor.selected", { count: selected.length, total })}
        </p>
        {fe("territories") && (
          <ul className="field-error list-disc pl-5">
            {fe("territories")!.map((k) => (
              <li key={k}>{k.includes("|") ? issue(k) : err(k)}</li>
            ))}
          </ul>
        )}
        {board.continents.map((c) => (
          <div key={c.id}>
            <h3 className="text-xs font-semibold uppercase tracking-wide" style={{ color: continentTextColor(c.id) }}>
              {label(c)}
            </h3>
            <ul>
              {c.territoryIds.map((id) => {
                const terr = byId.get(id)!;
                const on = picked[id] !== undefined;
                return (
                  <li key={id} className="flex min-h-11 items-center gap-2 border-t border-stone-100">
                    <label className="flex flex-1 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={on}
                        onChange={(e) =>
                          setPicked((p) => {
                            const next = { ...p };
                            if (e.target.checked) next[id] = String(terr.value);
                            else delete next[id];
                            return next;
                          })
                        }
                        aria-label={t("editor.include", { name: label(terr) })}
                      />
                      <span>{label(terr)}</span>
                    </label>
                    {on && (
                      <input
                        className="input w-20"
                        inputMode="numeric"
                        value={picked[id]}
                        onChange={(e) => setPicked((p) => ({ ...p, [id]: e.target.value }))}
                        aria-label={t("editor.valueOf", { name: label(terr) })}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {t("editor.save")}
      </button>
    </form>
  );
}
