"use client";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** already translated */
  errors?: string[];
  hint?: string;
  /** whole numbers only: numeric keypad without a decimal key */
  whole?: boolean;
  /** the label is read by screen readers only (a row of place values under one visible heading) */
  srLabel?: boolean;
  testId?: string;
};

/**
 * A rules value as typed: a text field with a numeric keypad (type="number" would refuse the Italian decimal
 * comma and report "" for it), its label, hint and errors.
 */
export function NumberInput({ id, label, value, onChange, errors, hint, whole, srLabel, testId }: Props) {
  const invalid = Boolean(errors?.length);
  const describedBy =
    [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={srLabel ? "sr-only" : "label"}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        inputMode={whole ? "numeric" : "decimal"}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        data-testid={testId}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {errors!.join(" ")}
        </p>
      )}
    </div>
  );
}
