"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";

type Props<K extends string> = {
  id: string;
  legend: string;
  hint: string;
  /** every key the chain may hold, in their usual order */
  keys: readonly K[];
  value: K[];
  onChange: (value: K[]) => void;
  label: (key: K) => string;
  errors?: string[];
};

/**
 * An ordered tie-break chain: each criterion with "move up", "move down" and "remove" buttons (no drag), and a
 * picker to add the ones left out. Focus follows the criterion being moved.
 */
export function ChainEditor<K extends string>({ id, legend, hint, keys, value, onChange, label, errors }: Props<K>) {
  const t = useTranslations("rules.chain");
  const missing = keys.filter((k) => !value.includes(k));
  const [adding, setAdding] = useState<K | "">("");
  const [focus, setFocus] = useState<string | null>(null);
  const selectId = useId();
  const pick = adding !== "" && missing.includes(adding) ? adding : (missing[0] ?? "");

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, value]);

  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
    const to = i + by;
    // at either end the pressed button is disabled: keep focus on the other one
    const dir = to === 0 ? "down" : to === next.length - 1 ? "up" : by === -1 ? "up" : "down";
    setFocus(`${id}-${next[to]}-${dir}`);
  };

  return (
    <fieldset
      className="space-y-2"
      aria-describedby={`${id}-hint${errors?.length ? ` ${id}-error` : ""}`}
      data-testid={id}
    >
      <legend className="label">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {hint}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-stone-600">{t("empty")}</p>
      ) : (
        <ol className="space-y-1">
          {value.map((k, i) => (
            <li
              key={k}
              className="flex items-center gap-1 rounded-lg border border-stone-200 bg-white px-2 py-1"
              data-testid={`${id}-item`}
            >
              <span className="w-6 text-sm text-stone-500">{t("position", { n: i + 1 })}</span>
              <span className="flex-1 text-sm">{label(k)}</span>
              <button
                id={`${id}-${k}-up`}
                type="button"
                className="min-h-11 min-w-11 rounded-lg border border-stone-300 disabled:opacity-40"
                aria-label={t("up", { key: label(k) })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <span aria-hidden="true">▲</span>
              </button>
              <button
                id={`${id}-${k}-down`}
                type="button"
                className="min-h-11 min-w-11 rounded-lg border border-stone-300 disabled:opacity-40"
                aria-label={t("down", { key: label(k) })}
                disabled={i === value.length - 1}
                onClick={() => move(i, 1)}
              >
                <span aria-hidden="true">▼</span>
              </button>
              <button
                type="button"
                className="min-h-11 min-w-11 rounded-lg border border-stone-300"
                aria-label={t("remove", { key: label(k) })}
                onClick={() => {
                  onChange(value.filter((x) => x !== k));
                  setFocus(`${id}-add`);
                }}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {missing.length > 0 && (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor={selectId} className="sr-only">
              {t("addLabel")}
            </label>
            <select
              id={selectId}
              className="input"
              value={pick}
              onChange={(e) => setAdding(e.target.value as K)}
              data-testid={`${id}-add-select`}
            >
              {missing.map((k) => (
                <option key={k} value={k}>
                  {label(k)}
                </option>
              ))}
            </select>
          </div>
          <button
            id={`${id}-add`}
            type="button"
            className="btn-secondary"
            onClick={() => {
              if (pick === "") return;
              onChange([...value, pick]);
              setAdding("");
            }}
          >
            {t("add")}
          </button>
        </div>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className="field-error">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
