"use client";
import type { FieldDef, Label } from "@/scoring";
import type { RawValue } from "@/lib/plays/play-form";

type Props = {
  id: string;
  def: FieldDef;
  label: string;
  /** the club's rule, "optional"; "" for none (no hint line) */
  hint: string;
  value: RawValue | undefined;
  onChange: (v: RawValue) => void;
  optionLabel: (l: Label) => string;
  /** options another seat already holds (identities distinct at the table) */
  disabledOptions?: ReadonlySet<string>;
  errors?: string[];
  yes: string;
  no: string;
};

/** The right input for a field definition: number with bounds, checkbox, select of the rulebook's options, or text. */
export function FieldInput({
  id,
  def,
  label,
  hint,
  value,
  onChange,
  optionLabel,
  disabledOptions,
  errors,
  yes,
  no,
}: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  let input: React.ReactNode;
  if (def.type === "bool") {
    input = (
      <label className="flex min-h-11 items-center gap-2" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="size-5"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          data-testid={id}
        />
        <span>{label}</span>
        <span className="sr-only">{value === true ? yes : no}</span>
      </label>
    );
  } else if (def.type === "enum") {
    input = (
      <select
        id={id}
        className="input"
        value={typeof value === "string" ? value : ""}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        data-testid={id}
      >
        <option value="">—</option>
        {def.options?.map((o) => (
          <option key={o.value} value={o.value} disabled={disabledOptions?.has(o.value) && value !== o.value}>
            {optionLabel(o.label)}
          </option>
        ))}
      </select>
    );
  } else {
    const numeric = def.type === "int" || def.type === "number";
    input = (
      <input
        id={id}
        className="input"
        type={numeric ? "number" : "text"}
        inputMode={numeric ? (def.type === "int" ? "numeric" : "decimal") : undefined}
        min={numeric ? def.min : undefined}
        max={numeric && typeof def.max === "number" ? def.max : undefined}
        step={def.type === "int" ? 1 : undefined}
        value={typeof value === "string" ? value : ""}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        data-testid={id}
      />
    );
  }
  return (
    <div>
      {def.type !== "bool" && (
        <label htmlFor={id} className="label">
          {label}
        </label>
      )}
      {input}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="field-error" data-testid={`error-${id}`}>
          {errors!.join(" ")}
        </p>
      )}
    </div>
  );
}
